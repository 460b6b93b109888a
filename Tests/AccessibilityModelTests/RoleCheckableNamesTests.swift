import AccessibilityModel
import XCTest

/// `Role.isCheckable(named:)` compares a name with the checkable roles' names itself (a rule asks
/// it of every role value): it must agree with `isCheckable` for every role, so that a role made
/// checkable is not passed over unseen.
final class RoleCheckableNamesTests: XCTestCase {
  func testTheNameTestNamesExactlyTheCheckableRoles() {
    for role in Role.allCases {
      XCTAssertEqual(Role.isCheckable(named: role.rawValue), role.isCheckable, role.rawValue)
    }
    XCTAssertEqual(Role.allCases.filter(\.isCheckable).map(\.rawValue).sorted(), ["checkbox", "radio", "switch"])
    XCTAssertFalse(Role.isCheckable(named: "Checkbox"))
    XCTAssertFalse(Role.isCheckable(named: ""))
  }
}
