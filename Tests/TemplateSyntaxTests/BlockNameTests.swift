import XCTest
@testable import TemplateSyntax

/// A block's name is normalised by splitting it on space, tab and line-break characters and
/// joining the words with one space. The parser returns most names as they are without
/// splitting them; that must give the same name as the split, for every name.
final class BlockNameTests: XCTestCase {
  static func bySplitting(_ name: String) -> String {
    name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
  }

  func testJoinedWordsEqualsSplittingOnSeparatorCharacters() {
    let pieces = ["if", "else", "for", "ñ", "\u{301}", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{A0}", "\u{0B}", "x"]
    var generator = SplitMix64(seed: 21)
    var checked = 0
    for length in 0..<7 {
      for _ in 0..<3_000 {
        let name = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        XCTAssertEqual(TreeBuilder.joinedWords(name), Self.bySplitting(name), "name \(Array(name.unicodeScalars))")
        checked += 1
      }
    }
    XCTAssertEqual(checked, 21_000)
  }

  func testCommonNamesAreKeptAndOthersJoined() {
    XCTAssertEqual(TreeBuilder.joinedWords("else if"), "else if")
    XCTAssertEqual(TreeBuilder.joinedWords("else  if"), "else if")
    XCTAssertEqual(TreeBuilder.joinedWords(" if "), "if")
    XCTAssertEqual(TreeBuilder.joinedWords("else\tif"), "else if")
    // A CR LF is one character and not a separator: the name keeps it.
    XCTAssertEqual(TreeBuilder.joinedWords("else\r\nif"), "else\r\nif")
    XCTAssertEqual(TreeBuilder.joinedWords(""), "")
  }
}
