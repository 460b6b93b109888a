import XCTest
@testable import Lint

/// Exact findings of `modal-without-label` (messages included).
final class ModalWithoutLabelRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-modal (accessibilityEscape)=\"c()\"></an-modal>\n<an-view accessibilityViewIsModal (accessibilityEscape)=\"c()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-label"), [
      "1:2 modal layer 'an-modal' has no title or label: when it opens, the reader has nothing to announce; give it a title=\"…\" or an accessibilityLabel",
      "2:2 modal layer 'an-view' has no title or label: when it opens, the reader has nothing to announce; give it an accessibilityLabel",
    ])
  }
  func testCase2() throws {
    let template = "<an-modal [title]=\"t\"></an-modal>\n<an-view [accessibilityViewIsModal]=\"open\" [accessibilityLabel]=\"l\"></an-view>\n<an-view title=\"Not a layer title\" accessibilityViewIsModal=\"true\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-label"), [
      "3:2 modal layer 'an-view' has no title or label: when it opens, the reader has nothing to announce; give it an accessibilityLabel",
    ])
  }
  /// An empty alternative of a ternary title leaves the layer unnamed (with no label).
  func testAnEmptyAlternativeOfTheTitleIsReported() throws {
    let template = "<an-modal [title]=\"ok ? 'Filtros' : ''\" (accessibilityEscape)=\"c()\"><an-text>a</an-text></an-modal>\n"
      + "<an-modal [title]=\"ok ? 'Filtros' : null\" (accessibilityEscape)=\"c()\"><an-text>a</an-text></an-modal>\n"
      + "<an-modal [title]=\"ok ? 'Filtros' : 'Orden'\" (accessibilityEscape)=\"c()\"><an-text>a</an-text></an-modal>\n"
      + "<an-modal [title]=\"ok ? 'Filtros' : ''\" accessibilityLabel=\"Panel\" (accessibilityEscape)=\"c()\"><an-text>a</an-text></an-modal>\n"
      + "<an-modal [title]=\"t\" (accessibilityEscape)=\"c()\"><an-text>a</an-text></an-modal>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-label"), [
      "1:2 modal layer 'an-modal' has no title or label when its title is the alternative '': when it opens, the reader has nothing to announce; give every alternative a title, or add an accessibilityLabel",
      "2:2 modal layer 'an-modal' has no title or label when its title is the alternative null: when it opens, the reader has nothing to announce; give every alternative a title, or add an accessibilityLabel",
    ])
  }
}
