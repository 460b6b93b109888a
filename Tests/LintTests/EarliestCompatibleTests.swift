import AccessibilityModel
import TemplateSyntax
import TemplateTestSupport
import XCTest
@testable import Lint

/// `EarliestCompatible` finds what scanning every earlier element with `areMutuallyExclusive`
/// finds, on every element of random templates of nested `@if`/`@else`, `@switch`, `@for`
/// and `@defer` blocks.
final class EarliestCompatibleTests: XCTestCase {
  func testSameAnswersAsAScanOnRandomTemplates() {
    var templates = RandomBlockTemplates(seed: 0xD0_B1E5)
    var lookupsPastTheEarliest = 0
    var notFound = 0
    for _ in 0..<300 {
      let text = templates.template(extraParts: 60)
      let tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)))
      var index = EarliestCompatible()
      for element in 0..<tree.elements.count {
        let expected = (0..<element).first { !tree.areMutuallyExclusive($0, element) }
        if let expected, expected > 0 { lookupsPastTheEarliest += 1 }
        if expected == nil && element > 0 { notFound += 1 }
        XCTAssertEqual(index.first(compatibleWith: element, in: tree), expected, "\(element) in \(text)")
        index.append(element, in: tree)
      }
    }
    // The trie is used, both to find an element past the earliest and to find none.
    XCTAssertGreaterThan(lookupsPastTheEarliest, 100)
    XCTAssertGreaterThan(notFound, 100)
  }
}
