import AccessibilityModel
import Foundation
import TemplateSyntax
import XCTest
@testable import Lint

/// A rule's findings never depend on whether another rule is on: over every fixture, turning
/// one rule off removes that rule's findings and brings back only findings of rules that
/// declare they yield to it (`yieldsTo`, "one root cause, one finding").
final class RuleIndependenceTests: XCTestCase {
  func testTurningARuleOffChangesNoOtherRuleExceptByDeclaredPrecedence() throws {
    let sources = try fixtureSources()
    XCTAssertGreaterThan(sources.count, 100)
    let configuration = try Configuration.parse(text: "screens: [\"**\"]\n", path: "/t/.linter.yml",
                                                knownRules: RuleRegistry.descriptions)
    func lintAll(_ rules: [any Rule]) -> Set<String> {
      let ruleSet = RuleSet(configuration: configuration, rules: rules)
      var out = Set<String>()
      for source in sources {
        // The engine's own suppression findings depend on which rules run, by definition.
        for f in FileLinter.lint(source, ruleSet: ruleSet, isScreen: true) where !Self.engineRules.contains(f.ruleID) {
          out.insert("\(f.path):\(f.range.start) \(f.ruleID) \(f.message)")
        }
      }
      return out
    }
    let everything = lintAll(RuleRegistry.all)
    let yields = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.id, Set($0.description.yieldsTo)) })
    var broughtBack = 0
    for rule in RuleRegistry.all where !Self.engineRules.contains(rule.id) {
      let without = lintAll(RuleRegistry.all.filter { $0.id != rule.id })
      let kept = everything.filter { !$0.contains(" \(rule.id) ") }
      let lost = kept.subtracting(without)
      XCTAssertEqual(lost, [], "turning off \(rule.id) silenced other rules")
      for finding in without.subtracting(everything) {
        let id = String(finding.split(separator: " ")[1])
        XCTAssertTrue(yields[id, default: []].contains(rule.id),
                      "turning off \(rule.id) brought back a finding of \(id), which does not yield to it: \(finding)")
        broughtBack += 1
      }
    }
    // The precedence is real: some findings are only reported when the rule they yield to is off.
    XCTAssertGreaterThan(broughtBack, 0)
  }

  /// Rules the engine itself reports (suppressions): they depend on other rules by definition.
  static let engineRules: Set<String> = ["unused-suppression", "unknown-rule-in-suppression"]

  func testDeclaredPrecedenceNamesRealRulesAndHasNoCycle() {
    let ids = RuleRegistry.ids
    var edges: [String: [String]] = [:]
    for rule in RuleRegistry.all {
      for stronger in rule.description.yieldsTo {
        XCTAssertTrue(ids.contains(stronger), "\(rule.id) yields to unknown rule \(stronger)")
        edges[rule.id, default: []].append(stronger)
      }
    }
    func reaches(_ from: String, _ target: String, _ seen: inout Set<String>) -> Bool {
      for next in edges[from, default: []] {
        if next == target { return true }
        if seen.insert(next).inserted, reaches(next, target, &seen) { return true }
      }
      return false
    }
    for id in edges.keys {
      var seen = Set<String>()
      XCTAssertFalse(reaches(id, id, &seen), "\(id) yields to itself through a cycle")
    }
  }

  func testAHintOnAnUnlabelledImageIsReportedOnceAndByTheOtherRuleWhenImageNeedsLabelIsOff() {
    let template = #"<an-image src="mapa.png" accessibilityHint="Muestra la ruta"></an-image>"#
    XCTAssertEqual(TestLint.all(template).map(\.ruleID), ["image-needs-label"])
    XCTAssertEqual(TestLint.all(template, config: "rules:\n  image-needs-label: off").map(\.ruleID), ["hint-without-label"])
    XCTAssertEqual(TestLint.all(template, config: "rules:\n  image-needs-label: off\n  hint-without-label: off").map(\.ruleID),
                   ["hint-on-static-element"])
  }

  func fixtureSources() throws -> [SourceFile] {
    var out: [SourceFile] = []
    for folder in ["fixtures/rules", "fixtures/examples"] {
      let root = RepositoryPaths.root.appendingPathComponent(folder).path
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      while let item = walker.nextObject() as? String {
        guard item.hasSuffix(".html") else { continue }
        let path = root + "/" + item
        out.append(SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
      }
    }
    return out.sorted { $0.path < $1.path }
  }
}
