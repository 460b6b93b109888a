import Foundation
import XCTest
@testable import LinterCLI
@testable import Reporters

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Issue 13: no format lets a control or bidi character from a template or a file name
/// through raw. JSON and SARIF escape them (`\u…`, exact once decoded), checkstyle writes
/// character references (U+FFFD for the C0 controls XML 1.0 cannot carry), the display
/// formats (text, github, gitlab's description) show U+FFFD.
final class CleanReportsTests: XCTestCase {
  /// ESC, BEL, NEL (C1), RLO, LRI, RLM, ALM and DEL, all written as character references.
  static let template = "<an-button accessibilityLabel=\"&#x1b;[2J&#x7;Play&#x85; now&#x202e;&#x2066;&#x200f;&#x61c;&#x7f; button.\" (tap)=\"go()\"></an-button>\n"
  /// A file name with ESC, RLO and NEL in it.
  static let fileName = "ev\u{1B}[31mil\u{202E}\u{85}.html"
  static let label = "\u{1B}[2J\u{07}Play\u{85} now\u{202E}\u{2066}\u{200F}\u{061C}\u{7F} button."
  static var message: String {
    "label '\(label)' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
  }

  func run(_ format: String) throws -> String {
    let dir = try fixTestDirectory()
    try dir.write(Self.template, to: Self.fileName)
    let run = FixCLIRun(["--format", format, "--select", "label-trailing-punctuation", Self.fileName], cwd: dir)
    XCTAssertEqual(run.err, "", format)
    return run.out
  }

  /// Every scalar `OutputSafety` refuses (line feeds and tabs allowed).
  func assertClean(_ out: String, _ format: String, file: StaticString = #filePath, line: UInt = #line) {
    let bad = out.unicodeScalars.filter { OutputSafety.isUnsafe($0.value, keepNewlines: true) }
    XCTAssertEqual(bad.map { String($0.value, radix: 16) }, [], "\(format) lets raw controls through", file: file, line: line)
  }

  func testEveryFormatIsCleanForAHostileTemplateAndFileName() throws {
    XCTAssertEqual(Set(Reporters.names), ["text", "json", "sarif", "github", "checkstyle", "gitlab"])
    for format in Reporters.names {
      let out = try run(format)
      XCTAssertTrue(out.contains("Play"), "\(format): \(out)")
      assertClean(out, format)
    }
  }

  func testJSONEscapesAndStaysExact() throws {
    let out = try run("json")
    XCTAssertTrue(out.contains(#""path":"ev\u001b[31mil\u202e\u0085.html""#), out)
    XCTAssertTrue(out.contains(#"label '\u001b[2J\u0007Play\u0085 now\u202e\u2066\u200f\u061c\u007f button.'"#), out)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let finding = try XCTUnwrap((root["findings"] as? [[String: Any]])?.first)
    XCTAssertEqual(finding["path"] as? String, Self.fileName)
    XCTAssertEqual(finding["message"] as? String, Self.message)
  }

  func testSARIFEscapesAndStaysExact() throws {
    let out = try run("sarif")
    XCTAssertTrue(out.contains(#""uri":"ev%1B%5B31mil%E2%80%AE%C2%85.html""#), out)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
    let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
    XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, Self.message)
  }

  func testGitLabShowsReplacementsInTheDescriptionAndKeepsThePath() throws {
    let out = try run("gitlab")
    let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]])
    XCTAssertEqual(issues.count, 1)
    let shown = "\u{FFFD}[2J\u{FFFD}Play\u{FFFD} now\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} button."
    XCTAssertEqual(issues.first?["description"] as? String, Self.message.replacingOccurrences(of: Self.label, with: shown))
    XCTAssertEqual((issues.first?["location"] as? [String: Any])?["path"] as? String, Self.fileName)
  }

  func testCheckstyleWritesReferencesAndIsWellFormed() throws {
    let out = try run("checkstyle")
    XCTAssertTrue(out.contains("<file name=\"ev\u{FFFD}[31mil&#x202E;&#x85;.html\">"), out)
    XCTAssertTrue(out.contains("message=\"label &apos;\u{FFFD}[2J\u{FFFD}Play&#x85; now&#x202E;&#x2066;&#x200F;&#x61C;&#x7F; button.&apos; ends in"), out)
    #if canImport(FoundationXML) || os(macOS)
    let collector = AttributeCollector()
    let parser = XMLParser(data: Data(out.utf8))
    parser.delegate = collector
    XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
    XCTAssertEqual(collector.attributes["file"]?["name"], "ev\u{FFFD}[31mil\u{202E}\u{85}.html")
    let c0 = Self.label.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}").replacingOccurrences(of: "\u{07}", with: "\u{FFFD}")
    XCTAssertEqual(collector.attributes["error"]?["message"], Self.message.replacingOccurrences(of: Self.label, with: c0))
    #endif
  }

  func testTheTextFormatsShowReplacements() throws {
    let text = try run("text")
    XCTAssertTrue(text.hasPrefix("ev\u{FFFD}[31mil\u{FFFD}\u{FFFD}.html:1:32:"), text)
    XCTAssertTrue(text.contains("label '\u{FFFD}[2J\u{FFFD}Play\u{FFFD} now\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} button.' ends in"), text)
    let github = try run("github")
    XCTAssertTrue(github.hasPrefix("::notice file=ev\u{FFFD}[31mil\u{FFFD}\u{FFFD}.html,line=1,"), github)
  }
}

#if canImport(FoundationXML) || os(macOS)
/// The attributes of the last element of each name.
final class AttributeCollector: NSObject, XMLParserDelegate {
  var attributes: [String: [String: String]] = [:]
  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
              attributes: [String: String] = [:]) {
    self.attributes[name] = attributes
  }
}
#endif
