/// Every rule, in one table sorted by id. Adding a rule: write `Rules/<Name>Rule.swift`, add it
/// here, write `rules/<id>.md` and `fixtures/rules/<id>/`. A test keeps this table, the rule
/// files and the docs in step.
public enum RuleRegistry {
  public static let all: [any Rule] = [
    AdjustableWithoutActionsRule(),
    AmbiguousLinkTextRule(),
    BindingQuoteMistakeRule(),
    CheckedOverriddenByValueRule(),
    CheckedStateAsTextRule(),
    DuplicateLabelRule(),
    DuplicatePropRule(),
    EmptyLabelRule(),
    FragmentedGroupRule(),
    GestureWithoutActionRule(),
    GroupedInteractiveRule(),
    HeaderOnEveryLabelRule(),
    HeaderOnInteractiveRule(),
    HiddenContentLabelledRule(),
    HiddenInteractiveRule(),
    HintEssentialInformationRule(),
    HintMentionsGestureRule(),
    HintOnStaticElementRule(),
    HintRepeatsLabelRule(),
    HintWithoutLabelRule(),
    ImageNeedsLabelRule(),
    InvalidStateRule(),
    LabelContainsRoleRule(),
    LabelLooksLikeFilenameRule(),
    LabelTooLongRule(),
    LabelTrailingPunctuationRule(),
    MissingCheckedStateRule(),
    MissingNameRule(),
    ModalWithoutEscapeRule(),
    ModalWithoutLabelRule(),
    MultipleSummariesRule(),
    ParseErrorRule(),
    RedundantRoleRule(),
    RoleNoneOnInteractiveRule(),
    RoleStateMismatchRule(),
    RoleUnsupportedOnPlatformRule(),
    ScreenWithoutTitleRule(),
    SortPriorityOverrideRule(),
    StateInLabelRule(),
    StateUnsupportedOnPlatformRule(),
    TapNeedsButtonRoleRule(),
    TooManyTraitsRule(),
    UnknownAccessibilityPropRule(),
    UnknownRoleRule(),
    UnknownRuleInSuppressionRule(),
    UnusedSuppressionRule(),
  ].sorted { $0.id < $1.id }

  public static let descriptions: [RuleDescription] = all.map(\.description)
  public static let ids: Set<String> = Set(all.map(\.id))

  public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
