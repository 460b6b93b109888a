import XCTest
@testable import Lint
import AccessibilityModel

final class RoleStateMismatchRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "role-state-mismatch", isScreen: true) }

  static let checked = "only a checkbox, radio or switch carries checked (the hosts write it as the toggle's value \"1\"/\"0\"); for on/off use an-switch, an-checkbox or accessibilityRole=\"checkbox\", for a chosen item use 'selected'"
  static let expanded = "a header, text or image has nothing to open or close; put 'expanded' on the button that toggles the section"

  func testCheckedOffAToggle() {
    XCTAssertEqual(lint("""
      <an-button [accessibilityState]="{ checked: esFavorito }" (tap)="t()">Favorito</an-button>
      <an-view accessibilityLabel="Q" [accessibilityState]="{ checked: false }"></an-view>
      <an-text-field placeholder="x" [accessibilityState]="{ checked: true }"></an-text-field>
      """), [
      "1:36 state 'checked' on a button: \(Self.checked)",
      "2:57 state 'checked' on an element with no role: \(Self.checked)",
      "3:56 state 'checked' on a text field: \(Self.checked)",
    ])
  }

  func testExpandedOnStaticContent() {
    XCTAssertEqual(lint("""
      <an-text accessibilityRole="header" [accessibilityState]="{ expanded: open }">Envío</an-text>
      <an-image src="m.png" accessibilityLabel="Mapa" [accessibilityState]="{ selected: true, expanded: true }"></an-image>
      <an-text [accessibilityState]="{ expanded: open }">Details</an-text>
      """), [
      "1:61 state 'expanded' on a header: \(Self.expanded)",
      "2:89 state 'expanded' on an image: \(Self.expanded)",
      "3:34 state 'expanded' on a text: \(Self.expanded)",
    ])
  }

  func testTernaryRoleNamesTheAlternatives() {
    XCTAssertEqual(lint("""
      <an-view [accessibilityRole]="t ? 'header' : u ? 'text' : 'button'" accessibilityLabel="x" [accessibilityState]="{ expanded: open }"></an-view>
      """), [
      "1:116 state 'expanded' on the role alternatives 'header' and 'text': \(Self.expanded)",
    ])
  }

  func testSilentCases() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessibilityRole="checkbox" accessibilityLabel="F" [accessibilityState]="{ checked: f }" (tap)="t()"></an-view>
        <an-switch accessibilityLabel="W" [accessibilityState]="{ checked: 'mixed' }"></an-switch>
        <an-button [accessibilityState]="{ expanded: open, selected: s, disabled: d, busy: b }" (tap)="t()">S</an-button>
        <an-view [accessibilityRole]="rol" accessibilityLabel="E" [accessibilityState]="{ checked: listo }"></an-view>
        <an-text [accessibilityState]="estado">Detalles</an-text>
        <an-view accessibilityRole="heading" [accessibilityState]="{ expanded: true }" accessibilityLabel="x"></an-view>
        <an-view [accessibilityRole]="header" [accessibilityState]="{ expanded: true }" accessibilityLabel="x"></an-view>
      </an-view>
      """), [])
  }
  /// Each object of a ternary is read; a key is reported once.
  func testATernaryOfObjectsIsReadObjectByObject() throws {
    let template = "<an-button [accessibilityState]=\"on ? { checked: true } : { checked: false }\" (tap)=\"a()\">R</an-button>\n"
      + "<an-text [accessibilityState]=\"x ? { selected: true } : { expanded: true }\">Q</an-text>\n"
      + "<an-button [accessibilityState]=\"on ? { selected: true } : state\" (tap)=\"a()\">S</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "role-state-mismatch"), [
      "1:41 state 'checked' on a button: only a checkbox, radio or switch carries checked (the hosts write it as the toggle's value \"1\"/\"0\"); for on/off use an-switch, an-checkbox or accessibilityRole=\"checkbox\", for a chosen item use 'selected'",
      "2:59 state 'expanded' on a text: a header, text or image has nothing to open or close; put 'expanded' on the button that toggles the section",
    ])
  }

  /// A control given role 'none' is role-none-on-interactive's one finding.
  func testRoleNoneOnAControlIsNotReportedAgain() throws {
    let template = """
      <an-switch accessibilityRole="none" accessibilityLabel="Wi-Fi" [accessibilityState]="{ checked: true }"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "role-state-mismatch"), [])
    XCTAssertEqual(TestLint.lines(template, rule: "role-none-on-interactive").count, 1)
  }
}

extension RoleStateMismatchRuleTests {
  /// Under NativeScript an object state is never read: one finding, invalid-state's.
  func testAnObjectStateUnderNativeScriptIsOnlyInvalidState() {
    let template = """
      <Button text="Ok" [accessibilityState]="{ checked: true }" (tap)="a()"></Button>
      <Button text="Sí" accessibilityState="checked" (tap)="b()"></Button>
      <Label text="Título" accessibilityRole="header" [accessibilityState]="{ expanded: true }"></Label>
      """
    let found = TestLint.all(template, config: "profile: nativescript").filter { $0.suppression == nil }
    XCTAssertEqual(found.map(\.ruleID), ["invalid-state", "role-state-mismatch", "invalid-state"])
    XCTAssertEqual(TestLint.lines(template, rule: "role-state-mismatch", config: "profile: nativescript"), [
      #"2:39 state 'checked' on a button: only a checkbox, radioButton or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use a Switch or accessibilityRole="checkbox", for a chosen item use 'selected'"#,
    ])
  }
}

extension RoleStateMismatchRuleTests {
  /// A key written after a spread is known; one written before it may be overridden.
  func testKeysAfterASpreadAreRead() {
    let template = """
      <an-text [accessibilityState]="{ ...base, expanded: true }">Hola</an-text>
      <an-text [accessibilityState]="{ expanded: true, ...base }">Hola</an-text>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "role-state-mismatch"), [
      "1:43 state 'expanded' on a text: a header, text or image has nothing to open or close; put 'expanded' on the button that toggles the section",
    ])
  }

  /// The rule's pre-test names the keys some role cannot carry itself (cheaper than reading the
  /// model's list per entry): it must agree with the model's list for every key, so that a key
  /// added to the list (a change to `EffectiveRole.canCarry`) is not passed over unseen.
  func testThePreTestNamesExactlyTheKeysSomeRoleCannotCarry() {
    for key in StateKey.allCases {
      XCTAssertEqual(RoleStateMismatchRule.mayBeUncarried(key.rawValue),
                     StateKey.namesSomeRoleCannotCarry.contains(key.rawValue), key.rawValue)
    }
    XCTAssertEqual(StateKey.namesSomeRoleCannotCarry.sorted(), ["checked", "expanded"])
    XCTAssertFalse(RoleStateMismatchRule.mayBeUncarried("Checked"))
  }

  /// The pre-test compares bytes: only the two names themselves pass, not a name of their length
  /// that differs in one byte, nor a longer or shorter one, nor one past ASCII.
  func testThePreTestPassesOnlyTheTwoNames() {
    for name in ["checked", "expanded"] { XCTAssertTrue(RoleStateMismatchRule.mayBeUncarried(name), name) }
    for name in ["checkeD", "xhecked", "chicked", "expandes", "fxpanded", "expaNded", "check", "checke", "checkedd",
                 "expande", "expanded ", " expanded", "disabled", "selected", "busy", "", "chécked", "expandéd",
                 "a long key that is no state at all"] {
      XCTAssertFalse(RoleStateMismatchRule.mayBeUncarried(name), name)
    }
  }
}
