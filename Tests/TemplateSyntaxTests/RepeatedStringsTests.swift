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

  /// A line break and then spaces (the indentation between tags) is given from a table of
  /// literals up to 32 bytes: every length gives its own bytes, and a run that differs in any
  /// one byte (a tab, a letter, a second line break, `\r\n`) gives its own bytes too, at every
  /// length and position, whether the table saw it before or not.
  func testIndentationRunsGiveTheirOwnBytesAtEveryLength() {
    var table = RepeatedStrings()
    for length in 1...40 {
      let indentation: [UInt8] = [0x0A] + Array(repeating: 0x20, count: length - 1)
      var variants: [[UInt8]] = [indentation]
      for position in 0..<length {
        for replacement: UInt8 in [0x09, 0x61, 0x0A, 0x0D, 0x00, 0xC3] where replacement != indentation[position] {
          var variant = indentation
          variant[position] = replacement
          variants.append(variant)
        }
      }
      variants.append([0x0D] + indentation)
      for variant in variants {
        // Twice each: made the first time (or taken from the literals), then found.
        for _ in 0..<2 {
          let padded: [UInt8] = [0x3E] + variant + [0x3C]
          padded.withUnsafeBufferPointer { bytes in
            let got = table.string(bytes, ByteRange(1, 1 + variant.count))
            XCTAssertEqual(Array(got.utf8), Array(String(decoding: variant, as: UTF8.self).utf8), "\(variant)")
          }
        }
      }
    }
  }
}
