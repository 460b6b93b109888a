import XCTest
@testable import Lint
import TemplateSyntax

/// Lints a template string as the doc test does (defaults, all platforms and languages, plus
/// `config`) and returns one rule's findings as `line:column message`.
func namingScreensFindings(_ rule: String, _ text: String, config: String = "", isScreen: Bool = false) throws -> [String] {
  var yaml = isScreen ? "screens: [\"**\"]\n" : ""
  yaml += config
  let configuration = try Configuration.parse(text: yaml, path: "/t/.linter.yml", knownRules: RuleRegistry.descriptions)
  let source = SourceFile(path: "/t/t.html", text: text)
  let index = LineIndex(source)
  return FileLinter.lint(source, ruleSet: RuleSet(configuration: configuration), isScreen: isScreen)
    .filter { $0.ruleID == rule && $0.suppression == nil }
    .map { finding in
      let p = index.position(of: Int(finding.range.start))
      return "\(p.line):\(p.column) \(finding.message)"
    }
}
