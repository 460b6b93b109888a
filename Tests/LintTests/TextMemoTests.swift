import XCTest
@testable import Lint
import TemplateTestSupport

/// `TextMemo` against a `Dictionary` keyed by the same bytes: every lookup gives what the
/// dictionary gives, through growth, replacement, texts whose hashes share a first slot, and
/// the emptying at the limit.
final class TextMemoTests: XCTestCase {
  func testLookupsMatchADictionaryThroughGrowthAndReplacement() {
    var memo = TextMemo<Int>(limit: 100_000)
    var reference: [[UInt8]: Int] = [:]
    var random = RandomBlockTemplates(seed: 7)  // (its seeded numbers: the same texts on every run)
    // Short texts from a small alphabet (many repeats), in ASCII, Spanish and Arabic.
    let pieces = ["a", "b", "ab", "ñ", "á", "a\u{301}", "ل", "ا", " ", "-", ""]
    for step in 0..<20_000 {
      var text = ""
      for _ in 0..<random.next(5) { text += pieces[random.next(pieces.count)] }
      let key = FoldedTokenCache.TextKey(text)
      XCTAssertEqual(memo.value(for: key), reference[Array(text.utf8)], "lookup of \(text.debugDescription)")
      if random.next(3) == 0 {
        memo.set(step, for: key)
        reference[Array(text.utf8)] = step
      }
    }
    XCTAssertEqual(memo.count, reference.count)
    XCTAssertGreaterThan(memo.count, 100)
  }

  func testTwoSpellingsOfOneTextAreTwoKeys() {
    var memo = TextMemo<String>(limit: 16)
    memo.set("precomposed", for: FoldedTokenCache.TextKey("\u{E1}"))
    XCTAssertNil(memo.value(for: FoldedTokenCache.TextKey("a\u{301}")))
    memo.set("decomposed", for: FoldedTokenCache.TextKey("a\u{301}"))
    XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("\u{E1}")), "precomposed")
    XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("a\u{301}")), "decomposed")
    XCTAssertEqual(memo.count, 2)
  }

  func testTheTableIsEmptiedAtItsLimitBeforeTheNextEntry() {
    var memo = TextMemo<Int>(limit: 8)
    for i in 0..<8 { memo.set(i, for: FoldedTokenCache.TextKey("word \(i)")) }
    XCTAssertEqual(memo.count, 8)
    for i in 0..<8 { XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("word \(i)")), i) }
    // Replacing an entry adds none.
    memo.set(70, for: FoldedTokenCache.TextKey("word 7"))
    XCTAssertEqual(memo.count, 8)
    XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("word 7")), 70)
    // A ninth text empties it first.
    memo.set(8, for: FoldedTokenCache.TextKey("word 8"))
    XCTAssertEqual(memo.count, 1)
    XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("word 8")), 8)
    for i in 0..<8 { XCTAssertNil(memo.value(for: FoldedTokenCache.TextKey("word \(i)"))) }
  }

  func testTheEmptyTextIsAKeyLikeAnyOther() {
    var memo = TextMemo<Int>(limit: 4)
    XCTAssertNil(memo.value(for: FoldedTokenCache.TextKey("")))
    memo.set(1, for: FoldedTokenCache.TextKey(""))
    XCTAssertEqual(memo.value(for: FoldedTokenCache.TextKey("")), 1)
    XCTAssertNil(memo.value(for: FoldedTokenCache.TextKey(" ")))
  }
}
