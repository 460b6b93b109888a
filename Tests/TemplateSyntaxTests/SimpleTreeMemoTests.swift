import XCTest
@testable import TemplateSyntax

/// `SimpleTreeMemo`: in a template's arena, a text `SimpleTree` reads again is copied from the
/// first tree made of it; the copy must be the tree reading it makes, at its own place (kinds,
/// names, ranges), and a text left to the parser is left to it again.
final class SimpleTreeMemoTests: XCTestCase {
  /// The trees of `texts`, each built twice in one template's arena (the second time from the
  /// memo), checked against each text built alone in an arena of its own.
  func check(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
    let template = (texts + texts).joined(separator: "\n")
    let bytes = Array(template.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let arena = ExprArena()
      arena.reserveCapacity(forTemplateBytes: buffer.count)
      var offset = 0
      for text in texts + texts {
        let range = ByteRange(offset, offset + text.utf8.count)
        offset = Int(range.end) + 1
        let remembered = SimpleTree.build(buffer, range, arena: arena, operators: true)
        let alone = SimpleTree.build(buffer, range, arena: ExprArena(), operators: true)
        XCTAssertEqual(remembered, alone, text.debugDescription, file: file, line: line)
        if let remembered, let alone {
          XCTAssertEqual(remembered.range, alone.range, text.debugDescription, file: file, line: line)
        }
      }
      XCTAssertNotNil(arena.treeMemo, file: file, line: line)
    }
  }

  func testRepeatsAreTheTreesReadingMakes() {
    check(["item.title", "'Guardar'", " { checked: isOn, disabled: false } ", "card.name + ', ' + card.job",
           "isHeader ? 'header' : 'text'", "{ selected: sel === i, disabled: off }", "42", "true", "null",
           "a.b.c.d.e", "'a long string literal of more than thirty-two bytes'", "x", "{ 'key': 1 }"])
  }

  func testTextsLeftToTheParserAreLeftAgain() {
    check(["a || b === c", "open(item)", "a | p", "'a&amp;b'", "item.title", "{a: b,}"])
  }

  func testTextsOfTheSameHashSlotAreToldApart() {
    // More texts than the smallest table has slots: some share a slot and evict each other.
    check((0..<200).map { "name\($0).field\($0 % 7)" })
  }

  func testATextReadWithAndWithoutOperatorsIsToldApart() {
    // `a === b` is a simple form only with operators: each reading gets what it makes alone,
    // in either order, though the text is the same.
    let text = "a === b"
    let template = [text, text, text, text].joined(separator: "\n")
    let bytes = Array(template.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let arena = ExprArena()
      arena.reserveCapacity(forTemplateBytes: buffer.count)
      for (k, operators) in [true, false, false, true].enumerated() {
        let start = k * (text.utf8.count + 1)
        let range = ByteRange(start, start + text.utf8.count)
        let remembered = SimpleTree.build(buffer, range, arena: arena, operators: operators)
        let alone = SimpleTree.build(buffer, range, arena: ExprArena(), operators: operators)
        XCTAssertEqual(remembered, alone, "operators: \(operators)")
        XCTAssertEqual(remembered == nil, !operators, "operators: \(operators)")
      }
    }
  }

  func testAnArenaForOneExpressionKeepsNoMemo() {
    let bytes = Array("item.title".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let arena = ExprArena()
      XCTAssertNotNil(SimpleTree.build(buffer, ByteRange(0, buffer.count), arena: arena))
      XCTAssertNil(arena.treeMemo)
    }
  }
}
