import XCTest
@testable import Lint

final class HintWithoutLabelRuleTests: XCTestCase {
  let id = "hint-without-label"

  func test_hwl1() {
    XCTAssertEqual(TestLint.lines("<an-view accessible=\"true\" accessibilityHint=\"Resumen de tus pedidos\"></an-view>", rule: id), [
      "1:47 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl2() {
    XCTAssertEqual(TestLint.lines("<an-view accessibilityRole=\"header\" accessibilityHint=\"Payment methods\"></an-view>", rule: id), [
      "1:56 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl3() {
    XCTAssertEqual(TestLint.lines("<an-view accessible=\"true\" accessibilityHint=\"ملخص الطلبات\"></an-view>", rule: id), [
      "1:47 the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does",
    ])
  }

  func test_hwl4() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityHint=\"Guarda el borrador\" (tap)=\"save()\"></an-button>", rule: id), [])
  }
}
