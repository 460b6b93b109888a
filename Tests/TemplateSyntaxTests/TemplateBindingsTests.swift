import TemplateSyntax
import XCTest

/// A structural directive's value is checked as Angular reads it into bindings (keys, `let`,
/// `as`, expressions), and keywords cannot start an operand.
final class TemplateBindingsTests: XCTestCase {
  /// The parse diagnostics of `text`, each with the text it points at.
  func diagnostics(_ text: String) -> [String] {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    return tree.diagnostics.map { "\($0.message) @\(tree.text($0.range))" }
  }

  func testValidValues() {
    for value in ["a", "let item of items; let i = index; trackBy: byId", "user$ | async as user; else loading",
                  "ok; then yes; else no", "let x of items, index as i", "a; else f()", "a; else: t", "", "a b-c 'k'",
                  "let x of items | slice: 0 : 3", "a `t`", "{ else: 1 }", "a.if"] {
      XCTAssertEqual(diagnostics("<div *ngIf=\"\(value)\"></div>"), [], value)
    }
    XCTAssertEqual(diagnostics("<div *ngIf></div>"), [])
  }

  func testBrokenValues() {
    XCTAssertEqual(diagnostics("<div *ngIf=\"a +\"></div>"), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics("<div *ngIf=\"a 1\"></div>"), ["unexpected token '1' @1"])
    XCTAssertEqual(diagnostics("<div *ngFor=\"let\"></div>"), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics("<div *ngFor=\"let x = \"></div>"), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics("<div *ngIf=\"a as\"></div>"), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics("<div *ngIf=\"a.b = c\"></div>"), ["bindings cannot contain assignments @="])
    XCTAssertEqual(diagnostics("<div *ngIf=\"a; else )\"></div>"), ["unexpected token ')' @)"])
    XCTAssertEqual(diagnostics("<div *ngIf=\";\"></div>"), ["unexpected token ';' @;"])
    // Not a comment here, unlike in a binding: Angular's lexer reads a regular expression.
    XCTAssertEqual(diagnostics("<div *ngIf=\"a // c\"></div>"), ["unterminated regular expression @/ c"])
    // References are decoded first, and the diagnostic points into the file.
    XCTAssertEqual(diagnostics("<div *ngIf=\"a &amp;&amp;\"></div>"), ["unexpected end of expression @"])
    XCTAssertEqual(diagnostics("<div *ngIf=\"(a &amp;&amp; b\"></div>").count, 1)
  }

  func testNotCheckedUnderNgNonBindable() {
    XCTAssertEqual(diagnostics("<div ngNonBindable><p *ngIf=\"a +\"></p></div>"), [])
  }

  func testKeywordsCannotStartAnOperand() {
    for keyword in ["var", "let", "as", "if", "else"] {
      XCTAssertEqual(diagnostics("<p>{{ \(keyword) }}</p>"), ["unexpected token '\(keyword)' @\(keyword)"], keyword)
      XCTAssertEqual(diagnostics("<p [x]=\"f(\(keyword))\"></p>"), ["unexpected token '\(keyword)' @\(keyword)"], keyword)
      // As a member, a key, a shorthand or a pipe they are names.
      XCTAssertEqual(diagnostics("<p [x]=\"a.\(keyword) + ({ \(keyword): 1 }) + ({ \(keyword) } | \(keyword))\"></p>"), [], keyword)
    }
  }
}
