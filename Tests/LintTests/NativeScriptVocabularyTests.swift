import XCTest
@testable import Lint

/// Messages name roles in NativeScript's vocabulary (`adjustable`, `radioButton`,
/// `imageButton`) under `profile: nativescript`, and in the vocabulary's without it.
final class NativeScriptVocabularyTests: XCTestCase {
  let profile = "profile: nativescript"

  func lines(_ text: String, _ rule: String, config: String? = nil) -> [String] {
    TestLint.lines(text, rule: rule, config: config ?? profile)
  }

  func testRoleUnsupportedOnPlatformNamesTheWrittenRole() {
    let watch = "profile: nativescript\nplatforms: [ios, watchos]"
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Volumen" accessibilityRole="adjustable"></StackLayout>"#,
                         "role-unsupported-on-platform", config: watch),
                   ["1:80 role 'adjustable' is dropped on watchOS: SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere; convey it another way on those platforms"])
    // Bound, inside @if: each alternative as written.
    let bound = """
      @if (ready) {
        <GridLayout accessible="true" accessibilityLabel="مستوى الصوت" [accessibilityRole]="editable ? 'adjustable' : 'text'"></GridLayout>
      }
      """
    XCTAssertEqual(lines(bound, "role-unsupported-on-platform", config: watch),
                   ["2:87 in the alternatives, role 'adjustable' is dropped on watchOS: SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere; convey it another way on those platforms"])
    // Radio buttons: NativeScript gives them UIKit's button trait, SwiftUI has none.
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Pequeño" accessibilityRole="radioButton" accessibilityState="checked"></StackLayout>"#,
                         "role-unsupported-on-platform", config: watch),
                   ["1:80 role 'radioButton' is dropped on watchOS: SwiftUI has no radio trait: a radio button is announced by its value and its position in the group, which is structure, not a trait; give each option a checked state and keep the options together in one container"])
    // Without the profile the vocabulary's word stays.
    XCTAssertEqual(lines(#"<an-view accessible="true" accessibilityLabel="Small" accessibilityRole="radio"></an-view>"#,
                         "role-unsupported-on-platform", config: "platforms: [ios]"),
                   ["1:74 role 'radio' is dropped on iOS: UIKit has no radio trait: an iOS radio button is announced by its value and its position in the group (\"two of five\"), which is structure, not a trait; give each option a checked state and keep the options together in one container"])
  }

  func testRoleStateMismatchNamesTheWrittenRole() {
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Brillo" accessibilityRole="adjustable" accessibilityState="checked"></StackLayout>"#,
                         "role-state-mismatch"),
                   [#"1:111 state 'checked' on an adjustable: only a checkbox, radioButton or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use a Switch or accessibilityRole="checkbox", for a chosen item use 'selected'"#])
    XCTAssertEqual(lines(#"<Button text="Buscar" accessibilityRole="imageButton" accessibilityState="checked"></Button>"#, "role-state-mismatch"),
                   [#"1:75 state 'checked' on an imageButton: only a checkbox, radioButton or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use a Switch or accessibilityRole="checkbox", for a chosen item use 'selected'"#])
    // A native Slider is NativeScript's adjustable view.
    XCTAssertEqual(lines(#"<Slider accessibilityLabel="Volumen" accessibilityState="checked"></Slider>"#, "role-state-mismatch"),
                   [#"1:58 state 'checked' on an adjustable: only a checkbox, radioButton or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use a Switch or accessibilityRole="checkbox", for a chosen item use 'selected'"#])
    // Alternatives, inside an ng-template.
    let alternatives = #"<ng-template><StackLayout accessible="true" accessibilityLabel="x" [accessibilityRole]="a ? 'adjustable' : 'imageButton'" accessibilityState="checked"></StackLayout></ng-template>"#
    XCTAssertEqual(lines(alternatives, "role-state-mismatch"),
                   [#"1:143 state 'checked' on the role alternatives 'adjustable' and 'imageButton': only a checkbox, radioButton or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use a Switch or accessibilityRole="checkbox", for a chosen item use 'selected'"#])
    // Without the profile.
    XCTAssertEqual(lines(#"<an-view accessible="true" accessibilityLabel="x" accessibilityRole="slider" [accessibilityState]="{ checked: on }"></an-view>"#,
                         "role-state-mismatch", config: ""),
                   [#"1:102 state 'checked' on a slider: only a checkbox, radio or switch carries checked (the hosts write it as the toggle's value "1"/"0"); for on/off use an-switch, an-checkbox or accessibilityRole="checkbox", for a chosen item use 'selected'"#])
  }

  func testAdjustableWithoutActionsNamesAdjustable() {
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Valoración" accessibilityRole="adjustable"></StackLayout>"#, "adjustable-without-actions"),
                   ["1:2 'StackLayout' has role 'adjustable' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers and an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add them, or use a Slider"])
    let bound = """
      @for (item of items; track item.id) {
        <StackLayout accessible="true" [accessibilityLabel]="item.name" [accessibilityRole]="item.rated ? 'adjustable' : 'text'" (accessibilityIncrement)="up(item)" (accessibilityDecrement)="down(item)"></StackLayout>
      }
      """
    XCTAssertEqual(lines(bound, "adjustable-without-actions"),
                   ["2:4 'StackLayout' has the role alternative 'adjustable' but lacks an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add it, or use a Slider"])
  }

  func testOtherMessagesNameTheWrittenRole() {
    XCTAssertEqual(lines(#"<StackLayout accessibilityHidden="true"><StackLayout accessibilityLabel="Pequeño" accessibilityRole="radioButton" accessibilityState="checked"></StackLayout></StackLayout>"#, "hidden-interactive"),
                   [#"1:42 'StackLayout' is a radioButton but is inside the accessibilityHidden="true" 'StackLayout' on line 1: screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"#])
    XCTAssertEqual(lines(#"<Slider accessibilityLabel="Volumen" accessibilityRole="none"></Slider>"#, "role-none-on-interactive"),
                   ["1:57 role 'none' strips the adjustable role that 'Slider' needs: screen-reader, Voice Control and keyboard users cannot tell it can be used; remove accessibilityRole, or hide it with accessible=\"false\" if it is decoration"])
    XCTAssertEqual(lines(#"<StackLayout accessibilityRole="radioButton" accessibilityState="unchecked"></StackLayout>"#, "missing-name"),
                   [#"1:2 'StackLayout' is a radioButton with no name: screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel"#])
    XCTAssertEqual(lines(#"<StackLayout accessibilityRole="adjustable" accessibilityValue="3" (accessibilityIncrement)="u()" (accessibilityDecrement)="d()"></StackLayout>"#, "missing-name"),
                   [#"1:2 'StackLayout' is an adjustable with no name: screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel"#])
    XCTAssertEqual(lines(#"<an-view accessibilityRole="radio" [accessibilityState]="{ checked: on }"></an-view>"#, "missing-name", config: ""),
                   [#"1:2 'an-view' is a radio button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel"#])
    XCTAssertEqual(lines(#"<StackLayout accessibilityRole="radioButton" accessibilityValue="sí" accessibilityState="checked"></StackLayout>"#, "checked-state-as-text"),
                   [])
  }
}

/// Platform-prefixed attributes (`ios:`, `android:`) never cause a finding.
final class NativeScriptPlatformAttributeTests: XCTestCase {
  let profile = "profile: nativescript"
  func rules(_ text: String) -> [String] {
    TestLint.all(text, config: profile).filter { $0.suppression == nil }.map(\.ruleID)
  }

  func testPlatformPrefixedNamesAreNames() {
    XCTAssertEqual(TestLint.lines(#"<Button android:text="Guardar" (tap)="save()"></Button>"#, rule: "missing-name", config: profile),
                   [#"1:2 'Button' is a button with no name on iOS: only android:text names it, on Android; screen-reader users on iOS hear only its role and Voice Control has nothing to say; add text="…" or accessibilityLabel"#])
    // Only Android targeted: named everywhere it runs.
    XCTAssertEqual(TestLint.lines(#"<Button android:text="Guardar" (tap)="save()"></Button>"#, rule: "missing-name", config: profile + "\nplatforms: [android]"), [])
    // Collapsed on iOS: nothing to name there.
    XCTAssertEqual(rules(#"<Button android:text="Guardar" ios:visibility="collapsed" (tap)="save()"></Button>"#), [])
    XCTAssertEqual(rules(#"<Button ios:accessibilityLabel="Guardar" android:text="Guardar" (tap)="save()"></Button>"#), [])
    XCTAssertEqual(rules(#"<Switch ios:accessibilityLabel="الإشعارات" android:accessibilityLabel="الإشعارات" accessibilityState="checked"></Switch>"#), [])
    XCTAssertEqual(rules(#"<TextField android:hint="Correo" ios:hint="Correo" [(ngModel)]="email"></TextField>"#), [])
    XCTAssertEqual(TestLint.lines(#"<TextField android:hint="Correo" [(ngModel)]="email"></TextField>"#, rule: "missing-name", config: profile),
                   [#"1:2 'TextField' is a text field with no name on iOS: only android:hint names it, on Android; screen-reader users on iOS hear only its role and Voice Control has nothing to say; add accessibilityLabel or hint="…""#])
    let blocks = """
      @if (ready) {
        @for (item of items; track item.id) {
          <Button [android:text]="item.nombre" [ios:text]="item.nombre" (tap)="open(item)"></Button>
        }
      }
      <ng-template #row><Button ios:text="{{ nombre }}" android:accessibilityLabel="{{ nombre }}" (tap)="x()"></Button></ng-template>
      <ng-template #icono><Button ios:text="{{ nombre }}" (tap)="x()"></Button></ng-template>
      """
    XCTAssertEqual(TestLint.lines(blocks, rule: "missing-name", config: profile),
                   [#"7:22 'Button' is a button with no name on Android: only ios:text names it, on iOS; screen-reader users on Android hear only its role and Voice Control has nothing to say; add text="…" or accessibilityLabel"#])
    // An empty platform name is no name.
    XCTAssertEqual(rules(#"<Button android:text="" (tap)="save()"></Button>"#), ["missing-name"])
  }

  func testPlatformPrefixedPropsAreNotUnknown() {
    XCTAssertEqual(rules(#"<Label text="x" ios:accessibilityLabel="y" android:accessibilityHint="z" ios:accessibilityLiveRegion="polite" android:accessibilityRole="header"></Label>"#), [])
    XCTAssertEqual(TestLint.lines(#"<Label text="x" ios:accesibilityLabel="y"></Label>"#, rule: "unknown-accessibility-prop", config: profile),
                   ["1:17 'ios:accesibilityLabel' is not an accessibility prop and reaches no screen reader; did you mean 'ios:accessibilityLabel'?"])
    XCTAssertEqual(TestLint.lines(#"<Label text="x" android:accessibilityHiden="true"></Label>"#, rule: "unknown-accessibility-prop", config: profile),
                   ["1:17 'android:accessibilityHiden' is not an accessibility prop and reaches no screen reader; did you mean 'android:accessibilityHidden'?"])
    XCTAssertEqual(TestLint.lines(#"<Label text="x" ios:accesibilityLabel="y"></Label>"#, rule: "unknown-accessibility-prop", config: ""), [])
  }

  func testPlatformVisibilityHidesOnThatPlatformOnly() {
    // Collapsed on iOS only: still a button on Android, where it is reported.
    XCTAssertEqual(rules(#"<Button ios:visibility="collapsed" (tap)="a()"></Button>"#), ["missing-name"])
    XCTAssertEqual(rules(#"<Button ios:visibility="collapsed" text="Borrar" (tap)="a()"></Button>"#), [])
    // Not hidden-interactive: hidden on one platform by design, not from assistive technologies.
    XCTAssertEqual(rules(#"<StackLayout android:visibility="collapse"><Button text="Borrar" (tap)="a()"></Button></StackLayout>"#), [])
  }

  /// Hidden from assistive technologies on one platform (still on screen there): a control is
  /// `hidden-interactive` for that platform, as with the unprefixed props.
  func testPlatformHidingIsHiddenInteractiveOnThatPlatform() {
    let template = """
      <StackLayout>
        <StackLayout ios:accessibilityHidden="true"><Button text="Pay" (tap)="pay()"></Button></StackLayout>
        <Button text="Delete" android:accessible="false" (tap)="remove()"></Button>
        <StackLayout ios:accessibilityHidden="true" android:accessibilityHidden="true"><Button text="Both" (tap)="both()"></Button></StackLayout>
        <StackLayout ios:accessibilityHidden="true" ios:visibility="collapsed"><Button text="Gone" (tap)="gone()"></Button></StackLayout>
        <StackLayout android:visibility="collapse"><Button text="Borrar" (tap)="a()"></Button></StackLayout>
        <StackLayout ios:accessibilityHidden="false"><Button text="Shown" (tap)="shown()"></Button></StackLayout>
      </StackLayout>
      """
    let findings = TestLint.findings(template, rule: "hidden-interactive", config: profile)
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive", config: profile), [
      #"2:48 'Button' handles (tap) but is inside the ios:accessibilityHidden="true" 'StackLayout' on line 2: screen-reader, Switch Control and keyboard users on iOS cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"#,
      #"3:4 'Button' handles (tap) but has android:accessible="false": screen-reader, Switch Control and keyboard users on Android cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"#,
      #"4:83 'Button' handles (tap) but is inside the ios:accessibilityHidden="true" and android:accessibilityHidden="true" 'StackLayout' on line 4: screen-reader, Switch Control and keyboard users on iOS and Android cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"#,
    ])
    XCTAssertEqual(findings.map(\.platforms), [[.ios], [.android], [.ios, .android]])
    // Only Android targeted: the iOS hiding is no finding.
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-interactive", config: profile + "\nplatforms: [android]").count, 2)
  }
}

/// `accessibilityLiveRegion` values (invalid-state) and increment/decrement handlers on views
/// that are not adjustable (adjustable-without-actions) under the profile.
final class NativeScriptLiveRegionAndAdjustTests: XCTestCase {
  let profile = "profile: nativescript"
  func lines(_ text: String, _ rule: String, config: String? = nil) -> [String] {
    TestLint.lines(text, rule: rule, config: config ?? profile)
  }

  func testValidLiveRegionsAreSilent() {
    for value in ["none", "polite", "assertive", "0", "1", "2"] {
      XCTAssertEqual(lines(#"<Label text="Guardado" accessibilityLiveRegion="\#(value)"></Label>"#, "invalid-state"), [], value)
    }
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="2"></Label>"#, "invalid-state"), [])
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="'polite'"></Label>"#, "invalid-state"), [])
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="urgent ? 'assertive' : 'polite'"></Label>"#, "invalid-state"), [])
    // Bound values the linter cannot know stay silent.
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="region"></Label>"#, "invalid-state"), [])
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="AccessibilityLiveRegion.Polite"></Label>"#, "invalid-state"), [])
    XCTAssertEqual(lines(#"<Label text="Guardado" accessibilityLiveRegion="{{ region }}"></Label>"#, "invalid-state"), [])
  }

  func testInvalidLiveRegionsAreInvalidState() {
    XCTAssertEqual(lines(#"<Label text="Guardado" accessibilityLiveRegion="polit"></Label>"#, "invalid-state"),
                   ["1:49 'polit' is not a value of accessibilityLiveRegion; did you mean 'polite'?"])
    XCTAssertEqual(lines(#"<Label text="تم الحفظ" accessibilityLiveRegion="loud"></Label>"#, "invalid-state"),
                   ["1:49 'loud' is not a value of accessibilityLiveRegion; it is one of: none, polite, assertive, 0, 1, 2"])
    XCTAssertEqual(lines(#"<Label text="Guardado" [accessibilityLiveRegion]="3"></Label>"#, "invalid-state"),
                   ["1:51 3 is not a value of accessibilityLiveRegion; it is one of: none, polite, assertive, 0, 1, 2"])
    let blocks = """
      @if (saving) {
        <ng-template><Label text="Guardando" [accessibilityLiveRegion]="urgent ? 'assertiv' : 'polite'"></Label></ng-template>
      }
      """
    XCTAssertEqual(lines(blocks, "invalid-state"),
                   ["2:67 'assertiv' is not a value of accessibilityLiveRegion; did you mean 'assertive'?"])
    XCTAssertEqual(lines(#"<Label text="x" ios:accessibilityLiveRegion="true"></Label>"#, "invalid-state"),
                   ["1:46 'true' is not a value of accessibilityLiveRegion; it is one of: none, polite, assertive, 0, 1, 2"])
    // Without the profile it is no prop at all (unknown-accessibility-prop's), not a value.
    XCTAssertEqual(lines(#"<an-text accessibilityLiveRegion="loud">x</an-text>"#, "invalid-state", config: ""), [])
  }

  func testIncrementOnAViewThatIsNotAdjustable() {
    XCTAssertEqual(lines(#"<StackLayout accessibilityLabel="Valoración" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></StackLayout>"#, "adjustable-without-actions"),
                   [#"1:46 'StackLayout' handles (accessibilityIncrement) and (accessibilityDecrement) but is not adjustable: they are called only on a Slider or a view with accessibilityRole="adjustable", so screen-reader users never reach them; add accessibilityRole="adjustable" and an accessibilityValue, or use a Slider"#])
    XCTAssertEqual(lines(#"<Button text="Más" (tap)="m()" (accessibilityIncrement)="up()"></Button>"#, "adjustable-without-actions"),
                   [#"1:32 'Button' handles (accessibilityIncrement) but is not adjustable: it is called only on a Slider or a view with accessibilityRole="adjustable", so screen-reader users never reach it; add accessibilityRole="adjustable" and an accessibilityValue, or use a Slider"#])
    let forLoop = """
      @for (s of stars; track s) {
        <GridLayout accessibilityRole="button" [accessibilityLabel]="s.nombre" (accessibilityDecrement)="down(s)"></GridLayout>
      }
      """
    XCTAssertEqual(lines(forLoop, "adjustable-without-actions"),
                   [#"2:74 'GridLayout' handles (accessibilityDecrement) but is not adjustable: it is called only on a Slider or a view with accessibilityRole="adjustable", so screen-reader users never reach it; add accessibilityRole="adjustable" and an accessibilityValue, or use a Slider"#])
  }

  func testIncrementOnAnAdjustableViewIsSilent() {
    XCTAssertEqual(lines(#"<Slider accessibilityLabel="Volumen" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></Slider>"#, "adjustable-without-actions"), [])
    XCTAssertEqual(lines(#"<StackLayout accessibilityLabel="السطوع" accessibilityRole="adjustable" accessibilityValue="3" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></StackLayout>"#, "adjustable-without-actions"), [])
    // Bound: adjustable in one alternative, or a role the linter cannot know.
    XCTAssertEqual(lines(#"<StackLayout accessibilityLabel="x" [accessibilityRole]="editable ? 'adjustable' : 'text'" accessibilityValue="3" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></StackLayout>"#, "adjustable-without-actions"), [])
    XCTAssertEqual(lines(#"<StackLayout accessibilityLabel="x" [accessibilityRole]="role" (accessibilityIncrement)="up()"></StackLayout>"#, "adjustable-without-actions"), [])
    // Hidden views are hidden-interactive's or nobody's.
    XCTAssertEqual(lines(#"<StackLayout visibility="collapsed" (accessibilityIncrement)="up()"></StackLayout>"#, "adjustable-without-actions"), [])
    // Without the profile the contract's hosts call them on any view.
    XCTAssertEqual(lines(#"<an-view accessibilityLabel="x" (accessibilityIncrement)="up()"></an-view>"#, "adjustable-without-actions", config: ""), [])
  }
}

extension NativeScriptPlatformAttributeTests {
  /// iOS names a system bar button item (`ios.systemIcon`); on Android it has no name.
  func testSystemIconNamesAnActionItemOnIOSOnly() {
    let template = """
      <ActionBar title="Fotos">
        <ActionItem ios.systemIcon="9" android.systemIcon="ic_menu_share" (tap)="share()"></ActionItem>
        <ActionItem ios.systemIcon="9" android:text="Compartir" (tap)="share()"></ActionItem>
        <ActionItem ios.systemIcon="9" text="Compartir" (tap)="share()"></ActionItem>
      </ActionBar>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name", config: profile), [
      #"2:4 'ActionItem' is a button with no name on Android: only ios.systemIcon names it, on iOS; screen-reader users on Android hear only its role and Voice Control has nothing to say; add text="…" or accessibilityLabel"#,
    ])
    XCTAssertEqual(TestLint.findings(template, rule: "missing-name", config: profile).map(\.platforms), [[.android]])
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name", config: profile + "\nplatforms: [ios]"), [])
  }
}

extension NativeScriptVocabularyTests {
  /// A view a platform removes (`ios:visibility="collapsed"`) is not on screen there: a finding
  /// about it holds on the other platforms only, and none is left when only that platform is
  /// targeted. (The engine narrows every rule's findings about such an element.)
  func testFindingsAboutAViewRemovedOnAPlatformHoldOnTheOthers() {
    let text = "<StackLayout>\n  <Button ios:visibility=\"collapsed\" (tap)=\"share()\"></Button>\n  <Switch android:visibility=\"collapsed\" accessibilityLabel=\"Wi-Fi activado\"></Switch>\n</StackLayout>"
    XCTAssertEqual(TestLint.lines(text, rule: "missing-name", config: profile), [
      #"2:4 'Button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text="…" or accessibilityLabel (on Android only: it is removed on iOS)"#,
    ])
    XCTAssertEqual(TestLint.all(text, config: profile).filter { $0.ruleID == "missing-name" }.map(\.platforms), [[.android]])
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label", config: profile), [
      "3:62 label 'Wi-Fi activado' carries state ('activado'): keep the name constant and put the state in accessibilityValue or accessibilityState (on iOS only: it is removed on Android)",
    ])
    XCTAssertEqual(TestLint.lines(text, rule: "missing-name", config: profile + "\nplatforms: [ios]"), [])
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label", config: profile + "\nplatforms: [android]"), [])
  }
}
