import AccessibilityModel
import TemplateSyntax

/// One accessibility prop written twice on an element, in any two forms.
struct DuplicatePropRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-prop",
    summary: "Accessibility prop written twice on one element",
    rationale: "accessibilityLabel=\"…\" and [accessibilityLabel]=\"…\" (or bind-, or [( )]) are the same prop. Writing it twice leaves the host one value to publish and the reader of the template no way to tell which one VoiceOver will say; usually a static value was left behind when a bound one was added. Reported on every occurrence after the first. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "props"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    var lines: LineIndex?
    for element in context.elements {
      guard element.props.count > 1 else { continue }
      var first: [AccessibilityProp: PropOccurrence] = [:]
      for occurrence in element.props {
        guard let original = first[occurrence.prop] else {
          first[occurrence.prop] = occurrence
          continue
        }
        if lines == nil { lines = LineIndex(context.source) }
        // Where the first is written: its line, and its column too when both share a line.
        let first = lines!.position(of: Int(original.attribute.nameRange.start))
        let here = lines!.position(of: Int(occurrence.attribute.nameRange.start))
        let place = first.line == here.line ? "line \(first.line), column \(first.column)" : "line \(first.line)"
        let name = occurrence.prop.rawValue
        sink.report(occurrence.attribute.nameRange,
                    "\(name) is already set on this element (\(place)): the host publishes only one of them; keep one \(name)")
      }
    }
  }
}
