/// Reported by the engine (see `Suppressions`): a suppression comment naming an unknown rule.
struct UnknownRuleInSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "unknown-rule-in-suppression",
    summary: "Suppression comment naming a rule that does not exist",
    rationale: "A suppression comment that names a rule an-lint does not have (a typo, or a rule that was renamed) suppresses nothing while looking as if it did. The message suggests the nearest rule id.",
    defaultSeverity: .error,
    tags: ["linter", "suppression"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {}
}
