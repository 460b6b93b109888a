import XCTest
@testable import Lint

/// Rules read the model's stops and names: content of a stop is never reported as a stop of
/// its own, content the linter cannot see is unknown (never missing), and a name with nothing
/// readable is no name.
final class StopsAndUnknownNamesRuleTests: XCTestCase {
  func ids(_ template: String, config: String = "") -> [String] {
    TestLint.all(template, config: config).filter { $0.suppression == nil }.map { "\($0.line):\($0.column) \($0.ruleID)" }
  }

  func testTheIconInsideAButtonIsNotReported() {
    for template in [
      #"<an-button accessibilityLabel="Guardar" (tap)="save()"><an-icon src="disk.png"></an-icon></an-button>"#,
      #"<an-button (tap)="save()"><an-icon src="disk.png"></an-icon> Enregistrer</an-button>"#,
      #"<an-link (tap)="go()"><an-image src="home.png"></an-image><an-text>الرئيسية</an-text></an-link>"#,
      #"<an-switch accessibilityLabel="Wi-Fi"><an-icon src="wifi.png"></an-icon></an-switch>"#,
      #"<an-view accessibilityRole="button" accessibilityLabel="Menú" (tap)="m()"><an-icon src="menu.png"></an-icon></an-view>"#,
      #"@if (x) { <app-toolbar><an-button [accessibilityLabel]="'Borrar'" (tap)="d()"><an-icon src="t.png"></an-icon></an-button></app-toolbar> }"#,
    ] {
      XCTAssertEqual(ids(template), [], template)
    }
  }

  func testAButtonWhoseOnlyContentIsAnUnlabelledIconHasNoName() {
    // One root cause, one finding: the button has no name; the icon is its content.
    XCTAssertEqual(ids(#"<an-button (tap)="save()"><an-icon src="disk.png"></an-icon></an-button>"#), ["1:2 missing-name"])
  }

  func testProjectedOrUnmappedContentIsUnknown() {
    for template in [
      #"<an-button (tap)="x()"><ng-content></ng-content></an-button>"#,
      #"<an-button (tap)="x()"><ng-content select=".label"></ng-content></an-button>"#,
      #"<an-link (tap)="x()"><ng-container *ngTemplateOutlet="labelTpl"></ng-container></an-link>"#,
      #"<an-link (tap)="x()"><ng-container [ngTemplateOutlet]="labelTpl"></ng-container></an-link>"#,
      #"<an-view accessibilityRole="button" (tap)="x()"><app-icon name="trash"></app-icon></an-view>"#,
      #"@for (a of items; track a) { <an-view accessibilityRole="link" (tap)="x()"><my-label [text]="a"></my-label></an-view> }"#,
    ] {
      XCTAssertEqual(ids(template), [], template)
    }
  }

  func testNamesWithNothingReadable() {
    XCTAssertEqual(ids(#"<an-button (tap)="menu()">&#xf0c9;</an-button>"#), ["1:2 missing-name"])
    XCTAssertEqual(ids(#"<an-button (tap)="fav()"><an-text>★</an-text></an-button>"#), ["1:2 missing-name"])
    XCTAssertEqual(ids(#"<an-view accessibilityRole="button" accessibilityLabel="✕" (tap)="close()"></an-view>"#), ["1:2 missing-name"])
    XCTAssertEqual(ids(#"<an-image src="ok.png" accessibilityLabel="👍"></an-image>"#), ["1:2 image-needs-label"])
    XCTAssertEqual(ids(#"<an-button (tap)="s()">★ Favoritos</an-button>"#), [])
    XCTAssertEqual(ids(#"<an-button (tap)="s()">حفظ</an-button>"#), [])
    XCTAssertEqual(TestLint.lines(#"<an-button (tap)="menu()">&#xf0c9;</an-button>"#, rule: "missing-name"), [
      "1:2 'an-button' is a button whose name 'U+F0C9' has nothing readable: icon-font glyphs, symbols and emoji are announced as nothing useful, and Voice Control has nothing to say; replace its text with words, or add an accessibilityLabel that says what it does",
    ])
  }

  func testStaticInterpolationAlternativesReachEveryRule() {
    // The same alternatives as the bound form, for rules other than state-in-label.
    let staticForm = #"<an-switch accessibilityLabel="Regalo" accessibilityValue="{{ gift ? 'activado' : 'desactivado' }}"></an-switch>"#
    let boundForm = #"<an-switch accessibilityLabel="Regalo" [accessibilityValue]="gift ? 'activado' : 'desactivado'"></an-switch>"#
    XCTAssertEqual(ids(staticForm), ["1:60 checked-state-as-text"])
    XCTAssertEqual(ids(boundForm), ["1:62 checked-state-as-text"])
    let hint = #"<an-button accessibilityHint="{{ n > 1 ? 'Double tap to open' : 'Opens it' }}">Ver</an-button>"#
    XCTAssertEqual(ids(hint), ["1:31 hint-mentions-gesture"])
  }

  /// A detached `<ng-template>` shows where it is stamped: the elements around it do not hide or
  /// group its content, and whether that content is a stop is not known. The `<ng-template>` of
  /// an `*ngIf … else` shows in place of its element.
  func testADetachedTemplatesContentIsJudgedWhereItIsStamped() {
    let template = #"""
    <an-view accessible="true" accessibilityLabel="Tarjeta"><an-text>Ana</an-text><ng-template #acciones><an-button (tap)="a()">Editar</an-button><an-button (tap)="b()">Borrar</an-button></ng-template></an-view>
    <an-view accessible="false"><ng-template #t><an-button (tap)="c()">Ir</an-button><an-text accessibilityLabel="Hola">x</an-text></ng-template></an-view>
    <an-button (tap)="del()" accessibilityLabel="Borrar"><ng-container *ngTemplateOutlet="trashIcon"></ng-container></an-button>
    <ng-template #trashIcon><an-icon src="trash.svg"></an-icon></ng-template>
    <an-view *ngIf="x; else other"><an-text>A</an-text></an-view>
    <ng-template #other><an-button (tap)="q()"></an-button></ng-template>
    <an-view><an-text>a</an-text><an-text>b</an-text><an-text>c</an-text><ng-template #more><an-text>d</an-text></ng-template></an-view>
    """#
    XCTAssertEqual(ids(template), ["6:22 missing-name"])
  }
}
