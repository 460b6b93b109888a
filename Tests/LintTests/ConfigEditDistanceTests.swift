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
