@testable import AccessibilityModel
import XCTest

/// The contract props are found in one pass when the model is built: each must be the first
/// occurrence, as `propIndex` finds it one prop at a time.
final class ContractPropIndexTests: XCTestCase {
  func testEachContractPropIsItsFirstOccurrence() {
    let templates = [
      #"<an-button accessibilityLabel="A" [accessibilityLabel]="b" accessibilityHint="h" accessibilityRole="link" (tap)="go()"></an-button>"#,
      #"<an-view accessible="true" [accessibilityState]="{ busy: x }" accessibilityValue="1" accessibilityState="x" accessible="false"></an-view>"#,
      #"<an-text accessibilityHint="a" accessibilityHint="b" accessibilityRole="header" accessibilityRole="text">x</an-text>"#,
      #"<an-image src="a.png"></an-image>"#,
    ]
    let props: [AccessibilityProp] = [.accessibilityRole, .accessibilityLabel, .accessibilityHint, .accessibilityValue,
                                      .accessibilityState, .accessible]
    var checked = 0
    for template in templates {
      for element in Model(template).tree.elements {
        let indices = [element.roleIndex, element.labelIndex, element.hintIndex, element.valueIndex, element.stateIndex,
                       element.accessibleIndex]
        XCTAssertEqual(indices, props.map(element.propIndex), template)
        checked += 1
      }
    }
    XCTAssertEqual(checked, 4)
    let button = Model(templates[0]).one("an-button")
    XCTAssertEqual([button.roleIndex, button.labelIndex, button.hintIndex, button.valueIndex], [3, 0, 2, -1])
  }
}
