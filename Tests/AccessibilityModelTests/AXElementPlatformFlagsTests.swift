import AccessibilityModel
import XCTest

/// `isHiddenOnSomePlatform` and `isRemovedOnSomePlatform` agree with the sets they stand for.
final class AXElementPlatformFlagsTests: XCTestCase {
  func ns(_ text: String) -> Model { Model(text, profile: .nativeScript) }

  func testFlagsFollowTheirSets() {
    let templates = [
      #"<StackLayout ios:accessibilityHidden="true"><Button text="Pagar" (tap)="x()"></Button></StackLayout>"#,
      #"<StackLayout ios:visibility="collapsed"><Button text="Borrar" (tap)="x()"></Button></StackLayout>"#,
      #"<Button android:text="حفظ" (tap)="x()"></Button>"#,
      #"<Button text="a" (tap)="x()"></Button>"#,
    ]
    for template in templates {
      let button = ns(template).one("Button")
      XCTAssertEqual(button.isHiddenOnSomePlatform, !button.hiddenOn.isEmpty, template)
      XCTAssertEqual(button.isRemovedOnSomePlatform, !button.removedOn.isEmpty, template)
    }
    XCTAssertTrue(ns(templates[0]).one("Button").isHiddenOnSomePlatform)
    XCTAssertFalse(ns(templates[1]).one("Button").isHiddenOnSomePlatform)
  }
}
