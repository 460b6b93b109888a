import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Lints a template string for the section A rule tests and describes findings as
/// `LINE:COL message` (columns in Unicode scalars).
enum ContractLint {
  static func findings(_ text: String, rule: String, config: String = "") -> [Finding] {
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(text: config.isEmpty ? "{}\n" : config + "\n", path: "/t/.linter.yml",
                                              knownRules: RuleRegistry.descriptions)
    } catch {
      XCTFail("config does not parse: \(error)")
      return []
    }
    return FileLinter.lint(SourceFile(path: "/t/example.html", text: text), ruleSet: RuleSet(configuration: configuration),
                           isScreen: false).filter { $0.ruleID == rule && $0.suppression == nil }
  }

  static func lines(_ text: String, rule: String, config: String = "") -> [String] {
    let index = LineIndex(SourceFile(path: "t", text: text))
    return findings(text, rule: rule, config: config).map {
      let p = index.position(of: Int($0.range.start))
      return "\(p.line):\(p.column) \($0.message)"
    }
  }
}
