import XCTest
@testable import Lint

final class MissingCheckedStateRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "missing-checked-state", isScreen: true) }

  func testToggleRolesWithNoState() {
    XCTAssertEqual(lint("""
      <an-view accessibilityRole="checkbox" accessibilityLabel="Recordarme" (tap)="t()"></an-view>
      <an-chip [accessibilityRole]="'switch'" accessibilityLabel="Wi-Fi" [accessibilityState]="{ selected: true }"></an-chip>
      <an-view [accessibilityRole]="one ? 'radio' : multi ? 'checkbox' : 'button'" accessibilityLabel="Gift"></an-view>
      @for (f of filtros; track f.id) { <app-card><an-view accessibilityRole="radio" [accessibilityLabel]="f.nombre"></an-view></app-card> }
      """), [
      "1:2 'an-view' has role 'checkbox' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
      "2:2 'an-chip' has role 'switch' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
      "3:2 'an-view' may have role 'radio' or 'checkbox' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
      "4:46 'an-view' has role 'radio' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
    ])
  }

  func testSilentCases() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-checkbox accessibilityLabel="تذكرني"></an-checkbox>
        <an-switch accessibilityRole="checkbox" accessibilityLabel="Alerts"></an-switch>
        <an-radio accessibilityLabel="Rápido"></an-radio>
        <an-view accessibilityRole="switch" accessibilityLabel="Wi-Fi" [accessibilityState]="state"></an-view>
        <an-view accessibilityRole="checkbox" accessibilityLabel="R" [accessibilityState]="{ checked: recordar }"></an-view>
        <an-view accessibilityRole="checkbox" accessibilityLabel="V" [accessibilityValue]="valor"></an-view>
        <an-view [accessibilityRole]="role" accessibilityLabel="Gift wrap"></an-view>
        <an-view accessibilityRole="button" accessibilityLabel="OK"></an-view>
        <an-view accessible="false"><an-view accessibilityRole="checkbox" accessibilityLabel="Oculto"></an-view></an-view>
      </an-view>
      """), [])
  }
  /// A state bound to `null` or `undefined` is no state.
  func testAStateBoundToNullIsNone() throws {
    let template = "<an-view accessibilityRole=\"checkbox\" accessibilityLabel=\"Acepto\" [accessibilityState]=\"null\" (tap)=\"t()\"></an-view>\n"
      + "<an-view accessibilityRole=\"checkbox\" accessibilityLabel=\"Acepto\" [accessibilityState]=\"estado\" (tap)=\"t()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "missing-checked-state"), [
      "1:2 'an-view' has role 'checkbox' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
    ])
  }
  /// A checked entry bound to `null` or `undefined` is no checked state; one bound to an
  /// expression, or a ternary that may be `undefined`, may hold it.
  func testACheckedEntryBoundToUndefinedIsNone() throws {
    let template = """
      <an-view accessibilityRole="checkbox" accessibilityLabel="A" [accessibilityState]="{ checked: undefined }" (tap)="t()"></an-view>
      @if (x) { <app-row><an-view accessibilityRole="radio" accessibilityLabel="B" [accessibilityState]="{ selected: s, checked: null }" (tap)="t()"></an-view></app-row> }
      <an-view accessibilityRole="checkbox" accessibilityLabel="C" [accessibilityState]="{ checked: on ? true : undefined }" (tap)="t()"></an-view>
      <an-view accessibilityRole="checkbox" accessibilityLabel="D" [accessibilityState]="{ checked: on }" (tap)="t()"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "missing-checked-state"), [
      "1:2 'an-view' has role 'checkbox' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
      "2:21 'an-view' has role 'radio' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
    ])
  }

  /// A value bound to `null` or `undefined` is no value.
  func testAValueBoundToNullIsNone() throws {
    let template = "<an-view accessibilityRole=\"checkbox\" accessibilityLabel=\"A\" [accessibilityValue]=\"null\" (tap)=\"t()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "missing-checked-state"), [
      "1:2 'an-view' has role 'checkbox' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]=\"{ checked: … }\"",
    ])
  }
}
