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
    // The handlers of the events of elements that are not hidden, made at the first hidden
    // control (most templates have none).
    var reachable: Set<String>?
    for element in context.elements {
      guard let hider = element.hiddenBy, element.isInteractive else { continue }
      // Removed for everyone (`visibility="collapsed"`): nobody can tap it either.
      if context.elements[hider].isRemoved { continue }
      // A hidden copy of an action reachable elsewhere (a tap-to-dismiss backdrop beside a sheet
      // with a close button or an escape handler): users of assistive technology lose nothing.
      if reachable == nil { reachable = Self.visibleHandlers(context) }
      let activations = element.events.filter { $0.category == .activation }
      if !activations.isEmpty, activations.allSatisfy({ Self.handler($0, context.source).map(reachable!.contains) ?? false }) { continue }
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

  /// The handler of every event of an element that is not hidden (`(tap)`,
  /// `(accessibilityEscape)`, …), as `handler(_:_:)` writes it.
  static func visibleHandlers(_ context: RuleContext) -> Set<String> {
    var handlers: Set<String> = []
    for element in context.elements where element.hiddenBy == nil {
      for event in element.events { if let h = handler(event, context.source) { handlers.insert(h) } }
    }
    return handlers
  }

  /// An event's statement without whitespace (`close()` and `close( )` are one handler); nil
  /// for none.
  static func handler(_ event: EventBinding, _ source: SourceFile) -> String? {
    guard let range = event.attribute.valueRange else { return nil }
    let text = String(source.text(range).unicodeScalars.filter { !$0.properties.isWhitespace })
    return text.isEmpty ? nil : text
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
