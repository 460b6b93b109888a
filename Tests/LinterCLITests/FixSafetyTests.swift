import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `an-lint` executable, next to the test bundle (`swift build --build-tests` and
/// `swift test` build it).
func builtLinter() throws -> URL {
  var candidates: [URL] = []
  for bundle in Bundle.allBundles {
    candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("an-lint"))
  }
  if let exe = Bundle.main.executableURL { candidates.append(exe.deletingLastPathComponent().appendingPathComponent("an-lint")) }
  candidates.append(CLITests.root.appendingPathComponent(".build/debug/an-lint"))
  for url in candidates where FileManager.default.isExecutableFile(atPath: url.path) { return url }
  XCTFail("the an-lint executable is not built next to the tests (run 'swift build --build-tests')")
  throw CocoaError(.fileNoSuchFile)
}

/// Runs the built binary; returns its exit status, stdout and stderr (through files, so a
/// full pipe never blocks it).
@discardableResult
func runBinary(_ args: [String], cwd: URL, stdin: FileHandle? = nil, stdout: FileHandle? = nil) throws -> (code: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = try builtLinter()
  process.arguments = args
  process.currentDirectoryURL = cwd
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("out")
  let errURL = scratch.appendingPathComponent("err")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  process.standardOutput = stdout ?? out
  process.standardError = err
  process.standardInput = stdin ?? FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
}

/// Issue 13, item 1: `--fix` never writes stale offsets, never follows a link that appeared
/// after the lint, keeps permissions, owners and hard links, and two runs at once agree.
final class FixSafetyTests: XCTestCase {
  static let bad = "<an-text accessibilityRole=\"heading\">Ajustes</an-text>\n<an-button accessibilityLabel=\"Guardar.\" (tap)=\"go()\"></an-button>\n"
  static let good = "<an-text accessibilityRole=\"header\">Ajustes</an-text>\n<an-button accessibilityLabel=\"Guardar\" (tap)=\"go()\"></an-button>\n"

  func lint(_ dir: URL, _ paths: [String]) -> (LintRun, LintRequest) {
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(dir.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let request = LintRequest(paths: paths, threads: 1)
    return (LintRunner.run(request), request)
  }

  func fix(_ dir: URL, _ run: LintRun, _ request: LintRequest) -> (FixCommand.Outcome, String) {
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(dir.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let err = FixTestBuffer()
    let io = CommandIO(writeOut: { _ in }, writeOutBytes: { _ in }, writeErr: { err.append(Array($0.utf8)) },
                       readStdin: { [] }, stdoutIsTerminal: false, environment: [:])
    return (FixCommand.apply(run: run, request: request, dryRun: false, io: io), err.string)
  }

  func testAFileEditedAfterTheLintIsFixedFromItsNewBytes() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    let (run, request) = lint(dir, ["a.html"])
    // Someone inserts a line before the findings once the lint is done: the old offsets
    // would delete the wrong byte.
    try dir.write("<!-- edited -->\n" + Self.bad, to: "a.html")
    let (outcome, err) = fix(dir, run, request)
    XCTAssertEqual(err, "an-lint: fixed 2 problems; 1 file changed\n")
    XCTAssertFalse(outcome.failed)
    XCTAssertEqual(try dir.read("a.html"), "<!-- edited -->\n" + Self.good)
  }

  func testTheWriteIsAbandonedWhenTheFileChangesBeforeTheRename() throws {
    let dir = try fixTestDirectory()
    try dir.write("hola\n", to: "a.txt")
    let path = dir.appendingPathComponent("a.txt").path
    XCTAssertThrowsError(try AtomicFile.write(Array("adiós\n".utf8), to: path, before: { false })) { error in
      XCTAssertEqual((error as? AtomicFile.Failure)?.changed, true)
    }
    XCTAssertEqual(try dir.read("a.txt"), "hola\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), [".linter.yml", "a.txt"])

    // A locked snapshot sees a change of content (same size) and a replacement of the file.
    guard case .success(let snapshot) = LockedFile.open(path, exclusive: false) else { return XCTFail("cannot open") }
    defer { snapshot.close() }
    XCTAssertTrue(snapshot.isUnchanged())
    let handle = try FileHandle(forWritingTo: dir.appendingPathComponent("a.txt"))
    try handle.write(contentsOf: Data("HOLA\n".utf8))
    try handle.close()
    XCTAssertFalse(snapshot.isUnchanged())
  }

  func testALinkThatAppearsAfterTheLintIsNotFollowed() throws {
    let dir = try fixTestDirectory()
    let outside = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    try outside.write(Self.bad, to: "target.html")
    let (run, request) = lint(dir, ["a.html"])
    try FileManager.default.removeItem(at: dir.appendingPathComponent("a.html"))
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("a.html").path,
                                               withDestinationPath: outside.appendingPathComponent("target.html").path)
    let (outcome, err) = fix(dir, run, request)
    XCTAssertTrue(outcome.failed)
    XCTAssertEqual(err, "a.html: error: became a symbolic link after it was linted; not fixed\nan-lint: fixed 0 problems; 0 files changed\n")
    XCTAssertEqual(try outside.read("target.html"), Self.bad)
  }

  func testAReadOnlyFileIsRefused() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    XCTAssertEqual(chmod(dir.appendingPathComponent("a.html").path, 0o444), 0)
    let run = FixCLIRun(["--fix", "a.html"], cwd: dir)
    XCTAssertEqual(run.code, 2)
    XCTAssertTrue(run.err.hasPrefix("a.html: error: is read-only (mode 444); not fixed\n"), run.err)
    XCTAssertEqual(try dir.read("a.html"), Self.bad)
    XCTAssertEqual(try dir.mode("a.html"), 0o444)
  }

  func testHardLinksAreKept() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    XCTAssertEqual(link(dir.appendingPathComponent("a.html").path, dir.appendingPathComponent("b.txt").path), 0)
    var before = stat()
    XCTAssertEqual(stat(dir.appendingPathComponent("a.html").path, &before), 0)
    let run = FixCLIRun(["--fix", "a.html"], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: fixed 2 problems; 1 file changed\n")
    var after = stat()
    XCTAssertEqual(stat(dir.appendingPathComponent("a.html").path, &after), 0)
    XCTAssertEqual(after.st_ino, before.st_ino)
    XCTAssertEqual(after.st_nlink, 2)
    XCTAssertEqual(try dir.read("b.txt"), Self.good)
  }

  func testAFileOfAnotherOwnerKeepsItsOwnerAndInode() throws {
    guard geteuid() == 0 else { throw XCTSkip("needs root to give a file away") }
    let dir = try fixTestDirectory()
    try dir.write(Self.bad, to: "a.html")
    let path = dir.appendingPathComponent("a.html").path
    XCTAssertEqual(chown(path, 4321, 4321), 0)
    var before = stat()
    XCTAssertEqual(stat(path, &before), 0)
    let run = FixCLIRun(["--fix", "a.html"], cwd: dir)
    XCTAssertEqual(run.err, "an-lint: fixed 2 problems; 1 file changed\n")
    var after = stat()
    XCTAssertEqual(stat(path, &after), 0)
    XCTAssertEqual(after.st_ino, before.st_ino)
    XCTAssertEqual(after.st_uid, 4321)
    XCTAssertEqual(try dir.read("a.html"), Self.good)
  }

  func testTemporaryFilesAreRemovedByTheSignalCleanup() throws {
    let dir = try fixTestDirectory()
    try dir.write("partial", to: ".a.html.an-lint-XXXX")
    let path = dir.appendingPathComponent(".a.html.an-lint-XXXX").path
    let slot = TemporaryFiles.register(path)
    XCTAssertGreaterThanOrEqual(slot, 0)
    XCTAssertEqual(TemporaryFiles.registered, [path])
    TemporaryFiles.removeAll()
    TemporaryFiles.unregister(slot)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    XCTAssertEqual(TemporaryFiles.registered, [])
  }

  func testAnInterruptedFixLeavesNoTemporaryFile() throws {
    // A real process killed with SIGTERM in the middle of many writes.
    let dir = try fixTestDirectory()
    for i in 0..<150 { try dir.write(String(repeating: Self.bad, count: 40), to: "f\(i).html") }
    let process = Process()
    process.executableURL = try builtLinter()
    process.arguments = ["--fix", "--jobs", "1", "."]
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until it starts writing, then stop it.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let fixed = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".html") }
        .contains { (try? dir.read($0))?.hasPrefix(Self.good) == true }
      if fixed { break }
      usleep(2000)
    }
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".an-lint-") }
    XCTAssertEqual(leftovers, [])
    // Every file is either untouched or completely fixed.
    for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".html") {
      let text = try dir.read(name)
      XCTAssertTrue(text == String(repeating: Self.bad, count: 40) || text == String(repeating: Self.good, count: 40), name)
    }
  }

  func testTwoConcurrentFixRunsGiveTheResultOfOne() throws {
    let single = try fixTestDirectory()
    let twice = try fixTestDirectory()
    let bodies = (0..<120).map { i in
      "<an-view>\n" + String(repeating: "  <an-button accessibilityLabel=\"Paso \(i)&period;\" (tap)=\"go()\"></an-button>\n", count: 1 + i % 7)
        + "  <an-text accessibilityRole=\"heading\">¡Hecho \(i)!</an-text>\n</an-view>\n"
    }
    for (i, body) in bodies.enumerated() {
      try single.write(body, to: "f\(i).html")
      try twice.write(body, to: "f\(i).html")
    }
    try runBinary(["--fix", "."], cwd: single)
    let exe = try builtLinter()
    let runs = (0..<2).map { _ -> Process in
      let p = Process()
      p.executableURL = exe
      p.arguments = ["--fix", "."]
      p.currentDirectoryURL = twice
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      return p
    }
    for p in runs { try p.run() }
    for p in runs { p.waitUntilExit() }
    for p in runs { XCTAssertNotEqual(p.terminationStatus, 2) }
    var differences = 0
    for i in 0..<120 where try single.read("f\(i).html") != twice.read("f\(i).html") { differences += 1 }
    XCTAssertEqual(differences, 0)
    XCTAssertEqual(try single.read("f3.html"), "<an-view>\n" + String(repeating: "  <an-button accessibilityLabel=\"Paso 3\" (tap)=\"go()\"></an-button>\n", count: 4)
      + "  <an-text accessibilityRole=\"header\">¡Hecho 3!</an-text>\n</an-view>\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: twice.path).filter { $0.contains(".an-lint-") }, [])
  }
}

/// Issue 13, item 2: fixes keep the meaning of what they touch.
final class FixMeaningTests: XCTestCase {
  func fixed(_ label: String) throws -> String {
    let dir = try fixTestDirectory()
    try dir.write("<an-button accessibilityLabel=\"\(label)\" (tap)=\"go()\"></an-button>\n", to: "a.html")
    _ = FixCLIRun(["--fix", "a.html"], cwd: dir)
    let text = try dir.read("a.html")
    let prefix = "<an-button accessibilityLabel=\""
    guard text.hasPrefix(prefix), let end = text.range(of: "\" (tap)") else { return text }
    return String(text[text.index(text.startIndex, offsetBy: prefix.count)..<end.lowerBound])
  }

  func testACharacterReferenceIsRemovedWholeNeverCut() throws {
    XCTAssertEqual(try fixed("Guardar&period;"), "Guardar")
    XCTAssertEqual(try fixed("Guardar&#46;"), "Guardar")
    XCTAssertEqual(try fixed("Guardar&#x21; "), "Guardar")
    XCTAssertEqual(try fixed("Caf&eacute;."), "Caf&eacute;")
    XCTAssertEqual(try fixed("Guardar;"), "Guardar")
  }

  func testPairedPunctuationGoesAsAPair() throws {
    XCTAssertEqual(try fixed("¡Listo!"), "Listo")
    XCTAssertEqual(try fixed("¡ Listo !"), "Listo")
    XCTAssertEqual(try fixed("&iexcl;Listo&excl;"), "Listo")
    XCTAssertEqual(try fixed("¿Borrar?"), "¿Borrar?")
    XCTAssertEqual(try fixed("¿Borrar?."), "¿Borrar?")
    XCTAssertEqual(try fixed("«Guardar»."), "«Guardar»")
    XCTAssertEqual(try fixed("¿Qué؟"), "¿Qué؟")
    // The opener does not begin the value: no fix rather than a broken pair.
    XCTAssertEqual(try fixed("Hola ¡Listo!"), "Hola ¡Listo!")
  }

  func testBoundStringsKeepTheirPairsAndEscapes() throws {
    let dir = try fixTestDirectory()
    try dir.write("<an-button [accessibilityLabel]=\"on ? '¡Sí!' : 'Hecho\\.'\" (tap)=\"go()\"></an-button>\n", to: "a.html")
    _ = FixCLIRun(["--fix", "a.html"], cwd: dir)
    XCTAssertEqual(try dir.read("a.html"), "<an-button [accessibilityLabel]=\"on ? 'Sí' : 'Hecho\\.'\" (tap)=\"go()\"></an-button>\n")
  }
}
