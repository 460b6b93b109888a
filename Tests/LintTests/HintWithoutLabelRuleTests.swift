import XCTest
@testable import Lint

final class HintWithoutLabelRuleTests: XCTestCase {
  let id = "hint-without-label"

  func test_hwl1() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-view accessible=\"true\" accessibilityHint=\"Resumen de tus pedidos\"></an-view>", id), [
      "1:47 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl2() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-view accessibilityRole=\"header\" accessibilityHint=\"Payment methods\"></an-view>", id), [
      "1:56 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl3() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-view accessible=\"true\" accessibilityHint=\"ملخص الطلبات\"></an-view>", id), [
      "1:47 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl4() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-button accessibilityHint=\"Guarda el borrador\" (tap)=\"save()\"></an-button>", id), [])
  }
}
