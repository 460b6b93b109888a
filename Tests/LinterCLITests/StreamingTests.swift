import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint
import Reporters

/// The command line streams its report: the same bytes for every `--jobs`, the same bytes
/// as the whole report rendered at once, and output written while files are still linted.
final class StreamingTests: XCTestCase {
  static let formats = ["text", "json", "sarif", "github", "checkstyle", "gitlab"]

  func testEveryFormatIsByteIdenticalForEveryJobCountAndToTheWholeReport() throws {
    let root = CLITests.root
    for format in Self.formats {
      let one = CLITests.runCommand(["fixtures", "--format", format, "--jobs", "1"], cwd: root)
      XCTAssertEqual(one.code, 1, format)
      XCTAssertGreaterThan(one.out.utf8.count, 1000, format)
      for jobs in ["2", "4"] {
        let many = CLITests.runCommand(["fixtures", "--format", format, "--jobs", jobs], cwd: root)
        XCTAssertEqual(many.code, one.code, "\(format) --jobs \(jobs)")
        XCTAssertEqual(many.err, one.err, "\(format) --jobs \(jobs)")
        XCTAssertTrue(many.out == one.out, "\(format) --jobs \(jobs): the output differs from --jobs 1")
      }
      // The whole run rendered at once (what the fixer and the baseline writer use).
      let previous = FileManager.default.currentDirectoryPath
      _ = FileManager.default.changeCurrentDirectoryPath(root.path)
      defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
      let run = LintRunner.run(LintRequest(paths: ["fixtures"], threads: 3))
      let whole = Reporters.named(format)!.render(run.report, options: ReporterOptions(color: false, sourceRoot: root.path))
      XCTAssertTrue(String(decoding: whole, as: UTF8.self) == one.out, "\(format): streamed and whole output differ")
    }
  }

  func testOutputFileHasTheBytesOfStandardOutput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-out-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    for format in Self.formats {
      let file = dir.appendingPathComponent("report.\(format)")
      let written = CLITests.runCommand(["fixtures", "--format", format, "--jobs", "2", "-o", file.path], cwd: CLITests.root)
      let printed = CLITests.runCommand(["fixtures", "--format", format, "--jobs", "2"], cwd: CLITests.root)
      XCTAssertEqual(written.code, 1, format)
      XCTAssertEqual(written.out, "", format)
      XCTAssertTrue(try String(contentsOf: file, encoding: .utf8) == printed.out, format)
    }
    // Nothing is left behind but the reports.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(),
                   Self.formats.map { "report.\($0)" }.sorted())
  }

  /// 300 files with findings and a clean last one; when the first bytes of the report reach
  /// standard output, the last file is given a problem: it is in the report, so the output
  /// was written before the last file was read.
  func testTheReportIsWrittenWhileFilesAreStillLinted() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-early-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "platforms: [ios, android]\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    for i in 0..<300 {
      let buttons = String(repeating: "  <an-button (tap)=\"go(\(i))\"></an-button>\n", count: 4)
      try "<an-view>\n\(buttons)</an-view>\n".write(to: dir.appendingPathComponent(String(format: "f%03d.html", i)),
                                                    atomically: true, encoding: .utf8)
    }
    let last = dir.appendingPathComponent("z.html")
    try "<an-text>Hola</an-text>\n".write(to: last, atomically: true, encoding: .utf8)
    for format in ["text", "checkstyle", "gitlab"] {
      try "<an-text>Hola</an-text>\n".write(to: last, atomically: true, encoding: .utf8)
      var chunks = 0
      var out: [UInt8] = []
      let io = CommandIO(writeOut: { out += Array($0.utf8) }, writeOutBytes: { bytes in
        if chunks == 0 { try? "<an-button (tap)=\"late()\"></an-button>\n".write(to: last, atomically: false, encoding: .utf8) }
        chunks += 1
        out += bytes
      }, writeErr: { _ in }, readStdin: { [] }, stdoutIsTerminal: false, environment: [:])
      let code = LinterCLI.run([dir.path, "--format", format, "--jobs", "2"], io: io)
      XCTAssertEqual(code, 1, format)
      XCTAssertGreaterThan(chunks, 1, format)
      let text = String(decoding: out, as: UTF8.self)
      XCTAssertTrue(text.contains("z.html"), "\(format): the last file's finding is missing")
    }
  }
}
