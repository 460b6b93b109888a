import XCTest
@testable import Lint

final class HiddenInteractiveRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "hidden-interactive", isScreen: true) }

  func testControlInsideAHiddenSubtreeNamesTheHidingElement() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessible="false">
          <an-button (tap)="verMas()">Ver más</an-button>
          <an-link href="/terms">Terms</an-link>
          <app-card><an-text-field placeholder="Email"></an-text-field></app-card>
        </an-view>
      </an-view>
      """), [
      "3:6 'an-button' handles (tap) but is inside the accessible=\"false\" 'an-view' on line 2: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
      "4:6 'an-link' is a link but is inside the accessible=\"false\" 'an-view' on line 2: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
      "5:16 'an-text-field' is a text field but is inside the accessible=\"false\" 'an-view' on line 2: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  func testTheHiddenElementItself() {
    XCTAssertEqual(lint(#"<an-view accessible="false" [accessibilityRole]="'switch'" accessibilityLabel="Wi-Fi"></an-view>"#), [
      "1:2 'an-view' is a switch but has accessible=\"false\": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  func testInsideBlocksAndNestedHiddenSubtrees() {
    XCTAssertEqual(lint("""
      <an-stack accessible="false">
        @if (x) { <an-view accessible="false"><an-view accessibilityRole="slider" accessibilityLabel="Volumen"></an-view></an-view> }
      </an-stack>
      """), [
      "2:42 'an-view' is a slider but is inside the accessible=\"false\" 'an-stack' on line 1: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  func testSilentOnDynamicHidingDynamicRolesAndStaticContent() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view [accessible]="oculto"><an-button (tap)="a()">A</an-button></an-view>
        <an-view accessible="false">
          <an-image src="x.png"></an-image><an-text>أفضل العروض</an-text>
          <an-view [accessibilityRole]="rol" accessibilityLabel="x"></an-view>
        </an-view>
        <an-view [accessible]="false"><an-text>Decoración</an-text></an-view>
      </an-view>
      """), [])
  }

  func testAnActivationEventReportsWhateverTheRole() {
    XCTAssertEqual(lint(#"<an-view accessible="false"><an-view [accessibilityRole]="rol" (press)="go()"></an-view></an-view>"#).count, 1)
  }

  /// A hidden copy of an action reachable elsewhere is silent; one whose action is only there
  /// is reported.
  func testAHiddenCopyOfAReachableActionIsSilent() throws {
    let template = """
      <an-view accessible="false" (tap)="close()"></an-view>
      <an-sheet title="Filtros" (accessibilityEscape)="close( )"><an-button (tap)="apply()">Aplicar</an-button></an-sheet>
      <an-view accessible="false" (tap)="openMenu()"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "3:2 'an-view' handles (tap) but has accessible=\"false\": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  /// A handler-less control hidden inside a stop that acts is the stop's decoration; one inside
  /// a stop without an action, or one with its own handler, is reported. A gesture is no
  /// reachable copy; a trailing `;` does not make another handler.
  func testAHiddenControlInsideAnActingStopAndHandlerCopies() throws {
    let template = """
      <an-view accessible="true" accessibilityRole="switch" accessibilityLabel="Modo oscuro" [accessibilityState]="{ checked: dark }" (tap)="dark = !dark">
        <an-text>Modo oscuro</an-text><an-switch [checked]="dark" accessible="false"></an-switch>
      </an-view>
      <an-view accessible="true" accessibilityLabel="Wi-Fi"><an-switch [checked]="wifi" accessible="false"></an-switch></an-view>
      <an-image src="a.png" accessibilityLabel="Foto" (swipeLeft)="next()"></an-image>
      <an-view accessible="false"><an-button (tap)="next()">Siguiente</an-button></an-view>
      <an-view accessible="false" (tap)="close();"></an-view>
      <an-sheet title="Filtros" (accessibilityEscape)="close()"><an-text>x</an-text></an-sheet>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "4:56 'an-switch' is a switch but has accessible=\"false\": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
      "6:30 'an-button' handles (tap) but is inside the accessible=\"false\" 'an-view' on line 6: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  /// A choice of literals with a hiding alternative is checked in that case; an unknown value,
  /// or a choice without one, is silent.
  func testAHidingAlternativeIsReported() throws {
    let template = """
      <an-view [accessible]="loading ? false : true">
        <an-button (tap)="pagar()">Pagar</an-button>
      </an-view>
      <an-button [accessible]="busy ? false : null" (tap)="go()">Ir</an-button>
      <an-view [accessible]="oculto"><an-button (tap)="a()">A</an-button></an-view>
      <an-view [accessible]="x ? true : null"><an-button (tap)="b()">B</an-button></an-view>
      <an-view [accessible]="y ? false : true" (tap)="close()"></an-view><an-button (tap)="close()">Cerrar</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "2:4 'an-button' handles (tap) but is hidden by the alternative false of [accessible] of the 'an-view' on line 1 around it: screen-reader, Switch Control and keyboard users cannot reach it in that case; move it out of the hidden subtree, or hide only the decorative parts",
      "4:2 'an-button' handles (tap) but is hidden by its alternative false of [accessible]: screen-reader, Switch Control and keyboard users cannot reach it in that case; move it out of the hidden subtree, or hide only the decorative parts",
    ])
  }

  /// A handler that reads a template variable (a loop's item, `$index`, a `#ref`, a `@let`) is
  /// the same action only where that variable is bound by the same declaration: `open(item)` in
  /// another `@for` (or `*ngFor`) opens another item. Handlers reading only component members
  /// stay compared as written.
  func testAHandlerReadingATemplateVariableIsACopyOnlyUnderTheSameDeclaration() throws {
    let template = """
      @for (item of items; track item.id) {
        <an-view accessible="false" (tap)="open(item)"></an-view>
        <an-button (tap)="open(item)">Abrir</an-button>
      }
      @for (item of archived; track item.id) {
        <an-view accessible="false" (tap)="open(item)"></an-view>
      }
      @for (item of others; track item.id) { <an-view accessible="false" (tap)="remove($index)"></an-view> }
      @for (item of more; track item.id) { <an-button (tap)="remove($index)">Quitar</an-button> }
      <an-view *ngFor="let row of rows"><an-view accessible="false" (tap)="pick(row)"></an-view></an-view>
      <an-view *ngFor="let row of rows"><an-button (tap)="pick(row)">Elegir</an-button></an-view>
      @for (item of lists; track item) { <an-view accessible="false" (tap)="close()"></an-view> }
      @for (item of lists2; track item) { <an-button (tap)="close()">Cerrar</an-button> }
      """
    let tail = ": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "6:4 'an-view' handles (tap) but has accessible=\"false\"\(tail)",
      "8:41 'an-view' handles (tap) but has accessible=\"false\"\(tail)",
      "10:36 'an-view' handles (tap) but has accessible=\"false\"\(tail)",
    ])
  }

  /// `#ref`s and `@let`s are bound per view: the same name in two loops is two declarations; one
  /// declared outside both loops is one.
  func testReferencesAndLetsAreComparedByTheirDeclaration() throws {
    let template = """
      @let draft = current;
      @for (a of xs; track a) { <an-text-field #q></an-text-field><an-view accessible="false" (tap)="send(q.value, draft)"></an-view> }
      @for (a of ys; track a) { <an-text-field #q></an-text-field><an-button (tap)="send(q.value, draft)">Enviar</an-button> }
      <an-text-field #top></an-text-field>
      @for (a of zs; track a) { <an-view accessible="false" (tap)="send(top.value)"></an-view> }
      @if (ready) { <an-button (tap)="send(top.value)">Enviar</an-button> }
      @for (a of ws; track a) { @let n = a.count; <an-view accessible="false" (tap)="add(n)"></an-view> }
      @for (a of vs; track a) { @let n = a.count; <an-button (tap)="add(n)">Sumar</an-button> }
      """
    let tail = ": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "2:62 'an-view' handles (tap) but has accessible=\"false\"\(tail)",
      "7:46 'an-view' handles (tap) but has accessible=\"false\"\(tail)",
    ])
  }
}

extension HiddenInteractiveRuleTests {
  /// Interpolated text is text, as static text is: `accessible="{{ 'false' }}"` hides, and
  /// `accessible="{{ 'true' }}"` groups (each alternative of a choice too).
  func testAnInterpolatedFlagIsReadAsStaticText() throws {
    let template = """
      <an-view accessible="{{ 'false' }}"><an-button (tap)="verMas()">Ver más</an-button></an-view>
      <an-view accessible="{{ 'true' }}" accessibilityHint="Resumen de tus pedidos"></an-view>
      <an-view accessible="{{ 'true' }}" accessibilityLabel="Ana García"><an-button (tap)="llamar()">Llamar</an-button></an-view>
      <an-view accessible="{{ visible }}"><an-button (tap)="abrir()">Abrir</an-button></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive"), [
      "1:38 'an-button' handles (tap) but is inside the accessible=\"false\" 'an-view' on line 1: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
    ])
    XCTAssertEqual(TestLint.lines(template, rule: "hint-without-label").count, 1)
    XCTAssertEqual(TestLint.lines(template, rule: "grouped-interactive").map { String($0.prefix(4)) }, ["3:2 "])
  }
}
