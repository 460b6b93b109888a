import AccessibilityModel
import TemplateSyntax

/// An explicit role that a targeted platform cannot express.
struct RoleUnsupportedOnPlatformRule: ElementRule {
  static let description = RuleDescription(
    id: "role-unsupported-on-platform",
    summary: "Role a targeted platform cannot express",
    rationale: "Three cells of the role table are empty and none is rounded to a neighbour: radio has no UIKit or SwiftUI trait (an iOS radio button is announced by its value and its position in the group), slider has no SwiftUI trait (adjustable is an action there), and summary has no AppKit role (a Mac has no moment of entering a screen). The host applies nothing, so the user hears the element without the role the template asked for. Only the platforms the configuration targets are reported. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); NSAccessibility (https://developer.apple.com/documentation/appkit/nsaccessibility); SwiftUI AccessibilityTraits (https://developer.apple.com/documentation/swiftui/accessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "platforms"],
    isPlatformDependent: true)

  static let interest = ElementInterest.writing(.accessibilityRole)

  /// What to do instead, per role that some platform lacks.
  static func advice(_ role: Role, for element: AXElement, profile: ComponentProfile) -> String {
    switch role {
    case .radio: return "give each option a checked state and keep the options together in one container"
    case .slider where !profile.adjustableOnlyEvents.isEmpty:
      // The handlers are called only with the role (NativeScript): nothing replaces it.
      return "convey it another way on those platforms"
    case .slider:
      // Name only what the element lacks.
      var missing: [String] = []
      if element.event(named: "accessibilityIncrement") == nil { missing.append("(accessibilityIncrement)") }
      if element.event(named: "accessibilityDecrement") == nil { missing.append("(accessibilityDecrement)") }
      if element.value == nil { missing.append("an accessibilityValue") }
      if missing.isEmpty {
        return "its (accessibilityIncrement), (accessibilityDecrement) and accessibilityValue keep it adjustable there without the role"
      }
      return "make it adjustable with \(Messages.list(missing)), which work without the role"
    case .summary: return "put what it summarizes where it is read first there"
    default: return "convey it another way on those platforms"
    }
  }

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // Hidden, or swallowed by the stop around it (a stop is a leaf: its role is not published;
    // a control inside one stays reachable on Android, so it is still checked).
    guard !element.isHidden, !element.isInsideStop || element.isInteractive else { return }
    Self.checkRoles(element, context, &sink)
  }

  /// Reports the roles of a published element that a target platform drops. (Out of line: the
  /// check is then small enough to be inlined into the engine's walk.)
  @inline(never)
  static func checkRoles(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    for occurrence in element.occurrences(of: .accessibilityRole) {
      var clauses: [String] = []
      var platforms: Set<Platform> = []
      let known = occurrence.value.knownPossibilities
      for (k, value) in known.enumerated() {
        // Each role once (an earlier alternative may name it: at most 16, no set is made).
        guard let s = value.stringValue, let role = Role(rawValue: s),
              !known[..<k].contains(where: { $0.stringValue == s }) else { continue }
        // A native primitive's own role (`an-radio` with role 'radio') is published as the
        // primitive is, with or without the prop: the host's business, and redundant-role's.
        if element.nativeRole == .role(role) { continue }
        let gaps = PlatformGaps(targets: context.platforms) { element.roleForm(role, on: $0).unsupportedReason }
        guard !gaps.isEmpty else { continue }
        platforms.formUnion(gaps.platforms)
        clauses.append("role '\(element.roleName(role))' is dropped \(gaps.wording); \(Self.advice(role, for: element, profile: context.model.profile))")
      }
      guard !clauses.isEmpty else { continue }
      let alternative = occurrence.value.possibilities.count > 1 ? "in the alternatives, " : ""
      sink.report(occurrence.valueRange, alternative + clauses.joined(separator: "; "), platforms: platforms.sorted())
    }
  }
}
