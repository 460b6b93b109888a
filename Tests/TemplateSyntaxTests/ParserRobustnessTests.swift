import Foundation
import XCTest
@testable import TemplateSyntax

final class ParserRobustnessTests: XCTestCase {
  /// 100,000 nested elements parse without blowing the stack, and the tree is released
  /// without recursion too.
  func testHundredThousandNestedViews() {
    let depth = 100_000
    var text = String(repeating: "<an-view>", count: depth)
    text += "<an-text>fondo</an-text>"
    text += String(repeating: "</an-view>", count: depth)
    do {
      let tree = TemplateParser.parse(SourceFile(path: "deep.html", text: text))
      XCTAssertEqual(tree.diagnostics, [])
      XCTAssertEqual(tree.roots.count, 1)
      XCTAssertEqual(tree.nodes.count, depth + 2)
      XCTAssertEqual(tree.preorder().count, depth + 2)
      XCTAssertEqual(tree[tree.roots[0]].range, ByteRange(0, text.utf8.count))
    }
  }

  /// ICU messages nested 100,000 deep: read in one pass, without recursion; beyond 64 levels
  /// one error, and the deeper messages stay text.
  func testDeeplyNestedICUMessages() {
    let n = 100_000
    let text = String(repeating: "{a, select, x {", count: n) + "z" + String(repeating: "}}", count: n)
    let start = Date()
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    XCTAssertEqual(tree.diagnostics.map(\.message), ["ICU messages nested more than 64 deep"])
    XCTAssertEqual(tree.diagnostics.map(\.range), [ByteRange(64 * 15, 64 * 15 + 1)])
    let shallow = TemplateParser.parse(SourceFile(path: "t", text: "{a, select, x {{b, plural, =1 {uno} other {{{n}} más}}} other {y}}"))
    XCTAssertEqual(shallow.diagnostics, [])
    guard case .icu(let message)? = shallow[shallow.roots[0]].text?.parts.first else { return XCTFail("no ICU message") }
    XCTAssertEqual(message.cases.map(\.key), ["x", "other"])
    guard case .icu(let inner)? = message.cases[0].parts.first else { return XCTFail("no nested message") }
    XCTAssertEqual(inner.cases.map(\.key), ["=1", "other"])
    XCTAssertEqual(inner.cases[1].parts.count, 2)
  }

  /// Angular closes the elements still open at the end of the file silently (only blocks left
  /// open are errors); they nest, and each one ends at the end of the file.
  func testElementsOpenAtTheEndCloseSilently() {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: String(repeating: "<an-view>", count: 3)))
    XCTAssertEqual(tree.diagnostics, [])
    XCTAssertEqual(tree.roots.count, 1)
    XCTAssertEqual(tree.preorder().map { tree[$0].range }, [ByteRange(0, 27), ByteRange(9, 27), ByteRange(18, 27)])
    let block = TemplateParser.parse(SourceFile(path: "t", text: "@if (a) {<an-view>"))
    XCTAssertEqual(block.diagnostics.map(\.message), ["block '@if' is not closed: missing '}'"])
  }

  /// Random bytes and random template fragments never crash, never hang, and the top-level
  /// nodes always tile the input.
  func testRandomInputNeverBreaksTheTree() {
    var generator = SplitMix64(seed: 42)
    let pieces = ["<an-view", ">", "</an-view>", "<an-text>", "</an-text>", "{{", "}}", "{", "}", "@if (a) {",
                  "@else {", "@for (x of y; track x) {", "@let a = 1;", "<!--", "-->", "\"", "'", "=", "[x]=",
                  "(tap)=", "&amp;", "&#", ";", "@", "<![CDATA[", "]]>", "<!DOCTYPE", "<script>", "</script>",
                  " ", "\n", "\r\n", "texto", "é", "🎛", "\u{0}", "/>", "<br>", "{n, plural, =1 {a} other {b}}"]
    for _ in 0..<400 {
      var bytes: [UInt8] = []
      let count = Int(generator.next() % 40)
      for _ in 0..<count {
        if generator.next() % 5 == 0 {
          bytes.append(UInt8(truncatingIfNeeded: generator.next()))
        } else {
          bytes += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
        }
      }
      let source = SourceFile(path: "fuzz", bytes: bytes)
      let tree = TemplateParser.parse(source)
      var next = source.hasBOM ? 3 : 0
      for root in tree.roots {
        XCTAssertEqual(Int(tree[root].range.start), next, "gap in \(bytes)")
        next = Int(tree[root].range.end)
      }
      XCTAssertEqual(next, bytes.count, "tree does not cover \(bytes)")
      for d in tree.diagnostics { XCTAssertLessThanOrEqual(Int(d.range.end), bytes.count) }
      _ = SyntaxTreeDump.render(tree)
    }
  }

  func testLexerTokensCoverEveryByte() {
    let text = "<an-view a=\"1\" [b]='x' c>{{ y }} &amp; @if (z) { } <!-- c --></an-view>"
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(buffer)
      var kinds: [TokenKind] = []
      while true {
        let token = lexer.next()
        kinds.append(token.kind)
        if token.kind == .endOfFile { break }
      }
      XCTAssertEqual(kinds, [.tagOpenStart, .attribute, .attribute, .attribute, .tagOpenEnd, .interpolation, .text,
                             .charRef, .text, .blockOpen, .text, .blockClose, .text, .comment, .tagClose, .endOfFile])
      XCTAssertEqual(lexer.diagnostics, [])
    }
  }
}
