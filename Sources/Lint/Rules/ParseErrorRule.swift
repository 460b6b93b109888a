/// Malformed markup or expressions, at the exact place. The parser recovers, so the rest of
/// the file is still linted.
struct ParseErrorRule: Rule {
  static let description = RuleDescription(
    id: "parse-error",
    summary: "Malformed markup or expression",
    rationale: "The template cannot be read as Angular reads it: a missing or mismatched end tag, an unterminated attribute value or comment, a stray '@' or '}', or a syntax error inside a binding. The app would not compile, and every finding around it rests on a guess. The parser recovers as Angular does and keeps linting the rest of the file. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["linter", "syntax"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for diagnostic in context.tree.diagnostics {
      sink.report(diagnostic.range, diagnostic.message)
    }
  }
}
