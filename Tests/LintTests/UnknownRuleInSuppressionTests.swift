import XCTest
@testable import Lint

/// Exact findings of `unknown-rule-in-suppression`: every message says what to write instead.
final class UnknownRuleInSuppressionTests: XCTestCase {
  func testTheNearestIdIsSuggestedByItsSpellingOrItsWords() throws {
    let template = "<!-- an-lint-disable tap-needs-role, label-has-role, missing-nme -->\n<an-view>a</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "unknown-rule-in-suppression"), [
      "1:22 unknown rule 'tap-needs-role' in suppression comment; did you mean 'tap-needs-button-role'?",
      "1:38 unknown rule 'label-has-role' in suppression comment; 'an-lint --list-rules' lists the rule ids",
      "1:54 unknown rule 'missing-nme' in suppression comment; did you mean 'missing-name'?",
    ])
  }

  func testWordsMatchOnlyOneIdWithTheFewestAdded() {
    let ids = ["hint-on-static-element", "hint-without-label", "tap-needs-button-role", "role-state-mismatch"]
    XCTAssertEqual(Suppressions.nearestRule("tap-needs-role", in: ids), "tap-needs-button-role")
    XCTAssertEqual(Suppressions.nearestRule("hint-element", in: ids), "hint-on-static-element")
    // Two ids that take the words with as many added: no guess.
    XCTAssertNil(Suppressions.nearestRule("x-y", in: ["x-a-y", "x-b-y"]))
    XCTAssertNil(Suppressions.nearestRule("state-role", in: ids))
  }
}
