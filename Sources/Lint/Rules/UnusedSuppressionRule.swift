/// Reported by the engine (see `Suppressions`): a suppression comment that silenced nothing.
struct UnusedSuppressionRule: Rule {
  static let description = RuleDescription(
    id: "unused-suppression",
    summary: "Suppression comment that suppresses nothing",
    rationale: "A suppression comment whose rule no longer reports anything on the lines it covers hides the next real problem there. Remove it, as ESLint's --report-unused-disable-directives asks.",
    defaultSeverity: .warning,
    tags: ["linter", "suppression"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {}
}
