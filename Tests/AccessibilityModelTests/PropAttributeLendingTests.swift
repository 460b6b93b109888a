@testable import AccessibilityModel
import TemplateSyntax
import XCTest

/// A prop the model builder reads in place points into its tree's attributes without holding
/// them (`PropOccurrence.attributes`): the tree's prop store holds them, and gives them to a
/// prop still held when the store is torn down.
final class PropAttributeLendingTests: XCTestCase {
  func testAPropReadsItsOwnAttributeAmongTheTreesOthers() throws {
    let model = Model("<an-label class=\"a\" text=\"x\"></an-label><an-button id=\"b\" accessibilityHint=\"Saves\" accessibilityLabel=\"Save\"></an-button>")
    let label = try XCTUnwrap(model.one("an-button").label)
    XCTAssertEqual(label.attribute.name, "accessibilityLabel")
    XCTAssertEqual(label.attribute.staticValue, "Save")
    XCTAssertEqual(model.tree.syntax.attributes[label.attributeIndex].name, "accessibilityLabel")
  }

  func testAPropHeldPastItsTreeKeepsItsAttributeAfterOtherTrees() throws {
    var held: PropOccurrence?
    do {
      let model = Model("<an-image id=\"logo\" accessibilityHint=\"Home\" accessibilityLabel=\"Logo\"></an-image>")
      held = model.one("an-image").label
    }
    // (Other trees, built and freed, reuse the spare props and blocks the first tree left.)
    for k in 0..<3 {
      let other = Model("<an-button accessibilityLabel=\"Other \(k)\" class=\"c\"></an-button>")
      XCTAssertEqual(other.one("an-button").label?.attribute.staticValue, "Other \(k)")
    }
    let prop = try XCTUnwrap(held)
    XCTAssertEqual(prop.attribute.name, "accessibilityLabel")
    XCTAssertEqual(prop.attribute.staticValue, "Logo")
    XCTAssertEqual(prop.value, .string("Logo"))
  }
}
