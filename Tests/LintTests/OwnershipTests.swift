import XCTest
@testable import Lint
import TemplateSyntax

/// Files that are not ours (no `<an-*>` primitive, no mapped component) give nothing at all.
final class OwnershipTests: XCTestCase {
  static let staticPage = """
    <!DOCTYPE html>
    <html><head><title>Contacto</title>
    <script>function f() { if (a) { return {}; } }</script></head>
    <body>
      <p>Escríbenos a user@example.com o @soporte {{ nada
      <div class="x" {broken}>
      @if (sin cerrar {
      <!-- an-lint-disable-next-line tap-needs-button-role -->
      <!-- an-lint-disable-file -->
      <span>}</span>
      <ul><li>uno<li>dos
    </body>

    """

  func testAStaticPageWithoutPrimitivesGivesNothing() {
    let set = RuleSet(configuration: .default)
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "index.html", text: Self.staticPage), ruleSet: set).count, 0)
    // The same page with one primitive is ours: the parse errors and the unused suppressions count.
    let ours = Self.staticPage.replacingOccurrences(of: "<span>}</span>", with: "<an-text>}</an-text>")
    let rules = Set(FileLinter.lint(SourceFile(path: "index.html", text: ours), ruleSet: set).map(\.ruleID))
    XCTAssertTrue(rules.contains("parse-error"), "\(rules)")
    XCTAssertTrue(rules.contains("unused-suppression"), "\(rules)")
  }

  func testAMappedComponentMakesAFileOurs() throws {
    let configuration = try Configuration.parse(text: "components:\n  app-boton: an-button\n", path: "/t/.linter.yml",
                                                knownRules: RuleRegistry.descriptions)
    let set = RuleSet(configuration: configuration)
    let mapped = "<app-boton></app-boton>\n"
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "a.html", text: mapped), ruleSet: set).map(\.ruleID), ["missing-name"])
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "a.html", text: mapped), ruleSet: RuleSet(configuration: .default)).count, 0)
  }

  func testTheScanReadsTagNames() {
    let components: Set<[UInt8]> = [Array("app-card".utf8)]
    func ours(_ text: String) -> Bool { Ownership.isOurs(Array(text.utf8)[...], components: components) }
    XCTAssertTrue(ours("<an-view>"))
    XCTAssertTrue(ours("x <an-"))
    XCTAssertTrue(ours("<!-- <an-text> -->"))
    XCTAssertTrue(ours("<app-card/>"))
    XCTAssertTrue(ours("<<app-card\n>"))
    XCTAssertTrue(ours("<app-card"))
    XCTAssertFalse(ours("<app-card-list></app-card-list>"))
    XCTAssertFalse(ours("<an"))
    XCTAssertFalse(ours("< an-view>"))
    XCTAssertFalse(ours("<AN-VIEW>"))
    XCTAssertFalse(ours("an-view <div>"))
    XCTAssertFalse(ours(String(repeating: "<", count: 100_000)))
  }
}
