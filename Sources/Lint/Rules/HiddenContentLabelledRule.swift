import AccessibilityModel
import TemplateSyntax

/// `accessible="false"` on a container whose content carries labels, hints or groupings that
/// will never be read.
struct HiddenContentLabelledRule: Rule {
  static let description = RuleDescription(
    id: "hidden-content-labelled",
    summary: "Hidden container with labelled content",
    rationale: "accessible=\"false\" reaches the children (UIKit sets accessibilityElementsHidden, AppKit empties the child list), so a label, hint or accessible=\"true\" grouping written inside is never read on any platform. Someone wrote it for a reason: usually the author meant accessible=\"true\" (one stop with a combined label), or to hide only the decorative part. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement); Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["contract", "visibility"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for container in context.elements(with: ElementFact.hidden) where container.hiddenBy == container.index {
      // Removed for everyone (`visibility="collapsed"`), not hidden from assistive technologies.
      if container.isRemoved && container.accessibleFlag != false { continue }
      var found: [(element: AXElement, what: String)] = []
      for i in context.model.descendants(of: container.index) {
        let element = context.elements[i]
        // Interactive descendants are hidden-interactive's finding; a detached `<ng-template>`'s
        // content shows where it is stamped, maybe not hidden (the model does not hide it).
        if element.isInteractive || !element.isHidden { continue }
        if let what = Self.dead(element) { found.append((element, what)) }
      }
      guard let first = found.first else { continue }
      let line = context.lines.position(of: Int(first.element.nameRange.start)).line
      let more = found.count > 1 ? " (and \(found.count - 1) more inside)" : ""
      sink.report(container.nameRange,
                  "\(HiddenInteractiveRule.hidingAttribute(container)) hides this '\(container.tagName)' and everything inside, so the \(first.what) of '\(first.element.tagName)' on line \(line)\(more) will never be read; to read the content as one stop use accessible=\"true\" with a combined label, or hide only the decorative parts")
    }
  }

  /// What an element carries that a hidden ancestor silences.
  static func dead(_ element: AXElement) -> String? {
    if element.hasLabel { return "accessibilityLabel" }
    if let hint = element.hint {
      // (A blank hint, or one bound to `null`/`undefined`, says nothing.)
      let saysNothing: Bool
      // (Switched on once: matched for a string and then read again, the value was copied.)
      switch hint.value {
      case .string(let s): saysNothing = UnicodeWhitespace.isBlank(s)
      case let other: saysNothing = other.isNullish
      }
      if !saysNothing { return "accessibilityHint" }
    }
    if element.accessibleFlag == true { return "accessible=\"true\" grouping" }
    return nil
  }
}
