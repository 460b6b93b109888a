import XCTest
@testable import Lint

final class CheckedOverriddenByValueRuleTests: XCTestCase {
  let id = "checked-overridden-by-value"

  func testReportsAtTheCheckedKeyOnTheApplePlatforms() {
    let text = #"<an-checkbox accessibilityLabel="Wi-Fi" accessibilityValue="Red de casa" [accessibilityState]="{ checked: true }"></an-checkbox>"#
    let findings = TestLint.findings(text, rule: id, config: "platforms: [ios, android]")
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "platforms: [ios, android]"), [
      "1:98 accessibilityValue 'Red de casa' replaces the checked state on iOS: checked is written into the value only when the template sets none; remove accessibilityValue (put its text in accessibilityHint) or remove checked",
    ])
    XCTAssertEqual(findings.first?.platforms, [.ios])
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "platforms: [android]"), [])
  }

  func testKnownNonEmptyAlternativesAndBuiltStrings() {
    let text = #"<an-checkbox accessibilityLabel="a" [accessibilityValue]="x ? 'Uno' : 'Dos'" [accessibilityState]="{ checked: on }"></an-checkbox><an-checkbox accessibilityLabel="b" accessibilityValue="Red {{ n }}" [accessibilityState]="{ checked: on }"></an-checkbox>"#
    XCTAssertEqual(TestLint.lines(text, rule: id).map { String($0.prefix(while: { $0 != " " })) }, ["1:102", "1:224"])
  }

  func testSilentCases() {
    let text = #"<an-checkbox accessibilityLabel="a" accessibilityValue="Red" [accessibilityState]="{ checked: null }"></an-checkbox><an-switch accessibilityLabel="b" accessibilityValue="Activado" [accessibilityState]="{ checked: true }"></an-switch><an-button accessibilityValue="v" [accessibilityState]="{ checked: true }">B</an-button><an-checkbox accessibilityLabel="c" [accessibilityValue]="x ? 'Uno' : ''" [accessibilityState]="{ checked: on }"></an-checkbox>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  /// Each object of a choice of state objects is read.
  func testAChoiceOfStateObjectsIsRead() throws {
    let template = """
      <an-switch accessibilityLabel="Alerts" accessibilityValue="Every hour" [accessibilityState]="on ? { checked: true } : { checked: false }"></an-switch>
      <an-switch accessibilityLabel="Alerts" accessibilityValue="Every hour" [accessibilityState]="on ? { disabled: true } : { checked: null }"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "checked-overridden-by-value", config: "platforms: [ios]\n"), [
      "1:101 accessibilityValue 'Every hour' replaces the checked state on iOS: checked is written into the value only when the template sets none; remove accessibilityValue (put its text in accessibilityHint) or remove checked",
    ])
  }
}

extension CheckedOverriddenByValueRuleTests {
  /// `checked` after the last spread of a state object is set whatever the spread holds; one
  /// before a spread, or a spread alone, may be taken back or never written: silent.
  func testCheckedAfterASpreadIsRead() throws {
    let template = """
      <an-checkbox accessibilityLabel="Recordar" accessibilityValue="Sí" [accessibilityState]="{ ...base, checked: on }"></an-checkbox>
      <an-checkbox accessibilityLabel="Recordar" accessibilityValue="Sí" [accessibilityState]="{ checked: on, ...base }"></an-checkbox>
      <an-checkbox accessibilityLabel="Recordar" accessibilityValue="Sí" [accessibilityState]="{ ...base }"></an-checkbox>
      <an-checkbox accessibilityLabel="Recordar" accessibilityValue="Sí" [accessibilityState]="{ ...base, checked: null }"></an-checkbox>
      """
    XCTAssertEqual(TestLint.lines(template, rule: id, config: "platforms: [ios]\n"), [
      "1:101 accessibilityValue 'Sí' replaces the checked state on iOS: checked is written into the value only when the template sets none; remove accessibilityValue (put its text in accessibilityHint) or remove checked",
    ])
  }
}
