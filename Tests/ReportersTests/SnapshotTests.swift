import XCTest
@testable import Reporters
import Lint

final class SnapshotTests: XCTestCase {
  func render(_ name: String, color: Bool = false) -> [UInt8] {
    var options = Fixture.options
    options.color = color
    return Reporters.named(name)!.render(Fixture.report, options: options)
  }

  func testText() { assertSnapshot(render("text"), named: "report.txt") }
  func testTextColor() { assertSnapshot(render("text", color: true), named: "report-color.txt") }
  func testJSON() { assertSnapshot(render("json"), named: "report.json") }
  func testSARIF() { assertSnapshot(render("sarif"), named: "report.sarif") }
  func testGitHub() { assertSnapshot(render("github"), named: "report-github.txt") }
  func testCheckstyle() { assertSnapshot(render("checkstyle"), named: "report-checkstyle.xml") }
  func testGitLab() { assertSnapshot(render("gitlab"), named: "report-gitlab.json") }

  func testEmptyReports() {
    let empty = LintReport(findings: [], filesLinted: 5, rules: Fixture.rules)
    for name in Reporters.names {
      let ext = name == "checkstyle" ? "xml" : name == "sarif" ? "sarif" : name == "text" || name == "github" ? "txt" : "json"
      assertSnapshot(Reporters.named(name)!.render(empty, options: Fixture.options), named: "empty-\(name).\(ext)")
    }
  }
}
