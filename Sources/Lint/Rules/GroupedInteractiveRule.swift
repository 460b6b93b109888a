import AccessibilityModel
import TemplateSyntax

/// `accessible="true"` on a container with two or more interactive descendants.
struct GroupedInteractiveRule: Rule {
  static let description = RuleDescription(
    id: "grouped-interactive",
    summary: "Group swallowing several controls",
    rationale: "accessible=\"true\" makes a container one stop: what is inside stops being separate stops (seed 000). Right for an icon and a text; a trap for two controls. VoiceOver lands on the group, reads one combined name, and a double-tap activates at most one of them: the others cannot be reached with VoiceOver, TalkBack, Switch Control or the keyboard. Group only the static parts and leave the controls outside, or expose the other actions as accessibilityActions.",
    defaultSeverity: .error,
    tags: ["contract", "grouping"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    var lines: LineIndex?
    for container in context.elements where container.isGroup && !container.isHidden && !container.isSwallowed {
      // Hidden descendants are hidden-interactive's finding.
      let inner = context.model.descendants(of: container.index).map { context.elements[$0] }
        .filter { $0.isInteractive && !$0.isHidden }
      guard inner.count >= 2 else { continue }
      if lines == nil { lines = LineIndex(context.source) }
      let shown = inner.prefix(3).map { "'\($0.tagName)' on line \(lines!.position(of: Int($0.nameRange.start)).line)" }
      let listed = inner.count > 3 ? shown.joined(separator: ", ") + " and \(inner.count - 3) more" : Messages.list(shown)
      sink.report(container.nameRange,
                  "accessible=\"true\" makes this '\(container.tagName)' one stop and swallows its \(inner.count) interactive elements (\(listed)): only one action is reachable; group only the static parts and leave the controls outside, or expose the other actions with [accessibilityActions]")
    }
  }
}
