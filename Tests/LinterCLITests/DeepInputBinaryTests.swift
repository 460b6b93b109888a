import Foundation
import XCTest
@testable import LinterCLI

/// Issue 13, items 2 and 3, through the built binary: expressions and elements nested 100,000
/// deep give the parse errors a run in process gives, and `tree` prints them; nothing crashes.
final class DeepInputBinaryTests: XCTestCase {
  static let depth = 100_000

  /// The form, the offset of its error from the expression's start.
  static let forms: [(name: String, text: String, errorAt: Int)] = [
    ("parentheses", String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth), 256),
    ("ternaries", String(repeating: "a?b:", count: depth) + "c", 1025),
    ("negations", String(repeating: "!", count: depth) + "a", depth - 1024),
    ("members", "a" + String(repeating: ".b", count: depth), 0),
    ("arrays", String(repeating: "[", count: depth) + String(repeating: "]", count: depth), 256),
    ("sums", Array(repeating: "a", count: depth).joined(separator: " + "), 0),
    ("calls", String(repeating: "f(", count: depth) + String(repeating: ")", count: depth), 513),
  ]

  func testDeepExpressionsLintAndPrintAsTrees() throws {
    let dir = try fixTestDirectory()
    for form in Self.forms {
      let name = "\(form.name).html"
      try dir.write("<an-text [accessibilityLabel]=\"\(form.text)\">x</an-text>\n<an-text>{{ \(form.text) }}</an-text>\n"
                    + "@if (\(form.text)) {<an-text>z</an-text>}\n", to: name)
      let lint = try runBinary(["--format", "json", name], cwd: dir)
      XCTAssertEqual(lint.code, 1, "\(form.name): \(lint.err)")
      let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [String: Any], form.name)
      let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
      let shown = findings.map { f -> String in
        let start = f["start"] as? [String: Any]
        return "\(start?["line"] as? Int ?? 0):\(start?["column"] as? Int ?? 0) \(f["ruleId"] as? String ?? ""): \(f["message"] as? String ?? "")"
      }
      XCTAssertEqual(shown, [
        "1:\(32 + form.errorAt) parse-error: expression nested too deeply",
        "2:\(13 + form.errorAt) parse-error: expression nested too deeply",
        "3:\(6 + form.errorAt) parse-error: expression nested too deeply",
      ], form.name)

      let tree = try runBinary(["tree", name], cwd: dir)
      XCTAssertEqual(tree.code, 0, "\(form.name): \(tree.err)")
      XCTAssertEqual(tree.err, "")
      let lines = tree.out.split(separator: "\n").map(String.init)
      XCTAssertEqual(lines.map { String($0.prefix(16)) },
                     ["[.staticText] la", "[.staticText] la", "@if (" + String(form.text.prefix(11)), "  [.staticText] "], form.name)
      XCTAssertEqual(lines.last, "  [.staticText] label=\"z\"")
    }
  }

  /// Elements and `@if` blocks nested 100,000 deep: linted and printed (indentation capped).
  func testDeepElementsAndBlocksLintAndPrintAsTrees() throws {
    let dir = try fixTestDirectory()
    let n = Self.depth
    try dir.write(String(repeating: "<an-view>", count: n) + "<an-button (tap)=\"go()\">Ir</an-button>" + String(repeating: "</an-view>", count: n) + "\n",
                  to: "views.html")
    try dir.write(String(repeating: "@if (a) {", count: n) + "<an-button (tap)=\"go()\">Ir</an-button>" + String(repeating: "}", count: n) + "\n",
                  to: "ifs.html")
    for name in ["views.html", "ifs.html"] {
      let lint = try runBinary(["--format", "json", name], cwd: dir)
      XCTAssertEqual(lint.code, 0, "\(name): \(lint.err)")
      XCTAssertTrue(lint.out.contains("\"findings\":[]"), "\(name): \(lint.out.prefix(400))")
    }
    let views = try runBinary(["tree", "views.html"], cwd: dir)
    XCTAssertEqual(views.code, 0, views.err)
    XCTAssertEqual(views.out, "[.button] label=\"Ir\"\n")
    let ifs = try runBinary(["tree", "ifs.html"], cwd: dir)
    XCTAssertEqual(ifs.code, 0, ifs.err)
    let lines = ifs.out.split(separator: "\n")
    XCTAssertEqual(lines.count, 20_001)
    XCTAssertEqual(lines.last, "… 80001 more rows (at most 20000 are printed)")
    XCTAssertEqual(lines[19_999], Substring(String(repeating: "  ", count: 64) + "[depth 19999] @if (a)"))
  }
}
