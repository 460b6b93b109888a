import AccessibilityModel
import TemplateSyntax

/// `accessibilityRole="none"` on an interactive primitive or on an element with an activation
/// event.
struct RoleNoneOnInteractiveRule: ElementRule {
  static let description = RuleDescription(
    id: "role-none-on-interactive",
    summary: "Role none on something that can be pressed",
    rationale: "none strips the role, the control's native one included: UIKit empties the trait mask, AppKit sets AXUnknown, Android uses android.view.View. The element keeps its name but is announced as nothing in particular, so a screen-reader user has no reason to activate it, Voice Control has no control to name, and the keyboard no stop. Remove the role, or hide real decoration with accessible=\"false\". WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "roles"])

  static let interest = ElementInterest.writing(.accessibilityRole)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard !element.isHidden else { return }  // hidden-interactive reports those
    // (Whether it can be pressed from its event bits and its primitive's role: most elements
    // that write a role cannot, and are passed over without reading their events.)
    guard element.nativeRole.isInteractive || element.hasEvent(.activation) else { return }
    Self.checkRoles(element, &sink)
  }

  /// Reports each role of a control (`check` has told it is one) that may be `none`. (Out of
  /// line: the check, nearly every element passing it, is then small enough to be inlined into
  /// the engine's walk.)
  @inline(never)
  static func checkRoles(_ element: AXElement, _ sink: inout FindingSink) {
    let native = element.nativeRole
    let activation = element.events.first { $0.category == .activation }
    for occurrence in element.occurrences(of: .accessibilityRole) {
      guard occurrence.value.knownPossibilities.contains(.string(Role.none.rawValue)) else { continue }
      let what: String
      if native.isInteractive {
        what = "strips the \(Self.roleName(native, of: element)) role that '\(element.tagName)' needs"
      } else if let activation {
        what = "announces '\(element.tagName)', which handles (\(activation.name)), as nothing in particular"
      } else {
        return
      }
      let alternative = occurrence.value.possibilities.count > 1 ? " (an alternative of the binding)" : ""
      let fix = native.isInteractive
        ? "remove accessibilityRole, or hide it with accessible=\"false\" if it is decoration"
        : "give it accessibilityRole=\"button\", or use an-button"
      sink.report(occurrence.valueRange, about: element, "role 'none'\(alternative) \(what): screen-reader, Voice Control and keyboard users cannot tell it can be used; \(fix)")
    }
  }

  static func roleName(_ role: EffectiveRole, of element: AXElement) -> String {
    switch role {
    case .role(let r): return element.roleName(r)
    case .textField: return "text field"
    default: return "native"
    }
  }
}
