@testable import AccessibilityModel
import TemplateSyntax
import XCTest

/// Elements that `*ngIf … else`, `[ngSwitch]` and complementary `*ngIf`s choose between are
/// the branches of one group, as the branches of `@if … @else` and `@switch` are.
final class DirectiveBranchesTests: XCTestCase {
  /// Whether the first two buttons of `text` never show together.
  func exclusive(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let model = Model(text)
    let buttons = model.all("an-button")
    XCTAssertGreaterThanOrEqual(buttons.count, 2, text, file: file, line: line)
    guard buttons.count >= 2 else { return false }
    let answer = model.tree.areMutuallyExclusive(buttons[0].index, buttons[1].index)
    // The lists of branch choices say the same.
    let a = model.tree.branchChoices(of: buttons[0].index), b = model.tree.branchChoices(of: buttons[1].index)
    let byLists = a.contains { x in b.contains { $0.group == x.group && $0.branch != x.branch } }
    XCTAssertEqual(answer, byLists, text, file: file, line: line)
    return answer
  }

  func testNgIfElse() {
    XCTAssertTrue(exclusive("<an-button *ngIf=\"ready; else loading\">a</an-button><ng-template #loading><an-button>b</an-button></ng-template>"))
    // The template written first, deep content, `ref-`, the explicit form, `then`.
    XCTAssertTrue(exclusive("<ng-template ref-wait><an-view><an-button>a</an-button></an-view></ng-template><an-view *ngIf=\"user$ | async as user; else wait\"><an-button>b</an-button></an-view>"))
    XCTAssertTrue(exclusive("<ng-template [ngIf]=\"ok\" [ngIfElse]=\"no\"><an-button>a</an-button></ng-template><ng-template #no><an-button>b</an-button></ng-template>"))
    XCTAssertTrue(exclusive("<ng-container *ngIf=\"ok; then yes; else no\"></ng-container><ng-template #yes><an-button>a</an-button></ng-template><ng-template #no><an-button>b</an-button></ng-template>"))
    XCTAssertTrue(exclusive("<an-view><an-button *ngIf=\"ready; else t\">a</an-button><an-text>t</an-text><ng-template #t><an-button>b</an-button></ng-template></an-view>"))
  }

  func testWhatIsNotAGroup() {
    // No `else`; a reference two templates declare; a template two hosts name; not siblings;
    // the template named is not an `<ng-template>`; an `else` given by an expression.
    XCTAssertFalse(exclusive("<an-button *ngIf=\"ready\">a</an-button><ng-template #loading><an-button>b</an-button></ng-template>"))
    XCTAssertFalse(exclusive("<an-button *ngIf=\"ready; else t\">a</an-button><ng-template #t><an-button>b</an-button></ng-template><ng-template #t></ng-template>"))
    XCTAssertFalse(exclusive("<an-button *ngIf=\"a; else t\">a</an-button><ng-template #t><an-button>b</an-button></ng-template><an-view *ngIf=\"b; else t\"></an-view>"))
    XCTAssertFalse(exclusive("<an-view><an-button *ngIf=\"ready; else t\">a</an-button></an-view><ng-template #t><an-button>b</an-button></ng-template>"))
    XCTAssertFalse(exclusive("<an-button *ngIf=\"ready; else t\">a</an-button><an-view #t><an-button>b</an-button></an-view>"))
    XCTAssertFalse(exclusive("<ng-template [ngIf]=\"ok\" [ngIfElse]=\"flag ? a : b\"><an-button>a</an-button></ng-template><ng-template #b><an-button>b</an-button></ng-template>"))
    // An element outside the group.
    XCTAssertFalse(exclusive("<an-button>a</an-button><an-button *ngIf=\"ready; else t\">c</an-button><ng-template #t><an-button>b</an-button></ng-template>"))
  }

  func testComplementaryNgIfs() {
    XCTAssertTrue(exclusive("<an-button *ngIf=\"editing\">a</an-button><an-button *ngIf=\"!editing\">b</an-button>"))
    XCTAssertTrue(exclusive("<an-view><an-view *ngIf=\"!(a && b)\"><an-button>a</an-button></an-view><an-text>t</an-text><an-button *ngIf=\"a && b\">b</an-button></an-view>"))
    // With `@if`, either way round.
    XCTAssertTrue(exclusive("@if (open) {<an-button>a</an-button>}<an-button *ngIf=\"!open\">b</an-button>"))
    XCTAssertFalse(exclusive("<an-button *ngIf=\"a\">a</an-button><an-button *ngIf=\"b\">b</an-button>"))
    XCTAssertFalse(exclusive("<an-button *ngIf=\"a; else t\">a</an-button><an-button *ngIf=\"!a\">b</an-button><ng-template #t></ng-template>"))
    XCTAssertFalse(exclusive("<an-button *ngFor=\"let a of b\">a</an-button><an-button *ngIf=\"!a\">b</an-button>"))
  }

  func testNgSwitch() {
    XCTAssertTrue(exclusive("<an-view [ngSwitch]=\"mode\"><an-button *ngSwitchCase=\"'a'\">a</an-button><an-button *ngSwitchCase=\"'b'\">b</an-button></an-view>"))
    XCTAssertTrue(exclusive("<an-view [ngSwitch]=\"mode\"><ng-container *ngSwitchCase=\"1\"><an-view><an-button>a</an-button></an-view></ng-container><an-button *ngSwitchDefault>b</an-button></an-view>"))
    XCTAssertTrue(exclusive("<an-view [ngSwitch]=\"mode\"><ng-template [ngSwitchCase]=\"1\"><an-button>a</an-button></ng-template><ng-template ngSwitchDefault><an-button>b</an-button></ng-template></an-view>"))
    // Angular shows every case that matches: the same case twice, two defaults.
    XCTAssertFalse(exclusive("<an-view [ngSwitch]=\"m\"><an-button *ngSwitchCase=\"x\">a</an-button><an-button *ngSwitchCase=\" x \">b</an-button><an-text *ngSwitchCase=\"y\">y</an-text></an-view>"))
    XCTAssertFalse(exclusive("<an-view [ngSwitch]=\"m\"><an-button *ngSwitchDefault>a</an-button><an-button *ngSwitchDefault>b</an-button><an-text *ngSwitchCase=\"y\">y</an-text></an-view>"))
    // No `[ngSwitch]` above; one case; cases of different parents.
    XCTAssertFalse(exclusive("<an-view><an-button *ngSwitchCase=\"1\">a</an-button><an-button *ngSwitchCase=\"2\">b</an-button></an-view>"))
    XCTAssertFalse(exclusive("<an-view [ngSwitch]=\"m\"><an-button *ngSwitchCase=\"1\">a</an-button><an-button>b</an-button></an-view>"))
    XCTAssertFalse(exclusive("<an-view [ngSwitch]=\"m\"><an-view><an-button *ngSwitchCase=\"1\">a</an-button></an-view><an-button *ngSwitchCase=\"2\">b</an-button></an-view>"))
  }

  func testGroupsAndSets() {
    let model = Model("<an-view [ngSwitch]=\"m\"><an-button *ngSwitchCase=\"1\">a</an-button><an-button *ngSwitchCase=\"2\">b</an-button><an-button *ngSwitchDefault>c</an-button><an-button>d</an-button></an-view>")
    let buttons = model.all("an-button").map(\.index)
    let choices = buttons.map { model.tree.branchChoices(of: $0) }
    XCTAssertEqual(choices.map(\.count), [1, 1, 1, 0])
    let group = choices[0][0].group
    XCTAssertEqual(group, choices[0][0].branch)
    XCTAssertEqual(model.tree.branches(ofGroup: group), choices[0..<3].map { $0[0].branch })
    XCTAssertEqual(model.tree.coexistingSets(of: buttons), [[buttons[0], buttons[3]], [buttons[1], buttons[3]], [buttons[2], buttons[3]]])
  }
}
