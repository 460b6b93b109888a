import TemplateSyntax
import XCTest

/// `*ngIf`'s microsyntax: the condition and the `then`/`else` templates, or nil when the value
/// cannot be read for certain.
final class NgIfMicrosyntaxTests: XCTestCase {
  func parse(_ text: String) -> NgIfMicrosyntax? { NgIfMicrosyntax.parse(text) }

  func testConditionAlone() {
    XCTAssertEqual(parse("editing"), NgIfMicrosyntax(condition: "editing"))
    XCTAssertEqual(parse("  !user?.isAdmin  "), NgIfMicrosyntax(condition: "!user?.isAdmin"))
    XCTAssertEqual(parse("items.length > 0 && !busy"), NgIfMicrosyntax(condition: "items.length > 0 && !busy"))
    XCTAssertEqual(parse("mode === 'a; else b'"), NgIfMicrosyntax(condition: "mode === 'a; else b'"))
    XCTAssertEqual(parse("f(a, b) || x[0]"), NgIfMicrosyntax(condition: "f(a, b) || x[0]"))
    XCTAssertEqual(parse("typeof x === 'string'"), NgIfMicrosyntax(condition: "typeof x === 'string'"))
    XCTAssertEqual(parse("'k' in map"), NgIfMicrosyntax(condition: "'k' in map"))
    XCTAssertEqual(parse("a ? b : c"), NgIfMicrosyntax(condition: "a ? b : c"))
    XCTAssertEqual(parse("a.else"), NgIfMicrosyntax(condition: "a.else"))
  }

  func testElseAndThen() {
    XCTAssertEqual(parse("ready; else loading"), NgIfMicrosyntax(condition: "ready", elseTemplate: "loading"))
    XCTAssertEqual(parse("ready else loading"), NgIfMicrosyntax(condition: "ready", elseTemplate: "loading"))
    XCTAssertEqual(parse("ready, else: loading"), NgIfMicrosyntax(condition: "ready", elseTemplate: "loading"))
    XCTAssertEqual(parse("user$ | async as user; else loading"),
                   NgIfMicrosyntax(condition: "user$ | async", elseTemplate: "loading"))
    XCTAssertEqual(parse("ok; then yes; else no"), NgIfMicrosyntax(condition: "ok", thenTemplate: "yes", elseTemplate: "no"))
    XCTAssertEqual(parse("ok(x)! else no"), NgIfMicrosyntax(condition: "ok(x)!", elseTemplate: "no"))
    XCTAssertEqual(parse("a; let v = ngIf; else b"), NgIfMicrosyntax(condition: "a", elseTemplate: "b"))
    XCTAssertEqual(parse("'x' else b"), NgIfMicrosyntax(condition: "'x'", elseTemplate: "b"))
  }

  func testWhatIsNotReadForCertain() {
    for text in ["", "   ", "a; else", "a; else b ? c : d", "a; else tpl()", "a; trackBy: f", "(a", "'a", "a)",
                 "a; else ; b", "let x"] {
      XCTAssertNil(parse(text), text)
    }
  }

  func testNames() {
    XCTAssertTrue(NgIfMicrosyntax.isName("loading"))
    XCTAssertTrue(NgIfMicrosyntax.isName("$tpl_2"))
    XCTAssertFalse(NgIfMicrosyntax.isName("2tpl"))
    XCTAssertFalse(NgIfMicrosyntax.isName("a.b"))
    XCTAssertFalse(NgIfMicrosyntax.isName(""))
  }
}
