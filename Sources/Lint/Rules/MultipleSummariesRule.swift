import AccessibilityModel
import TemplateSyntax

/// More than one `summary` role in one template.
struct MultipleSummariesRule: Rule {
  static let description = RuleDescription(
    id: "multiple-summaries",
    summary: "More than one summary on a screen",
    rationale: "A summary is the element read on its own when VoiceOver enters a screen, to sum it up (UIKit .summaryElement, SwiftUI .isSummaryElement). There is one such moment per screen: with two summaries, which one is read is up to the platform, and Android speaks \"summary\" on each. Keep one summary that says the whole state of the screen and give the others role 'text' or no role. Summaries in branches that never render together (@if/@else, the cases of a @switch) do not count against each other. WCAG 2.2: 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["contract", "roles"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    var summaries: [(index: Int, role: PropOccurrence, certain: Bool)] = []
    // (A hidden summary is never read; nor is one inside a stop, whose own name and role stand
    // for everything in it: a stop is a leaf.)
    for element in context.elements(with: 0, without: ElementFact.hidden | ElementFact.insideStop) {
      guard let role = element.role else { continue }
      let known = role.value.knownPossibilities
      guard known.contains(.string(Role.summary.rawValue)) else { continue }
      summaries.append((element.index, role, role.value.possibilities.count == 1))
    }
    guard summaries.count > 1 else { return }
    let lines = context.lines
    for (n, summary) in summaries.enumerated() where n > 0 {
      guard let first = summaries[..<n].first(where: { !context.model.areMutuallyExclusive($0.index, summary.index) })
      else { continue }
      let line = lines.position(of: Int(first.role.valueRange.start)).line
      let what = summary.certain ? "a second summary" : "the alternative 'summary' makes a second summary"
      sink.report(summary.role.valueRange,
                  "\(what) on this screen (the first is on line \(line)): only one element is read on entering a screen; keep one summary and give this one role 'text' or no role")
    }
  }
}
