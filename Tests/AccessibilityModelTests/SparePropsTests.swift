@testable import AccessibilityModel
import TemplateSyntax
import XCTest

/// A tree's props are kept for the thread's next trees (`SpareProps`) only when nothing else
/// holds them, and a kept one is filled again with the new tree's prop.
final class SparePropsTests: XCTestCase {
  func testAPropHeldPastItsTreeKeepsItsValue() {
    var held: PropOccurrence?
    do {
      let model = Model("<an-button accessibilityLabel=\"Guardar\" accessibilityHint=\"Guarda el borrador\"></an-button>")
      held = model.one("an-button").label
    }
    let other = Model("<an-button accessibilityLabel=\"Borrar\" accessibilityHint=\"Borra el borrador\"></an-button>")
    XCTAssertEqual(held?.value, .string("Guardar"))
    XCTAssertEqual(held?.attribute.name, "accessibilityLabel")
    XCTAssertEqual(other.one("an-button").label?.value, .string("Borrar"))
    XCTAssertEqual(other.one("an-button").hint?.value, .string("Borra el borrador"))
  }

  func testAFreedTreesPropIsFilledAgain() throws {
    var first: ObjectIdentifier?
    do {
      let model = Model("<an-button [accessibilityState]=\"{ checked: on }\"></an-button>")
      first = try ObjectIdentifier(XCTUnwrap(model.one("an-button").state))
    }
    // (The spares are a stack: the next prop made on this thread is the one just kept.)
    let other = Model("<an-image accessibilityLabel=\"Logo\"></an-image>")
    let label = try XCTUnwrap(other.one("an-image").label)
    XCTAssertEqual(ObjectIdentifier(label), first)
    XCTAssertEqual(label.prop, .accessibilityLabel)
    XCTAssertEqual(label.value, .string("Logo"))
    XCTAssertNil(label.formMistake)
    XCTAssertNil(label.writtenValue)
    XCTAssertFalse(label.isStringState)
  }
}
