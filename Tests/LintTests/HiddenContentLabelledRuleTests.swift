import XCTest
@testable import Lint

final class HiddenContentLabelledRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "hidden-content-labelled", isScreen: true) }

  func testLabelHintAndGroupingInsideAHiddenContainer() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessible="false">
          <an-image src="estrellas.png" accessibilityLabel="Cuatro de cinco estrellas"></an-image>
          <an-text>4,0</an-text>
        </an-view>
        <an-stack accessible="false"><an-text accessibilityHint="يفتح الملف">الملف</an-text></an-stack>
        <an-view accessible="false">
          <an-view accessible="true"><an-text>Ana</an-text></an-view>
          <app-card><an-icon src="a.png" [accessibilityLabel]="nombre"></an-icon></app-card>
        </an-view>
      </an-view>
      """), [
      "2:4 accessible=\"false\" hides this 'an-view' and everything inside, so the accessibilityLabel of 'an-image' on line 3 will never be read; to read the content as one stop use accessible=\"true\" with a combined label, or hide only the decorative parts",
      "6:4 accessible=\"false\" hides this 'an-stack' and everything inside, so the accessibilityHint of 'an-text' on line 6 will never be read; to read the content as one stop use accessible=\"true\" with a combined label, or hide only the decorative parts",
      "7:4 accessible=\"false\" hides this 'an-view' and everything inside, so the accessible=\"true\" grouping of 'an-view' on line 8 (and 1 more inside) will never be read; to read the content as one stop use accessible=\"true\" with a combined label, or hide only the decorative parts",
    ])
  }

  func testOnceForNestedHiddenContainers() {
    XCTAssertEqual(lint("""
      <an-view accessible="false">
        <an-view accessible="false"><an-image src="a.png" accessibilityLabel="Sello"></an-image></an-view>
      </an-view>
      """).map { String($0.prefix(3)) }, ["1:2"])
  }

  func testSilentOnPlainTextDynamicHidingEmptyLabelsAndInteractiveContent() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view accessible="false"><an-image src="separador.png"></an-image><an-text>· · ·</an-text></an-view>
        <an-view [accessible]="decorativo"><an-image src="sello.png" accessibilityLabel="Sello"></an-image></an-view>
        <an-view accessible="false"><an-button accessibilityLabel="Cerrar" (tap)="x()"></an-button></an-view>
        <an-view accessible="true" accessibilityLabel="Estrellas"><an-image src="e.png" accessibilityLabel="e"></an-image></an-view>
      </an-view>
      """), [])
  }

  /// A hint bound to `null` or `undefined` says nothing to silence; any other is reported.
  func testANullishHintSaysNothing() throws {
    let template = """
      <an-view accessible="false"><an-image src="s.png" [accessibilityHint]="null"></an-image></an-view>
      <an-view accessible="false"><an-image src="s.png" [accessibilityHint]="undefined"></an-image></an-view>
      <an-view accessible="false"><an-image src="s.png" [accessibilityHint]="ok ? 'Abre la foto' : null"></an-image></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "hidden-content-labelled"), [
      "3:2 accessible=\"false\" hides this 'an-view' and everything inside, so the accessibilityHint of 'an-image' on line 3 will never be read; to read the content as one stop use accessible=\"true\" with a combined label, or hide only the decorative parts",
    ])
  }
}
