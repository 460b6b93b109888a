import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// The adoption conventions, end to end through `LinterCLI.run`.
final class AdoptionCLITests: XCTestCase {
  typealias Result = CLITests.Result

  func run(_ args: [String], stdin: String = "", cwd: URL? = nil, environment: [String: String] = [:]) -> Result {
    let out = Buffer()
    let err = Buffer()
    let io = CommandIO(writeOut: { out.append(Array($0.utf8)) }, writeOutBytes: { out.append($0) },
                       writeErr: { err.append(Array($0.utf8)) }, readStdin: { Array(stdin.utf8) },
                       stdoutIsTerminal: false, environment: environment)
    let previous = FileManager.default.currentDirectoryPath
    if let cwd { _ = FileManager.default.changeCurrentDirectoryPath(cwd.path) }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let code = LinterCLI.run(args, io: io)
    return Result(code: code, out: out.string, err: err.string)
  }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-adoption-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
}
