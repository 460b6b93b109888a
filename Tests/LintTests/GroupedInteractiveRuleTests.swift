import XCTest
@testable import Lint

final class GroupedInteractiveRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "grouped-interactive", isScreen: true) }

  func testGroupWithTwoControls() {
    XCTAssertEqual(lint("""
      <an-view accessible="true" accessibilityLabel="Ana García, diseñadora">
        <an-button (tap)="llamar()">Llamar</an-button>
        <ng-container><an-switch accessibilityLabel="Favorita"></an-switch></ng-container>
      </an-view>
      """), [
      "1:2 accessible=\"true\" makes this 'an-view' one stop and swallows its 2 interactive elements ('an-button' on line 2 and 'an-switch' on line 3): only one action is reachable; group only the static parts and leave the controls outside, or expose the other actions with [accessibilityActions]",
    ])
  }

  func testManyControlsAreCountedAndTheFirstThreeNamed() {
    XCTAssertEqual(lint("""
      <an-stack [accessible]="true">
        <an-link href="/a">A</an-link><an-link href="/b">B</an-link>
        @for (x of xs; track x) { <an-view accessibilityRole="button" accessibilityLabel="C" (tap)="c()"></an-view> }
        <an-slider accessibilityLabel="D"></an-slider>
      </an-stack>
      """), [
      "1:2 accessible=\"true\" makes this 'an-stack' one stop and swallows its 4 interactive elements ('an-link' on line 2, 'an-link' on line 2, 'an-view' on line 3 and 1 more): only one action is reachable; group only the static parts and leave the controls outside, or expose the other actions with [accessibilityActions]",
    ])
  }

  func testNestedGroupsReportTheOuterOnly() {
    XCTAssertEqual(lint("""
      <an-view accessible="true"><an-view accessible="true"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view></an-view>
      """).map { String($0.prefix(4)) }, ["1:2 "])
  }

  func testSilentCases() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessible="true" accessibilityRole="button" accessibilityLabel="Pedido" (tap)="abrir()"><an-text>Pedido</an-text></an-view>
        <an-view accessible="true" accessibilityLabel="Ana"><an-text>Ana</an-text><an-button (tap)="llamar()">Llamar</an-button></an-view>
        <an-view [accessible]="agrupar"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view>
        <an-view accessible="true" accessibilityLabel="x"><an-view [accessibilityRole]="r" accessibilityLabel="a"></an-view><an-button (tap)="b()">B</an-button></an-view>
        <an-view accessible="false"><an-view accessible="true"><an-button (tap)="a()">A</an-button><an-button (tap)="b()">B</an-button></an-view></an-view>
      </an-view>
      """), [])
  }
}
