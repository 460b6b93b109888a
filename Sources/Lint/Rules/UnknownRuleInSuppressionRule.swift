/// Reported by the engine (see `Suppressions`): a suppression comment naming an unknown rule.
struct UnknownRuleInSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "unknown-rule-in-suppression",
    summary: "Suppression comment naming a rule that does not exist",
    rationale: "A suppression comment that names a rule an-lint does not have (a typo, or a rule that was renamed) suppresses nothing while looking as if it did. The message suggests the nearest rule id. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["linter", "suppression"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {}
}
