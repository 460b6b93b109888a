import XCTest
@testable import TemplateSyntax

/// The space search (`firstNotSpace`) and the text run it starts (`lexText`, indentation then
/// `<`) stop exactly where a byte-by-byte scan would: at every start, for runs of spaces of every
/// length around a word, followed by `<`, another byte that ends text, text, or the end.
final class IndentationScanTests: XCTestCase {
  func testFirstNotSpaceStopsWhereAByteByByteScanWould() {
    // Mostly spaces, with the neighbours of 0x20 (0x1F, 0x21, 0xA0) that a naive test would miss.
    let alphabet: [UInt8] = [0x1F, 0x21, 0xA0, 0x00, 0x0A, 0x3C, 0x61, 0xFF, 0x60]
    var generator = SplitMix64(seed: 21)
    var checked = 0
    for length in 0..<40 {
      for _ in 0..<40 {
        let bytes: [UInt8] = (0..<length).map { _ in
          generator.next() % 6 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x20
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            let expected = (start..<length).first { bytes[$0] != 0x20 } ?? length
            XCTAssertEqual(ByteScan.firstNotSpace(buffer, from: start, to: length), expected, "bytes \(bytes), start \(start)")
            checked += 1
          }
        }
      }
    }
    XCTAssertEqual(checked, (0..<40).reduce(0) { $0 + 40 * ($1 + 1) })
  }

  func testAnIndentationTextRunEndsAtTheFirstByteThatEndsText() {
    for width in 0..<20 {
      for after in ["<b>", "{{ x }}", "}", "&amp;", "@if", "text<b>", "\t<b>", ""] {
        let template = "\n" + String(repeating: " ", count: width) + after
        let bytes = Array(template.utf8)
        bytes.withUnsafeBufferPointer { buffer in
          var lexer = Lexer(buffer)
          let token = lexer.next()
          XCTAssertEqual(token.kind, .text)
          let expected = (1..<bytes.count).first { "<{}&@".utf8.contains(bytes[$0]) } ?? bytes.count
          XCTAssertEqual(token.range, ByteRange(0, expected), "\(width) spaces then \(after)")
        }
      }
    }
  }
}
