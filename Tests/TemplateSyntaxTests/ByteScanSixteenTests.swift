import XCTest
@testable import TemplateSyntax

/// The scans that pass sixteen bytes at a time first (`ByteScan.first(_:from:to:inVector:inWord:isWanted:)`)
/// stop where a byte-by-byte scan does: at every start of buffers of every length around one,
/// two and three vectors, with the wanted bytes, their neighbours and bytes that are not ASCII.
final class ByteScanSixteenTests: XCTestCase {
  /// Checks `scan(buffer, start, end)` from every start of `tries` buffers of each length below
  /// 56 (mostly `a`, one byte in four from `alphabet`): it stops at the first byte that
  /// `isWanted`, or at the end, or earlier at a byte that `mayStop` (one the caller passes).
  func check(alphabet: [UInt8], tries: Int, seed: UInt64, isWanted: (UInt8) -> Bool, mayStop: (UInt8) -> Bool = { _ in false },
             scan: (UnsafeBufferPointer<UInt8>, Int, Int) -> Int, file: StaticString = #filePath, line: UInt = #line) {
    var generator = SplitMix64(seed: seed)
    for length in 0..<56 {
      for _ in 0..<tries {
        let bytes: [UInt8] = (0..<length).map { _ in
          generator.next() % 4 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x61
        }
        bytes.withUnsafeBufferPointer { buffer in
          for start in 0...length {
            let expected = (start..<length).first { isWanted(bytes[$0]) } ?? length
            let found = scan(buffer, start, length)
            if found != expected {
              XCTAssertTrue(found >= start && found < expected && mayStop(bytes[found]),
                            "bytes \(bytes), start \(start): stopped at \(found), not \(expected)", file: file, line: line)
            }
          }
        }
      }
    }
  }

  func testInterpolationScanStopsAtTheFirstByteThatMatters() {
    let wanted = Array("<}/\\'\"`".utf8)
    let alphabet = wanted + [0x2E, 0x30, 0x3B, 0x3D, 0x5B, 0x5D, 0x5F, 0x7B, 0x7C, 0x7E, 0x21, 0x23, 0x26, 0x00, 0x80, 0xFF, 0x20]
    check(alphabet: alphabet, tries: 20, seed: 5, isWanted: wanted.contains) {
      ByteScan.firstInInterpolation($0, from: $1, to: $2)
    }
  }

  func testBlockParameterScanNeverPassesAByteThatMatters() {
    let wanted = Array(";\\'\"`()".utf8)
    let alphabet = wanted + [0x23, 0x26, 0x24, 0x25, 0x2A, 0x3A, 0x3C, 0x5C, 0x5D, 0x7B, 0x7D, 0x00, 0x80, 0xFF, 0x20]
    check(alphabet: alphabet, tries: 20, seed: 7, isWanted: wanted.contains, mayStop: { $0 == 0x23 || $0 == 0x26 }) {
      ByteScan.firstMaybeInBlockParameters($0, from: $1, to: $2)
    }
  }

  func testTextScanFindsTheFirstOfItsFiveBytesPastSixteen() {
    let wanted = Array("<{}&@".utf8)
    let alphabet = wanted + [0x3B, 0x3D, 0x3F, 0x41, 0x7A, 0x7C, 0x7E, 0x25, 0x27, 0x00, 0x80, 0xFF, 0xC2, 0xA0, 0x20]
    check(alphabet: alphabet, tries: 20, seed: 13, isWanted: wanted.contains) {
      ByteScan.firstOf($0, from: $1, to: $2, wanted[0], wanted[1], wanted[2], wanted[3], wanted[4])
    }
  }
}
