import AccessibilityModel
import TemplateSyntax

/// A non-native element given a toggle role with nothing saying whether it is on.
struct MissingCheckedStateRule: ElementRule {
  static let description = RuleDescription(
    id: "missing-checked-state",
    summary: "Toggle role with no checked state",
    rationale: "A native switch, checkbox or radio publishes its own state (a UISwitch publishes \"1\" or \"0\" and VoiceOver says on or off in the device's language). A view that only claims the role has nothing to publish: the reader says \"checkbox\" or \"button\" and never whether it is on. For radio on UIKit, with no trait at all, the value is the only thing that marks the option as chosen. Bind the state: [accessibilityState]=\"{ checked: isOn }\". WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "states"])

  static let interest = ElementInterest.writing(.accessibilityRole)

  /// Whether a possibility of a role is a constant naming a toggle (`Role.isCheckable(named:)`).
  static func namesToggle(_ value: AbstractValue) -> Bool {
    if case .string(let s) = value { return Role.isCheckable(named: s) }
    return false
  }

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // Native toggles publish their own state; hidden elements are never read.
    if element.nativeRole.role?.isCheckable == true || element.isHidden { return }
    guard let role = element.role else { return }
    // The role's possibilities are read where the prop holds them: a role none of whose
    // constants names a toggle (nearly every one) is passed over without listing the
    // possibilities of its value and of its written value (copies of each).
    switch role.value {
    case .alternatives(let values): if !values.contains(where: Self.namesToggle) { return }
    case .string: if !Self.namesToggle(role.value) { return }
    default: return
    }
    Self.checkToggle(element, role, context, &sink)
  }

  /// The check of an element whose role may name a toggle. (Out of line: the tests above, which
  /// nearly every role passes, are then small enough to be inlined into the engine's walk.)
  @inline(never)
  static func checkToggle(_ element: AXElement, _ role: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    var toggles: [String] = []
    // Named as written (`radioButton`), when a profile's vocabulary wrote it.
    let written = role.writtenValue?.possibilities ?? role.value.possibilities
    for (k, value) in role.value.possibilities.enumerated() {
      guard case .string(let s) = value, Role.isCheckable(named: s) else { continue }
      let shown = k < written.count ? written[k].stringValue ?? s : s
      if !toggles.contains(shown) { toggles.append(shown) }
    }
    guard !toggles.isEmpty else { return }
    // A whole state bound to an expression may hold checked; a value says the state itself.
    // (A value bound to `null` or `undefined` is no value.)
    guard element.stateIsKnown, element.stateEntry(.checked) == nil, element.value?.value.isNullish ?? true else { return }
    // A profile whose state is one string (NativeScript) is told in that form.
    let fix = context.model.profile.stringStates["unchecked"] != nil
      ? "bind [accessibilityState]=\"on ? 'checked' : 'unchecked'\""
      : "bind [accessibilityState]=\"{ checked: … }\""
    let roles = toggles.map { "'\($0)'" }
    let has = role.value.possibilities.count > 1
      ? "may have role " + (roles.count > 1 ? roles.dropLast().joined(separator: ", ") + " or " + roles.last! : roles[0])
      : "has role \(roles[0])"
    sink.report(element.nameRange,
                "'\(element.tagName)' \(has) but no checked state: the reader cannot say whether it is on; \(fix)")
  }
}
