import Foundation
import XCTest
@testable import TemplateSyntax

/// `SyntaxTree.elementCount`: the parser counts the element nodes as it appends them (the model
/// sizes its element storage by the count, which must never be below the real number), and a
/// tree made from nodes counts them when asked.
final class ElementCountTests: XCTestCase {
  /// The element nodes, counted by their kinds.
  private func counted(_ tree: SyntaxTree) -> Int { tree.nodes.filter { $0.kindTag == .element }.count }

  func testParsedTreesCountTheirElements() {
    let templates = [
      "",
      "just text {{ value }}",
      "<an-view><an-text>Hola</an-text><an-image src=\"a.png\" /></an-view>",
      "<p>one<p>two<li>implied end tags</ul><br><input></div>",
      "<svg><g><path /></g></svg><math><mi>x</mi></math>",
      "@if (a) { <b>x</b> } @else if (c) { <i>y</i> } @else { <u>z</u> }",
      "@for (item of items; track item.id) { <an-text>{{ item }}</an-text> } @empty { <an-text>Nada</an-text> }",
      "<ng-template #t><an-button (tap)=\"go()\">Ir</an-button></ng-template><ng-container *ngTemplateOutlet=\"t\"/>",
      "<an-view>{count, plural, =0 {<b>none</b>} other {<i>{{ count }}</i>}}</an-view>",
      "<!-- <an-view> --><![CDATA[<an-text>]]><an-text>after</an-text>",
      "<an-view><an-text>unclosed <an-label>deep</an-view></an-text>",
      "<an-view attr=\"unterminated><an-text>x</an-text>",
      "</stray><an-view></an-view></an-view><",
      "@switch (k) { @case (1) { <a>1</a> } @default { <b>2</b> } } @defer { <c/> } @placeholder { <d/> }",
      "<script><an-text>not parsed</an-text></script><style>an-view{}</style><textarea><b></textarea>",
      "<div ngNonBindable><an-text>{{ kept }}</an-text></div><span i18n>hola <b>mundo</b></span>",
      "مرحبا <an-text accessibilityLabel=\"نص\">نص</an-text>",
    ]
    for text in templates {
      let tree = TemplateParser.parse(SourceFile(path: "t.html", text: text))
      XCTAssertEqual(tree.elementCount, counted(tree), text)
    }
  }

  /// Every template of the differential corpus, those Angular rejects included (error
  /// recovery makes and closes elements in every way the parser has).
  func testTheCorpusTemplatesCountTheirElements() throws {
    let text = try String(contentsOf: AngularCorpusTests.corpusURL, encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let template = object?["template"] as? String else { continue }
      let tree = TemplateParser.parse(SourceFile(path: "t.html", text: template))
      XCTAssertEqual(tree.elementCount, counted(tree), template)
      checked += 1
    }
    XCTAssertGreaterThan(checked, 100)
  }

  func testATreeMadeFromNodesCountsWhenAsked() {
    let parsed = TemplateParser.parse(SourceFile(path: "t.html", text: "<a><b>x</b></a>text<c/>"))
    XCTAssertEqual(parsed.elementCount, 3)
    let made = SyntaxTree(source: parsed.source, nodes: Array(parsed.nodes), roots: parsed.roots)
    XCTAssertEqual(made.elementCount, 3)
    XCTAssertEqual(SyntaxTree(source: parsed.source).elementCount, 0)
  }
}
