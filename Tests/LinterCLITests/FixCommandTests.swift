import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// Runs the command in process, in `cwd` (shared by the fix and baseline tests).
struct FixCLIRun {
  var code: Int32
  var out: String
  var err: String

  init(_ args: [String], cwd: URL, stdin: String = "") {
    let out = FixTestBuffer()
    let err = FixTestBuffer()
    let io = CommandIO(writeOut: { out.append(Array($0.utf8)) }, writeOutBytes: { out.append($0) },
                       writeErr: { err.append(Array($0.utf8)) }, readStdin: { Array(stdin.utf8) },
                       stdoutIsTerminal: false, environment: [:])
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(cwd.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    code = LinterCLI.run(args + ["--color", "never"], io: io)
    self.out = out.string
    self.err = err.string
  }
}

final class FixTestBuffer: @unchecked Sendable {
  private var bytes: [UInt8] = []
  private let lock = NSLock()
  func append(_ b: [UInt8]) { lock.lock(); bytes += b; lock.unlock() }
  var string: String { lock.lock(); defer { lock.unlock() }; return String(decoding: bytes, as: UTF8.self) }
}

/// A temporary directory with a `.linter.yml` (every platform), so config discovery stops there.
func fixTestDirectory() throws -> URL {
  let url = try ScratchDirectory.make("an-lint-fix-")
  try "platforms: [ios, tvos, visionos, macos, watchos, android]\n"
    .write(to: url.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
  return url
}

extension URL {
  func write(_ text: String, to name: String) throws {
    try text.write(to: appendingPathComponent(name), atomically: false, encoding: .utf8)
  }
  func read(_ name: String) throws -> String { try String(contentsOf: appendingPathComponent(name), encoding: .utf8) }
  func mode(_ name: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: appendingPathComponent(name).path)[.posixPermissions] as? Int) ?? -1
  }
}

final class FixCommandTests: XCTestCase {
  /// Two safe fixes (a role rename and a trailing full stop) and one finding without a fix.
  static let source = """
    <an-view>
      <an-text accessibilityRole="heading">Ajustes</an-text>
      <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
      <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
    </an-view>

    """
  static let fixed = """
    <an-view>
      <an-text accessibilityRole="header">Ajustes</an-text>
      <an-button accessibilityLabel="Guardar" (tap)="guardar()"></an-button>
      <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
    </an-view>

    """
  static let remaining = "a.html:4:31: error: unknown role 'radiogroup'; use one of: button, link, header, image, text, checkbox, radio, switch, slider, search, summary, none [unknown-role]\n"

  func testFixAppliesTheSafeFixesKeepsThePermissionsAndReportsWhatRemains() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    try dir.write("<an-text>Hola</an-text>\n", to: "ok.html")
    XCTAssertEqual(chmod(dir.appendingPathComponent("a.html").path, 0o640), 0)

    let first = FixCLIRun(["--fix", "."], cwd: dir)
    XCTAssertEqual(first.err, "an-lint: fixed 2 problems; 1 file changed\n")
    XCTAssertEqual(try dir.read("a.html"), Self.fixed)
    XCTAssertEqual(try dir.mode("a.html"), 0o640)
    XCTAssertEqual(try dir.read("ok.html"), "<an-text>Hola</an-text>\n")
    XCTAssertTrue(first.out.hasPrefix(Self.remaining), first.out)
    XCTAssertTrue(first.out.hasSuffix("✖ 1 problem (1 error, 0 warnings, 0 info); 2 files linted, 1 with problems\n"), first.out)
    XCTAssertEqual(first.code, 1)
    // No temporary file is left behind.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), [".linter.yml", "a.html", "ok.html"])

    // Fixing twice changes nothing the second time.
    let before = try Data(contentsOf: dir.appendingPathComponent("a.html"))
    let second = FixCLIRun(["--fix", "."], cwd: dir)
    XCTAssertEqual(second.err, "an-lint: fixed 0 problems; 0 files changed\n")
    XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("a.html")), before)
    XCTAssertEqual(second.out, first.out)
    XCTAssertEqual(second.code, 1)
  }

  func testAFixFixedInASecondPassIsAppliedInTheSameRun() throws {
    // The misspelt prop hides the label from the punctuation rule; once renamed, the label's
    // full stop is found and removed, in the same run (the text is linted again in memory).
    let dir = try fixTestDirectory()
    try dir.write("<an-button accessibilityLabl=\"Guardar.\" (tap)=\"go()\"></an-button>\n", to: "u.html")
    let first = FixCLIRun(["--fix", "u.html"], cwd: dir)
    XCTAssertEqual(first.err, "an-lint: fixed 2 problems; 1 file changed\n")
    XCTAssertEqual(try dir.read("u.html"), "<an-button accessibilityLabel=\"Guardar\" (tap)=\"go()\"></an-button>\n")
    XCTAssertEqual(first.out, "no problems; 1 file linted\n")
    XCTAssertEqual(first.code, 0)
    let second = FixCLIRun(["--fix", "u.html"], cwd: dir)
    XCTAssertEqual(second.err, "an-lint: fixed 0 problems; 0 files changed\n")
    XCTAssertEqual(try dir.read("u.html"), "<an-button accessibilityLabel=\"Guardar\" (tap)=\"go()\"></an-button>\n")
  }

  func testAFixWithSeveralEditsIsAppliedWhole() throws {
    // The trailing-punctuation fix removes "." and the spaces before it, and every literal of
    // the ternary gets its own edit: all in one run, and the second run has nothing to do.
    let dir = try fixTestDirectory()
    try dir.write("<an-button [accessibilityLabel]=\"ok ? 'Guardar .' : 'Enviar!'\" (tap)=\"go()\"></an-button>\n", to: "t.html")
    let first = FixCLIRun(["--fix", "t.html"], cwd: dir)
    XCTAssertEqual(first.err, "an-lint: fixed 1 problem; 1 file changed\n")
    XCTAssertEqual(try dir.read("t.html"), "<an-button [accessibilityLabel]=\"ok ? 'Guardar' : 'Enviar'\" (tap)=\"go()\"></an-button>\n")
    XCTAssertEqual(first.code, 0)
    let second = FixCLIRun(["--fix", "t.html"], cwd: dir)
    XCTAssertEqual(second.err, "an-lint: fixed 0 problems; 0 files changed\n")
  }

  /// A configuration error (or no path left) stops the run before anything is linted: '--fix'
  /// then prints only the error and exits 2, with no "fixed 0 problems" line.
  func testAConfigErrorOrNoPathLeftPrintsOnlyTheError() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    let missing = FixCLIRun(["--fix", "nope.html"], cwd: dir)
    XCTAssertEqual([missing.err, missing.out], ["nope.html: error: no such file or directory\n", ""])
    XCTAssertEqual(missing.code, 2)
    // A run that linted something still says what it fixed.
    let partly = FixCLIRun(["--fix-dry-run", "a.html", "nope.html"], cwd: dir)
    XCTAssertEqual(partly.err, "nope.html: error: no such file or directory\nan-lint: would fix 2 problems; 1 file would change\n")
    XCTAssertEqual(partly.code, 2)
    try dir.write("platfroms: [ios]\n", to: ".linter.yml")
    for args in [["--fix", "a.html"], ["--fix", "."], ["--fix-dry-run", "a.html"]] {
      let run = FixCLIRun(args, cwd: dir)
      XCTAssertEqual(run.err, ".linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?\n", "\(args)")
      XCTAssertEqual(run.out, "", "\(args)")
      XCTAssertEqual(run.code, 2, "\(args)")
    }
    XCTAssertEqual(try dir.read("a.html"), Self.source)
  }

  func testSuppressedFindingsAreNotFixed() throws {
    let dir = try fixTestDirectory()
    let text = "<!-- an-lint-disable-next-line unknown-role -->\n<an-text accessibilityRole=\"heading\">Ajustes</an-text>\n"
    try dir.write(text, to: "s.html")
    let run = FixCLIRun(["--fix", "s.html"], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: fixed 0 problems; 0 files changed\n")
    XCTAssertEqual(try dir.read("s.html"), text)
    XCTAssertEqual(run.code, 0)
  }

  func testFixThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws {
    let dir = try fixTestDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
    try dir.write(Self.source, to: "real/a.html")
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.html").path,
                                               withDestinationPath: "real/a.html")
    let run = FixCLIRun(["--fix", "link.html"], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: fixed 2 problems; 1 file changed\n")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.html").path),
                   "real/a.html")
    XCTAssertEqual(try dir.read("real/a.html"), Self.fixed)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("real").path), ["a.html"])
  }

  func testDryRunPrintsOnlyTheDiffAndChangesNothing() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    try dir.write("<an-text>Hola</an-text>\n", to: "ok.html")
    let run = FixCLIRun(["--fix-dry-run", "."], cwd: dir)
    XCTAssertEqual(run.out, """
      --- a/a.html
      +++ b/a.html
      @@ -1,5 +1,5 @@
       <an-view>
      -  <an-text accessibilityRole="heading">Ajustes</an-text>
      -  <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
      +  <an-text accessibilityRole="header">Ajustes</an-text>
      +  <an-button accessibilityLabel="Guardar" (tap)="guardar()"></an-button>
         <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
       </an-view>

      """)
    XCTAssertEqual(run.err, "an-lint: would fix 2 problems; 1 file would change\n")
    XCTAssertEqual(run.code, 1)
    XCTAssertEqual(try dir.read("a.html"), Self.source)

    // Nothing to fix: no output, exit 0 (even with unfixable findings).
    try dir.write(Self.fixed, to: "a.html")
    let clean = FixCLIRun(["--fix-dry-run", "."], cwd: dir)
    XCTAssertEqual(clean.out, "")
    XCTAssertEqual(clean.err, "an-lint: would fix 0 problems; 0 files would change\n")
    XCTAssertEqual(clean.code, 0)
  }

  func testFixWithDryRunIsAUsageErrorAndDryRunReadsStandardInput() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    // As ESLint: the two options contradict each other.
    let both = FixCLIRun(["--fix", "--fix-dry-run", "a.html"], cwd: dir)
    XCTAssertEqual(both.code, 2)
    XCTAssertEqual(both.out, "")
    XCTAssertEqual(both.err, "an-lint: error: '--fix' cannot be used with '--fix-dry-run'\n"
                   + "Run 'an-lint --help' for usage.\n")
    XCTAssertEqual(try dir.read("a.html"), Self.source)

    let stdin = FixCLIRun(["--fix-dry-run", "--stdin", "--stdin-filename", "screens/b.html"], cwd: dir,
                          stdin: "<an-text accessibilityRole=\"heading\">Ajustes</an-text>")
    XCTAssertEqual(stdin.out, """
      --- a/screens/b.html
      +++ b/screens/b.html
      @@ -1 +1 @@
      -<an-text accessibilityRole="heading">Ajustes</an-text>
      \\ No newline at end of file
      +<an-text accessibilityRole="header">Ajustes</an-text>
      \\ No newline at end of file

      """)
    XCTAssertEqual(stdin.code, 1)
  }

  /// The `---`/`+++` names are `git diff`'s (checked against git 2.39 and applied with GNU
  /// patch 2.7.6 `-p1` and `git apply`): a tab after a name with a space, C quoting for a
  /// control character, `"`, `\` or a byte past ASCII.
  func testDryRunFileNamesAreWrittenAsGitWritesThem() throws {
    let dir = try fixTestDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("d ir"), withIntermediateDirectories: true)
    let source = "<an-button accessibilityLabel=\"Guardar.\" (tap)=\"s()\">x</an-button>\n"
    let names = ["d ir/sp ace.html", "ta\tb.html", "q\"uo.html", "bs\\x.html", "ñ.html", "x \"y.html", "plain.html"]
    for name in names { try dir.write(source, to: name) }
    let run = FixCLIRun(["--fix-dry-run"] + names, cwd: dir)
    XCTAssertEqual(run.code, 1)
    let headers = run.out.split(separator: "\n").filter { $0.hasPrefix("---") || $0.hasPrefix("+++") }
    XCTAssertEqual(headers.map { $0.dropFirst(4) }, [
      "\"a/bs\\\\x.html\"", "\"b/bs\\\\x.html\"",
      "a/d ir/sp ace.html\t", "b/d ir/sp ace.html\t",
      "a/plain.html", "b/plain.html",
      "\"a/q\\\"uo.html\"", "\"b/q\\\"uo.html\"",
      "\"a/ta\\tb.html\"", "\"b/ta\\tb.html\"",
      "\"a/x \\\"y.html\"\t", "\"b/x \\\"y.html\"\t",
      "\"a/\\303\\261.html\"", "\"b/\\303\\261.html\"",
    ])
    XCTAssertEqual(FixCommand.label("a/", "n\u{1}\r\n\u{7F}.html"), "\"a/n\\001\\r\\n\\177.html\"")
  }

  func testDryRunWithAMissingPathExitsTwo() throws {
    let dir = try fixTestDirectory()
    let run = FixCLIRun(["--fix-dry-run", "nope.html"], cwd: dir)
    XCTAssertEqual(run.code, 2)
    XCTAssertTrue(run.err.contains("nope.html: error: no such file or directory"), run.err)
  }

  func testAtomicFileCreatesNewFilesWithTheUmaskAndReportsErrors() throws {
    let dir = try fixTestDirectory()
    let path = dir.appendingPathComponent("new.txt").path
    let previous = umask(0o027)
    defer { umask(previous) }
    try AtomicFile.write(Array("hola\n".utf8), to: path)
    XCTAssertEqual(try dir.read("new.txt"), "hola\n")
    XCTAssertEqual(try dir.mode("new.txt"), 0o640)
    XCTAssertThrowsError(try AtomicFile.write([], to: dir.appendingPathComponent("no/such/dir/x").path)) { error in
      XCTAssertTrue("\(error)".hasPrefix("cannot create a temporary file in '"), "\(error)")
    }
  }
}

extension FixCommandTests {
  /// `--ignore`, `--select`, `--rule ID=off` and `--exclude` leave a rule's or a file's findings
  /// out of the fixes as out of the report: only what is shown is fixed.
  func testOnlyTheRulesAndFilesTheReportShowsAreFixed() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.source, to: "a.html")
    let onlyRole = """
      <an-view>
        <an-text accessibilityRole="header">Ajustes</an-text>
        <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
        <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
      </an-view>

      """
    for args in [["--ignore", "label-trailing-punctuation"], ["--select", "unknown-role"],
                 ["--rule", "label-trailing-punctuation=off"]] {
      let run = FixCLIRun(["--fix"] + args + ["a.html"], cwd: dir)
      XCTAssertEqual(run.err.split(separator: "\n").last, "an-lint: fixed 1 problem; 1 file changed", "\(args)")
      XCTAssertEqual(try dir.read("a.html"), onlyRole, "\(args)")
      try dir.write(Self.source, to: "a.html")
    }
    let excluded = FixCLIRun(["--fix", "--exclude", "a.html", "."], cwd: dir)
    XCTAssertEqual(excluded.err.split(separator: "\n").last, "an-lint: fixed 0 problems; 0 files changed")
    XCTAssertEqual(try dir.read("a.html"), Self.source)
  }
}
