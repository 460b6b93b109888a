import AccessibilityModel

/// A hint on a non-interactive stop that has no name.
struct HintWithoutLabelRule: ElementRule {
  static let description = RuleDescription(
    id: "hint-without-label",
    summary: "Hint on a stop with no label",
    rationale: "A hint is read last, after a pause, and users can switch hints off: a stop whose only words are in its hint is, for them, a stop with no name. Put what it is in accessibilityLabel; keep the hint only for what acting does. Interactive stops get missing-name and images image-needs-label instead. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .error,
    tags: ["naming", "hints"],
    yieldsTo: ["missing-name", "image-needs-label"])

  static let interest = ElementInterest.writing(.accessibilityHint)

  /// Whether the rule reports the element (shared with `hint-on-static-element`): a stop with a
  /// hint and no name whose role is known and not interactive, and that is not an image.
  static func applies(to element: AXElement, in context: RuleContext) -> Bool {
    guard element.spokenHint != nil, element.isStop, !element.name.exists else { return false }
    return element.effectiveRole.isKnown && !element.stopIsUncertain
  }

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard Self.applies(to: element, in: context) else { return }
    sink.report(element.hint!.valueRange, about: element,
                
                "the hint is this stop's only description, and users can turn hints off; put what it is in accessibilityLabel and keep the hint, if at all, for what acting does")
  }
}
