import AccessibilityModel

/// Reading order overridden instead of fixed in the markup.
struct SortPriorityOverrideRule: ElementRule {
  static let description = RuleDescription(
    id: "sort-priority-override",
    summary: "Reading order overridden with accessibilitySortPriority",
    rationale: "Reordering priorities over a wrong hierarchy works until the next change; fixing the hierarchy works always. Put the element where it belongs in the markup (the order in the code should match the logical visual order); keep a priority only where the layout cannot follow, with a justified suppression. WCAG 2.2: 1.3.2 Meaningful Sequence (https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence.html); 2.4.3 Focus Order (https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html). Apple: SwiftUI accessibility modifiers (https://developer.apple.com/documentation/swiftui/view-accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .info,
    tags: ["screens", "order"])

  static let interest = ElementInterest.writing(.accessibilitySortPriority)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    for occurrence in element.occurrences(of: .accessibilitySortPriority) {
      sink.report(occurrence.valueRange,
                  "accessibilitySortPriority overrides the reading order, which breaks with the next change to the layout: move the element to where it belongs in the markup and drop the priority, or suppress this line with a justification")
    }
  }
}
