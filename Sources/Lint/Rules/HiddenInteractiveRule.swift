import AccessibilityModel
import TemplateSyntax

/// An element that can be acted on inside an `accessible="false"` subtree.
struct HiddenInteractiveRule: Rule {
  static let description = RuleDescription(
    id: "hidden-interactive",
    summary: "Interactive element hidden from assistive technologies",
    rationale: "accessible=\"false\" hides the element and everything inside it: UIKit sets accessibilityElementsHidden, AppKit empties the child list. A button, link or field in that subtree can still be tapped by sighted users but cannot be reached with VoiceOver, TalkBack, Switch Control or the keyboard. Move the control out of the hidden subtree, or hide only the decorative parts. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement); Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "visibility"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements {
      guard let hider = element.hiddenBy, element.isInteractive else { continue }
      // Removed for everyone (`visibility="collapsed"`): nobody can tap it either.
      if context.elements[hider].isRemoved { continue }
      let activations = element.events.filter { $0.category == .activation }
      // A control with no handler of its own, hidden inside a stop that acts (a settings row
      // with the switch role, its state and the tap, around a decorative `an-switch`): the
      // stop is what users of assistive technology reach and act on ("a stop is a leaf").
      if activations.isEmpty, let stop = element.containingStop, context.elements[stop].hiddenBy == nil,
         context.elements[stop].hasActivation { continue }
      // A hidden copy of an action reachable elsewhere (a tap-to-dismiss backdrop beside a sheet
      // with a close button or an escape handler): users of assistive technology lose nothing.
      // (A swipe is no such place: the screen reader keeps it.)
      let reachable = context.model.reachableHandlers
      if !activations.isEmpty, activations.allSatisfy({ $0.handler(in: context.source).map(reachable.contains) ?? false }) { continue }
      let what = Self.describe(element)
      let hiding = Self.hidingAttribute(context.elements[hider])
      let whereHidden: String
      if hider == element.index {
        whereHidden = "has \(hiding)"
      } else {
        let line = context.lines.position(of: Int(context.elements[hider].nameRange.start)).line
        whereHidden = "is inside the \(hiding) '\(context.elements[hider].tagName)' on line \(line)"
      }
      sink.report(element.nameRange,
                  "'\(element.tagName)' \(what) but \(whereHidden): screen-reader, Switch Control and keyboard users cannot reach it; move it out of the hidden subtree, or hide only the decorative parts")
    }
  }

  /// `accessible="false"`, or the profile's prop that hides (`accessibilityHidden="true"`).
  static func hidingAttribute(_ element: AXElement) -> String {
    guard let name = element.accessible?.attribute.name, name != "accessible" else { return "accessible=\"false\"" }
    return "\(name)=\"true\""
  }

  /// `handles (tap)`, `is a button`, `is a text field`.
  static func describe(_ element: AXElement) -> String {
    if let event = element.events.first(where: { $0.category == .activation }) { return "handles \(event.shown)" }
    switch element.effectiveRole {
    case .textField: return "is a text field"
    case .role: return "is \(Messages.describe(element.effectiveRole, of: element))"
    default: return "is interactive"
    }
  }
}
