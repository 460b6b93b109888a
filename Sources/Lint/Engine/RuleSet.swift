import AccessibilityModel
import TemplateSyntax

/// The rules that run for one configuration, with their severities and options, compiled once
/// per configuration and shared by every file that uses it.
public struct RuleSet: Sendable {
  public struct Entry: Sendable {
    public var rule: any Rule
    public var severity: Severity
    public var options: RuleOptions
    /// How the engine's walk calls an element rule; nil for a rule that gets one call per file.
    public var elementWalk: ElementWalk?

    public init(rule: any Rule, severity: Severity, options: RuleOptions) {
      self.rule = rule
      self.severity = severity
      self.options = options
      self.elementWalk = rule.elementWalk
    }
  }

  public let entries: [Entry]
  public let platforms: [Platform]
  public let words: WordMatcher
  /// Every mapped element name → primitive (the profile's included), for ownership.
  public let components: [String: String]
  /// The components and vocabulary the model is built with.
  public let profile: ComponentProfile
  /// `profile.expressionParsing`, made once here: each time it is asked for it copies the
  /// profile into a new closure context (an allocation, a dozen tables retained, then released).
  let expressionParsing: ExpressionParsing
  public let configuration: Configuration
  /// Severity of every enabled rule, by id (the engine's own rules included).
  public let severities: [String: Severity]
  /// For each entry, the entries of the rules it yields to (`RuleDescription.yieldsTo`), in
  /// entry order: worked out once here, not for every file.
  let yieldsTo: [[Int]]
  /// The element rules' entries, grouped by the elements they are called for, in entry order
  /// (groups by their first rule): worked out once here, so that the engine's walk finds the
  /// elements of a group once for all its rules (six rules read the elements that write a
  /// role, five those that write a hint), with no per-file arrays of checks and contexts.
  let walkGroups: [WalkGroup]

  public init(configuration: Configuration, platformOverride: [Platform]? = nil, rules: [any Rule] = RuleRegistry.all) {
    var entries: [Entry] = []
    var severities: [String: Severity] = [:]
    for rule in rules {
      let description = rule.description
      let setting = configuration.rules[description.id]
      let severity: Severity? = setting == nil ? description.defaultSeverity : setting!.severity
      guard let severity else { continue }
      severities[description.id] = severity
      entries.append(Entry(rule: rule, severity: severity,
                           options: RuleOptions.resolved(description, overrides: setting?.options ?? [:])))
    }
    self.entries = entries
    self.severities = severities
    let ids = entries.map(\.rule.id)
    self.yieldsTo = entries.indices.map { k in
      let stronger = entries[k].rule.description.yieldsTo
      return entries.indices.filter { $0 != k && stronger.contains(ids[$0]) }
    }
    var walkGroups: [WalkGroup] = []
    for k in entries.indices {
      guard let mask = entries[k].elementWalk?.interest.mask else { continue }
      if let g = walkGroups.firstIndex(where: { $0.mask == mask }) {
        walkGroups[g].entries.append(k)
      } else {
        walkGroups.append(WalkGroup(mask: mask, entries: [k]))
      }
    }
    self.walkGroups = walkGroups
    self.platforms = (platformOverride ?? configuration.platforms).sorted()
    self.words = WordMatcher(languages: configuration.languages, extraWords: configuration.words)
    self.profile = configuration.componentProfile
    self.expressionParsing = profile.expressionParsing
    self.components = profile.components
    self.configuration = configuration
  }
}

/// Element rules called for the same elements (one `ElementInterest`): the entries of the
/// rules, in entry order, and the facts that make an element of interest to them.
struct WalkGroup: Sendable {
  let mask: UInt32
  var entries: [Int]

  /// Whether the mask is one bit (one prop, or the events): such groups are listed together.
  var isOneBit: Bool { mask != 0 && mask & (mask &- 1) == 0 }
}
