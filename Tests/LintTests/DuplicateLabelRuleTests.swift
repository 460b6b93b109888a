import XCTest
@testable import Lint

/// Exact findings of `duplicate-label` (messages included).
final class DuplicateLabelRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view>\n  <an-button (tap)=\"a()\">Editar</an-button>\n  <an-button accessibilityLabel=\"editar\" (tap)=\"b()\"></an-button>\n  <an-button (tap)=\"c()\">Editar</an-button>\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [
      "3:34 'editar' is also the name of the control on line 2: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
      "4:26 'Editar' is also the name of the control on line 2: out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on",
    ])
  }
  func testCase2() throws {
    let template = "<an-view>\n  @if (x) { <an-button (tap)=\"a()\">Editar</an-button> } @else { <an-button (tap)=\"b()\">Editar</an-button> }\n</an-view>\n<an-view><an-button (tap)=\"c()\">Editar</an-button></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "duplicate-label"), [])
  }
}
