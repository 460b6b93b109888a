import Foundation
import XCTest
@testable import Lint

/// `.gitignore` / `.ignore` patterns, and the walker honouring them.
final class IgnoreFileTests: XCTestCase {
  func decide(_ file: IgnoreFile, _ path: String, directory: Bool = false) -> String {
    switch file.match(path, isDirectory: directory) {
    case nil: return "-"
    case true?: return "ignored"
    case false?: return "kept"
    }
  }

  func testPatternSemantics() {
    let file = IgnoreFile(text: """
      # a comment
      \\#hash.html
      *.log
      build/
      /root-only.html
      docs/*.html
      **/gen/**
      a/**/z.html
      dist
      !dist/keep.html
      !important.log
      trailing.html   \n\
      space\\ .html
      {x}.html

      """)
    XCTAssertEqual(decide(file, "#hash.html"), "ignored")
    XCTAssertEqual(decide(file, "# a comment"), "-")
    XCTAssertEqual(decide(file, "x.log"), "ignored")
    XCTAssertEqual(decide(file, "deep/er/x.log"), "ignored")
    XCTAssertEqual(decide(file, "important.log"), "kept")
    XCTAssertEqual(decide(file, "sub/important.log"), "kept")
    // Trailing `/`: directories only, at any depth.
    XCTAssertEqual(decide(file, "build", directory: true), "ignored")
    XCTAssertEqual(decide(file, "src/build", directory: true), "ignored")
    XCTAssertEqual(decide(file, "build"), "-")
    // Leading `/` anchors; an inner `/` anchors too.
    XCTAssertEqual(decide(file, "root-only.html"), "ignored")
    XCTAssertEqual(decide(file, "sub/root-only.html"), "-")
    XCTAssertEqual(decide(file, "docs/a.html"), "ignored")
    XCTAssertEqual(decide(file, "x/docs/a.html"), "-")
    XCTAssertEqual(decide(file, "docs/sub/a.html"), "-")
    // `**`.
    XCTAssertEqual(decide(file, "p/gen/q.html"), "ignored")
    XCTAssertEqual(decide(file, "a/z.html"), "ignored")
    XCTAssertEqual(decide(file, "a/b/c/z.html"), "ignored")
    // The last matching pattern wins.
    XCTAssertEqual(decide(file, "dist", directory: true), "ignored")
    XCTAssertEqual(decide(file, "dist/keep.html"), "kept")
    // Unescaped trailing spaces are dropped, an escaped one stays; braces are literal.
    XCTAssertEqual(decide(file, "trailing.html"), "ignored")
    XCTAssertEqual(decide(file, "space .html"), "ignored")
    XCTAssertEqual(decide(file, "space.html"), "-")
    XCTAssertEqual(decide(file, "{x}.html"), "ignored")
    XCTAssertEqual(decide(file, "x.html"), "-")
    XCTAssertTrue(IgnoreFile(text: "# only\n\n   \n/\n!\n").isEmpty)
  }

  func testTheWhitelistIdiom() {
    let file = IgnoreFile(text: "*\n!*/\n!*.html\nsecret/\n")
    XCTAssertEqual(decide(file, "src", directory: true), "kept")
    XCTAssertEqual(decide(file, "src/a.html"), "kept")
    XCTAssertEqual(decide(file, "src/a.ts"), "ignored")
    XCTAssertEqual(decide(file, "x/secret", directory: true), "ignored")
  }

  // MARK: Walks

  private var root = ""

  override func setUpWithError() throws {
    root = try makeTemporaryDirectory()
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func tree(_ files: [String: String]) throws {
    for (path, text) in files { try write(text, to: root + "/" + path) }
  }

  private func walk(_ paths: [String]? = nil, ignoring: Bool = true) throws -> [String] {
    let walker = FileWalker(include: try GlobSet(Configuration.defaultInclude), exclude: try GlobSet(Configuration.defaultExclude),
                            base: root, respectIgnoreFiles: ignoring)
    let prefix = root + "/"
    return walker.walk(paths ?? [root]).files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
  }

  func testGitignoredFoldersAreNotWalkedUnlessIgnoringIsOff() throws {
    try tree([
      ".gitignore": "dist/\n*.gen.html\n!keep.gen.html\n",
      "a.html": "", "dist/out.html": "", "src/x.gen.html": "", "src/keep.gen.html": "",
      "src/.gitignore": "local.html\n!/x.gen.html\n", "src/local.html": "", "local.html": "",
      "src/.ignore": "keep.gen.html\n",
      "types.d.ts": "", "app.component.ts": "",
    ])
    XCTAssertEqual(try walk(), ["a.html", "app.component.ts", "local.html", "src/x.gen.html"])
    XCTAssertEqual(try walk(ignoring: false), [
      "a.html", "app.component.ts", "dist/out.html", "local.html", "src/keep.gen.html", "src/local.html", "src/x.gen.html",
    ])
    // A file named explicitly is linted even when ignored; an ignored directory named explicitly is walked.
    XCTAssertEqual(try walk([root + "/dist/out.html", root + "/dist"]), ["dist/out.html"])
  }

  func testTheRepositoryRootGitignoreAppliesWhenWalkingInsideIt() throws {
    try tree([
      ".git/HEAD": "ref: refs/heads/main\n",
      ".gitignore": "generated/\n/app/top.html\n",
      "app/.ignore": "sub/skip.html\n",
      "app/sub/generated/g.html": "", "app/sub/a.html": "", "app/sub/skip.html": "", "app/top.html": "",
    ])
    // Walking `app/sub`: the repository's `.gitignore` and `app/.ignore` still apply.
    XCTAssertEqual(try walk([root + "/app/sub"]), ["app/sub/a.html"])
    XCTAssertEqual(try walk([root + "/app"]), ["app/sub/a.html"])
    XCTAssertEqual(try walk([root + "/app/sub"], ignoring: false),
                   ["app/sub/a.html", "app/sub/generated/g.html", "app/sub/skip.html"])
    // Without `.git`, nothing above the walk root is read.
    try FileManager.default.removeItem(atPath: root + "/.git")
    XCTAssertEqual(try walk([root + "/app/sub"]), ["app/sub/a.html", "app/sub/generated/g.html", "app/sub/skip.html"])
    XCTAssertEqual(try walk([root + "/app"]), ["app/sub/a.html", "app/sub/generated/g.html", "app/top.html"])
  }
}
