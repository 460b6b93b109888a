import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Reads every `rules/<id>.md`: its front matter must match the rule's metadata, and its
/// examples run as tests — each Bad block must give this rule's findings exactly at the `↓`
/// markers, each Good block none. Every example is re-run mutated: with a multi-byte first
/// line, with CRLF line endings, wrapped in a comment (must give nothing), and with
/// `an-lint-disable-next-line <id>` before each marked line (must give nothing, and the
/// suppression must not be reported unused).
final class RuleDocTests: XCTestCase {
  struct Example {
    var text: String
    var markers: [Int]
    var config: String?
    var isBad: Bool
  }

  struct Doc {
    var frontMatter: [String: String]
    var headings: [String]
    var examples: [Example]
  }

  static let mutationPrefix = "🎛️ مرحبا بالعالم — configuración\n"
  /// Rules whose finding is about the whole file and stays at line 1, column 1.
  static let fileLevelRules: Set<String> = ["screen-without-title"]

  func testEveryRuleHasADocThatMatchesItsMetadata() throws {
    let only = ProcessInfo.processInfo.environment["DOC_RULES"].map { Set($0.split(separator: ",").map(String.init)) }
    for rule in RuleRegistry.all where only == nil || only!.contains(rule.id) {
      let d = rule.description
      let url = RepositoryPaths.rules.appendingPathComponent("\(d.id).md")
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("rules/\(d.id).md is missing")
        continue
      }
      let doc = Self.parse(text)
      XCTAssertEqual(doc.frontMatter["id"], d.id, "\(d.id): front matter id")
      XCTAssertEqual(doc.frontMatter["severity"], d.defaultSeverity.rawValue, "\(d.id): front matter severity")
      XCTAssertEqual(doc.frontMatter["fixable"], d.isFixable ? "true" : "false", "\(d.id): front matter fixable")
      let tags = (doc.frontMatter["tags"] ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      XCTAssertEqual(tags.first, d.tags.first, "\(d.id): the first tag is the catalog section")
      XCTAssertNotNil(doc.frontMatter["platforms"], "\(d.id): front matter platforms")
      XCTAssertEqual(doc.headings, ["Why", "Bad", "Good", "Options", "Dynamic values"], "\(d.id): headings")
      XCTAssertTrue(doc.examples.contains { $0.isBad }, "\(d.id): no Bad example")
      XCTAssertTrue(doc.examples.contains { !$0.isBad }, "\(d.id): no Good example")
      for option in d.options {
        XCTAssertTrue(text.contains("`\(option.name)`"), "\(d.id): option \(option.name) is not documented")
      }
    }
  }

  func testDocExamplesRunAsTests() throws {
    let only = ProcessInfo.processInfo.environment["DOC_RULES"].map { Set($0.split(separator: ",").map(String.init)) }
    for rule in RuleRegistry.all where only == nil || only!.contains(rule.id) {
      let id = rule.id
      guard let text = try? String(contentsOf: RepositoryPaths.rules.appendingPathComponent("\(id).md"), encoding: .utf8)
      else { continue }
      for (n, example) in Self.parse(text).examples.enumerated() {
        let label = "\(id) example \(n + 1) (\(example.isBad ? "bad" : "good"))"
        XCTAssertTrue(!example.isBad || !example.markers.isEmpty, "\(label): a Bad example needs a ↓")
        check(id, example.text, expected: example.markers, config: example.config, label)
        // Multi-byte first line: every marker moves by the prefix (a marker at 0 means "the file").
        let shift = Self.mutationPrefix.utf8.count
        let fileLevel = Self.fileLevelRules.contains(id)
        check(id, Self.mutationPrefix + example.text, expected: example.markers.map { fileLevel && $0 == 0 ? 0 : $0 + shift },
              config: example.config, label + " with a multi-byte first line")
        // CRLF line endings.
        let crlf = example.text.replacingOccurrences(of: "\n", with: "\r\n")
        let crlfMarkers = example.markers.map { offset in
          offset + Array(example.text.utf8)[0..<offset].filter { $0 == 0x0A }.count
        }
        check(id, crlf, expected: crlfMarkers, config: example.config, label + " with CRLF")
        guard !example.text.contains("<!--") && !example.text.contains("-->") else { continue }
        // Wrapped in a comment: nothing.
        check(id, "<!-- " + example.text + " -->", expected: [], config: example.config, label + " in a comment")
        // Suppressed: nothing, and the suppression is used.
        if example.isBad {
          let suppressed = Self.suppress(example, id: id, fileLevel: Self.fileLevelRules.contains(id))
          let findings = lint(suppressed, config: example.config)
          XCTAssertEqual(findings.filter { $0.ruleID == id && $0.suppression == nil }.map { Int($0.range.start) }, [],
                         "\(label) after an-lint-disable-next-line")
          XCTAssertEqual(findings.filter { $0.ruleID == "unused-suppression" }.map(\.message), [],
                         "\(label): the suppression is reported unused")
        }
      }
    }
  }

  func check(_ id: String, _ text: String, expected: [Int], config: String?, _ label: String) {
    let findings = lint(text, config: config).filter { $0.ruleID == id && $0.suppression == nil }
    let actual = findings.map { Int($0.range.start) }.sorted()
    if actual != expected.sorted() {
      let index = LineIndexHelper(text)
      XCTFail("\(label): expected \(expected.sorted().map(index.describe)) got \(actual.map(index.describe)) \(findings.map(\.message))")
    }
  }

  func lint(_ text: String, config: String?) -> [Finding] {
    TestLint.all(text, config: config ?? "", isScreen: true)
  }

  /// The example with a disable-next-line comment before each marked line (a marker at
  /// offset 0, a finding about the whole file, gets `an-lint-disable-file` instead).
  static func suppress(_ example: Example, id: String, fileLevel fileLevelRule: Bool) -> String {
    let bytes = Array(example.text.utf8)
    var lineStarts = Set<Int>()
    var fileLevel = false
    for marker in example.markers {
      if marker == 0 && fileLevelRule { fileLevel = true; continue }
      var start = marker
      while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
      lineStarts.insert(start)
    }
    var out: [UInt8] = []
    if fileLevel { out += Array("<!-- an-lint-disable-file \(id) -->".utf8) }
    for (i, b) in bytes.enumerated() {
      if lineStarts.contains(i) { out += Array("<!-- an-lint-disable-next-line \(id) -->\n".utf8) }
      out.append(b)
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - Parsing the doc

  static func parse(_ text: String) -> Doc {
    var front: [String: String] = [:]
    var headings: [String] = []
    var examples: [Example] = []
    let lines = text.components(separatedBy: "\n")
    var i = 0
    if lines.first == "---" {
      i = 1
      while i < lines.count && lines[i] != "---" {
        if let colon = lines[i].firstIndex(of: ":") {
          front[String(lines[i][..<colon])] = lines[i][lines[i].index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        i += 1
      }
      i += 1
    }
    var section = ""
    var pendingConfig: String?
    while i < lines.count {
      let line = lines[i]
      if line.hasPrefix("## ") {
        section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        headings.append(section)
        pendingConfig = nil
      } else if line.hasPrefix("```") {
        let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        var body: [String] = []
        i += 1
        while i < lines.count && !lines[i].hasPrefix("```") { body.append(lines[i]); i += 1 }
        let content = body.joined(separator: "\n")
        if language == "yaml" && (section == "Bad" || section == "Good") {
          pendingConfig = content
        } else if language == "html" && (section == "Bad" || section == "Good") {
          var markers: [Int] = []
          var clean: [UInt8] = []
          let arrow = Array("↓".utf8)
          let raw = Array(content.utf8)
          var k = 0
          while k < raw.count {
            if k + arrow.count <= raw.count && Array(raw[k..<(k + arrow.count)]) == arrow {
              markers.append(clean.count)
              k += arrow.count
              continue
            }
            clean.append(raw[k])
            k += 1
          }
          examples.append(Example(text: String(decoding: clean, as: UTF8.self) + "\n", markers: markers,
                                  config: pendingConfig, isBad: section == "Bad"))
        }
      }
      i += 1
    }
    return Doc(frontMatter: front, headings: headings, examples: examples)
  }
}

/// Describes offsets as line:column in failure messages.
struct LineIndexHelper {
  let index: LineIndex
  init(_ text: String) { index = LineIndex(SourceFile(path: "t", text: text)) }
  func describe(_ offset: Int) -> String {
    let p = index.position(of: offset)
    return "\(p.line):\(p.column)"
  }
}
