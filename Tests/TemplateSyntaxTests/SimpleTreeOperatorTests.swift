import XCTest
@testable import TemplateSyntax

/// `SimpleTree.build(_:_:arena:operators: true)`, the way the expression sites build: values
/// joined by binary operators, a conditional of those, numbers written as digits, alone or as an
/// object literal's values. Each tree it makes must be the parser's, node for node (kinds,
/// names, ranges, and the arena's names and numbers), for text the parser accepts without a
/// diagnostic; for anything else it must make nothing and leave the arena as it was.
final class SimpleTreeOperatorTests: XCTestCase {
  /// The tree made of `text` with operators (nil when it is left to the parser), checked
  /// against the parser's, each in an arena that already holds a tree.
  @discardableResult
  func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let bytes = Array(("<" + text + ">").utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let range = ByteRange(1, buffer.count - 1)
      let arena = ExprArena()
      let other = ExprArena()
      for a in [arena, other] { _ = a.append(.identifier("before"), ByteRange(0, 0)) }
      let fast = SimpleTree.build(buffer, range, arena: arena, operators: true)
      guard let fast else {
        XCTAssertEqual(arena.nodes.count, 1, "nothing is appended for \(text.debugDescription)", file: file, line: line)
        XCTAssertEqual(arena.strings, ["before"], "nothing is added for \(text.debugDescription)", file: file, line: line)
        XCTAssertEqual(arena.properties.count, 0, text.debugDescription, file: file, line: line)
        return false
      }
      var parser = ExprParserCore(bytes: buffer, range: range, action: false, buildsTree: true, arena: other)
      let parsed = parser.parseRoot()
      XCTAssertEqual(parsed.diagnostics, [], text.debugDescription, file: file, line: line)
      XCTAssertEqual(parsed.expression, fast, text.debugDescription, file: file, line: line)
      XCTAssertEqual(arena.nodes.count, other.nodes.count, text.debugDescription, file: file, line: line)
      XCTAssertEqual(arena.strings, other.strings, text.debugDescription, file: file, line: line)
      XCTAssertEqual(arena.numbers, other.numbers, text.debugDescription, file: file, line: line)
      XCTAssertEqual(arena.properties.count, other.properties.count, text.debugDescription, file: file, line: line)
      for (a, b) in zip(arena.nodes, other.nodes) {
        XCTAssertTrue(a.range == b.range && a.tag == b.tag && a.flag == b.flag && a.a == b.a && a.b == b.b && a.c == b.c,
                      "node for node: \(text.debugDescription)", file: file, line: line)
      }
      return true
    }
  }

  func testOperatorFormsAreTheParsersTrees() {
    for text in ["card.name + ', ' + card.job", "sel === i", "a === b || c", "a + b === c", "a * b + c - d",
                 "isHeader ? 'header' : 'text'", "a < b ? x.y : 'z'", "n > 0", "count !== 0", "a != b", "a == b",
                 "a <= 10 || b", "b >= 007", "1 + 2", "42", "true", "null", "undefined", "false || a", "a+b", "a?b:c",
                 "x ? y || z : 0", "'a' + 'b'", "a - 1", "'Señor ' + name", "a.if + b.true",
                 "{ selected: sel === i, disabled: off }", "{ a: b ? 'c' : d.e, f: 1, g: x + y }", "{a: 1}",
                 "{ a: b === c || d }", "\t a \n+\r b ", "999999999999999 + 1"] {
      XCTAssertTrue(check(text), text.debugDescription)
    }
  }

  func testOtherFormsAreLeftToTheParser() {
    for text in ["a || b === c", "a + b * c", "a * b + c - d % e", "a <= 10 || b >= 007", "{ a: b || c === d }", "a ** b", "a && b", "a ?? b", "a / b", "a ?. b", "a?.b", "a ? b", "a ? b :",
                 "a ? b : c ? d : e", "a ? b ? c : d : e", "a ? b | p : c", "a | p", "a + b | p", "-a", "!a", "a + -b",
                 "a += b", "a = b", "a === b = c", "a => b", "a !b", "a ||= b", "a +", "+ a", "a + + b", "1.5 + a",
                 "1e3 + a", "1_000 + a", "0x1 + a", "1a + b", "this + a", "this.x + a", "typeof a", "a in b",
                 "a instanceof b", "a + (b)", "a + b()", "a + b[0]", "a + b!", "a + `b`", "a + 'b&amp;'", "a + 'it\\'s'",
                 "a // b + c", "a + b // c", "a + ñ", "a\u{A0}+ b", "a ; b", "1234567890123456 + 1", "{a: b} + c",
                 "{a: b ? c : d ? e : f}", "{a: (b)}", "{a: b | c}", "{a: -b}", "{a: b + }", "{a: b,}", "a.b.c.",
                 String(repeating: "a + ", count: SimpleTree.maxOperators + 1) + "a", "a < b > c ? d : e ?? f"] {
      XCTAssertFalse(check(text), text.debugDescription)
    }
    // Within the limit, a long chain is made here.
    XCTAssertTrue(check(String(repeating: "a + ", count: SimpleTree.maxOperators) + "a"))
  }

  /// Short texts of operands, operators and the bytes around them: each tree made must be the
  /// parser's.
  func testGeneratedTexts() {
    let pieces = ["a", "b.c", "'s'", "\"t\"", "1", "0", "12", " ", "+", "-", "*", "%", "<", ">", "=", "!", "|", "?", ":",
                  "&", "/", ".", ",", "{", "}", "(", ")", "true", "null", "this", "if", "in", "typeof", "_", "$", "e",
                  "'", "\\", "ñ", "\t"]
    var random = SplitMix64(seed: 0x0_9E2A)
    var made = 0
    for _ in 0..<60_000 {
      var text = ""
      for _ in 0..<(1 + Int(random.next() % 9)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      if check(text) { made += 1 }
    }
    XCTAssertGreaterThan(made, 3_000)
  }

  /// Chains of two operands and operators: the groupings made here are the parser's.
  func testGeneratedOperatorChains() {
    let operands = ["a", "b.c", "'s'", "7", "true", "null", "undefined", "x.y.z", "this", "1.5"]
    let operators = ["+", "-", "*", "%", "<", ">", "<=", ">=", "==", "!=", "===", "!==", "||", "&&", "??", "**", "?", ":"]
    var random = SplitMix64(seed: 0x0_C4A1)
    var made = 0
    for _ in 0..<20_000 {
      var text = operands[Int(random.next() % UInt64(operands.count))]
      for _ in 0..<(1 + Int(random.next() % 4)) {
        let space = random.next() % 3 == 0 ? "" : " "
        text += space + operators[Int(random.next() % UInt64(operators.count))] + space
        text += operands[Int(random.next() % UInt64(operands.count))]
      }
      if random.next() % 4 == 0 { text = "{ k: " + text + ", 'l': m }" }
      if check(text) { made += 1 }
    }
    XCTAssertGreaterThan(made, 3_000)
  }
}
