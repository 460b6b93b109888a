import Foundation
import XCTest
@testable import Lint

/// Keeps the one rule table honest: every rule file is registered, ids are unique kebab-case,
/// every rule has its doc and its fixtures, and the catalog's rules are all there.
final class RuleRegistryTests: XCTestCase {
  func testEveryRuleFileIsRegisteredOnce() throws {
    let folder = RepositoryPaths.root.appendingPathComponent("Sources/Lint/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("Rule.swift") }
    let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
    for file in files {
      let typeName = String(file.dropLast(".swift".count))
      XCTAssertTrue(registered.contains(typeName), "\(file) is not registered in RuleRegistry.all")
    }
    XCTAssertEqual(RuleRegistry.all.count, files.count, "RuleRegistry.all and Sources/Lint/Rules differ")
  }

  /// Every rule of the catalog (sections A–D of rule-catalog.md) is registered, with the
  /// catalog's default severity.
  func testTheWholeCatalogIsRegistered() {
    let catalog: [String: Severity] = [
      "unknown-role": .error, "invalid-state": .error, "unknown-accessibility-prop": .error, "duplicate-prop": .error,
      "role-unsupported-on-platform": .warning, "state-unsupported-on-platform": .warning,
      "checked-overridden-by-value": .warning, "checked-state-as-text": .warning, "empty-label": .warning,
      "role-none-on-interactive": .warning, "redundant-role": .info, "missing-name": .error, "hidden-interactive": .error,
      "hidden-content-labelled": .warning, "grouped-interactive": .error, "multiple-summaries": .warning,
      "binding-quote-mistake": .error, "role-state-mismatch": .warning, "missing-checked-state": .warning,
      "tap-needs-button-role": .error, "image-needs-label": .warning, "label-contains-role": .warning,
      "state-in-label": .warning, "label-trailing-punctuation": .info, "label-too-long": .info,
      "label-looks-like-filename": .warning, "hint-without-label": .error, "hint-on-static-element": .warning,
      "hint-essential-information": .warning, "hint-mentions-gesture": .warning, "hint-repeats-label": .info,
      "header-on-every-label": .warning, "header-on-interactive": .warning, "too-many-traits": .info,
      "fragmented-group": .info, "gesture-without-action": .warning, "adjustable-without-actions": .warning,
      "ambiguous-link-text": .warning, "duplicate-label": .info, "screen-without-title": .warning,
      "modal-without-escape": .error, "modal-without-label": .warning, "sort-priority-override": .info,
      "parse-error": .error, "unused-suppression": .warning, "unknown-rule-in-suppression": .error,
    ]
    XCTAssertEqual(catalog.count, 46)
    var registered: [String: Severity] = [:]
    for d in RuleRegistry.descriptions { registered[d.id] = d.defaultSeverity }
    XCTAssertEqual(registered, catalog)
  }

  // The registry sorts its table by id itself, so the order is not asserted here: that
  // assertion could not fail.
  func testIdsAreUniqueAndKebabCase() {
    let ids = RuleRegistry.all.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count)
    for id in ids {
      XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), "\(id) is not kebab-case")
    }
  }

  func testTypeNameMatchesId() {
    for rule in RuleRegistry.all {
      let expected = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
      XCTAssertEqual(String(describing: type(of: rule)), expected)
    }
  }

  func testEveryRuleHasDocAndFixtures() {
    for rule in RuleRegistry.all {
      XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryPaths.rules.appendingPathComponent("\(rule.id).md").path),
                    "rules/\(rule.id).md is missing")
      if rule.id != "parse-error" {
        XCTAssertTrue(FileManager.default.fileExists(atPath: RepositoryPaths.fixtures.appendingPathComponent("rules/\(rule.id)").path),
                      "fixtures/rules/\(rule.id)/ is missing")
      }
    }
  }

  func testDescriptionsAreWrittenAlike() {
    for d in RuleRegistry.descriptions {
      XCTAssertFalse(d.summary.hasSuffix("."), "\(d.id): summary ends with a period")
      XCTAssertTrue(d.summary.first?.isUppercase ?? false, "\(d.id): summary starts in lowercase")
      XCTAssertGreaterThan(d.rationale.count, 60, "\(d.id): rationale too short")
      XCTAssertTrue(["contract", "naming", "screens", "linter"].contains(d.tags.first ?? ""), "\(d.id): first tag is not a section")
    }
  }
}
