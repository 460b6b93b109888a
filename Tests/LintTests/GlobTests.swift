import XCTest
@testable import Lint

final class GlobTests: XCTestCase {
  /// (pattern, path, matches)
  private let table: [(String, String, Bool)] = [
    // `**/` prefixes
    ("**/*.html", "a.html", true),
    ("**/*.html", "src/app/a.html", true),
    ("**/*.html", "a.htm", false),
    ("**/*.html", "a.html/b", false),
    ("**/*.an.html", "x/y.an.html", true),
    ("**/*.an", "x/y.an.html", false),
    // `*` does not cross `/`
    ("src/*.html", "src/a.html", true),
    ("src/*.html", "src/x/a.html", false),
    ("src/*", "src/.hidden", true),
    ("*", "anything/at/all", true),
    // `**` in the middle matches zero or more segments
    ("a/**/b", "a/b", true),
    ("a/**/b", "a/x/b", true),
    ("a/**/b", "a/x/y/b", true),
    ("a/**/b", "a/x/y/c", false),
    ("a/**/**/b", "a/b", true),
    ("**/x/**/y.html", "p/x/q/y.html", true),
    // trailing `/**`: everything under, not the directory itself
    (".git/**", ".git/HEAD", true),
    (".git/**", ".git/objects/ab/cd", true),
    (".git/**", ".git", false),
    (".git/**", "sub/.git/HEAD", false),
    ("node_modules/**", "node_modules/pkg/index.html", true),
    ("**", "a", true),
    ("**", "a/b/c", true),
    // no `/`: basename at any depth
    ("*.html", "a/b/c.html", true),
    ("node_modules", "node_modules", true),
    ("node_modules", "a/node_modules", true),
    ("node_modules", "a/node_modules/x", false),
    ("vendor/", "deep/vendor", true),
    // a leading `/` or `./` anchors
    ("/*.html", "a.html", true),
    ("/*.html", "d/a.html", false),
    ("./a.html", "a.html", true),
    ("./a.html", "d/a.html", false),
    ("src/a.html", "x/src/a.html", false),
    // `?`
    ("a?c", "abc", true),
    ("a?c", "ac", false),
    ("a?c", "a/c", false),
    ("file?.html", "file1.html", true),
    // sets
    ("[abc].html", "b.html", true),
    ("[abc].html", "d.html", false),
    ("[a-c]x", "cx", true),
    ("[!a-c]x", "dx", true),
    ("[!a-c]x", "ax", false),
    ("[^a-c]x", "ax", false),
    ("[]]x", "]x", true),
    ("[!]]x", "ax", true),
    ("[é]", "é", true),
    // alternatives
    ("*.{html,an}", "a.an", true),
    ("*.{html,an}", "a.html", true),
    ("*.{html,an}", "a.htm", false),
    ("{src,lib/**}/*.html", "src/a.html", true),
    ("{src,lib/**}/*.html", "lib/x/y/a.html", true),
    ("{src,lib/**}/*.html", "test/a.html", false),
    ("a{b,c{d,e}}f", "acef", true),
    ("a{b,c{d,e}}f", "acf", false),
    ("{a}", "a", true),
    ("x.{,bak}", "x.", true),
    // escapes
    ("\\*.html", "*.html", true),
    ("\\*.html", "a.html", false),
    ("a\\{b\\}", "a{b}", true),
    // stars
    ("a*b*c", "aXbYc", true),
    ("a*b*c", "abc", true),
    ("a*b*c", "acb", false),
    ("a**b", "aXXb", true),
    ("a**b", "aX/Xb", false),
    ("*.html", ".html", true),
    // case-sensitive, normalised paths
    ("*.HTML", "a.html", false),
    ("src/*.html", "./src/a.html", true),
    ("src/*.html", "src//a.html", true),
    ("src/*.html", "", false),
  ]

  func testMatchingTable() throws {
    for (pattern, path, expected) in table {
      let glob = try Glob(pattern)
      XCTAssertEqual(glob.matches(path), expected, "'\(pattern)' on '\(path)'")
    }
  }

  func testMatchesEverythingInDirectory() throws {
    let cases: [(String, String, Bool)] = [
      (".build/**", ".build", true),
      (".build/**", "x/.build", false),
      ("**/gen/**", "a/b/gen", true),
      ("**/gen/**", "gen", true),
      ("**", "anything", true),
      ("src/*.html", "src", false),
      ("node_modules", "node_modules", false),
    ]
    for (pattern, directory, expected) in cases {
      XCTAssertEqual(try Glob(pattern).matchesEverything(inDirectory: directory), expected, "'\(pattern)' on '\(directory)'")
    }
  }

  func testGlobSetExclusion() throws {
    let set = try GlobSet(["node_modules", ".build/**", "*.min.html"])
    XCTAssertTrue(set.excludesDirectory("a/node_modules"))
    XCTAssertTrue(set.excludesDirectory(".build"))
    XCTAssertFalse(set.excludesDirectory("src"))
    XCTAssertTrue(set.excludesFile("a/node_modules/x/y.html"))
    XCTAssertTrue(set.excludesFile(".build/debug/a.html"))
    XCTAssertTrue(set.excludesFile("src/a.min.html"))
    XCTAssertFalse(set.excludesFile("src/a.html"))
    XCTAssertFalse(try GlobSet([]).matches("a"))
  }

  func testErrors() {
    let cases: [(String, String)] = [
      ("", "invalid glob '': the pattern is empty"),
      ("/", "invalid glob '/': the pattern matches no path; expected a name after '/'"),
      ("src/[ab", "invalid glob 'src/[ab': unterminated '['; expected ']'"),
      ("{a,b", "invalid glob '{a,b': unterminated '{'; expected '}'"),
      ("a}", "invalid glob 'a}': unmatched '}'; write '\\}' for a literal brace"),
      ("a\\", "invalid glob 'a\\': '\\' at the end escapes nothing; expected a character after it"),
      ("[z-a]", "invalid glob '[z-a]': the range 'z-a' is reversed; expected the lower bound first"),
      (String(repeating: "{a,b}", count: 11), "invalid glob '\(String(repeating: "{a,b}", count: 11))': '{…}' expands to more than 1024 alternatives"),
    ]
    for (pattern, message) in cases {
      XCTAssertThrowsError(try Glob(pattern), pattern) { error in
        XCTAssertEqual((error as? GlobError)?.description, message)
      }
    }
  }

  func testPathUtilities() {
    XCTAssertEqual(PathUtilities.normalize("a/./b//c/../d/"), "a/b/d")
    XCTAssertEqual(PathUtilities.normalize("../a/.."), "..")
    XCTAssertEqual(PathUtilities.normalize("/../a"), "/a")
    XCTAssertEqual(PathUtilities.normalize("./"), ".")
    XCTAssertEqual(PathUtilities.directoryName(of: "a/b/.linter.yml"), "a/b")
    XCTAssertEqual(PathUtilities.directoryName(of: ".linter.yml"), ".")
    XCTAssertEqual(PathUtilities.directoryName(of: "/x"), "/")
    XCTAssertEqual(PathUtilities.relative("/a/b/c", to: "/a"), "b/c")
    XCTAssertEqual(PathUtilities.relative("/a", to: "/a"), "")
    XCTAssertEqual(PathUtilities.relative("/ab", to: "/a"), nil)
    XCTAssertEqual(PathUtilities.relative("/x", to: "/"), "x")
    XCTAssertEqual(PathUtilities.join(".", "a"), "a")
    XCTAssertEqual(PathUtilities.join("src/", "a"), "src/a")
    XCTAssertEqual(PathUtilities.join("src", "a"), "src/a")
  }

  /// `normalize` returns a path as it is when its check says it is already normal: on every
  /// path made of these pieces (up to four), that is exactly what collapsing it would give.
  func testTheNormalPathShortcutAgreesWithCollapsing() {
    let pieces = ["a", "bc", ".", "..", "", ".h", "x.y", "..z", "é"]
    var shortcuts = 0
    func visit(_ path: String, _ depth: Int) {
      for start in [path, "/" + path] {
        let collapsed = PathUtilities.collapsed(start)
        XCTAssertEqual(PathUtilities.normalize(start), collapsed, start)
        if PathUtilities.isNormalized(start) {
          XCTAssertEqual(collapsed, start, start)
          shortcuts += 1
        }
      }
      guard depth < 4 else { return }
      for piece in pieces { visit(path.isEmpty && depth == 0 ? piece : path + "/" + piece, depth + 1) }
    }
    visit("", 0)
    XCTAssertEqual(PathUtilities.isNormalized("/"), true)
    XCTAssertEqual(PathUtilities.isNormalized("a/"), false)
    XCTAssertGreaterThan(shortcuts, 1000)
  }

  /// A set of globs matches a path exactly when one of its globs does.
  func testAGlobSetMatchesWhenOneOfItsGlobsDoes() throws {
    let patterns = ["**/*.html", "src/**", "*.ts", "a/b/c", "**/screens/*.an"]
    let set = try GlobSet(patterns)
    for path in ["x.html", "a/b/x.html", "src/y", "z.ts", "a/z.ts", "a/b/c", "a/screens/m.an", "screens/m.an", "q", "./x.html"] {
      XCTAssertEqual(set.matches(path), try patterns.contains { try Glob($0).matches(path) }, path)
    }
    XCTAssertFalse(try GlobSet([]).matches("a"))
  }
}
