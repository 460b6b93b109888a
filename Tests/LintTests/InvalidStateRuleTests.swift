import XCTest
@testable import Lint

/// Exact findings of `invalid-state` (messages included).
final class InvalidStateRuleTests: XCTestCase {
  /// Static state text: the suggested binding is valid as written. A value that is one
  /// interpolation becomes that expression bound (not `{ { st } }`).
  func testStaticStateTextSuggestsABindingThatIsValid() throws {
    let template = "<an-view accessibilityState=\"{{ st }}\">a</an-view>\n"
      + "<an-view accessibilityState=\"{ checked: true }\">b</an-view>\n"
      + "<an-view accessibilityState=\"x {{ st }}\">c</an-view>\n"
      + "<an-view accessibilityState=\"  {{ a.b }} \">d</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "invalid-state"), [
      "1:30 accessibilityState needs an object binding: write [accessibilityState]=\"st\", an interpolation makes text of the object",
      "2:30 accessibilityState needs an object binding: write [accessibilityState]=\"{ checked: true }\", static text is not an object",
      "3:30 accessibilityState needs an object binding: write [accessibilityState]=\"{ selected: true }\", static text is not an object",
      "4:30 accessibilityState needs an object binding: write [accessibilityState]=\"a.b\", an interpolation makes text of the object",
    ])
  }

  /// A state's name written as static text is shown as that state set.
  func testAStaticStateNameIsShownAsThatState() throws {
    XCTAssertEqual(TestLint.lines(#"<an-text accessibilityState="busy">x</an-text>"#, rule: "invalid-state"), [
      "1:30 accessibilityState needs an object binding: write [accessibilityState]=\"{ busy: true }\", static text is not an object",
    ])
  }
}

extension InvalidStateRuleTests {
  /// Keys written after a spread are known constants and checked; the keys the spread brings,
  /// and a key written before it (which the spread may override), are unknown.
  func testKeysAfterASpreadAreChecked() {
    let template = """
      <an-button (tap)="f()" [accessibilityState]="{ ...base, busy: true, selectd: true, disabled: 'no' }">Guardar</an-button>
      <an-button (tap)="f()" [accessibilityState]="{ selectd: true, disabled: 'no', ...base }">Enviar</an-button>
      <an-button (tap)="f()" [accessibilityState]="{ ...a, selectd: true, ...b, disabled: 'no' }">Borrar</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "invalid-state"), [
      "1:69 unknown state 'selectd'; did you mean 'selected'?",
      "1:84 state 'disabled' must be true or false, not 'no'",
      "3:75 state 'disabled' must be true or false, not 'no'",
    ])
  }
}

extension InvalidStateRuleTests {
  /// An interpolated string literal is that text: the advice is the object it spells, as for
  /// static text, not the literal bound (which the rule rejects).
  func testAnInterpolatedStringLiteralIsAdvisedAsTheObjectItSpells() throws {
    let template = """
      <an-view accessibilityLabel="Pedido" accessibilityState="{{ '{ selected: true }' }}"></an-view>
      <an-view accessibilityLabel="Pedido" accessibilityState="{{ 'busy' }}"></an-view>
      <an-view accessibilityLabel="Pedido" accessibilityState="{{ estado }}"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "invalid-state"), [
      "1:58 accessibilityState needs an object binding: write [accessibilityState]=\"{ selected: true }\", an interpolation makes text of the object",
      "2:58 accessibilityState needs an object binding: write [accessibilityState]=\"{ busy: true }\", an interpolation makes text of the object",
      "3:58 accessibilityState needs an object binding: write [accessibilityState]=\"estado\", an interpolation makes text of the object",
    ])
  }
}
