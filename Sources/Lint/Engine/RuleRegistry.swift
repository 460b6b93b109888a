/// Every rule, in one table sorted by id. Adding a rule: write `Rules/<Name>Rule.swift`, add it
/// here, write `rules/<id>.md` and `fixtures/rules/<id>/`. A test keeps this table, the rule
/// files and the docs in step.
public enum RuleRegistry {
  public static let all: [any Rule] = [
    BindingQuoteMistakeRule(),
    GroupedInteractiveRule(),
    HiddenContentLabelledRule(),
    HiddenInteractiveRule(),
    InvalidStateRule(),
    MissingCheckedStateRule(),
    MultipleSummariesRule(),
    ParseErrorRule(),
    RoleStateMismatchRule(),
    TapNeedsButtonRoleRule(),
    UnknownRoleRule(),
    UnknownRuleInSuppressionRule(),
    UnusedSuppressionRule(),
  ].sorted { $0.id < $1.id }

  public static let descriptions: [RuleDescription] = all.map(\.description)
  public static let ids: Set<String> = Set(all.map(\.id))

  public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
