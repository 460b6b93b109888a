import XCTest
import TemplateTestSupport
@testable import Lint

/// The check that skips files that are not text finds the first NUL byte or invalid UTF-8
/// sequence wherever it is: inside or across the 32- and 8-byte words of its ASCII fast path,
/// or in its byte-by-byte tail. Compared with a reference written byte by byte with the
/// standard library's own UTF-8 validation.
final class BinaryCheckTests: XCTestCase {
  /// The offset of the first problem: a NUL byte, or the first byte of the first sequence the
  /// standard library's UTF-8 decoder rejects.
  func reference(_ bytes: [UInt8]) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar.value == 0 { return offset }
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }

  func testTheFirstProblemIsFoundWhereverItIs() {
    var random = RandomBlockTemplates(seed: 41)  // (its seeded numbers: the same bytes on every run)
    let pieces: [[UInt8]] = [Array("a".utf8), Array("<an-text>".utf8), Array("ñ".utf8), Array("حفظ".utf8),
                             Array("😀".utf8), [0], [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                             [0xC0, 0xAF], Array(repeating: UInt8(ascii: "x"), count: 40), Array("€".utf8), Array("߿".utf8),
                             [0xC1, 0xBF], [0xC2], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF],
                             [0xE1, 0x80], [0xEF, 0x40, 0x80], [0xE2, 0x82, 0x41]]
    var problems = 0
    for _ in 0..<4_000 {
      var bytes: [UInt8] = Array(repeating: UInt8(ascii: "a"), count: random.next(90))
      // Mostly clean text, with at most one piece that may be a problem, anywhere.
      for _ in 0..<random.next(3) {
        let piece = pieces[random.next(pieces.count)]
        bytes.insert(contentsOf: piece, at: random.next(bytes.count + 1))
      }
      let expected = reference(bytes)
      XCTAssertEqual(BinaryCheck.problem(in: bytes)?.offset, expected, "\(bytes)")
      if expected != nil { problems += 1 }
    }
    XCTAssertGreaterThan(problems, 1_000)
  }
}
