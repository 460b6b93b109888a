import XCTest
@testable import Lint

final class UnknownAccessibilityPropRuleTests: XCTestCase {
  let id = "unknown-accessibility-prop"

  func testEveryBindingFormPointsAtTheWrittenName() {
    let text = #"<an-view bind-accesibilityLabel="x" on-accessibilityEscap="c()" [(accessibilityValeu)]="v"></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:10 'accesibilityLabel' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'?",
      "1:37 '(accessibilityEscap)' is not an accessibility event and reaches no screen reader; did you mean '(accessibilityEscape)'?",
      "1:65 'accessibilityValeu' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityValue'?",
    ])
  }

  func testNoCloseNameKindMixUpsAndForeignNames() {
    let text = #"<an-view accessibilityIdentifier="x" (accessibilityFoo)="f()" (accessibilityLabel)="f()" [accessibilityEscape]="c()" accessibilityHidden></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:10 'accessibilityIdentifier' is not an accessibility prop and reaches no screen reader; the accessibility props are accessibilityRole, accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityState, accessible, accessibilityActions, accessibilityViewIsModal, accessibilitySortPriority and accessibilityHeadingLevel",
      "1:38 '(accessibilityFoo)' is not an accessibility event and reaches no screen reader; the accessibility events are (accessibilityAction), (accessibilityDecrement), (accessibilityEscape) and (accessibilityIncrement)",
      "1:63 '(accessibilityLabel)' is not an accessibility event and reaches no screen reader; accessibilityLabel is a prop: write [accessibilityLabel]=\"…\"",
      "1:90 'accessibilityEscape' is not an accessibility prop and reaches no screen reader; accessibilityEscape is an event: write (accessibilityEscape)=\"…\"",
      "1:118 'accessibilityHidden' is not an accessibility prop and reaches no screen reader; use accessible",
    ])
    XCTAssertEqual(TestLint.lines(#"<an-view accessibilityTraits="header"></an-view>"#, rule: id), [
      "1:10 'accessibilityTraits' is not an accessibility prop and reaches no screen reader; use accessibilityRole and accessibilityState",
    ])
  }

  func testMarkersStructuralReferencesDomBindingsComponentsAndTwoWayOutputsAreSilent() {
    let text = #"<an-view i18n-accesibilityLabel [attr.accesibilityLabel]="x" *accesibleIf="y" #accessibl (accessibilityValueChange)="v=$event" (tap)="go()" accessibilityLabel="Ir"></an-view><app-card accesibilityLabel="x"></app-card><div accesibilityLabel="x"></div>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  func testNamesWithoutThePrefixButCloseToAKnownOne() {
    let text = #"<an-view acessibilityHint="h" accessibilityLabl="h" accessibilityStat="x" acsessible="false"></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:10 'acessibilityHint' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityHint'?",
      "1:31 'accessibilityLabl' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'?",
      "1:53 'accessibilityStat' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityState'?",
      "1:75 'acsessible' is not an accessibility prop and reaches no screen reader; did you mean 'accessible'?",
    ])
  }

  func testTheFixRenamesOnlyTheBareName() throws {
    let text = #"<an-view [accesibilityLabel]="'x'" on-accessibilityEscap="c()"></an-view>"#
    let findings = TestLint.findings(text, rule: id)
    XCTAssertEqual(findings.count, 2)
    let bytes = Array(text.utf8)
    let edits = findings.compactMap(\.fix).flatMap(\.edits)
    XCTAssertEqual(edits.map { String(decoding: bytes[Int($0.range.start)..<Int($0.range.end)], as: UTF8.self) },
                   ["accesibilityLabel", "accessibilityEscap"])
    XCTAssertEqual(edits.map(\.replacement), ["accessibilityLabel", "accessibilityEscape"])
  }

  func testNoFixWhenSeveralNamesAreEquallyPlausible() {
    // accessibilityValu is one edit from accessibilityValue only; accessibilityXXXel is not close to anything.
    let findings = TestLint.findings(#"<an-view accessibilityLabe1="x" accessibilityXXXel="y"></an-view>"#, rule: id)
    XCTAssertEqual(findings.count, 2)
    XCTAssertNotNil(findings[0].fix)
    XCTAssertNil(findings[1].fix)
  }

  func testNoFixWhenTheCorrectedNameIsAlreadyOnTheElement() {
    // Renaming would write the prop twice (duplicate-prop): whatever form the other one takes.
    let text = #"""
      <an-button accessibilityLabel="Guardar" accessibilityLable="Guardar borrador" (tap)="g()"></an-button>
      <an-button [accessibilityLabel]="'G'" [accessibilityLable]="'B'" (tap)="g()"></an-button>
      <an-button bind-accessibilityHint="h" accessibilityHnt="b" [attr.accessibilityLabel]="'G'" accessibilityLabl="B" (tap)="g()"></an-button>
      <an-slider [(accessibilityValue)]="v" accessibilityValeu="3"></an-slider>
      <an-sheet accessibilityLabel="F" (accessibilityEscape)="c()" (accessibilityEscap)="c()"><an-button (tap)="c()">C</an-button></an-sheet>
      <an-button accessibilityLabel="Guardar" accessibilityHnt="h" (tap)="g()"></an-button>
      """#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:41 'accessibilityLable' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'? The element already has 'accessibilityLabel': keep one of them",
      "2:39 'accessibilityLable' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'? The element already has 'accessibilityLabel': keep one of them",
      "3:39 'accessibilityHnt' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityHint'? The element already has 'accessibilityHint': keep one of them",
      "3:92 'accessibilityLabl' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'? The element already has 'accessibilityLabel': keep one of them",
      "4:39 'accessibilityValeu' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityValue'? The element already has 'accessibilityValue': keep one of them",
      "5:62 '(accessibilityEscap)' is not an accessibility event and reaches no screen reader; did you mean '(accessibilityEscape)'? The element already has '(accessibilityEscape)': keep one of them",
      "6:41 'accessibilityHnt' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityHint'?",
    ])
    let fixes = TestLint.findings(text, rule: id).map { $0.fix != nil }
    XCTAssertEqual(fixes, [false, false, false, false, false, false, true])
  }
}

extension UnknownAccessibilityPropRuleTests {
  /// A misspelt naming prop is why the element has no name: one root cause, one finding.
  /// `missing-name` and `image-needs-label` yield to it; a misspelt prop that does not name
  /// (`accessibilityHnt`) leaves `missing-name` to report the missing name.
  func testAMisspeltLabelIsTheOneFindingForTheMissingName() throws {
    let template = """
      <an-button accesibilityLabel="Guardar" (tap)="guardar()"></an-button>
      <an-image src="logo.png" accessibilityLable="Logo"></an-image>
      <an-button accessibilityHnt="Guarda" (tap)="guardar()"></an-button>
      """
    let found = TestLint.all(template).filter { $0.suppression == nil }.map { "\($0.range.start) \($0.ruleID)" }
    XCTAssertEqual(found, ["11 unknown-accessibility-prop", "95 unknown-accessibility-prop", "134 missing-name", "144 unknown-accessibility-prop"])
    // With unknown-accessibility-prop off, missing-name and image-needs-label report.
    let without = TestLint.all(template, config: "rules:\n  unknown-accessibility-prop: off").filter { $0.suppression == nil }
    XCTAssertEqual(without.map { "\($0.range.start) \($0.ruleID)" }, ["1 missing-name", "71 image-needs-label", "134 missing-name"])
  }
}
