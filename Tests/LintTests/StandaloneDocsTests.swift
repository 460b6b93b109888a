import Foundation
import XCTest
@testable import Lint

/// What users read stands alone: no pointer to files they cannot open (the project's private
/// source notes, `../shared`), and every rule cites the WCAG 2.2 success criterion it serves
/// and the Apple and Android documentation, both on its page and in its rationale (SARIF
/// `help`, `an-lint explain`).
final class StandaloneDocsTests: XCTestCase {
  /// The problems in `text`: each one a short description.
  static func privatePointers(in text: String) -> [String] {
    var found: [String] = []
    let patterns = [
      // (`--seed`, the fuzzer's option, is not one.)
      #"(?i)(?<!-)\bseeds?\b"#: "a reference to a seed",
      #"(?i)\bseed's\b"#: "a reference to a seed",
      #"shared/"#: "a path into ../shared",
      #"_[0-9a-f]{16}\.txt"#: "a source-note file name",
    ]
    for (pattern, what) in patterns.sorted(by: { $0.key < $1.key }) {
      if let range = text.range(of: pattern, options: .regularExpression) {
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        found.append("line \(line): \(what): '\(text[range])'")
      }
    }
    return found
  }

  func testTheCheckCatchesEachForm() {
    for sample in ["Seed 001 says", "the seed's tree", "(seed 000)", "seeds 001 and 003", "see ../shared/spec",
                   "`001_d1fa67144ffadb26.txt`"] {
      XCTAssertFalse(Self.privatePointers(in: sample).isEmpty, sample)
    }
    XCTAssertEqual(Self.privatePointers(in: "shared by json and sarif; a seeded hasher? no: seedless; --seed 42"), [])
  }

  func userFacingFiles() throws -> [URL] {
    let root = RepositoryPaths.root
    var files = [root.appendingPathComponent("README.md"), root.appendingPathComponent("fixtures/examples/README.md")]
    for directory in ["docs", "rules"] {
      let url = root.appendingPathComponent(directory)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".md") }.sorted()
      files += names.map { url.appendingPathComponent($0) }
    }
    return files
  }

  func testNoUserFacingFilePointsToPrivateNotes() throws {
    let files = try userFacingFiles()
    XCTAssertGreaterThanOrEqual(files.count, 48)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      XCTAssertEqual(Self.privatePointers(in: text), [], file.lastPathComponent)
    }
  }

  func testNoRuleTextPointsToPrivateNotes() {
    for d in RuleRegistry.descriptions {
      let texts = [d.summary, d.rationale] + d.options.map(\.summary)
      for text in texts {
        XCTAssertEqual(Self.privatePointers(in: text), [], d.id)
      }
    }
  }

  static let wcag = "https://www.w3.org/WAI/WCAG22/Understanding/"
  static let apple = "https://developer.apple.com/"
  static let android = "https://developer.android.com/"

  func testEveryRuleCitesWCAGAndBothPlatforms() throws {
    XCTAssertEqual(RuleRegistry.descriptions.count, 46)
    for d in RuleRegistry.descriptions {
      for (prefix, name) in [(Self.wcag, "WCAG 2.2"), (Self.apple, "Apple"), (Self.android, "Android")] {
        XCTAssertTrue(d.rationale.contains(prefix), "\(d.id): the rationale cites no \(name) page")
      }
      XCTAssertTrue(d.rationale.contains("WCAG 2.2: "), "\(d.id): the rationale names no success criterion")
      let page = try String(contentsOf: RepositoryPaths.rules.appendingPathComponent("\(d.id).md"), encoding: .utf8)
      let why = page.components(separatedBy: "\n## Why\n").last?.components(separatedBy: "\n## Bad\n").first ?? ""
      XCTAssertTrue(why.contains("- WCAG 2.2 success criterion [") && why.contains("](" + Self.wcag),
                    "\(d.id).md: the Why section cites no WCAG 2.2 success criterion")
      XCTAssertTrue(why.contains("- Apple: [") && why.contains("](" + Self.apple), "\(d.id).md: no Apple documentation")
      XCTAssertTrue(why.contains("- Android: [") && why.contains("](" + Self.android), "\(d.id).md: no Android documentation")
    }
  }
}
