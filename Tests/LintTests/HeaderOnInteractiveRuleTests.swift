import XCTest
@testable import Lint

/// Exact findings of `header-on-interactive` (messages included).
final class HeaderOnInteractiveRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view accessibilityRole=\"header\" accessibilityLabel=\"Envíos\" (tap)=\"t()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-interactive"), [
      "1:29 role 'header' on an element that handles (tap): a header is not announced as something to press, and Voice Control and keyboard users do not reach it as a control; keep the header for the title and put the action on an an-button",
    ])
  }
  func testCase2() throws {
    let template = "<an-button accessibilityRole=\"header\">Payments</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-interactive"), [
      "1:31 role 'header' on an element that is an an-button (native role button): a header is not announced as something to press, and Voice Control and keyboard users do not reach it as a control; keep the header for the title and put the action on an an-button",
    ])
  }
  func testCase3() throws {
    let template = "<an-view [accessibilityRole]=\"c ? 'header' : 'button'\" accessibilityLabel=\"العروض\" (tap)=\"t()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-interactive"), [
      "1:31 the role alternative 'header' on an element that handles (tap): a header is not announced as something to press, and Voice Control and keyboard users do not reach it as a control; keep the header for the title and put the action on an an-button",
    ])
  }
  func testCase4() throws {
    let template = "<an-text accessibilityRole=\"header\">Ajustes</an-text>\n<an-view [accessibilityRole]=\"c ? 'header' : 'button'\" accessibilityLabel=\"X\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-interactive"), [])
  }
}

extension HeaderOnInteractiveRuleTests {
  /// A mapped component's activation attribute is named as written (`routerLink`), an event
  /// as an event (`(tap)`).
  func testAnActivationAttributeIsNamedAsAnAttribute() throws {
    let template = """
      <app-row accessibilityRole="header" routerLink="/ajustes">Ajustes</app-row>
      <an-view accessibilityRole="header" (tap)="abrir()">Ajustes</an-view>
      """
    let config = "components:\n  app-row:\n    primitive: an-view\n    activation: [routerLink]\n"
    let tail = "a header is not announced as something to press, and Voice Control and keyboard users do not reach it as a control; keep the header for the title and put the action on an an-button"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-interactive", config: config), [
      "1:29 role 'header' on an element that handles routerLink: \(tail)",
      "2:29 role 'header' on an element that handles (tap): \(tail)",
    ])
  }
}
