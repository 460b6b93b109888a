import XCTest
@testable import TemplateSyntax

/// `ByteScan.firstMaybeBracketOrLineBreak` stops where a byte-by-byte scan for the bytes it may
/// stop at does (`[`, `]`, `Y`, `_` and every byte below 0x0E), and so never passes a
/// bracket or a line break: at every start, in buffers of every length around a word, with
/// those bytes, their neighbours and bytes that are not ASCII.
final class ByteScanBracketTests: XCTestCase {
  func testStopsWhereAByteByByteScanWould() {
    let alphabet: [UInt8] = [0x5B, 0x5D, 0x59, 0x5E, 0x5F, 0x0A, 0x0D, 0x00, 0x09, 0x0E, 0x5A, 0x5C, 0x58, 0x7B,
                             0x7D, 0xDB, 0xDD, 0xDF, 0x80, 0xFF, 0x20, 0x61]
    let stops: (UInt8) -> Bool = { $0 == 0x5B || $0 == 0x5D || $0 == 0x59 || $0 == 0x5F || $0 < 0x0E }
    var generator = SplitMix64(seed: 21)
    var checked = 0
    for length in 0..<40 {
      for _ in 0..<30 {
        let bytes: [UInt8] = (0..<length).map { _ in
          generator.next() % 5 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x61
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            let expected = (start..<length).first { stops(bytes[$0]) } ?? length
            XCTAssertEqual(ByteScan.firstMaybeBracketOrLineBreak(buffer, from: start, to: length), expected,
                           "bytes \(bytes), start \(start)")
            checked += 1
          }
        }
      }
    }
    XCTAssertEqual(checked, (0..<40).reduce(0) { $0 + 30 * ($1 + 1) })
  }
}
