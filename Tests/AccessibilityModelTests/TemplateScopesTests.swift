@testable import AccessibilityModel
import TemplateSyntax
import XCTest

/// The content of an `<ng-template>` with no directive renders elsewhere: its elements get that
/// template as their scope; an `*ngIf … else` template and a template with a directive stay in
/// place.
final class TemplateScopesTests: XCTestCase {
  /// Each button's scope, as the text of its template's first attribute ("" when it has none;
  /// nil for no scope).
  func scopes(_ text: String) -> [String?] {
    let model = Model(text)
    return model.all("an-button").map { button in
      model.tree.templateScope(of: button.index).map { id -> String in
        guard let element = model.tree.syntax[id].element else { return "?" }
        return model.tree.syntax.attributes(of: element).first.map { model.tree.syntax.text($0.range) } ?? ""
      }
    }
  }

  func testDetachedTemplates() {
    XCTAssertEqual(scopes("<an-button>a</an-button><ng-template #t><an-view><an-button>b</an-button></an-view></ng-template>"),
                   [nil, "#t"])
    XCTAssertEqual(scopes("<ng-template #outer let-row><an-button>a</an-button><ng-template ref-inner><an-button>b</an-button></ng-template></ng-template>"),
                   ["#outer", "ref-inner"])
    // A template without attributes renders nothing in place either.
    XCTAssertEqual(scopes("<ng-template><an-button>a</an-button></ng-template>"), [""])
  }

  func testTemplatesThatStayInPlace() {
    XCTAssertEqual(scopes("<ng-template [ngIf]=\"x\"><an-button>a</an-button></ng-template>"), [nil])
    XCTAssertEqual(scopes("<ng-template ngFor let-item [ngForOf]=\"items\"><an-button>a</an-button></ng-template>"), [nil])
    XCTAssertEqual(scopes("<an-button *ngIf=\"ok; else t\">a</an-button><ng-template #t><an-button>b</an-button></ng-template>"),
                   [nil, nil])
    XCTAssertEqual(scopes("<an-button>a</an-button><ng-container #t><an-button>b</an-button></ng-container>"), [nil, nil])
  }
}
