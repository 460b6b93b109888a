import XCTest
@testable import Lint

/// Exact findings of `gesture-without-action` (messages included).
final class GestureWithoutActionRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view accessibilityLabel=\"Foto\" (swipeRight)=\"prev()\" on-swipeLeft=\"next()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "1:36 (swipeRight) has no accessible alternative: screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)",
      "1:58 (swipeLeft) has no accessible alternative: screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)",
    ])
  }
  func testCase2() throws {
    let template = "<an-text (longPress)=\"copy()\" [accessibilityActions]=\"actions\">1Z999</an-text>\n<an-image src=\"m.png\" accessibilityLabel=\"خريطة\" (pinch)=\"z()\" (accessibilityAction)=\"a($event)\"/>"
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [])
  }

  /// Inside a stop, the stop's custom actions are what the reader reaches.
  func testActionsOnTheContainingStopCount() throws {
    let template = """
      <an-view accessible="true" accessibilityLabel="Mensaje de Ana" [accessibilityActions]="acts" (accessibilityAction)="run($event)">
        <an-view (swipeLeft)="archive()"><an-text>Hola</an-text></an-view>
      </an-view>
      <an-view accessible="true" accessibilityLabel="Mensaje de Luis">
        <an-view (swipeLeft)="archive()"><an-text>Hola</an-text></an-view>
      </an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "5:12 (swipeLeft) has no accessible alternative: screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)",
    ])
  }

  /// A gesture whose handler a visible control or an accessibility event also runs is a
  /// shortcut; one whose handler only another gesture or a hidden element runs is reported.
  func testAGestureWithAReachableCopyOfItsHandlerIsSilent() throws {
    let template = """
      <an-sheet accessibilityLabel="Compartir" (swipeDown)="close( )" (accessibilityEscape)="close()"><an-text>x</an-text></an-sheet>
      <an-image src="a.png" accessibilityLabel="Foto" (swipeLeft)="next();"></an-image>
      <an-button (tap)="next()">Foto siguiente</an-button>
      <an-view accessibilityLabel="Lista" (swipeRight)="back()" (pan)="back()"></an-view>
      <an-view accessible="false"><an-button (tap)="back()">Atrás</an-button></an-view>
      """
    let advice = "screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)"
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "4:37 (swipeRight) has no accessible alternative: \(advice)",
      "4:59 (pan) has no accessible alternative: \(advice)",
    ])
  }

  /// A visible control runs a gesture's handler only when the template variables it reads are
  /// bound by the same declarations: `remove(photo)` in another loop removes another photo.
  func testAHandlerCopyReadingALoopVariableMustShareItsDeclaration() throws {
    let template = """
      @for (photo of photos; track photo) {
        <an-image src="a.png" accessibilityLabel="Foto" (swipeLeft)="remove(photo)"></an-image>
        <an-button (tap)="remove(photo)">Quitar</an-button>
      }
      @for (photo of trash; track photo) { <an-image src="b.png" accessibilityLabel="Foto" (swipeLeft)="remove(photo)"></an-image> }
      """
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "5:86 (swipeLeft) has no accessible alternative: screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)",
    ])
  }
}

extension GestureWithoutActionRuleTests {
  /// A pan or swipe on an adjustable element (increment and decrement handled) or on a modal
  /// layer with an escape handler has its alternative on the element itself; a pinch there,
  /// or a pan with only one of the two adjust events, does not.
  func testAdjustAndEscapeEventsCoverPansAndSwipes() throws {
    let template = """
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" (pan)="drag($event)" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-sheet accessibilityLabel="Filtros" (swipeDown)="onDrag($event)" (accessibilityEscape)="close()"></an-sheet>
      <an-view accessibilityRole="slider" accessibilityLabel="Zoom" (pinch)="zoom($event)" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Brillo" (pan)="drag($event)" (accessibilityIncrement)="up()"></an-view>
      <an-view accessibilityLabel="Tarjeta" (swipeDown)="drop($event)" (accessibilityEscape)="close()"></an-view>
      """
    let advice = "screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)"
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "3:63 (pinch) has no accessible alternative: \(advice)",
      "4:65 (pan) has no accessible alternative: \(advice)",
      "5:39 (swipeDown) has no accessible alternative: \(advice)",
    ])
  }
}

extension GestureWithoutActionRuleTests {
  /// HammerJS's events, as Angular's HammerModule names them, are gestures; `(tap)`,
  /// `(press)` and `(doubletap)` are activation (as the catalog's `(press)` and `(doubleTap)`),
  /// and a Hammer pan on an adjustable element has its alternative there.
  func testHammerJSEventNames() throws {
    let template = """
      <an-view accessibilityLabel="Foto" (swipeleft)="next()" (panstart)="a()" (pinchout)="z()" (rotate)="r()" (tap)="o()" (press)="p()" (doubletap)="d()" (pressup)="u()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" accessibilityValue="5" (panmove)="drag($event)" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      """
    let advice = "has no accessible alternative: screen readers keep that gesture for themselves; expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)"
    XCTAssertEqual(TestLint.lines(template, rule: "gesture-without-action"), [
      "1:36 (swipeleft) \(advice)",
      "1:57 (panstart) \(advice)",
      "1:74 (pinchout) \(advice)",
      "1:91 (rotate) \(advice)",
    ])
  }
}
