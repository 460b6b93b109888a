import XCTest
@testable import Lint

/// Exact findings of `adjustable-without-actions` (messages included).
final class AdjustableWithoutActionsRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view accessibilityRole=\"slider\" accessibilityLabel=\"Volumen\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "adjustable-without-actions"), [
      "1:2 'an-view' has role 'slider' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers and an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add them, or use an-slider",
    ])
  }
  func testCase2() throws {
    let template = "<an-view accessibilityRole=\"slider\" accessibilityLabel=\"Zoom\" accessibilityValue=\"100 %\" (accessibilityIncrement)=\"i()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "adjustable-without-actions"), [
      "1:2 'an-view' has role 'slider' but lacks an (accessibilityDecrement) handler: screen-reader users adjust it by swiping up and down and hear its value; add it, or use an-slider",
    ])
  }
  func testCase3() throws {
    let template = "<an-view [accessibilityRole]=\"c ? 'slider' : 'text'\" accessibilityLabel=\"Progreso\" [accessibilityValue]=\"p\" (accessibilityIncrement)=\"i()\" (accessibilityDecrement)=\"d()\"></an-view>\n<an-view [accessibilityRole]=\"c ? 'slider' : 'text'\" accessibilityLabel=\"Progreso\"></an-view>\n<an-slider accessibilityLabel=\"السطوع\"></an-slider>"
    XCTAssertEqual(TestLint.lines(template, rule: "adjustable-without-actions"), [
      "2:2 'an-view' has the role alternative 'slider' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers and an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add them, or use an-slider",
    ])
  }

  /// A value bound to null is none; one with a null alternative is named as having it.
  func testANullValueIsNoValue() throws {
    let template = """
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" [accessibilityValue]="null" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" [accessibilityValue]="ready ? volume + ' %' : null" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" [accessibilityValue]="ready ? volume + ' %' : '0 %'" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "adjustable-without-actions"), [
      "1:2 'an-view' has role 'slider' but lacks an accessibilityValue: screen-reader users adjust it by swiping up and down and hear its value; add it, or use an-slider",
      "2:2 'an-view' has role 'slider' but its accessibilityValue has the alternative null (no value then): screen-reader users adjust it by swiping up and down and hear its value; put the current setting in it, or use an-slider",
    ])
  }
}

extension AdjustableWithoutActionsRuleTests {
  /// Both handlers missing are two things to add: "add them", even with the value there.
  func testBothHandlersMissingAreAddThem() throws {
    let template = """
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" [accessibilityValue]="v"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Brillo" accessibilityValue=""></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Tono" [accessibilityValue]="v" (accessibilityIncrement)="up()"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "adjustable-without-actions"), [
      "1:2 'an-view' has role 'slider' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers: screen-reader users adjust it by swiping up and down and hear its value; add them, or use an-slider",
      "2:2 'an-view' has role 'slider' but lacks the (accessibilityIncrement) and (accessibilityDecrement) handlers and its accessibilityValue is empty: screen-reader users adjust it by swiping up and down and hear its value; add them and put the current setting in the value, or use an-slider",
      "3:2 'an-view' has role 'slider' but lacks an (accessibilityDecrement) handler: screen-reader users adjust it by swiping up and down and hear its value; add it, or use an-slider",
    ])
  }
}
