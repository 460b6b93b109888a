import AccessibilityModel
import TemplateSyntax
import XCTest

/// The model's facts under `profile: nativescript`: names from `text`, `FormattedString`/`Span`
/// and `hint`, removal by `visibility`, `nsRouterLink`, role aliases, string states,
/// `accessibilityHidden`, and which views are stops.
final class NativeScriptModelTests: XCTestCase {
  func ns(_ text: String) -> Model { Model(text, profile: .nativeScript) }

  func testButtonIsNamedByItsTextInEveryForm() {
    XCTAssertEqual(ns(#"<Button text="Save"></Button>"#).one("Button").name, .known("Save", .content))
    XCTAssertEqual(ns(#"<Button [text]="title"></Button>"#).one("Button").name, .dynamic(.content))
    XCTAssertEqual(ns(#"<Button text="{{ title }}"></Button>"#).one("Button").name, .dynamic(.content))
    XCTAssertEqual(ns(#"<Button text="Hola {{ name }}"></Button>"#).one("Button").name, .dynamic(.content))
    XCTAssertEqual(ns(#"<Button [text]="'Guardar'"></Button>"#).one("Button").name, .known("Guardar", .content))
    XCTAssertEqual(ns(#"<Button text=""></Button>"#).one("Button").name, .none)
    XCTAssertEqual(ns(#"<Button></Button>"#).one("Button").name, .none)
    XCTAssertEqual(ns(#"<Button text="&#xf00d;"></Button>"#).one("Button").name, .unreadable("\u{f00d}", .content))
  }

  func testSpanishAndArabicTextAreNames() {
    XCTAssertEqual(ns(#"<Button text="Iniciar sesión"></Button>"#).one("Button").name, .known("Iniciar sesión", .content))
    XCTAssertEqual(ns(#"<Label text="الإعدادات"></Label>"#).one("Label").name, .known("الإعدادات", .content))
  }

  func testFormattedStringSpansAreTheText() {
    let model = ns("""
      <Label><FormattedString><Span text="Sign "></Span><Span text="in" fontWeight="bold"></Span></FormattedString></Label>
      """)
    XCTAssertEqual(model.one("Label").name, .known("Sign in", .content))
    let bound = ns(#"<Button><FormattedString><Span [text]="count"></Span><Span text=" items"></Span></FormattedString></Button>"#)
    XCTAssertEqual(bound.one("Button").name, .dynamic(.content))
  }

  func testATappableLayoutTakesTheTextOfTheLabelsInside() {
    let model = ns(#"<GridLayout accessibilityRole="button" (tap)="go()"><Label text="&#xf015;"></Label><Label text="Inicio"></Label></GridLayout>"#)
    XCTAssertEqual(model.one("GridLayout").name, .known("\u{f015} Inicio", .content))
  }

  func testTextFieldIsNamedByItsHint() {
    XCTAssertEqual(ns(#"<TextField hint="Email"></TextField>"#).one("TextField").name, .known("Email", .placeholder))
    XCTAssertEqual(ns(#"<TextField [hint]="'k' | translate"></TextField>"#).one("TextField").name, .dynamic(.placeholder))
    XCTAssertEqual(ns(#"<SearchBar hint="Buscar"></SearchBar>"#).one("SearchBar").name, .known("Buscar", .placeholder))
    XCTAssertEqual(ns(#"<TextField text="typed"></TextField>"#).one("TextField").name, .none)
    XCTAssertEqual(ns(#"<TextView editable="false" text="Terms"></TextView>"#).one("TextView").name, .known("Terms", .content))
    XCTAssertEqual(ns(#"<TextView hint="Comentarios"></TextView>"#).one("TextView").name, .known("Comentarios", .placeholder))
  }

  func testVisibilityRemovesTheViewForEveryone() {
    let model = ns(#"<ActionBar><NavigationButton visibility="hidden"></NavigationButton></ActionBar>"#)
    let button = model.one("NavigationButton")
    XCTAssertTrue(button.isRemoved)
    XCTAssertTrue(button.isHidden)
    XCTAssertFalse(button.isStop)
    for value in ["collapse", "collapsed"] {
      XCTAssertTrue(ns(#"<Label text="x" visibility="\#(value)"></Label>"#).one("Label").isRemoved, value)
    }
    XCTAssertFalse(ns(#"<Label text="x" visibility="visible"></Label>"#).one("Label").isRemoved)
    XCTAssertFalse(ns(#"<Label text="x" [visibility]="shown ? 'visible' : 'collapsed'"></Label>"#).one("Label").isRemoved)
    XCTAssertTrue(ns(#"<Label text="x" [visibility]="a ? 'hidden' : 'collapsed'"></Label>"#).one("Label").isRemoved)
  }

  func testNavigationButtonWithoutTextIsNamedByTheHost() {
    XCTAssertEqual(ns(#"<NavigationButton (tap)="back()"></NavigationButton>"#).one("NavigationButton").name, .dynamic(.content))
    XCTAssertEqual(ns(#"<NavigationButton text="Atrás"></NavigationButton>"#).one("NavigationButton").name, .known("Atrás", .content))
  }

  func testRouterLinkMakesAnyViewActivatable() {
    let label = ns(#"<Label nsRouterLink="/home" text="Home"></Label>"#).one("Label")
    XCTAssertTrue(label.hasActivation)
    XCTAssertEqual(label.events.map(\.shown), ["nsRouterLink"])
    XCTAssertTrue(ns(#"<StackLayout [nsRouterLink]="['/item', id]"></StackLayout>"#).one("StackLayout").hasActivation)
  }

  func testRoleAliasesMeanTheVocabularysRoles() {
    let cases: [(String, EffectiveRole)] = [
      ("imageButton", .role(.button)), ("adjustable", .role(.slider)), ("radioButton", .role(.radio)),
      ("staticText", .role(.text)), ("text", .role(.text)), ("keyboardKey", .role(.button)),
      ("progressBar", .unknown), ("button", .role(.button)),
    ]
    for (name, role) in cases {
      XCTAssertEqual(ns(#"<StackLayout accessibilityRole="\#(name)"></StackLayout>"#).one("StackLayout").effectiveRole, role, name)
    }
    let bound = ns(#"<StackLayout [accessibilityRole]="on ? 'radioButton' : 'imageButton'"></StackLayout>"#).one("StackLayout")
    XCTAssertEqual(bound.roleAlternatives.map(\.role), [.role(.radio), .role(.button)])
    // Without the profile the names are no roles.
    XCTAssertEqual(Model(#"<an-view accessibilityRole="imageButton"></an-view>"#).one("an-view").effectiveRole, .unknown)
  }

  func testStringStatesMeanTheStateObject() {
    let checked = ns(#"<StackLayout accessibilityRole="radioButton" accessibilityState="checked"></StackLayout>"#).one("StackLayout")
    XCTAssertEqual(checked.stateValue(.checked), .bool(true))
    XCTAssertTrue(checked.state?.isStringState == true)
    let unchecked = ns(#"<Switch accessibilityState="unchecked"></Switch>"#).one("Switch")
    XCTAssertEqual(unchecked.stateValue(.checked), .bool(false))
    XCTAssertEqual(ns(#"<Button accessibilityState="disabled"></Button>"#).one("Button").stateValue(.disabled), .bool(true))
    XCTAssertEqual(ns(#"<Button accessibilityState="selected"></Button>"#).one("Button").stateValue(.selected), .bool(true))
    let bound = ns(#"<Switch [accessibilityState]="on ? 'checked' : 'unchecked'"></Switch>"#).one("Switch")
    XCTAssertEqual(bound.stateValue(.checked), .alternatives([.bool(true), .bool(false)]))
    XCTAssertTrue(bound.mayHaveState(.checked))
    let mixed = ns(#"<Button [accessibilityState]="a ? 'selected' : 'disabled'"></Button>"#).one("Button")
    XCTAssertEqual(mixed.stateValue(.selected), .dynamic(.any))
  }

  func testAccessibilityHiddenHidesLikeAccessibleFalse() {
    let model = ns(#"<StackLayout accessibilityHidden="true"><Button text="Delete"></Button></StackLayout>"#)
    XCTAssertEqual(model.one("Button").hiddenBy, model.one("StackLayout").index)
    XCTAssertFalse(model.one("StackLayout").isRemoved)
    XCTAssertFalse(ns(#"<Button text="x" accessibilityHidden="false"></Button>"#).one("Button").isHidden)
  }

  func testImageIsAStopOnlyWhenMadeOne() {
    XCTAssertFalse(ns(#"<Image src="res://logo"></Image>"#).one("Image").isStop)
    XCTAssertTrue(ns(#"<Image src="res://logo" accessible="true"></Image>"#).one("Image").isStop)
    XCTAssertTrue(ns(#"<Image src="res://logo" accessibilityLabel="Logo"></Image>"#).one("Image").isStop)
    XCTAssertEqual(ns(#"<StackLayout><Label text="a"></Label><Button text="b"></Button><Image src="c"></Image></StackLayout>"#).stops,
                   ["Label", "Button"])
  }

  func testGivenTogglesAreButtonsOnIOSAndNativeOnesKeepTheirTrait() {
    let given = ns(#"<StackLayout accessible="true" accessibilityRole="radioButton"></StackLayout>"#).one("StackLayout")
    XCTAssertEqual(given.roleForm(.radio, on: .uikit), .trait(".button"))
    XCTAssertEqual(given.roleForm(.radio, on: .android), .widget("android.widget.RadioButton"))
    XCTAssertEqual(ns(#"<Switch></Switch>"#).one("Switch").roleForm(.switch, on: .uikit), .trait(".toggleButton"))
    XCTAssertEqual(ns(#"<Switch accessibilityRole="switch"></Switch>"#).one("Switch").roleForm(.switch, on: .uikit), .trait(".toggleButton"))
  }

  func testAutomationTextIsALabelOnlyWhenTheConfigurationSaysSo() {
    XCTAssertEqual(ns(#"<Button automationText="closeButton" (tap)="close()"></Button>"#).one("Button").name, .none)
    var behaviour = ComponentProfile.nativeScript.behaviours["Button"]!
    behaviour.label = ["automationText"]
    let refined = ComponentProfile.nativeScript.refined(by: ["Button": behaviour])
    XCTAssertEqual(Model(#"<Button automationText="Close" (tap)="close()"></Button>"#, profile: refined).one("Button").name,
                   .known("Close", .label))
    XCTAssertEqual(Model(#"<Button automationText="x" accessibilityLabel="Cerrar"></Button>"#, profile: refined).one("Button").name,
                   .known("Cerrar", .label))
  }

  func testTagNamesAreCaseSensitive() {
    XCTAssertEqual(ns(#"<label text="x"></label><BUTTON text="y"></BUTTON>"#).tree.elements.count, 0)
  }

  func testNamesInsideBlocksAndItemTemplates() {
    let blocks = ns(#"@if (a) { <Button text="Guardar"></Button> } @for (x of xs; track x) { <Button [text]="x.name"></Button> }"#)
    XCTAssertEqual(blocks.all("Button").map(\.name), [.known("Guardar", .content), .dynamic(.content)])
    let list = ns("""
      <ListView [items]="items"><ng-template let-item="item">
        <GridLayout (tap)="open(item)"><Label [text]="item.title"></Label><Image src="res://chevron"></Image></GridLayout>
      </ng-template></ListView>
      """)
    XCTAssertEqual(list.one("GridLayout").name, .dynamic(.content))
    XCTAssertTrue(list.one("GridLayout").hasActivation)
  }

  func testUnmappedPascalCaseViewsAreComponentsWithUnknownContent() {
    let model = ns(#"<StackLayout accessibilityRole="button" (tap)="go()"><PhotoCarousel></PhotoCarousel></StackLayout>"#)
    XCTAssertEqual(model.one("StackLayout").name, .dynamic(.content))
    let titled = ns(#"<ActionItem (tap)="go()"><ActionItem.actionView><Label text="Cart"></Label></ActionItem.actionView></ActionItem>"#)
    XCTAssertEqual(titled.one("ActionItem").name, .known("Cart", .content))
  }

  func testBehavioursOfAnyProfile() {
    let profile = ComponentProfile(behaviours: [
      "app-tile": ComponentBehaviour(primitive: "an-button", nameFrom: ["title"], label: ["automationText"]),
      "app-input": ComponentBehaviour(primitive: "an-text-field", placeholder: ["prompt"]),
      "app-row": ComponentBehaviour(primitive: "an-view", hiddenWhen: ["state": ["gone"]], activation: ["routerLink"]),
    ])
    let model = Model("""
      <app-tile automationText="Open"></app-tile><app-tile title="Abrir"></app-tile>
      <app-input prompt="Name"></app-input><app-row state="gone"></app-row><app-row routerLink="/x"></app-row>
      """, profile: profile)
    XCTAssertEqual(model.all("app-tile").map(\.name), [.known("Open", .label), .known("Abrir", .content)])
    XCTAssertEqual(model.one("app-input").name, .known("Name", .placeholder))
    XCTAssertEqual(model.all("app-row").map(\.isRemoved), [true, false])
    XCTAssertEqual(model.all("app-row").map(\.hasActivation), [false, true])
  }
}
