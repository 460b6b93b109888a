import AccessibilityModel
import TemplateSyntax
import XCTest
@testable import LinterCLI

/// `an-lint tree` under `profile: nativescript`: NativeScript's own platform forms of its role
/// names, and views removed or named on one platform only.
final class NativeScriptTreeTests: XCTestCase {
  func tree(_ template: String, _ platform: Platform) -> String {
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: template)), profile: .nativeScript)
    return TreeText.render(PublishedTree(model: model, platform: platform), model: model, verbose: false)
  }

  func testNativeScriptRoleNamesArePublishedAsNativeScriptDoes() {
    let template = """
      <StackLayout accessibilityRole="imageButton" accessibilityLabel="Menú" (tap)="menu()"><Image src="res://menu"></Image></StackLayout>
      <StackLayout accessibilityRole="keyboardKey" accessibilityLabel="ñ" (tap)="key('ñ')"></StackLayout>
      <StackLayout accessibilityRole="adjustable" accessibilityLabel="Volumen" accessibilityValue="3" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></StackLayout>
      <StackLayout accessibilityRole="radioButton" accessibilityLabel="Pequeño" accessibilityState="checked"></StackLayout>
      <Button text="Guardar" accessibilityRole="button" (tap)="save()"></Button>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button, .image] label="Menú"
      [.keyboardKey] label="ñ"
      [.adjustable] label="Volumen" value="3"
      [.button, .selected] label="Pequeño"
      [.button] label="Guardar"

      """)
    XCTAssertEqual(tree(template, .android), """
      android.widget.ImageButton label="Menú"
      android.inputmethodservice.Keyboard.Key label="ñ"
      android.widget.SeekBar label="Volumen" value="3"
      android.widget.RadioButton label="Pequeño" checked=true
      android.widget.Button label="Guardar"

      """)
  }

  func testCheckedToggleRolesAreSelectedOnIOS() {
    let template = """
      <StackLayout accessibilityRole="checkbox" accessibilityLabel="Recordarme" accessibilityState="unchecked"></StackLayout>
      @if (tallas) {
        <StackLayout accessibilityRole="radioButton" accessibilityLabel="كبير" [accessibilityState]="big ? 'checked' : 'unchecked'"></StackLayout>
      }
      <Switch accessibilityLabel="Wifi" accessibilityState="checked"></Switch>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label="Recordarme"
      @if (tallas)
        [.button, .selected when big ? 'checked' : 'unchecked'] label="كبير"
      [.toggleButton] label="Wifi" value="1"

      """)
    XCTAssertEqual(tree(template, .android), """
      android.widget.CheckBox label="Recordarme" checked=false
      @if (tallas)
        android.widget.RadioButton label="كبير" checked={big ? 'checked' : 'unchecked'} (dynamic)
      android.widget.Switch label="Wifi" checked=true

      """)
  }

  func testBoundRoleAlternativesInsideBlocks() {
    let template = """
      @for (item of items; track item.id) {
        <ng-template><GridLayout [accessibilityRole]="item.icon ? 'imageButton' : 'button'" [accessibilityLabel]="item.nombre" (tap)="open(item)"></GridLayout></ng-template>
      }
      """
    // A role bound to alternatives is not known statically: no form is guessed. (The template
    // renders where something stamps it: a branch of its own.)
    XCTAssertEqual(tree(template, .android), """
      @for (item of items; track item.id)
        <ng-template>
          android.view.View label={item.nombre} (dynamic)
            note: role item.icon ? 'imageButton' : 'button' is not known statically

      """)
  }

  func testPlatformPrefixedVisibilityAndNames() {
    let template = """
      <Button ios:visibility="collapsed" text="Sólo Android" (tap)="a()"></Button>
      <StackLayout android:visibility="collapse"><Button text="Sólo iOS" (tap)="b()"></Button></StackLayout>
      <Button android:text="حفظ" (tap)="save()"></Button>
      <Image src="res://logo" ios:accessibilityLabel="Logotipo"></Image>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label="Sólo iOS"
      [.button]
      [.image] label="Logotipo"

      """)
    XCTAssertEqual(tree(template, .android), """
      android.widget.Button label="Sólo Android"
      android.widget.Button label="حفظ"

      """)
  }
}

extension NativeScriptTreeTests {
  /// `ios.systemIcon` is named by iOS itself (a system bar button item); `android.systemIcon`
  /// is only a drawable.
  func testSystemIconNamesAnActionItemOnIOSOnly() {
    let template = """
      <ActionBar title="Fotos">
        <ActionItem ios.systemIcon="9" android.systemIcon="ic_menu_share" (tap)="share()"></ActionItem>
      </ActionBar>
      """
    XCTAssertEqual(tree(template, .ios), """
      [.button] label=(system icon 9)

      """)
    XCTAssertEqual(tree(template, .android), """
      android.widget.Button

      """)
  }
}

extension NativeScriptTreeTests {
  /// A bound `hint` is shown as its source; a back button the host names says so.
  func testBoundHintsAndHostNamesAreShownAsWhatTheyAre() {
    let template = """
      <StackLayout>
        <TextField [hint]="'email' | translate" [(ngModel)]="email"></TextField>
        <NavigationButton (tap)="back()"></NavigationButton>
      </StackLayout>
      """
    XCTAssertEqual(tree(template, .ios), """
      [] label={'email' | translate} (dynamic)
      [.button] label=(named by the host)

      """)
  }
}
