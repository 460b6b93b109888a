import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Broken NativeScript templates under the profile: every prefix of every NativeScript fixture
/// (a tag, an attribute, a `{{ }}` or a block cut anywhere) lints without a crash, and every
/// finding points inside the bytes it was given.
final class NativeScriptRobustnessTests: XCTestCase {
  func testEveryPrefixOfTheFixturesLints() throws {
    let configuration = try Configuration.parse(text: "profile: nativescript\n", path: "/t/.linter.yml",
                                                knownRules: RuleRegistry.descriptions)
    let ruleSet = RuleSet(configuration: configuration)
    let folder = RepositoryPaths.fixtures.appendingPathComponent("profiles/nativescript")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }.sorted()
    XCTAssertEqual(names.count, 7)
    var linted = 0
    for name in names {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      for cut in stride(from: 0, through: bytes.count, by: 9) {
        let source = SourceFile(path: "/t/\(name)", bytes: Array(bytes[..<cut]))
        for finding in FileLinter.lint(source, ruleSet: ruleSet) {
          XCTAssertLessThanOrEqual(Int(finding.range.end), cut, "\(name) cut at \(cut): \(finding.ruleID)")
        }
        linted += 1
      }
    }
    XCTAssertGreaterThan(linted, 500)
  }
}
