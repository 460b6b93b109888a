import XCTest
@testable import Lint

final class ImageNeedsLabelRuleTests: XCTestCase {
  let id = "image-needs-label"

  func test_image1() {
    XCTAssertEqual(TestLint.lines("<an-image src=\"grafica-ventas.png\"/>", rule: id), [
      "1:2 'an-image' is a screen-reader stop with no label: it is announced as \"image\" or by its file name; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  func test_image2() {
    XCTAssertEqual(TestLint.lines("<an-icon src=\"warning.svg\" accessibilityHint=\"Your card expires soon\"></an-icon>", rule: id), [
      "1:2 'an-icon' is a screen-reader stop with no label: it is announced as \"image\" or by its file name (a hint is not a name); add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  func test_image3() {
    XCTAssertEqual(TestLint.lines("<an-image [src]=\"photo\" [accessible]=\"showPhoto\"/>", rule: id), [])
  }

  func test_image4() {
    XCTAssertEqual(TestLint.lines("<an-image src=\"x.png\" accessibilityLabel=\"\"/>", rule: id), [])
  }

  func testSwallowedImageIsNotChecked() {
    let text = "<an-view accessible=\"true\" accessibilityLabel=\"Auriculares\"><an-image src=\"a.png\"/></an-view>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  /// Inside an unmapped component that binds an event, an image may be part of the control the
  /// component draws: silent; inside one that binds none, it is checked.
  func testInsideAComponentThatBindsAnEvent() throws {
    let template = """
      <app-icon-button label="Borrar" (tap)="del()"><an-icon src="trash.svg"></an-icon></app-icon-button>
      <app-card><an-icon src="trash.svg"></an-icon></app-card>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "image-needs-label"), [
      "2:12 'an-icon' is a screen-reader stop with no label: it is announced as \"image\" or by its file name; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  /// A label bound to a value with a `null` alternative leaves the image unnamed in that case.
  func testALabelWithANullAlternativeIsReported() throws {
    let template = """
      <an-image src="logo.png" [accessibilityLabel]="isDark ? 'Logo' : null"></an-image>
      <an-image src="logo.png" [accessibilityLabel]="isDark ? 'Logo' : 'Logo claro'"></an-image>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "image-needs-label"), [
      "1:2 'an-image' is a screen-reader stop with no label when its accessibilityLabel is the alternative null: it is announced as \"image\" or by its file name; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }

  /// An image whose role is not 'image' is not announced as one.
  func testAnImageWithRoleNoneIsNotAnnouncedAsAnImage() throws {
    XCTAssertEqual(TestLint.lines(#"<an-image src="a.png" accessibilityRole="none"></an-image>"#, rule: "image-needs-label"), [
      "1:2 'an-image' is a screen-reader stop with no label: it is announced by its file name or not at all; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }
}

extension ImageNeedsLabelRuleTests {
  /// An image that handles an activation is a control: only the label is offered, since
  /// hiding it would hide the control (`hidden-interactive`).
  func testAnImageThatHandlesAnActivationIsOfferedOnlyTheLabel() throws {
    let template = """
      <an-image src="trash.png" (tap)="borrar()"></an-image>
      <an-image src="logo.png"></an-image>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "image-needs-label"), [
      "1:2 'an-image' is a screen-reader stop with no label: it is announced as \"image\" or by its file name; it handles (tap): add an accessibilityLabel that says what it does (hiding it would hide the control)",
      "2:2 'an-image' is a screen-reader stop with no label: it is announced as \"image\" or by its file name; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative",
    ])
  }
}
