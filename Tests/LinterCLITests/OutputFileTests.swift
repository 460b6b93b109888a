import Foundation
import XCTest
@testable import LinterCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE` opens what is at the path and writes into it (ESLint's and ruff's
/// `--output-file`): a named pipe gets the report, a symbolic link's target is written, a
/// file keeps its permissions and hard links; an open or write error is a message naming the
/// path, exit 2.
final class OutputFileTests: XCTestCase {
  static let template = "<an-view>\n<an-button accessibilityLabel=\"Guardar.\" (tap)=\"s()\">x</an-button>\n</an-view>\n"

  /// A folder with `a.html` (one info finding) and the JSON report an-lint prints for it.
  func project() throws -> (dir: URL, report: String) {
    let dir = try fixTestDirectory()
    try dir.write(Self.template, to: "a.html")
    let printed = CLITests.runCommand(["a.html", "-f", "json"], cwd: dir)
    XCTAssertEqual(printed.code, 0)
    XCTAssertTrue(printed.out.hasPrefix("{\"version\":1,"), printed.out)
    return (dir, printed.out)
  }

  func testANamedPipeGetsTheReport() throws {
    let (dir, report) = try project()
    let fifo = dir.appendingPathComponent("pipe").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    // The streamed report, and the whole-run one ('--write-baseline' needs the whole run).
    for extra in [[], ["--write-baseline", "base"]] {
      final class Box: @unchecked Sendable { var bytes = Data() }
      let box = Box()
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        // Blocks until the linter opens the pipe; reads to its end (the linter's close).
        if let handle = FileHandle(forReadingAtPath: fifo) { box.bytes = handle.readDataToEndOfFile() }
        done.signal()
      }
      let run = CLITests.runCommand(["a.html", "-f", "json", "-o", "pipe"] + extra, cwd: dir)
      XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
      XCTAssertEqual(run.code, 0, "\(extra)")
      XCTAssertEqual(run.out, "")
      XCTAssertEqual(String(decoding: box.bytes, as: UTF8.self), report, "\(extra)")
      var st = stat()
      XCTAssertEqual(lstat(fifo, &st), 0)
      XCTAssertEqual(st.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
    }
  }

  func testASymbolicLinkIsFollowedAndAFileKeepsItsModeAndHardLinks() throws {
    let (dir, report) = try project()
    try dir.write("t\n", to: "tgt")
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("lnk").path, withDestinationPath: "tgt")
    try dir.write("old old old old old old old old old old old old old old old old old old old old old\n".padding(
      toLength: report.utf8.count + 100, withPad: "x", startingAt: 0), to: "r")
    XCTAssertEqual(chmod(dir.appendingPathComponent("r").path, 0o600), 0)
    XCTAssertEqual(link(dir.appendingPathComponent("r").path, dir.appendingPathComponent("r2").path), 0)
    for extra in [[], ["--write-baseline", "base"]] {
      XCTAssertEqual(CLITests.runCommand(["a.html", "-f", "json", "-o", "lnk"] + extra, cwd: dir).code, 0)
      XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("lnk").path), "tgt")
      XCTAssertEqual(try dir.read("tgt"), report, "\(extra)")

      // Truncated: a longer old content leaves nothing behind.
      XCTAssertEqual(CLITests.runCommand(["a.html", "-f", "json", "-o", "r"] + extra, cwd: dir).code, 0)
      XCTAssertEqual(try dir.read("r"), report, "\(extra)")
      XCTAssertEqual(try dir.read("r2"), report, "\(extra): the hard link is the same file")
      XCTAssertEqual(try dir.mode("r"), 0o600)
      var st = stat()
      XCTAssertEqual(stat(dir.appendingPathComponent("r").path, &st), 0)
      XCTAssertEqual(st.st_nlink, 2)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(),
                   [".linter.yml", "a.html", "base", "lnk", "r", "r2", "tgt"], "no temporary file is left")
  }

  func testAPathThatCannotBeOpenedFailsBeforeLintingWithItsName() throws {
    let (dir, _) = try project()
    // A link into a folder that does not exist: the open fails (for root as well).
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling").path,
                                               withDestinationPath: "nowhere/report.json")
    try dir.write("kept\n", to: "read-only")
    XCTAssertEqual(chmod(dir.appendingPathComponent("read-only").path, 0o444), 0)
    let dangling = CLITests.runCommand(["a.html", "-f", "json", "-o", "dangling", "--fix"], cwd: dir)
    XCTAssertEqual(dangling.code, 2)
    XCTAssertEqual(dangling.out, "")
    XCTAssertEqual(dangling.err, "an-lint: error: cannot write 'dangling': No such file or directory\n")
    XCTAssertEqual(try dir.read("a.html"), Self.template, "nothing was fixed")
    if geteuid() != 0 {   // root may write a read-only file
      let readOnly = CLITests.runCommand(["a.html", "-o", "read-only"], cwd: dir)
      XCTAssertEqual(readOnly.code, 2)
      XCTAssertEqual(readOnly.out, "")
      XCTAssertEqual(readOnly.err, "an-lint: error: cannot write 'read-only': Permission denied\n")
      XCTAssertEqual(try dir.read("read-only"), "kept\n")
    }
  }

  /// A write that fails (here past the file size limit, `ulimit -f`, as a full disk would):
  /// a message naming the path, exit 2, for the streamed and the whole-run report.
  func testAWriteErrorIsAMessageAndExitTwo() throws {
    let dir = try fixTestDirectory()
    for i in 0..<40 { try dir.write("<an-button (tap)=\"go()\"></an-button>\n", to: "f\(i).html") }
    // The streamed report, and the whole-run one ('--fix' needs the whole run).
    for extra in [[], ["--fix"]] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      // 1 block of 512 bytes: the report is longer; SIGXFSZ ignored, so the write fails with EFBIG.
      process.arguments = ["-c", "ulimit -f 1; trap '' XFSZ; exec \"$0\" \"$@\"", try builtLinter().path,
                           ".", "-f", "json", "-o", "report.json"] + extra
      process.currentDirectoryURL = dir
      let err = Pipe()
      process.standardError = err
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 2, "\(extra)")
      XCTAssertEqual(message.split(separator: "\n").first { $0.hasPrefix("an-lint: error:") },
                     "an-lint: error: cannot write 'report.json': File too large", "\(extra)")
    }
  }
}
