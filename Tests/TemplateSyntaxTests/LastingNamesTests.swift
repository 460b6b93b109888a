@testable import TemplateSyntax
import XCTest

/// `LastingNames`: long attribute names kept for the process, so that attributes so named
/// keep no reference for them.
final class LastingNamesTests: XCTestCase {
  func testAKeptNameIsGivenBackAsTheSameString() throws {
    let name = String(decoding: Array("accessibilityLastingNameTest".utf8), as: UTF8.self)
    let first = try XCTUnwrap(LastingNames.shared.lasting(name))
    XCTAssertEqual(first, name)
    let again = try XCTUnwrap(LastingNames.shared.lasting(String(decoding: Array(name.utf8), as: UTF8.self)))
    XCTAssertEqual(again, name)
    XCTAssertEqual(StringBits(again).string, name)
  }

  func testALongerNameIsNotKept() {
    XCTAssertNil(LastingNames.shared.lasting(String(repeating: "n", count: LastingNames.maxLength + 1)))
  }

  /// A parsed attribute's long name reads the same after its tree and the parser are gone.
  func testParsedLongNamesOutliveTheirTree() {
    func attributes() -> [Attribute] {
      let tree = TemplateParser.parse(SourceFile(path: "t.html", text: "<view accessibilityHint=\"h\" [accessibilityLabel]=\"x\"></view>"))
      return tree.attributes
    }
    let names = attributes().map(\.name)
    XCTAssertEqual(names, ["accessibilityHint", "accessibilityLabel"])
  }
}
