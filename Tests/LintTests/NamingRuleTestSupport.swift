import XCTest
@testable import Lint
import TemplateSyntax

/// Lints a template with the default config (plus optional YAML) and returns one rule's
/// findings as `"line:column message"`, for the naming rules' unit tests.
enum NamingRuleTestSupport {
  static func findings(_ text: String, _ rule: String, config: String? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> [String] {
    raw(text, rule, config: config, file: file, line: line).map { finding in
      let position = LineIndex(SourceFile(path: "t", text: text)).position(of: Int(finding.range.start))
      return "\(position.line):\(position.column) \(finding.message)"
    }
  }

  static func raw(_ text: String, _ rule: String, config: String? = nil,
                  file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(text: config ?? "", path: "/unit/.linter.yml", knownRules: RuleRegistry.descriptions)
    } catch {
      XCTFail("config does not parse: \(error)", file: file, line: line)
      return []
    }
    return FileLinter.lint(SourceFile(path: "/unit/t.html", text: text), ruleSet: RuleSet(configuration: configuration), isScreen: false)
      .filter { $0.ruleID == rule && $0.suppression == nil }
  }
}
