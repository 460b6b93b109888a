import XCTest
import TemplateSyntax

/// `Block.parametersInPlace` and `Block.branchesInPlace` read what `parameters` and `branches`
/// make as arrays, for parsed blocks (in the tree's shared stores) and blocks made through the API.
final class BlockStoresTests: XCTestCase {
  func blocks(_ text: String) -> [Block] {
    TemplateParser.parse(SourceFile(path: "t", text: text)).nodes.compactMap(\.block)
  }

  func assertInPlaceMatchesArrays(_ block: Block, file: StaticString = #filePath, line: UInt = #line) {
    let parameters = block.parametersInPlace
    XCTAssertEqual(parameters.count, block.parameters.count, file: file, line: line)
    XCTAssertEqual(parameters.map(\.text), block.parameters.map(\.text), file: file, line: line)
    XCTAssertEqual(parameters.map(\.range), block.parameters.map(\.range), file: file, line: line)
    XCTAssertEqual(parameters.first?.text, block.parameters.first?.text, file: file, line: line)
    let branches = block.branchesInPlace
    XCTAssertEqual(Array(branches), block.branches, file: file, line: line)
    XCTAssertEqual(branches.count, block.branches.count, file: file, line: line)
    XCTAssertEqual(branches.isEmpty, block.branches.isEmpty, file: file, line: line)
    XCTAssertEqual(branches.first, block.branches.first, file: file, line: line)
    XCTAssertEqual(branches.last, block.branches.last, file: file, line: line)
  }

  func testParsedBlocksReadInPlaceAsTheirArrays() {
    let text = """
      @if (a; as b) {x} @else if (c) {@for (i of items; track i; let n = $index) {y} @empty {z}} @else {w}
      @switch (k) { @case (1) {one} @default {other} }
      @defer (on idle) {d} @placeholder (minimum 1s) {p} @loading {l} @error {e}
      """
    let parsed = blocks(text)
    XCTAssertEqual(parsed.count, 12)
    XCTAssertEqual(parsed[0].branchesInPlace.count, 2)
    XCTAssertEqual(parsed[0].parametersInPlace.map(\.text), ["a", "as b"])
    for block in parsed { assertInPlaceMatchesArrays(block) }
  }

  func testBlocksMadeOrWrittenThroughTheAPIReadInPlace() {
    let range = ByteRange(0, 3)
    var block = Block(kind: .if, name: "if", nameRange: range,
                      parameters: [BlockParameter(text: "a", range: range), BlockParameter(text: "b", range: range)],
                      branches: [NodeID(4), NodeID(9)])
    assertInPlaceMatchesArrays(block)
    XCTAssertEqual(block.branchesInPlace.last, NodeID(9))
    block.branches.append(NodeID(12))
    block.parameters = []
    assertInPlaceMatchesArrays(block)
    XCTAssertEqual(block.branchesInPlace.last, NodeID(12))
    XCTAssertTrue(block.parametersInPlace.isEmpty)
    assertInPlaceMatchesArrays(Block(kind: .else, name: "else", nameRange: range))
  }
}
