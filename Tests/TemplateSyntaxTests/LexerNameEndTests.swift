import XCTest
@testable import TemplateSyntax

/// `Lexer.nameEndBytes`, the bit table `isNameEndAt` reads for bytes below 0x40, against the
/// definition it stands for: `isNameEnd` and Angular's whitespace U+0009 to U+0020.
final class LexerNameEndTests: XCTestCase {
  func testNameEndBytesMatchesIsNameEnd() {
    for b in UInt8(0)..<0x40 {
      let ends = isNameEnd(b) || (b >= 0x09 && b <= 0x20)
      XCTAssertEqual(Lexer.nameEndBytes >> UInt64(b) & 1 != 0, ends, "byte \(b)")
    }
  }
}
