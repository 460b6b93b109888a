import Foundation
import XCTest
@testable import Reporters
import Lint
import TemplateSyntax
import AccessibilityModel

final class JSONWriterTests: XCTestCase {
  func testEscaperExact() {
    XCTAssertEqual(jsonStringLiteral("a\"b\\c/d"), #""a\"b\\c/d""#)
    XCTAssertEqual(jsonStringLiteral("\u{08}\u{0C}\n\r\t"), #""\b\f\n\r\t""#)
    XCTAssertEqual(jsonStringLiteral("\u{00}\u{01}\u{1F}\u{7F}"), #""\u0000\u0001\u001f\u007f""#)
    XCTAssertEqual(jsonStringLiteral("x\u{2028}y\u{2029}z"), #""x\u2028y\u2029z""#)
    XCTAssertEqual(jsonStringLiteral("é👋\u{2027}\u{202A}"), "\"é👋\u{2027}\\u202a\"")
    // C1 controls and every bidi formatting character are escaped; their neighbours are not.
    XCTAssertEqual(jsonStringLiteral("\u{7F}\u{80}\u{85}\u{9F}\u{A0}¡\u{061B}\u{061C}\u{061D}"),
                   "\"\\u007f\\u0080\\u0085\\u009f\u{A0}¡\u{061B}\\u061c\u{061D}\"")
    XCTAssertEqual(jsonStringLiteral("\u{200D}\u{200E}\u{200F}\u{2010}\u{2029}\u{202A}\u{202E}\u{202F}"),
                   "\"\u{200D}\\u200e\\u200f\u{2010}\\u2029\\u202a\\u202e\u{202F}\"")
    XCTAssertEqual(jsonStringLiteral("\u{2065}\u{2066}\u{2069}\u{206A}€"), "\"\u{2065}\\u2066\\u2069\u{206A}€\"")
    XCTAssertEqual(jsonStringLiteral(""), "\"\"")
  }

  func testEscaperRoundTripsEveryASCIIAndSomeScalars() throws {
    var s = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
    s += "\u{2028}\u{2029}é€👋\u{FFFD}\u{10FFFF}"
    let literal = jsonStringLiteral(s)
    let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
    XCTAssertEqual(decoded, s)
  }

  func testIntegers() {
    var w = JSONWriter()
    for v in [0, 7, 10, 123456789, -42, Int.max, Int.min] { w.int(v); w.byte(0x20) }
    XCTAssertEqual(String(decoding: w.bytes, as: UTF8.self),
                   "0 7 10 123456789 -42 \(Int.max) \(Int.min) ")
  }
}

final class JSONReporterTests: XCTestCase {
  func testStructure() throws {
    let bytes = JSONReporter().render(Fixture.report, options: Fixture.options)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    XCTAssertEqual(Set(root.keys), ["version", "tool", "filesLinted", "summary", "findings", "errors"])
    XCTAssertEqual(root["errors"] as? [String], ["cannot read \"missing.html\": No such file or directory"])
    XCTAssertEqual(root["version"] as? Int, 1)
    XCTAssertEqual(root["tool"] as? [String: String], ["name": "an-lint", "version": ToolInfo.version])
    XCTAssertEqual(root["filesLinted"] as? Int, 3)
    XCTAssertEqual(root["summary"] as? [String: Int], ["errors": 3, "warnings": 1, "infos": 1])
    let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
    // The suppressed prefer-native finding is not listed; order is kept.
    XCTAssertEqual(findings.map { $0["ruleId"] as? String },
                   ["screen-title", "image-alt", "unknown-role", "button-name", "button-name"])
    let role = findings[2]
    XCTAssertEqual(Set(role.keys), ["ruleId", "severity", "message", "path", "start", "end", "platforms", "fix"])
    XCTAssertEqual(role["severity"] as? String, "warning")
    XCTAssertEqual(role["message"] as? String, "Unknown role \"buton\" in <an-icon> & co.\nDid you mean 'button'?")
    XCTAssertEqual(role["path"] as? String, Fixture.pathA)
    // After "👋" (1 scalar, 2 UTF-16 units, 4 bytes) column and utf16Column differ by one.
    XCTAssertEqual(role["start"] as? [String: Int], ["line": 3, "column": 39, "utf16Column": 40, "offset": 90])
    XCTAssertEqual(role["end"] as? [String: Int], ["line": 3, "column": 51, "utf16Column": 52, "offset": 102])
    let fix = try XCTUnwrap(role["fix"] as? [String: Any])
    XCTAssertEqual(fix["description"] as? String, "Replace with \"button\"")
    XCTAssertEqual(fix["applicability"] as? String, "safe")
    let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
    XCTAssertEqual(edits.count, 1)
    XCTAssertEqual(edits[0]["start"] as? Int, 96)
    XCTAssertEqual(edits[0]["end"] as? Int, 101)
    XCTAssertEqual(edits[0]["replacement"] as? String, "button")
    XCTAssertEqual(findings[1]["platforms"] as? [String], ["ios", "android"])
    XCTAssertTrue(findings[0]["fix"] is NSNull)
    XCTAssertEqual(findings[3]["path"] as? String, Fixture.pathB)
  }
}

final class SARIFReporterTests: XCTestCase {
  func sarif(_ report: LintReport = Fixture.report, root: String = Fixture.sourceRoot) throws -> [String: Any] {
    let bytes = SARIFReporter().render(report, options: ReporterOptions(sourceRoot: root))
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  func testTopLevelAndDriver() throws {
    let root = try sarif()
    XCTAssertEqual(root["version"] as? String, "2.1.0")
    XCTAssertEqual(root["$schema"] as? String, SARIFReporter.schemaURI)
    let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let run = runs[0]
    XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
    XCTAssertEqual(run["originalUriBaseIds"] as? [String: [String: String]],
                   ["%SRCROOT%": ["uri": "file:///work/my%20project/"]])
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "an-lint")
    XCTAssertEqual(driver["version"] as? String, ToolInfo.version)
    XCTAssertEqual(driver["semanticVersion"] as? String, ToolInfo.version)
    XCTAssertEqual(driver["informationUri"] as? String, ToolInfo.informationURI)
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.map { $0["id"] as? String }, Fixture.rules.map(\.id))
    let role = rules[4]
    XCTAssertEqual(role["name"] as? String, "UnknownRole")
    XCTAssertEqual((role["shortDescription"] as? [String: String])?["text"], "Roles are known")
    XCTAssertEqual((role["fullDescription"] as? [String: String])?["text"], Fixture.rules[4].rationale)
    let helpURI = ToolInfo.rulesDocBase + "/unknown-role.md"
    XCTAssertEqual(role["helpUri"] as? String, helpURI)
    let help = try XCTUnwrap(role["help"] as? [String: String])
    XCTAssertEqual(help["text"], "Roles are known. " + Fixture.rules[4].rationale + " See " + helpURI)
    XCTAssertNotNil(help["markdown"])
    XCTAssertEqual(role["defaultConfiguration"] as? [String: String], ["level": "warning"])
    XCTAssertEqual((role["properties"] as? [String: [String]])?["tags"], ["contract", "naming"])
    XCTAssertEqual((rules[3]["defaultConfiguration"] as? [String: String])?["level"], "note")

    let invocations = try XCTUnwrap(run["invocations"] as? [[String: Any]])
    XCTAssertEqual(invocations.count, 1)
    XCTAssertEqual(invocations[0]["executionSuccessful"] as? Bool, false)
    let notes = try XCTUnwrap(invocations[0]["toolExecutionNotifications"] as? [[String: Any]])
    XCTAssertEqual(notes.count, 1)
    XCTAssertEqual(notes[0]["level"] as? String, "error")
    XCTAssertEqual((notes[0]["message"] as? [String: String])?["text"],
                   "cannot read \"missing.html\": No such file or directory")
  }

  func testResults() throws {
    let run = try XCTUnwrap((try sarif()["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 6, "suppressed findings are listed in SARIF")
    XCTAssertEqual(results.map { $0["level"] as? String }, ["note", "error", "warning", "warning", "error", "error"])
    XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [3, 1, 2, 4, 0, 0])
    for result in results {
      XCTAssertNotNil(result["suppressions"] as? [Any], "every result has suppressions")
    }
    XCTAssertEqual((results[0]["suppressions"] as? [Any])?.count, 0)
    XCTAssertEqual(results[2]["suppressions"] as? [[String: String]],
                   [["kind": "inSource", "justification": "decorative \"quoted\""]])

    func location(_ r: [String: Any]) -> [String: Any] {
      let locations = r["locations"] as? [[String: Any]]
      return locations?.first?["physicalLocation"] as? [String: Any] ?? [:]
    }
    let role = location(results[3])
    XCTAssertEqual(role["artifactLocation"] as? [String: String],
                   ["uri": "src/app/home.component.html", "uriBaseId": "%SRCROOT%"])
    XCTAssertEqual(role["region"] as? [String: Int],
                   ["startLine": 3, "startColumn": 40, "endLine": 3, "endColumn": 52])
    XCTAssertEqual((location(results[4])["artifactLocation"] as? [String: String])?["uri"],
                   "src/my%20app/100%25%20%2C%3A%C3%BC.html")
    XCTAssertEqual(location(results[0])["region"] as? [String: Int],
                   ["startLine": 1, "startColumn": 1, "endLine": 4, "endColumn": 11])
    XCTAssertEqual((results[3]["message"] as? [String: String])?["text"],
                   "Unknown role \"buton\" in <an-icon> & co.\nDid you mean 'button'?")

    // Identical normalized line + rule in one file: same hash, counters 1 and 2.
    let fp = results.map { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] ?? "" }
    XCTAssertTrue(fp[4].hasSuffix(":1"))
    XCTAssertEqual(fp[5], String(fp[4].dropLast(2)) + ":2")
    XCTAssertEqual(Set(fp).count, 6)
    for f in fp { XCTAssertNotNil(f.range(of: "^[0-9a-f]{16}:[0-9]+$", options: .regularExpression)) }

    // Fixes: insertion inside the range (same line), a replacement after a surrogate pair,
    // and an edit equal to the finding's range.
    func replacement(_ r: [String: Any]) -> [String: Any]? {
      let fixes = r["fixes"] as? [[String: Any]]
      let changes = fixes?.first?["artifactChanges"] as? [[String: Any]]
      return (changes?.first?["replacements"] as? [[String: Any]])?.first
    }
    XCTAssertEqual(replacement(results[1])?["deletedRegion"] as? [String: Int],
                   ["startLine": 2, "startColumn": 11, "endLine": 2, "endColumn": 11])
    XCTAssertEqual(replacement(results[1])?["insertedContent"] as? [String: String], ["text": " alt=\"\""])
    XCTAssertEqual(replacement(results[3])?["deletedRegion"] as? [String: Int],
                   ["startLine": 3, "startColumn": 46, "endLine": 3, "endColumn": 51])
    XCTAssertEqual(replacement(results[4])?["deletedRegion"] as? [String: Int],
                   ["startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 25])
    XCTAssertNil(results[0]["fixes"])
    XCTAssertNil(results[5]["fixes"])
    XCTAssertEqual((results[1]["properties"] as? [String: [String]])?["platforms"], ["ios", "android"])
  }

  func testFixOffAnotherLineIsOmitted() throws {
    let file = SourceFile(path: "a.html", text: "<an-view>\n  <an-image>\n</an-view>")
    let image = Fixture.range(of: "<an-image>", in: "<an-view>\n  <an-image>\n</an-view>")
    let fix = Fix(description: "Remove the view", edits: [TextEdit(range: ByteRange(0, 9), replacement: "")])
    let f = Fixture.finding("image-alt", .error, "m", file: file, range: image, fix: fix)
    let report = LintReport(findings: [f], filesLinted: 1, rules: Fixture.rules)
    let results = try XCTUnwrap(((try sarif(report)["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
    XCTAssertNil(results[0]["fixes"])
    XCTAssertEqual(results[0]["suppressions"] as? [String], [])
  }

  func testAbsolutePaths() throws {
    XCTAssertEqual(PathUtil.relative("/work/my project/src/a.html", root: "/work/my project/"), "src/a.html")
    XCTAssertEqual(PathUtil.relative("./src/a.html", root: "/x"), "src/a.html")
    XCTAssertNil(PathUtil.relative("/elsewhere/a.html", root: "/work/my project"))
    XCTAssertNil(PathUtil.relative("/work/my projectX/a.html", root: "/work/my project"))
    XCTAssertEqual(String(decoding: SARIFReporter.artifactLocation("/elsewhere/a b.html", root: "/work"), as: UTF8.self),
                   #"{"uri":"file:///elsewhere/a%20b.html"}"#)
    XCTAssertEqual(String(decoding: SARIFReporter.artifactLocation("/work/a#?.html", root: "/work"), as: UTF8.self),
                   #"{"uri":"a%23%3F.html","uriBaseId":"%SRCROOT%"}"#)
    XCTAssertEqual(PathUtil.percentEncode("a b/%#?:,ü~-._Z9"), "a%20b/%25%23%3F%3A%2C%C3%BC~-._Z9")
    XCTAssertEqual(PathUtil.fileURI(directory: "/r/"), "file:///r/")
    XCTAssertEqual(PathUtil.fileURI(directory: "/r"), "file:///r/")
  }

  func testNoSourceRootOmitsOriginalUriBaseIds() throws {
    let run = try XCTUnwrap((try sarif(root: "")["runs"] as? [[String: Any]])?.first)
    XCTAssertNil(run["originalUriBaseIds"])
  }

  func testRuleName() {
    XCTAssertEqual(SARIFReporter.ruleName("unknown-role"), "UnknownRole")
    XCTAssertEqual(SARIFReporter.ruleName("aria-label-2x"), "AriaLabel2x")
    XCTAssertEqual(SARIFReporter.ruleName("x"), "X")
  }
}

final class FingerprintTests: XCTestCase {
  func testLineHashIgnoresWhitespaceAndPosition() {
    let a = Fingerprint.lineHash(ruleID: "r", lineText: "  <an-button   (tap)=\"go()\">\t")
    let b = Fingerprint.lineHash(ruleID: "r", lineText: "<an-button (tap)=\"go()\">")
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, Fingerprint.lineHash(ruleID: "s", lineText: "<an-button (tap)=\"go()\">"))
    XCTAssertNotEqual(a, Fingerprint.lineHash(ruleID: "r", lineText: "<an-button(tap)=\"go()\">"))
    XCTAssertEqual(Fingerprint.hex(0xcbf2_9ce4_8422_2325), "cbf29ce484222325")
    XCTAssertEqual(Fingerprint.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
  }

  func testFingerprintsSurviveEditsAbove() throws {
    func fingerprints(_ prefix: String) -> (sarif: [String], gitlab: [String]) {
      let text = prefix + "<an-button></an-button>\n<an-button></an-button>\n"
      let file = SourceFile(path: "f.html", text: text)
      let findings = (0..<2).map {
        Fixture.finding("button-name", .error, "m", file: file,
                        range: Fixture.range(of: "<an-button>", in: text, occurrence: $0))
      }
      let report = LintReport(findings: findings, filesLinted: 1, rules: Fixture.rules)
      let gitlab = (try? JSONSerialization.jsonObject(with: Data(GitLabReporter().render(report, options: Fixture.options)))) as? [[String: Any]]
      return (Fingerprint.primaryLocationLineHashes(findings), gitlab?.map { $0["fingerprint"] as? String ?? "" } ?? [])
    }
    let before = fingerprints("")
    let after = fingerprints("<!-- new -->\n\n<an-view></an-view>\n")
    XCTAssertEqual(before.sarif, after.sarif)
    XCTAssertEqual(before.gitlab, after.gitlab)
    XCTAssertEqual(before.gitlab.count, 2)
    XCTAssertNotEqual(before.gitlab[0], before.gitlab[1])
    XCTAssertEqual(GitLabReporter.fingerprint(path: "f.html", ruleID: "button-name",
                                              primaryLocationLineHash: before.sarif[0]),
                   UInt64(before.gitlab[0], radix: 16))
  }
}

final class GitHubReporterTests: XCTestCase {
  func testEscaping() {
    XCTAssertEqual(GitHubReporter.escapeData("100% a:b,c\r\nd"), "100%25 a:b,c%0D%0Ad")
    XCTAssertEqual(GitHubReporter.escapeProperty("100% a:b,c\r\nd"), "100%25 a%3Ab%2Cc%0D%0Ad")
    XCTAssertEqual(GitHubReporter.escapeData("%0A"), "%250A")
  }

  func testInjectionIsNeutralized() {
    let file = SourceFile(path: "evil,line=99::x\n::error file=a.html::pwned%0A.html", text: "<an-x>")
    let f = Fixture.finding("button-name", .warning, "bad\n::error file=z::injected\r%0Aend", file: file,
                            range: ByteRange(0, 6))
    let out = String(decoding: GitHubReporter().render(LintReport(findings: [f], filesLinted: 1, rules: []),
                                                       options: ReporterOptions()), as: UTF8.self)
    XCTAssertEqual(out, "::warning file=evil%2Cline=99%3A%3Ax%0A%3A%3Aerror file=a.html%3A%3Apwned%250A.html,"
                     + "line=1,col=1,endLine=1,endColumn=7,title=an-lint (button-name)"
                     + "::bad%0A::error file=z::injected%0D%250Aend\n")
    XCTAssertEqual(out.split(separator: "\n").count, 1)
  }

  func testFixtureLines() {
    let out = String(decoding: GitHubReporter().render(Fixture.report, options: Fixture.options), as: UTF8.self)
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 7) // 1 error + 5 findings + trailing ""
    XCTAssertEqual(lines[4], "::error file=src/my app/100%25 %2C%3Aü.html,line=1,col=1,endLine=1,endColumn=25,"
                     + "title=an-lint (button-name)::Button has no accessible name")
    XCTAssertEqual(lines[1], "::notice file=src/app/home.component.html,line=1,endLine=4,title=an-lint (screen-title)::Screen has no title")
    XCTAssertFalse(out.contains("prefer-native"))
  }
}

final class CheckstyleReporterTests: XCTestCase {
  func testEscaping() {
    XCTAssertEqual(CheckstyleReporter.escapeAttribute("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    XCTAssertEqual(CheckstyleReporter.escapeAttribute("t\tn\nr\r"), "t&#9;n&#10;r&#13;")
    XCTAssertEqual(CheckstyleReporter.escapeAttribute("x\u{00}\u{01}\u{1B}\u{FFFE}\u{FFFF}ü👋"), "x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}ü👋")
    XCTAssertEqual(CheckstyleReporter.escapeAttribute("\u{7F}\u{80}\u{85}\u{9F}\u{A0}¡\u{061B}\u{061C}\u{200D}\u{200E}\u{200F}\u{202A}\u{202E}\u{202F}\u{2066}\u{2069}\u{2028}€"),
                   "&#x7F;&#x80;&#x85;&#x9F;\u{A0}¡\u{061B}&#x61C;\u{200D}&#x200E;&#x200F;&#x202A;&#x202E;\u{202F}&#x2066;&#x2069;\u{2028}€")
  }

  func testWellFormedAndGrouped() throws {
    var report = Fixture.report
    report.findings[0].message = "ctrl \u{01}\u{1B} & <tag>"
    let bytes = CheckstyleReporter().render(report, options: Fixture.options)
    let xml = String(decoding: bytes, as: UTF8.self)
    XCTAssertEqual(xml.components(separatedBy: "<file ").count - 1, 2)
    XCTAssertTrue(xml.contains("<file name=\"src/my app/100% ,:ü.html\">"))
    XCTAssertTrue(xml.contains("message=\"ctrl \u{FFFD}\u{FFFD} &amp; &lt;tag&gt;\""))
    XCTAssertFalse(xml.contains("prefer-native"))
    #if canImport(FoundationXML) || os(macOS)
    let delegate = Collector()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = delegate
    XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
    XCTAssertEqual(delegate.errors.count, 5)
    XCTAssertEqual(delegate.errors[2]["message"], "Unknown role \"buton\" in <an-icon> & co.\nDid you mean 'button'?")
    XCTAssertEqual(delegate.errors[2]["source"], "an-lint.unknown-role")
    XCTAssertEqual(delegate.errors[2]["column"], "39")
    XCTAssertEqual(delegate.files, [Fixture.pathA, Fixture.pathB])
    #endif
  }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

final class Collector: NSObject, XMLParserDelegate {
  var errors: [[String: String]] = []
  var files: [String] = []
  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
              attributes: [String: String] = [:]) {
    if name == "error" { errors.append(attributes) }
    if name == "file" { files.append(attributes["name"] ?? "") }
  }
}

final class GitLabReporterTests: XCTestCase {
  func testStructure() throws {
    let bytes = GitLabReporter().render(Fixture.report, options: Fixture.options)
    let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
    XCTAssertEqual(issues.count, 5)
    XCTAssertEqual(issues.map { $0["severity"] as? String }, ["info", "major", "minor", "major", "major"])
    XCTAssertEqual(issues.map { $0["check_name"] as? String },
                   ["screen-title", "image-alt", "unknown-role", "button-name", "button-name"])
    XCTAssertEqual(Set(issues.map { $0["fingerprint"] as? String ?? "" }).count, 5)
    XCTAssertEqual(issues[3]["location"] as? NSDictionary,
                   ["path": Fixture.pathB, "lines": ["begin": 1]] as NSDictionary)
    XCTAssertEqual(issues[2]["description"] as? String, "Unknown role \"buton\" in <an-icon> & co.\nDid you mean 'button'?")
  }

  func testAbsolutePathMadeRelative() throws {
    var report = Fixture.report
    report.findings = [report.findings[0]]
    report.findings[0].path = Fixture.sourceRoot + "/" + Fixture.pathA
    let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().render(report, options: Fixture.options))) as? [[String: Any]])
    XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, Fixture.pathA)
  }
}

final class TextReporterTests: XCTestCase {
  func render(_ report: LintReport, color: Bool = false) -> String {
    String(decoding: TextReporter().render(report, options: ReporterOptions(color: color)), as: UTF8.self)
  }

  func testSummaryLines() {
    XCTAssertEqual(render(LintReport(findings: [], filesLinted: 5, rules: [])), "no problems; 5 files linted\n")
    XCTAssertEqual(render(LintReport(findings: [], filesLinted: 1, rules: [])), "no problems; 1 file linted\n")
    let out = render(Fixture.report)
    XCTAssertTrue(out.hasSuffix("\n✖ 5 problems (3 errors, 1 warning, 1 info); 3 files linted, 2 with problems\n"))
    XCTAssertFalse(out.contains("\u{1B}"))
    XCTAssertFalse(out.contains("prefer-native"), "suppressed findings are skipped")
    var one = Fixture.report
    one.findings = [one.findings[3]]
    XCTAssertTrue(render(one).hasSuffix("✖ 1 problem (0 errors, 1 warning, 0 info); 3 files linted, 1 with problems\n"))
  }

  func testCaretKeepsTabs() {
    let out = render(Fixture.report)
    XCTAssertTrue(out.contains("  2 | \t<an-image src=\"logo.png\"></an-image>\n    | \t^~~~~~~~~~~~~~~~~~~~~~~~~\n"))
  }

  func testOnlySuppressedFindingsIsNoProblems() {
    var report = Fixture.report
    report.findings = [report.findings[2]]
    XCTAssertEqual(render(report), "no problems; 3 files linted\n")
  }

  func testColor() {
    let out = render(Fixture.report, color: true)
    XCTAssertTrue(out.contains("\u{1B}[1;31merror\u{1B}[0m"))
    XCTAssertTrue(out.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
  }

  func testControlCharactersAreNeutralized() {
    var report = Fixture.report
    report.findings = [report.findings[0]]
    report.findings[0].message = "evil \u{1B}[2J"
    report.findings[0].lineText = "<an-view>\u{1B}]0;x\u{07}"
    XCTAssertFalse(render(report).contains("\u{1B}"))
  }
}

final class RegistryTests: XCTestCase {
  func testNames() {
    XCTAssertEqual(Reporters.names, ["text", "json", "sarif", "github", "checkstyle", "gitlab"])
    for name in Reporters.names { XCTAssertEqual(type(of: Reporters.named(name)!).name, name) }
    XCTAssertNil(Reporters.named("xml"))
  }

  func testBenchmarkReportIsConsistent() throws {
    let report = Reporters.benchmarkFindings(count: 500)
    XCTAssertEqual(report.findings.count, 500)
    let bytes = SARIFReporter().render(report, options: ReporterOptions(sourceRoot: "/p"))
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    XCTAssertEqual(((root["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 500)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report, options: ReporterOptions()))))
  }
}

/// The spool that holds what follows a header written at the end: past its memory limit it
/// moves to a temporary file, and gives back every byte in order.
final class SpoolTests: XCTestCase {
  func testBytesComeBackInOrderFromMemoryAndFromTheTemporaryFile() {
    let spool = Spool(limit: 1000)
    var expected: [UInt8] = []
    for i in 0..<700 {
      let chunk = Array("finding \(i) ✓\n".utf8)
      expected += chunk
      spool.append(chunk)
    }
    XCTAssertFalse(spool.isEmpty)
    // Everything but the last bytes under the limit went to the file.
    XCTAssertGreaterThan(spool.bytesInFile, expected.count - 1000)
    var out: [UInt8] = []
    let output = ReportOutput(chunkSize: 4096) { out += $0 }
    output.write(Array("head:".utf8))
    spool.drain(to: output)
    output.flush()
    XCTAssertNil(output.failure)
    XCTAssertTrue(out == Array("head:".utf8) + expected)
    XCTAssertTrue(spool.isEmpty)
  }
}

/// `render` gives the stream each path's findings once: the runs of report order as they are,
/// and findings out of report order grouped by path in the order of their first finding.
final class ByPathTests: XCTestCase {
  func finding(_ path: String, _ start: Int) -> Finding {
    Finding(ruleID: "r", severity: .warning, message: "m", path: path, range: ByteRange(start, start))
  }

  func testRunsInReportOrderAndGroupsOtherwise() {
    let sorted = [finding("a", 1), finding("a", 2), finding("b", 1), finding("c", 1), finding("c", 5)]
    XCTAssertEqual(JSONReporter.byPath(sorted).map { $0.map { "\($0.path)\($0.range.start)" } },
                   [["a1", "a2"], ["b1"], ["c1", "c5"]])
    let unsorted = [finding("b", 1), finding("a", 1), finding("b", 2), finding("a", 2), finding("c", 1)]
    XCTAssertEqual(JSONReporter.byPath(unsorted).map { $0.map { "\($0.path)\($0.range.start)" } },
                   [["b1", "b2"], ["a1", "a2"], ["c1"]])
    XCTAssertEqual(JSONReporter.byPath([]).count, 0)
  }
}
