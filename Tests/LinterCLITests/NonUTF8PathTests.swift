import Foundation
import TemplateTestSupport
import XCTest
@testable import LinterCLI
@testable import Lint

/// File names that are not UTF-8 (`caf\xE9.html`, a Latin-1 name) are linted and fixed by their
/// bytes, named on the command line or found in a folder; the report shows each byte that is
/// not UTF-8 as U+FFFD. They used to be decoded with U+FFFD and then opened under that name:
/// "no such file or directory" on the command line, "cannot read file" in a walk.
final class NonUTF8PathTests: XCTestCase {
  static let heading = "<an-text accessibilityRole=\"heading\">Ajustes</an-text>\n"
  static let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".html".utf8)

  static func report(_ path: String) -> String {
    """
    \(path):1:29: error: unknown role 'heading'; did you mean 'header'? [unknown-role]
      1 | <an-text accessibilityRole="heading">Ajustes</an-text>
        |                             ^~~~~~~

    ✖ 1 problem (1 error, 0 warnings, 0 info); 1 file linted, 1 with problems

    """
  }

  func makeFolder() throws -> URL {
    let dir = try fixTestDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("walk"), withIntermediateDirectories: true)
    try writeRaw(Array(dir.appendingPathComponent("walk").path.utf8) + [0x2F] + Self.latin1, Self.heading)
    return dir
  }

  /// The names in `dir/walk`, as bytes.
  func names(_ dir: URL) -> [[UInt8]] {
    guard let handle = opendir(dir.appendingPathComponent("walk").path) else { return [] }
    defer { closedir(handle) }
    var names: [[UInt8]] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  func contents(_ dir: URL, _ name: [UInt8]) throws -> String {
    let path = PathBytes.string(Array(dir.appendingPathComponent("walk").path.utf8) + [0x2F] + name)
    guard case .success(let bytes) = FileReader.read(path) else { throw CocoaError(.fileReadNoSuchFile) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs the built binary through `sh`, so `$(printf 'caf\351.html')` gives it raw bytes.
  func shell(_ arguments: String, cwd: URL) throws -> (code: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \(arguments) --color never", try builtLinter().path]
    process.currentDirectoryURL = cwd
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  func testAFolderWalkLintsANameThatIsNotUTF8() throws {
    let dir = try makeFolder()
    let run = FixCLIRun(["walk"], cwd: dir)
    XCTAssertEqual(run.err, "")
    XCTAssertEqual(run.out, Self.report("walk/caf\u{FFFD}.html"))
    XCTAssertEqual(run.code, 1)
    // A glob the linter expands finds it too.
    let glob = FixCLIRun(["walk/*.html"], cwd: dir)
    XCTAssertEqual([glob.err, glob.out], ["", Self.report("walk/caf\u{FFFD}.html")])
    XCTAssertEqual(glob.code, 1)
    let json = FixCLIRun(["walk", "--format", "json"], cwd: dir)
    XCTAssertTrue(json.out.contains("\"path\":\"walk/caf\u{FFFD}.html\""), json.out)
    XCTAssertEqual(json.code, 1)
  }

  func testANameThatIsNotUTF8OnTheCommandLine() throws {
    let dir = try makeFolder()
    let named = try shell("\"$(printf 'walk/caf\\351.html')\"", cwd: dir)
    XCTAssertEqual(named.err, "")
    XCTAssertEqual(named.out, Self.report("walk/caf\u{FFFD}.html"))
    XCTAssertEqual(named.code, 1)
    // A name that truly does not exist is still one.
    let missing = try shell("\"$(printf 'walk/caf\\350.html')\"", cwd: dir)
    XCTAssertEqual(missing.err, "walk/caf\u{FFFD}.html: error: no such file or directory\n")
    XCTAssertEqual(missing.code, 2)
    // In a folder whose name is not UTF-8, with its own configuration.
    let folder = Array(dir.path.utf8) + Array("/d".utf8) + [0xF1]
    XCTAssertEqual((folder + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } }, 0)
    try writeRaw(folder + Array("/.linter.yml".utf8), "rules:\n  unknown-role: warning\n")
    try writeRaw(folder + Array("/a.html".utf8), Self.heading)
    let inFolder = try shell("\"$(printf 'd\\361')\"", cwd: dir)
    XCTAssertEqual(inFolder.err, "")
    XCTAssertEqual(inFolder.out, Self.report("d\u{FFFD}/a.html")
      .replacingOccurrences(of: "error: unknown", with: "warning: unknown")
      .replacingOccurrences(of: "(1 error, 0 warnings", with: "(0 errors, 1 warning"))
    XCTAssertEqual(inFolder.code, 0)
    // '--config' named so.
    let config = try shell("--config \"$(printf 'd\\361/.linter.yml')\" \"$(printf 'walk/caf\\351.html')\"", cwd: dir)
    XCTAssertEqual(config.out, inFolder.out.replacingOccurrences(of: "d\u{FFFD}/a.html", with: "walk/caf\u{FFFD}.html"))
    XCTAssertEqual(config.code, 0)
    // Standard input named so.
    let stdin = try shell("--stdin --stdin-filename \"$(printf 'd\\361/b.html')\" < \"$(printf 'd\\361/a.html')\"", cwd: dir)
    XCTAssertEqual(stdin.out, inFolder.out.replacingOccurrences(of: "/a.html", with: "/b.html"))
    XCTAssertEqual(stdin.code, 0)
  }

  /// The order of the names and the report are the same with one thread or two.
  func testNamesThatAreNotUTF8GiveTheSameReportWithEveryJobs() throws {
    let dir = try makeFolder()
    let folder = Array(dir.appendingPathComponent("walk").path.utf8) + [0x2F]
    for byte: UInt8 in [0xE8, 0xC3, 0xFF, 0x80] { try writeRaw(folder + Array("caf".utf8) + [byte] + Array(".html".utf8), Self.heading) }
    try writeRaw(folder + Array("cafe.html".utf8), Self.heading)
    let one = FixCLIRun(["walk", "--jobs", "1", "--format", "github"], cwd: dir)
    XCTAssertEqual(one.err, "")
    let lines = one.out.split(separator: "\n").map { $0.prefix { $0 != "," } }
    XCTAssertEqual(lines, ["::error file=walk/cafe.html"] + Array(repeating: "::error file=walk/caf\u{FFFD}.html", count: 5))
    for _ in 0..<3 {
      let two = FixCLIRun(["walk", "--jobs", "2", "--format", "github"], cwd: dir)
      XCTAssertEqual(two.out, one.out)
      XCTAssertEqual(two.err, "")
    }
  }

  /// '--fix' writes the file the bytes name, never a file named with U+FFFD.
  func testFixWritesTheFileNamedByItsBytes() throws {
    let dir = try makeFolder()
    let fixed = "<an-text accessibilityRole=\"header\">Ajustes</an-text>\n"
    let other = Array("caf".utf8) + [0xE8] + Array(".html".utf8)
    try writeRaw(Array(dir.appendingPathComponent("walk").path.utf8) + [0x2F] + other, Self.heading)
    let dry = FixCLIRun(["--fix-dry-run", "walk"], cwd: dir)
    XCTAssertEqual(dry.out, """
      --- "a/walk/caf\\350.html"
      +++ "b/walk/caf\\350.html"
      @@ -1 +1 @@
      -<an-text accessibilityRole="heading">Ajustes</an-text>
      +<an-text accessibilityRole="header">Ajustes</an-text>
      --- "a/walk/caf\\351.html"
      +++ "b/walk/caf\\351.html"
      @@ -1 +1 @@
      -<an-text accessibilityRole="heading">Ajustes</an-text>
      +<an-text accessibilityRole="header">Ajustes</an-text>

      """)
    XCTAssertEqual(dry.err, "an-lint: would fix 2 problems; 2 files would change\n")
    let run = FixCLIRun(["--fix", "walk"], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: fixed 2 problems; 2 files changed\n")
    XCTAssertEqual(run.out, "no problems; 2 files linted\n")
    XCTAssertEqual(run.code, 0)
    XCTAssertEqual(names(dir), [other, Self.latin1])
    XCTAssertEqual(try contents(dir, Self.latin1), fixed)
    XCTAssertEqual(try contents(dir, other), fixed)
    // Named on the command line.
    try writeRaw(Array(dir.appendingPathComponent("walk").path.utf8) + [0x2F] + Self.latin1, Self.heading)
    let named = try shell("--fix \"$(printf 'walk/caf\\351.html')\"", cwd: dir)
    XCTAssertEqual(named.err, "an-lint: fixed 1 problem; 1 file changed\n")
    XCTAssertEqual(named.code, 0)
    XCTAssertEqual(names(dir), [other, Self.latin1])
    XCTAssertEqual(try contents(dir, Self.latin1), fixed)
  }

  /// A report or baseline file whose name is not UTF-8 is refused with a message that says so
  /// (it used to be written under a name with U+FFFD).
  func testAnOutputNameThatIsNotUTF8IsRefused() throws {
    let dir = try makeFolder()
    for option in ["--output", "--baseline", "--write-baseline"] {
      let run = try shell("walk \(option) \"$(printf 'r\\351.txt')\"", cwd: dir)
      XCTAssertEqual(run.err, "an-lint: error: option '\(option)' needs a file name that is valid UTF-8, not 'r\u{FFFD}.txt'\nRun 'an-lint --help' for usage.\n")
      XCTAssertEqual(run.out, "")
      XCTAssertEqual(run.code, 2)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), [".linter.yml", "walk"])
  }
}
