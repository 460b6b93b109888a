import XCTest
import TemplateSyntax

/// Details of Angular's reading that the fixtures' tree dumps do not show: decoded binding
/// values with their ranges mapped back to the file, and the new expression kinds in the tree.
final class ParserAngularTests: XCTestCase {
  func attribute(_ text: String, _ name: String) -> (SyntaxTree, Attribute)? {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    for node in tree.nodes {
      if let a = node.element?.attributes.first(where: { $0.name == name }) { return (tree, a) }
    }
    return nil
  }

  func testReferencesInABindingAreDecodedAndRangesMappedBack() throws {
    let text = #"<an-view [accessibilityLabel]="&quot;Guardar&quot; + x"></an-view>"#
    let (tree, a) = try XCTUnwrap(attribute(text, "accessibilityLabel"))
    XCTAssertEqual(tree.diagnostics, [])
    let e = try XCTUnwrap(a.expression)
    guard case .binary("+", let left, let right) = e.kind else { return XCTFail("\(e.kind)") }
    XCTAssertEqual(left.kind, .string("Guardar"))
    XCTAssertEqual(tree.text(left.range), "&quot;Guardar&quot;")
    XCTAssertEqual(tree.text(right.range), "x")
    XCTAssertEqual(tree.text(e.range), "&quot;Guardar&quot; + x")
  }

  func testDiagnosticsInADecodedBindingPointIntoTheFile() throws {
    let text = #"<an-view [accessibilityLabel]="&quot;a&quot; +"></an-view>"#
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    XCTAssertEqual(tree.diagnostics.map(\.message), ["unexpected end of expression"])
    XCTAssertEqual(tree.diagnostics.map(\.range), [ByteRange(46, 46)])
  }

  func testNewerExpressionKindsInTheTree() throws {
    let (_, a) = try XCTUnwrap(attribute(#"<an-view [x]="[...a, b => b, /x/g]"></an-view>"#, "x"))
    guard case .array(let elements)? = a.expression?.kind else { return XCTFail("\(String(describing: a.expression))") }
    XCTAssertEqual(elements.count, 3)
    if case .spread = elements[0].kind {} else { XCTFail("\(elements[0].kind)") }
    if case .arrowFunction(let parameters, _) = elements[1].kind { XCTAssertEqual(parameters, ["b"]) } else { XCTFail("\(elements[1].kind)") }
    XCTAssertEqual(elements[2].kind, .regex("x", flags: "g"))
  }

  func testEvaluatorTreatsSpreadValuesAsUnknown() throws {
    let source = SourceFile(path: "t", text: "{...o, selected: true}")
    let result = ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count))
    let value = Evaluator.evaluate(try XCTUnwrap(result.expression), source: source)
    guard case .dynamic = value else { return XCTFail("\(value)") }
  }
}
