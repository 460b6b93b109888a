import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// The adoption conventions, end to end through `LinterCLI.run`.
final class AdoptionCLITests: XCTestCase {
  typealias Result = CLITests.Result

  func run(_ args: [String], stdin: String = "", cwd: URL? = nil, environment: [String: String] = [:],
           terminal: Bool = false) -> Result {
    CLITests.runCommand(args, stdin: stdin, cwd: cwd, environment: environment, terminal: terminal)
  }

  func temporaryDirectory() throws -> URL {
    let url = try ScratchDirectory.make("an-lint-adoption-")
    try "platforms: [ios, tvos, visionos, macos, watchos, android]\n".write(to: url.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    return url
  }

  func write(_ text: String, _ name: String, in dir: URL) throws {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  // MARK: - 1. Portable: the rule pages are compiled in

  func testExplainPrintsTheCompiledPageFromAnyDirectory() throws {
    let dir = try temporaryDirectory()
    let page = try String(contentsOf: CLITests.root.appendingPathComponent("rules/tap-needs-button-role.md"), encoding: .utf8)
    let explain = run(["explain", "tap-needs-button-role"], cwd: dir)
    XCTAssertEqual(explain.code, 0)
    XCTAssertEqual(explain.out, page)
    XCTAssertEqual(explain.err, "")
  }

  // MARK: - 2. Docs that stand alone

  func testSARIFHelpCarriesTheRationaleWithItsReferences() throws {
    let dir = try temporaryDirectory()
    try write("<an-view (tap)=\"go()\">Go</an-view>\n", "a.html", in: dir)
    let sarif = run(["a.html", "--format", "sarif"], cwd: dir)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
    let runs = try XCTUnwrap(object["runs"] as? [[String: Any]])
    let driver = try XCTUnwrap((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.count, RuleRegistry.descriptions.count)
    for rule in rules {
      let id = try XCTUnwrap(rule["id"] as? String)
      let help = try XCTUnwrap((rule["help"] as? [String: String])?["text"])
      let description = try XCTUnwrap(RuleRegistry.rule(id)).description
      XCTAssertTrue(help.contains(description.rationale), id)
      for prefix in ["https://www.w3.org/WAI/WCAG22/Understanding/", "https://developer.apple.com/", "https://developer.android.com/"] {
        XCTAssertTrue(help.contains(prefix), "\(id): SARIF help cites no \(prefix)")
      }
    }
  }

  // MARK: - 5. Clear messages

  static let twoWarnings = """
  <an-button accessibilityLabel="Botón guardar" (tap)="save()">Guardar</an-button>
  <an-button accessibilityLabel="Botón borrar" (tap)="remove()">Borrar</an-button>

  """

  func testEachMissingPathIsOneErrorLineAndNothingGoesToStdout() throws {
    let dir = try temporaryDirectory()
    let none = run(["nope.html", "gone/"], cwd: dir)
    XCTAssertEqual(none.code, 2)
    XCTAssertEqual(none.out, "")
    XCTAssertEqual(none.err, "nope.html: error: no such file or directory\ngone/: error: no such file or directory\n")
    try write("<an-button>OK</an-button>\n", "ok.html", in: dir)
    let some = run(["nope.html", "ok.html", "--color", "never"], cwd: dir)
    XCTAssertEqual(some.code, 2)
    XCTAssertEqual(some.out, "no problems; 1 file linted\n")
    XCTAssertEqual(some.err, "nope.html: error: no such file or directory\n")
  }

  /// A missing path or a glob matching nothing is reported as an unreadable file is: in
  /// JSON `errors`, SARIF's notifications (execution not successful), a GitHub `::error`
  /// line; exit 2; and the report is written even when no path is left.
  func testAMissingPathIsInEveryReport() throws {
    let dir = try temporaryDirectory()
    try write("<an-button>OK</an-button>\n", "ok.html", in: dir)
    let args = ["nope.html", "ok.html", "none/*.html"]
    let stderr = "nope.html: error: no such file or directory\nnone/*.html: error: no file matches this pattern\n"
    let json = run(args + ["-f", "json"], cwd: dir)
    XCTAssertEqual(json.code, 2)
    XCTAssertEqual(json.err, stderr)
    XCTAssertEqual(json.out, "{\"version\":1,\"tool\":{\"name\":\"an-lint\",\"version\":\"\(ToolInfo.version)\"},\"filesLinted\":1,"
                   + "\"summary\":{\"errors\":0,\"warnings\":0,\"infos\":0},\"findings\":[],\"errors\":[\n"
                   + "\"nope.html: error: no such file or directory\",\n\"none/*.html: error: no file matches this pattern\"\n]}\n")
    let github = run(args + ["-f", "github"], cwd: dir)
    XCTAssertEqual(github.code, 2)
    XCTAssertEqual(github.out, "::error title=an-lint::nope.html: error: no such file or directory\n"
                   + "::error title=an-lint::none/*.html: error: no file matches this pattern\n")
    let notifications = "\"invocations\":[{\"executionSuccessful\":false,\"toolExecutionNotifications\":["
      + "{\"level\":\"error\",\"message\":{\"text\":\"nope.html: error: no such file or directory\"}}]}]"
    let sarif = run(args + ["-f", "sarif"], cwd: dir)
    XCTAssertEqual(sarif.code, 2)
    XCTAssertTrue(sarif.out.contains(notifications.replacingOccurrences(of: "}}]}]", with: "}},{\"level\":\"error\",\"message\":"
      + "{\"text\":\"none/*.html: error: no file matches this pattern\"}}]}]")), sarif.out)
    // The same path alone: exit 2, and the report is still written.
    let alone = run(["nope.html", "-f", "sarif", "-o", "r.sarif"], cwd: dir)
    XCTAssertEqual(alone.code, 2)
    XCTAssertEqual(alone.out, "")
    XCTAssertEqual(alone.err, "nope.html: error: no such file or directory\n")
    let written = try String(contentsOf: dir.appendingPathComponent("r.sarif"), encoding: .utf8)
    XCTAssertTrue(written.contains(notifications), written)
    // '--fix' reports it too.
    let fixed = run(["nope.html", "ok.html", "-f", "json", "--fix"], cwd: dir)
    XCTAssertEqual(fixed.code, 2)
    XCTAssertTrue(fixed.out.hasSuffix("\"errors\":[\n\"nope.html: error: no such file or directory\"\n]}\n"), fixed.out)
  }

  /// One file under several spellings (and through a symbolic link) is linted once, shown
  /// under its first spelling: findings, counts, `--max-warnings` and fingerprints as for one.
  func testAFileNamedTwiceIsLintedOnce() throws {
    let dir = try temporaryDirectory()
    try write(Self.twoWarnings, "warn.html", in: dir)
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.html").path, withDestinationPath: "warn.html")
    let once = run(["warn.html", "--color", "never", "--max-warnings", "2"], cwd: dir)
    XCTAssertEqual(once.code, 0)
    XCTAssertTrue(once.out.hasSuffix("✖ 2 problems (0 errors, 2 warnings, 0 info); 1 file linted, 1 with problems\n"), once.out)
    let spellings = ["warn.html", "./warn.html", dir.appendingPathComponent("warn.html").path, "link.html", "sub/../warn.html"]
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let twice = run(spellings + ["--color", "never", "--max-warnings", "2"], cwd: dir)
    XCTAssertEqual(twice.code, 0)
    XCTAssertEqual(twice.err, "")
    XCTAssertEqual(twice.out, once.out)
    // The first spelling is kept.
    let linkFirst = run(["link.html", "warn.html", "-f", "json"], cwd: dir)
    XCTAssertEqual(linkFirst.out.components(separatedBy: "\"path\":\"link.html\"").count - 1, 2)
    XCTAssertFalse(linkFirst.out.contains("\"path\":\"warn.html\""), linkFirst.out)
    let sarif = run(["warn.html", "./warn.html", "-f", "sarif"], cwd: dir)
    XCTAssertEqual(sarif.out, run(["warn.html", "-f", "sarif"], cwd: dir).out)
  }

  /// A symbolic link in a walked folder to a file the walk also reaches is not linted a second
  /// time: the file is shown under its own path, with one or two threads alike.
  func testALinkedFileInAWalkedFolderIsLintedOnce() throws {
    let dir = try temporaryDirectory()
    try write(Self.twoWarnings, "src/warn.html", in: dir)
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("src/a-link.html").path, withDestinationPath: "warn.html")
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("src/loop").path, withDestinationPath: ".")
    let once = run(["src/warn.html", "--color", "never"], cwd: dir)
    XCTAssertTrue(once.out.hasSuffix("✖ 2 problems (0 errors, 2 warnings, 0 info); 1 file linted, 1 with problems\n"), once.out)
    for jobs in ["1", "2"] {
      let walked = run(["src", "--color", "never", "--jobs", jobs], cwd: dir)
      XCTAssertEqual(walked.code, 0, jobs)
      XCTAssertEqual(walked.err, "", jobs)
      XCTAssertEqual(walked.out, once.out, jobs)
    }
  }

  func testTooManyWarningsSaysHowManyAndTheMaximum() throws {
    let dir = try temporaryDirectory()
    try write(Self.twoWarnings, "warn.html", in: dir)
    let over = run(["warn.html", "--max-warnings", "0"], cwd: dir)
    XCTAssertEqual(over.code, 1)
    XCTAssertEqual(over.err, "an-lint: error: too many warnings (2, maximum 0)\n")
    let within = run(["warn.html", "--max-warnings", "2"], cwd: dir)
    XCTAssertEqual(within.code, 0)
    XCTAssertEqual(within.err, "")
  }

  func testOutputMakesItsFolderOrFailsBeforeLinting() throws {
    let dir = try temporaryDirectory()
    try write(Self.twoWarnings, "warn.html", in: dir)
    let made = run(["warn.html", "--format", "json", "--output", "reports/lint/out.json"], cwd: dir)
    XCTAssertEqual(made.code, 0)
    XCTAssertEqual(made.out, "")
    let json = try String(contentsOf: dir.appendingPathComponent("reports/lint/out.json"), encoding: .utf8)
    XCTAssertTrue(json.hasPrefix("{\"version\":1,"), json)
    try write("not a folder", "blocker", in: dir)
    let blocked = run(["warn.html", "--fix", "--output", "blocker/out.txt"], cwd: dir)
    XCTAssertEqual(blocked.code, 2)
    XCTAssertEqual(blocked.out, "")
    XCTAssertEqual(blocked.err, "an-lint: error: cannot write 'blocker/out.txt': '\(dir.appendingPathComponent("blocker").path)' is not a directory\n")
    // It failed before linting: '--fix' changed nothing.
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("warn.html"), encoding: .utf8), Self.twoWarnings)
  }

  func testTheSummaryCountsFilesLintedAndFilesWithProblems() throws {
    let dir = try temporaryDirectory()
    try write(Self.twoWarnings, "warn.html", in: dir)
    try write("<an-button>OK</an-button>\n", "ok.html", in: dir)
    try write("<an-text>Hola</an-text>\n", "text.html", in: dir)
    let result = run([".", "--color", "never"], cwd: dir)
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(result.out.hasSuffix("\n✖ 2 problems (0 errors, 2 warnings, 0 info); 3 files linted, 1 with problems\n"), result.out)
  }

  func testListRulesHonoursFormatAndConfiguration() throws {
    let dir = try temporaryDirectory()
    try write("rules:\n  redundant-role: off\n  label-too-long: error\n", ".linter.yml", in: dir)
    let json = run(["--list-rules", "--format", "json"], cwd: dir)
    XCTAssertEqual(json.code, 0)
    let lines = json.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "[")
    XCTAssertEqual(lines.last, "]")
    XCTAssertEqual(lines.count, RuleRegistry.descriptions.count + 2)
    XCTAssertTrue(lines.contains(#"{"id":"redundant-role","severity":"off","defaultSeverity":"info","fixable":false,"platformDependent":false,"summary":"Role equal to the primitive's native role"},"#), json.out)
    XCTAssertTrue(lines.contains { $0.hasPrefix(#"{"id":"label-too-long","severity":"error","defaultSeverity":"info","#) }, json.out)
    let text = run(["--list-rules"], cwd: dir)
    let row = text.out.split(separator: "\n").first { $0.hasPrefix("redundant-role ") }
    XCTAssertEqual(row.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }, "off")
    let sarif = run(["--list-rules", "--format", "sarif"], cwd: dir)
    XCTAssertEqual(sarif.code, 2)
    XCTAssertEqual(sarif.err, "an-lint: error: '--list-rules' writes text or json, not 'sarif'\n")
  }

  func testEveryConfigurationErrorOfAFileIsReportedAtOnce() throws {
    let dir = try temporaryDirectory()
    try write("platfroms: [ios]\nrules:\n  redundant-rol: off\n  label-too-long: { max-length: 0 }\nwords:\n  stat: [x]\n",
              ".linter.yml", in: dir)
    try write("<an-button>OK</an-button>\n", "ok.html", in: dir)
    let result = run(["ok.html"], cwd: dir)
    XCTAssertEqual(result.code, 2)
    XCTAssertEqual(result.err, """
    .linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?
    .linter.yml:3:3: error: unknown rule 'redundant-rol'; did you mean 'redundant-role'?
    .linter.yml:4:33: error: option 'max-length' of rule 'label-too-long' must be an integer from 1 to 1000, found '0'
    .linter.yml:6:3: error: unknown word category 'stat'; did you mean 'state'?

    """)
  }

  // MARK: - 4. Conventions

  static let redundant = "<an-button accessibilityRole=\"button\">OK</an-button>\n"

  func severities(_ out: String) -> [String] {
    out.split(separator: "\n").compactMap { line in
      guard line.contains("[redundant-role]") else { return nil }
      return line.split(separator: " ")[1].trimmingCharacters(in: CharacterSet(charactersIn: ":"))
    }
  }

  func testWarnAndWarningAreTheSameSeverity() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant, "a.html", in: dir)
    XCTAssertEqual(severities(run(["a.html", "--color", "never"], cwd: dir).out), ["info"])
    try write("rules: { redundant-role: warn }\n", ".linter.yml", in: dir)
    XCTAssertEqual(severities(run(["a.html", "--color", "never"], cwd: dir).out), ["warning"])
    try write("rules: { redundant-role: warning }\n", ".linter.yml", in: dir)
    XCTAssertEqual(severities(run(["a.html", "--color", "never"], cwd: dir).out), ["warning"])
    XCTAssertEqual(severities(run(["a.html", "--color", "never", "--rule", "redundant-role=warn"], cwd: dir).out), ["warning"])
    try write("rules: { redundant-role: warnings }\n", ".linter.yml", in: dir)
    XCTAssertEqual(run(["a.html"], cwd: dir).err,
                   ".linter.yml:1:26: error: unknown severity 'warnings' for rule 'redundant-role'; did you mean 'warning'?\n")
  }

  func testGlobArgumentsAreExpandedWithTheConfigurationsMatcher() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant, "src/a/one.html", in: dir)
    try write(Self.redundant, "src/two.html", in: dir)
    try write(Self.redundant, "src/three.an", in: dir)
    try write(Self.redundant, "src/node_modules/lib/four.html", in: dir)
    try write(Self.redundant, "other/five.html", in: dir)
    let result = run(["src/**/*.html", "--format", "json"], cwd: dir)
    XCTAssertEqual(result.code, 0)
    let paths = result.out.components(separatedBy: "\"path\":\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    XCTAssertEqual(paths, ["src/a/one.html", "src/two.html"])
    let none = run(["nothing/**/*.html"], cwd: dir)
    XCTAssertEqual(none.code, 2)
    XCTAssertEqual(none.out, "")
    XCTAssertEqual(none.err, "nothing/**/*.html: error: no file matches this pattern\n")
  }

  func testDashIsStandardInput() throws {
    let dir = try temporaryDirectory()
    let result = run(["-", "--color", "never"], stdin: Self.redundant, cwd: dir)
    XCTAssertEqual(result.code, 0)
    XCTAssertTrue(result.out.hasPrefix("-:1:31: info: role 'button' is already the native role of 'an-button'"), result.out)
    let named = run(["-", "--stdin-filename", "screens/a.html", "--format", "json"], stdin: Self.redundant, cwd: dir)
    XCTAssertTrue(named.out.contains("\"path\":\"screens/a.html\""), named.out)
    XCTAssertEqual(run(["-", "a.html"], cwd: dir).err, "an-lint: error: '-' (standard input) takes no other paths\nRun 'an-lint --help' for usage.\n")
  }

  func testRuleSelectAndIgnore() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant + Self.twoWarnings, "a.html", in: dir)
    func rules(_ extra: [String]) -> [String] {
      run(["a.html", "--statistics"] + extra, cwd: dir).out.split(separator: "\n").dropLast().map { String($0.split(separator: " ").last ?? "") }
    }
    XCTAssertEqual(rules([]), ["label-contains-role", "redundant-role"])
    XCTAssertEqual(rules(["--ignore", "redundant-role"]), ["label-contains-role"])
    XCTAssertEqual(rules(["--select", "redundant-role"]), ["redundant-role"])
    XCTAssertEqual(rules(["--rule", "label-contains-role=off"]), ["redundant-role"])
    XCTAssertEqual(rules(["--select", "redundant-role,label-contains-role", "--rule", "redundant-role=off"]), ["label-contains-role"])
    let escalated = run(["a.html", "--rule", "redundant-role=error", "--rule", "label-contains-role=info"], cwd: dir)
    XCTAssertEqual(escalated.code, 1)
    XCTAssertTrue(escalated.out.hasSuffix("✖ 3 problems (1 error, 0 warnings, 2 info); 1 file linted, 1 with problems\n"), escalated.out)
    XCTAssertEqual(run(["--ignore", "redundant-rol"]).err, "an-lint: error: unknown rule 'redundant-rol' in '--ignore'; did you mean 'redundant-role'?\nRun 'an-lint --help' for usage.\n")
    XCTAssertEqual(run(["--rule", "redundant-role"]).err, "an-lint: error: option '--rule' takes ID=SEVERITY (off, info, warn, warning, error), not 'redundant-role'\nRun 'an-lint --help' for usage.\n")
  }

  func testExclude() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant, "src/a.html", in: dir)
    try write(Self.redundant, "src/generated/b.html", in: dir)
    let result = run(["src", "--exclude", "src/generated/**", "--format", "json"], cwd: dir)
    XCTAssertTrue(result.out.contains("\"path\":\"src/a.html\""), result.out)
    XCTAssertFalse(result.out.contains("generated"), result.out)
    let named = run(["src/generated/b.html", "src/a.html", "--exclude", "**/generated/**", "--color", "never"], cwd: dir)
    XCTAssertTrue(named.out.hasSuffix("; 1 file linted, 1 with problems\n"), named.out)
    let all = run(["src/a.html", "--exclude", "src/**", "--color", "never"], cwd: dir)
    XCTAssertEqual(all.code, 0)
    XCTAssertEqual(all.out, "no problems; 0 files linted\n")
    XCTAssertEqual(all.err, "")
    XCTAssertEqual(run(["--exclude", "src/[a"]).code, 2)
  }

  func testPrintConfigShowsTheEffectiveConfigurationAsYAML() throws {
    let dir = try temporaryDirectory()
    try write("platforms: [ios, android]\nrules: { label-too-long: { max-length: 80 } }\ncomponents: { app-avatar: an-image }\n", ".linter.yml", in: dir)
    let result = run(["--print-config", "src/a.html", "--rule", "redundant-role=warn"], cwd: dir)
    XCTAssertEqual(result.code, 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(Array(lines.prefix(11)), [
      "# The configuration an-lint applies to src/a.html",
      "# from .linter.yml.",
      "# Globs are relative to .",
      "platforms: [ios, android]",
      "languages: [es, en, ar, fr, de, pt, it]",
      "include: [\"**/*.html\", \"**/*.an.html\", \"**/*.an\", \"**/*.ts\"]",
      "exclude: [\".git/**\", \".build/**\", \"node_modules/**\", \"DerivedData/**\", \"Pods/**\"]",
      "screens: []",
      "components:",
      "  \"app-avatar\": an-image",
      "words: {}",
    ])
    XCTAssertTrue(lines.contains("  label-too-long: { severity: info, max-length: 80 }"), result.out)
    XCTAssertTrue(lines.contains("  redundant-role: { severity: warning }"), result.out)
    XCTAssertEqual(lines.count, 12 + RuleRegistry.descriptions.count)
    // What it prints is a configuration an-lint reads back unchanged.
    let body = lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n"
    let again = try Configuration.parse(text: body, path: dir.appendingPathComponent("copy.yml").path, knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(again.platforms.map(\.rawValue), ["ios", "android"])
    XCTAssertEqual(again.option("max-length", for: try XCTUnwrap(RuleRegistry.rule("label-too-long")).description), .integer(80))
  }

  /// `--print-config` and `--list-rules` show the severity a lint with the same options
  /// reports at: `--rule` cannot turn on a rule `.linter.yml` turns off (README), and
  /// `--select`/`--ignore` turn rules off.
  func testPrintConfigAndListRulesShowWhatTheLintRuns() throws {
    let dir = try temporaryDirectory()
    try write("rules: { redundant-role: off, label-too-long: { severity: warning, max-length: 80 } }\n", ".linter.yml", in: dir)
    try write(Self.redundant, "a.html", in: dir)
    let options = ["--rule", "redundant-role=error", "--rule", "label-too-long=error", "--ignore", "missing-name"]
    let lint = run(["a.html", "-f", "json"] + options, cwd: dir)
    XCTAssertEqual(lint.code, 0)
    XCTAssertTrue(lint.out.contains("\"findings\":[]"), lint.out)
    let printed = run(["--print-config", "a.html"] + options, cwd: dir).out.split(separator: "\n")
    XCTAssertEqual(printed.filter { $0.hasPrefix("  redundant-role:") || $0.hasPrefix("  label-too-long:") || $0.hasPrefix("  missing-name:") },
                   ["  label-too-long: { severity: error, max-length: 80 }", "  missing-name: { severity: off }",
                    "  redundant-role: { severity: off }"])
    let listed = run(["--list-rules"] + options, cwd: dir).out.split(separator: "\n")
    XCTAssertEqual(listed.filter { ["label-too-long", "missing-name", "redundant-role"].contains($0.split(separator: " ").first ?? "") }
                     .map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }, ["error", "off", "off"])
    let json = run(["--list-rules", "-f", "json"] + options, cwd: dir).out
    XCTAssertTrue(json.contains(#"{"id":"redundant-role","severity":"off","defaultSeverity":"info","#), json)
    XCTAssertTrue(json.contains(#"{"id":"label-too-long","severity":"error","defaultSeverity":"info","#), json)
  }

  func testPrintConfigShowsTheProfileAndComponentMappings() throws {
    let dir = try temporaryDirectory()
    try write("profile: nativescript\ncomponents:\n  MDChip: { primitive: an-button, name-from: [text], hidden-when: { visibility: collapsed } }\n  app-card: an-view\n",
              ".linter.yml", in: dir)
    let result = run(["--print-config", "src/a.html"], cwd: dir)
    XCTAssertEqual(result.code, 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(Array(lines[3...11]), [
      "platforms: [ios, android]",
      "languages: [es, en, ar, fr, de, pt, it]",
      "include: [\"**/*.html\", \"**/*.an.html\", \"**/*.an\", \"**/*.ts\"]",
      "exclude: [\".git/**\", \".build/**\", \"node_modules/**\", \"DerivedData/**\", \"Pods/**\"]",
      "screens: []",
      "profile: nativescript",
      "components:",
      "  \"MDChip\": {primitive: an-button, name-from: [\"text\"], hidden-when: {\"visibility\": [\"collapsed\"]}}",
      "  \"app-card\": an-view",
    ])
    // Read back, it is the same configuration.
    let body = lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n"
    let again = try Configuration.parse(text: body, path: dir.appendingPathComponent("copy.yml").path, knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(again.profile, "nativescript")
    XCTAssertEqual(again.componentProfile, try Configuration.load(path: dir.appendingPathComponent(".linter.yml").path,
                                                                  knownRules: RuleRegistry.descriptions).componentProfile)
  }

  func testExitZero() throws {
    let dir = try temporaryDirectory()
    try write("<an-view (tap)=\"go()\">Go</an-view>\n", "a.html", in: dir)
    XCTAssertEqual(run(["a.html"], cwd: dir).code, 1)
    let zero = run(["a.html", "--exit-zero", "--color", "never"], cwd: dir)
    XCTAssertEqual(zero.code, 0)
    XCTAssertTrue(zero.out.contains("[tap-needs-button-role]"), zero.out)
    XCTAssertEqual(run(["nope.html", "--exit-zero"], cwd: dir).code, 2)
  }

  func testStatisticsCountsPerRule() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant + Self.twoWarnings, "a.html", in: dir)
    XCTAssertEqual(run(["a.html", "--statistics"], cwd: dir).out, "2  label-contains-role\n1  redundant-role\n3 in total\n")
    XCTAssertEqual(run(["a.html", "--statistics", "--format", "json"], cwd: dir).out, "{\"label-contains-role\":2,\"redundant-role\":1}\n")
    // The counts are text or JSON: another format is a usage error, not text under its name.
    for format in ["sarif", "github", "checkstyle", "gitlab"] {
      for extra in [[], ["--fix"]] {
        let other = run(["a.html", "--statistics", "--format", format] + extra, cwd: dir)
        XCTAssertEqual(other.code, 2, format)
        XCTAssertEqual(other.out, "", format)
        XCTAssertEqual(other.err, "an-lint: error: '--statistics' writes text or json, not '\(format)'\n", format)
      }
    }
  }

  func testForceColorAndNoColor() throws {
    let dir = try temporaryDirectory()
    try write(Self.redundant, "a.html", in: dir)
    XCTAssertFalse(run(["a.html"], cwd: dir).out.contains("\u{1B}["))
    XCTAssertTrue(run(["a.html"], cwd: dir, environment: ["FORCE_COLOR": "1"]).out.contains("\u{1B}["))
    XCTAssertFalse(run(["a.html"], cwd: dir, environment: ["FORCE_COLOR": "0"]).out.contains("\u{1B}["))
    XCTAssertTrue(run(["a.html"], cwd: dir, terminal: true).out.contains("\u{1B}["))
    XCTAssertFalse(run(["a.html"], cwd: dir, environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}["))
    XCTAssertFalse(run(["a.html", "--color", "never"], cwd: dir, environment: ["FORCE_COLOR": "1"]).out.contains("\u{1B}["))
    // NO_COLOR wins over FORCE_COLOR (the help: "never when NO_COLOR is" set); '--color always' wins over both.
    let plain = run(["a.html"], cwd: dir).out
    XCTAssertEqual(run(["a.html"], cwd: dir, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"], terminal: true).out, plain)
    XCTAssertEqual(run(["a.html"], cwd: dir, environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"]).out, plain)
    XCTAssertTrue(run(["a.html", "--color", "always"], cwd: dir, environment: ["NO_COLOR": "1"]).out.contains("\u{1B}["))
  }

  func testExtendsWithRelativePathsNestedRefinementAndCycles() throws {
    let dir = try temporaryDirectory()
    try write("platforms: [ios]\nrules: { redundant-role: off, label-contains-role: error }\n", ".linter.yml", in: dir)
    try write("extends: ..\nrules: { redundant-role: warn }\n", "app/.linter.yml", in: dir)
    try write("extends: ../app/.linter.yml\nplatforms: [android]\n", "lib/.linter.yml", in: dir)
    try write(Self.redundant + Self.twoWarnings, "app/a.html", in: dir)
    try write(Self.redundant + Self.twoWarnings, "a.html", in: dir)
    XCTAssertEqual(run(["a.html", "--statistics"], cwd: dir).out, "2  label-contains-role\n2 in total\n")
    // app/ refines its parent: redundant-role back on (as a warning), label-contains-role still an error.
    let app = run(["app/a.html", "--color", "never"], cwd: dir)
    XCTAssertTrue(app.out.hasSuffix("✖ 3 problems (2 errors, 1 warning, 0 info); 1 file linted, 1 with problems\n"), app.out)
    let lib = run(["--print-config", "lib/x.html"], cwd: dir).out
    XCTAssertTrue(lib.contains("\nplatforms: [android]\n") && lib.contains("  redundant-role: { severity: warning }\n")
                  && lib.contains("  label-contains-role: { severity: error }\n"), lib)
    try write("extends: ../lib/.linter.yml\n", "app/.linter.yml", in: dir)
    let cycle = run(["app/a.html"], cwd: dir)
    XCTAssertEqual(cycle.code, 2)
    XCTAssertEqual(cycle.err, "lib/.linter.yml:1:10: error: 'extends' makes a cycle: app/.linter.yml → lib/.linter.yml → app/.linter.yml\n")
    // A file `extends` names that cannot be read is reported where `extends` names it.
    try write("extends: missing.yml\n", "app/.linter.yml", in: dir)
    XCTAssertEqual(run(["app/a.html"], cwd: dir).err,
                   "app/.linter.yml:1:10: error: 'extends: missing.yml': cannot read 'app/missing.yml': No such file or directory\n")
    try write("platforms: [ios]\nextends:   ../nope/x.yml\n", "app/.linter.yml", in: dir)
    let nested = run(["app"], cwd: dir)
    XCTAssertEqual(nested.code, 2)
    XCTAssertEqual(nested.err, "app/.linter.yml:2:12: error: 'extends: ../nope/x.yml': cannot read 'nope/x.yml': No such file or directory\n")
    XCTAssertEqual(run(["--print-config", "a.html"], cwd: dir.appendingPathComponent("app")).err,
                   ".linter.yml:2:12: error: 'extends: ../nope/x.yml': cannot read '\(dir.appendingPathComponent("nope/x.yml").path)': No such file or directory\n")
  }

  /// An `include` pattern of `.linter.yml` that matches no file is a warning on stderr (ruff
  /// warns when it finds no file; ESLint says nothing about its `files`), when the walk covers
  /// the configuration's whole folder; the exit code is unchanged.
  func testAnIncludePatternThatMatchesNoFileIsAWarning() throws {
    let dir = try temporaryDirectory()
    try write("platforms: [ios]\ninclude: [\"scr/**/*.html\", \"src/**/*.html\",\n  \"**/*.an\"]\n", ".linter.yml", in: dir)
    try write("<an-view (tap)=\"x()\">a</an-view>\n", "src/a.html", in: dir)
    let typo = run(["--color", "never"], cwd: dir)
    XCTAssertEqual(typo.code, 1)
    XCTAssertEqual(typo.err, ".linter.yml:2:11: warning: 'include' pattern 'scr/**/*.html' matches no file to lint\n"
                   + ".linter.yml:3:3: warning: 'include' pattern '**/*.an' matches no file to lint\n")
    XCTAssertTrue(typo.out.hasSuffix("; 1 file linted, 1 with problems\n"), typo.out)
    // Once per pattern, however many times the folder is walked; the report is unchanged.
    let json = run([".", "./", "--format", "json"], cwd: dir)
    XCTAssertEqual(json.err, typo.err)
    XCTAssertFalse(json.out.contains("warning: 'include'"), json.out)
    // Nothing linted at all: the warning, the summary, exit 0 (as ruff).
    try write("include: [\"scr/**/*.html\"]\n", ".linter.yml", in: dir)
    let nothing = run([], cwd: dir)
    XCTAssertEqual(nothing.code, 0)
    XCTAssertEqual(nothing.err, ".linter.yml:1:11: warning: 'include' pattern 'scr/**/*.html' matches no file to lint\n")
    XCTAssertEqual(nothing.out, "no problems; 0 files linted\n")
    // A walk of a subfolder says nothing about patterns for other folders; files named on the
    // command line are linted whatever `include` says, and make no warning either.
    XCTAssertEqual(run(["src"], cwd: dir).err, "")
    XCTAssertEqual(run(["src/a.html"], cwd: dir).err, "")
    // Patterns inherited through `extends` belong to the other file's folder.
    try write("include: [\"src/**/*.html\", \"lib/**/*.html\"]\n", ".linter.yml", in: dir)
    try write("extends: ..\n", "src/.linter.yml", in: dir)
    XCTAssertEqual(run(["src"], cwd: dir).err, "")
    XCTAssertEqual(run([], cwd: dir).err, ".linter.yml:1:28: warning: 'include' pattern 'lib/**/*.html' matches no file to lint\n")
    // The file's own patterns, rebased into its parent's folder, are checked when its folder is walked.
    try write("extends: ..\ninclude: [\"a.html\", \"b/*.html\"]\n", "src/.linter.yml", in: dir)
    XCTAssertEqual(run(["src"], cwd: dir).err, "src/.linter.yml:2:21: warning: 'include' pattern 'b/*.html' matches no file to lint\n")
  }

  func testInitWritesACommentedConfigurationAndNeverOverwrites() throws {
    let dir = try ScratchDirectory.make("an-lint-init-")
    let first = run(["init"], cwd: dir)
    XCTAssertEqual(first.code, 0)
    XCTAssertEqual(first.err, "an-lint: wrote .linter.yml\n")
    let written = try String(contentsOf: dir.appendingPathComponent(".linter.yml"), encoding: .utf8)
    XCTAssertEqual(written, InitCommand.template)
    XCTAssertTrue(written.hasPrefix("# an-lint configuration."))
    // It is a valid configuration equal to the defaults.
    let loaded = try Configuration.parse(text: written, path: dir.appendingPathComponent(".linter.yml").path, knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(loaded.platforms, Configuration.default.platforms)
    XCTAssertEqual(loaded.rules, [:])
    // Its profile line uncommented, the profile's platforms apply (platforms: is a comment).
    let profiled = written.replacingOccurrences(of: "# profile: nativescript", with: "profile: nativescript")
    XCTAssertNotEqual(profiled, written)
    let withProfile = try Configuration.parse(text: profiled, path: dir.appendingPathComponent(".linter.yml").path, knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(withProfile.platforms, [.ios, .android])
    try "# mine\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    let second = run(["init"], cwd: dir)
    XCTAssertEqual(second.code, 2)
    XCTAssertEqual(second.err, "an-lint: error: '.linter.yml' already exists; not overwritten\n")
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(".linter.yml"), encoding: .utf8), "# mine\n")
  }

  // MARK: - 3. Release

  func testVersionNamesTheCommitItWasBuiltFrom() throws {
    let version = run(["--version"])
    XCTAssertEqual(version.code, 0)
    XCTAssertEqual(version.out, "an-lint \(ToolInfo.version) (commit \(buildCommit))\n")
    XCTAssertNotNil(buildCommit.range(of: "^([0-9a-f]{40}|unknown)$", options: .regularExpression), buildCommit)
    // In a git checkout it is a commit of this repository (the plugin ran `git rev-parse HEAD`
    // at build time; an incremental build may still carry the commit of the build before).
    func git(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", CLITests.root.path] + arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = Pipe()
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, output)
    }
    guard try git(["rev-parse", "HEAD"]).status == 0 else { return }
    XCTAssertNotEqual(buildCommit, "unknown")
    XCTAssertEqual(try git(["cat-file", "-t", buildCommit]).output, "commit\n")
  }
}
