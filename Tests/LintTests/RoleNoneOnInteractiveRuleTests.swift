import XCTest
@testable import Lint

final class RoleNoneOnInteractiveRuleTests: XCTestCase {
  let id = "role-none-on-interactive"

  func testNativeControlsAndActivationEvents() {
    let text = #"<an-slider [accessibilityRole]="'none'" accessibilityLabel="v"></an-slider><an-view accessibilityRole="none" on-tap="go()" accessibilityLabel="x"></an-view><an-link [accessibilityRole]="p ? 'none' : 'link'">Ayuda</an-link>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:33 role 'none' strips the slider role that 'an-slider' needs: screen-reader, Voice Control and keyboard users cannot tell it can be used; remove accessibilityRole, or hide it with accessible=\"false\" if it is decoration",
      "1:104 role 'none' announces 'an-view', which handles (tap), as nothing in particular: screen-reader, Voice Control and keyboard users cannot tell it can be used; give it accessibilityRole=\"button\", or use an-button",
      "1:187 role 'none' (an alternative of the binding) strips the link role that 'an-link' needs: screen-reader, Voice Control and keyboard users cannot tell it can be used; remove accessibilityRole, or hide it with accessible=\"false\" if it is decoration",
    ])
  }

  func testHiddenStaticAndDynamicAreSilent() {
    let text = #"<an-view accessible="false"><an-button accessibilityRole="none">x</an-button></an-view><an-text accessibilityRole="none">v2</an-text><an-button [accessibilityRole]="rol">x</an-button>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }
}
