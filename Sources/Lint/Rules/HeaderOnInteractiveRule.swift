import AccessibilityModel

/// A `header` role on something that can be pressed.
struct HeaderOnInteractiveRule: ElementRule {
  static let description = RuleDescription(
    id: "header-on-interactive",
    summary: "Header role on an element that can be pressed",
    rationale: "A role replaces, it does not add: header on a button, or on a view with (tap), leaves a heading that can be pressed but is not announced as pressable, and a target Voice Control and Full Keyboard Access do not reach as a control. Keep the header for the section title and put the action on a button beside it. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["naming", "headers"])

  static let interest = ElementInterest.writing(.accessibilityRole)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (What makes the element a control first, from its event bits and its primitive's role:
    // it is cheaper than its role alternatives, and most elements that write a role are not
    // controls.)
    guard !element.isHidden, element.hasEvent(.activation) || element.nativeRole.isInteractive else { return }
    // A known role is its only alternative: one other than header is passed over without
    // making the list of alternatives.
    let known = element.effectiveRole
    if known != .unknown && known != .role(.header) { return }
    Self.reportHeader(element, &sink)
  }

  /// Reports the header among the role alternatives of a control. (Out of line: the check,
  /// nearly every element passing it, is then small enough to be inlined into the engine's
  /// walk.)
  @inline(never)
  static func reportHeader(_ element: AXElement, _ sink: inout FindingSink) {
    guard let role = element.role else { return }
    let why: String
    if let event = element.events.first(where: { $0.category == .activation }) {
      why = "handles \(event.shown)"
    } else if case .role(let native) = element.nativeRole, native.isInteractive {
      why = "is an \(element.tagName) (native role \(native.rawValue))"
    } else if element.nativeRole == .textField {
      why = "is an \(element.tagName) (a text field)"
    } else {
      return
    }
    guard let header = element.roleAlternatives.first(where: { $0.role == .role(.header) }) else { return }
    let shown = element.hasRoleAlternatives ? "the role alternative \(Messages.show(header.value ?? .string("header")))" : "role 'header'"
    sink.report(role.valueRange, about: element,
                "\(shown) on an element that \(why): a header is not announced as something to press, and Voice Control and keyboard users do not reach it as a control; keep the header for the title and put the action on an an-button")
  }
}
