import XCTest
@testable import Lint

final class YAMLTests: XCTestCase {
  // MARK: Helpers

  private func plain(_ text: String, _ line: Int, _ column: Int) -> YAMLNode {
    YAMLNode(.scalar(text, style: .plain), line: line, column: column)
  }

  private func single(_ text: String, _ line: Int, _ column: Int) -> YAMLNode {
    YAMLNode(.scalar(text, style: .singleQuoted), line: line, column: column)
  }

  private func double(_ text: String, _ line: Int, _ column: Int) -> YAMLNode {
    YAMLNode(.scalar(text, style: .doubleQuoted), line: line, column: column)
  }

  private func null(_ line: Int, _ column: Int) -> YAMLNode {
    YAMLNode(.null, line: line, column: column)
  }

  private func seq(_ line: Int, _ column: Int, _ items: [YAMLNode]) -> YAMLNode {
    YAMLNode(.sequence(items), line: line, column: column)
  }

  private func map(_ line: Int, _ column: Int, _ pairs: [(YAMLNode, YAMLNode)]) -> YAMLNode {
    YAMLNode(.mapping(pairs.map { YAMLPair(key: $0.0, value: $0.1) }), line: line, column: column)
  }

  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLNode? {
    do {
      return try YAML.parse(text)
    } catch {
      XCTFail("unexpected error \(error)", file: file, line: line)
      return nil
    }
  }

  /// `line:column: message` of the error, or `no error`.
  private func error(_ text: String) -> String {
    do {
      _ = try YAML.parse(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  // MARK: Documents

  func testEmptyDocumentsAreNull() {
    XCTAssertEqual(parse(""), null(1, 1))
    XCTAssertEqual(parse("\n\n  \n"), null(1, 1))
    XCTAssertEqual(parse("# only a comment\n"), null(1, 1))
    XCTAssertEqual(parse("---\n"), null(1, 1))
    XCTAssertEqual(parse("--- # start\n# nothing\n"), null(1, 1))
  }

  func testDocumentStartMarker() {
    XCTAssertEqual(parse("# c\n---\na: 1\n"), map(3, 1, [(plain("a", 3, 1), plain("1", 3, 4))]))
  }

  func testTopLevelScalars() {
    XCTAssertEqual(parse("hello world"), plain("hello world", 1, 1))
    XCTAssertEqual(parse("  'x'  # c"), single("x", 1, 3))
  }

  // MARK: Block mappings

  func testBlockMapping() {
    let text = """
    platforms: ios
    count: 3   # trailing comment
    empty:
    quoted key: "v"
    'single': 'it''s'
    """
    XCTAssertEqual(parse(text), map(1, 1, [
      (plain("platforms", 1, 1), plain("ios", 1, 12)),
      (plain("count", 2, 1), plain("3", 2, 8)),
      (plain("empty", 3, 1), null(3, 7)),
      (plain("quoted key", 4, 1), double("v", 4, 13)),
      (single("single", 5, 1), single("it's", 5, 11)),
    ]))
  }

  func testNestedMappingsKeepOrder() {
    let text = """
    rules:
      zeta: off
      alpha:
        severity: warning
        max-length: 80
    words:
      close: [Done]
    """
    XCTAssertEqual(parse(text), map(1, 1, [
      (plain("rules", 1, 1), map(2, 3, [
        (plain("zeta", 2, 3), plain("off", 2, 9)),
        (plain("alpha", 3, 3), map(4, 5, [
          (plain("severity", 4, 5), plain("warning", 4, 15)),
          (plain("max-length", 5, 5), plain("80", 5, 17)),
        ])),
      ])),
      (plain("words", 6, 1), map(7, 3, [
        (plain("close", 7, 3), seq(7, 10, [plain("Done", 7, 11)])),
      ])),
    ]))
  }

  func testPlainScalarsKeepColonsAndHashesInsideWords() {
    XCTAssertEqual(parse("url: http://x.org/a#b"), map(1, 1, [(plain("url", 1, 1), plain("http://x.org/a#b", 1, 6))]))
    XCTAssertEqual(parse("k: a:b"), map(1, 1, [(plain("k", 1, 1), plain("a:b", 1, 4))]))
    XCTAssertEqual(parse("k : v"), map(1, 1, [(plain("k", 1, 1), plain("v", 1, 5))]))
    XCTAssertEqual(parse("k: -1"), map(1, 1, [(plain("k", 1, 1), plain("-1", 1, 4))]))
  }

  func testValueOnTheNextLine() {
    XCTAssertEqual(parse("a:\n  b\nc: d"), map(1, 1, [
      (plain("a", 1, 1), plain("b", 2, 3)),
      (plain("c", 3, 1), plain("d", 3, 4)),
    ]))
  }

  // MARK: Block sequences

  func testBlockSequences() {
    let text = """
    include:
      - "**/*.html"
      - src/*.an   # c
      -
      - - nested
        - again
      - name: x
        size: 2
    """
    XCTAssertEqual(parse(text), map(1, 1, [
      (plain("include", 1, 1), seq(2, 3, [
        double("**/*.html", 2, 5),
        plain("src/*.an", 3, 5),
        null(4, 4),
        seq(5, 5, [plain("nested", 5, 7), plain("again", 6, 7)]),
        map(7, 5, [(plain("name", 7, 5), plain("x", 7, 11)), (plain("size", 8, 5), plain("2", 8, 11))]),
      ])),
    ]))
  }

  func testSequenceAtTheIndentationOfItsKey() {
    XCTAssertEqual(parse("a:\n- x\n- y\nb: z"), map(1, 1, [
      (plain("a", 1, 1), seq(2, 1, [plain("x", 2, 3), plain("y", 3, 3)])),
      (plain("b", 4, 1), plain("z", 4, 4)),
    ]))
  }

  func testTopLevelSequenceAndItemOnNextLine() {
    XCTAssertEqual(parse("-\n  a\n- b"), seq(1, 1, [plain("a", 2, 3), plain("b", 3, 3)]))
  }

  // MARK: Flow collections

  func testFlowCollections() {
    XCTAssertEqual(parse("{a: 1, b: [x, y], c: , 'd': \"e\"}"), map(1, 1, [
      (plain("a", 1, 2), plain("1", 1, 5)),
      (plain("b", 1, 8), seq(1, 11, [plain("x", 1, 12), plain("y", 1, 15)])),
      (plain("c", 1, 19), null(1, 21)),
      (single("d", 1, 24), double("e", 1, 29)),
    ]))
    XCTAssertEqual(parse("[]"), seq(1, 1, []))
    XCTAssertEqual(parse("{}"), map(1, 1, []))
    XCTAssertEqual(parse("k: [a, b,]"), map(1, 1, [(plain("k", 1, 1), seq(1, 4, [plain("a", 1, 5), plain("b", 1, 8)]))]))
    XCTAssertEqual(parse("k: [a b, c d]"), map(1, 1, [
      (plain("k", 1, 1), seq(1, 4, [plain("a b", 1, 5), plain("c d", 1, 10)])),
    ]))
  }

  func testFlowCollectionsSpanningLines() {
    let text = """
    languages: [es,   # Spanish
      en,
      # comment line
      ar]
    words: {
      close: [Done,
              Listo],
    }
    """
    XCTAssertEqual(parse(text), map(1, 1, [
      (plain("languages", 1, 1), seq(1, 12, [plain("es", 1, 13), plain("en", 2, 3), plain("ar", 4, 3)])),
      (plain("words", 5, 1), map(5, 8, [
        (plain("close", 6, 3), seq(6, 10, [plain("Done", 6, 11), plain("Listo", 7, 11)])),
      ])),
    ]))
  }

  // MARK: Quoted scalars

  func testQuotedScalars() {
    XCTAssertEqual(parse(#"a: "x\"y\\z\n\t\u00e9\/\u0041""#),
                   map(1, 1, [(plain("a", 1, 1), double("x\"y\\z\n\té/A", 1, 4))]))
    XCTAssertEqual(parse(#"a: "\ud83d\ude00 \U0001F600""#), map(1, 1, [(plain("a", 1, 1), double("😀 😀", 1, 4))]))
    XCTAssertEqual(parse("a: 'don''t # not a comment'"), map(1, 1, [(plain("a", 1, 1), single("don't # not a comment", 1, 4))]))
    XCTAssertEqual(parse("a: ''"), map(1, 1, [(plain("a", 1, 1), single("", 1, 4))]))
    XCTAssertEqual(parse("a: \"*.html\" # c"), map(1, 1, [(plain("a", 1, 1), double("*.html", 1, 4))]))
  }

  // MARK: Positions

  func testColumnsCountUnicodeScalarsAndSkipTheBOM() {
    XCTAssertEqual(parse("\u{FEFF}é: ñ"), map(1, 1, [(plain("é", 1, 1), plain("ñ", 1, 4))]))
    XCTAssertEqual(parse("a: 😀\nb: c"), map(1, 1, [(plain("a", 1, 1), plain("😀", 1, 4)), (plain("b", 2, 1), plain("c", 2, 4))]))
  }

  func testLineEndings() {
    let expected = map(1, 1, [(plain("a", 1, 1), plain("1", 1, 4)), (plain("b", 2, 1), plain("2", 2, 4))])
    XCTAssertEqual(parse("a: 1\r\nb: 2\r\n"), expected)
    XCTAssertEqual(parse("a: 1\rb: 2"), expected)
  }

  func testBytes() throws {
    XCTAssertEqual(try YAML.parse(utf8: Array("a: é".utf8)), map(1, 1, [(plain("a", 1, 1), plain("é", 1, 4))]))
    XCTAssertThrowsError(try YAML.parse(utf8: [0x61, 0x3A, 0x0A, 0x20, 0x62, 0xFF])) { error in
      XCTAssertEqual((error as? YAMLError)?.description, "2:3: invalid UTF-8; expected UTF-8 text")
    }
  }

  func testNullHelpers() throws {
    XCTAssertTrue(plain("~", 1, 1).isNull)
    XCTAssertTrue(plain("null", 1, 1).isNull)
    XCTAssertFalse(single("null", 1, 1).isNull)
    XCTAssertTrue(null(1, 1).isNull)
  }

  // MARK: Errors

  func testUnsupportedFeatures() {
    XCTAssertEqual(error("a:\n\tb: 1"), "2:1: tabs are not allowed in indentation; expected spaces")
    XCTAssertEqual(error("a:\n  \tb: 1"), "2:3: tabs are not allowed in indentation; expected spaces")
    XCTAssertEqual(error("a: &x 1"), "1:4: anchors ('&') are not supported; expected a plain or quoted value")
    XCTAssertEqual(error("a: *x"), "1:4: aliases ('*') are not supported; put a value that starts with '*' in quotes")
    XCTAssertEqual(error("- **/*.html"), "1:3: aliases ('*') are not supported; put a value that starts with '*' in quotes")
    XCTAssertEqual(error("a: !!str 1"), "1:4: tags ('!') are not supported; expected a plain or quoted value")
    XCTAssertEqual(error("a: |\n  text"), "1:4: block scalars ('|' and '>') are not supported; use a quoted string")
    XCTAssertEqual(error("a: >\n  text"), "1:4: block scalars ('|' and '>') are not supported; use a quoted string")
    XCTAssertEqual(error("%YAML 1.2\n---"), "1:1: directives ('%') are not supported; put a value that starts with '%' in quotes")
    XCTAssertEqual(error("? a\n: b"), "1:1: explicit keys ('?') are not supported; expected 'key: value'")
    XCTAssertEqual(error("a: @x"), "1:4: '@' cannot start a plain value; put the value in quotes")
    XCTAssertEqual(error("[a]: b"), "1:1: complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key")
    XCTAssertEqual(error("a: 1\n{b}: 2"), "2:1: complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key")
    XCTAssertEqual(error("{[a]: b}"), "1:2: complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key")
    XCTAssertEqual(error("a: 1\n---\nb: 2"), "2:1: a second document ('---') is not supported; expected one document per file")
    XCTAssertEqual(error("a: 1\n..."), "2:1: the document end marker ('...') is not supported; expected the end of the file")
    XCTAssertEqual(error("--- a"), "1:5: expected the end of the line after '---'")
  }

  func testIndentationErrors() {
    XCTAssertEqual(error("a: 1\n  b: 2"), "2:3: bad indentation; expected a key at column 1")
    XCTAssertEqual(error("a:\n    b: 1\n  c: 2"), "3:3: bad indentation; expected a key at column 1")
    XCTAssertEqual(error("- a\n  - b"), "2:3: bad indentation; expected '- ' at column 1")
    XCTAssertEqual(error("  a: 1\nb: 2"), "2:1: bad indentation; expected a key at column 3 or the end of the document")
    XCTAssertEqual(error("  - a\nb"), "2:1: bad indentation; expected '- ' at column 3 or the end of the document")
    XCTAssertEqual(error("a: 1\n- b"), "2:1: expected a key at column 1, found a sequence item ('- ')")
    XCTAssertEqual(error("a:\n  b\n  c"), "3:3: bad indentation; expected a key at column 1")
    XCTAssertEqual(error("foo\nbar"), "2:1: expected the end of the document after a single value")
    XCTAssertEqual(error("a: 1\nb"), "2:2: expected ':' after the key 'b'")
    XCTAssertEqual(error("a: - b"), "1:4: a sequence item ('- ') cannot follow a key on the same line; start it on the next line")
  }

  func testDuplicateKeys() {
    XCTAssertEqual(error("a: 1\nb: 2\na: 3"), "3:1: duplicate key 'a'; it is already defined at line 1, column 1")
    XCTAssertEqual(error("x:\n  'a': 1\n  \"a\": 2"), "3:3: duplicate key 'a'; it is already defined at line 2, column 3")
    XCTAssertEqual(error("{a: 1, a: 2}"), "1:8: duplicate key 'a'; it is already defined at line 1, column 2")
  }

  func testQuoteErrors() {
    XCTAssertEqual(error("a: \"abc"), "1:4: unterminated double-quoted string; expected a closing '\"' on the same line")
    XCTAssertEqual(error("a: \"abc\nd\""), "1:4: unterminated double-quoted string; expected a closing '\"' on the same line")
    XCTAssertEqual(error("a: 'abc"), "1:4: unterminated single-quoted string; expected a closing \"'\" on the same line")
    XCTAssertEqual(error("a: \"abc\\"), "1:4: unterminated double-quoted string; expected a closing '\"' on the same line")
    XCTAssertEqual(error(#"a: "x\q""#),
                   #"1:6: unknown escape sequence '\q'; expected one of \" \\ \/ \n \t \r \0 \uXXXX \UXXXXXXXX"#)
    XCTAssertEqual(error(#"a: "\u12G4""#), #"1:5: expected 4 hexadecimal digits after '\u'"#)
    XCTAssertEqual(error(#"a: "\U0000""#), #"1:5: expected 8 hexadecimal digits after '\U'"#)
    XCTAssertEqual(error(#"a: "\ud800""#),
                   #"1:5: '\u' escape is not a valid Unicode scalar; expected a code point outside the surrogate range"#)
    XCTAssertEqual(error("a: \"x\" y"), "1:8: unexpected text after the closing quote; expected ':' or the end of the line")
    XCTAssertEqual(error("a: \"x\"#c"), "1:7: unexpected text after the closing quote; expected ':' or the end of the line")
    XCTAssertEqual(error("a: b: c"), "1:5: unexpected ':' after a value; put a value that contains ': ' in quotes")
  }

  func testFlowErrors() {
    XCTAssertEqual(error("a: [b, c"), "1:4: unterminated flow sequence; expected ']'")
    XCTAssertEqual(error("a: {b: c"), "1:4: unterminated flow mapping; expected '}'")
    XCTAssertEqual(error("a: [b,\nc: d"), "1:4: unterminated flow sequence; expected ']'")
    XCTAssertEqual(error("a: [b c, d e"), "1:4: unterminated flow sequence; expected ']'")
    XCTAssertEqual(error("a: [b, [c]"), "1:4: unterminated flow sequence; expected ']'")
    XCTAssertEqual(error("a: [b\n c]"), "2:2: expected ',' or ']' in a flow sequence")
    XCTAssertEqual(error("a: [b, , c]"), "1:8: expected a value before ','")
    XCTAssertEqual(error("a: [b: c]"), "1:6: 'key: value' entries inside '[ ]' are not supported; write them as '{key: value}'")
    XCTAssertEqual(error("a: {b c}"), "1:8: expected ':' after the key 'b c'")
    XCTAssertEqual(error("a: {b: c d: e}"), "1:11: expected ',' or '}' in a flow mapping")
    XCTAssertEqual(error("a: {, b: c}"), "1:5: expected a key before ','")
    XCTAssertEqual(error("a: {b: c]"), "1:9: expected ',' or '}' in a flow mapping")
    XCTAssertEqual(error("a: [b}"), "1:6: expected ',' or ']' in a flow sequence")
    XCTAssertEqual(error("a: [- b]"), "1:5: sequence items ('- ') are not allowed inside '[ ]' or '{ }'; separate items with ','")
    XCTAssertEqual(error("a: [b] c"), "1:8: expected the end of the line after the closing ']'")
    XCTAssertEqual(error("[b] c"), "1:5: expected the end of the line after the closing ']'")
    XCTAssertEqual(error("a: ]"), "1:4: unexpected ']'; put a value that starts with ']' in quotes")
  }

  func testKeyAndValueErrors() {
    XCTAssertEqual(error(": x"), "1:1: expected a key or a value before ':'")
    XCTAssertEqual(error("a:\n  : x"), "2:3: expected a key or a value before ':'")
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 5000)
    XCTAssertEqual(error(deep), "1:101: nesting is too deep; expected at most 100 levels")
    var block = ""
    for level in 0..<150 { block += String(repeating: " ", count: level) + "k:\n" }
    XCTAssertTrue(error(block).hasSuffix("nesting is too deep; expected at most 100 levels"))
  }

  func testNeverCrashesOnArbitraryInput() {
    // Every prefix of a tricky document either parses or gives an error.
    let text = "a: [b, {c: 'd''e', f: \"g\\u0041\"}]\n- x\n  ? y\n\t&z *w |\n"
    let scalars = Array(text.unicodeScalars)
    for end in 0...scalars.count {
      var prefix = ""
      prefix.unicodeScalars.append(contentsOf: scalars[0..<end])
      _ = error(prefix)
    }
  }
}
