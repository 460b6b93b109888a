import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// The command end to end, in process: arguments, exit codes, output and error text.
final class CLITests: XCTestCase {
  struct Result {
    var code: Int32
    var out: String
    var err: String
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func run(_ args: [String], stdin: String = "", cwd: URL? = nil) -> Result {
    Self.runCommand(args, stdin: stdin, cwd: cwd)
  }

  static func runCommand(_ args: [String], stdin: String = "", cwd: URL? = nil, environment: [String: String] = [:],
                         terminal: Bool = false) -> Result {
    let out = Buffer()
    let err = Buffer()
    let io = CommandIO(writeOut: { out.append(Array($0.utf8)) }, writeOutBytes: { out.append($0) },
                       writeErr: { err.append(Array($0.utf8)) }, readStdin: { Array(stdin.utf8) },
                       stdoutIsTerminal: terminal, environment: environment)
    let previous = FileManager.default.currentDirectoryPath
    if let cwd { _ = FileManager.default.changeCurrentDirectoryPath(cwd.path) }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let code = LinterCLI.run(args, io: io)
    return Result(code: code, out: out.string, err: err.string)
  }

  func temporaryDirectory() throws -> URL {
    let url = try ScratchDirectory.make("an-lint-cli-")
    // Stop config discovery at this directory.
    try "platforms: [ios, tvos, visionos, macos, watchos, android]\n".write(to: url.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    return url
  }

  func testVersionAndHelp() {
    XCTAssertEqual(run(["--version"]).out, "an-lint \(ToolInfo.version) (commit \(buildCommit))\n")
    XCTAssertEqual(run(["--version"]).code, 0)
    let help = run(["--help"])
    XCTAssertEqual(help.code, 0)
    XCTAssertTrue(help.out.hasPrefix("USAGE: an-lint [PATH…] [OPTIONS]"))
  }

  func testUsageErrorsExitTwoWithAHelpfulMessage() {
    let format = run(["--format", "xml"])
    XCTAssertEqual(format.code, 2)
    XCTAssertEqual(format.err, "an-lint: error: unknown format 'xml'; the formats are text, json, sarif, github, checkstyle, gitlab\nRun 'an-lint --help' for usage.\n")
    let option = run(["--formt", "json"])
    XCTAssertEqual(option.code, 2)
    XCTAssertEqual(option.err, "an-lint: error: unknown option '--formt'; did you mean '--format'?\nRun 'an-lint --help' for usage.\n")
    XCTAssertEqual(run(["--platform", "andriod"]).err,
                   "an-lint: error: unknown platform 'andriod'; did you mean 'android'?\nRun 'an-lint --help' for usage.\n")
    XCTAssertEqual(run(["--max-warnings", "-3"]).code, 2)
    XCTAssertEqual(run(["--stdin"]).err,
                   "an-lint: error: option '--stdin' needs '--stdin-filename NAME' (the path the text belongs to)\nRun 'an-lint --help' for usage.\n")
    XCTAssertEqual(run(["--output"]).err, "an-lint: error: option '--output' needs a value\nRun 'an-lint --help' for usage.\n")
  }

  func testCleanFindingsAndErrorsGiveExitCodes() throws {
    let dir = try temporaryDirectory()
    try "<an-button>Guardar</an-button>\n".write(to: dir.appendingPathComponent("good.html"), atomically: true, encoding: .utf8)
    XCTAssertEqual(run([dir.path]).code, 0)
    try "<an-view [accessibilityRole]=\"'heading'\"></an-view>\n".write(to: dir.appendingPathComponent("bad.html"), atomically: true, encoding: .utf8)
    let bad = run([dir.appendingPathComponent("bad.html").path, "--color", "never"])
    XCTAssertEqual(bad.code, 1)
    let path = dir.appendingPathComponent("bad.html").path
    XCTAssertTrue(bad.out.hasPrefix("\(path):1:31: error: unknown role 'heading'; did you mean 'header'? [unknown-role]\n"), bad.out)
    let missing = run([dir.appendingPathComponent("nope.html").path])
    XCTAssertEqual(missing.code, 2)
    XCTAssertTrue(missing.err.contains("nope.html: error: no such file or directory"), missing.err)
  }

  func testMaxWarningsAndQuiet() throws {
    let dir = try temporaryDirectory()
    // unused-suppression is a warning.
    try "<!-- an-lint-disable-next-line unknown-role -->\n<an-text>Hola</an-text>\n"
      .write(to: dir.appendingPathComponent("w.html"), atomically: true, encoding: .utf8)
    XCTAssertEqual(run([dir.path]).code, 0)
    XCTAssertEqual(run([dir.path, "--max-warnings", "0"]).code, 1)
    XCTAssertEqual(run([dir.path, "--max-warnings", "1"]).code, 0)
    XCTAssertTrue(run([dir.path, "--quiet", "--color", "never"]).out.hasPrefix("no problems"))
    // '--quiet' hides the warnings, but they still count for '--max-warnings' (as in ESLint),
    // streamed and when the whole run is needed ('--fix').
    for extra in [[], ["--fix"]] {
      let quiet = run([dir.path, "-q", "--max-warnings", "0", "--color", "never"] + extra)
      XCTAssertEqual(quiet.code, 1, "\(extra)")
      XCTAssertEqual(quiet.out, "no problems; 1 file linted\n", "\(extra)")
      XCTAssertTrue(quiet.err.hasSuffix("an-lint: error: too many warnings (1, maximum 0)\n"), "\(extra): \(quiet.err)")
      XCTAssertEqual(run([dir.path, "-q", "--max-warnings", "1"] + extra).code, 0, "\(extra)")
    }
  }

  func testBadConfigExitsTwoWithPosition() throws {
    let dir = try temporaryDirectory()
    try "platfroms: [ios]\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    try "<an-text>Hola</an-text>\n".write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    let result = run([dir.path])
    XCTAssertEqual(result.code, 2)
    XCTAssertTrue(result.err.contains(".linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?"), result.err)
  }

  /// A configuration error stops the run before anything is linted: no "no problems"
  /// summary on stdout, as for a lone missing path; JSON still says what went wrong.
  func testAConfigErrorPrintsNoSummaryThatClaimsNoProblems() throws {
    let dir = try temporaryDirectory()
    try "platfroms: [ios]\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    try "<an-text>Hola</an-text>\n".write(to: dir.appendingPathComponent("a.html"), atomically: true, encoding: .utf8)
    let message = ".linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?\n"
    for args in [["a.html"], ["."], ["--stdin", "--stdin-filename", "a.html"], ["a.html", "--write-baseline", "b"]] {
      let result = run(args + ["--color", "never"], stdin: "<an-text>Hola</an-text>\n", cwd: dir)
      XCTAssertEqual(result.code, 2, "\(args)")
      XCTAssertEqual(result.out, "", "\(args)")
      XCTAssertTrue(result.err.hasPrefix(message), "\(args): \(result.err)")
    }
    let json = run(["a.html", "-f", "json"], cwd: dir)
    XCTAssertEqual(json.code, 2)
    XCTAssertEqual(json.out, "{\"version\":1,\"tool\":{\"name\":\"an-lint\",\"version\":\"\(ToolInfo.version)\"},\"filesLinted\":0,"
                   + "\"summary\":{\"errors\":0,\"warnings\":0,\"infos\":0},\"findings\":[],\"errors\":[\n\"" + message.dropLast()
                   + "\"\n]}\n")
  }

  func testStdinUsesTheGivenName() throws {
    let dir = try temporaryDirectory()
    let name = dir.appendingPathComponent("editor.html").path
    let result = run(["--stdin", "--stdin-filename", name, "--format", "json"], stdin: "<an-view (tap)=\"go()\"></an-view>\n")
    XCTAssertEqual(result.code, 1)
    XCTAssertTrue(result.out.contains("\"ruleId\":\"tap-needs-button-role\""), result.out)
    XCTAssertTrue(result.out.contains("\"path\":\"\(name)\""), result.out)
  }

  func testListRulesAndExplain() {
    let list = run(["--list-rules"])
    XCTAssertEqual(list.code, 0)
    for d in RuleRegistry.descriptions {
      XCTAssertTrue(list.out.contains(d.id), "--list-rules misses \(d.id)")
    }
    XCTAssertTrue(list.out.contains("unknown-role"))
    let explain = run(["explain", "unknown-role"], cwd: Self.root)
    XCTAssertEqual(explain.code, 0)
    XCTAssertTrue(explain.out.hasPrefix("---\nid: unknown-role\n"), explain.out)
    let unknown = run(["explain", "unknown-rol"])
    XCTAssertEqual(unknown.code, 2)
    XCTAssertEqual(unknown.err, "an-lint: error: unknown rule 'unknown-rol'; did you mean 'unknown-role'?\n")
  }
}

final class Buffer: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  func append(_ b: [UInt8]) { lock.lock(); bytes += b; lock.unlock() }
  var string: String { lock.lock(); defer { lock.unlock() }; return String(decoding: bytes, as: UTF8.self) }
}
