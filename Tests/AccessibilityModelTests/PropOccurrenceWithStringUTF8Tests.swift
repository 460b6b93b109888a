import AccessibilityModel
import TemplateSyntax
import XCTest

/// `PropOccurrence.withStringUTF8` lends the UTF-8 bytes of a constant string value in place,
/// and answers nil for any other value.
final class PropOccurrenceWithStringUTF8Tests: XCTestCase {
  func testLendsTheBytesOfAConstantString() throws {
    let model = Model(#"<an-button accessibilityLabel="Guardar señal" [accessibilityHint]="on ? 'Abre' : null"></an-button>"#)
    let button = model.one("an-button")
    let label = try XCTUnwrap(button.label)
    XCTAssertEqual(label.withStringUTF8 { Array($0) }, Array("Guardar señal".utf8))
    XCTAssertEqual(label.withStringUTF8 { $0.count }, "Guardar señal".utf8.count)
    let hint = try XCTUnwrap(button.hint)
    XCTAssertNil(hint.withStringUTF8 { $0.count })
  }
}
