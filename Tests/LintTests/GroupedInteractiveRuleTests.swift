import XCTest
@testable import Lint

final class GroupedInteractiveRuleTests: XCTestCase {
  func lint(_ text: String, config: String = "") -> [String] {
    TestLint.lines(text, rule: "grouped-interactive", config: config, isScreen: true)
  }

  func testGroupWithTwoControls() {
    XCTAssertEqual(lint("""
      <an-view accessible="true" accessibilityLabel="Ana García, diseñadora">
        <an-button (tap)="llamar()">Llamar</an-button>
        <ng-container><an-switch accessibilityLabel="Favorita"></an-switch></ng-container>
      </an-view>
      """), [
      "1:2 'an-view' is one screen-reader stop (accessible=\"true\"), so its 2 interactive elements ('an-button' on line 2 and 'an-switch' on line 3) are part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }

  func testManyControlsAreCountedAndTheFirstThreeNamed() {
    XCTAssertEqual(lint("""
      <an-stack [accessible]="true">
        <an-link href="/a">A</an-link><an-link href="/b">B</an-link>
        @for (x of xs; track x) { <an-view accessibilityRole="button" accessibilityLabel="C" (tap)="c()"></an-view> }
        <an-slider accessibilityLabel="D"></an-slider>
      </an-stack>
      """), [
      "1:2 'an-stack' is one screen-reader stop (accessible=\"true\"), so its 4 interactive elements ('an-link' on line 2, 'an-link' on line 2, 'an-view' on line 3 and 1 more) are part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }

  func testNestedStopsReportTheOuterOnly() {
    XCTAssertEqual(lint("""
      <an-view accessible="true"><an-view accessible="true"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view></an-view>
      """).map { String($0.prefix(4)) }, ["1:2 "])
  }

  func testALabelOrARoleMakesTheStopAndOneControlWithoutAnOwnActionIsReported() {
    XCTAssertEqual(lint("""
      <an-view accessibilityLabel="Résumé"><an-text>3 articles</an-text><an-switch accessibilityLabel="Cadeau"></an-switch></an-view>
      @if (x) { <app-row><an-view [accessibilityRole]="'header'"><an-link (tap)="help()">مساعدة</an-link></an-view></app-row> }
      """, config: "platforms: [ios, android]"), [
      "1:2 'an-view' is one screen-reader stop (its accessibilityLabel makes it one), so the interactive element 'an-switch' on line 1 is part of it, not separate stops on iOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
      "2:21 'an-view' is one screen-reader stop (its role 'header' makes it one), so the interactive element 'an-link' on line 2 is part of it, not separate stops on iOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }

  func testAndroidAloneIsSilent() {
    // TalkBack still focuses an inner clickable element.
    XCTAssertEqual(lint("""
      <an-view accessible="true"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view>
      """, config: "platforms: [android]"), [])
  }

  func testSilentCases() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessible="true" accessibilityRole="button" accessibilityLabel="Pedido" (tap)="abrir()"><an-text>Pedido</an-text></an-view>
        <an-view accessibilityRole="button" accessibilityLabel="Pedido" (tap)="abrir()"><an-switch accessibilityLabel="Favorito"></an-switch></an-view>
        <an-button (tap)="guardar()"><an-icon src="disk.png"></an-icon><an-text>Guardar</an-text></an-button>
        <an-view [accessible]="agrupar"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view>
        <an-view accessible="true" accessibilityLabel="x" (tap)="x()"><an-view [accessibilityRole]="r" accessibilityLabel="a"></an-view><an-button (tap)="b()">B</an-button></an-view>
        <an-view accessible="false"><an-view accessible="true"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view></an-view>
        <an-dialog accessibilityLabel="Filtros"><an-button (tap)="cerrar()">Cerrar</an-button><an-switch accessibilityLabel="Solo hoy"></an-switch></an-dialog>
        <an-view [accessibilityViewIsModal]="open" accessibilityLabel="Panel"><an-button (tap)="a()">A</an-button></an-view>
      </an-view>
      """), [])
  }

  /// Controls in exclusive branches show one at a time.
  func testControlsInExclusiveBranchesCountOneAtATime() throws {
    let template = """
      <an-view accessibilityRole="button" accessibilityLabel="Pedido" (tap)="open()">@if (fav) { <an-button (tap)="unfav()">Quitar</an-button> } @else { <an-button (tap)="fav()">Guardar</an-button> }</an-view>
      <an-view accessibilityRole="button" accessibilityLabel="Pedido" (tap)="open()">@if (fav) { <an-button (tap)="unfav()">Quitar</an-button> } <an-button (tap)="share()">Compartir</an-button></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "grouped-interactive"), [
      "2:2 'an-view' is one screen-reader stop (its accessibilityLabel makes it one), so its 2 interactive elements ('an-button' on line 2 and 'an-button' on line 2) are part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: only one action is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }

  /// A control written once inside a `@for` (or with `*ngFor`) counts once: the loop may
  /// publish just one, so a stop with its own action around it alone is not known to hold two
  /// and is silent. Without an action of its own, whatever the loop publishes is unreachable;
  /// beside a control written outside the loop, two are there whenever the loop shows one.
  func testAControlInALoopCountsOnce() {
    let row = #"<an-view accessible="true" accessibilityRole="button" accessibilityLabel="Pedido" (tap)="open()">"#
    XCTAssertEqual(lint("""
      \(row)@for (t of tags; track t) { <an-button (tap)="drop(t)">{{ t }}</an-button> }</an-view>
      \(row)<an-button *ngFor="let t of tags" (tap)="drop(t)">{{ t }}</an-button></an-view>
      <an-view accessible="true" accessibilityLabel="Pedido">@for (t of tags; track t) { <an-button (tap)="drop(t)">{{ t }}</an-button> }</an-view>
      \(row)<an-button (tap)="edit()">Editar</an-button>@for (t of tags; track t) { <an-button (tap)="drop(t)">{{ t }}</an-button> }</an-view>
      """), [
      "3:2 'an-view' is one screen-reader stop (accessible=\"true\"), so the interactive element 'an-button' on line 3 is part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
      "4:2 'an-view' is one screen-reader stop (accessible=\"true\"), so its 2 interactive elements ('an-button' on line 4 and 'an-button' on line 4) are part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: only one action is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }
}

extension GroupedInteractiveRuleTests {
  /// A stop that offers custom actions (`[accessibilityActions]` or `(accessibilityAction)`)
  /// makes its controls' actions reachable: not reported. The same stop without them is.
  func testAStopOfferingCustomActionsIsNotReported() throws {
    let template = """
      <an-view accessible="true" accessibilityLabel="Ana García" [accessibilityActions]="[{ name: 'write', label: 'Escribir a Ana' }]" (accessibilityAction)="compose()">
        <an-text>Ana García</an-text><an-button accessibilityLabel="Escribir a Ana" (tap)="compose()"></an-button>
      </an-view>
      <an-view accessible="true" accessibilityLabel="Mail" (tap)="open()" (accessibilityAction)="act($event)">
        <an-button (tap)="archive()">Archivar</an-button><an-button (tap)="remove()">Borrar</an-button>
      </an-view>
      <an-view accessible="true" accessibilityLabel="Ana García">
        <an-text>Ana García</an-text><an-button accessibilityLabel="Escribir a Ana" (tap)="compose()"></an-button>
      </an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "grouped-interactive"), [
      "7:2 'an-view' is one screen-reader stop (accessible=\"true\"), so the interactive element 'an-button' on line 8 is part of it, not separate stops on iOS, tvOS, visionOS, macOS and watchOS: it has no action of its own, so none is reachable; leave the controls outside the stop, or expose their actions with [accessibilityActions]",
    ])
  }
}

extension GroupedInteractiveRuleTests {
  /// NativeScript templates have no custom actions: the advice is a control, not
  /// `[accessibilityActions]`.
  func testNativeScriptAdviceNamesControls() {
    let template = """
      <GridLayout accessible="true" accessibilityLabel="Ana García, diseñadora">
        <Label text="Ana García"></Label>
        <Button text="Llamar" (tap)="call()"></Button>
      </GridLayout>
      """
    XCTAssertEqual(lint(template, config: "profile: nativescript"), [
      #"1:2 'GridLayout' is one screen-reader stop (accessible="true"), so the interactive element 'Button' on line 3 is part of it, not separate stops on iOS: it has no action of its own, so none is reachable; leave the controls outside the stop, as controls screen readers reach (a Button, or an ActionItem)"#,
    ])
  }
}
