import AccessibilityModel
import TemplateSyntax
import XCTest

/// `PropOccurrence.withValue` lends the prop's value in place: a rule reads the same value
/// `value` holds (a constant string, or the alternatives of a ternary) without copying it.
final class PropOccurrenceWithValueTests: XCTestCase {
  func testLendsTheValueTheOccurrenceHolds() throws {
    let model = Model(#"<an-button accessibilityLabel="Guardar" [accessibilityHint]="on ? 'Abre' : null"></an-button>"#)
    let button = model.one("an-button")
    let label = try XCTUnwrap(button.label)
    let text = label.withValue { value -> String? in
      if case .string(let s) = value { return copy s }
      return nil
    }
    XCTAssertEqual(text, "Guardar")
    let hint = try XCTUnwrap(button.hint)
    XCTAssertEqual(hint.withValue { value in copy value }, hint.value)
    XCTAssertTrue(hint.withValue { value in value.hasNullishAlternative })
  }
}
