import XCTest
@testable import TemplateSyntax

/// `BlockTable` keeps its blocks' fields in memory of its own: they are read and written in
/// place, grow as blocks are appended, and what they hold (a written name, a built expression)
/// is released when the table is torn down, while fields that hold nothing are passed over.
final class BlockTableTests: XCTestCase {
  func testHoldsAppendedFieldsAndReleasesWhatTheyHold() {
    weak var arena: ExprArena?
    do {
      let expression = Expr(.identifier("ok"), ByteRange(start: 5, end: 7))
      arena = expression.arena
      let table = BlockTable([])
      for k in 0..<100 {
        var fields = Block.Fields(kind: .if, name: k % 3 == 0 ? "if \(k)" : nil, nameRange: ByteRange(start: 0, end: 3))
        if k == 50 { fields.storedExpression = expression }
        XCTAssertEqual(table.append(fields), k)
      }
      XCTAssertEqual(table.count, 100)
      XCTAssertEqual(table[fields: 3].name, "if 3")
      XCTAssertEqual(table[fields: 4].name, "if")
      table[fields: 4].closeBraceRange = ByteRange(start: 9, end: 10)
      XCTAssertEqual(table[fields: 4].closeBraceRange, ByteRange(start: 9, end: 10))
      XCTAssertTrue(table[fields: 4].holdsNoReference)
      XCTAssertFalse(table[fields: 3].holdsNoReference)
      XCTAssertFalse(table[fields: 50].holdsNoReference)
    }
    XCTAssertNil(arena, "the table's teardown releases the expressions its fields hold")
  }

  func testABlockWrittenThroughItsOwnTable() {
    var block = Block(kind: .if, name: "if", nameRange: ByteRange(start: 0, end: 3))
    let copy = block
    block.name = "else if"
    block.kind = .elseIf
    XCTAssertEqual(block.name, "else if")
    XCTAssertEqual(copy.name, "if", "a copy does not see another's writes")
    XCTAssertEqual(copy.kind, .if)
  }
}
