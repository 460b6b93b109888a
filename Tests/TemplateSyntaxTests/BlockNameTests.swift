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

extension BlockNameTests {
  /// A name the parser keeps as written (`TreeBuilder.isJoined`, read on its bytes) is one that
  /// splitting leaves as it is.
  func testANameKeptAsWrittenIsOneSplittingKeeps() {
    let pieces = ["if", "else", "ñ", "\u{301}", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{A0}", "x"]
    var generator = SplitMix64(seed: 22)
    var kept = 0
    for length in 0..<6 {
      for _ in 0..<2_000 {
        let name = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        let bytes = Array(name.utf8)
        let isJoined = bytes.withUnsafeBufferPointer { TreeBuilder.isJoined($0, ByteRange(0, $0.count)) }
        if isJoined {
          kept += 1
          XCTAssertEqual(name, Self.bySplitting(name), "name \(Array(name.unicodeScalars))")
        } else {
          XCTAssertEqual(TreeBuilder.joinedWords(name), Self.bySplitting(name), "name \(Array(name.unicodeScalars))")
        }
      }
    }
    XCTAssertGreaterThan(kept, 1_000)
    XCTAssertFalse([UInt8]().withUnsafeBufferPointer { TreeBuilder.isJoined($0, ByteRange(0, 0)) })
  }

  /// The byte match of a kind's name (`TreeBuilder.blockKind`) spells each kind's name as
  /// `BlockKind` does, and reads no other name as one (those are left to `BlockKind(rawValue:)`).
  func testBlockKindOnBytesMatchesEveryKindsNameAndNoOther() {
    func kind(_ name: String) -> BlockKind? {
      let bytes = Array(name.utf8)
      return bytes.withUnsafeBufferPointer { TreeBuilder.blockKind($0, ByteRange(0, bytes.count)) }
    }
    for kind_ in BlockKind.allCases where kind_ != .unknown {
      XCTAssertEqual(kind(kind_.rawValue), kind_, kind_.rawValue)
    }
    for other in ["", "i", "IF", "fo", "else  if", "elseif", "iff", "unknown", "placeholdr", "defaults", "case "] {
      XCTAssertNil(kind(other), other)
    }
  }
}
