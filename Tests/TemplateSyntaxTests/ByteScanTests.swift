import XCTest
@testable import TemplateSyntax

/// The eight-at-a-time scan finds exactly what a byte-by-byte scan finds: at every start, in
/// buffers of every length around a word, with the wanted bytes, their neighbours (a byte one
/// above or below, 0x80 and 0xFF, which trip naive zero-byte tricks) and nothing to find.
final class ByteScanTests: XCTestCase {
  /// Compares `scan(buffer, start, end)` with a byte-by-byte search for the first byte that
  /// `isWanted`, from every start of `tries` buffers of each length below 40: mostly `a`, so that
  /// long runs with nothing to find are common, with one byte in `oneIn` drawn from `alphabet`.
  /// Returns how many were compared.
  func compareWithByteByByte(_ generator: inout SplitMix64, alphabet: [UInt8], oneIn: UInt64, tries: Int,
                             isWanted: (UInt8) -> Bool, scan: (UnsafeBufferPointer<UInt8>, Int, Int) -> Int,
                             file: StaticString = #filePath, line: UInt = #line) -> Int {
    var checked = 0
    for length in 0..<40 {
      for _ in 0..<tries {
        let bytes: [UInt8] = (0..<length).map { _ in
          generator.next() % oneIn == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x61
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            let expected = (start..<length).first { isWanted(bytes[$0]) } ?? length
            XCTAssertEqual(scan(buffer, start, length), expected, "bytes \(bytes), start \(start)", file: file, line: line)
            checked += 1
          }
        }
      }
    }
    return checked
  }

  func testFindsTheSameFirstIndexAsAByteByByteScan() {
    let wanted: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "&"), UInt8(ascii: "@")]
    let alphabet: [UInt8] = wanted + [0x3B, 0x3D, 0x7A, 0x7C, 0x7E, 0x25, 0x27, 0x3F, 0x41, 0x00, 0x01, 0x80, 0xFF, 0xC2, 0xA0, 0x20, 0x61]
    var generator = SplitMix64(seed: 11)
    let checked = compareWithByteByByte(&generator, alphabet: alphabet, oneIn: 5, tries: 60, isWanted: wanted.contains) {
      ByteScan.firstOf($0, from: $1, to: $2, wanted[0], wanted[1], wanted[2], wanted[3], wanted[4])
    }
    XCTAssertEqual(checked, (0..<40).reduce(0) { $0 + 60 * ($1 + 1) })
  }

  /// `firstMaybeBracketOrLineBreak` stops where a byte-by-byte scan for the bytes it may stop at
  /// does (`[`, `]`, `Y`, `_` and every byte below 0x0E), and so never passes a bracket or a line
  /// break; the alphabet has those bytes, their neighbours and bytes that are not ASCII.
  func testMaybeBracketOrLineBreakStopsWhereAByteByByteScanWould() {
    let alphabet: [UInt8] = [0x5B, 0x5D, 0x59, 0x5E, 0x5F, 0x0A, 0x0D, 0x00, 0x09, 0x0E, 0x5A, 0x5C, 0x58, 0x7B,
                             0x7D, 0xDB, 0xDD, 0xDF, 0x80, 0xFF, 0x20, 0x61]
    var generator = SplitMix64(seed: 21)
    let checked = compareWithByteByByte(&generator, alphabet: alphabet, oneIn: 5, tries: 30,
                                        isWanted: { $0 == 0x5B || $0 == 0x5D || $0 == 0x59 || $0 == 0x5F || $0 < 0x0E }) {
      ByteScan.firstMaybeBracketOrLineBreak($0, from: $1, to: $2)
    }
    XCTAssertEqual(checked, (0..<40).reduce(0) { $0 + 30 * ($1 + 1) })
  }

  func testSevenBytesAreFoundAsAByteByByteScanFindsThem() {
    let wanted: [UInt8] = [0x3C, 0x7D, 0x2F, 0x5C, 0x27, 0x22, 0x60]  // < } / \ ' " `
    let alphabet: [UInt8] = wanted + [0x3B, 0x3D, 0x7C, 0x7E, 0x2E, 0x00, 0x01, 0x80, 0xFF, 0x5B, 0x61, 0x20]
    var generator = SplitMix64(seed: 13)
    let checked = compareWithByteByByte(&generator, alphabet: alphabet, oneIn: 5, tries: 40, isWanted: wanted.contains) {
      ByteScan.firstOf($0, from: $1, to: $2, wanted[0], wanted[1], wanted[2], wanted[3], wanted[4], wanted[5], wanted[6])
    }
    XCTAssertEqual(checked, (0..<40).reduce(0) { $0 + 40 * ($1 + 1) })
  }

  func testFindsTheSameFirstByteBelowALimitAsAByteByByteScan() {
    let alphabet: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0C, 0x0D, 0x0E, 0x0F, 0x20, 0x61, 0x7F, 0x80, 0x81, 0xC2, 0xFF]
    var generator = SplitMix64(seed: 12)
    var checked = 0
    for limit: UInt8 in [0x01, 0x0E, 0x20, 0x80] {
      checked += compareWithByteByByte(&generator, alphabet: alphabet, oneIn: 4, tries: 30, isWanted: { $0 < limit }) {
        ByteScan.firstBelow($0, limit, from: $1, to: $2)
      }
    }
    XCTAssertEqual(checked, 4 * (0..<40).reduce(0) { $0 + 30 * ($1 + 1) })
  }

  func testStopsAtTheEndGivenEvenWhenTheBufferGoesOn() {
    let bytes = Array("abcdefghijklmnop<".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      XCTAssertEqual(ByteScan.firstOf(buffer, from: 0, to: 16, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C), 16)
      XCTAssertEqual(ByteScan.firstOf(buffer, from: 0, to: 17, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C), 16)
      XCTAssertEqual(ByteScan.firstOf(buffer, from: 9, to: 12, 0x3C, 0x3C, 0x3C, 0x3C, 0x6B), 10)
    }
  }

  func testQuotedValueSearchStopsExactlyWhereAByteByByteScanWould() {
    // The value's own quote, `&`, `<`, `{`, and every byte below 0x0E (the line breaks among
    // them); not the other quote, nor the neighbours of the masked quote-or-`&` test.
    let alphabet: [UInt8] = [0x22, 0x27, 0x26, 0x3C, 0x7B, 0x0A, 0x0D, 0x09, 0x00, 0x0E, 0x21, 0x23, 0x24, 0x25, 0x28,
                             0x2A, 0x3B, 0x3D, 0x7A, 0x7D, 0x80, 0xA2, 0xA6, 0xA7, 0xFF, 0x20, 0x61]
    var generator = SplitMix64(seed: 14)
    var checked = 0
    for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
      let wanted: (UInt8) -> Bool = { $0 == quote || $0 == 0x26 || $0 == 0x3C || $0 == 0x7B || $0 < 0x0E }
      checked += compareWithByteByByte(&generator, alphabet: alphabet, oneIn: 5, tries: 30, isWanted: wanted) {
        ByteScan.firstInQuotedValue($0, quote: quote, from: $1, to: $2)
      }
    }
    XCTAssertEqual(checked, 2 * (0..<40).reduce(0) { $0 + 30 * ($1 + 1) })
  }
}
