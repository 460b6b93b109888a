import AccessibilityModel
import TemplateSyntax

/// A role equal to the primitive's native role.
struct RedundantRoleRule: ElementRule {
  static let description = RuleDescription(
    id: "redundant-role",
    summary: "Role equal to the primitive's native role",
    rationale: "Each primitive already gets its role from the host (an an-button mounts an NSButton, and an NSButton is an AXButton). Writing it again adds nothing for VoiceOver or TalkBack, and a later change of primitive leaves a role that contradicts it. Remove the prop. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .info,
    tags: ["contract", "roles"])

  static let interest = ElementInterest.writing(.accessibilityRole)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard let native = element.nativeRole.role else { return }
    Self.checkRoles(element, native, &sink)
  }

  /// Reports each role written on a primitive that is only its native role. (Out of line: the
  /// check is then small enough to be inlined into the engine's walk.)
  @inline(never)
  static func checkRoles(_ element: AXElement, _ native: Role, _ sink: inout FindingSink) {
    // A profile's role name says more than the vocabulary's word (`imageButton`): kept.
    for occurrence in element.occurrences(of: .accessibilityRole) {
      guard occurrence.writtenValue == nil else { continue }
      // Every alternative must be the native role, or `null`/`undefined` (no role: the native
      // one stays): otherwise the binding is needed.
      let all = occurrence.value.possibilities
      let nativeValue = AbstractValue.string(native.rawValue)
      guard all.contains(nativeValue), all.allSatisfy({ $0 == nativeValue || $0.isNullish }) else { continue }
      sink.report(occurrence.valueRange,
                  "role '\(native.rawValue)' is already the native role of '\(element.tagName)'; remove accessibilityRole")
    }
  }
}
