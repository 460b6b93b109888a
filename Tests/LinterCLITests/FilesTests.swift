import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// Which files the command lints and how: files that are not ours, `.gitignore` and
/// `--no-ignore`, and the inline templates of `.ts` components (text, SARIF, `--stdin`, `--fix`).
final class FilesTests: XCTestCase {
  static let staticPage = """
    <!DOCTYPE html>
    <html lang="es"><head><title>Contacto</title>
    <style>body { margin: 0 } @media print { a { color: black } }</style></head>
    <body>
      <p>Escríbenos a user@example.com, o @soporte en {redes}
      <p>Un <b>párrafo <i>sin cerrar
      @if (nada {
      <!-- an-lint-disable-next-line tap-needs-button-role -->
      <div (click)="x()" {{ roto
    </body>

    """

  func testAStaticPageWithoutPrimitivesGivesNothingButTheSummary() throws {
    let dir = try fixTestDirectory()
    try dir.write(Self.staticPage, to: "index.html")
    let result = FixCLIRun(["."], cwd: dir)
    XCTAssertEqual(result.out, "no problems; 1 file linted\n")
    XCTAssertEqual(result.err, "")
    XCTAssertEqual(result.code, 0)
    // Through standard input too.
    let stdin = FixCLIRun(["--stdin", "--stdin-filename", "index.html"], cwd: dir, stdin: Self.staticPage)
    XCTAssertEqual(stdin.out, "no problems; 1 file linted\n")
    XCTAssertEqual(stdin.code, 0)
  }

  func testGitignoredFoldersAreNotWalkedAndNoIgnoreWalksThem() throws {
    let dir = try fixTestDirectory()
    try dir.write("generated/\n", to: ".gitignore")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("generated"), withIntermediateDirectories: true)
    try dir.write("<an-view (tap)=\"go()\"></an-view>\n", to: "generated/bad.html")
    try dir.write("<an-text>Hola</an-text>\n", to: "good.html")
    let walked = FixCLIRun(["."], cwd: dir)
    XCTAssertEqual(walked.out, "no problems; 1 file linted\n")
    XCTAssertEqual(walked.code, 0)
    let all = FixCLIRun([".", "--no-ignore", "--format", "github"], cwd: dir)
    XCTAssertEqual(all.out, "::error file=generated/bad.html,line=1,col=2,endLine=1,endColumn=9,title=an-lint (tap-needs-button-role)::\(Self.tapMessage)\n")
    XCTAssertEqual(all.code, 1)
    // A file named explicitly is linted although ignored.
    let explicit = FixCLIRun(["generated/bad.html", "--format", "github"], cwd: dir)
    XCTAssertEqual(explicit.out, all.out)
    XCTAssertEqual(explicit.code, 1)
  }

  static let tapMessage = "'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\" and an accessibilityLabel (nothing inside it is a name)"

  static let template = """
    <an-view>
      <an-text accessibilityRole="heading">Ajustes</an-text>
      <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
      <an-view (tap)="abrir()"><an-text>Más</an-text></an-view>
    </an-view>

    """

  /// The template inline, after a line break: line L of "\n" + template is line L + 4 of the file.
  static let component = """
    import { Component } from '@angular/core';

    @Component({
      selector: 'app-ajustes',
      template: `
    \(template)`,
    })
    export class AjustesComponent {}

    """

  func testAnInlineTemplateGivesTheSameFindingsAsTheHTMLInTextAndSARIF() throws {
    let dir = try fixTestDirectory()
    try dir.write("\n" + Self.template, to: "ajustes.html")
    try dir.write(Self.component, to: "ajustes.component.ts")
    try dir.write("export const x = 1;\n", to: "util.ts")
    try dir.write(Self.component, to: "types.d.ts")

    let html = FixCLIRun(["ajustes.html"], cwd: dir)
    let ts = FixCLIRun(["ajustes.component.ts"], cwd: dir)
    XCTAssertEqual(html.code, 1)
    XCTAssertEqual(ts.code, 1)
    // Same findings, four lines down, same columns and code frames.
    var expected = html.out.replacingOccurrences(of: "ajustes.html:", with: "ajustes.component.ts:")
    for line in (2...6).reversed() {
      expected = expected.replacingOccurrences(of: "ajustes.component.ts:\(line):", with: "ajustes.component.ts:\(line + 4):")
        .replacingOccurrences(of: "\n  \(line) | ", with: "\n  \(line + 4) | ")
    }
    XCTAssertEqual(ts.out, expected)
    XCTAssertTrue(ts.out.hasPrefix("ajustes.component.ts:7:31: error: unknown role 'heading'; did you mean 'header'? [unknown-role]\n"), ts.out)

    // SARIF: the same regions (fix regions included), four lines down.
    func regions(_ file: String) throws -> [String] {
      let run = FixCLIRun([file, "--format", "sarif"], cwd: dir)
      let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
      let results = ((json?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
      return results.map { result in
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
        let region = location?["region"] as? [String: Any] ?? [:]
        let fixes = (result["fixes"] as? [[String: Any]] ?? []).flatMap { ($0["artifactChanges"] as? [[String: Any]]) ?? [] }
          .flatMap { ($0["replacements"] as? [[String: Any]]) ?? [] }
          .map { r -> String in
            let d = r["deletedRegion"] as? [String: Any] ?? [:]
            return "\(d["startLine"] ?? 0):\(d["startColumn"] ?? 0)-\(d["endLine"] ?? 0):\(d["endColumn"] ?? 0)"
          }
        return "\(result["ruleId"] ?? "?") \(uri) \(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)-\(region["endLine"] ?? 0):\(region["endColumn"] ?? 0) \(fixes)"
      }
    }
    let htmlRegions = try regions("ajustes.html")
    XCTAssertEqual(htmlRegions.count, 3)
    let shifted = htmlRegions.map { line -> String in
      var out = line.replacingOccurrences(of: "ajustes.html", with: "ajustes.component.ts")
      for n in (2...6).reversed() {
        out = out.replacingOccurrences(of: " \(n):", with: " \(n + 4):").replacingOccurrences(of: "-\(n):", with: "-\(n + 4):")
          .replacingOccurrences(of: "\"\(n):", with: "\"\(n + 4):")
      }
      return out
    }
    XCTAssertEqual(try regions("ajustes.component.ts"), shifted)
    XCTAssertEqual(shifted, [
      "unknown-role ajustes.component.ts 7:31-7:38 [\"7:31-7:38\"]",
      "label-trailing-punctuation ajustes.component.ts 8:34-8:42 [\"8:41-8:42\"]",
      "tap-needs-button-role ajustes.component.ts 9:4-9:11 []",
    ])

    // A directory walk lints `.ts` files (by the default include) but not `.d.ts` ones, and a
    // `.ts` file with no inline template gives nothing.
    let walk = FixCLIRun([".", "--format", "github"], cwd: dir)
    XCTAssertEqual(walk.out.split(separator: "\n").filter { $0.contains("file=ajustes.component.ts") }.count, 3)
    XCTAssertEqual(walk.out.split(separator: "\n").filter { $0.contains("types.d.ts") || $0.contains("util.ts") }.count, 0)
    XCTAssertEqual(walk.out.split(separator: "\n").count, 6)

    // `--stdin` with a `.ts` name lints the inline template.
    let stdin = FixCLIRun(["--stdin", "--stdin-filename", "ajustes.component.ts"], cwd: dir, stdin: Self.component)
    XCTAssertEqual(stdin.out, ts.out)
  }

  func testFixEditsTheTypeScriptFileInPlace() throws {
    let dir = try fixTestDirectory()
    let source = #"""
      @Component({
        selector: 'app-a',
        template: `
          <an-text accessibilityRole="heading">Ajustes</an-text>
          <an-button accessibilityLabel="Guardar." (tap)="guardar()"></an-button>
        `,
      })
      export class A {}

      @Component({ selector: 'app-b', template: '<an-view accesibilityLabel=\'Env\u00EDo\' [accessibilityRole]="\'heading\'"></an-view>' })
      export class B {}

      """#
    let fixed = #"""
      @Component({
        selector: 'app-a',
        template: `
          <an-text accessibilityRole="header">Ajustes</an-text>
          <an-button accessibilityLabel="Guardar" (tap)="guardar()"></an-button>
        `,
      })
      export class A {}

      @Component({ selector: 'app-b', template: '<an-view accessibilityLabel=\'Env\u00EDo\' [accessibilityRole]="\'header\'"></an-view>' })
      export class B {}

      """#
    try dir.write(source, to: "a.component.ts")
    let first = FixCLIRun(["--fix", "a.component.ts"], cwd: dir)
    XCTAssertEqual(try dir.read("a.component.ts"), fixed)
    XCTAssertEqual(first.err, "an-lint: fixed 4 problems; 1 file changed\n")
    XCTAssertEqual(first.out, "no problems; 1 file linted\n")
    XCTAssertEqual(first.code, 0)
    let second = FixCLIRun(["--fix", "a.component.ts"], cwd: dir)
    XCTAssertEqual(second.err, "an-lint: fixed 0 problems; 0 files changed\n")
    XCTAssertEqual(try dir.read("a.component.ts"), fixed)
  }
}
