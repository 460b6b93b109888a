import XCTest
@testable import TemplateSyntax

/// The byte-level White_Space checks against the scalar property, for every scalar.
final class UnicodeWhitespaceTests: XCTestCase {
  func testEveryScalarAgreesWithTheScalarProperty() {
    var spaces: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = scalar.properties.isWhitespace
      if expected { spaces.append(value) }
      let alone = String(Character(scalar))
      XCTAssertEqual(UnicodeWhitespace.isBlank(alone), expected, "isBlank U+\(String(value, radix: 16))")
      XCTAssertEqual(UnicodeWhitespace.containsSpace(alone), expected, "containsSpace U+\(String(value, radix: 16))")
      // Among other characters: after and before ASCII and non-ASCII text.
      XCTAssertEqual(UnicodeWhitespace.isBlank(" \u{3000}" + alone + "\t"), expected, "isBlank in spaces U+\(String(value, radix: 16))")
      XCTAssertEqual(UnicodeWhitespace.containsSpace("añ" + alone + "ب"), expected, "containsSpace in text U+\(String(value, radix: 16))")
    }
    // The 25 characters of the property (Unicode 15), so a test that passes cannot be empty.
    XCTAssertEqual(spaces.count, 25)
  }

  func testStrings() {
    XCTAssertTrue(UnicodeWhitespace.isBlank(""))
    XCTAssertFalse(UnicodeWhitespace.containsSpace(""))
    XCTAssertTrue(UnicodeWhitespace.isBlank(" \n\u{A0}\u{2003}"))
    XCTAssertFalse(UnicodeWhitespace.isBlank(" \u{A0}x"))
    XCTAssertFalse(UnicodeWhitespace.isBlank("\u{1C}"))
    XCTAssertFalse(UnicodeWhitespace.isBlank("\u{200B}"))
    XCTAssertFalse(UnicodeWhitespace.containsSpace("Guardar¡حفظ"))
    XCTAssertTrue(UnicodeWhitespace.containsSpace("حفظ\u{A0}الملف"))
  }
}
