import XCTest
@testable import Lint

final class HintOnStaticElementRuleTests: XCTestCase {
  let id = "hint-on-static-element"

  func test_hstat1() {
    XCTAssertEqual(TestLint.lines("<an-text accessibilityHint=\"Último acceso hace dos días\">Ana García</an-text>", rule: id), [
      "1:29 hint on static text, which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint",
    ])
  }

  func test_hstat2() {
    XCTAssertEqual(TestLint.lines("<an-image src=\"chart.png\" accessibilityLabel=\"Sales chart\" accessibilityHint=\"Sales are rising\"/>", rule: id), [
      "1:79 hint on an image, which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint",
    ])
  }

  func test_hstat3() {
    XCTAssertEqual(TestLint.lines("<an-view accessibilityRole=\"header\" accessibilityLabel=\"الطلبات\" accessibilityHint=\"قائمة طلباتك الأخيرة\"></an-view>", rule: id), [
      "1:85 hint on a header, which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint",
    ])
  }

  func test_hstat4() {
    XCTAssertEqual(TestLint.lines("<an-view [accessibilityRole]=\"isLink ? 'link' : 'text'\" accessibilityLabel=\"Condiciones\" accessibilityHint=\"Abre las condiciones\"></an-view>", rule: id), [
      "1:109 hint on an element whose role may be 'text', which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint",
    ])
  }

  /// Custom actions are actions: a hint may say what they do.
  func testCustomActionsAreActions() throws {
    let template = """
      <an-view accessible="true" accessibilityLabel="Mensaje de Ana" accessibilityHint="Archiva o borra desde las acciones" [accessibilityActions]="acts" (accessibilityAction)="run($event)"></an-view>
      <an-view accessible="true" accessibilityLabel="Mensaje de Luis" accessibilityHint="Enviado ayer"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hint-on-static-element"), [
      "2:84 hint on an element with no role, which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint",
    ])
  }
}
