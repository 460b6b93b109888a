import XCTest
@testable import Lint

final class UnknownRoleRuleTests: XCTestCase {
  /// Misspelt alternatives each get their nearest role; one with none gives the list.
  func testMisspeltAlternativesAreEachSuggested() throws {
    let template = """
      <an-view [accessibilityRole]="c ? 'heading' : 'buton'" accessibilityLabel="x"></an-view>
      <an-view [accessibilityRole]="c ? 'heading' : 'zzzzzz'" accessibilityLabel="x"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "unknown-role"), [
      "1:31 unknown role 'heading' and 'buton' in the alternatives; did you mean 'header' and 'button'?",
      "2:31 unknown role 'heading' and 'zzzzzz' in the alternatives; use one of: button, link, header, image, text, checkbox, radio, switch, slider, search, summary, none",
    ])
  }
}
