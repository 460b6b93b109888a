import AccessibilityModel
@testable import Lint
import XCTest

/// The rules' byte comparison of state keys answers as `StateKey(rawValue:)` does.
final class StateKeyNameTests: XCTestCase {
  func testEveryKeyIsFound() {
    for key in StateKey.allCases { XCTAssertEqual(StateKeyName.key(named: key.rawValue), key, key.rawValue) }
  }

  func testOtherNamesAnswerAsTheModelDoes() {
    let names = ["", "b", "bus", "busY", "Busy", "busy ", "bisy", "checke", "checkeD", "xhecked", "chicked", "checkedd",
                 "disablef", "Disabled", "selecteD", "expandes", "expande", "expanded!", "hidden", "pressed",
                 "büsy", "chécked", "expandéd", "a name that is no state key at all"]
    for name in names { XCTAssertEqual(StateKeyName.key(named: name), StateKey(rawValue: name), name) }
    for name in names { XCTAssertNil(StateKeyName.key(named: name), name) }
  }
}
