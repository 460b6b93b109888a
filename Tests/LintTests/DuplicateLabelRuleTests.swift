import XCTest
@testable import Lint
@testable import AccessibilityModel

/// Exact findings of `duplicate-label` (messages included).
final class DuplicateLabelRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view>\n  <an-button (tap)=\"a()\">Editar</an-button>\n  <an-button accessibilityLabel=\"editar\" (tap)=\"b()\"></an-button>\n  <an-button (tap)=\"c()\">Editar</an-button>\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [
      "3:34 'editar' is also the name of the control on line 2: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
      "4:26 'Editar' is also the name of the control on line 2: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
    ])
  }
  func testCase2() throws {
    let template = "<an-view>\n  @if (x) { <an-button (tap)=\"a()\">Editar</an-button> } @else { <an-button (tap)=\"b()\">Editar</an-button> }\n</an-view>\n<an-view><an-button (tap)=\"c()\">Editar</an-button></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [])
  }

  /// `@if (!a)` beside `@if (a) {…} @else {…}` shows with the `@else` branch only: a name in it
  /// repeats the `@else` branch's, never the `@if` branch's.
  func testASiblingOfAnIfElseIsComparedWithTheBranchItShowsWith() throws {
    let template = """
      @if (a) { <an-button (tap)="x()">Guardar</an-button> } @else { <an-text>No</an-text> }
      @if (!a) { <an-button (tap)="y()">Guardar</an-button> }
      @if (b) { <an-text>No</an-text> } @else { <an-button (tap)="x()">Enviar</an-button> }
      @if (b) { <an-button (tap)="y()">Enviar</an-button> }
      @if (c) { <an-text>No</an-text> } @else { <an-button (tap)="x()">Borrar</an-button> }
      @if (!c) { <an-button (tap)="y()">Borrar</an-button> }
      """
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [
      "6:35 'Borrar' is also the name of the control on line 5: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
    ])
  }
}

extension DuplicateLabelRuleTests {
  /// Text under an `*ngIf` with no `else` may not show, as in an `@if` with no `@else`: "Guardar
  /// cambios" is not known to be the name, so it repeats no other.
  func testTextUnderAnNgIfWithNoElseIsNotKnown() throws {
    let template = """
      <an-button (tap)="a()">Guardar <an-text *ngIf="dirty">cambios</an-text></an-button>
      <an-button (tap)="b()">Guardar<ng-container *ngIf="dirty"> cambios</ng-container></an-button>
      <an-button (tap)="c()">Guardar @if (dirty) { cambios }</an-button>
      <an-button (tap)="d()">Guardar cambios</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [])
  }
}

extension DuplicateLabelRuleTests {
  /// A finding points at the whole value that gives the name: a label's, or a text field's
  /// placeholder (it pointed at the tag, with an empty range).
  func testTheFindingCoversTheValueThatNames() throws {
    let template = """
      <an-view>
        <an-text-field placeholder="Nombre"></an-text-field>
        <an-text-field placeholder="Nombre"></an-text-field>
        <an-button accessibilityLabel="Guardar" (tap)="a()"></an-button>
        <an-button [accessibilityLabel]="'Guardar'" (tap)="b()"></an-button>
      </an-view>
      """
    let findings = TestLint.findings(template, rule: "duplicate-label")
    let bytes = Array(template.utf8)
    XCTAssertEqual(findings.map { String(decoding: bytes[Int($0.range.start)..<Int($0.range.end)], as: UTF8.self) },
                   ["Nombre", "'Guardar'"])
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [
      "3:31 'Nombre' is also the name of the control on line 2: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
      "5:36 'Guardar' is also the name of the control on line 4: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
    ])
  }
}

extension DuplicateLabelRuleTests {
  /// Sibling conditions with a conjunct negated between them never show together (`x` and
  /// `!x && y`), when every two of the siblings exclude each other; where two of them may show
  /// together (`!x && y`, `!x && z`), nothing is grouped.
  func testConjunctionsWithANegatedConjunctExcludeEachOther() {
    let text = """
      <an-view>
        @if (showSearchbar) { <an-search-field placeholder="Search"></an-search-field> }
        @if (!ios && !showSearchbar) { <an-button accessibilityLabel="Search" (tap)="s()"></an-button> }
        @if (editing) { <an-button (tap)="a()">Guardar</an-button> }
        @if (!editing && canEdit) { <an-button (tap)="b()">Guardar</an-button> }
        <an-text *ngIf="!editing && !canEdit"><an-button (tap)="c()">Guardar</an-button></an-text>
        @if (x) { <an-button (tap)="a()">Borrar</an-button> }
        @if (!x && y) { <an-button (tap)="b()">Borrar</an-button> }
        @if (!x && z) { <an-button (tap)="c()">Borrar</an-button> }
      </an-view>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "duplicate-label"), [
      "8:42 'Borrar' is also the name of the control on line 7: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
      "9:42 'Borrar' is also the name of the control on line 7: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
    ])
    XCTAssertEqual(ExclusiveConjunctions.conjuncts("a && (b || c) && !d && f('&&') && e?.g"), ["a", "(b || c)", "!d", "f('&&')", "e?.g"])
    for whole in ["!b && c || d", "a && b ? c : d", "a && b ?? c", "a && b | async"] {
      XCTAssertEqual(ExclusiveConjunctions.conjuncts(whole), [whole])
    }
  }
}
