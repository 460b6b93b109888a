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

  /// A file with no `\r` takes the `\n`-only search; one with a `\r` the full scan: both give
  /// every line start, empty lines, a last line break and an empty file included.
  func testLineStartsWithAndWithoutCarriageReturns() {
    func starts(_ text: String) -> [Int] { LineIndex(SourceFile(path: "t", text: text)).lineStarts }
    XCTAssertEqual(starts(""), [0])
    XCTAssertEqual(starts("\n"), [0, 1])
    XCTAssertEqual(starts("ab\n\ncd\n"), [0, 3, 4, 7])
    XCTAssertEqual(starts("ñ\n🎛\nx"), [0, 3, 8])
    XCTAssertEqual(starts("ab\r\n\ncd\r"), [0, 4, 5, 8])
    XCTAssertEqual(starts("\r\r\n\n"), [0, 1, 3, 4])
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

  /// Long lines keep checkpoints: columns far into a 40 KB line of mixed-width scalars (BOM
  /// first, then a second long line) equal a count from the line's start.
  func testColumnsOnLongLinesMatchACountFromTheLineStart() {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    let pieces: [[UInt8]] = [Array("a".utf8), Array("ñ".utf8), Array("€".utf8), Array("😀".utf8), Array("ب".utf8)]
    for line in 0..<2 {
      for k in 0..<12_000 { bytes += pieces[(k * 7 + line) % pieces.count] }
      bytes.append(0x0A)
    }
    let index = LineIndex(SourceFile(path: "long.html", bytes: bytes))
    func counted(_ offset: Int) -> (line: Int, column: Int, utf16: Int) {
      var line = 1
      var start = 3
      for i in 0..<offset where bytes[i] == 0x0A { line += 1; start = i + 1 }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      return (line, text.unicodeScalars.count + 1, text.utf16.count + 1)
    }
    // Scalar boundaries spread over both lines, past several checkpoints.
    var offsets: [Int] = []
    var i = 3
    var k = 0
    while i < bytes.count {
      if k % 499 == 0 { offsets.append(i) }
      let b = bytes[i]
      i += b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
      k += 1
    }
    XCTAssertGreaterThan(offsets.count, 40)
    for offset in offsets {
      let position = index.position(of: offset)
      let expected = counted(offset)
      XCTAssertEqual([position.line, position.column, position.utf16Column], [expected.line, expected.column, expected.utf16],
                     "offset \(offset)")
    }
    XCTAssertEqual(index.positions(of: offsets), offsets.map { index.position(of: $0) })
  }
}
