import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Lints a template string as the doc test does (defaults, `screens: ["**"]`, plus `config`)
/// and returns one rule's findings as `LINE:COL message`.
enum SectionALint {
  static func findings(_ text: String, rule: String, config: String? = nil,
                       file: StaticString = #filePath, line: UInt = #line) -> [String] {
    var yaml = "screens: [\"**\"]\n"
    if let config { yaml += config + "\n" }
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(text: yaml, path: "/test/.linter.yml", knownRules: RuleRegistry.descriptions)
    } catch {
      XCTFail("config does not parse: \(error)", file: file, line: line)
      return []
    }
    let source = SourceFile(path: "/test/template.html", text: text)
    let lines = LineIndex(source)
    return FileLinter.lint(source, ruleSet: RuleSet(configuration: configuration), isScreen: true)
      .filter { $0.ruleID == rule && $0.suppression == nil }
      .sorted { $0.range.start < $1.range.start }
      .map { "\(lines.position(of: Int($0.range.start))) \($0.message)" }
  }
}
