import XCTest
@testable import TemplateSyntax

/// The table's long runs (past 32 bytes, kept by their first and last sixteen bytes and their
/// length): a run found again is the string of exactly its bytes, also when another run with
/// the same ends and length (a different middle) or invalid UTF-8 holds the slot.
final class RepeatedStringsLongRunsTests: XCTestCase {
  func testLongRunsGiveTheStringOfTheirBytes() {
    var generator = SplitMix64(seed: 77)
    let pieces: [[UInt8]] = [Array("flex items-center ".utf8), Array("ñ".utf8), Array("حفظ".utf8), [0xFF], [0xC3],
                             Array(" ".utf8), Array("{ checked: isOn }".utf8), Array("x".utf8)]
    var buffer: [UInt8] = []
    while buffer.count < 6_000 { buffer += pieces[Int(generator.next() % UInt64(pieces.count))] }
    var table = RepeatedStrings()
    buffer.withUnsafeBufferPointer { bytes in
      for _ in 0..<20_000 {
        let start = Int(generator.next() % 64)
        let length = 33 + Int(generator.next() % 280)
        let end = min(bytes.count, start + length)
        XCTAssertEqual(Array(table.string(bytes, ByteRange(start, end)).utf8),
                       Array(String(decoding: Array(bytes[start..<end]), as: UTF8.self).utf8))
      }
    }
  }

  func testRunsWithTheSameEndsAreToldApart() {
    var table = RepeatedStrings()
    let ends = Array("0123456789abcdef".utf8)
    for middleLength in [1, 2, 9, 40] {
      for byte: UInt8 in [0x61, 0x62, 0x61, 0xFF, 0x62, 0xC3] {
        let run = ends + Array(repeating: byte, count: middleLength) + ends
        run.withUnsafeBufferPointer { bytes in
          XCTAssertEqual(Array(table.string(bytes, ByteRange(0, run.count)).utf8),
                         Array(String(decoding: run, as: UTF8.self).utf8), "\(run)")
        }
      }
    }
  }
}
