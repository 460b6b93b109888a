import XCTest
@testable import Lint

/// The rules under `profile: nativescript` (the issue's "done when"), with the exact findings.
final class NativeScriptProfileTests: XCTestCase {
  let profile = "profile: nativescript"

  func lines(_ text: String, _ rule: String) -> [String] { TestLint.lines(text, rule: rule, config: profile) }
  func rules(_ text: String) -> [String] { TestLint.all(text, config: profile).filter { $0.suppression == nil }.map(\.ruleID) }

  func testButtonWithTextHasAName() {
    XCTAssertEqual(lines(#"<Button text="Save" (tap)="save()"></Button>"#, "missing-name"), [])
    XCTAssertEqual(lines(#"<Button [text]="label" (tap)="save()"></Button>"#, "missing-name"), [])
    XCTAssertEqual(lines(#"<Button text="{{ 'save' | translate }}" (tap)="save()"></Button>"#, "missing-name"), [])
    XCTAssertEqual(lines(#"<Button (tap)="save()"></Button>"#, "missing-name"),
                   [#"1:2 'Button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text="…" or accessibilityLabel"#])
    // With only a plain mapping the linter cannot know `text` names it.
    XCTAssertEqual(TestLint.lines(#"<Button text="Save"></Button>"#, rule: "missing-name", config: "components: {Button: an-button}").count, 1)
  }

  func testSilentCasesOfTheIssue() {
    let template = """
      <ActionBar title="Inbox"><NavigationButton visibility="hidden"></NavigationButton></ActionBar>
      <StackLayout>
        <TextField hint="Email" [(ngModel)]="email"></TextField>
        <Label><FormattedString><Span text="Hola, "></Span><Span [text]="name"></Span></FormattedString></Label>
        <Button text="Save" (tap)="save()"></Button>
      </StackLayout>
      """
    XCTAssertEqual(rules(template), [])
  }

  func testTappableLayoutStillNeedsAButtonRole() {
    XCTAssertEqual(lines(#"<StackLayout (tap)="showMenu()"><Image src="res://menu"></Image></StackLayout>"#, "tap-needs-button-role"),
                   [#"1:2 'StackLayout' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use a Button, or add accessibilityRole="button" and an accessibilityLabel (nothing inside it is a name)"#])
    XCTAssertEqual(lines(#"<Label text="Sign up" nsRouterLink="/signup"></Label>"#, "tap-needs-button-role"),
                   [#"1:2 'Label' handles nsRouterLink but is announced as text: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use a Button, or add accessibilityRole="button""#])
    XCTAssertEqual(lines(#"<StackLayout accessibilityRole="imageButton" accessibilityLabel="Menu" (tap)="showMenu()"></StackLayout>"#,
                         "tap-needs-button-role"), [])
  }

  func testNativeScriptRolesAndStatesAreNoErrors() {
    for role in ["imageButton", "staticText", "text", "adjustable", "radioButton", "keyboardKey", "progressBar", "spinButton", "plays", "startsMedia"] {
      let template = #"<StackLayout accessible="true" accessibilityLabel="x" accessibilityRole="\#(role)"></StackLayout>"#
      XCTAssertEqual(lines(template, "unknown-role"), [], role)
    }
    for state in ["selected", "checked", "unchecked", "disabled"] {
      let template = #"<StackLayout accessible="true" accessibilityLabel="x" accessibilityRole="radioButton" accessibilityState="\#(state)"></StackLayout>"#
      XCTAssertEqual(lines(template, "invalid-state"), [], state)
    }
    XCTAssertEqual(lines(#"<Switch accessibilityLabel="Wifi" [accessibilityState]="on ? 'checked' : 'unchecked'"></Switch>"#, "invalid-state"), [])
  }

  func testMisspeltRolesAndStatesAreStillErrors() {
    XCTAssertEqual(lines(#"<Button text="a" accessibilityRole="imagebutton"></Button>"#, "unknown-role"),
                   ["1:37 unknown role 'imagebutton'; did you mean 'imageButton'?"])
    XCTAssertEqual(lines(#"<Button text="a" accessibilityRole="imagebuton"></Button>"#, "unknown-role"),
                   ["1:37 unknown role 'imagebuton'; did you mean 'imageButton'?"])
    XCTAssertEqual(lines(#"<Label text="a" accesibilityHidden="true"></Label>"#, "unknown-accessibility-prop"),
                   ["1:17 'accesibilityHidden' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityHidden'?"])
    XCTAssertEqual(lines(#"<Button text="a" accessibilityState="check"></Button>"#, "invalid-state"),
                   ["1:38 unknown state 'check'; did you mean 'checked'?"])
    XCTAssertEqual(lines(#"<Button text="a" accessibilityState="on"></Button>"#, "invalid-state"),
                   ["1:38 unknown state 'on'; accessibilityState is one of: checked, disabled, selected, unchecked"])
    XCTAssertEqual(lines(#"<Button text="a" [accessibilityState]="{ selected: true }"></Button>"#, "invalid-state"),
                   ["1:40 accessibilityState is one string here (checked, disabled, selected, unchecked), not an object: the object reaches no screen reader"])
  }

  func testBareIdentifiersOfNativeScriptNamesAreBindingMistakes() {
    XCTAssertEqual(lines(#"<Button text="a" [accessibilityRole]="imageButton"></Button>"#, "binding-quote-mistake"),
                   [#"1:39 [accessibilityRole]="imageButton" binds a component field called 'imageButton', not the role 'imageButton'; write [accessibilityRole]="'imageButton'" or accessibilityRole="imageButton""#])
    XCTAssertEqual(lines(#"<Switch [accessibilityState]="unchecked"></Switch>"#, "binding-quote-mistake"),
                   [#"1:31 [accessibilityState]="unchecked" binds a component field called 'unchecked', not the state 'unchecked'; write accessibilityState="unchecked" or [accessibilityState]="'unchecked'""#])
    XCTAssertEqual(lines(#"<Switch [accessibilityState]="checked"></Switch>"#, "binding-quote-mistake"),
                   [#"1:31 [accessibilityState]="checked" binds a component field called 'checked', not the state 'checked'; write accessibilityState="checked" or [accessibilityState]="'checked'""#])
    XCTAssertEqual(lines(#"<Switch [accessibilityState]="state"></Switch>"#, "binding-quote-mistake"), [])
  }

  func testCheckedStateAdviceIsTheStringForm() {
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Small" accessibilityRole="radioButton"></StackLayout>"#, "missing-checked-state"),
                   [#"1:2 'StackLayout' has role 'radioButton' but no checked state: the reader cannot say whether it is on; bind [accessibilityState]="on ? 'checked' : 'unchecked'""#])
    XCTAssertEqual(lines(#"<Switch accessibilityLabel="Wifi"></Switch>"#, "missing-checked-state"), [])
  }

  func testRedundantRoleOnlyForTheSameWord() {
    XCTAssertEqual(lines(#"<Button text="a" accessibilityRole="imageButton"></Button>"#, "redundant-role"), [])
    XCTAssertEqual(lines(#"<Label text="a" accessibilityRole="staticText"></Label>"#, "redundant-role"), [])
    XCTAssertEqual(lines(#"<Label text="a" accessibilityRole="text"></Label>"#, "redundant-role"),
                   ["1:36 role 'text' is already the native role of 'Label'; remove accessibilityRole"])
  }

  func testAdjustableAdviceNamesASliderAndAdjustable() {
    XCTAssertEqual(lines(#"<StackLayout accessible="true" accessibilityLabel="Rating" accessibilityRole="adjustable"></StackLayout>"#, "adjustable-without-actions"),
                   ["1:2 'StackLayout' has role 'adjustable' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers and an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add them, or use a Slider"])
    XCTAssertEqual(lines(#"<Slider accessibilityLabel="Volume" [(ngModel)]="volume"></Slider>"#, "adjustable-without-actions"), [])
  }

  func testNativeScriptPropsAreKnown() {
    let template = #"<Label text="x" accessibilityLiveRegion="polite" accessibilityIdentifier="id" iosAccessibilityAdjustsFontSize="true" accessibilityHidden="false" (accessibilityFocus)="f()"></Label>"#
    XCTAssertEqual(lines(template, "unknown-accessibility-prop"), [])
    XCTAssertEqual(lines(#"<Label text="x" accesibilityLabel="y"></Label>"#, "unknown-accessibility-prop"),
                   ["1:17 'accesibilityLabel' is not an accessibility prop and reaches no screen reader; did you mean 'accessibilityLabel'?"])
  }

  func testHiddenForEveryoneIsNotHiddenInteractive() {
    XCTAssertEqual(lines(#"<Button text="Advanced" visibility="collapsed" (tap)="open()"></Button>"#, "hidden-interactive"), [])
    XCTAssertEqual(lines(#"<Button text="Delete" accessibilityHidden="true" (tap)="delete()"></Button>"#, "hidden-interactive"),
                   [#"1:2 'Button' handles (tap) but has accessibilityHidden="true": screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts"#])
  }

  func testHiddenContentUnderTheProfile() {
    XCTAssertEqual(lines(#"<StackLayout visibility="collapsed"><Label text="a" accessibilityHint="b"></Label></StackLayout>"#, "hidden-content-labelled"), [])
    XCTAssertEqual(lines(#"<StackLayout accessibilityHidden="true"><Image src="a" accessibilityLabel="Logo"></Image></StackLayout>"#, "hidden-content-labelled"),
                   [#"1:2 accessibilityHidden="true" hides this 'StackLayout' and everything inside, so the accessibilityLabel of 'Image' on line 1 will never be read; to read the content as one stop use accessible="true" with a combined label, or hide only the decorative parts"#])
  }

  func testImagesFollowTheProfile() {
    XCTAssertEqual(lines(#"<Image src="~/images/banner.png"></Image>"#, "image-needs-label"), [])
    XCTAssertEqual(lines(#"<Image src="res://logo" accessible="true"></Image>"#, "image-needs-label"),
                   [#"1:2 'Image' is a screen-reader stop with no label: it is announced as "image" or by its file name; add an accessibilityLabel that says what it tells here, or accessible="false" if it is decorative"#])
  }

  func testRadioButtonIsAButtonTraitOnIOS() {
    let template = #"<StackLayout accessible="true" accessibilityLabel="Small" accessibilityRole="radioButton" accessibilityState="checked"></StackLayout>"#
    XCTAssertEqual(lines(template, "role-unsupported-on-platform"), [])
  }

  func testGestureAdviceNamesNativeScriptControls() {
    XCTAssertEqual(lines(#"<Label text="Item" (swipe)="remove()"></Label>"#, "gesture-without-action"),
                   ["1:20 (swipe) has no accessible alternative: screen readers keep that gesture for themselves; offer the same function with a control screen readers reach (a Button, or an ActionItem)"])
  }

  func testActionBarTitleIsTheScreensTitle() {
    XCTAssertEqual(TestLint.lines(#"<ActionBar title="Ajustes"></ActionBar><StackLayout><Label text="x"></Label></StackLayout>"#,
                                  rule: "screen-without-title", config: profile, isScreen: true), [])
    XCTAssertEqual(TestLint.lines(#"<ActionBar><ActionBar.titleView><Label text="Cosmos"></Label></ActionBar.titleView></ActionBar>"#,
                                  rule: "screen-without-title", config: profile, isScreen: true), [])
    XCTAssertEqual(TestLint.lines(#"<ActionBar title=""></ActionBar><Label text="x"></Label>"#, rule: "screen-without-title", config: profile, isScreen: true),
                   [#"1:1 screen has no title: no header and no ActionBar title tells a screen-reader user where they are on arrival; give it <ActionBar title="…">, or give its title accessibilityRole="header""#])
  }

  func testOwnershipIsCaseSensitive() {
    XCTAssertEqual(rules(#"<label (tap)="x()">a</label>"#), [])
    XCTAssertEqual(rules(#"<Label (tap)="x()" text="a"></Label>"#), ["tap-needs-button-role"])
  }
}
