import XCTest
import TemplateSyntax
@testable import Lint

/// `SharedLineIndex.index(covering:)` indexes a prefix of the file: every offset up to the one
/// asked for has the position, line and line range the whole file's index gives it.
final class SharedLineIndexTests: XCTestCase {
  func testPrefixIndexAgreesWithTheWholeFile() {
    let long = String(repeating: "é", count: 3000)
    let texts = [
      "", "\n", "a", "a\nb", "\u{FEFF}<an-text>x</an-text>\n\n<an-view>\r\n</an-view>\r<b>\n",
      "one\ntwo\r\nthree\rfour\n\(long)x\(long)\nlast", "no break at all", "ends with a break\n",
    ]
    for text in texts {
      let source = SourceFile(path: "t.html", text: text)
      let whole = LineIndex(source)
      let count = source.bytes.count
      // (Every offset of a short text; every 37th, and the last, of the long one.)
      let offsets = Array(stride(from: 0, to: count, by: count > 300 ? 37 : 1)) + [count]
      for offset in offsets {
        // A fresh box per offset (its first ask) and one asked in increasing order.
        let shared = SharedLineIndex(source)
        let prefix = shared.index(covering: offset)
        XCTAssertEqual(prefix.position(of: offset), whole.position(of: offset), "\(text.prefix(20)) @\(offset)")
        XCTAssertEqual(prefix.positions(of: [0, offset]), whole.positions(of: [0, offset]))
        let line = whole.position(of: offset).line
        XCTAssertEqual(prefix.lineRange(line), whole.lineRange(line))
        XCTAssertEqual(prefix.lineIndex(of: offset), whole.lineIndex(of: offset))
      }
      let growing = SharedLineIndex(source)
      for offset in offsets {
        XCTAssertEqual(growing.position(of: offset), whole.position(of: offset))
      }
      XCTAssertEqual(growing.index.lineStarts, whole.lineStarts)
    }
  }
}
