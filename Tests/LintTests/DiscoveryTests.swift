import Foundation
import TemplateTestSupport
import XCTest
@testable import Lint

final class DiscoveryTests: XCTestCase {
  private var root = ""
  private var savedDirectory = ""

  override func setUpWithError() throws {
    root = try makeTemporaryDirectory()
    savedDirectory = FileManager.default.currentDirectoryPath
  }

  override func tearDownWithError() throws {
    _ = FileManager.default.changeCurrentDirectoryPath(savedDirectory)
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/locked")
    try? FileManager.default.removeItem(atPath: root)
  }

  private func makeTree() throws {
    for path in [
      "b.html", "a.html", "notes.txt", "view.an", "view.an.html", "Z.html",
      "src/app/home.html", "src/app/card.an.html", "src/b.html",
      "node_modules/pkg/index.html", ".git/hooks/x.html", "vendor/lib/v.html", "deep/er/node_modules/n.html",
    ] {
      try write("<an-text>x</an-text>\n", to: root + "/" + path)
    }
  }

  private func defaultWalker(base: String? = nil) throws -> FileWalker {
    FileWalker(include: try GlobSet(Configuration.defaultInclude),
               exclude: try GlobSet(Configuration.defaultExclude + ["vendor"]), base: base)
  }

  // MARK: Walker

  func testWalkAppliesGlobsSkipsExcludedDirectoriesAndSorts() throws {
    try makeTree()
    let result = try defaultWalker().walk([root])
    XCTAssertEqual(result.files, [
      "Z.html", "a.html", "b.html", "deep/er/node_modules/n.html", "src/app/card.an.html", "src/app/home.html",
      "src/b.html", "view.an", "view.an.html",
    ].map { root + "/" + $0 })
    XCTAssertEqual(result.errors, [])
    // Deterministic: the same again.
    XCTAssertEqual(try defaultWalker().walk([root]), result)
  }

  /// A file name that is not UTF-8 (`caf\xE9.html`, Latin-1) is walked and read by its bytes;
  /// it used to be decoded with U+FFFD, a name that does not exist ("cannot read file").
  func testANameThatIsNotUTF8IsWalkedAndReadByItsBytes() throws {
    let folder = Array((root + "/walk/").utf8)
    let names: [[UInt8]] = [
      Array("caf".utf8) + [0xE9] + Array(".html".utf8),
      Array("caf".utf8) + [0xE8] + Array(".html".utf8),
      Array("caf".utf8) + [0xC3] + Array(".html".utf8),          // a UTF-8 sequence cut short
      Array("caf\u{10FFE9}.html".utf8),                           // valid UTF-8, kept exact
      Array("cafe.html".utf8),
    ]
    try write("<an-text>x</an-text>\n", to: root + "/walk/cafe.html")
    for (index, name) in names.enumerated() { try writeRaw(folder + name, "<an-text>\(index)</an-text>\n") }
    let result = try defaultWalker().walk([root + "/walk"])
    XCTAssertEqual(result.errors, [])
    XCTAssertEqual(result.files.map(PathBytes.display), [
      "cafe.html", "caf\u{FFFD}.html", "caf\u{FFFD}.html", "caf\u{FFFD}.html", "caf\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}.html",
    ].map { root + "/walk/" + $0 })
    XCTAssertEqual(Set(result.files.map(PathBytes.bytes)), Set(names.map { folder + $0 }))
    for (index, name) in names.enumerated() {
      let file = try XCTUnwrap(result.files.first { PathBytes.bytes($0) == folder + name })
      guard case .success(let bytes) = FileReader.read(file) else { return XCTFail("cannot read \(file)") }
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "<an-text>\(index)</an-text>\n")
    }
    XCTAssertEqual(try defaultWalker().walk([root + "/walk"]), result)
  }

  /// Any bytes survive the way into a path string and back; valid UTF-8 is the string itself.
  func testPathBytesRoundTrip() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    for length in 0..<400 {
      let bytes = (0..<(length % 24)).map { _ in next() }.filter { $0 != 0 }
      let path = PathBytes.string(bytes)
      XCTAssertEqual(PathBytes.bytes(path), bytes)
      let decoded = String(decoding: bytes, as: UTF8.self)
      if Array(decoded.utf8) == bytes && !decoded.unicodeScalars.contains(where: { $0.value >= 0x10FF80 }) {
        XCTAssertEqual(path, decoded)
        XCTAssertEqual(PathBytes.display(path), decoded)
      }
      XCTAssertFalse(PathBytes.display(path).unicodeScalars.contains { $0.value >= 0x10FF80 })
    }
    XCTAssertEqual(PathBytes.display(PathBytes.string(Array("a\u{10FFFF}".utf8) + [0xFF])), "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  func testRelativeRootsGivePathsRelativeToTheCurrentDirectory() throws {
    try makeTree()
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    let result = try defaultWalker().walk([".", "src/", "a.html"])
    XCTAssertEqual(result.files, [
      "Z.html", "a.html", "b.html", "deep/er/node_modules/n.html", "src/app/card.an.html", "src/app/home.html",
      "src/b.html", "view.an", "view.an.html",
    ])
    let sub = try defaultWalker().walk(["src"])
    XCTAssertEqual(sub.files, ["src/app/card.an.html", "src/app/home.html", "src/b.html"])
  }

  func testGlobsAreRelativeToTheBase() throws {
    try makeTree()
    let walker = FileWalker(include: try GlobSet(["src/**/*.html"]), exclude: try GlobSet(["src/app/home.html"]),
                            base: root)
    XCTAssertEqual(walker.walk([root + "/src"]).files, [root + "/src/app/card.an.html", root + "/src/b.html"])
    // Without a base the globs are relative to the walk root, where nothing is under `src/`.
    let rootRelative = FileWalker(include: walker.include, exclude: walker.exclude)
    XCTAssertEqual(rootRelative.walk([root + "/src"]).files, [])
  }

  func testExplicitFilesBypassIncludeButNotExclude() throws {
    try makeTree()
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    let result = try defaultWalker().walk(["notes.txt", "node_modules/pkg/index.html", "a.html"])
    XCTAssertEqual(result.files, ["a.html", "notes.txt"])
    XCTAssertEqual(result.ignored, ["node_modules/pkg/index.html"])
  }

  func testMissingPathIsAnError() throws {
    try makeTree()
    let result = try defaultWalker().walk([root + "/missing", root + "/a.html"])
    XCTAssertEqual(result.files, [root + "/a.html"])
    XCTAssertEqual(result.errors.map(\.description),
                   ["\(root)/missing: error: cannot access path: No such file or directory"])
  }

  func testSymlinkLoopTerminatesAndLinkedDirectoriesAreReadOnce() throws {
    try write("x", to: root + "/a/one.html")
    try write("x", to: root + "/real/two.html")
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: root + "/a/loop", withDestinationPath: "..")
    try fm.createSymbolicLink(atPath: root + "/a/self", withDestinationPath: ".")
    try fm.createSymbolicLink(atPath: root + "/alias", withDestinationPath: "real")
    try fm.createSymbolicLink(atPath: root + "/outside", withDestinationPath: root + "/../" + (root as NSString).lastPathComponent + "/real")
    try fm.createSymbolicLink(atPath: root + "/link.html", withDestinationPath: "real/two.html")
    try fm.createSymbolicLink(atPath: root + "/dangling.html", withDestinationPath: "nowhere.html")
    let result = try defaultWalker().walk([root])
    // `real` is read under its own name, not through `alias` or `outside`; so is the file that
    // `link.html` points to.
    XCTAssertEqual(result.files, [root + "/a/one.html", root + "/real/two.html"])
    XCTAssertEqual(result.errors, [])
  }

  /// A file reached both directly and through a symbolic link (to it, or to a folder holding
  /// it) is listed once, under the path that goes through no link; a file reached only through
  /// links, under the first of them; a link to a file the walk does not otherwise reach counts.
  func testAFileReachedThroughALinkIsListedOnce() throws {
    let other = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: other) }
    try write("x", to: root + "/z/real.html")
    try write("x", to: other + "/outside.html")
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: root + "/a.html", withDestinationPath: "z/real.html")
    try fm.createSymbolicLink(atPath: root + "/b.html", withDestinationPath: root + "/z/../z/real.html")
    try fm.createSymbolicLink(atPath: root + "/chain.html", withDestinationPath: "a.html")
    try fm.createSymbolicLink(atPath: root + "/one.html", withDestinationPath: other + "/outside.html")
    try fm.createSymbolicLink(atPath: root + "/two.html", withDestinationPath: other + "/outside.html")
    try fm.createSymbolicLink(atPath: root + "/y", withDestinationPath: other)
    try fm.createSymbolicLink(atPath: root + "/loop.html", withDestinationPath: "loop.html")
    try fm.createSymbolicLink(atPath: root + "/z/up", withDestinationPath: "..")
    let result = try defaultWalker().walk([root])
    XCTAssertEqual(result.files, [root + "/one.html", root + "/z/real.html"])
    XCTAssertEqual(result.errors, [])
    // The same from a relative root, and whatever the walk's start.
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    XCTAssertEqual(try defaultWalker().walk(["."]).files, ["one.html", "z/real.html"])
    XCTAssertEqual(try defaultWalker().walk(["y"]).files, ["y/outside.html"])
  }

  func testLinkedDirectoryOutsideTheTreeIsFollowed() throws {
    let other = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: other) }
    try write("x", to: other + "/shared.html")
    try write("x", to: root + "/own.html")
    try FileManager.default.createSymbolicLink(atPath: root + "/shared", withDestinationPath: other)
    let result = try defaultWalker().walk([root])
    XCTAssertEqual(result.files, [root + "/own.html", root + "/shared/shared.html"])
  }

  func testUnreadableDirectoryIsReportedAndTheWalkGoesOn() throws {
    try write("x", to: root + "/locked/secret.html")
    try write("x", to: root + "/open.html")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: root + "/locked")
    let result = try defaultWalker().walk([root])
    XCTAssertTrue(result.files.contains(root + "/open.html"))
    if let handle = opendir(root + "/locked") {
      // Running as root: permissions do not block reading, so only this assertion is skipped.
      closedir(handle)
      XCTAssertEqual(result.files, [root + "/locked/secret.html", root + "/open.html"])
    } else {
      XCTAssertEqual(result.files, [root + "/open.html"])
      XCTAssertEqual(result.errors.map(\.description),
                     ["\(root)/locked: error: cannot read directory: Permission denied"])
    }
  }

  func testWalkerFromConfiguration() throws {
    try makeTree()
    let config = try Configuration.parse(text: "include: ['src/**']\nexclude: ['**/card*']",
                                         path: root + "/.linter.yml", knownRules: [])
    let walker = try FileWalker(configuration: config)
    XCTAssertEqual(walker.walk([root]).files, [root + "/src/app/home.html", root + "/src/b.html"])
  }

  // MARK: Resolver

  func testNearestConfigurationWins() throws {
    try write("platforms: [ios]\n", to: root + "/.linter.yml")
    try write("platforms: [android]\n", to: root + "/pkg/.linter.yml")
    try write("x", to: root + "/pkg/deep/a.html")
    try write("x", to: root + "/top.html")
    let resolver = ConfigResolver(knownRules: CatalogRules.all, boundary: root)
    let deep = try resolver.configuration(forFile: root + "/pkg/deep/a.html").get()
    XCTAssertEqual(deep.platforms, [.android])
    XCTAssertEqual(deep.directory, root + "/pkg")
    XCTAssertEqual(try resolver.configuration(forFile: root + "/top.html").get().platforms, [.ios])
    XCTAssertEqual(try resolver.configuration(forDirectory: root + "/pkg/deep").get().platforms, [.android])
    // Cached: deleting the file does not change the answer.
    try FileManager.default.removeItem(atPath: root + "/pkg/.linter.yml")
    XCTAssertEqual(try resolver.configuration(forFile: root + "/pkg/deep/b.html").get().platforms, [.android])
  }

  func testNoConfigurationGivesTheDefault() throws {
    try write("x", to: root + "/a/b.html")
    let resolver = ConfigResolver(knownRules: CatalogRules.all, boundary: root)
    XCTAssertEqual(try resolver.configuration(forFile: root + "/a/b.html").get(), Configuration.default)
  }

  func testRelativeFilePathsAndDisplayPathOfErrors() throws {
    try write("platfroms: [ios]\n", to: root + "/.linter.yml")
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    let resolver = ConfigResolver(knownRules: CatalogRules.all, boundary: root)
    guard case .failure(let error) = resolver.configuration(forFile: "x/y.html") else {
      return XCTFail("expected an error")
    }
    XCTAssertEqual(error.description, ".linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?")
    _ = resolver.configuration(forFile: "z.html")
    XCTAssertEqual(resolver.errors, [error])
  }

  func testExplicitConfigurationIsUsedForEveryFile() throws {
    try write("platforms: [ios]\n", to: root + "/.linter.yml")
    try write("platforms: macos\n", to: root + "/other.yml")
    let resolver = ConfigResolver(configPath: root + "/other.yml", knownRules: CatalogRules.all)
    XCTAssertEqual(try resolver.configuration(forFile: root + "/a.html").get().platforms, [.macos])
    XCTAssertEqual(try resolver.configuration(forFile: "/elsewhere/b.html").get().platforms, [.macos])

    let missing = ConfigResolver(configPath: root + "/nope.yml", knownRules: CatalogRules.all)
    guard case .failure(let error) = missing.configuration(forFile: root + "/a.html") else {
      return XCTFail("expected an error")
    }
    XCTAssertEqual(error.description, "\(root)/nope.yml: error: cannot read the configuration file: No such file or directory")
    XCTAssertEqual(missing.errors, [error])
  }

  func testResolverIsSafeToShare() throws {
    try write("languages: [fr]\n", to: root + "/p/.linter.yml")
    for index in 0..<20 { try write("x", to: root + "/p/d\(index)/f.html") }
    let resolver = ConfigResolver(knownRules: CatalogRules.all, boundary: root)
    let root = self.root
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let result = resolver.configuration(forFile: root + "/p/d\(index % 20)/f.html")
      XCTAssertEqual(try? result.get().languages, ["fr"])
    }
  }
}

// MARK: Nested configurations in a walk

extension DiscoveryTests {
  /// The files a run lints from `path` (the current directory being `directory`).
  private func linted(_ path: String, in directory: String, configPath: String? = nil) -> [String] {
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
    var files: [String] = []
    _ = LintRunner.stream(LintRequest(paths: [path], configPath: configPath, threads: 1, configBoundary: root)) {
      if $0.filesLinted > 0 { files.append($0.path) }
    }
    return files
  }

  func testANestedConfigurationsGlobsApplyUnderItWhereverTheWalkStarts() throws {
    let root = self.root
    try write("include: ['top.html', '**/*.an']\nexclude: ['**/skipped.html']\n", to: root + "/.linter.yml")
    try write("exclude: ['b.html', 'gen/**']\n", to: root + "/app/.linter.yml")
    try write("include: ['**/*.an']\n", to: root + "/lib/.linter.yml")
    for path in ["top.html", "other.html", "app/a.html", "app/b.html", "app/sub/b.html", "app/gen/c.html",
                 "app/skipped.html", "lib/x.html", "lib/y.an", "lib/deep/z.an"] {
      try write("<an-view (tap)=\"x()\">a</an-view>\n", to: root + "/" + path)
    }
    // app/ skips b.html at any depth and gen/, not skipped.html (its own globs, from its
    // folder, replace the parent's); lib/ lints only .an files.
    XCTAssertEqual(linted(".", in: root), ["app/a.html", "app/skipped.html", "lib/deep/z.an", "lib/y.an", "top.html"])
    XCTAssertEqual(linted("app", in: root), ["app/a.html", "app/skipped.html"])
    XCTAssertEqual(linted(".", in: root + "/app"), ["a.html", "skipped.html"])
    XCTAssertEqual(linted("lib", in: root), ["lib/deep/z.an", "lib/y.an"])
    XCTAssertEqual(linted(root + "/lib/deep", in: root + "/app"), [root + "/lib/deep/z.an"])
    // A file named on the command line: its nearest configuration's exclude, as before.
    XCTAssertEqual(linted("app/b.html", in: root), [])
    // With --config, that one file's globs apply everywhere.
    XCTAssertEqual(linted(".", in: root, configPath: root + "/.linter.yml"), ["lib/deep/z.an", "lib/y.an", "top.html"])
  }

  func testANestedConfigurationThatExtendsItsParentKeepsThePatternsFrames() throws {
    let root = self.root
    try write("exclude: ['app/old/**']\n", to: root + "/.linter.yml")
    try write("extends: ..\nexclude: ['b.html']\n", to: root + "/app/.linter.yml")
    for path in ["app/a.html", "app/b.html", "app/old/c.html", "app/x/b.html"] {
      try write("<an-view (tap)=\"x()\">a</an-view>\n", to: root + "/" + path)
    }
    // The child's exclude replaces the parent's (lists are replaced, not refined).
    XCTAssertEqual(linted(".", in: root), ["app/a.html", "app/old/c.html"])
    XCTAssertEqual(linted(".", in: root + "/app"), ["a.html", "old/c.html"])
  }
}
