import XCTest
@testable import Lint
import TemplateSyntax

/// Exact results of the suppression comments: which findings a directive silences, and the
/// findings about the directives themselves.
final class SuppressionTests: XCTestCase {
  /// Every unsuppressed finding as `LINE:COL rule-id message`.
  func report(_ text: String, config: String = "") -> [String] {
    let index = LineIndex(SourceFile(path: "t", text: text))
    return TestLint.all(text, config: config).filter { $0.suppression == nil }.map {
      "\(index.position(of: Int($0.range.start))) \($0.ruleID) \($0.message)"
    }
  }

  static let tap = "'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\""
  static let period = "label 'Cancelar.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"

  // MARK: Regions: an enable naming rules re-enables only those

  func testAnEnableNamingOneRuleLeavesTheRegionsOtherRulesDisabled() {
    let text = """
      <!-- an-lint-disable tap-needs-button-role, label-trailing-punctuation -->
      <an-view (tap)="a()">Uno</an-view>
      <!-- an-lint-enable tap-needs-button-role -->
      <an-text accessibilityLabel="Cancelar.">x</an-text>
      <an-view (tap)="b()">Dos</an-view>
      """
    XCTAssertEqual(report(text), ["5:2 tap-needs-button-role \(Self.tap)"])
    // The other rule is re-enabled by its own enable.
    XCTAssertEqual(report(text + "\n<!-- an-lint-enable label-trailing-punctuation -->\n<an-text accessibilityLabel=\"Cancelar.\">y</an-text>"),
                   ["5:2 tap-needs-button-role \(Self.tap)", "7:30 label-trailing-punctuation \(Self.period)"])
  }

  func testAnEnableNamingOneRuleAfterABareDisableLeavesEveryOtherRuleDisabled() {
    let text = """
      <!-- an-lint-disable -->
      <an-view (tap)="a()">Uno</an-view>
      <!-- an-lint-enable tap-needs-button-role -->
      <an-text accessibilityLabel="Cancelar.">x</an-text>
      <an-view (tap)="b()">Dos</an-view>
      <!-- an-lint-enable -->
      <an-text accessibilityLabel="Cancelar.">y</an-text>
      """
    XCTAssertEqual(report(text), ["5:2 tap-needs-button-role \(Self.tap)", "7:30 label-trailing-punctuation \(Self.period)"])
  }

  func testABareEnableReEnablesEveryRule() {
    let text = """
      <!-- an-lint-disable tap-needs-button-role, label-trailing-punctuation -->
      <an-view (tap)="a()">Uno</an-view>
      <an-text accessibilityLabel="Cancelar.">x</an-text>
      <!-- an-lint-enable -->
      <an-text accessibilityLabel="Cancelar.">y</an-text>
      <an-view (tap)="b()">Dos</an-view>
      """
    XCTAssertEqual(report(text), ["5:30 label-trailing-punctuation \(Self.period)", "6:2 tap-needs-button-role \(Self.tap)"])
  }

  func testARuleOfARegionEnabledBeforeItsFindingIsReportedUnused() {
    let text = """
      <!-- an-lint-disable tap-needs-button-role, label-trailing-punctuation -->
      <an-view (tap)="a()">Uno</an-view>
      <!-- an-lint-enable label-trailing-punctuation -->
      <an-text accessibilityLabel="Cancelar.">x</an-text>
      """
    XCTAssertEqual(report(text), [
      "1:1 unused-suppression 'an-lint-disable' suppresses nothing for 'label-trailing-punctuation': no such finding is reported in its region; remove it",
      "4:30 label-trailing-punctuation \(Self.period)",
    ])
  }
}

// MARK: Misspelt directives

extension SuppressionTests {
  func testAMisspeltDirectiveIsReportedWithTheDirectiveMeant() {
    // The region is never closed: the second (tap) is still suppressed, and the typo says why.
    let typo = """
      <!-- an-lint-disable tap-needs-button-role -->
      <an-view (tap)="a()">Uno</an-view>
      <!-- an-lint-enabled tap-needs-button-role -->
      <an-view (tap)="b()">Dos</an-view>
      """
    XCTAssertEqual(report(typo), [
      "3:1 unused-suppression unknown directive 'an-lint-enabled': the comment does nothing; did you mean 'an-lint-enable'?",
    ])
    let colon = "<!-- an-lint-disable-next-line: tap-needs-button-role -->\n<an-view (tap)=\"a()\">Uno</an-view>"
    XCTAssertEqual(report(colon), [
      "1:1 unused-suppression unknown directive 'an-lint-disable-next-line:': the comment does nothing; did you mean 'an-lint-disable-next-line'?",
      "2:2 tap-needs-button-role \(Self.tap)",
    ])
    let swapped = "<an-view>\n  <!--an-lint-disabel-->\n  <an-view (tap)=\"a()\">Uno</an-view>\n</an-view>"
    XCTAssertEqual(report(swapped), [
      "2:3 unused-suppression unknown directive 'an-lint-disabel': the comment does nothing; did you mean 'an-lint-disable'?",
      "3:4 tap-needs-button-role \(Self.tap)",
    ])
    XCTAssertEqual(report("<!-- an-lint-xyz -->\n<an-text>a</an-text>"), [
      "1:1 unused-suppression unknown directive 'an-lint-xyz': the comment does nothing; expected one of: an-lint-disable-next-line, an-lint-disable-line, an-lint-disable, an-lint-enable, an-lint-disable-file",
    ])
    // Off with the rule; a comment that does not start with `an-lint-` is no directive.
    XCTAssertEqual(report(typo, config: "rules: { unused-suppression: off }"), [])
    XCTAssertEqual(report("<!-- see an-lint-enabled -->\n<!-- an-lintdisable -->\n<an-text>a</an-text>"), [])
  }
}

// MARK: Directives that name unused-suppression or unknown-rule-in-suppression

extension SuppressionTests {
  func testADirectiveNamingUnusedSuppressionSilencesTheFindingsAboutOtherDirectives() {
    let stale = "<!-- an-lint-disable-next-line tap-needs-button-role -->\n<an-view>Uno</an-view>"
    XCTAssertEqual(report(stale), [
      "1:1 unused-suppression 'an-lint-disable-next-line' suppresses nothing for 'tap-needs-button-role': no such finding is reported on the next line; remove it",
    ])
    XCTAssertEqual(report("<!-- an-lint-disable-file unused-suppression -->\n" + stale), [])
    XCTAssertEqual(report("<!-- an-lint-disable-next-line unused-suppression -- used on android only -->\n" + stale), [])
    XCTAssertEqual(report("<!-- an-lint-disable unused-suppression -->\n<!-- an-lint-enabled -->\n<!-- an-lint-enable unused-suppression -->\n" + stale), [
      "4:1 unused-suppression 'an-lint-disable-next-line' suppresses nothing for 'tap-needs-button-role': no such finding is reported on the next line; remove it",
    ])
    // The silenced finding keeps the directive's justification.
    let silenced = TestLint.all("<!-- an-lint-disable-next-line unused-suppression -- used on android only -->\n" + stale)
    XCTAssertEqual(silenced.map(\.ruleID), ["unused-suppression"])
    XCTAssertEqual(silenced.map { $0.suppression?.justification }, ["used on android only"])
  }

  func testADirectiveNamingUnknownRuleInSuppressionSilencesAnUnknownName() {
    let text = """
      <!-- an-lint-disable-next-line unknown-rule-in-suppression -->
      <!-- an-lint-disable-next-line tap-needs-button-rol -->
      <an-view (tap)="a()">Uno</an-view>
      """
    XCTAssertEqual(report(text), ["3:2 tap-needs-button-role \(Self.tap)"])
  }

  func testADirectiveNamingTheseRulesThatSilencesNothingIsReportedAndNeverSilencesItself() {
    XCTAssertEqual(report("<!-- an-lint-disable-file unused-suppression -->\n<an-text>a</an-text>"), [
      "1:1 unused-suppression 'an-lint-disable-file' suppresses nothing for 'unused-suppression': no such finding is reported in this file; remove it",
    ])
    XCTAssertEqual(report("<!-- an-lint-disable-line tap-needs-button-role, unused-suppression, unknown-rule-in-suppression, tap-needs-button-rol -->\n<an-text>a</an-text>"), [
      "1:1 unused-suppression 'an-lint-disable-line' suppresses nothing for 'tap-needs-button-role', 'unused-suppression' and 'unknown-rule-in-suppression': no such finding is reported on this line; remove them",
      "1:99 unknown-rule-in-suppression unknown rule 'tap-needs-button-rol' in suppression comment; did you mean 'tap-needs-button-role'?",
    ])
    // A directive with no rule list does not silence them (as in ESLint).
    XCTAssertEqual(report("<!-- an-lint-disable-file -->\n<!-- an-lint-disable-next-line tap-needs-button-role -->\n<an-text>a</an-text>"), [
      "1:1 unused-suppression 'an-lint-disable-file' suppresses nothing: no finding is reported in this file; remove it",
      "2:1 unused-suppression 'an-lint-disable-next-line' suppresses nothing for 'tap-needs-button-role': no such finding is reported on the next line; remove it",
    ])
    // With the rule off, a directive naming it is not reported.
    XCTAssertEqual(report("<!-- an-lint-disable-file unused-suppression -->\n<an-text>a</an-text>", config: "rules: { unused-suppression: off }"), [])
  }
}
