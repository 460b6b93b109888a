import AccessibilityModel

/// What a rule is, for the registry, `--list-rules`, SARIF `rules[]` and the doc test.
public struct RuleDescription: Sendable {
  /// kebab-case id (`unknown-role`).
  public var id: String
  /// A short title in sentence case, no trailing period.
  public var summary: String
  /// What it catches and why it matters, a paragraph.
  public var rationale: String
  public var defaultSeverity: Severity
  /// Catalog section: `contract`, `naming`, `screens`, `linter`.
  public var tags: [String]
  public var isFixable: Bool
  /// True when the rule's findings depend on the targeted platforms.
  public var isPlatformDependent: Bool
  public var options: [RuleOption]
  /// One root cause, one finding: the rules that report the same problem more specifically.
  /// When one of them is enabled and reports the same subject (element, or element and key),
  /// this rule's finding on that subject is dropped. The engine resolves it among the enabled
  /// rules, so turning a rule off never silences another.
  public var yieldsTo: [String]

  public init(id: String, summary: String, rationale: String, defaultSeverity: Severity, tags: [String],
              isFixable: Bool = false, isPlatformDependent: Bool = false, options: [RuleOption] = [],
              yieldsTo: [String] = []) {
    self.yieldsTo = yieldsTo
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.tags = tags
    self.isFixable = isFixable
    self.isPlatformDependent = isPlatformDependent
    self.options = options
  }

  /// Where the rule's documentation lives, relative to the repository root.
  public var docPath: String { "rules/\(id).md" }
}

/// An option a rule takes from `.linter.yml`, with its default and its valid range.
public struct RuleOption: Sendable {
  public enum Kind: Sendable, Equatable {
    case integer(min: Int, max: Int)
    case number(min: Double, max: Double)
    case boolean
    case strings
  }

  public var name: String
  public var kind: Kind
  public var defaultValue: OptionValue
  public var summary: String

  public init(name: String, kind: Kind, defaultValue: OptionValue, summary: String) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
  }
}

public enum OptionValue: Sendable, Equatable, CustomStringConvertible {
  case integer(Int)
  case number(Double)
  case boolean(Bool)
  case strings([String])

  public var description: String {
    switch self {
    case .integer(let i): return String(i)
    case .number(let d): return String(d)
    case .boolean(let b): return String(b)
    case .strings(let s): return "[" + s.joined(separator: ", ") + "]"
    }
  }
}
