import XCTest
@testable import Lint

/// Exact findings of `tap-needs-button-role` (messages included).
final class TapNeedsButtonRoleRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view (tap)=\"go()\" accessibilityLabel=\"Perfil\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:2 'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }
  func testCase2() throws {
    let template = "<an-image src=\"x.png\" accessibilityLabel=\"Borrar\" (click)=\"rm()\"/>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:2 'an-image' handles (click) but is announced as an image: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }
  func testCase3() throws {
    let template = "<an-view [accessibilityRole]=\"c ? 'text' : 'image'\" accessibilityLabel=\"X\" (tap)=\"x()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:2 'an-view' handles (tap) but its role alternatives 'text' and 'image' are not interactive: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }
  func testCase4() throws {
    let template = "<an-view [accessibilityRole]=\"isLink ? 'link' : null\" accessibilityLabel=\"X\" (tap)=\"x()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:2 'an-view' handles (tap) but its role alternative null (no role) is not interactive: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }
  func testCase5() throws {
    let template = "<an-view [accessibilityRole]=\"c ? 'header' : 'button'\" accessibilityLabel=\"X\" (tap)=\"x()\"></an-view>\n<an-view [accessibilityRole]=\"role\" (tap)=\"x()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [])
  }
  /// A modal layer is a container, never a stop: its backdrop tap is not a missing button role.
  func testAModalLayerWithATapIsNotReported() throws {
    let template = "<an-modal title=\"Filtros\" (tap)=\"close()\" (accessibilityEscape)=\"close()\"><an-text>a</an-text></an-modal>\n"
      + "<an-view [accessibilityViewIsModal]=\"true\" (tap)=\"close()\"><an-text>b</an-text></an-view>\n"
      + "<an-view (tap)=\"open()\"><an-text>c</an-text></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role").map { String($0.prefix(4)) }, ["3:2 "])
  }

  /// A tap that only stops the event is no activation; one that also acts is.
  func testATapThatOnlyStopsTheEventIsNoAction() throws {
    let template = """
      <an-view accessibilityViewIsModal="true" accessibilityLabel="Eliminar foto" (accessibilityEscape)="close()" (click)="close()">
        <an-view class="panel" (click)="$event.stopPropagation()"><an-button (click)="remove()">Eliminar</an-button></an-view>
        <an-view (tap)=" $event.preventDefault() ; $event.stopPropagation(); "><an-text>a</an-text></an-view>
        <an-view (tap)="$event.stopPropagation(); select()"><an-text>b</an-text></an-view>
      </an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "4:4 'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }

  /// A tap whose handler another control or an escape also runs may simply be hidden.
  func testACopyOfAReachableActionIsToldItMayBeHidden() throws {
    let template = """
      <an-view (tap)="close()"></an-view>
      <an-sheet accessibilityLabel="Filtros" (accessibilityEscape)="close()"><an-button (tap)="apply()">Aplicar</an-button></an-sheet>
      <an-view (tap)="menu()"><an-image src="menu.png"></an-image></an-view><an-text (tap)="menu()">Menú</an-text>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:2 'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\" and an accessibilityLabel (nothing inside it is a name); or, since another control or an escape runs the same handler, hide this one with accessible=\"false\"",
      "3:2 'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\" and an accessibilityLabel (nothing inside it is a name)",
      "3:72 'an-text' handles (tap) but is announced as text: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"",
    ])
  }

  /// The advice to hide a copy is given only when the other control's handler reads the same
  /// template variables from the same declarations (not `open(item)` of another loop).
  func testACopyInAnotherLoopIsNoCopy() throws {
    let template = """
      @for (item of items; track item) { <an-view (tap)="open(item)"><an-text>A</an-text></an-view><an-button (tap)="open(item)">Abrir</an-button> }
      @for (item of others; track item) { <an-view (tap)="open(item)"><an-text>B</an-text></an-view> }
      """
    let advice = "screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\""
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role"), [
      "1:37 'an-view' handles (tap) but has no role: \(advice); or, since another control or an escape runs the same handler, hide this one with accessible=\"false\"",
      "2:38 'an-view' handles (tap) but has no role: \(advice)",
    ])
  }
}
