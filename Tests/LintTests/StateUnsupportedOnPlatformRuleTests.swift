import XCTest
@testable import Lint

final class StateUnsupportedOnPlatformRuleTests: XCTestCase {
  let id = "state-unsupported-on-platform"

  func testBusyOnEveryApplePlatformAtTheKey() {
    let findings = TestLint.findings(#"<an-list accessibilityLabel="Pedidos" [accessibilityState]="{ busy: cargando }"></an-list>"#, rule: id)
    XCTAssertEqual(findings.map(\.message), [
      "state 'busy' is dropped on iOS, tvOS, visionOS, macOS and watchOS: busy has no form on any Apple platform (the nearest AppKit role, AXBusyIndicator, is a spinner: another view, not a state of this one); show a separate progress element with a label instead",
    ])
    XCTAssertEqual(findings.first?.platforms, [.ios, .tvos, .visionos, .macos, .watchos])
    XCTAssertEqual(TestLint.lines(#"<an-list accessibilityLabel="Pedidos" [accessibilityState]="{ busy: cargando }"></an-list>"#, rule: id).first?.prefix(5), "1:63 ")
  }

  func testMixedAlternativeAndDisabled() {
    let text = #"<an-checkbox accessibilityLabel="Todo" [accessibilityState]="{ checked: some ? 'mixed' : all, disabled: true }"></an-checkbox>"#
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "platforms: [ios, watchos]"), [
      "1:64 checked: 'mixed' (an alternative of the value) is dropped on iOS (UIKit has no mixed state: checked goes into the value as \"1\" or \"0\" and a middle state has nowhere to go) and on watchOS (SwiftUI has no mixed state: checked goes into the value as \"1\" or \"0\" and a middle state has nowhere to go); if the partial state matters there, say it in accessibilityValue instead of checked: 'mixed'",
      "1:95 state 'disabled' is dropped on watchOS: SwiftUI has no disabled trait; disable the control itself so it cannot be activated",
    ])
  }

  func testValuesKnownFalseWrongTypesAndMismatchedRolesAreSilent() {
    let text = #"<an-view accessibilityLabel="x" [accessibilityState]="{ busy: null, expanded: x ? true : false, disabled: 'true', checked: true, selected: true }"></an-view><an-text accessibilityRole="header" [accessibilityState]="{ expanded: true }">H</an-text><an-view [accessibilityRole]="t ? 'header' : 'button'" accessibilityLabel="x" [accessibilityState]="{ expanded: open }"></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "platforms: [watchos, android]"), [
      "1:69 state 'expanded' is dropped on watchOS: SwiftUI has no expanded trait; if it matters there, say it in accessibilityValue",
    ])
  }

  /// A mixed checked state that a value overrides is checked-overridden-by-value's one finding.
  func testACheckedStateAValueOverridesIsNotReportedAgain() throws {
    let template = """
      <an-switch accessibilityLabel="GPS" accessibilityValue="Home" [accessibilityState]="{ checked: 'mixed' }"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-unsupported-on-platform", config: "platforms: [ios]\n"), [])
    XCTAssertEqual(TestLint.lines(template, rule: "checked-overridden-by-value", config: "platforms: [ios]\n").count, 1)
  }

  /// A state on an element a stop swallows is published nowhere; a control inside one is
  /// still reachable on Android and checked.
  func testAStateInsideAStopIsNotReported() throws {
    let template = """
      <an-view accessible="true" accessibilityLabel="Pedido"><an-text [accessibilityState]="{ busy: true }">Cargando</an-text></an-view>
      <an-text [accessibilityState]="{ busy: true }">Cargando</an-text>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-unsupported-on-platform", config: "platforms: [ios]\n").map { String($0.prefix(4)) }, [
      "2:34",
    ])
  }
}

extension StateUnsupportedOnPlatformRuleTests {
  /// A key written after a spread is known; one written before it may be overridden.
  func testKeysAfterASpreadAreRead() {
    let template = """
      <an-button (tap)="f()" [accessibilityState]="{ ...base, busy: true }">Guardar</an-button>
      <an-button (tap)="f()" [accessibilityState]="{ busy: true, ...base }">Enviar</an-button>
      <an-button (tap)="f()" [accessibilityState]="{ ...base, busy: false }">Borrar</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-unsupported-on-platform", config: "platforms: [ios]"), [
      "1:57 state 'busy' is dropped on iOS: busy has no form on any Apple platform (the nearest AppKit role, AXBusyIndicator, is a spinner: another view, not a state of this one); show a separate progress element with a label instead",
    ])
  }
}
