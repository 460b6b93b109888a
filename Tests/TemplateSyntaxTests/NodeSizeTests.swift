import TemplateSyntax
import XCTest

/// Issue 13, item 3: the syntax tree's arena is most of the memory a big file takes, so a node
/// stays small (it was 136 bytes: a block's payload set every node's size).
final class NodeSizeTests: XCTestCase {
  /// A node is 64 bytes (it was 72, before an element's start tag and flags were packed and
  /// `@let` declarations were boxed).
  func testANodeIsSixtyFourBytes() {
    XCTAssertLessThanOrEqual(MemoryLayout<Node>.stride, 64)
  }

  /// The packed element reads back what it was given: the start tag from its name, the end
  /// tag or none, and both flags.
  func testAPackedElementReadsBackItsFields() {
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: "<an-view a=\"1\"><br><an-image/></an-view>"))
    let elements = tree.nodes.compactMap { $0.element }
    XCTAssertEqual(elements.map(\.name), ["an-view", "br", "an-image"])
    XCTAssertEqual(elements.map { tree.text($0.nameRange) }, ["an-view", "br", "an-image"])
    XCTAssertEqual(elements.map { tree.text($0.startTagRange) }, ["<an-view a=\"1\">", "<br>", "<an-image/>"])
    XCTAssertEqual(elements.map { $0.endTagRange.map(tree.text) }, ["</an-view>", nil, nil])
    XCTAssertEqual(elements.map(\.isVoid), [false, true, false])
    XCTAssertEqual(elements.map(\.isSelfClosing), [false, false, true])
    var element = elements[0]
    element.isSelfClosing = true
    element.isVoid = true
    element.isVoid = false
    element.endTagRange = nil
    XCTAssertEqual([element.isSelfClosing, element.isVoid], [true, false])
    XCTAssertNil(element.endTagRange)
    element.endTagRange = ByteRange(5, 9)
    XCTAssertEqual(element.endTagRange, ByteRange(5, 9))
  }

  /// An attribute's fields are stored without padding, its ranges, quote and flags packed (it
  /// was 112 bytes, then 88).
  func testAnAttributeIsEightyBytes() {
    XCTAssertLessThanOrEqual(MemoryLayout<Attribute>.stride, 80)
  }

  /// The packed attribute reads back what it was given: its range from its name, a value range
  /// or none, a quote or none.
  func testAPackedAttributeReadsBackItsFields() {
    let source = "<an-text a=\"1\" [b]='x' c=d e (f)=\"g()\">t</an-text>"
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: source))
    let attributes = Array(tree.attributes(of: tree.nodes[0].element!))
    XCTAssertEqual(attributes.map { tree.text($0.range) }, ["a=\"1\"", "[b]='x'", "c=d", "e", "(f)=\"g()\""])
    XCTAssertEqual(attributes.map { $0.valueRange.map(tree.text) }, ["1", "x", "d", nil, "g()"])
    XCTAssertEqual(attributes.map(\.quote), [UInt8(ascii: "\""), UInt8(ascii: "'"), nil, nil, UInt8(ascii: "\"")])
    XCTAssertEqual(attributes.map(\.kind), [.plain, .property, .plain, .plain, .event])
    var attribute = attributes[0]
    attribute.quote = nil
    attribute.valueRange = nil
    attribute.range = ByteRange(start: attribute.nameRange.start, end: attribute.nameRange.end)
    XCTAssertNil(attribute.quote)
    XCTAssertNil(attribute.valueRange)
    XCTAssertEqual(tree.text(attribute.range), "a")
    XCTAssertEqual(attribute.parts.count, 0)
  }


  /// A static value is decoded by the parser; a binding's, an event's, a structural
  /// directive's and a reference's value when it is read, with the same decoding; a bare name
  /// has none. `staticValue` answers only for static attributes.
  func testEveryKindOfValueReadsDecoded() {
    let source = "<an-text a=\"x &amp; y\" [b]=\"'p&#38;q' + r\" (c)=\"go(&quot;s&quot;)\" *ngIf=\"on &amp;&amp; ok\" "
      + "#ref=\"ng&lt;Model\" e [f]=\"&unknown; &\" bind-g=\"h\">t</an-text>"
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: source))
    let attributes = Array(tree.attributes(of: tree.nodes[0].element!))
    XCTAssertEqual(attributes.map { $0.value(in: tree.source) },
                   ["x & y", "'p&q' + r", "go(\"s\")", "on && ok", "ng<Model", nil, "&unknown; &", "h"])
    XCTAssertEqual(attributes.map(\.staticValue), ["x & y", nil, nil, nil, nil, nil, nil, nil])
    // The same text as the eager parse's values, which read each value as the parser reads a
    // static one.
    for attribute in attributes {
      guard let range = attribute.valueRange else { continue }
      let alone = TemplateParser.parse(SourceFile(path: "v.html", text: "<x v=\"" + tree.text(range) + "\"></x>"))
      XCTAssertEqual(alone.attributes[0].staticValue, attribute.value(in: tree.source), tree.text(range))
    }
  }
  /// Text that is one literal keeps no array of parts, yet reads as before.
  func testOneLiteralTextReadsAsItsOnePart() {
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: "<an-text>Hola &amp; adiós</an-text>\n<an-text>a {{ b }}</an-text>"))
    let texts = tree.nodes.compactMap { $0.text }
    XCTAssertEqual(texts.count, 3)
    guard case .literal(let hola, let range) = texts[0].parts.first, texts[0].parts.count == 1 else {
      return XCTFail("one literal part expected")
    }
    XCTAssertEqual(hola, "Hola & adiós")
    XCTAssertEqual(tree.text(range), "Hola &amp; adiós")
    XCTAssertEqual(texts[0].onlyLiteral?.text, "Hola & adiós")
    XCTAssertTrue(texts[1].isWhitespace)
    XCTAssertEqual(texts[1].literalText, "\n")
    XCTAssertNil(texts[2].onlyLiteral)
    XCTAssertEqual(texts[2].parts.count, 2)
    XCTAssertTrue(texts[2].hasInterpolation)
    XCTAssertEqual(texts[2].literalText, "a ")
  }

  /// A block keeps its payload through the box: its branches and closing brace are recorded.
  func testBlocksKeepTheirBranches() {
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: "@if (a) {<an-text>x</an-text>} @else if (b) {} @else {y}"))
    let blocks: [(Int, Block)] = tree.nodes.enumerated().compactMap { i, n in n.block.map { (i, $0) } }
    XCTAssertEqual(blocks.map { $0.1.kind }, [.if, .elseIf, .else])
    XCTAssertEqual(blocks[0].1.branches, [NodeID(blocks[1].0), NodeID(blocks[2].0)])
    XCTAssertEqual(blocks[2].1.primary, NodeID(blocks[0].0))
    XCTAssertNotNil(blocks[0].1.closeBraceRange)
    XCTAssertNil(tree.nodes[blocks[0].0].parent)
    XCTAssertEqual(tree.nodes[blocks[0].0 + 1].parent, NodeID(blocks[0].0))
  }
}
