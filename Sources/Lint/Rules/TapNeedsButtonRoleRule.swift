import AccessibilityModel

/// An activation event on an element that is not announced as something to press.
struct TapNeedsButtonRoleRule: ElementRule {
  static let description = RuleDescription(
    id: "tap-needs-button-role",
    summary: "Activation event on an element with no interactive role",
    rationale: "A (tap) on a plain view, image or text makes something that answers to touch but has no button trait: VoiceOver does not offer it as actionable, Voice Control has no name to say for it, and Full Keyboard Access gives it no stop. If it can be pressed, declare it: use an-button, or give accessibilityRole=\"button\". WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .error,
    tags: ["naming", "roles"],
    yieldsTo: ["header-on-interactive", "role-none-on-interactive"])

  static let interest = ElementInterest.bindingEvents

  /// The advice, naming the profile's button element (`Button`) or `an-button`.
  static func fix(button: String) -> String {
    "screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use \(button), or add accessibilityRole=\"button\""
  }

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Whether it binds an activation is told from its event categories: the event itself is
    // looked for only when it is reported, and after the tests below, which most elements fail.)
    guard element.hasEvent(.activation) else { return }
    // Hidden: hidden-interactive; inside a stop: grouped-interactive (it is no stop of its own).
    guard !element.isHidden, !element.isInsideStop else { return }
    // A modal layer is a container, never a stop: a tap on it (a backdrop that closes it) is
    // modal-without-escape's matter, and a button role would make the layer a stop.
    guard !element.isModalLayer else { return }
    // Unknown: may be interactive. Header and none are reported here too; the engine drops
    // them when header-on-interactive or role-none-on-interactive reports the element.
    let bad = element.roleAlternatives.filter { alternative in
      switch alternative.role {
      case .unknown, .textField: return false
      case .role(let role): return !role.isInteractive
      case .noRole: return true
      }
    }
    guard !bad.isEmpty, let event = element.events.first(where: { $0.category == .activation }) else { return }
    Self.report(element, event, bad, context, &sink)
  }

  /// Reports a tap on `element` whose role alternatives `bad` are not interactive. (Out of line:
  /// the check, which nearly every element leaves before, is then left without the finding's
  /// wording.)
  @inline(never)
  static func report(_ element: AXElement, _ event: EventBinding, _ bad: [RoleAlternative], _ context: RuleContext,
                     _ sink: inout FindingSink) {
    // Nothing inside names it (an image, an icon glyph): a role alone would give a button
    // with no name, so the advice says both.
    let advice = Self.fix(button: context.model.profile.adviceElement("an-button"))
    var fix = element.name.exists ? advice : advice + unnamed
    // A copy of an action reachable elsewhere (a backdrop whose tap the sheet's close button or
    // escape also runs): hiding it is the simpler fix.
    let activations = element.events.filter { $0.category == .activation }
    let itself = element.index..<element.subtreeEnd
    if activations.allSatisfy({ context.model.runsHandler(of: $0, on: element.index, outside: itself) }) {
      fix += "; or, since another control or an escape runs the same handler, hide this one with accessible=\"false\""
    }
    let subject = "'\(element.tagName)' handles \(event.shown)"
    if element.hasRoleAlternatives {
      let shown = Messages.list(bad.map { ($0.value.map(Messages.show) ?? "none") + ($0.role == .noRole ? " (no role)" : "") })
      let noun = bad.count == 1 ? "alternative" : "alternatives"
      sink.report(element.nameRange, about: element, "\(subject) but its role \(noun) \(shown) \(bad.count == 1 ? "is" : "are") not interactive: \(fix)")
    } else {
      sink.report(element.nameRange, about: element, "\(subject) but \(what(element.effectiveRole)): \(fix)")
    }
  }

  static let unnamed = " and an accessibilityLabel (nothing inside it is a name)"

  static func what(_ role: EffectiveRole) -> String {
    if case .role(let r) = role { return "is announced as \(r == .image ? "an image" : r.rawValue)" }
    return "has no role"
  }
}
