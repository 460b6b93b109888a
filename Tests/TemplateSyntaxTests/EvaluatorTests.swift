import XCTest
import TemplateSyntax

final class EvaluatorTests: XCTestCase {
  func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> AbstractValue? {
    let source = SourceFile(path: "t", text: text)
    let result = ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count))
    XCTAssertEqual(result.diagnostics, [], text, file: file, line: line)
    guard let e = result.expression else { return nil }
    return Evaluator.evaluate(e, source: source)
  }

  func testKnownPossibilitiesLeaveOutWhatIsUnknown() {
    XCTAssertEqual(Array(value("on ? 'a' : 'b'")!.knownPossibilities), [.string("a"), .string("b")])
    XCTAssertEqual(Array(value("on ? 'a' : name")!.knownPossibilities), [.string("a")])
    XCTAssertEqual(Array(value("on ? 'a' + name : null")!.knownPossibilities), [.null])
    XCTAssertEqual(Array(value("on ? name : other")!.knownPossibilities), [])
    XCTAssertEqual(Array(value("'a'")!.knownPossibilities), [.string("a")])
    XCTAssertEqual(Array(value("name")!.knownPossibilities), [])
  }

  func testConstants() {
    XCTAssertEqual(value("'button'"), .string("button"))
    XCTAssertEqual(value("\"link\""), .string("link"))
    XCTAssertEqual(value("42"), .number(42))
    XCTAssertEqual(value("true"), .bool(true))
    XCTAssertEqual(value("null"), .null)
    XCTAssertEqual(value("undefined"), .undefined)
    XCTAssertEqual(value("('a')"), .string("a"))
    XCTAssertEqual(value("'a'!"), .string("a"))
    XCTAssertEqual(value("-1"), .number(-1))
    XCTAssertEqual(value("!false"), .bool(true))
    XCTAssertEqual(value("!''"), .bool(true))
    XCTAssertEqual(value("void 0"), .undefined)
    XCTAssertEqual(value("typeof 'x'"), .string("string"))
    XCTAssertEqual(value("2 * 3 - 1"), .number(5))
    XCTAssertEqual(value("2 ** 10"), .number(1024))
    XCTAssertEqual(value("7 % 3"), .number(1))
    XCTAssertEqual(value("1 === 1"), .bool(true))
    XCTAssertEqual(value("'a' !== 'a'"), .bool(false))
  }

  func testNonASCIIStrings() {
    XCTAssertEqual(value("'Canción'"), .string("Canción"))
    XCTAssertEqual(value("'زر إرسال'"), .string("زر إرسال"))
    XCTAssertEqual(value("'Canción ' + 'nueva'"), .string("Canción nueva"))
  }

  func testTemplateLiterals() {
    XCTAssertEqual(value("`plain`"), .string("plain"))
    XCTAssertEqual(value("``"), .string(""))
    XCTAssertEqual(value("`x ${y}`"), .concatenation([.literal("x "), .dynamic(source: "y")]))
    XCTAssertEqual(value("`a${1}b${'c'}`"), .string("a1bc"))
    XCTAssertEqual(value("`${ a.b } y ${c}`"),
                   .concatenation([.dynamic(source: "a.b"), .literal(" y "), .dynamic(source: "c")]))
  }

  func testObjectLiteral() {
    let text = "{ selected: isOn, disabled: false, checked: 'mixed' }"
    XCTAssertEqual(value(text), .object([
      ObjectEntry(key: "selected", keyRange: ByteRange(2, 10), value: .dynamic(.any), valueRange: ByteRange(12, 16)),
      ObjectEntry(key: "disabled", keyRange: ByteRange(18, 26), value: .bool(false), valueRange: ByteRange(28, 33)),
      ObjectEntry(key: "checked", keyRange: ByteRange(35, 42), value: .string("mixed"), valueRange: ByteRange(44, 51)),
    ]))
    let source = SourceFile(path: "t", text: text)
    XCTAssertEqual(source.text(ByteRange(35, 42)), "checked")
    XCTAssertEqual(source.text(ByteRange(44, 51)), "'mixed'")
    XCTAssertEqual(value("{ busy }"), .object([
      ObjectEntry(key: "busy", keyRange: ByteRange(2, 6), value: .dynamic(.any), valueRange: ByteRange(2, 6)),
    ]))
    XCTAssertEqual(value("{ checked: c ? true : 'mixed' }")?.entry("checked")?.value,
                   .alternatives([.bool(true), .string("mixed")]))
  }

  func testArrayLiteral() {
    XCTAssertEqual(value("['a', 1, x]"), .array([.string("a"), .number(1), .dynamic(.any)]))
  }

  func testConditionals() {
    XCTAssertEqual(value("cond ? 'a' : (other ? 'b' : 'c')"),
                   .alternatives([.string("a"), .string("b"), .string("c")]))
    XCTAssertEqual(value("c ? 'a' : d ? 'b' : 'a'"), .alternatives([.string("a"), .string("b")]))
    XCTAssertEqual(value("c ? (d ? 'x' : 'y') : 'z'"), .alternatives([.string("x"), .string("y"), .string("z")]))
    XCTAssertEqual(value("c ? 'same' : 'same'"), .string("same"))
    XCTAssertEqual(value("c ? name : 'b'"), .alternatives([.dynamic(.any), .string("b")]))
    XCTAssertEqual(value("true ? 'yes' : 'no'"), .string("yes"))
  }

  func testNullishAndOr() {
    XCTAssertEqual(value("x ?? 'a'"), .alternatives([.dynamic(.any), .string("a")]))
    XCTAssertEqual(value("x || 'a'"), .alternatives([.dynamic(.any), .string("a")]))
    XCTAssertEqual(value("null ?? 'a'"), .string("a"))
    XCTAssertEqual(value("'' ?? 'a'"), .string(""))
    XCTAssertEqual(value("'' || 'a'"), .string("a"))
    XCTAssertEqual(value("'b' || 'a'"), .string("b"))
    XCTAssertEqual(value("(c ? null : 'b') ?? 'a'"), .alternatives([.string("a"), .string("b")]))
    XCTAssertEqual(value("x && 'a'"), .dynamic(.any))
    XCTAssertEqual(value("true && 'a'"), .string("a"))
    XCTAssertEqual(value("0 && 'a'"), .number(0))
  }

  func testConcatenation() {
    XCTAssertEqual(value("'a' + 'b'"), .string("ab"))
    XCTAssertEqual(value("'Hola ' + name"), .concatenation([.literal("Hola "), .dynamic(source: "name")]))
    XCTAssertEqual(value("'Hola ' + user.name + '!'"),
                   .concatenation([.literal("Hola "), .dynamic(source: "user.name"), .literal("!")]))
    XCTAssertEqual(value("'a' + 'b' + x + 'c' + 'd'"),
                   .concatenation([.literal("ab"), .dynamic(source: "x"), .literal("cd")]))
    XCTAssertEqual(value("1 + 2"), .number(3))
    XCTAssertEqual(value("'n' + 1"), .string("n1"))
    XCTAssertEqual(value("1 + 2 + 'x'"), .string("3x"))
    XCTAssertEqual(value("a + b"), .dynamic(.any))
    XCTAssertEqual(value("1 + b"), .dynamic(.any))
    XCTAssertEqual(value("'x' + (a + b)"), .concatenation([.literal("x"), .dynamic(source: "(a + b)")]))
    XCTAssertEqual(value("'Play ' + (on ? 'on' : 'off')"), .alternatives([.string("Play on"), .string("Play off")]))
    XCTAssertEqual(value("(a ? 'x' : 'y') + (b ? '1' : '2')"),
                   .alternatives([.string("x1"), .string("x2"), .string("y1"), .string("y2")]))
  }

  func testConcatenationAlternativesLimit() {
    // 4 × 4 = 16 combinations: expanded; 4 × 5 = 20: dynamic (known to be a string).
    let four = "(a ? 'a' : b ? 'b' : c ? 'c' : 'd')"
    let five = "(a ? '1' : b ? '2' : c ? '3' : d ? '4' : '5')"
    XCTAssertEqual(value("\(four) + \(four)")?.possibilities.count, 16)
    XCTAssertEqual(value("\(four) + \(five)"), .dynamic(.string))
  }

  func testPipes() {
    XCTAssertEqual(value("'key' | translate"), .dynamic(.string))
    XCTAssertEqual(value("'key' | translate:lang"), .dynamic(.string))
    XCTAssertEqual(value("price | currency"), .dynamic(.any))
    XCTAssertEqual(value("('a' | t) + ' b'"), .concatenation([.dynamic(source: "('a' | t)"), .literal(" b")]))
  }

  func testDynamic() {
    XCTAssertEqual(value("name"), .dynamic(.any))
    XCTAssertEqual(value("a.b"), .dynamic(.any))
    XCTAssertEqual(value("f()"), .dynamic(.any))
    XCTAssertEqual(value("a[0]"), .dynamic(.any))
    XCTAssertEqual(value("this"), .dynamic(.any))
    XCTAssertEqual(value("!x"), .dynamic(.any))
  }

  func testDynamicSourceUsesAbsoluteRanges() {
    let text = "<an-text [label]=\"'Hola ' + user.name\">"
    let source = SourceFile(path: "t", text: text)
    let start = 18
    let result = ExpressionParser.parse(source, range: ByteRange(start, text.utf8.count - 2))
    XCTAssertEqual(result.diagnostics, [])
    let v = result.expression.map { Evaluator.evaluate($0, source: source) }
    XCTAssertEqual(v, .concatenation([.literal("Hola "), .dynamic(source: "user.name")]))
  }
}
