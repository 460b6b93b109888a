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

  /// `null` or `undefined` removes the role, leaving the native one: an alternative that is one
  /// of them with the native role is redundant too; with another role, or alone, it is not.
  func testANullAlternativeLeavesTheNativeRole() {
    let text = """
      <an-button [accessibilityRole]="x ? 'button' : null" (tap)="t()">A</an-button>
      @if (y) { <app-card><an-button [accessibilityRole]="x ? undefined : 'button'" (tap)="t()">B</an-button></app-card> }
      <an-button [accessibilityRole]="x ? 'link' : null" (tap)="t()">C</an-button>
      <an-button [accessibilityRole]="null" (tap)="t()">D</an-button>
      """
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:33 role 'button' is already the native role of 'an-button'; remove accessibilityRole",
      "2:53 role 'button' is already the native role of 'an-button'; remove accessibilityRole",
    ])
  }
}
