import Foundation
import XCTest

/// The CI's own checks can fail: each script is run here on input it must reject.
final class CIScriptTests: XCTestCase {
  func runScript(_ script: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", RepositoryPaths.root.appendingPathComponent(script).path] + arguments
    var env = ProcessInfo.processInfo.environment
    for name in ["RECORD_SNAPSHOTS", "FIXTURE_RULES", "FIXTURE_FILTER", "DOC_RULES"] { env[name] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testCIRefusesVariablesThatNarrowOrRewriteTests() throws {
    XCTAssertEqual(try runScript(".ci/check-test-environment.sh").status, 0)
    for name in ["RECORD_SNAPSHOTS", "FIXTURE_RULES", "FIXTURE_FILTER", "DOC_RULES"] {
      let result = try runScript(".ci/check-test-environment.sh", environment: [name: "1"])
      XCTAssertEqual(result.status, 1, name)
      XCTAssertEqual(result.output, "test environment: \(name) is set ('1'); it narrows or rewrites the tests, unset it for CI\n")
    }
  }

  func testPortabilityCheckFindsUnguardedCalls() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-portability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try """
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif
    // Glibc.read in a comment is not code
    func good(_ fd: Int32, _ p: UnsafeMutableRawPointer) -> Int {
      #if canImport(Glibc)
      return Glibc.read(fd, p, 1)
      #elseif canImport(Darwin)
      return Darwin.read(fd, p, 1)
      #endif
    }
    #if os(Linux)
    let status = "/proc/self/status"
    #endif

    """.write(to: dir.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try runScript(".ci/check-portability.sh", [dir.path]).status, 0)
    try """
    import Foundation
    func bad(_ fd: Int32, _ p: UnsafeMutableRawPointer) -> Int { Glibc.read(fd, p, 1) }
    #if canImport(Darwin)
    let exe = "/proc/self/exe"
    #endif

    """.write(to: dir.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
    let bad = try runScript(".ci/check-portability.sh", [dir.path])
    XCTAssertEqual(bad.status, 1)
    let file = dir.appendingPathComponent("Bad.swift").path
    XCTAssertEqual(bad.output, """
    \(file):2: Glibc/Musl outside a matching #if guard: func bad(_ fd: Int32, _ p: UnsafeMutableRawPointer) -> Int { Glibc.read(fd, p, 1) }
    \(file):4: /proc path outside a matching #if guard: let exe = "/proc/self/exe"
    portability: guard each platform-specific call with #if canImport(...) / #if os(...)

    """)
  }

  func testTheSourcesArePortable() throws {
    let result = try runScript(".ci/check-portability.sh")
    XCTAssertEqual(result.status, 0, result.output)
  }
}
