import XCTest
@testable import Lint
import TemplateSyntax

/// Inputs that must neither crash the linter nor make it quadratic: deep nesting, thousands of
/// findings on one minified line, binary and non-UTF-8 bytes.
final class PathologicalInputTests: XCTestCase {
  func testHundredThousandNestedViewsLintClean() {
    let depth = 100_000
    let text = String(repeating: "<an-view>", count: depth) + "<an-text>fondo</an-text>" + String(repeating: "</an-view>", count: depth)
    XCTAssertEqual(TestLint.all(text).map(\.ruleID), [])
  }

  func testThousandsOfFindingsOnOneMinifiedLine() {
    let count = 5_000
    let tag = "<an-view accessible=\"false\">"
    let findings = TestLint.all(String(repeating: tag, count: count))
    XCTAssertEqual(findings.count, count)
    XCTAssertTrue(findings.allSatisfy { $0.ruleID == "parse-error" && $0.lineText == nil })
    XCTAssertEqual(findings.first.map { "\($0.line):\($0.column)" }, "1:2")
    XCTAssertEqual(findings.last.map { "\($0.line):\($0.column)" }, "1:\((count - 1) * tag.count + 2)")
    XCTAssertEqual(findings.last?.message, "'<an-view>' has no end tag")
  }

  func testBinaryAndNonUTF8FilesGiveOneFinding() {
    let set = RuleSet(configuration: .default)
    let binary = FileLinter.lint(SourceFile(path: "b.html", bytes: [0x3C, 0x61, 0x00, 0x62]), ruleSet: set)
    XCTAssertEqual(binary.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" },
                   ["1:3 parse-error file contains a NUL byte: it looks binary and is skipped"])
    let latin1 = FileLinter.lint(SourceFile(path: "l.html", bytes: Array("<an-text>Canci".utf8) + [0xF3, 0x6E]), ruleSet: set)
    XCTAssertEqual(latin1.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" },
                   ["1:15 parse-error file is not valid UTF-8 (byte 0xF3): it is skipped; save it as UTF-8"])
  }
}
