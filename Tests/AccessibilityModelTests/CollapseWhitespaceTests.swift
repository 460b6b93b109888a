import XCTest
@testable import AccessibilityModel

/// The byte-level `collapseWhitespace` against its definition, scalar by scalar.
final class CollapseWhitespaceTests: XCTestCase {
  func testAgreesWithTheScalarDefinition() {
    let pieces = ["a", " ", "  ", "\n", "\t", "\u{0B}", "\u{0C}", "\r\n", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}",
                  "\u{2028}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "é", "ب", "😀", "\u{1C}", "x y"]
    var checked = 0
    var different = 0
    for s in joinings(of: pieces, endings: ["", " ", "z", "\u{A0}"]) {
      checked += 1
      if collapseWhitespace(s) != collapseWhitespaceByScalars(s) { different += 1 }
    }
    XCTAssertEqual(different, 0)
    XCTAssertEqual(checked, 22 * 22 * 22 * 4)
  }

  func testExamples() {
    XCTAssertEqual(collapseWhitespace("\n    Guardar   cambios\n  "), "Guardar cambios")
    XCTAssertEqual(collapseWhitespace("Guardar cambios"), "Guardar cambios")
    XCTAssertEqual(collapseWhitespace("حفظ\u{A0}\u{A0}الملف"), "حفظ الملف")
    // A vertical tab is White_Space too (the old ASCII fast path let it through).
    XCTAssertEqual(collapseWhitespace("a\u{0B}b"), "a b")
    XCTAssertEqual(collapseWhitespace(""), "")
    XCTAssertEqual(collapseWhitespace(" \u{3000} "), "")
    // U+200B ZERO WIDTH SPACE is not White_Space and stays.
    XCTAssertEqual(collapseWhitespace("a\u{200B}b"), "a\u{200B}b")
  }
}
