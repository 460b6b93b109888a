import XCTest
@testable import Lint

final class EmptyLabelRuleTests: XCTestCase {
  let id = "empty-label"

  func testEmptyBlankBareAndAlternatives() {
    let text = #"<an-view accessibilityLabel="   "></an-view><an-view accessibilityLabel></an-view><an-view [accessibilityLabel]="a ? '' : (b ? ' ' : 'X')"></an-view><an-button [accessibilityLabel]="c ? '' : 'Cerrar'">Cerrar</an-button><an-image accessibilityLabel=""></an-image>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:30 a blank accessibilityLabel names nothing and hides nothing; use accessible=\"false\" to hide it, or write a real label",
      "1:54 an empty accessibilityLabel does not blank the name: the host removes the label, so nothing is hidden; use accessible=\"false\" to hide it, or write a real label",
      "1:114 the alternatives '' and ' ' of accessibilityLabel do not blank the name: the host removes the label instead; use null to remove the label in that case, accessible=\"false\" to hide it, or a real label",
      "1:183 the alternative '' of accessibilityLabel does not blank the name: the host removes the label instead; use null to remove the label in that case, accessible=\"false\" to hide it, or a real label",
      "1:250 an empty accessibilityLabel does not blank the name: the host removes the label, so nothing is hidden; use accessible=\"false\" to hide it, or write a real label",
    ])
  }

  func testNullDynamicAndRealLabelsAreSilent() {
    let text = #"<an-button [accessibilityLabel]="c ? null : 'Cerrar'">Cerrar</an-button><an-button [accessibilityLabel]="etiqueta">A</an-button><an-button accessibilityLabel="{{ e }}">A</an-button>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  func testRootCauseOnly() {
    // image-needs-label and missing-name stay silent on an element whose only label is empty.
    let text = #"<an-image accessibilityLabel=""></an-image><an-button accessibilityLabel="" (tap)="go()"></an-button>"#
    XCTAssertEqual(TestLint.findings(text, rule: "missing-name").count, 0)
    XCTAssertEqual(TestLint.findings(text, rule: id).count, 2)
  }
  /// A hidden element's label is never read: nothing to report.
  func testAHiddenElementIsNotReported() throws {
    let template = "<an-image src=\"a.png\" accessible=\"false\" accessibilityLabel=\"\"/>\n"
      + "<an-view accessible=\"false\"><an-image src=\"b.png\" accessibilityLabel=\" \"/></an-view>\n"
      + "<an-image src=\"c.png\" accessibilityLabel=\"\"/>"
    XCTAssertEqual(TestLint.lines(template, rule: "empty-label").map { String($0.prefix(5)) }, ["3:43 "])
  }
}
