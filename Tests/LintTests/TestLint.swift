import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Lints a template string for the rule tests: the built-in defaults (all platforms and
/// languages) plus `config`, with `screens: ["**"]` when `isScreen` is set (as the doc test
/// does). One helper for every rule test, so they all lint the same way.
enum TestLint {
  /// Every finding, suppressed ones included.
  static func all(_ text: String, config: String = "", isScreen: Bool = false,
                  file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    var yaml = isScreen ? "screens: [\"**\"]\n" : ""
    yaml += config.isEmpty ? "" : config + "\n"
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(text: yaml, path: "/test/.linter.yml", knownRules: RuleRegistry.descriptions)
    } catch {
      XCTFail("config does not parse: \(error)", file: file, line: line)
      return []
    }
    return FileLinter.lint(SourceFile(path: "/test/template.html", text: text), ruleSet: RuleSet(configuration: configuration),
                           isScreen: isScreen)
  }

  /// One rule's unsuppressed findings, in source order.
  static func findings(_ text: String, rule: String, config: String = "", isScreen: Bool = false,
                       file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    all(text, config: config, isScreen: isScreen, file: file, line: line)
      .filter { $0.ruleID == rule && $0.suppression == nil }
  }

  /// One rule's unsuppressed findings as `LINE:COL message` (columns in Unicode scalars).
  static func lines(_ text: String, rule: String, config: String = "", isScreen: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let index = LineIndex(SourceFile(path: "t", text: text))
    return findings(text, rule: rule, config: config, isScreen: isScreen, file: file, line: line).map {
      "\(index.position(of: Int($0.range.start))) \($0.message)"
    }
  }
}
