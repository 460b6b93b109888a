import AccessibilityModel
import XCTest

/// `writesProp(attributeAt:)` says which of an element's attributes the model read as the
/// prop their name is: props as written in any binding form, not events, other attributes,
/// near-misses or `[attr.…]` bindings.
final class PropAttributesTests: XCTestCase {
  func testMarksExactlyTheAttributesReadAsProps() {
    let model = Model(#"<an-button class="c" accessibilityLabel="A" [accessibilityHint]="h" (tap)="go()" accesibilityRole="x" [attr.accessibilityValue]="v" [(accessibilityValue)]="w" accessibilitylabel="z"></an-button>"#)
    let button = model.one("an-button")
    let attributes = model.tree.syntax.attributes
    let marked = button.element.attributeIndices.filter { button.writesProp(attributeAt: $0) }.map { attributes[$0].name }
    XCTAssertEqual(marked, ["accessibilityLabel", "accessibilityHint", "accessibilityValue"])
    XCTAssertFalse(button.writesProp(attributeAt: button.element.attributeIndices.upperBound))
  }
}
