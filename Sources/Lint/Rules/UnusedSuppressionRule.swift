/// Reported by the engine (see `Suppressions`): a suppression comment that silenced nothing.
struct UnusedSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "unused-suppression",
    summary: "Suppression comment that suppresses nothing",
    rationale: "A suppression comment whose rule no longer reports anything on the lines it covers hides the next real problem there. Remove it, as ESLint's --report-unused-disable-directives asks. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["linter", "suppression"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {}
}
