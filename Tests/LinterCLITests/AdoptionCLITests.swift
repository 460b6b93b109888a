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
}
