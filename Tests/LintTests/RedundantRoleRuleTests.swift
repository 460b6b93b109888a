import XCTest
@testable import Lint

final class RedundantRoleRuleTests: XCTestCase {
  let id = "redundant-role"

  func testEveryAlternativeMustBeTheNativeRole() {
    let text = #"<an-button [accessibilityRole]="a ? 'button' : 'button'">x</an-button><an-button [accessibilityRole]="a ?? 'button'">x</an-button><an-text-field accessibilityRole="search" placeholder="p"></an-text-field><app-avatar accessibilityRole="image" accessibilityLabel="Ana"></app-avatar>"#
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "components:\n  app-avatar: an-image"), [
      "1:33 role 'button' is already the native role of 'an-button'; remove accessibilityRole",
      "1:236 role 'image' is already the native role of 'app-avatar'; remove accessibilityRole",
    ])
  }

  func testViewsHaveNoNativeRole() {
    XCTAssertEqual(TestLint.lines(#"<an-view accessibilityRole="none" accessibilityLabel="x"></an-view>"#, rule: id), [])
  }
}
