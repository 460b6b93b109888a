import XCTest
@testable import Lint

final class MultipleSummariesRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "multiple-summaries", isScreen: true) }

  func testEverySummaryAfterTheFirstNamesTheFirstLine() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-text accessibilityRole="summary">Tres pedidos pendientes</an-text>
        <an-text [accessibilityRole]="'summary'">Envío gratis</an-text>
        <app-card><an-view accessibilityRole="summary" accessibilityLabel="Wind"></an-view></app-card>
      </an-view>
      """), [
      "3:33 a second summary on this screen (the first is on line 2): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
      "4:41 a second summary on this screen (the first is on line 2): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
    ])
  }

  func testATernaryAlternativeCounts() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-text accessibilityRole="summary">مشمس</an-text>
        <an-text [accessibilityRole]="compact ? 'summary' : 'text'">مطر</an-text>
      </an-view>
      """), [
      "3:33 the alternative 'summary' makes a second summary on this screen (the first is on line 2): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
    ])
  }

  func testExclusiveBranchesDoNotCountAgainstEachOther() {
    XCTAssertEqual(lint("""
      <an-view>
        @if (a) {
          <an-text accessibilityRole="summary">A</an-text>
        } @else if (b) {
          @if (c) { <an-text accessibilityRole="summary">B</an-text> }
        } @else {
          <an-text accessibilityRole="summary">C</an-text>
        }
        @switch (modo) {
          @case ('x') { <an-text accessibilityRole="summary">X</an-text> }
          @default { <an-text accessibilityRole="summary">Y</an-text> }
        }
      </an-view>
      """), [
      // The @switch renders together with whichever @if branch is shown.
      "10:47 a second summary on this screen (the first is on line 3): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
      "11:44 a second summary on this screen (the first is on line 3): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
    ])
  }

  func testTheFirstNamedIsTheFirstThatCanRenderTogether() {
    XCTAssertEqual(lint("""
      @if (a) { <an-text accessibilityRole="summary">A</an-text> } @else { <an-text accessibilityRole="summary">B</an-text> }
      <an-text accessibilityRole="summary">C</an-text>
      """).map { String($0.prefix(4)) }, ["2:29"])
    XCTAssertTrue(lint("""
      @if (a) { <an-text accessibilityRole="summary">A</an-text> }
      @if (b) { <an-text accessibilityRole="summary">B</an-text> }
      """).count == 1, "two separate @if blocks may both render")
  }

  func testSilentOnDynamicRolesAndOneSummary() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-text accessibilityRole="summary">Three orders pending</an-text>
        <an-view [accessibilityRole]="role" accessibilityLabel="Rain"></an-view>
        <an-view accessibilityRole="'summary'" accessibilityLabel="Quoted: binding-quote-mistake"></an-view>
        @for (x of xs; track x) { <an-text>{{ x }}</an-text> }
      </an-view>
      """), [])
  }
  /// A hidden summary is never read: it is not the first one.
  func testAHiddenSummaryDoesNotCount() throws {
    let template = "<an-view accessible=\"false\"><an-text accessibilityRole=\"summary\">Oculto</an-text></an-view>\n"
      + "<an-text accessibilityRole=\"summary\">Resumen</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "multiple-summaries"), [])
  }

  /// A summary swallowed by a stop is not published; summaries under sibling `*ngIf`s or
  /// `@if`s whose comparisons cannot hold together never render together.
  func testSwallowedSummariesAndExclusiveComparisonsDoNotCount() throws {
    let template = """
      <an-view accessible="true" accessibilityLabel="Pedido 1234, entregado"><an-text accessibilityRole="summary">Pedido entregado</an-text></an-view>
      <an-text *ngIf="orders.length > 0" accessibilityRole="summary">{{ orders.length }} pedidos</an-text>
      <an-text *ngIf="orders.length === 0" accessibilityRole="summary">Sin pedidos</an-text>
      @if (step === 1) { <an-text accessibilityRole="summary">Paso 1</an-text> }
      """
    XCTAssertEqual(TestLint.lines(template, rule: "multiple-summaries"), [
      "4:48 a second summary on this screen (the first is on line 2): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role",
    ])
  }
}
