import TemplateSyntax
import AccessibilityModel

public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
  case info, warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    let order: [Severity] = [.info, .warning, .error]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }
}

/// One text replacement: the bytes of `range` become `replacement`.
public struct TextEdit: Sendable, Equatable {
  public var range: ByteRange
  public var replacement: String
  public init(range: ByteRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

public struct Fix: Sendable, Equatable {
  public enum Applicability: String, Sendable {
    /// Applied by `--fix`.
    case safe
    /// Offered to editors and in SARIF, never applied by `--fix`.
    case suggestion
  }

  public var description: String
  public var edits: [TextEdit]
  public var applicability: Applicability

  public init(description: String, edits: [TextEdit], applicability: Applicability = .safe) {
    self.description = description
    self.edits = edits.sorted { $0.range < $1.range }
    self.applicability = applicability
  }
}

/// A resolved range: start and end positions (end is one past the last character).
public struct SourceSpan: Sendable, Equatable {
  public var start: SourcePosition
  public var end: SourcePosition
  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}

/// A source-level suppression that silenced a finding (reported in SARIF).
public struct SuppressionInfo: Sendable, Equatable {
  public var justification: String?
  public init(justification: String?) { self.justification = justification }
}

public struct Finding: Sendable, Equatable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  /// The file, as given on the command line or found by the walk (relative where possible).
  public var path: String
  public var range: ByteRange
  /// Line and column of `range`; filled in by the runner before the file's bytes are released.
  public var span: SourceSpan?
  /// The text of the first line of the range (for code frames).
  public var lineText: String?
  /// The platforms this finding applies to (empty: every platform).
  public var platforms: [Platform]
  public var fix: Fix?
  /// Set when a suppression comment silenced this finding (kept only for SARIF output).
  public var suppression: SuppressionInfo?
  /// The finding's 1-based number among the findings of its file with the same rule and
  /// fingerprinted line (the `:n` of its fingerprint), when it was counted before some of them
  /// were left out of the report (`--baseline`); nil: it is counted among the findings reported.
  public var occurrence: Int?

  public init(ruleID: String, severity: Severity, message: String, path: String = "", range: ByteRange,
              platforms: [Platform] = [], fix: Fix? = nil) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.range = range
    self.platforms = platforms
    self.fix = fix
  }

  public var line: Int { span?.start.line ?? 0 }
  public var column: Int { span?.start.column ?? 0 }

  /// A finding about the whole file rather than a place in it (`screen-without-title`): it is
  /// reported as an empty range at the file's very start.
  public var isAboutWholeFile: Bool { range.start == 0 && range.end == 0 }

  /// Deterministic order: path, then offset, then rule id, then message.
  public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if a.range.start != b.range.start { return a.range.start < b.range.start }
    if a.range.end != b.range.end { return a.range.end < b.range.end }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}
