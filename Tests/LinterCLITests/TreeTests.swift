import AccessibilityModel
import Foundation
import TemplateSyntax
import XCTest
@testable import LinterCLI

/// `an-lint tree`: the seed's example screen row for row, and every cell of the two tables of
/// platforms.md as the tree shows it.
final class TreeTests: XCTestCase {
  func tree(_ template: String, _ platform: Platform, verbose: Bool = false) -> String {
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: template)))
    return TreeText.render(PublishedTree(model: model, platform: platform), model: model, verbose: verbose)
  }

  static let settings = CLITests.root.appendingPathComponent("fixtures/examples/settings-screen.html").path

  func testSettingsScreenOnIOSReproducesTheSeedTree() {
    let result = CLITestsRunner.run(["tree", Self.settings, "--platform", "ios", "--verbose"])
    XCTAssertEqual(result.code, 0)
    XCTAssertEqual(result.out, """
      [.header] label="Settings"
      [.button] label="Save the draft" hint="saves it without leaving the screen"
      [.link] label="Open the website"
      [.toggleButton] label="Select all"
        note: checked 'mixed': UIKit has no mixed state: checked goes into the value as "1" or "0" and a middle state has nowhere to go
      [.toggleButton] label="Alerts" value="1"
      [.selected, .notEnabled] label="Volume" value="35 %"
      [] label="An option"
        note: radio: UIKit has no radio trait: an iOS radio button is announced by its value and its position in the group ("two of five"), which is structure, not a trait
      [.adjustable] label="A range"
      [.button] label="OK"
      [.button] label="Save the changes you made"
      [] label="Stripped of its role"
      [] label="Synced with the cloud"
      left out: 3 hidden, 2 grouped, 1 not a stop

      """)
  }

  /// The README's leaf example: one row for a labelled button with an icon inside; a control
  /// inside a labelled group is no row on iOS and still one on Android.
  func testAStopIsALeaf() {
    let template = """
      <an-button accessibilityLabel="Delete" (tap)="remove()"><an-icon src="trash.png"></an-icon></an-button>
      <an-view accessible="true" accessibilityLabel="Ana García, designer">
        <an-text>Ana García</an-text>
        <an-button (tap)="call()">Call</an-button>
      </an-view>
      """
    XCTAssertEqual(tree(template, .ios, verbose: true), """
      [.button] label="Delete"
      [] label="Ana García, designer"
      left out: 3 grouped

      """)
    XCTAssertEqual(tree(template, .android), """
      android.widget.Button label="Delete"
      android.view.View label="Ana García, designer"
        android.widget.Button label="Call"

      """)
    XCTAssertEqual(tree(#"<an-button (tap)="menu()">&#xf0c9;</an-button><an-button (tap)="x()"><ng-content></ng-content></an-button>"#, .ios), """
      [.button] label="\\u{F0C9}" (nothing readable)
      [.button] label={<ng-content>} (dynamic)

      """)
  }

  func testSettingsScreenOnMacOS() {
    let result = CLITestsRunner.run(["tree", Self.settings, "--platform", "macos"])
    XCTAssertEqual(result.out, """
      AXHeading label="Settings"
      AXButton label="Save the draft" help="saves it without leaving the screen"
      AXLink label="Open the website"
      AXCheckBox[AXSwitch] label="Select all" value="2"
      AXCheckBox[AXSwitch] label="Alerts" value="1"
      AXUnknown label="Volume" value="35 %" selected=true enabled=false
      AXRadioButton label="An option"
      AXSlider label="A range"
      AXButton label="OK"
      AXButton label="Save the changes you made"
      AXUnknown label="Stripped of its role"
      AXUnknown label="Synced with the cloud"

      """)
  }

  func testTreeJSONHasEveryRow() throws {
    let result = CLITestsRunner.run(["tree", Self.settings, "--platform", "ios,android", "--format", "json"])
    XCTAssertEqual(result.code, 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
    XCTAssertEqual(json["version"] as? Int, 1)
    let trees = json["trees"] as! [[String: Any]]
    XCTAssertEqual(trees.map { $0["platform"] as? String }, ["ios", "android"])
    let rows = trees[0]["rows"] as! [[String: Any]]
    XCTAssertEqual(rows.count, 12)
    XCTAssertEqual(rows[3]["traits"] as? [String], [".toggleButton"])
    XCTAssertEqual((rows[3]["label"] as? [String: String])?["text"], "Select all")
    XCTAssertTrue(rows[3]["value"] is NSNull)
    XCTAssertEqual((rows[3]["notes"] as? [String])?.count, 1)
    XCTAssertEqual(rows[0]["line"] as? Int, 3)
    XCTAssertEqual(rows[0]["column"] as? Int, 4)
    XCTAssertEqual(trees[0]["omitted"] as? [String: Int], ["hidden": 3, "grouped": 2, "not a stop": 1])
    let android = trees[1]["rows"] as! [[String: Any]]
    XCTAssertEqual(android[4]["role"] as? String, "android.widget.Switch")
    XCTAssertEqual(android[4]["properties"] as? [String], ["checked=true"])
  }

  func testBranchesAreShownWithTheirConditionAndDynamicValuesAsSource() {
    let template = """
      @if (loading) {
        <an-text>Cargando</an-text>
      } @else {
        <an-button [accessibilityLabel]="'Hola ' + nombre" (tap)="go()">x</an-button>
      }
      <an-view accessible="false"><an-button>Oculto</an-button></an-view>
      """
    XCTAssertEqual(tree(template, .ios), """
      @if (loading)
        [.staticText] label="Cargando"
      @else
        [.button] label="Hola {nombre}" (dynamic)

      """)
  }

  func testStructuralDirectivesAreShownAsBranches() {
    let template = """
      <an-view>
        <an-button *ngIf="ready; else loading" (tap)="go()">Enviar</an-button>
        <ng-template #loading><an-text>Cargando</an-text></ng-template>
        <an-view *ngFor="let item of items"><an-button (tap)="open(item)">Abrir</an-button></an-view>
        <an-text *ngIf="shown" accessible="false">Oculto</an-text>
        <ng-template #row><an-text>Fila</an-text></ng-template>
      </an-view>
      """
    // (The last template has no directive: it renders where something stamps it, a branch too.)
    XCTAssertEqual(tree(template, .ios, verbose: true), """
      *ngIf="ready; else loading"
        [.button] label="Enviar"
      <ng-template #loading>
        [.staticText] label="Cargando"
      *ngFor="let item of items"
        [.button] label="Abrir"
      <ng-template #row>
        [.staticText] label="Fila"
          note: may not be a stop of its own: what decides is not known statically (a bound accessible or role on it or around it, or the component or template that renders it)
      left out: 1 hidden, 2 not a stop

      """)
  }

  // MARK: - Every cell of the roles table

  func roleLine(_ role: String, _ platform: Platform) -> String {
    tree("<an-view accessibilityRole=\"\(role)\" accessibilityLabel=\"x\"></an-view>", platform)
  }

  func testRolesTable() {
    let table: [(String, String, String, String, String)] = [
      ("button", "[.button]", "AXButton", "[.isButton]", "android.widget.Button"),
      ("link", "[.link]", "AXLink", "[.isLink]", "android.view.View label=\"x\" spoken=\"link\""),
      ("header", "[.header]", "AXHeading", "[.isHeader]", "android.view.View label=\"x\" spoken=\"heading\""),
      ("image", "[.image]", "AXImage", "[.isImage]", "android.widget.ImageView"),
      ("text", "[.staticText]", "AXStaticText", "[.isStaticText]", "android.widget.TextView"),
      ("checkbox", "[.toggleButton]", "AXCheckBox", "[.isToggle]", "android.widget.CheckBox"),
      ("radio", "[] label=\"x\"\n  note: radio: UIKit has no radio trait", "AXRadioButton",
       "[] label=\"x\"\n  note: radio: SwiftUI has no radio trait", "android.widget.RadioButton"),
      ("switch", "[.toggleButton]", "AXCheckBox[AXSwitch]", "[.isToggle]", "android.widget.Switch"),
      ("slider", "[.adjustable]", "AXSlider", "[] label=\"x\"\n  note: slider: SwiftUI has no slider trait", "android.widget.SeekBar"),
      ("search", "[.searchField]", "AXTextField[AXSearchField]", "[.isSearchField]", "android.widget.EditText"),
      ("summary", "[.summaryElement]", "AXUnknown label=\"x\"\n  note: summary: AppKit has no summary role", "[.isSummaryElement]",
       "android.view.View label=\"x\" spoken=\"summary\""),
      ("none", "[] label=\"x\"", "AXUnknown", "[] label=\"x\"", "android.view.View"),
    ]
    XCTAssertEqual(table.count, Role.allCases.count)
    for (role, ios, macos, watchos, android) in table {
      for (platform, expected) in [(Platform.ios, ios), (.macos, macos), (.watchos, watchos), (.android, android)] {
        let line = roleLine(role, platform)
        XCTAssertTrue(line.hasPrefix(expected), "\(role) on \(platform): \(line)")
      }
    }
  }

  // MARK: - Every cell of the states table

  func stateLine(_ state: String, role: String, _ platform: Platform) -> String {
    tree("<an-view accessibilityRole=\"\(role)\" accessibilityLabel=\"x\" [accessibilityState]=\"{ \(state) }\"></an-view>", platform)
  }

  func testStatesTable() {
    let table: [(String, String, String, String, String, String)] = [
      ("disabled: true", "button", "[.button, .notEnabled] label=\"x\"", "AXButton label=\"x\" enabled=false",
       "[.isButton] label=\"x\"\n  note: disabled: SwiftUI has no disabled trait", "android.widget.Button label=\"x\" enabled=false"),
      ("selected: true", "button", "[.button, .selected] label=\"x\"", "AXButton label=\"x\" selected=true",
       "[.isButton, .isSelected] label=\"x\"", "android.widget.Button label=\"x\" selected=true"),
      ("checked: true", "checkbox", "[.toggleButton] label=\"x\" value=\"1\"", "AXCheckBox label=\"x\" value=\"1\"",
       "[.isToggle] label=\"x\" value=\"1\"", "android.widget.CheckBox label=\"x\" checked=true"),
      ("checked: false", "checkbox", "[.toggleButton] label=\"x\" value=\"0\"", "AXCheckBox label=\"x\" value=\"0\"",
       "[.isToggle] label=\"x\" value=\"0\"", "android.widget.CheckBox label=\"x\" checked=false"),
      ("checked: 'mixed'", "checkbox", "[.toggleButton] label=\"x\"\n  note: checked 'mixed': UIKit has no mixed state",
       "AXCheckBox label=\"x\" value=\"2\"", "[.isToggle] label=\"x\"\n  note: checked 'mixed': SwiftUI has no mixed state",
       "android.widget.CheckBox label=\"x\" checked=partial spoken=\"partially checked\""),
      ("expanded: true", "button", "[.button] label=\"x\"\n  note: expanded: UIKit has no expanded trait", "AXButton label=\"x\" expanded=true",
       "[.isButton] label=\"x\"\n  note: expanded: SwiftUI has no expanded trait", "android.widget.Button label=\"x\" expanded=true"),
      ("busy: true", "button", "[.button] label=\"x\"\n  note: busy: busy has no form on any Apple platform",
       "AXButton label=\"x\"\n  note: busy: busy has no form on any Apple platform",
       "[.isButton] label=\"x\"\n  note: busy: busy has no form on any Apple platform", "android.widget.Button label=\"x\" spoken=\"busy\""),
    ]
    for (state, role, ios, macos, watchos, android) in table {
      for (platform, expected) in [(Platform.ios, ios), (.macos, macos), (.watchos, watchos), (.android, android)] {
        let line = stateLine(state, role: role, platform)
        XCTAssertTrue(line.hasPrefix(expected), "\(state) on \(platform): \(line)")
      }
    }
  }

  func testDynamicStatesAreShownWithTheirCondition() {
    XCTAssertEqual(stateLine("selected: isOn", role: "button", .ios), "[.button, .selected when isOn] label=\"x\"\n")
    XCTAssertEqual(stateLine("checked: isOn", role: "switch", .ios), "[.toggleButton] label=\"x\" value={isOn} (dynamic)\n")
  }
}

/// Runs the command in process (shared with CLITests).
enum CLITestsRunner {
  static func run(_ args: [String]) -> CLITests.Result { CLITests.runCommand(args) }
}

extension TreeTests {
  /// A view whose role a platform drops is no stop there when nothing else makes it one: what
  /// it holds is read on its own, not counted as grouped.
  func testContentOfAViewWhoseRoleThePlatformDropsIsReadOnItsOwn() {
    let template = """
      <an-view accessibilityRole="summary"><an-text>3 orders pending</an-text></an-view>
      <an-view accessibilityRole="radio" [accessibilityState]="{ checked: true }" (tap)="pick()"><an-text>Express delivery</an-text></an-view>
      """
    XCTAssertEqual(tree(template, .ios, verbose: true), """
      [.summaryElement] label="3 orders pending"
      [.staticText] label="Express delivery"
      left out: 1 grouped, 1 not a stop

      """)
    XCTAssertEqual(tree(template, .macos, verbose: true), """
      AXStaticText label="3 orders pending"
      AXRadioButton label="Express delivery" value="1"
      left out: 1 grouped, 1 not a stop

      """)
  }

  /// Android keeps checked as its own property beside a value; Apple platforms write the value
  /// in its place.
  func testAndroidKeepsCheckedBesideAValue() {
    let template = """
      <an-switch accessibilityLabel="Alerts" accessibilityValue="Every hour" [accessibilityState]="{ checked: true }"></an-switch>
      """
    XCTAssertEqual(tree(template, .android, verbose: true), """
      android.widget.Switch label="Alerts" value="Every hour" checked=true
      left out: nothing

      """)
    XCTAssertEqual(tree(template, .ios, verbose: true), """
      [.toggleButton] label="Alerts" value="Every hour"
        note: checked: not written, accessibilityValue wins over it
      left out: nothing

      """)
  }

  /// Content that is one `@if … @else` or `@switch` of text is shown as its alternatives.
  func testContentChoicesAreShownAsAlternatives() {
    let template = """
      <an-button (tap)="save()">@if (busy) { Saving } @else { Save }</an-button>
      <an-button (tap)="next()">@switch (step) { @case (1) { Continue } @default { Finish } }</an-button>
      <an-button (tap)="go()">@if (a) { <an-text>{{ destino }}</an-text> } @else { Volver }</an-button>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label={'Saving' | 'Save'} (dynamic)
      [.button] label={'Continue' | 'Finish'} (dynamic)
      [.button] label={… | 'Volver'} (dynamic)

      """)
  }

  /// `expanded: false` is the collapsed state: written where the platform has one; where it has
  /// none, collapsed is what is shown anyway (no note).
  func testCollapsedIsExpandedFalse() {
    let template = """
      <an-button [accessibilityState]="{ expanded: false }" (tap)="t()">Shipping</an-button>
      """
    XCTAssertEqual(tree(template, .macos), "AXButton label=\"Shipping\" expanded=false\n")
    XCTAssertEqual(tree(template, .android), "android.widget.Button label=\"Shipping\" expanded=false\n")
    XCTAssertEqual(tree(template, .ios), "[.button] label=\"Shipping\"\n")
  }

  /// A stop that a value the linter cannot know may group or hide says so.
  func testAnUncertainStopSaysSo() {
    let template = """
      <an-view [accessible]="grouped"><an-text>Ana</an-text></an-view>
      <an-text>Fijo</an-text>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.staticText] label="Ana"
        note: may not be a stop of its own: what decides is not known statically (a bound accessible or role on it or around it, or the component or template that renders it)
      [.staticText] label="Fijo"

      """)
  }

  /// A control's text that is one `*ngIf … else` (or `then … else`, or `[ngSwitch]` with a
  /// default) of text is shown as its alternatives, as `@if … @else` is: the branches are never
  /// shown together, and the host of a `then` template is not shown at all.
  func testDirectiveChoicesAreShownAsAlternatives() {
    let template = """
      <an-button (tap)="save()"><ng-container *ngIf="busy; else idle">Saving</ng-container><ng-template #idle>Save</ng-template></an-button>
      <an-button (tap)="save()"><an-text *ngIf="busy; else idle2">Saving</an-text> <ng-template #idle2><an-text>Save</an-text></ng-template></an-button>
      <an-button (tap)="go()">Ir: <ng-container *ngIf="ok; then yes; else no">Nunca</ng-container><ng-template #yes>sí</ng-template><ng-template #no>no</ng-template></an-button>
      <an-button (tap)="next()" [ngSwitch]="step"><ng-container *ngSwitchCase="1">Continue</ng-container><ng-container *ngSwitchDefault>Finish</ng-container></an-button>
      <an-button (tap)="go()">@if (a) { <an-text>Ir</an-text> } @else { Volver }</an-button>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label={'Saving' | 'Save'} (dynamic)
      [.button] label={'Saving' | 'Save'} (dynamic)
      [.button] label={'Ir: sí' | 'Ir: no'} (dynamic)
      [.button] label={'Continue' | 'Finish'} (dynamic)
      [.button] label={'Ir' | 'Volver'} (dynamic)

      """)
  }
}

extension TreeTests {
  /// A role bound to `null` or `undefined` removes the prop: the primitive's own role comes
  /// back, on every platform, and the rules read it so (`tap-needs-button-role` on a view).
  func testARoleBoundToNullGivesTheNativeRoleBack() {
    let template = """
      <an-link [accessibilityRole]="null" (tap)="help()">Ayuda</an-link>
      <an-button [accessibilityRole]="undefined" (tap)="ok()">Aceptar</an-button>
      """
    XCTAssertEqual(tree(template, .ios), "[.link] label=\"Ayuda\"\n[.button] label=\"Aceptar\"\n")
    XCTAssertEqual(tree(template, .android),
                   "android.view.View label=\"Ayuda\" spoken=\"link\"\nandroid.widget.Button label=\"Aceptar\"\n")
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text:
      "<an-view [accessibilityRole]=\"null\" (tap)=\"x()\"><an-text>Hola</an-text></an-view>")))
    XCTAssertEqual(model.elements[0].effectiveRole, .noRole)
    XCTAssertFalse(model.elements[0].stopIsUncertain)
  }
}

extension TreeTests {
  /// A `@case` written with no body shares the next case's (Angular groups `@case ('a')
  /// @case ('b') {…}` into one branch): the tree shows the group as one branch with both
  /// conditions as written, placed where the group starts, and a control's text over such a
  /// group still has its alternatives.
  func testConsecutiveCasesAreOneBranch() {
    let template = """
      @switch (s) {
        @case ('pending')
        @case ('review') {
          <an-text>Verificando</an-text>
        }
        @default {
          <an-text>Listo</an-text>
        }
      }
      <an-button (tap)="next()">@switch (step) { @case (1) @case (2) { Continue } @default { Finish } }</an-button>
      """
    XCTAssertEqual(tree(template, .ios), """
      @switch (s)
        @case ('pending') @case ('review')
          [.staticText] label="Verificando"
        @default
          [.staticText] label="Listo"
      [.button] label={'Continue' | 'Finish'} (dynamic)

      """)
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: template)))
    guard case .branch(_, _, let node) = PublishedTree(model: model, platform: .ios).rows[1] else { return XCTFail("no branch row") }
    XCTAssertEqual(Int(model.syntax[node].range.start), 16)
  }
}

extension TreeTests {
  /// An `<ng-template>` with no directive on it renders nothing where it is written, only where
  /// something stamps it (`*ngTemplateOutlet`, a component, code): its stops are shown under it,
  /// as a branch row with its start tag, as the `<ng-template>` of an `else` is.
  func testADetachedTemplateIsABranch() {
    let template = """
      <an-text accessibilityRole="header">Fotos</an-text>
      <ng-template #errorDialog let-error>
        <an-dialog title="Error" (accessibilityEscape)="dismiss()">
          <an-text>{{ error.message }}</an-text>
          <an-button (tap)="dismiss()">Close</an-button>
        </an-dialog>
      </ng-template>
      <an-button (tap)="retry()">Retry</an-button>
      """
    XCTAssertEqual(tree(template, .ios, verbose: true), """
      [.header] label="Fotos"
      <ng-template #errorDialog let-error>
        [.staticText] label={error.message} (dynamic)
          note: may not be a stop of its own: what decides is not known statically (a bound accessible or role on it or around it, or the component or template that renders it)
        [.button] label="Close"
      [.button] label="Retry"
      left out: 1 not a stop

      """)
    // What is written around it neither groups nor hides its content (where it is stamped
    // decides), as the rules read it.
    let around = """
      <an-view accessible="true" accessibilityLabel="Tarjeta"><ng-template #open><an-button (tap)="x()">Abrir</an-button></ng-template></an-view>
      <an-view accessible="false"><an-text>Oculto</an-text><ng-template #close><an-button (tap)="y()">Cerrar</an-button></ng-template></an-view>
      """
    XCTAssertEqual(tree(around, .ios, verbose: true), """
      [] label="Tarjeta"
        <ng-template #open>
          [.button] label="Abrir"
      <ng-template #close>
        [.button] label="Cerrar"
      left out: 2 hidden

      """)
  }
}

extension TreeTests {
  /// A control's text under an `*ngIf` with no `else` may not show: the name is marked dynamic,
  /// as it is for an `@if` with no `@else`.
  func testTextUnderAnNgIfWithNoElseIsDynamic() {
    let template = """
      <an-button (tap)="t()">Favorito <an-text *ngIf="isFav">activado</an-text></an-button>
      <an-button (tap)="t()">Favorito @if (isFav) { <an-text>activado</an-text> }</an-button>
      <an-button (tap)="t()">Favorito</an-button>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label="Favorito activado" (dynamic)
      [.button] label="Favorito activado" (dynamic)
      [.button] label="Favorito"

      """)
  }
}

extension TreeTests {
  /// A name from a bound placeholder is shown as its source, as any dynamic value is.
  func testABoundPlaceholderIsShownAsItsSource() {
    let template = """
      <an-text-field [placeholder]="emailHint"></an-text-field>
      <an-text-field placeholder="Correo de {{ empresa }}"></an-text-field>
      """
    XCTAssertEqual(tree(template, .ios), """
      [] label={emailHint} (dynamic)
      [] label="Correo de {empresa}" (dynamic)

      """)
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: template)))
    let json = TreeJSON.render([PublishedTree(model: model, platform: .android)], model: model, path: "t.html")
    XCTAssertTrue(json.contains(#""label":{"dynamic":"{emailHint}"}"#), json)
  }
}
