import AccessibilityModel

/// An activation event on an element that is not announced as something to press.
struct TapNeedsButtonRoleRule: Rule {
  static let description = RuleDescription(
    id: "tap-needs-button-role",
    summary: "Activation event on an element with no interactive role",
    rationale: "A (tap) on a plain view, image or text makes something that answers to touch but has no button trait: VoiceOver does not offer it as actionable, Voice Control has no name to say for it, and Full Keyboard Access gives it no stop. If it can be pressed, declare it: use an-button, or give accessibilityRole=\"button\" (seed 001).",
    defaultSeverity: .error,
    tags: ["naming", "roles"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements {
      guard let event = element.events.first(where: { $0.category == .activation }) else { continue }
      guard !element.isHidden, !element.isSwallowed else { continue }  // hidden-interactive / grouped-interactive
      switch element.effectiveRole {
      case .unknown, .textField: continue
      case .role(let role) where role.isInteractive || role == .header || role == .none: continue
      default: break
      }
      let what: String
      switch element.effectiveRole {
      case .role(let role): what = "is announced as \(role == .image ? "an image" : role.rawValue)"
      default: what = "has no role"
      }
      sink.report(element.nameRange,
                  "'\(element.tagName)' handles (\(event.name)) but \(what): screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\"")
    }
  }
}
