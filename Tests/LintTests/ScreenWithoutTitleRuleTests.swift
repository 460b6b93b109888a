import XCTest
@testable import Lint

/// Exact findings of `screen-without-title` (messages included).
final class ScreenWithoutTitleRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view>\n  <an-text>Tus citas</an-text>\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [
      "1:1 screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\"",
    ])
  }
  func testCase2() throws {
    let template = "<an-view>\n  <an-text>Tus citas</an-text>\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title"), [])
  }
  func testCase3() throws {
    let template = "<an-screen title=\"\">\n  <an-text>Tus citas</an-text>\n</an-screen>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [
      "1:1 screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\"",
    ])
  }
  func testCase4() throws {
    let template = "<an-screen [title]=\"t\">\n  <an-text>Tus citas</an-text>\n</an-screen>\n"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [])
  }
  func testCase5() throws {
    let template = "<an-text [accessibilityRole]=\"r\">Citas</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [])
  }
  func testCase6() throws {
    let template = "<an-view accessible=\"false\"><an-text accessibilityRole=\"header\">Citas</an-text></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [
      "1:1 screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\"",
    ])
  }
  func testCase7() throws {
    let template = "<div><p>No primitives</p></div>"
    XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [])
  }

  /// Content the template does not show, outside every stop, may hold the title; inside a stop
  /// or hidden it cannot be the screen's title.
  func testUnknownContentMayHoldTheTitle() throws {
    let message = "1:1 screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\""
    for template in ["<app-page-header title=\"Ajustes\"></app-page-header>\n<an-switch accessibilityLabel=\"Wifi\"></an-switch>",
                     "<an-view><ng-content select=\"[header]\"></ng-content><an-switch accessibilityLabel=\"Wifi\"></an-switch></an-view>",
                     "@if (x) { <ng-container *ngTemplateOutlet=\"header\"></ng-container> }<an-switch accessibilityLabel=\"Wifi\"></an-switch>",
                     "<app-page [pageTitle]=\"t\"><an-switch accessibilityLabel=\"Wifi\"></an-switch></app-page>"] {
      XCTAssertEqual(TestLint.lines(template, rule: "screen-without-title", isScreen: true), [], template)
    }
    let hidden = "<an-view accessible=\"false\"><app-page-header></app-page-header></an-view><an-switch accessibilityLabel=\"Wifi\"></an-switch>"
    XCTAssertEqual(TestLint.lines(hidden, rule: "screen-without-title", isScreen: true), [message])
    let wrapper = "<app-page [loading]=\"busy\">\n<an-switch accessibilityLabel=\"Wifi\"></an-switch></app-page>"
    XCTAssertEqual(TestLint.lines(wrapper, rule: "screen-without-title", isScreen: true), [message])
  }
}

extension ScreenWithoutTitleRuleTests {
  /// An `<ng-template>` the file writes holds what it holds: an empty one, or one with no
  /// header, cannot be the title; one with a header, or with content the template does not
  /// show (an unmapped component), may be.
  func testAnNgTemplateHoldsWhatItHolds() throws {
    let advice = "screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\""
    XCTAssertEqual(TestLint.lines("<an-text>Tus citas</an-text>\n<ng-template></ng-template>\n", rule: "screen-without-title", isScreen: true), ["1:1 \(advice)"])
    XCTAssertEqual(TestLint.lines("<an-text *ngIf=\"c; else otro\">Citas</an-text>\n<ng-template #otro><an-text>Nada</an-text></ng-template>\n", rule: "screen-without-title", isScreen: true), ["1:1 \(advice)"])
    XCTAssertEqual(TestLint.lines("<an-text>Tus citas</an-text>\n<ng-template #t><app-page-header></app-page-header></ng-template>\n", rule: "screen-without-title", isScreen: true), [])
    XCTAssertEqual(TestLint.lines("<an-text>Tus citas</an-text>\n<ng-template #t><an-text accessibilityRole=\"header\">Citas</an-text></ng-template>\n", rule: "screen-without-title", isScreen: true), [])
  }
}
