import XCTest
@testable import TemplateSyntax

/// `SimpleTree` makes the trees of strings, names and member chains without the parser: each
/// tree it makes must be the parser's, node for node (kinds, names, ranges), for text the
/// parser accepts without a diagnostic; for anything else it must make nothing and leave the
/// arena as it was.
final class SimpleTreeTests: XCTestCase {
  /// The tree `SimpleTree` makes of `text` (nil when it leaves it to the parser), checked
  /// against the parser's.
  @discardableResult
  func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let range = ByteRange(0, buffer.count)
      let arena = ExprArena()
      let fast = SimpleTree.build(buffer, range, arena: arena)
      guard let fast else {
        XCTAssertEqual(arena.nodes.count, 0, "nothing is appended for \(text.debugDescription)", file: file, line: line)
        return false
      }
      var parser = ExprParserCore(bytes: buffer, range: range, action: false, buildsTree: true)
      let parsed = parser.parseRoot()
      XCTAssertEqual(parsed.diagnostics, [], text.debugDescription, file: file, line: line)
      XCTAssertEqual(parsed.expression, fast, text.debugDescription, file: file, line: line)
      return true
    }
  }

  func testTheSimpleFormsAreTheParsersTrees() {
    for text in ["'Guardar'", "\"Guardar\"", "''", "\"\"", "'Perfil de usuario 14'", "'Señor — ñandú'", "'الإعدادات'",
                 "'a//b'", "\"it's\"", "'say \"hi\"'", "  'x'  ", "\n\t'x'\r\n", "'{{ x }}'", "'a\u{7}b'",
                 "item", "item.title", "a.b.c.d.e", "$x._y", "a1.b2", "user.name", "a.if", "a.true", "a.this",
                 " item.title ", "\u{1}a.b\u{1F}", "items.length", "$event", "_"] {
      XCTAssertTrue(check(text), text.debugDescription)
    }
  }

  func testOtherFormsAreLeftToTheParser() {
    for text in ["", "   ", "'it\\'s'", "'a&amp;b'", "'a & b'", "'a'b'", "'a", "a'", "'a' + b", "`a`",
                 "true", "false", "null", "undefined", "this", "this.x", "if", "typeof", "a .b", "a. b",
                 "a..b", "a.", ".a", "a.1", "1", "1.5", "a?.b", "a!", "a.b()", "a[0]", "ñ", "a.ñ",
                 "\u{A0}a", "a\u{A0}", "'x'\u{A0}", "a | b", "a // b", "a;", "(a)", "-a", "!a",
                 String(repeating: "a.", count: SimpleTree.maxLinks + 1) + "a"] {
      XCTAssertFalse(check(text), text.debugDescription)
    }
    // Within the limit, a long chain is made here.
    XCTAssertTrue(check(String(repeating: "a.", count: SimpleTree.maxLinks) + "a"))
  }

  /// Short texts made of the bytes that matter (quotes, escapes, dots, names, digits, spaces,
  /// `&`, `/`, a keyword's letters, a non-ASCII letter): each tree made must be the parser's.
  func testGeneratedTexts() {
    let pieces = ["'", "\"", "\\", "&", ".", " ", "a", "b", "1", "$", "_", "ñ", "/", "(", ")", "if", "true", "x.y", "'q'",
                  "\t", "amp;"]
    var random = SplitMix64(seed: 0x51_7E)
    var made = 0
    for _ in 0..<30_000 {
      var text = ""
      for _ in 0..<(1 + Int(random.next() % 6)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      if check(text) { made += 1 }
    }
    // The generator reaches the simple forms often enough for the comparison to mean something.
    XCTAssertGreaterThan(made, 1_500)
  }

  func testObjectLiteralsOfSimpleValuesAreTheParsersTrees() {
    for text in ["{}", "{ }", "{a: b}", "{ checked: isOn, disabled: false }", "{ selected: item.on, label: 'Sí, claro' }",
                 "{'a-b': \"x\", \"c\": null, d: undefined, e: true}", "{ if: a, true: b.c.d, $x: _y }",
                 " {a:'}'} ", "{\n\ta: b,\r\n  c: 'd'\n}", "{ a: 'x', b: 'x', c: x.x }", "{ a: 'a//b' }"] {
      XCTAssertTrue(check(text), text.debugDescription)
    }
    for text in ["{", "}", "{a}", "{ a, b }", "{a: b,}", "{,}", "{a: }", "{: b}", "{a: b}.c", "{a: b} + {c: d}",
                 "{a: 1}", "{a: -b}", "{a: b()}", "{a: b | c}", "{a: b ? c : d}", "{a: this}", "{a: true.b}", "{a: typeof}",
                 "{a: if}", "{1: a}", "{a: 'it\\'s'}", "{a: 'a&amp;b'}", "{'a&b': c}", "{a: 'b}", "{a: b c}", "{a b: c}",
                 "{a: b.}", "{a: .b}", "{a: b..c}", "{a: b.1}", "{...a}", "{a: {b: c}}", "{a: [b]}", "{a: b // c}",
                 "{a:\u{A0}b}", "{ñ: b}", "{a: ñ}", "{a: b;}", "{a: b}}", "{{a: b}"] {
      XCTAssertFalse(check(text), text.debugDescription)
    }
  }

  /// Short object literals made of the bytes that matter: each tree made must be the parser's.
  func testGeneratedObjectLiterals() {
    let pieces = ["a", "b.c", ":", ",", " ", "'", "\"", "'q'", "true", "null", "if", "this", "1", ".", "}", "{", "&", "\\",
                  "ñ", "x", "undefined", "$"]
    var random = SplitMix64(seed: 0x0B_1EC7)
    var made = 0
    for _ in 0..<30_000 {
      var text = "{"
      for _ in 0..<(1 + Int(random.next() % 8)) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      text += "}"
      if check(text) { made += 1 }
    }
    XCTAssertGreaterThan(made, 50)
  }

  /// The table of simple forms found valid answers what the scanner answers, whatever was asked
  /// before (the same texts again, as actions and as bindings, and texts that share a slot).
  func testValidSimpleFormsAnswerAsTheScanner() {
    let pieces = ["a", "item", ".", "title", "(", ")", ",", " ", "|", "||", "save", "$event", "let", "1", "'", "x.y.z",
                  "typeof", "\u{A0}", "titlecase"]
    var random = SplitMix64(seed: 0xF0_4D5)
    var forms = ValidSimpleForms()
    var texts: [String] = []
    var valid = 0
    for round in 0..<40_000 {
      let text: String
      if round % 3 == 0, !texts.isEmpty {
        text = texts[Int(random.next() % UInt64(texts.count))]
      } else {
        var made = ""
        for _ in 0..<(1 + Int(random.next() % 7)) { made += pieces[Int(random.next() % UInt64(pieces.count))] }
        text = made
        texts.append(made)
      }
      let action = random.next() % 2 == 0
      let bytes = Array(("<" + text + ">").utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let range = ByteRange(1, buffer.count - 1)
        let expected = SimpleExpression.isValid(buffer, range, action: action)
        XCTAssertEqual(forms.isValid(buffer, range, action: action), expected, "\(text.debugDescription), action: \(action)")
        if expected { valid += 1 }
      }
    }
    XCTAssertGreaterThan(valid, 5_000)
  }
}
