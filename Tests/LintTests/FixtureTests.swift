import Foundation
import XCTest
@testable import Lint

/// Lints every template under `fixtures/rules/` and `fixtures/examples/` and compares the
/// findings (all rules, `LINE:COL rule-id`) with the `.expected` file beside each template.
/// Any missing or extra finding fails.
final class FixtureTests: XCTestCase {
  func testEveryFixtureGivesExactlyItsExpectedFindings() throws {
    let folders = ["fixtures/rules", "fixtures/examples", "fixtures/profiles"].map { RepositoryPaths.root.appendingPathComponent($0).path }
    let run = LintRunner.run(LintRequest(paths: folders, configBoundary: RepositoryPaths.root.path))
    if ProcessInfo.processInfo.environment["FIXTURE_RULES"] == nil { XCTAssertEqual(run.configErrors, []) }
    XCTAssertEqual(run.ioErrors, [])
    var byFile: [String: [String]] = [:]
    for finding in run.report.findings where finding.suppression == nil {
      byFile[finding.path, default: []].append("\(finding.line):\(finding.column) \(finding.ruleID)")
    }
    // While rules are being written: FIXTURE_RULES=a,b compares only those rules' findings,
    // FIXTURE_FILTER=text checks only templates whose path contains the text.
    let environment = ProcessInfo.processInfo.environment
    let onlyRules = environment["FIXTURE_RULES"].map { Set($0.split(separator: ",").map(String.init)) }
    let pathFilter = environment["FIXTURE_FILTER"]
    func keep(_ line: String) -> Bool {
      guard let onlyRules else { return true }
      return onlyRules.contains(String(line.split(separator: " ").last ?? ""))
    }
    let templates = try templatesUnder(folders).filter { pathFilter == nil || $0.contains(pathFilter!) }
    if onlyRules == nil && pathFilter == nil { XCTAssertGreaterThan(templates.count, 100) }
    var failures = 0
    for template in templates {
      let expectedURL = URL(fileURLWithPath: template).deletingPathExtension().appendingPathExtension("expected")
      guard let expectedText = try? String(contentsOf: expectedURL, encoding: .utf8) else {
        XCTFail("\(template): no .expected file beside it")
        failures += 1
        continue
      }
      let expected = expectedText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && keep($0) }
      let actual = (byFile[template] ?? []).filter(keep)
      if expected != actual {
        failures += 1
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        let messages = run.report.findings.filter { $0.path == template && extra.contains("\($0.line):\($0.column) \($0.ruleID)") }
          .map { "    \($0.line):\($0.column) \($0.ruleID): \($0.message)" }
        XCTFail("""
          \(relative(template)):
            missing: \(missing)
            extra:   \(extra)
          \(messages.joined(separator: "\n"))
          """)
      }
    }
    if failures > 0 { print("fixture files failing: \(failures) of \(templates.count)") }
  }

  func templatesUnder(_ folders: [String]) throws -> [String] {
    var result: [String] = []
    for folder in folders {
      guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
      while let item = enumerator.nextObject() as? String {
        if item.hasSuffix(".html") { result.append(folder + "/" + item) }
      }
    }
    return result.sorted()
  }

  func relative(_ path: String) -> String {
    path.hasPrefix(RepositoryPaths.root.path + "/") ? String(path.dropFirst(RepositoryPaths.root.path.count + 1)) : path
  }
}
