import AccessibilityModel
import TemplateSyntax
import XCTest

/// Per-platform facts under `profile: nativescript`: `ios:`/`android:` attributes, the role
/// names messages use, live-region values and increment handlers that are never called.
final class NativeScriptPlatformModelTests: XCTestCase {
  func ns(_ text: String) -> Model { Model(text, profile: .nativeScript) }

  func testPlatformVisibilityRemovesOnThatPlatformOnly() {
    let model = ns(#"<StackLayout ios:visibility="collapsed"><Button text="Borrar" (tap)="x()"></Button></StackLayout>"#)
    let button = model.one("Button")
    XCTAssertEqual(button.removedOn, [.ios])
    XCTAssertEqual(button.hiddenOn, [])
    XCTAssertFalse(button.isStop(on: .ios))
    XCTAssertTrue(button.isStop(on: .android))
    XCTAssertFalse(button.isHidden)
    // A bound visibility that may show it removes it nowhere.
    XCTAssertEqual(ns(#"<Button text="a" [android:visibility]="on ? 'visible' : 'collapsed'"></Button>"#).one("Button").removedOn, [])
  }

  func testPlatformHidingIsNotRemoval() {
    let button = ns(#"<StackLayout ios:accessibilityHidden="true"><Button text="Pagar" (tap)="x()"></Button></StackLayout>"#).one("Button")
    XCTAssertEqual(button.hiddenOn, [.ios])
    XCTAssertEqual(button.removedOn, [])
    XCTAssertFalse(button.isStop(on: .ios))
    XCTAssertTrue(button.isStop(on: .android))
  }

  func testPlatformNamesAreNames() {
    let button = ns(#"<Button android:text="حفظ" (tap)="x()"></Button>"#).one("Button")
    XCTAssertEqual(button.namedOn, [.android])
    XCTAssertEqual(button.name, .dynamic(.label))
    XCTAssertEqual(ns(#"<Button android:text="  " (tap)="x()"></Button>"#).one("Button").name, .none)
    let image = ns(#"<Image src="a" ios:accessibilityLabel="Logotipo"></Image>"#).one("Image")
    XCTAssertTrue(image.isStop(on: .ios))
    XCTAssertFalse(image.isStop(on: .android))
  }

  func testRoleNamesAsWritten() {
    let bound = ns(#"<StackLayout [accessibilityRole]="a ? 'adjustable' : 'imageButton'"></StackLayout>"#).one("StackLayout")
    XCTAssertEqual(bound.roleName(.slider), "adjustable")
    XCTAssertEqual(bound.roleName(.button), "imageButton")
    XCTAssertEqual(ns(#"<Slider></Slider>"#).one("Slider").roleName(.slider), "adjustable")
    XCTAssertEqual(Model(#"<an-slider></an-slider>"#).one("an-slider").roleName(.slider), "slider")
  }

  func testLiveRegionValuesAndUnfiredEvents() {
    let label = ns(#"<Label text="x" [accessibilityLiveRegion]="a ? 'polite' : 'loud'"></Label>"#).one("Label")
    XCTAssertEqual(label.invalidEnumeratedValues.map(\.value), [.string("loud")])
    let view = ns(#"<StackLayout (accessibilityIncrement)="u()" (tap)="t()"></StackLayout>"#).one("StackLayout")
    XCTAssertEqual(view.unfiredEvents.map(\.name), ["accessibilityIncrement"])
    XCTAssertEqual(ns(#"<StackLayout accessibilityRole="adjustable" (accessibilityIncrement)="u()"></StackLayout>"#).one("StackLayout").unfiredEvents.count, 0)
  }
}
