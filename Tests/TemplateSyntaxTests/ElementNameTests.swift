@testable import TemplateSyntax
import XCTest

/// `ElementName` (an element's name kept as its bits when small, boxed otherwise) and the
/// element's name and name range read through it.
final class ElementNameTests: XCTestCase {
  private func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }

  func testSmallNamesAreKeptAsBitsWithTheirLength() {
    for text in ["a", "div", "ñandú", "app-card-items"] {
      guard case .small = ElementName(fresh(text), length: text.utf8.count) else {
        return XCTFail("\(text) is kept as its bits")
      }
      XCTAssertEqual(ElementName(fresh(text), length: text.utf8.count).length, UInt32(text.utf8.count))
    }
  }

  func testLongNamesAndOtherLengthsAreBoxed() {
    let long = "app-navigation-menu-item"
    guard case .boxed = ElementName(fresh(long), length: long.utf8.count) else { return XCTFail("a long name is boxed") }
    guard case .boxed = ElementName(fresh("div"), length: 5) else { return XCTFail("a range of another length is boxed") }
    XCTAssertEqual(ElementName(fresh("div"), length: 5).length, 5)
    XCTAssertEqual(ElementName(fresh(long), length: long.utf8.count).string, long)
  }

  /// The name and its range read back as written, whatever the name's storage, also after
  /// either is set again.
  func testAnElementReadsBackItsNameAndRange() {
    for text in ["div", "app-navigation-menu-item", "ñ"] {
      let range = ByteRange(1, 1 + text.utf8.count)
      var element = Element(name: fresh(text), nameRange: range, attributeIndices: 0..<0,
                            startTagRange: ByteRange(0, Int(range.end) + 1))
      XCTAssertEqual(element.name, text)
      XCTAssertEqual(element.nameRange, range)
      XCTAssertEqual(element.startTagRange, ByteRange(0, Int(range.end) + 1))
      element.name = fresh("section")
      XCTAssertEqual(element.name, "section")
      XCTAssertEqual(element.nameRange, range)
      element.nameRange = ByteRange(1, 8)
      XCTAssertEqual(element.nameRange, ByteRange(1, 8))
      XCTAssertEqual(element.name, "section")
    }
  }

  /// A name the element's range does not match (the public initializer takes both) keeps both.
  func testANameAndARangeOfAnotherLengthAreBothKept() {
    let element = Element(name: fresh("div"), nameRange: ByteRange(1, 10), attributeIndices: 0..<0,
                          startTagRange: ByteRange(0, 12))
    XCTAssertEqual(element.name, "div")
    XCTAssertEqual(element.nameRange, ByteRange(1, 10))
  }
}
