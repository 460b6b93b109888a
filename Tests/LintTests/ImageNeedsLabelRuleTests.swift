import XCTest
@testable import Lint

final class ImageNeedsLabelRuleTests: XCTestCase {
  let id = "image-needs-label"

  func test_image1() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-image src=\"grafica-ventas.png\"/>", id), [
      "1:2 'an-image' is a screen-reader stop with no label: it is announced as \"image\" or by its file name; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  func test_image2() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-icon src=\"warning.svg\" accessibilityHint=\"Your card expires soon\"></an-icon>", id), [
      "1:2 'an-icon' is a screen-reader stop with no label: it is announced as \"image\" or by its file name (a hint is not a name); add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  func test_image3() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-image [src]=\"photo\" [accessible]=\"showPhoto\"/>", id), [])
  }

  func test_image4() {
    XCTAssertEqual(NamingRuleTestSupport.findings("<an-image src=\"x.png\" accessibilityLabel=\"\"/>", id), [])
  }

  func testSwallowedImageIsNotChecked() {
    let text = "<an-view accessible=\"true\" accessibilityLabel=\"Auriculares\"><an-image src=\"a.png\"/></an-view>"
    XCTAssertEqual(NamingRuleTestSupport.findings(text, id), [])
  }
}
