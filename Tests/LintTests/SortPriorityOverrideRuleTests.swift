import XCTest
@testable import Lint

/// Exact findings of `sort-priority-override` (messages included).
final class SortPriorityOverrideRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-button accessibilitySortPriority=\"2\" (tap)=\"n()\">Nueva</an-button>\n<an-text [accessibilitySortPriority]=\"p\">Total</an-text>\n<an-text accessibilitySortPriority>Bare</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "sort-priority-override"), [
      "1:39 accessibilitySortPriority overrides the reading order, which breaks with the next change to the layout: move the element to where it belongs in the markup and drop the priority, or suppress this line with a justification",
      "2:39 accessibilitySortPriority overrides the reading order, which breaks with the next change to the layout: move the element to where it belongs in the markup and drop the priority, or suppress this line with a justification",
      "3:10 accessibilitySortPriority overrides the reading order, which breaks with the next change to the layout: move the element to where it belongs in the markup and drop the priority, or suppress this line with a justification",
    ])
  }
}
