import AccessibilityModel
import XCTest

/// `mayHaveRole` answers what `roleAlternatives.contains { $0.role == role }` answers, without
/// making the alternatives, for every form a role is written in.
final class MayHaveRoleTests: XCTestCase {
  func testAgreesWithTheAlternatives() {
    let roles: [EffectiveRole] = Role.allCases.map { .role($0) } + [.textField, .noRole, .unknown]
    let forms = [
      "", #"accessibilityRole="link""#, #"accessibilityRole="nonsense""#, #"[accessibilityRole]="kind""#,
      #"[accessibilityRole]="on ? 'header' : 'link'""#, #"[accessibilityRole]="on ? 'slider' : null""#,
      #"[accessibilityRole]="on ? 'bogus' : undefined""#, #"[accessibilityRole]="x ?? 'button'""#,
      #"[accessibilityRole]="on ? 'link' : 'link'""#, #"[accessibilityRole]="'header'""#,
    ]
    var checked = 0
    for tag in ["an-view", "an-button", "an-slider", "an-text-field", "an-text"] {
      for form in forms {
        let element = Model("<\(tag) \(form)></\(tag)>").one(tag)
        for role in roles {
          XCTAssertEqual(element.mayHaveRole(role), element.roleAlternatives.contains { $0.role == role }, "<\(tag) \(form)> \(role)")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 5 * 10 * (Role.allCases.count + 3))
  }
}
