import XCTest
@testable import Lint

/// Exact findings of `header-on-every-label` (messages included).
final class HeaderOnEveryLabelRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-text>Intro</an-text>\n<an-text accessibilityRole=\"header\">A</an-text>\n<an-text>a</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text>b</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [
      "2:2 3 of 6 stops are headers: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
  func testCase2() throws {
    let template = "<an-text accessibilityRole=\"header\">A</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>a</an-text>\n<an-text>b</an-text>\n<an-text>c</an-text>\n<an-text>d</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [
      "1:2 3 of 7 stops are headers, 3 of them in a row: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
  func testCase3() throws {
    let template = "@if (x) {\n  <an-text accessibilityRole=\"header\">A</an-text>\n} @else {\n  <an-text accessibilityRole=\"header\">B</an-text>\n}\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>c</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [])
  }
  func testCase4() throws {
    let template = "<an-text accessibilityRole=\"header\">A</an-text>\n<an-text>a</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text>b</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>c</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label", config: "rules:\n  header-on-every-label: { max-ratio: 0.6 }\n"), [])
  }
}

/// The ratio counts every stop: section titles over a screen of controls are what headers are for.
final class HeaderOnEveryLabelSectionTitlesTests: XCTestCase {
  func testThreeSectionHeadersOverControlsAreSilent() {
    for (title, items) in [("Ajustes", ["Wi-Fi", "Bluetooth"]), ("Settings", ["Wi-Fi", "Bluetooth"]), ("الإعدادات", ["واي فاي", "بلوتوث"])] {
      let template = """
        <an-text accessibilityRole="header">\(title) 1</an-text>
        <an-switch accessibilityLabel="\(items[0])"></an-switch>
        <an-button (tap)="a()">\(items[1])</an-button>
        @if (advanced) {
          <an-view [accessibilityRole]="'header'" accessibilityLabel="\(title) 2"></an-view>
          <an-checkbox accessibilityLabel="\(items[0]) 2"></an-checkbox>
        }
        <app-section>
          <an-text accessibilityRole="header">\(title) 3</an-text>
          <an-slider accessibilityLabel="\(items[1]) 3" accessibilityValue="5"></an-slider>
        </app-section>
        """
      XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [], title)
    }
  }

  func testThreeHeadersInARowAreStillReported() {
    let template = """
      <an-text accessibilityRole="header">Cuenta</an-text>
      <an-text accessibilityRole="header">Perfil</an-text>
      <an-text accessibilityRole="header">Correo</an-text>
      <an-switch accessibilityLabel="A"></an-switch><an-switch accessibilityLabel="B"></an-switch>
      <an-switch accessibilityLabel="C"></an-switch><an-switch accessibilityLabel="D"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [
      "1:2 3 of 7 stops are headers, 3 of them in a row: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
  /// Content the template does not show may hold stops: it ends a run, and the share is unknown.
  func testUnknownContentEndsRunsAndHidesTheShare() throws {
    let between = "<an-view>\n<an-text accessibilityRole=\"header\">Perfil</an-text>\n<app-profile-form></app-profile-form>\n"
      + "<an-text accessibilityRole=\"header\">Seguridad</an-text>\n<ng-content></ng-content>\n"
      + "<an-text accessibilityRole=\"header\">Avisos</an-text>\n<app-notifications></app-notifications>\n</an-view>"
    XCTAssertEqual(TestLint.lines(between, rule: "header-on-every-label"), [])
    let run = "<an-view>\n<an-text accessibilityRole=\"header\">Perfil</an-text>\n<an-text accessibilityRole=\"header\">Seguridad</an-text>\n"
      + "<an-text accessibilityRole=\"header\">Avisos</an-text>\n<app-profile-form></app-profile-form>\n</an-view>"
    XCTAssertEqual(TestLint.lines(run, rule: "header-on-every-label"), [
      "2:2 3 of 3 stops are headers, 3 of them in a row: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
    // (A component inside a stop is part of that stop: it hides nothing.)
    let inside = "<an-view>\n<an-text accessibilityRole=\"header\">Perfil</an-text>\n<an-text>Uno</an-text>\n"
      + "<an-text accessibilityRole=\"header\">Seguridad</an-text>\n<an-button accessibilityLabel=\"Ir\" (tap)=\"x()\"><app-icon></app-icon></an-button>\n"
      + "<an-text accessibilityRole=\"header\">Avisos</an-text>\n</an-view>"
    XCTAssertEqual(TestLint.lines(inside, rule: "header-on-every-label"), [
      "2:2 3 of 5 stops are headers: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }

  /// A stop the template repeats is shown any number of times: the share of headers is
  /// unknown, and only a run is reported.
  func testRepeatedStopsHideTheShare() throws {
    let sections = ["Cuenta", "Avisos", "Privacidad"].map {
      "<an-text accessibilityRole=\"header\">\($0)</an-text>\n@for (i of items; track i.id) { <an-switch [accessibilityLabel]=\"i.label\"></an-switch> }"
    }.joined(separator: "\n")
    XCTAssertEqual(TestLint.lines(sections, rule: "header-on-every-label"), [])
    let ngFor = ["Cuenta", "Avisos", "Privacidad"].map {
      "<an-text accessibilityRole=\"header\">\($0)</an-text>\n<an-view *ngFor=\"let i of items\"><an-switch [accessibilityLabel]=\"i.label\"></an-switch></an-view>"
    }.joined(separator: "\n")
    XCTAssertEqual(TestLint.lines(ngFor, rule: "header-on-every-label"), [])
    let run = "<an-text accessibilityRole=\"header\">A</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n"
      + "<an-text accessibilityRole=\"header\">C</an-text>\n@for (i of items; track i) { <an-text>{{ i }}</an-text> }"
    XCTAssertEqual(TestLint.lines(run, rule: "header-on-every-label"), [
      "1:2 3 of 4 stops are headers, 3 of them in a row: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
}

extension HeaderOnEveryLabelRuleTests {
  /// A `@case` with no body shares the next case's body: it is no branch that shows nothing
  /// (the headers were counted alone, as if neither case's text showed); nor is
  /// `@default never;`.
  func testACaseWithNoBodyIsOneBranchWithTheNext() throws {
    let template = """
      <an-text accessibilityRole="header">Pedidos</an-text>
      <an-text>Uno</an-text>
      <an-text accessibilityRole="header">Envíos</an-text>
      <an-text>Dos</an-text>
      <an-text accessibilityRole="header">Pagos</an-text>
      @switch (s) {
        @case ('pending')
        @case ('review') { <an-text>Verificando</an-text> <an-text>Espere</an-text> }
        @default { <an-text>Listo</an-text> <an-text>Hecho</an-text> }
      }
      """
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [])
    let never = """
      <an-text accessibilityRole="header">Pedidos</an-text>
      <an-text>Uno</an-text>
      <an-text accessibilityRole="header">Envíos</an-text>
      <an-text>Dos</an-text>
      <an-text accessibilityRole="header">Pagos</an-text>
      @switch (s) {
        @case ('review') { <an-text>Verificando</an-text> <an-text>Espere</an-text> }
        @case ('done') { <an-text>Listo</an-text> <an-text>Hecho</an-text> }
        @default never;
      }
      """
    XCTAssertEqual(TestLint.lines(never, rule: "header-on-every-label"), [])
  }
}

extension HeaderOnEveryLabelRuleTests {
  /// The `<ng-template>` of an `*ngIf … else` is a branch, as an `@else` is (an empty one
  /// leaves the `*ngIf`'s content counted as it is); the stops of a detached `<ng-template>`
  /// are not counted with the others.
  func testNgTemplatesAsBranchesAndDetached() throws {
    let ngIfElse = """
      <ng-container *ngIf="c; else otro">
        <an-text accessibilityRole="header">Name</an-text>
        <an-text>Ana</an-text>
        <an-text accessibilityRole="header">Email</an-text>
        <an-text>ana</an-text>
        <an-text accessibilityRole="header">Phone</an-text>
        <an-text>555</an-text>
      </ng-container>
      <ng-template #otro></ng-template>
      """
    let advice = "the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text"
    XCTAssertEqual(TestLint.lines(ngIfElse, rule: "header-on-every-label"), ["2:4 3 of 6 stops are headers: \(advice)"])
    let detached = """
      <an-text accessibilityRole="header">A</an-text>
      <an-text accessibilityRole="header">B</an-text>
      <an-text accessibilityRole="header">C</an-text>
      <an-text>Texto</an-text>
      <ng-template #t><an-text>Pie</an-text><an-text>Pie 2</an-text></ng-template>
      """
    XCTAssertEqual(TestLint.lines(detached, rule: "header-on-every-label"), ["1:2 3 of 4 stops are headers, 3 of them in a row: \(advice)"])
  }
}
