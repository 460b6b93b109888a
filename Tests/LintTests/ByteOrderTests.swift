import XCTest
@testable import Lint

/// `ByteOrder.precedes` against the byte-by-byte comparison of the UTF-8 views.
final class ByteOrderTests: XCTestCase {
  func testAgreesWithComparingTheUTF8Views() {
    let pieces = ["", "a", "b", "A", "-", "/", "é", "e\u{301}", "ب", "😀", "long/shared/prefix/", "\u{0}", "~"]
    var strings: [String] = []
    for x in pieces { for y in pieces { strings.append(x + y); strings.append(x + "/" + y) } }
    // Longer mixtures, chosen by a fixed formula so every run compares the same strings.
    for k in 0..<200 {
      strings.append((0..<(k * 7) % 41).map { j in pieces[(k * 31 + j * 17 + j * j) % pieces.count] }.joined())
    }
    var disagreements = 0
    var comparisons = 0
    for a in strings {
      for b in strings {
        comparisons += 1
        if ByteOrder.precedes(a, b) != a.utf8.lexicographicallyPrecedes(b.utf8) { disagreements += 1 }
      }
    }
    XCTAssertEqual(disagreements, 0)
    XCTAssertGreaterThan(comparisons, 100_000)
  }

  func testCanonicalEquivalentsAreOrderedByTheirBytes() {
    // "é" (C3 A9) and "e" + U+0301 (65 CC 81) are equal as Strings and distinct as bytes.
    XCTAssertTrue(ByteOrder.precedes("e\u{301}", "é"))
    XCTAssertFalse(ByteOrder.precedes("é", "e\u{301}"))
    XCTAssertFalse(ByteOrder.precedes("same", "same"))
    XCTAssertTrue(ByteOrder.precedes("pre", "prefix"))
    XCTAssertFalse(ByteOrder.precedes("prefix", "pre"))
    XCTAssertTrue(ByteOrder.precedes("Z", "a"))
  }
}
