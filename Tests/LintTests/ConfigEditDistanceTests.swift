import TemplateTestSupport
import XCTest
@testable import Lint

final class ConfigEditDistanceTests: XCTestCase {
  func testEditDistance() {
    XCTAssertEqual(editDistance("", ""), 0)
    XCTAssertEqual(editDistance("", "abc"), 3)
    XCTAssertEqual(editDistance("abc", ""), 3)
    XCTAssertEqual(editDistance("kitten", "sitting"), 3)
    XCTAssertEqual(editDistance("platfroms", "platforms"), 1)
    XCTAssertEqual(editDistance("ab", "ba"), 1)
    XCTAssertEqual(editDistance("ca", "abc"), 3)
    XCTAssertEqual(editDistance("Button", "button"), 1)
    XCTAssertEqual(editDistance("café", "cafe"), 1)
    XCTAssertEqual(editDistance("😀a", "a😀"), 1)
    XCTAssertEqual(editDistance("warn", "warning"), 3)
  }

  /// The quick answer agrees with the distance itself on every pair: names that are close,
  /// far, of other lengths, with letters that share a count bucket (`a` and `!` are both 33
  /// modulo 64), and non-ASCII scalars; over generated pairs too.
  func testIsWithinEditDistanceAgreesWithTheDistance() {
    let fixed: [(String, String)] = [
      ("accesibilitylabel", "accessibilitylabel"), ("accessibilitylable", "accessibilitylabel"),
      ("backgroundcolor", "accessibilitylabel"), ("textwrap", "accessible"), ("accesible", "accessible"),
      ("a!a!", "!a!a"), ("añadir", "anadir"), ("", "ab"), ("ab", ""), ("abc", "cab"), ("accessibilityhint", "accessibilityvalue"),
    ]
    var random = RandomBlockTemplates(seed: 0xED17)  // (its seeded numbers: the same pairs on every run)
    let alphabet = Array("abcil!áz").map(String.init)
    func letter() -> String { alphabet[random.next(alphabet.count)] }
    var pairs = fixed
    for _ in 0..<4000 {
      let a = (0..<random.next(8)).map { _ in letter() }.joined()
      var b = Array(a).map(String.init)
      for _ in 0..<random.next(4) {
        switch random.next(3) {
        case 0: b.insert(letter(), at: random.next(b.count + 1))
        case 1: if !b.isEmpty { b.remove(at: random.next(b.count)) }
        default: if !b.isEmpty { b[random.next(b.count)] = letter() }
        }
      }
      pairs.append((a, b.joined()))
    }
    for (a, b) in pairs {
      for limit in 0...3 {
        XCTAssertEqual(isWithinEditDistance(a, b, limit), editDistance(a, b) <= limit, "\(a) / \(b) within \(limit)")
      }
    }
    XCTAssertTrue(isWithinEditDistance("accesibilityLable", "accessibilityLabel", 2))
    XCTAssertFalse(isWithinEditDistance("backgroundColor", "accessibilityLabel", 2))
  }

  func testNearest() {
    XCTAssertEqual(nearest("platfroms", in: Configuration.keys), "platforms")
    XCTAssertEqual(nearest("IOS", in: ["tvos", "ios"]), "ios")
    XCTAssertEqual(nearest("heading", in: ["header", "button", "link"]), "header")
    XCTAssertNil(nearest("banana", in: ["header", "button"]))
    XCTAssertEqual(nearest("warn", in: Configuration.severityNames), "warning")
    XCTAssertNil(nearest("wa", in: Configuration.severityNames))
    // Ties go to the first candidate.
    XCTAssertEqual(nearest("bat", in: ["cat", "hat"]), "cat")
    XCTAssertEqual(nearest("bat", in: ["hat", "cat"]), "hat")
    // An explicit limit.
    XCTAssertNil(nearest("kitten", in: ["sitting"], maxDistance: 2))
    XCTAssertEqual(nearest("kitten", in: ["sitting"], maxDistance: 3), "sitting")
    XCTAssertNil(nearest("x", in: []))
  }

  func testDefaultSuggestionDistance() {
    XCTAssertEqual(defaultSuggestionDistance(for: "ios"), 1)
    XCTAssertEqual(defaultSuggestionDistance(for: "warn"), 1)
    XCTAssertEqual(defaultSuggestionDistance(for: "tvos1"), 2)
    XCTAssertEqual(defaultSuggestionDistance(for: "label-trailing-punctuation"), 9)
    XCTAssertEqual(defaultSuggestionDistance(for: "heading"), 3)
  }
}
