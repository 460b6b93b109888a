import XCTest
@testable import Lint
import TemplateSyntax

/// Inline templates: extraction from `@Component({ template: … })`, the offset map, and lint
/// findings at the `.ts` file's own lines and columns.
final class InlineTemplateTests: XCTestCase {
  let ruleSet = RuleSet(configuration: .default)

  func lines(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
  }

  static let template = """
    <an-view>
      <an-text accessibilityRole="heading">Ajustes</an-text>
      <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
      <an-image src="logo.png"></an-image>
      <!-- an-lint-disable-next-line unknown-role -->
      <an-view accessibilityRole="radiogroup" accessibilityLabel="Envío"></an-view>
      <an-view (tap)="abrir()"><an-text>Más</an-text></an-view>
    </an-view>

    """

  func testAnInlineTemplateGivesTheFindingsOfTheSameHTMLAtTheFilesPositions() {
    let html = FileLinter.lint(SourceFile(path: "a.html", text: "\n" + Self.template), ruleSet: ruleSet)
    XCTAssertGreaterThanOrEqual(html.count, 4)
    let ts = """
      import { Component } from '@angular/core';

      // @Component({ template: `<an-view (tap)="x()"></an-view>` }) in a comment is not a component
      @Component({
        selector: 'app-ajustes',
        template: `
      \(Self.template)`,
        styles: [`:host { display: block; }`],
      })
      export class AjustesComponent {}

      """
    let findings = FileLinter.lint(SourceFile(path: "a.component.ts", text: ts), ruleSet: ruleSet)
    // The template's line 1 is the line of the backtick: line 6 of the file.
    let expected = html.map { "\($0.line + 5):\($0.column) \($0.ruleID) \($0.message)" }
    XCTAssertEqual(lines(findings), expected)
    XCTAssertEqual(findings.map(\.suppression), html.map(\.suppression))
    XCTAssertEqual(findings.map(\.lineText), html.map(\.lineText))
    // Ranges and fix edits are offsets in the `.ts` file: they cover the same text.
    let tsBytes = Array(ts.utf8)
    let htmlBytes = Array(("\n" + Self.template).utf8)
    for (f, h) in zip(findings, html) {
      XCTAssertEqual(Array(tsBytes[Int(f.range.start)..<Int(f.range.end)]), Array(htmlBytes[Int(h.range.start)..<Int(h.range.end)]))
      XCTAssertEqual(f.fix?.edits.map(\.replacement), h.fix?.edits.map(\.replacement))
      for (fe, he) in zip(f.fix?.edits ?? [], h.fix?.edits ?? []) {
        XCTAssertEqual(Array(tsBytes[Int(fe.range.start)..<Int(fe.range.end)]),
                       Array(htmlBytes[Int(he.range.start)..<Int(he.range.end)]))
      }
    }
    XCTAssertEqual(findings.filter { $0.fix != nil }.count, 2)
  }

  func testSeveralComponentsAndQuotedTemplatesWithEscapes() {
    let ts = #"""
      @Component({ selector: 'a', template: '<an-text accessibilityRole=\'heading\'>Hola</an-text>' })
      class A {}
      @Component({
        template: "<an-view>\n  <an-button accessibilityLabel=\"Enviar.\" (tap)=\"go()\"></an-button>\n</an-view>",
        selector: 'b',
      })
      class B {}
      @Component({ selector: 'c', templateUrl: './c.html' })
      class C {}
      """#
    let findings = FileLinter.lint(SourceFile(path: "x.ts", text: ts), ruleSet: ruleSet)
    XCTAssertEqual(lines(findings), [
      "1:69 unknown-role unknown role 'heading'; did you mean 'header'?",
      "4:59 label-trailing-punctuation label 'Enviar.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
    // The first fix replaces `heading` inside `\'…\'`; the second removes the `.`.
    let bytes = Array(ts.utf8)
    let fixes = findings.compactMap(\.fix)
    XCTAssertEqual(fixes.count, 2)
    XCTAssertEqual(fixes.flatMap(\.edits).map { String(decoding: bytes[Int($0.range.start)..<Int($0.range.end)], as: UTF8.self) },
                   ["heading", "."])
  }

  func testATypeScriptFileWithoutAnInlineTemplateGivesNothing() {
    let sources = [
      "export const x = 1;\n",
      "@Component({ selector: 'a', templateUrl: './a.html' }) class A {}\n",
      "const template: string = `<an-view (tap)=\"x()\"></an-view>`;\n",
      "/* @Component({ template: `<an-view (tap)=\"x()\"></an-view>` }) */ class A {}\n",
      "const s = '@Component({ template: `<an-view (tap)=\"x()\"></an-view>` })';\n",
      "@Component({ template: `<div>{{ a }} @if (x) {</div>` }) class A {}\n",
    ]
    for source in sources {
      XCTAssertEqual(lines(FileLinter.lint(SourceFile(path: "a.ts", text: source), ruleSet: ruleSet)), [], source)
    }
    // A declaration file is never linted.
    let component = "@Component({ template: `<an-view (tap)=\"x()\"></an-view>` }) class A {}\n"
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "a.d.ts", text: component), ruleSet: ruleSet).count, 0)
    XCTAssertEqual(FileLinter.lint(SourceFile(path: "a.ts", text: component), ruleSet: ruleSet).map(\.ruleID),
                   ["tap-needs-button-role"])
  }

  func testExtractionDecodesEscapesAndSubstitutions() throws {
    let ts = #"@Component({ template: `<an-text>\`a\` \\ ${ x + `${y}` } b</an-text>`, }) class A {}"#
    let templates = InlineTemplates.extract(Array(ts.utf8))
    XCTAssertEqual(templates.count, 1)
    let t = try XCTUnwrap(templates.first)
    XCTAssertEqual(String(decoding: t.bytes, as: UTF8.self), "<an-text>`a` \\ {{ substitution }} b</an-text>")
    XCTAssertEqual(t.quote, .backtick)
    XCTAssertFalse(t.isVerbatim)
    let bytes = Array(ts.utf8)
    // `<an-text>` maps one to one; the escaped backtick maps to the escape `\``.
    XCTAssertEqual(t.fileOffset(0), Int(t.contentRange.start))
    XCTAssertEqual(String(decoding: bytes[t.fileRange(ByteRange(9, 12)).start.int..<t.fileRange(ByteRange(9, 12)).end.int], as: UTF8.self),
                   "\\`a\\`")
    // Inside the substitution: the whole `${…}`.
    let sub = t.fileRange(ByteRange(18, 20))
    XCTAssertEqual(String(decoding: bytes[sub.start.int..<sub.end.int], as: UTF8.self), "${ x + `${y}` }")
    XCTAssertNil(t.exactFileOffset(19))
    XCTAssertEqual(t.exactFileOffset(t.bytes.count), Int(t.contentRange.end))
    // Escaping for each kind of literal.
    XCTAssertEqual(t.escaped("a`b\\c${d}$e"), "a\\`b\\\\c\\${d}$e")
    let single = InlineTemplate(quote: .single, contentRange: ByteRange(0, 0), bytes: [])
    XCTAssertEqual(single.escaped("it's\n\"x\""), "it\\'s\\n\"x\"")
  }

  func testUnicodeEscapesAndPlainBacktickTemplatesMapExactly() throws {
    let ts = "@Component({template: 'Env\\u00EDo \\u{1F600}\\uD83D\\uDE00\\x41\\\n!'}) class A {}"
    let t = try XCTUnwrap(InlineTemplates.extract(Array(ts.utf8)).first)
    XCTAssertEqual(String(decoding: t.bytes, as: UTF8.self), "Envío 😀😀A!")
    let plain = "@Component({template: `<an-view>\n</an-view>`}) class A {}"
    let p = try XCTUnwrap(InlineTemplates.extract(Array(plain.utf8)).first)
    XCTAssertTrue(p.isVerbatim)
    XCTAssertEqual(p.templateStarts.count, 1)
    XCTAssertEqual(p.fileOffset(5), Int(p.contentRange.start) + 5)
  }

  func testMethodsRegexesAndLineContinuationsBeforeTheTemplateAreSkipped() throws {
    let ts = "@Component({\r\n  selector: 'a\\\r\nb', host() { return { x: /}[)]/g, y: `}${ '{' }` }; },\r\n"
      + "  ['computed']: 1,\r\n  template: \"<an-text>Hola</an-text>\",\r\n}) class A {}\r\n"
    let templates = InlineTemplates.extract(Array(ts.utf8))
    XCTAssertEqual(templates.map { String(decoding: $0.bytes, as: UTF8.self) }, ["<an-text>Hola</an-text>"])
    let t = try XCTUnwrap(templates.first)
    XCTAssertEqual(String(decoding: Array(ts.utf8)[Int(t.contentRange.start)..<Int(t.contentRange.end)], as: UTF8.self),
                   "<an-text>Hola</an-text>")
  }

  func testTheTemplatePreCheckIsAByteSearch() {
    XCTAssertTrue(InlineTemplates.mayContainTemplate(Array("{ template : `x` }".utf8)))
    XCTAssertTrue(InlineTemplates.mayContainTemplate(Array("{ 'template': `x` }".utf8)))
    XCTAssertFalse(InlineTemplates.mayContainTemplate(Array("{ templateUrl: 'x', template }".utf8)))
    XCTAssertFalse(InlineTemplates.mayContainTemplate(Array("tttt".utf8)))
  }

  func testUnterminatedOrPathologicalTypeScriptEndsQuietly() {
    let sources = [
      "@Component({ template: `<an-view (tap)=\"x()\">",
      "@Component({ template: '<an-view (tap)=\"x()\">\n' })",
      "@Component({ template: " + String(repeating: "`${", count: 10_000),
      "@Component({ template: `a` + `<an-view (tap)=\"x()\"></an-view>` })",
      String(repeating: "@Component({ template: /", count: 2_000),
    ]
    for source in sources {
      XCTAssertEqual(FileLinter.lint(SourceFile(path: "a.ts", text: source), ruleSet: ruleSet).count, 0, source)
    }
  }
}

extension UInt32 {
  var int: Int { Int(self) }
}

final class InlineFixMappingTests: XCTestCase {
  func testFixesAreEscapedForTheLiteralOrDroppedInsideAnEscape() throws {
    // Template bytes: `a\nb'c` (the `\n` escape is 2 file bytes, the `\'` escape 2 more).
    let ts = #"@Component({ template: 'a\nb\'c' }) class A {}"#
    let t = try XCTUnwrap(InlineTemplates.extract(Array(ts.utf8)).first)
    XCTAssertEqual(t.bytes, Array("a\nb'c".utf8))
    let start = Int(t.contentRange.start)
    // Replacing `b` with `it's` escapes the quote.
    let quote = FileLinter.mapFix(Fix(description: "q", edits: [TextEdit(range: ByteRange(2, 3), replacement: "it's\n")]), t)
    XCTAssertEqual(quote?.edits, [TextEdit(range: ByteRange(start + 3, start + 4), replacement: "it\\'s\\n")])
    // An edit covering a whole escape maps to the escape's bytes.
    let whole = FileLinter.mapFix(Fix(description: "w", edits: [TextEdit(range: ByteRange(1, 2), replacement: " ")]), t)
    XCTAssertEqual(whole?.edits, [TextEdit(range: ByteRange(start + 1, start + 3), replacement: " ")])
    // An edit ending inside a substitution cannot be mapped: the fix is dropped.
    let sub = try XCTUnwrap(InlineTemplates.extract(Array("@Component({ template: `a${b}c` }) class A {}".utf8)).first)
    XCTAssertNil(FileLinter.mapFix(Fix(description: "s", edits: [TextEdit(range: ByteRange(0, 3), replacement: "x")]), sub))
    XCTAssertNotNil(FileLinter.mapFix(Fix(description: "s", edits: [TextEdit(range: ByteRange(0, 1), replacement: "x")]), sub))
  }
}

/// Suppression comments in an inline template count the lines of the `.ts` file.
final class InlineTemplateSuppressionTests: XCTestCase {
  func report(_ ts: String) -> [String] {
    FileLinter.lint(SourceFile(path: "a.component.ts", text: ts), ruleSet: RuleSet(configuration: .default))
      .filter { $0.suppression == nil }.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
  }

  static let tap = "'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\""

  func testDisableLineCoversTheTsLineTheTemplateIsOn() {
    let ts = #"@Component({ selector: 'x', template: '<!-- an-lint-disable-line tap-needs-button-role -->\n<an-view (tap)="b()">Dos</an-view>' })"# + "\nexport class X {}\n"
    XCTAssertEqual(report(ts), [])
  }

  func testDisableNextLineCoversTheNextTsLine() {
    let sameLine = #"@Component({ selector: 'x', template: '<!-- an-lint-disable-next-line tap-needs-button-role -->\n<an-view (tap)="b()">Dos</an-view>' })"# + "\nexport class X {}\n"
    XCTAssertEqual(report(sameLine), [
      "1:40 unused-suppression 'an-lint-disable-next-line' suppresses nothing for 'tap-needs-button-role': no such finding is reported on the next line; remove it",
      "1:99 tap-needs-button-role \(Self.tap)",
    ])
    let nextLine = "@Component({ template: `<!-- an-lint-disable-next-line tap-needs-button-role -->\\n<an-text>a</an-text>\n<an-view (tap)=\"b()\">Dos</an-view>` })\nexport class X {}\n"
    XCTAssertEqual(report(nextLine), [])
  }
}
