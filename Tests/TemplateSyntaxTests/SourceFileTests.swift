import XCTest
@testable import TemplateSyntax

final class SourceFileTests: XCTestCase {
  func position(_ text: String, _ offset: Int) -> String {
    let p = LineIndex(SourceFile(path: "t", text: text)).position(of: offset)
    return "\(p.line):\(p.column):\(p.utf16Column)"
  }

  func testLineBreaksLFCRLFAndLoneCR() {
    let text = "a\nb\r\nc\rd"
    XCTAssertEqual(position(text, 0), "1:1:1")
    XCTAssertEqual(position(text, 2), "2:1:1")
    XCTAssertEqual(position(text, 3), "2:2:2")   // the \r of \r\n is still line 2
    XCTAssertEqual(position(text, 5), "3:1:1")
    XCTAssertEqual(position(text, 7), "4:1:1")
    XCTAssertEqual(LineIndex(SourceFile(path: "t", text: text)).lineCount, 4)
  }

  func testColumnsCountScalarsAndUTF16Units() {
    // "ñ" is 2 bytes / 1 scalar / 1 UTF-16 unit; "🎛" is 4 bytes / 1 scalar / 2 UTF-16 units;
    // "ب" (Arabic) is 2 bytes / 1 scalar / 1 unit.
    let text = "ñ🎛ب<x"
    let offsetOfLT = Array("ñ🎛ب".utf8).count
    XCTAssertEqual(position(text, offsetOfLT), "1:4:5")
    XCTAssertEqual(position(text, offsetOfLT + 1), "1:5:6")
  }

  func testBOMIsNotAColumn() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>".utf8)
    let index = LineIndex(SourceFile(path: "t", bytes: bytes))
    XCTAssertEqual(index.position(of: 3).column, 1)
    XCTAssertEqual(index.position(of: 4).column, 2)
    XCTAssertEqual(index.lineRange(1), ByteRange(3, 6))
  }

  func testLineRangeExcludesBreakAndOffsetInverts() {
    let text = "uno\r\ndós\ntres"
    let index = LineIndex(SourceFile(path: "t", text: text))
    XCTAssertEqual(index.lineRange(1), ByteRange(0, 3))
    XCTAssertEqual(index.lineRange(2), ByteRange(5, 9))
    XCTAssertEqual(index.lineRange(3), ByteRange(10, 14))
    for offset in [0, 2, 5, 6, 8, 9, 10, 13] {
      let p = index.position(of: offset)
      XCTAssertEqual(index.offset(line: p.line, column: p.column), offset)
    }
  }

  func testOffsetPastEndClamps() {
    XCTAssertEqual(position("ab", 99), "1:3:3")
  }
}

final class LineIndexBatchTests: XCTestCase {
  /// `positions(of:)` (one scan) gives exactly what `position(of:)` gives for each offset,
  /// in any order, with multi-byte text, CRLF, lone CR and a BOM.
  func testBatchPositionsMatchSinglePositions() {
    var text = "\u{FEFF}<a>ñ🎛ب\r\nuno\rdos\n"
    text += String(repeating: "x🎛", count: 200)
    let index = LineIndex(SourceFile(path: "t", text: text))
    // Findings start and end on character boundaries: pick random ones.
    var boundaries: [Int] = []
    var offset = 0
    for scalar in text.unicodeScalars {
      boundaries.append(offset)
      offset += String(scalar).utf8.count
    }
    boundaries.append(offset)
    var generator = SplitMix64(seed: 7)
    let offsets = (0..<300).map { _ in boundaries[Int(generator.next() % UInt64(boundaries.count))] } + [0, 3, offset]
    XCTAssertEqual(index.positions(of: offsets), offsets.map { index.position(of: $0) })
  }
}
