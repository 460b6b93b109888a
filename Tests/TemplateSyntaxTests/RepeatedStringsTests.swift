import XCTest
@testable import TemplateSyntax

/// The parser's table of repeated strings gives, for any run of bytes, the string of those
/// bytes: for runs seen before, runs that share a slot, runs too long to keep, empty runs and
/// invalid UTF-8 (decoded with replacement characters, as `String(decoding:)` does).
final class RepeatedStringsTests: XCTestCase {
  func testEveryRunGivesTheStringOfItsBytes() {
    var generator = SplitMix64(seed: 31)
    let pieces: [[UInt8]] = [Array("a".utf8), Array("n".utf8), Array("-".utf8), Array(" ".utf8), Array("\n".utf8),
                             Array("ñ".utf8), Array("حفظ".utf8), [0xFF], [0xC3], [0x80], Array("accessibilityLabel".utf8)]
    var buffer: [UInt8] = []
    while buffer.count < 4_000 { buffer += pieces[Int(generator.next() % UInt64(pieces.count))] }
    var table = RepeatedStrings()
    var hits = 0
    var seen: Set<[UInt8]> = []
    buffer.withUnsafeBufferPointer { bytes in
      for _ in 0..<60_000 {
        let start = Int(generator.next() % UInt64(bytes.count))
        let length = Int(generator.next() % 40)
        let end = min(bytes.count, start + length)
        let run = Array(bytes[start..<end])
        if !seen.insert(run).inserted { hits += 1 }
        XCTAssertEqual(table.string(bytes, ByteRange(start, end)), String(decoding: run, as: UTF8.self), "\(run)")
      }
    }
    XCTAssertGreaterThan(hits, 1_000)  // runs did repeat
  }
}
