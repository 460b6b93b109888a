import AccessibilityModel
import XCTest
@testable import Lint
import TemplateSyntax

/// Inputs that must neither crash the linter nor make it quadratic: deep nesting, thousands of
/// findings on one minified line, binary and non-UTF-8 bytes.
final class PathologicalInputTests: XCTestCase {
  func testHundredThousandNestedViewsLintClean() {
    let depth = 100_000
    let text = String(repeating: "<an-view>", count: depth) + "<an-text>fondo</an-text>" + String(repeating: "</an-view>", count: depth)
    XCTAssertEqual(TestLint.all(text).map(\.ruleID), [])
  }

  func testThousandsOfFindingsOnOneMinifiedLine() {
    let count = 5_000
    // each `</an-text>` is a stray end tag (the views still open at the end close silently)
    let tag = "<an-view accessible=\"false\"></an-text>"
    let findings = TestLint.all(String(repeating: tag, count: count))
    XCTAssertEqual(findings.count, count)
    XCTAssertTrue(findings.allSatisfy { $0.ruleID == "parse-error" && $0.lineText == nil })
    XCTAssertEqual(findings.first.map { "\($0.line):\($0.column)" }, "1:31")
    XCTAssertEqual(findings.last.map { "\($0.line):\($0.column)" }, "1:\((count - 1) * tag.count + 31)")
    XCTAssertEqual(findings.last?.message, "unexpected end tag '</an-text>': no '<an-text>' is open")
  }

  func testBinaryAndNonUTF8FilesGiveOneFinding() {
    let set = RuleSet(configuration: .default)
    let binary = FileLinter.lint(SourceFile(path: "b.html", bytes: Array("<an-".utf8) + [0x61, 0x00, 0x62]), ruleSet: set)
    XCTAssertEqual(binary.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" },
                   ["1:6 parse-error file contains a NUL byte: it looks binary and is skipped"])
    // Bytes with no primitive are not ours: nothing, binary or not.
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "c.html", bytes: [0x3C, 0x61, 0x00, 0x62, 0xFF]), ruleSet: set).count, 0)
    let latin1 = FileLinter.lint(SourceFile(path: "l.html", bytes: Array("<an-text>Canci".utf8) + [0xF3, 0x6E]), ruleSet: set)
    XCTAssertEqual(latin1.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" },
                   ["1:15 parse-error file is not valid UTF-8 (byte 0xF3): it is skipped; save it as UTF-8"])
  }
}

/// Random templates built from the pieces real ones are made of — primitives, every prop form,
/// events, blocks, comments, directives, broken markup — go through the whole pipeline (parse,
/// model, every rule, suppressions, the published tree on every platform) without a crash, and
/// every finding lies inside its file.
final class WholePipelineFuzzTests: XCTestCase {
  static let pieces = [
    "<an-view", "<an-button", "<an-text", "<an-image", "<an-link", "<an-switch", "<an-radio", "<an-slider", "<an-modal",
    "<an-text-field", "<app-card", "<div", ">", "/>", "</an-view>", "</an-button>", "</an-text>", "</an-modal>", "</div>",
    " accessibilityRole=\"button\"", " [accessibilityRole]=\"x ? 'header' : 'text'\"", " accessibilityRole=\"radio\"",
    " accessibilityRole=\"summary\"", " [accessibilityRole]=\"'heading'\"", " accessibilityRole=\"none\"",
    " accessibilityLabel=\"Guardar\"", " accessibilityLabel=\"\"", " [accessibilityLabel]=\"a ? 'Favorito activado' : 'Favorito'\"",
    " accessibilityLabel=\"Botón cerrar.\"", " accessibilityLabel=\"زر إرسال\"", " accessibilityHint=\"Toca dos veces\"",
    " [accessibilityState]=\"{ checked: 'mixed', busy: b, expanded: true, pressed: 1 }\"", " accessibilityState=\"x\"",
    " accessible=\"false\"", " accessible=\"true\"", " [accessible]=\"'false'\"", " (tap)=\"go()\"", " (longPress)=\"m()\"",
    " (accessibilityEscape)=\"close()\"", " accessibilityViewIsModal", " accesibilityLabel=\"x\"", "Cerrar", "aquí", "{{ a }}",
    "{{ ", " }}", "@if (a) {", "} @else {", "}", "@for (x of xs; track x) {", "@switch (m) {", "@case (1) {", "@let v = 1;",
    "<!-- an-lint-disable-next-line tap-needs-button-role -->", "<!-- an-lint-disable -->", "<!--", "\n", "\r\n", " ",
    "texto", "&amp;", "&#", "{n, plural, =1 {a} other {b}}", "\"", "'", "=", "<", "@", "é", "🎛",
  ]

  func testRandomTemplatesNeverBreakThePipeline() {
    var state: UInt64 = 2026
    func next() -> UInt64 {  // a 64-bit LCG: deterministic, good enough to pick pieces
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 17
    }
    let ruleSet = RuleSet(configuration: try! Configuration.parse(text: "screens: [\"**\"]\n", path: "/f/.linter.yml",
                                                                 knownRules: RuleRegistry.descriptions))
    for n in 0..<300 {
      var text = ""
      for _ in 0..<Int(next() % 120) { text += Self.pieces[Int(next() % UInt64(Self.pieces.count))] }
      let source = SourceFile(path: "f\(n).html", text: text)
      let findings = FileLinter.lint(source, ruleSet: ruleSet, isScreen: true)
      for f in findings {
        XCTAssertLessThanOrEqual(Int(f.range.end), source.bytes.count, "f\(n): \(f.ruleID) outside the file")
        XCTAssertNotNil(f.span)
      }
      let model = AccessibilityTree(syntax: TemplateParser.parse(source))
      for platform in Platform.allCases { _ = PublishedTree(model: model, platform: platform) }
    }
  }
}
