import Foundation
import XCTest
@testable import Reporters
import Lint
import TemplateSyntax
import AccessibilityModel

/// The one fixed report every golden file is rendered from.
enum Fixture {
  static let pathA = "src/app/home.component.html"
  static let pathB = "src/my app/100% ,:ü.html"
  static let sourceRoot = "/work/my project"

  static let textA = """
    <an-view>
    \t<an-image src="logo.png"></an-image>
      <an-text>👋 Héllo</an-text> <an-icon role="buton"></an-icon>
    </an-view>
    """
  static let textB = """
    <an-button (tap)="go()"></an-button>
        <an-button   (tap)="go()"></an-button>
    """

  static let rules: [RuleDescription] = [
    RuleDescription(id: "button-name", summary: "Buttons have an accessible name",
                    rationale: "A button without a name is announced as \"button\" only.",
                    defaultSeverity: .error, tags: ["contract"], isFixable: true),
    RuleDescription(id: "image-alt", summary: "Images have alternative text",
                    rationale: "Screen readers read the file name of an image without alt text.",
                    defaultSeverity: .error, tags: ["contract"], isFixable: true, isPlatformDependent: true),
    RuleDescription(id: "prefer-native", summary: "Prefer native primitives",
                    rationale: "Native primitives carry their semantics on every platform.",
                    defaultSeverity: .warning, tags: ["naming"]),
    RuleDescription(id: "screen-title", summary: "Screens have a title",
                    rationale: "The title is announced when the screen appears.",
                    defaultSeverity: .info, tags: ["screens"]),
    RuleDescription(id: "unknown-role", summary: "Roles are known",
                    rationale: "An unknown role is ignored by the host: the element has no role at all.",
                    defaultSeverity: .warning, tags: ["contract", "naming"], isFixable: true),
    RuleDescription(id: "unused-rule", summary: "A rule with no findings",
                    rationale: "Listed in SARIF rules all the same.", defaultSeverity: .info, tags: ["linter"]),
  ]

  /// Byte range of the `occurrence`-th (0-based) `needle` in `text`.
  static func range(of needle: String, in text: String, occurrence: Int = 0) -> ByteRange {
    let hay = Array(text.utf8)
    let n = Array(needle.utf8)
    var found = -1
    var i = 0
    while i + n.count <= hay.count {
      if Array(hay[i..<(i + n.count)]) == n {
        found += 1
        if found == occurrence { return ByteRange(i, i + n.count) }
      }
      i += 1
    }
    fatalError("\(needle) not found")
  }

  static func finding(_ rule: String, _ severity: Severity, _ message: String, file: SourceFile, range: ByteRange,
                      platforms: [Platform] = [], fix: Fix? = nil, suppression: SuppressionInfo? = nil) -> Finding {
    let index = LineIndex(file)
    var f = Finding(ruleID: rule, severity: severity, message: message, path: file.path, range: range,
                    platforms: platforms, fix: fix)
    let start = index.position(of: Int(range.start))
    f.span = SourceSpan(start: start, end: index.position(of: Int(range.end)))
    f.lineText = file.text(index.lineRange(start.line))
    f.suppression = suppression
    return f
  }

  static var report: LintReport {
    let a = SourceFile(path: pathA, text: textA)
    let b = SourceFile(path: pathB, text: textB)
    let image = range(of: "<an-image src=\"logo.png\">", in: textA)
    let altInsert = ByteRange(Int(image.start) + 9, Int(image.start) + 9)
    let role = range(of: "role=\"buton\"", in: textA)
    let buton = range(of: "buton", in: textA)
    let button1 = range(of: "<an-button (tap)=\"go()\">", in: textB)
    let button2 = range(of: "<an-button   (tap)=\"go()\">", in: textB)
    let findings = [
      finding("screen-title", .info, "Screen has no title", file: a, range: ByteRange(0, textA.utf8.count)),
      finding("image-alt", .error, "<an-image> needs \"alt\" text & a description", file: a, range: image,
              platforms: [.ios, .android],
              fix: Fix(description: "Add an empty alt", edits: [TextEdit(range: altInsert, replacement: " alt=\"\"")],
                       applicability: .suggestion)),
      finding("prefer-native", .warning, "Use <an-text> semantics", file: a,
              range: range(of: "<an-text>", in: textA),
              suppression: SuppressionInfo(justification: "decorative \"quoted\"")),
      finding("unknown-role", .warning, "Unknown role \"buton\" in <an-icon> & co.\nDid you mean 'button'?",
              file: a, range: role,
              fix: Fix(description: "Replace with \"button\"", edits: [TextEdit(range: buton, replacement: "button")])),
      finding("button-name", .error, "Button has no accessible name", file: b, range: button1,
              fix: Fix(description: "Add aria-label", edits: [
                TextEdit(range: button1, replacement: "<an-button (tap)=\"go()\" aria-label=\"Go\">"),
              ])),
      finding("button-name", .error, "Button has no accessible name", file: b, range: button2),
    ]
    return LintReport(findings: findings, filesLinted: 3, rules: rules,
                      errors: ["cannot read \"missing.html\": No such file or directory"])
  }

  static var options: ReporterOptions { ReporterOptions(color: false, sourceRoot: sourceRoot) }
}

/// Compares `actual` with `Snapshots/<name>`; `RECORD_SNAPSHOTS=1` rewrites the file.
func assertSnapshot(_ actual: [UInt8], named name: String, filePath: StaticString = #filePath,
                    file: StaticString = #file, line: UInt = #line) {
  let dir = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("Snapshots")
  let url = dir.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    XCTAssertNoThrow(try Data(actual).write(to: url), file: file, line: line)
    return
  }
  guard let expected = try? Data(contentsOf: url) else {
    XCTFail("missing snapshot \(name); run with RECORD_SNAPSHOTS=1", file: file, line: line)
    return
  }
  if Array(expected) != actual {
    XCTFail("""
      snapshot \(name) differs; run with RECORD_SNAPSHOTS=1 to re-record. Actual:
      \(String(decoding: actual, as: UTF8.self))
      """, file: file, line: line)
  }
}
