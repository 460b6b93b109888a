import AccessibilityModel
import XCTest
@testable import Lint

/// `MissingCheckedStateRule.isCheckableName` compares a role name with the checkable roles'
/// names itself (cheaper than reading `checkableNames` per value): it must agree with the list
/// for every role, so that a role made checkable (a change to `Role.isCheckable`) is not passed
/// over unseen.
final class MissingCheckedStateNamesTests: XCTestCase {
  func testTheNameTestNamesExactlyTheCheckableRoles() {
    for role in Role.allCases {
      XCTAssertEqual(MissingCheckedStateRule.isCheckableName(role.rawValue),
                     MissingCheckedStateRule.checkableNames.contains(role.rawValue), role.rawValue)
    }
    XCTAssertEqual(MissingCheckedStateRule.checkableNames.sorted(), ["checkbox", "radio", "switch"])
    XCTAssertFalse(MissingCheckedStateRule.isCheckableName("Checkbox"))
  }
}
