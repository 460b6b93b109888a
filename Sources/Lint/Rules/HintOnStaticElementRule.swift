import AccessibilityModel

/// A hint on an element nobody acts on.
struct HintOnStaticElementRule: ElementRule {
  static let description = RuleDescription(
    id: "hint-on-static-element",
    summary: "Hint on an element with no action",
    rationale: "A hint says what will happen if you act. On text, an image or a header there is no action, so a hint can only carry information, which users who switched hints off never hear. Put what it is in the label, its state in accessibilityValue, and drop the hint; or, if it can be acted on, give it an interactive role and the event. WCAG 2.2: 3.3.2 Labels or Instructions (https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html); 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "hints"],
    yieldsTo: ["hint-without-label", "image-needs-label"])

  static let interest = ElementInterest.writing(.accessibilityHint)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard let hint = element.spokenHint, element.isStop, !element.hasActivation else { return }
    guard !element.stopIsUncertain else { return }
    // Custom actions are actions: the hint may say what they do.
    guard !element.offersCustomActions else { return }
    let what: String
    switch element.effectiveRole {
    case .role(let role) where !role.isInteractive: what = Self.describe(role)
    case .noRole: what = "an element with no role"
    case .unknown:
      // A ternary of known roles: reported when one alternative is static, naming it.
      guard let roles = Self.knownRoles(element), !roles.isEmpty else { return }
      let statics = roles.filter { !$0.isInteractive }
      guard !statics.isEmpty else { return }
      what = "an element whose role may be \(Messages.quoted(statics.map(\.rawValue)))"
    default: return
    }
    sink.report(hint.valueRange, about: element,
                
                "hint on \(what), which has no action: a hint says what acting will do, and users can turn hints off; put this information in accessibilityLabel or accessibilityValue, or drop the hint")
  }

  static func describe(_ role: Role) -> String {
    switch role {
    case .text: return "static text"
    case .header: return "a header"
    case .image: return "an image"
    case .summary: return "a summary"
    case .none: return "an element with role none"
    default: return "'\(role.rawValue)'"
    }
  }

  /// The roles of a role binding that is a finite set of known roles; nil when any member is
  /// unknown (dynamic or outside the vocabulary).
  static func knownRoles(_ element: AXElement) -> [Role]? {
    guard let role = element.role else { return nil }
    var roles: [Role] = []
    for member in role.value.possibilities {
      guard case .string(let s) = member, let r = Role(rawValue: s) else { return nil }
      if !roles.contains(r) { roles.append(r) }
    }
    return roles
  }
}
