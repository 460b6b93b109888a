/// Everything a reporter needs: the sorted findings, what was linted, and the rules that ran.
public struct LintReport: Sendable {
  public var findings: [Finding]
  public var filesLinted: Int
  /// Every registered rule (SARIF lists them all in `tool.driver.rules`).
  public var rules: [RuleDescription]
  /// Problems that are not findings (an unreadable path, a bad config): printed to stderr,
  /// and in SARIF as `invocations[0].toolExecutionNotifications`.
  public var errors: [String]

  public init(findings: [Finding], filesLinted: Int, rules: [RuleDescription], errors: [String] = []) {
    self.findings = findings
    self.filesLinted = filesLinted
    self.rules = rules
    self.errors = errors
  }

  public var executionSuccessful: Bool { errors.isEmpty }
}

public enum ToolInfo {
  public static let name = "an-lint"
  public static let version = "0.1.0"
  public static let informationURI = "https://github.com/an-lint/an-lint"
  /// Where rule docs are published (a rule's doc is `\(rulesDocBase)/<id>.md`).
  public static let rulesDocBase = "https://github.com/an-lint/an-lint/blob/main/rules"
}
