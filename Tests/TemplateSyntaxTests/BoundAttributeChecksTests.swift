import TemplateSyntax
import XCTest

/// `[attr.x]`, `[class.x]`, `[style.x]` and `[@trigger]` are property bindings to Angular:
/// their values get a binding's syntax check.
final class BoundAttributeChecksTests: XCTestCase {
  func diagnostics(_ text: String) -> [String] {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    return tree.diagnostics.map { "\($0.message) @\(tree.text($0.range))" }
  }

  func testValuesAreChecked() {
    XCTAssertEqual(diagnostics(#"<div [attr.aria-label]="a ==="></div>"#), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics(#"<div [class.on]="(b"></div>"#), ["missing expected ')' @"])
    XCTAssertEqual(diagnostics(#"<div bind-style.width.px="w +"></div>"#), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics(#"<div [@fade]="d; e"></div>"#), ["binding expression cannot contain chained expression @;"])
    XCTAssertEqual(diagnostics(#"<div [attr.x]="a = 1"></div>"#), ["bindings cannot contain assignments @="])
  }

  func testWhatAngularAccepts() {
    for text in [#"<div [attr.aria-label]="label | translate" [class.on]="" [style.width.px]="w * 2"></div>"#,
                 #"<div [@fade]="state" @slide (@fade.done)="done($event)"></div>"#, #"<div [@fade]></div>"#,
                 #"<div ngNonBindable><p [attr.x]="a +"></p></div>"#] {
      XCTAssertEqual(diagnostics(text), [], text)
    }
  }
}
