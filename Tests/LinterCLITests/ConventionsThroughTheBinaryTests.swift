import Foundation
import XCTest
@testable import LinterCLI

/// The command-line conventions through the built `an-lint` executable: for each, the binary
/// gives exactly what `LinterCLI.run` gives in process (where `AdoptionCLITests` asserts the
/// exact text), plus its exit status.
extension AdoptionCLITests {
  func testEachConventionBehavesTheSameThroughTheBinary() throws {
    let helper = self
    let dir = try helper.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try helper.write("<an-view (tap)=\"go()\"></an-view>\n<an-image src=\"x.png\"></an-image>\n", "src/bad.html", in: dir)
    try helper.write("<an-button>Guardar</an-button>\n", "src/good.html", in: dir)
    try helper.write("<p>{ user@example.com <div>\n", "docs/page.html", in: dir)
    let cases: [(args: [String], code: Int32)] = [
      (["src"], 1),
      (["--exit-zero", "src"], 0),
      (["--statistics", "src"], 1),
      (["--select", "image-needs-label", "src"], 0),  // warnings only
      (["--ignore", "tap-needs-button-role,image-needs-label", "src"], 0),
      (["--rule", "image-needs-label=warn", "--format", "json", "src/bad.html"], 1),
      (["--exclude", "src/bad.html", "src"], 0),
      (["src/**/*.html"], 1),
      (["--max-warnings", "0", "--ignore", "tap-needs-button-role", "src"], 1),
      (["docs"], 0),
      (["missing.html"], 2),
      (["--print-config", "src/bad.html"], 0),
      (["--list-rules", "--format", "json"], 0),
    ]
    for (args, code) in cases {
      let binary = try runBinary(args, cwd: dir)
      let inProcess = helper.run(args, cwd: dir)
      XCTAssertEqual(binary.code, code, args.joined(separator: " ") + ": " + binary.err)
      XCTAssertEqual(inProcess.code, code, args.joined(separator: " "))
      XCTAssertEqual(binary.out, inProcess.out, args.joined(separator: " "))
      XCTAssertEqual(binary.err, inProcess.err, args.joined(separator: " "))
    }
    // '-' reads standard input.
    let input = dir.appendingPathComponent("src/bad.html")
    let fromStdin = try runBinary(["-"], cwd: dir, stdin: try FileHandle(forReadingFrom: input))
    XCTAssertEqual(fromStdin.code, 1)
    XCTAssertTrue(fromStdin.out.contains("[tap-needs-button-role]"), fromStdin.out)
    // 'init' writes a commented configuration once and refuses to overwrite it.
    let fresh = dir.appendingPathComponent("fresh")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    XCTAssertEqual(try runBinary(["init"], cwd: fresh).code, 0)
    XCTAssertTrue(try String(contentsOf: fresh.appendingPathComponent(".linter.yml"), encoding: .utf8).hasPrefix("#"))
    XCTAssertEqual(try runBinary(["init"], cwd: fresh).code, 2)
  }
}
