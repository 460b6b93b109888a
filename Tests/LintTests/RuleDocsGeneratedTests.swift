import Foundation
import XCTest
@testable import Lint

/// The rule pages compiled into the binary are the pages of `rules/`, byte for byte: the test
/// fails as soon as a page is edited without running `.ci/generate-rule-docs.sh`.
final class RuleDocsGeneratedTests: XCTestCase {
  func testEveryPageIsCompiledInAsWritten() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.rules.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    let ids = files.map { String($0.dropLast(3)) }
    XCTAssertEqual(RuleDocs.ids, ids, "rules/ and RuleDocs+Generated.swift list different pages: run .ci/generate-rule-docs.sh")
    for id in ids {
      let text = try String(contentsOf: RepositoryPaths.rules.appendingPathComponent("\(id).md"), encoding: .utf8)
      let expected = text.hasSuffix("\n") ? text : text + "\n"
      XCTAssertEqual(RuleDocs.page(id), expected, "rules/\(id).md differs from its compiled copy: run .ci/generate-rule-docs.sh")
    }
  }

  func testEveryRuleHasACompiledPage() {
    for rule in RuleRegistry.all {
      XCTAssertNotNil(RuleDocs.page(rule.id), "\(rule.id) has no compiled page")
    }
    XCTAssertNil(RuleDocs.page("no-such-rule"))
  }
}
