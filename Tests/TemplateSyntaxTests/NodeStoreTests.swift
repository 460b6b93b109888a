import XCTest
@testable import TemplateSyntax

/// `NodeStore` (a tree's nodes, whose teardown passes over the nodes that hold no reference)
/// holds what an array of the same nodes would, copies on write, tells which nodes hold a
/// reference, and releases what the others hold when it is torn down.
final class NodeStoreTests: XCTestCase {
  private let template = """
    <div class="a">text {{ value }}<br><!-- a comment -->
      <a-rather-long-element-name-here>x</a-rather-long-element-name-here>
      @if (ok) { <span>a literal longer than fifteen bytes</span> } @else { no }
      <![CDATA[ data ]]>
    </div>
    """

  func testHoldsWhatAnArrayWould() {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: template))
    let array = Array(tree.nodes)
    let store = NodeStore(array)
    XCTAssertEqual(store.count, tree.nodes.count)
    for (a, b) in zip(store, tree.nodes) {
      XCTAssertEqual(a.range, b.range)
      XCTAssertEqual(a.kindTag, b.kindTag)
      XCTAssertEqual(a.subtreeEnd, b.subtreeEnd)
    }
    XCTAssertEqual(store.map(\.kindTag), array.map(\.kindTag))
    store.withUnsafeBufferPointer { nodes in XCTAssertEqual(nodes.map(\.range), array.map(\.range)) }
  }

  func testCopiesOnWrite() {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: template))
    var copy = tree.nodes
    let before = tree.nodes[0].range
    copy.modifyKeepingReferences(0) { $0.range.end = 1 }
    XCTAssertEqual(copy[0].range.end, 1)
    XCTAssertEqual(tree.nodes[0].range, before, "the tree's nodes are not written through a copy")
    copy.append(tree.nodes[1])
    XCTAssertEqual(copy.count, tree.nodes.count + 1)
  }

  func testTellsWhichNodesHoldAReference() throws {
    try XCTSkipUnless(StringBits.layoutIsKnown, "strings are taken as counted")
    let tree = TemplateParser.parse(SourceFile(path: "t", text: template))
    for node in tree.nodes {
      let holdsNone = node.holdsNoReference(uncountedLayout: true)
      switch node.kind {
      case .element(let element): XCTAssertEqual(holdsNone, element.name.utf8.count <= 15, element.name)
      case .text(let text):
        if let literal = text.onlyLiteral, literal.text.utf8.count <= 15 { XCTAssertTrue(holdsNone, literal.text) }
        if let literal = text.onlyLiteral, literal.text.utf8.count > 15 { XCTAssertFalse(holdsNone, literal.text) }
        if text.hasInterpolation { XCTAssertFalse(holdsNone) }
      case .comment, .block, .letDeclaration: XCTAssertFalse(holdsNone)
      case .cdata, .doctype: XCTAssertTrue(holdsNone)
      }
    }
  }

  func testAnInterpolationWhoseTreeIsNotBuiltHoldsNoReference() throws {
    let source = SourceFile(path: "t", text: "<p>{{ value }}</p>")
    for (parsing, built) in [(ExpressionParsing.eager, true), (.onDemand(), false)] {
      let tree = TemplateParser.parse(source, expressions: parsing)
      let node = try XCTUnwrap(tree.nodes.first { $0.text?.hasInterpolation == true })
      guard case .interpolation(let interpolation) = try XCTUnwrap(node.text?.parts.first) else { return XCTFail("no interpolation") }
      XCTAssertEqual(interpolation.storedExpression != nil, built)
      XCTAssertEqual(node.holdsNoReference(uncountedLayout: StringBits.layoutIsKnown), !built)
    }
  }

  func testTheParsedBlocksTableIsHeldByTheStoreItsCopiesAndCopiedBlocks() throws {
    weak var table: BlockTable?
    var block: Block?
    do {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: "@if (a) { x } @else { y } <p>z</p>"))
      var copy = tree.nodes
      copy.modifyKeepingReferences(0) { $0.range.end = $0.range.end }  // (a storage of its own)
      let id = try XCTUnwrap(tree.nodes.firstIndex { $0.kindTag == .block })
      block = tree.nodes[id].block
      table = block?.table
      XCTAssertNotNil(table)
      XCTAssertTrue(copy[id].block?.table === table, "a copy's blocks refer to the same table")
      XCTAssertEqual(copy[id].block?.branches.count, 1)
    }
    XCTAssertNotNil(table, "a block copied out of the tree keeps its table")
    XCTAssertEqual(block?.kind, .if)
    XCTAssertEqual(block?.name, "if")
    block = nil
    XCTAssertNil(table, "the table is released with the last store and block that hold it")
  }

  func testTeardownReleasesWhatNodesHold() {
    weak var table: BlockTable?
    var copy: NodeStore?
    do {
      let block = Block(kind: .if, name: "if", nameRange: ByteRange(start: 0, end: 3))
      table = block.table
      var store = NodeStore()
      store.append(Node(range: ByteRange(start: 0, end: 3), parent: nil, kind: .block(block)))
      store.append(Node(range: ByteRange(start: 3, end: 4), parent: nil, kind: .cdata(CData(contentRange: ByteRange(start: 3, end: 4)))))
      copy = store
    }
    XCTAssertNotNil(table, "a copy of the store keeps its nodes")
    XCTAssertEqual(copy?.count, 2)
    copy = nil
    XCTAssertNil(table, "a store torn down releases what its nodes hold")
  }
}
