import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint
@testable import Reporters

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 13, items 3, 4 and 6: bounded inputs, errors instead of crashes, clean reports.
final class RobustnessTests: XCTestCase {
  static let bad = "<an-view (tap)=\"go()\"></an-view>\n"

  // MARK: Configuration files that are not files

  func testAConfigThatIsAFIFOADeviceOrADirectoryIsRefusedAtOnce() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    XCTAssertEqual(mkfifo(dir.appendingPathComponent("fifo.yml").path, 0o644), 0)
    let fifo = FixCLIRun(["--config", "fifo.yml", "a.html"], cwd: dir)
    XCTAssertEqual(fifo.code, 2)
    XCTAssertTrue(fifo.err.contains("fifo.yml:0:0: error: cannot read the configuration file: it is a FIFO, not a regular file")
                  || fifo.err.contains("fifo.yml: error: cannot read the configuration file: it is a FIFO, not a regular file"), fifo.err)
    let zero = FixCLIRun(["--config", "/dev/zero", "a.html"], cwd: dir)
    XCTAssertEqual(zero.code, 2)
    XCTAssertTrue(zero.err.contains("cannot read the configuration file: it is a device, not a regular file"), zero.err)
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("conf.yml"), withIntermediateDirectories: true)
    let directory = FixCLIRun(["--config", "conf.yml", "a.html"], cwd: dir)
    XCTAssertEqual(directory.code, 2)
    XCTAssertTrue(directory.err.contains("it is a directory, not a regular file"), directory.err)
  }

  func testAnOversizedConfigIsRefusedWithoutReadingItWhole() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    try dir.write("# " + String(repeating: "x", count: 2 << 20) + "\n", to: "big.yml")
    let run = FixCLIRun(["--config", "big.yml", "a.html"], cwd: dir)
    XCTAssertEqual(run.code, 2)
    XCTAssertTrue(run.err.contains("cannot read the configuration file: it is larger than 1024 KiB"), run.err)
  }

  func testAnUnusableConfigOnTheLookupPathIsAnError() throws {
    for kind in ["fifo", "directory", "dangling"] {
      let root = try fixTestDirectory()
      let sub = root.appendingPathComponent("sub")
      try FileManager.default.createDirectory(at: sub.appendingPathComponent("screens"), withIntermediateDirectories: true)
      try sub.write(Self.bad, to: "screens/a.html")
      let config = sub.appendingPathComponent(".linter.yml").path
      switch kind {
      case "fifo": XCTAssertEqual(mkfifo(config, 0o644), 0)
      case "directory": try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
      default: try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "nowhere.yml")
      }
      let run = FixCLIRun(["screens/a.html"], cwd: sub)
      XCTAssertEqual(run.code, 2, kind)
      let expected = kind == "fifo" ? "it is a FIFO, not a regular file" : kind == "directory" ? "it is a directory, not a regular file"
        : "it is a symbolic link to nothing"
      XCTAssertTrue(run.err.contains(".linter.yml: error: cannot use the configuration file: \(expected)"), "\(kind): \(run.err)")
    }
  }

  // MARK: Output and input of the real process

  func testWritingToAFullDiskExitsTwoWithAMessage() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
    let run = try runBinary(["a.html"], cwd: dir, stdout: full)
    XCTAssertEqual(run.code, 2)
    XCTAssertEqual(run.err, "an-lint: error: cannot write the output: No space left on device\n")
  }

  func testAClosedStdoutExitsTwoWithAMessage() throws {
    let dir = try fixTestDirectory()
    for i in 0..<40 { try dir.write(String(repeating: Self.bad, count: 50), to: "f\(i).html") }
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let run = try runBinary(["."], cwd: dir, stdout: pipe.fileHandleForWriting)
    XCTAssertEqual(run.code, 2)
    XCTAssertEqual(run.err, "an-lint: error: cannot write the output: Broken pipe\n")
  }

  func testStandardInputIsCapped() throws {
    let dir = try fixTestDirectory()
    guard let zero = FileHandle(forReadingAtPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
    let run = try runBinary(["--stdin", "--stdin-filename", "a.html"], cwd: dir, stdin: zero)
    XCTAssertEqual(run.code, 2)
    XCTAssertEqual(run.err, "an-lint: error: standard input is larger than 64 MiB: it is not a template\n")
  }

  // MARK: Reports

  func testControlAndBidiCharactersNeverReachTheTerminal() throws {
    let dir = try fixTestDirectory()
    // ESC and BEL written as references, a C1 control and a right-to-left override raw.
    try dir.write("<an-button accessibilityLabel=\"&#x1b;[2J&#x7;Botón\u{202E}\u{85} reproducir\" (tap)=\"go()\"></an-button>\n", to: "a.html")
    for format in ["text", "github"] {
      let run = FixCLIRun(["--format", format, "a.html"], cwd: dir)
      XCTAssertTrue(run.out.contains("Botón"), run.out)
      for bad in ["\u{1B}", "\u{07}", "\u{202E}", "\u{85}"] {
        XCTAssertFalse(run.out.contains(bad), "\(format) passes U+\(String(bad.unicodeScalars.first!.value, radix: 16))")
      }
    }
    XCTAssertEqual(OutputSafety.sanitize("a\u{1B}b\u{9B}c\u{2066}d\u{200F}e\u{061C}f\u{7F}g\tz"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g\tz")
  }

  func testAFileNamedLikeAWorkflowCommandIsNeutralised() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "::error file=x::inj.html")
    let text = FixCLIRun(["::error file=x::inj.html"], cwd: dir)
    XCTAssertTrue(text.out.hasPrefix("./::error file=x::inj.html:1:2: error:"), text.out)
    for line in text.out.split(separator: "\n") { XCTAssertFalse(line.hasPrefix("::"), String(line)) }
    let github = FixCLIRun(["--format", "github", "::error file=x::inj.html"], cwd: dir)
    XCTAssertTrue(github.out.hasPrefix("::error file=%3A%3Aerror file=x%3A%3Ainj.html,line=1,"), github.out)
    XCTAssertEqual(github.out.split(separator: "\n").count, 1)
    // An unreadable file whose name is a command, on stderr.
    let missing = FixCLIRun(["::warning::x.html"], cwd: dir)
    XCTAssertTrue(missing.err.hasPrefix("./::warning::x.html: error: no such file or directory"), missing.err)
  }

  func testSkippedFilesAreListedAndNotCounted() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    try dir.write(Self.bad, to: "b.html")
    XCTAssertEqual(chmod(dir.appendingPathComponent("b.html").path, 0o000), 0)
    defer { chmod(dir.appendingPathComponent("b.html").path, 0o644) }
    // Root reads any file: make b.html unreadable another way, a directory of that name.
    if geteuid() == 0 {
      try FileManager.default.removeItem(at: dir.appendingPathComponent("b.html"))
      try dir.write(String(repeating: "x", count: 0), to: "b.html")
      try FileManager.default.removeItem(at: dir.appendingPathComponent("b.html"))
      XCTAssertEqual(mkfifo(dir.appendingPathComponent("b.html").path, 0o644), 0)
    }
    let json = FixCLIRun(["--format", "json", "a.html", "b.html"], cwd: dir)
    XCTAssertEqual(json.code, 2)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    XCTAssertEqual(root["filesLinted"] as? Int, 1)
    let errors = try XCTUnwrap(root["errors"] as? [String])
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].hasPrefix("b.html: error: "), errors[0])
    let sarif = FixCLIRun(["--format", "sarif", "a.html", "b.html"], cwd: dir)
    XCTAssertTrue(sarif.out.contains("\"toolExecutionNotifications\""), sarif.out)
    XCTAssertTrue(sarif.out.contains("b.html: error: "), sarif.out)
  }
}

/// Issue 13, item 3: `tree` output grows linearly with its input.
final class TreeLimitTests: XCTestCase {
  func testRowsAndIndentationAreBounded() throws {
    let dir = try fixTestDirectory()
    let rows = TreeLimits.maximumRows + 5
    try dir.write(String(repeating: "<an-button>B</an-button>\n", count: rows), to: "wide.html")
    let wide = FixCLIRun(["tree", "wide.html"], cwd: dir)
    XCTAssertEqual(wide.code, 0)
    XCTAssertTrue(wide.out.hasSuffix("[.button] label=\"B\"\n… 5 more rows (at most 20000 are printed)\n"), String(wide.out.suffix(200)))
    XCTAssertEqual(wide.out.split(separator: "\n").count, TreeLimits.maximumRows + 1)
    let json = FixCLIRun(["tree", "--format", "json", "wide.html"], cwd: dir)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let tree = try XCTUnwrap((root["trees"] as? [[String: Any]])?.first)
    XCTAssertEqual((tree["rows"] as? [Any])?.count, TreeLimits.maximumRows)
    XCTAssertEqual(tree["moreRows"] as? Int, 5)

    let depth = 200
    try dir.write(String(repeating: "@if (a) {", count: depth) + "<an-button>b</an-button>" + String(repeating: "}", count: depth), to: "deep.html")
    let deep = FixCLIRun(["tree", "deep.html"], cwd: dir)
    let lines = deep.out.split(separator: "\n")
    XCTAssertEqual(lines.last, Substring(String(repeating: "  ", count: TreeLimits.maximumIndent) + "[depth 200] [.button] label=\"b\""))
    XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 2 * TreeLimits.maximumIndent + 40)
  }
}

/// Nothing a template, a file name, an argument or a configuration holds reaches a terminal
/// or a CI log as a control sequence or a GitHub Actions workflow command.
extension RobustnessTests {
  func testAMultiLineLabelCannotRunAWorkflowCommand() throws {
    let dir = try fixTestDirectory()
    try dir.write("<an-button accessibilityLabel=\"Botón\n::warning file=README.md,line=1::Approved\" (tap)=\"f()\"></an-button>\n", to: "raw.html")
    try dir.write("<an-button accessibilityLabel=\"Botón&#10;\u{A0}::add-mask::x\" (tap)=\"f()\"></an-button>\n"
                  + "<an-button accessibilityLabel=\"Botón ##[error]y\" (tap)=\"f()\"></an-button>\n", to: "ref.html")
    let raw = FixCLIRun(["raw.html"], cwd: dir)
    XCTAssertEqual(raw.out, """
      raw.html:1:32: warning: label 'Botón
        :\u{FFFD}warning file=README.md,line=1::Approved' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label, leaving 'Warning file=README.md,line=1::Approved' [label-contains-role]
        1 | <an-button accessibilityLabel="Botón
          |                                ^~~~~

      ✖ 1 problem (0 errors, 1 warning, 0 info); 1 file linted, 1 with problems

      """)
    let ref = FixCLIRun(["ref.html"], cwd: dir)
    XCTAssertEqual(ref.out, """
      ref.html:1:32: warning: label 'Botón
        \u{A0}:\u{FFFD}add-mask::x' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label, leaving 'Add-mask::x' [label-contains-role]
        1 | <an-button accessibilityLabel="Botón&#10;\u{A0}::add-mask::x" (tap)="f()"></an-button>
          |                                ^~~~~~~~~~~~~~~~~~~~~~~~

      ref.html:2:32: warning: label 'Botón #\u{FFFD}[error]y' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label, leaving '#\u{FFFD}[error]y' [label-contains-role]
        2 | <an-button accessibilityLabel="Botón #\u{FFFD}[error]y" (tap)="f()"></an-button>
          |                                ^~~~~~~~~~~~~~~~

      ✖ 2 problems (0 errors, 2 warnings, 0 info); 1 file linted, 1 with problems

      """)
    // The data formats stay exact.
    XCTAssertTrue(FixCLIRun(["--format", "json", "ref.html"], cwd: dir).out.contains("leaving '##[error]y'"))
  }

  func testArgumentsEchoedInMessagesAreEscaped() throws {
    let dir = try fixTestDirectory()
    let option = FixCLIRun(["--bogus\u{1B}[2J\n::warning::x"], cwd: dir)
    XCTAssertEqual(option.code, 2)
    XCTAssertEqual(option.err, "an-lint: error: unknown option '--bogus\u{FFFD}[2J\u{FFFD}::warning::x'\nRun 'an-lint --help' for usage.\n")
    let config = FixCLIRun(["--config", "x\n::warning::y ##[error]z"], cwd: dir)
    XCTAssertEqual(config.err, "an-lint: error: config file 'x\u{FFFD}::warning::y #\u{FFFD}[error]z' does not exist\n")
    let explain = FixCLIRun(["explain", "a\u{1B}]0;t\u{07}"], cwd: dir)
    XCTAssertEqual(explain.err, "an-lint: error: unknown rule 'a\u{FFFD}]0;t\u{FFFD}'\n")
    // A value quoted from a configuration file stays on its error's line.
    try dir.write("include: [\"a\\u001b[2J\\n::warning::x\"]\n", to: ".linter.yml")
    XCTAssertEqual(FixCLIRun(["."], cwd: dir).err,
                   ".linter.yml:1:11: error: invalid glob 'a\u{FFFD}[2J\u{FFFD}::warning::x': unterminated '['; expected ']'\n")
  }

  func testFixDryRunShowsUnsafeLinesEscapedAndSaysSo() throws {
    let dir = try fixTestDirectory()
    let unsafe = "<an-view>\n::error::ctx\n<an-text>\u{1B}]0;t\u{07}x</an-text>\n<an-button accessibilityLabel=\"Guardar.\">Guardar</an-button>\n</an-view>\n"
    try dir.write(unsafe, to: "f.html")
    // Safe bytes (tab, CRLF, non-ASCII) stay exact.
    let safe = "\t<an-text>¿Qué?</an-text>\r\n<an-button accessibilityLabel=\"Guardar.\">Guardar</an-button>\r\n"
    try dir.write(safe, to: "ok.html")
    let run = FixCLIRun(["--fix-dry-run", "f.html", "ok.html"], cwd: dir)
    XCTAssertEqual(run.code, 1)
    XCTAssertEqual(run.out, """
      --- a/f.html
      +++ b/f.html
      @@ -1,5 +1,5 @@
       <an-view>
       :\u{FFFD}error::ctx
       <an-text>\u{FFFD}]0;t\u{FFFD}x</an-text>
      -<an-button accessibilityLabel="Guardar.">Guardar</an-button>
      +<an-button accessibilityLabel="Guardar">Guardar</an-button>
       </an-view>
      --- a/ok.html
      +++ b/ok.html
      @@ -1,2 +1,2 @@
       \t<an-text>¿Qué?</an-text>\r
      -<an-button accessibilityLabel="Guardar.">Guardar</an-button>\r
      +<an-button accessibilityLabel="Guardar">Guardar</an-button>\r

      """)
    XCTAssertEqual(run.err, "an-lint: the diff of 'f.html' is shown escaped (it holds control characters or text a CI log would run as a command), so it cannot be applied; '--fix' makes the change\n"
                   + "an-lint: would fix 2 problems; 2 files would change\n")
    // A `+` or `-` line cannot start a command: only a context line's leading space can.
    let (bytes, escaped) = DiffDisplay.safe(Array("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-::a\r\n+\t::b\n".utf8))
    XCTAssertFalse(escaped)
    XCTAssertEqual(bytes, Array("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-::a\r\n+\t::b\n".utf8))
    XCTAssertEqual(DiffDisplay.safe([0x20, 0xFF, 0x0A]).bytes, Array(" \u{FFFD}\n".utf8))
  }

  func testPrintConfigEscapesWhatTheConfigurationHolds() throws {
    let dir = try fixTestDirectory()
    try dir.write("include: [\"a\\u001b]0;x\\u0007/**/*.html\"]\nscreens: [\"s\\n::warning::x\", \"t\\u200B\"]\n"
                  + "words:\n  role: [\"bo\\u202Etón\", \"##[error]x\", \"\\U000E0001#\"]\n", to: ".linter.yml")
    let run = FixCLIRun(["--print-config", "a.html"], cwd: dir)
    XCTAssertEqual(run.code, 0)
    let lines = run.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines[5], "include: [\"a\\u001B]0;x\\u0007/**/*.html\"]")
    XCTAssertEqual(lines[7], "screens: [\"s\\n::warning::x\", \"t\\u200B\"]")
    XCTAssertEqual(lines[10], "  role: [\"bo\\u202Etón\", \"#\\u0023[error]x\", \"\\U000E0001#\"]")
    // It reads back as the same configuration.
    try dir.write(lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n", to: ".linter.yml")
    XCTAssertEqual(FixCLIRun(["--print-config", "a.html"], cwd: dir).out, run.out)
    // A path quoted in a comment cannot end the comment.
    XCTAssertEqual(FixCLIRun(["--print-config", "x\n::warning::y ##[error]"], cwd: dir).out.split(separator: "\n").first,
                   "# The configuration an-lint applies to x\u{FFFD}::warning::y #\u{FFFD}[error]")
  }
}
