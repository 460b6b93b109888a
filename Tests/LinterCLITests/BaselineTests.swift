import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint
import Reporters

final class BaselineTests: XCTestCase {
  static let source = """
    <an-view>
      <an-text accessibilityRole="heading">Ajustes</an-text>
      <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
    </an-view>

    """

  func fingerprint(_ rule: String, _ line: String, _ n: Int = 1) -> String {
    Fingerprint.hex(Fingerprint.lineHash(ruleID: rule, lineText: line)) + ":\(n)"
  }

  func testWriteBaselineRecordsTheFindingsSorted() throws {
    let dir = try fixTestDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("src"), withIntermediateDirectories: true)
    try dir.write(Self.source, to: "src/a.html")
    try dir.write("<an-button accessibilityLabel=\"Guardar.\" (tap)=\"go()\"></an-button>\n", to: "b.html")
    let run = FixCLIRun(["--write-baseline", "baseline.json", "."], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: wrote 3 findings to the baseline 'baseline.json'\n")
    XCTAssertEqual(run.code, 1)   // the report and exit code are those of a run without a baseline
    let heading = fingerprint("unknown-role", "  <an-text accessibilityRole=\"heading\">Ajustes</an-text>")
    let radiogroup = fingerprint("unknown-role", "<an-view accessibilityRole=\"radiogroup\" accessibilityLabel=\"Envío\"></an-view>")
    let guardar = fingerprint("label-trailing-punctuation", "<an-button accessibilityLabel=\"Guardar.\" (tap)=\"go()\"></an-button>")
    let expected = [
      "{",
      "  \"version\": 1,",
      "  \"findings\": [",
      "    {\"rule\": \"label-trailing-punctuation\", \"path\": \"b.html\", \"fingerprint\": \"\(guardar)\"},",
      "    {\"rule\": \"unknown-role\", \"path\": \"src/a.html\", \"fingerprint\": \"\(min(heading, radiogroup))\"},",
      "    {\"rule\": \"unknown-role\", \"path\": \"src/a.html\", \"fingerprint\": \"\(max(heading, radiogroup))\"}",
      "  ]",
      "}",
      "",
    ].joined(separator: "\n")
    XCTAssertEqual(try dir.read("baseline.json"), expected)

    // Nothing to record: an empty list.
    let clean = try fixTestDirectory()
    try clean.write("<an-text>Hola</an-text>\n", to: "ok.html")
    XCTAssertEqual(FixCLIRun(["--write-baseline", "b.json", "."], cwd: clean).err, "an-lint: wrote 0 findings to the baseline 'b.json'\n")
    XCTAssertEqual(try clean.read("b.json"), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
  }

  func testLinesAddedAboveReportNothingNewAndANewProblemIsReportedAlone() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    XCTAssertEqual(FixCLIRun(["--write-baseline", "baseline.json", "a.html"], cwd: dir).code, 1)
    XCTAssertEqual(FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir).out, "no problems; 1 file linted\n")

    // Unrelated lines above, and the findings re-indented: nothing new.
    let shifted = """
      <an-text>Cabecera</an-text>

      <an-view>
        <an-view>
            <an-text accessibilityRole="heading">Ajustes</an-text>
            <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
        </an-view>
      </an-view>

      """
    try dir.write(shifted, to: "a.html")
    let same = FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir)
    XCTAssertEqual(same.out, "no problems; 1 file linted\n")
    XCTAssertEqual(same.code, 0)

    // A new problem: only it is reported.
    try dir.write(shifted.replacingOccurrences(of: "<an-text>Cabecera</an-text>",
                                               with: "<an-text accessibilityRole=\"title\">Cabecera</an-text>"), to: "a.html")
    let new = FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir)
    XCTAssertTrue(new.out.hasPrefix("a.html:1:29: error: unknown role 'title'"), new.out)
    XCTAssertTrue(new.out.hasSuffix("✖ 1 problem (1 error, 0 warnings, 0 info); 1 file linted, 1 with problems\n"), new.out)
    XCTAssertEqual(new.code, 1)
  }

  func testTheBaselineIsAMultiset() throws {
    let dir = try fixTestDirectory()
    let line = "<an-text accessibilityRole=\"heading\">Ajustes</an-text>\n"
    try dir.write(line + line, to: "a.html")
    _ = FixCLIRun(["--write-baseline", "baseline.json", "a.html"], cwd: dir)
    let heading = fingerprint("unknown-role", line)
    XCTAssertTrue(try dir.read("baseline.json").contains("\"\(heading.dropLast(2)):2\""))
    XCTAssertEqual(FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir).code, 0)
    // A third identical finding is one more than the baseline allows.
    try dir.write(line + line + line, to: "a.html")
    let three = FixCLIRun(["--baseline", "baseline.json", "a.html", "--format", "json"], cwd: dir)
    XCTAssertEqual(three.code, 1)
    XCTAssertEqual(three.out.components(separatedBy: "\"ruleId\":\"unknown-role\"").count - 1, 1, three.out)
    // One fewer: nothing reported.
    try dir.write(line, to: "a.html")
    XCTAssertEqual(FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir).code, 0)
  }

  func testPathsAreRelativeToTheBaselineFile() throws {
    // Written from the project root with './src', read from 'src' with an absolute path.
    let dir = try fixTestDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("src"), withIntermediateDirectories: true)
    try dir.write(Self.source, to: "src/a.html")
    _ = FixCLIRun(["--write-baseline", "baseline.json", "./src"], cwd: dir)
    XCTAssertTrue(try dir.read("baseline.json").contains("\"path\": \"src/a.html\""))
    let elsewhere = FixCLIRun(["--baseline", "../baseline.json", dir.appendingPathComponent("src/a.html").path],
                              cwd: dir.appendingPathComponent("src"))
    XCTAssertEqual(elsewhere.out, "no problems; 1 file linted\n")
    XCTAssertEqual(elsewhere.code, 0)
  }

  func testSuppressedFindingsAreNotRecordedAndStayInSARIF() throws {
    let dir = try fixTestDirectory()
    try dir.write("<!-- an-lint-disable-next-line unknown-role -- legacy -->\n<an-text accessibilityRole=\"heading\">A</an-text>\n", to: "a.html")
    _ = FixCLIRun(["--write-baseline", "baseline.json", "a.html"], cwd: dir)
    XCTAssertEqual(try dir.read("baseline.json"), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    let sarif = FixCLIRun(["--baseline", "baseline.json", "a.html", "--format", "sarif"], cwd: dir)
    XCTAssertTrue(sarif.out.contains("\"suppressions\""), sarif.out)
    XCTAssertEqual(sarif.code, 0)
  }

  func testAMissingOrMalformedBaselineExitsTwoAndFixesNothing() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    let missing = FixCLIRun(["--fix", "--baseline", "nope.json", "a.html"], cwd: dir)
    XCTAssertEqual(missing.code, 2)
    XCTAssertEqual(missing.err, "an-lint: error: baseline file 'nope.json' does not exist (create it with '--write-baseline nope.json')\n")
    XCTAssertEqual(missing.out, "")
    XCTAssertEqual(try dir.read("a.html"), Self.source)

    let cases: [(String, String)] = [
      ("{\"version\": 1, \"findings\": [", "it is not valid JSON"),
      ("[]", "expected a JSON object with \"version\" and \"findings\""),
      ("{\"findings\": []}", "\"version\" is missing or not a number"),
      ("{\"version\": 2, \"findings\": []}", "version 2 is not supported (expected 1)"),
      // JSON true is not the number 1 (Foundation would bridge it to 1).
      ("{\"version\": true, \"findings\": []}", "\"version\" is missing or not a number"),
      ("{\"version\": 1.5, \"findings\": []}", "\"version\" is missing or not a number"),
      ("{\"version\": 1}", "\"findings\" is missing or not an array"),
      ("{\"version\": 1, \"findings\": [{\"rule\": \"unknown-role\", \"path\": \"a.html\"}]}",
       "findings[0] needs the strings \"rule\", \"path\" and \"fingerprint\""),
    ]
    for (text, problem) in cases {
      try dir.write(text, to: "bad.json")
      let run = FixCLIRun(["--baseline", "bad.json", "a.html"], cwd: dir)
      XCTAssertEqual(run.code, 2, text)
      XCTAssertEqual(run.err, "an-lint: error: baseline file 'bad.json' is not a valid baseline: \(problem)\n", text)
    }
  }

  func testABaselineThatCannotBeWrittenExitsTwo() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    let run = FixCLIRun(["--write-baseline", "no/such/b.json", "a.html"], cwd: dir)
    XCTAssertEqual(run.code, 2)
    XCTAssertEqual(run.err, "an-lint: error: cannot write baseline 'no/such/b.json': cannot create a temporary file in 'no/such': No such file or directory\n")
    XCTAssertEqual(run.out, "")
  }

  /// A configuration error (or no path left) stops the run before anything is linted:
  /// '--write-baseline' then prints only the error, exits 2 and leaves the baseline as it was
  /// (it used to overwrite it with an empty one and say "wrote 0 findings").
  func testAConfigErrorOrNoPathLeftLeavesTheBaselineUntouched() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    XCTAssertEqual(FixCLIRun(["a.html", "--write-baseline", "b.json"], cwd: dir).code, 1)
    let good = try dir.read("b.json")
    XCTAssertTrue(good.contains("unknown-role"), good)
    let missing = FixCLIRun(["nope.html", "--write-baseline", "b.json"], cwd: dir)
    XCTAssertEqual([missing.err, missing.out], ["nope.html: error: no such file or directory\n", ""])
    XCTAssertEqual(missing.code, 2)
    XCTAssertEqual(try dir.read("b.json"), good)
    try dir.write("rules: [\n", to: ".linter.yml")
    for args in [["a.html", "--write-baseline", "b.json"], [".", "--write-baseline", "b.json"]] {
      let run = FixCLIRun(args, cwd: dir)
      XCTAssertEqual(run.err, ".linter.yml:1:8: error: unterminated flow sequence; expected ']'\n", "\(args)")
      XCTAssertEqual(run.out, "", "\(args)")
      XCTAssertEqual(run.code, 2, "\(args)")
      XCTAssertEqual(try dir.read("b.json"), good, "\(args)")
    }
  }

  func testWriteAndReadTheSameBaselineInOneRun() throws {
    // '--write-baseline' records everything; '--baseline' (read before the run) filters.
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    try dir.write("{\"version\": 1, \"findings\": []}", to: "baseline.json")
    let run = FixCLIRun(["--baseline", "baseline.json", "--write-baseline", "baseline.json", "a.html"], cwd: dir)
    XCTAssertEqual(run.code, 1)
    XCTAssertTrue(try dir.read("baseline.json").contains("unknown-role"))
    XCTAssertEqual(FixCLIRun(["--baseline", "baseline.json", "a.html"], cwd: dir).code, 0)
  }

  /// A finding about the whole file (`screen-without-title`, reported at the file's very
  /// start) is fingerprinted by its rule alone, not by the first line's text: editing that line
  /// or adding one above does not make it new, nor change its SARIF or GitLab fingerprint.
  func testAFindingAboutTheWholeFileIsNotTiedToTheFirstLine() throws {
    let dir = try fixTestDirectory()
    try dir.write("platforms: [ios]\nscreens: [\"*.html\"]\n", to: ".linter.yml")
    try dir.write("<an-view class=\"home\">\n  <an-text>Hola</an-text>\n</an-view>\n", to: "home.html")
    XCTAssertEqual(FixCLIRun(["--write-baseline", "b.json", "home.html"], cwd: dir).code, 0)
    let whole = fingerprint("screen-without-title", "")
    XCTAssertEqual(try dir.read("b.json"), """
      {
        "version": 1,
        "findings": [
          {"rule": "screen-without-title", "path": "home.html", "fingerprint": "\(whole)"}
        ]
      }

      """)
    let sarif = FixCLIRun(["home.html", "--format", "sarif"], cwd: dir).out
    XCTAssertTrue(sarif.contains("\"partialFingerprints\":{\"primaryLocationLineHash\":\"\(whole)\"}"), sarif)
    let gitlab = FixCLIRun(["home.html", "--format", "gitlab"], cwd: dir).out
    let edits = ["<an-view class=\"start\">\n  <an-text>Hola</an-text>\n</an-view>\n",
                 "<!-- inicio -->\n<an-view class=\"home\">\n  <an-text>Hola</an-text>\n</an-view>\n"]
    for edited in edits {
      try dir.write(edited, to: "home.html")
      let run = FixCLIRun(["--baseline", "b.json", "home.html"], cwd: dir)
      XCTAssertEqual(run.out, "no problems; 1 file linted\n", edited)
      XCTAssertEqual(FixCLIRun(["home.html", "--format", "sarif"], cwd: dir).out, sarif, edited)
      XCTAssertEqual(FixCLIRun(["home.html", "--format", "gitlab"], cwd: dir).out, gitlab, edited)
    }
  }

  /// The occurrence numbers of SARIF and GitLab fingerprints count the file's findings before
  /// the baseline drops any: a finding keeps its fingerprint whatever the baseline excused.
  func testFingerprintsDoNotDependOnWhatTheBaselineExcused() throws {
    let dir = try fixTestDirectory()
    let line = "<an-text accessibilityRole=\"heading\">Ajustes</an-text>\n"
    try dir.write(line + line, to: "a.html")
    _ = FixCLIRun(["--write-baseline", "b.json", "a.html"], cwd: dir)
    try dir.write(line + line + line, to: "a.html")
    let heading = fingerprint("unknown-role", line, 3)
    let all = FixCLIRun(["a.html", "--format", "gitlab"], cwd: dir).out.split(separator: "\n").map(String.init)
    XCTAssertEqual(all.count, 5, "\(all)")
    // Streamed, and with the whole run ('--write-baseline' of another file).
    for extra in [[], ["--write-baseline", "other.json"]] {
      let sarif = FixCLIRun(["--baseline", "b.json", "a.html", "--format", "sarif"] + extra, cwd: dir).out
      XCTAssertEqual(sarif.components(separatedBy: "\"primaryLocationLineHash\":").count - 1, 1, sarif)
      XCTAssertTrue(sarif.contains("\"primaryLocationLineHash\":\"\(heading)\""), sarif)
      let gitlab = FixCLIRun(["--baseline", "b.json", "a.html", "--format", "gitlab"] + extra, cwd: dir).out
      XCTAssertEqual(gitlab, "[\n" + all[3] + "\n]\n", "\(extra)")
    }
  }

  /// '--fix' with '--baseline' leaves the accepted findings alone (as it leaves suppressed
  /// ones): fixing one would change its line and make the other accepted findings of that
  /// line new. New findings are fixed.
  func testFixLeavesTheFindingsOfTheBaselineAlone() throws {
    let dir = try fixTestDirectory()
    let accepted = "<an-view (tap)=\"go()\" accessibilityLabel=\"Abrir.\"></an-view>\n"
    try dir.write(accepted, to: "a.html")
    XCTAssertEqual(FixCLIRun(["--write-baseline", "b.json", "a.html"], cwd: dir).err, "an-lint: wrote 2 findings to the baseline 'b.json'\n")
    let dry = FixCLIRun(["--baseline", "b.json", "--fix-dry-run", "a.html"], cwd: dir)
    XCTAssertEqual([dry.out, dry.err], ["", "an-lint: would fix 0 problems; 0 files would change\n"])
    XCTAssertEqual(dry.code, 0)
    let fix = FixCLIRun(["--baseline", "b.json", "--fix", "a.html"], cwd: dir)
    XCTAssertEqual([fix.out, fix.err], ["no problems; 1 file linted\n", "an-lint: fixed 0 problems; 0 files changed\n"])
    XCTAssertEqual(fix.code, 0)
    XCTAssertEqual(try dir.read("a.html"), accepted)

    try dir.write(accepted + "<an-button accessibilityLabel=\"Guardar.\" (tap)=\"go()\"></an-button>\n", to: "a.html")
    let new = FixCLIRun(["--baseline", "b.json", "--fix", "a.html"], cwd: dir)
    XCTAssertEqual([new.out, new.err], ["no problems; 1 file linted\n", "an-lint: fixed 1 problem; 1 file changed\n"])
    XCTAssertEqual(new.code, 0)
    XCTAssertEqual(try dir.read("a.html"), accepted + "<an-button accessibilityLabel=\"Guardar\" (tap)=\"go()\"></an-button>\n")
  }
}
