import Foundation
import XCTest
import TemplateSyntax

/// A compact, exact text form of an expression tree: every node with its byte range.
func dumpExpr(_ e: Expr) -> String {
  let r = "@\(e.range.start)-\(e.range.end)"
  switch e.kind {
  case .string(let s): return "\(s.debugDescription)\(r)"
  case .number(let n): return "\(Evaluator.numberString(n))\(r)"
  case .bool(let b): return "\(b)\(r)"
  case .null: return "null\(r)"
  case .undefined: return "undefined\(r)"
  case .this: return "this\(r)"
  case .identifier(let name): return "\(name)\(r)"
  case .template(let elements):
    let inner = elements.map { element -> String in
      switch element {
      case .literal(let s): return s.debugDescription
      case .expression(let x): return dumpExpr(x)
      }
    }
    return "tpl(\(inner.joined(separator: " ")))\(r)"
  case .member(let receiver, let name, let safe):
    return "\(safe ? "safe" : "")member(\(dumpExpr(receiver)) \(name))\(r)"
  case .keyed(let receiver, let key, let safe):
    return "\(safe ? "safe" : "")keyed(\(dumpExpr(receiver)) \(dumpExpr(key)))\(r)"
  case .call(let callee, let arguments, let safe):
    let args = arguments.map(dumpExpr).joined(separator: " ")
    return "\(safe ? "safe" : "")call(\(dumpExpr(callee))\(args.isEmpty ? "" : " " + args))\(r)"
  case .unary(let op, let operand): return "(\(op) \(dumpExpr(operand)))\(r)"
  case .binary(let op, let a, let b): return "(\(op) \(dumpExpr(a)) \(dumpExpr(b)))\(r)"
  case .conditional(let c, let a, let b): return "(? \(dumpExpr(c)) \(dumpExpr(a)) \(dumpExpr(b)))\(r)"
  case .pipe(let value, let name, let arguments):
    let args = arguments.map(dumpExpr).joined(separator: " ")
    return "pipe(\(dumpExpr(value)) \(name)\(args.isEmpty ? "" : " " + args))\(r)"
  case .nonNull(let x): return "nonnull(\(dumpExpr(x)))\(r)"
  case .parenthesized(let x): return "paren(\(dumpExpr(x)))\(r)"
  case .object(let properties):
    let inner = properties.map { p in "\(p.key)@\(p.keyRange.start)-\(p.keyRange.end): \(dumpExpr(p.value))" }
    return "{\(inner.joined(separator: ", "))}\(r)"
  case .array(let elements): return "[\(elements.map(dumpExpr).joined(separator: ", "))]\(r)"
  case .chain(let statements): return "chain(\(statements.map(dumpExpr).joined(separator: "; ")))\(r)"
  case .arrowFunction(let parameters, let body): return "arrow((\(parameters.joined(separator: " "))) \(dumpExpr(body)))\(r)"
  case .spread(let x): return "spread(\(dumpExpr(x)))\(r)"
  case .regex(let body, let flags): return "regex(\(body.debugDescription) \(flags))\(r)"
  }
}

func parseText(_ text: String, action: Bool = false) -> ExpressionParser.Result {
  let source = SourceFile(path: "t", text: text)
  return ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count), action: action)
}

/// Runs `body` on a thread with a 512 KiB stack (what the linter's workers may have).
/// Unoptimized builds use about 3.5 KiB of stack per nesting level (optimized builds
/// under 0.5 KiB), so debug test runs get 4 MiB.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
  #if DEBUG
  let size = 4 * 1024 * 1024
  #else
  let size = 512 * 1024
  #endif
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = size
  thread.start()
  done.wait()
}

final class ExpressionParserTests: XCTestCase {
  func check(_ text: String, _ expected: String, action: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    let result = parseText(text, action: action)
    XCTAssertEqual(result.diagnostics, [], "\(text)", file: file, line: line)
    XCTAssertEqual(result.expression.map(dumpExpr), expected, "\(text)", file: file, line: line)
  }

  func checkError(_ text: String, _ message: String, _ start: Int, _ end: Int, action: Bool = false,
                  file: StaticString = #filePath, line: UInt = #line) {
    let result = parseText(text, action: action)
    XCTAssertNil(result.expression, "\(text)", file: file, line: line)
    XCTAssertEqual(result.diagnostics, [SyntaxDiagnostic(message, ByteRange(start, end))], "\(text)", file: file, line: line)
  }

  // MARK: Literals

  func testStringLiterals() {
    check("'button'", "\"button\"@0-8")
    check("\"button\"", "\"button\"@0-8")
    check(#"'it\'s'"#, #""it\'s"@0-7"#)
    check(#""a\"b""#, "\"a\\\"b\"@0-6")
    check(#"'a\nb\\c'"#, "\"a\\nb\\\\c\"@0-9")
    check(#"'\u00e9'"#, "\"é\"@0-8")
    check("''", "\"\"@0-2")
  }

  func testNonASCIIStringsKeepBytesAndRanges() {
    // "Canción": ó is 2 bytes, so the literal spans 10 bytes.
    check("'Canción'", "\"Canción\"@0-10")
    let arabic = "'زر إرسال'"
    XCTAssertEqual(arabic.utf8.count, 17)
    check(arabic, "\"زر إرسال\"@0-17")
    check("x + 'Canción'", "(+ x@0-1 \"Canción\"@4-14)@0-14")
  }

  func testNumbers() {
    check("1", "1@0-1")
    check("1e3", "1000@0-3")
    check(".5", "0.5@0-2")
    check("1.25", "1.25@0-4")
    check("2E-2", "0.02@0-4")
    check("1_000", "1000@0-5")
  }

  func testKeywordsAndIdentifiers() {
    check("true", "true@0-4")
    check("false", "false@0-5")
    check("null", "null@0-4")
    check("undefined", "undefined@0-9")
    check("this", "this@0-4")
    check("$event", "$event@0-6")
    check("_x1", "_x1@0-3")
    // Angular's identifiers are ASCII only
    checkError("canción", "unexpected character 'ó'", 5, 7)
    checkError("é", "unexpected character 'é'", 0, 2)
    check("trueish", "trueish@0-7")
  }

  // MARK: Access and calls

  func testMemberKeyedCall() {
    check("a.b", "member(a@0-1 b)@0-3")
    check("a?.b", "safemember(a@0-1 b)@0-4")
    check("a?.[k]", "safekeyed(a@0-1 k@4-5)@0-6")
    check("a?.()", "safecall(a@0-1)@0-5")
    check("a[b]", "keyed(a@0-1 b@2-3)@0-4")
    check("f(x, 'y')", "call(f@0-1 x@2-3 \"y\"@5-8)@0-9")
    check("a.b.c(d)", "call(member(member(a@0-1 b)@0-3 c)@0-5 d@6-7)@0-8")
    check("a?.b()", "call(safemember(a@0-1 b)@0-4)@0-6")
    check("this.item.null", "member(member(this@0-4 item)@0-9 null)@0-14")
    // Angular: an argument list has no empty argument, so no trailing comma.
    checkError("f(a,)", "unexpected token ')'", 4, 5)
    checkError("f(1, )", "unexpected token ')'", 5, 6)
    checkError("f(,)", "unexpected token ','", 2, 3)
  }

  // MARK: Newer syntax (Angular 20 and later)

  func testArrowFunctions() {
    check("x => x", "arrow((x) x@5-6)@0-6")
    check("() => 1", "arrow(() 1@6-7)@0-7")
    check("(a, b) => a + b", "arrow((a b) (+ a@10-11 b@14-15)@10-15)@0-15")
    check("items.find(i => i.id === id)",
          "call(member(items@0-5 find)@0-10 arrow((i) (=== member(i@16-17 id)@16-20 id@25-27)@16-27)@11-27)@0-28")
    check("() => ({a: 1})", "arrow(() paren({a@8-9: 1@11-12}@7-13)@6-14)@0-14")
    check("x => y => x", "arrow((x) arrow((y) x@10-11)@5-11)@0-11")
    check("c ? x => x : y", "(? c@0-1 arrow((x) x@9-10)@4-10 y@13-14)@0-14")
    // the body is a statement: assignments are allowed there, even in a binding
    check("f(x => v = x)", "call(f@0-1 arrow((x) (= v@7-8 x@11-12)@7-12)@2-12)@0-13")
    checkError("x => { return x }", "arrow functions cannot have a block body; wrap an object literal in parentheses", 5, 6)
    checkError("(a b) => 1", "missing expected ','", 3, 4)
    checkError("=> a", "unexpected token '=>'", 0, 2)
    checkError("x =>", "unexpected end of expression", 4, 4)
  }

  func testSpread() {
    check("[...a]", "[spread(a@4-5)@1-5]@0-6")
    check("[1, ...a, 2]", "[1@1-2, spread(a@7-8)@4-8, 2@10-11]@0-12")
    check("{...o, a: 1}", "{...@1-4: spread(o@4-5)@1-5, a@7-8: 1@10-11}@0-12")
    check("f(...args)", "call(f@0-1 spread(args@5-9)@2-9)@0-10")
    checkError("...a", "unexpected token '...'", 0, 3)
    checkError("[..a]", "unexpected character '.'", 1, 3)
  }

  func testRegularExpressions() {
    check("/ab+c/gi", "regex(\"ab+c\" gi)@0-8")
    check("/a\\/b/.test(s)", "call(member(regex(\"a\\\\/b\" )@0-6 test)@0-11 s@12-13)@0-14")
    check("/[/]/", "regex(\"[/]\" )@0-5")
    check("s.replace(/x/g, 'y')", "call(member(s@0-1 replace)@0-9 regex(\"x\" g)@10-14 \"y\"@16-19)@0-20")
    check("!/x/.test(s)", "(! call(member(regex(\"x\" )@1-4 test)@1-9 s@10-11)@1-12)@0-12")
    // after an operand, `/` divides
    check("a / b / c", "(/ (/ a@0-1 b@4-5)@0-5 c@8-9)@0-9")
    check("f() / 2", "(/ call(f@0-1)@0-3 2@6-7)@0-7")
    checkError("/abc", "unterminated regular expression", 0, 4)
    checkError("/a/q", "unsupported regular expression flag 'q'", 3, 4)
    checkError("/a/gg", "duplicate regular expression flag 'g'", 4, 5)
  }

  func testLineComments() {
    check("a // note", "a@0-1")
    check("f(a) // why }", "call(f@0-1 a@2-3)@0-4")
    check("'//' + a", "(+ \"//\"@0-4 a@7-8)@0-8")
    check("a = 1 // set", "(= a@0-1 1@4-5)@0-5", action: true)
    // `/* */` is no comment inside an expression
    checkError("a /* c */", "unexpected token '*'", 3, 4)
  }

  func testKeyedWriteInBinding() {
    // Angular lets a keyed write through in a binding, but not a property write.
    check("a[0] = 1", "(= keyed(a@0-1 0@2-3)@0-4 1@7-8)@0-8")
    checkError("a.b = 1", "bindings cannot contain assignments", 4, 5)
  }

  func testNonNull() {
    check("a!", "nonnull(a@0-1)@0-2")
    check("a!.b", "member(nonnull(a@0-1)@0-2 b)@0-4")
    check("a!==b", "(!== a@0-1 b@4-5)@0-5")
    check("a! == b", "(== nonnull(a@0-1)@0-2 b@6-7)@0-7")
  }

  // MARK: Operators

  func testUnary() {
    check("!a", "(! a@1-2)@0-2")
    check("!!a", "(! (! a@2-3)@1-3)@0-3")
    check("-1", "(- 1@1-2)@0-2")
    check("+x", "(+ x@1-2)@0-2")
    check("typeof x", "(typeof x@7-8)@0-8")
    check("void 0", "(void 0@5-6)@0-6")
    check("-a.b", "(- member(a@1-2 b)@1-4)@0-4")
  }

  func testBinaryPrecedence() {
    check("a + b * c", "(+ a@0-1 (* b@4-5 c@8-9)@4-9)@0-9")
    check("a - b - c", "(- (- a@0-1 b@4-5)@0-5 c@8-9)@0-9")
    check("a ** b ** c", "(** a@0-1 (** b@5-6 c@10-11)@5-11)@0-11")
    check("a || b && c", "(|| a@0-1 (&& b@5-6 c@10-11)@5-11)@0-11")
    check("a && b ?? c", "(&& a@0-1 (?? b@5-6 c@10-11)@5-11)@0-11")
    check("a < b == c >= d", "(== (< a@0-1 b@4-5)@0-5 (>= c@9-10 d@14-15)@9-15)@0-15")
    check("a === b !== c", "(!== (=== a@0-1 b@6-7)@0-7 c@12-13)@0-13")
    check("'k' in o", "(in \"k\"@0-3 o@7-8)@0-8")
    check("a instanceof B", "(instanceof a@0-1 B@13-14)@0-14")
    check("a % b / c", "(/ (% a@0-1 b@4-5)@0-5 c@8-9)@0-9")
    check("-a * b", "(* (- a@1-2)@0-2 b@5-6)@0-6")
    check("(a + b) * c", "(* paren((+ a@1-2 b@5-6)@1-6)@0-7 c@10-11)@0-11")
  }

  func testWhitespaceAndNewlines() {
    check("  a\n  +\r\n\tb  ", "(+ a@2-3 b@10-11)@2-11")
    check("a\u{00A0}+ b", "(+ a@0-1 b@5-6)@0-6")
  }

  func testConditional() {
    check("c ? a : b", "(? c@0-1 a@4-5 b@8-9)@0-9")
    check("c ? a : d ? e : f", "(? c@0-1 a@4-5 (? d@8-9 e@12-13 f@16-17)@8-17)@0-17")
    check("c ? d ? 1 : 2 : 3", "(? c@0-1 (? d@4-5 1@8-9 2@12-13)@4-13 3@16-17)@0-17")
    check("a || b ? 'x' : 'y'", "(? (|| a@0-1 b@5-6)@0-6 \"x\"@9-12 \"y\"@15-18)@0-18")
    check("a?.5:1", "(? a@0-1 0.5@2-4 1@5-6)@0-6")
  }

  func testPipes() {
    check("'key' | translate", "pipe(\"key\"@0-5 translate)@0-17")
    check("d | date:'short':tz", "pipe(d@0-1 date \"short\"@9-16 tz@17-19)@0-19")
    check("a | p1 | p2:x", "pipe(pipe(a@0-1 p1)@0-6 p2 x@12-13)@0-13")
    check("(a | p).b", "member(paren(pipe(a@1-2 p)@1-6)@0-7 b)@0-9")
    check("f(a | p)", "call(f@0-1 pipe(a@2-3 p)@2-7)@0-8")
    check("a + b | p", "pipe((+ a@0-1 b@4-5)@0-5 p)@0-9")
    check("c ? a : b | p", "(? c@0-1 a@4-5 pipe(b@8-9 p)@8-13)@0-13")
    check("x | p:(c ? 1 : 2)", "pipe(x@0-1 p paren((? c@7-8 1@11-12 2@15-16)@7-16)@6-17)@0-17")
  }

  func testObjectLiterals() {
    check("{ selected: isOn, disabled: false, checked: 'mixed' }",
          "{selected@2-10: isOn@12-16, disabled@18-26: false@28-33, checked@35-42: \"mixed\"@44-51}@0-53")
    check("{'aria-x': 1, \"b\": 2}", "{aria-x@1-9: 1@11-12, b@14-17: 2@19-20}@0-21")
    check("{ a }", "{a@2-3: a@2-3}@0-5")
    check("{a, b: 1,}", "{a@1-2: a@1-2, b@4-5: 1@7-8}@0-10")
    check("{}", "{}@0-2")
    check("{ if: x }", "{if@2-4: x@6-7}@0-9")
    check("{ null: x }", "{null@2-6: x@8-9}@0-11")
  }

  func testArrayLiterals() {
    check("[]", "[]@0-2")
    check("[1, 'a', [b]]", "[1@1-2, \"a\"@4-7, [b@10-11]@9-12]@0-13")
    check("[a,]", "[a@1-2]@0-4")
  }

  func testTemplateLiterals() {
    check("`plain`", "tpl(\"plain\")@0-7")
    check("``", "tpl()@0-2")
    check("`x ${y}`", "tpl(\"x \" y@5-6)@0-8")
    check("`${a}-${b.c}`", "tpl(a@3-4 \"-\" member(b@8-9 c)@8-11)@0-13")
    check("`a ${ {k: 1}.k } b`", "tpl(\"a \" member({k@7-8: 1@10-11}@6-12 k)@6-14 \" b\")@0-19")
    check("`o ${`i ${x}`}`", "tpl(\"o \" tpl(\"i \" x@10-11)@5-13)@0-15")
    check("`\\` \\${x}`", "tpl(\"` ${x}\")@0-10")
    check("`line\nnext`", "tpl(\"line\\nnext\")@0-11")
    check("tag`x`", "call(tag@0-3 tpl(\"x\")@3-6)@0-6")
  }

  // MARK: Actions

  func testActions() {
    check("play()", "call(play@0-4)@0-6", action: true)
    check("play();", "call(play@0-4)@0-6", action: true)
    check("a(); b = c", "chain(call(a@0-1)@0-3; (= b@5-6 c@9-10)@5-10)@0-10", action: true)
    check("x += 1; ; y.z -= 2;", "chain((+= x@0-1 1@5-6)@0-6; (-= member(y@10-11 z)@10-13 2@17-18)@10-18)@0-18", action: true)
    check("a = b = 1", "(= a@0-1 (= b@4-5 1@8-9)@4-9)@0-9", action: true)
    check("a[i] = $event", "(= keyed(a@0-1 i@2-3)@0-4 $event@7-13)@0-13", action: true)
    check("a ??= 'x'", "(??= a@0-1 \"x\"@6-9)@0-9", action: true)
    check("c ? a = 1 : b = 2", "(? c@0-1 (= a@4-5 1@8-9)@4-9 (= b@12-13 2@16-17)@12-17)@0-17", action: true)
    checkError("a | p", "cannot have a pipe in an action expression", 2, 3, action: true)
    checkError("f() = 1", "expression is not assignable", 0, 3, action: true)
    checkError("a?.b = 1", "expression is not assignable", 0, 4, action: true)
    checkError("a() b()", "unexpected token 'b'", 4, 5, action: true)
    // Angular: a statement must come before a `;`; after one, extra `;` are fine.
    checkError(" ; ; ", "unexpected token ';'", 1, 2, action: true)
    check("f();;g();", "chain(call(f@0-1)@0-3; call(g@5-6)@5-8)@0-8", action: true)
  }

  func testBindingRestrictions() {
    checkError("a = 1", "bindings cannot contain assignments", 2, 3)
    checkError("a; b", "binding expression cannot contain chained expression", 1, 2)
  }

  // MARK: Errors

  func testEmptyExpression() {
    for text in ["", "   ", "\n\t "] {
      let result = parseText(text)
      XCTAssertNil(result.expression)
      XCTAssertEqual(result.diagnostics, [])
    }
  }

  func testSyntaxErrors() {
    checkError("a)", "unexpected token ')'", 1, 2)
    checkError("c ? a b", "missing expected ':'", 6, 7)
    checkError("c ? a", "missing expected ':'", 5, 5)
    checkError("'abc", "unterminated string literal", 0, 4)
    checkError("x + \"a", "unterminated string literal", 4, 6)
    checkError("`abc", "unterminated template literal", 0, 4)
    // After a `${`, Angular skips what is not part of the literal, even a missing backtick.
    check("`a ${b", "tpl(\"a \" b@5-6)@0-6")
    check("`${a b}`", "tpl(a@3-4)@0-8")
    checkError("a +", "unexpected end of expression", 3, 3)
    checkError("a + ", "unexpected end of expression", 4, 4)
    checkError("(a", "missing expected ')'", 2, 2)
    checkError("(a b", "missing expected ')'", 3, 4)
    checkError("[1, 2", "missing expected ']'", 5, 5)
    checkError("{a: 1", "missing expected '}'", 5, 5)
    checkError("{a 1}", "missing expected ':'", 3, 4)
    checkError("{1: a}", "unexpected token '1'", 1, 2)
    checkError("a.", "expected identifier for property access", 2, 2)
    checkError("a.1", "unexpected token '.1'", 1, 3)
    checkError("a # b", "unexpected character '#'", 2, 3)
    checkError("a → b", "unexpected character '→'", 2, 5)
    checkError(#"'\u12g4'"#, "invalid unicode escape", 1, 5)
    checkError("1e+", "invalid exponent", 1, 3)
    checkError("a |", "unexpected end of expression", 3, 3)
    checkError("a | 'p'", "unexpected token ''p''", 4, 7)
    checkError("a & b", "unexpected token '&'", 2, 3)
    checkError("`${}`", "template literal interpolation cannot be empty", 3, 4)
    checkError("in", "unexpected token 'in'", 0, 2)
    // A unary operator right before `**` (Angular and JavaScript want parentheses); after it, or
    // inside parentheses, it is fine.
    let unaryPower = "a unary operator cannot come right before '**': add parentheses, '(-a) ** b' or '-(a ** b)'"
    checkError("-a ** b", unaryPower, 0, 2)
    checkError("!a.b ** 2", unaryPower, 0, 4)
    checkError("typeof a ** b", unaryPower, 0, 8)
    checkError("a ** - -b ** c", unaryPower, 5, 9)
    check("(-a) ** b", "(** paren((- a@2-3)@1-3)@0-4 b@8-9)@0-9")
    check("a ** -b", "(** a@0-1 (- b@6-7)@5-7)@0-7")
    checkError("f(a b)", "missing expected ')'", 4, 5)
    // The first error wins: a lexical error after a syntax error is not reported.
    checkError("a b 'unterminated", "unexpected token 'b'", 2, 3)
  }

  // MARK: Ranges are absolute

  func testSliceRangesAreAbsolute() {
    let text = "<an-text [label]=\"cond ? 'Sí' : name.first\">"
    let source = SourceFile(path: "t", text: text)
    let start = Array(text.utf8).firstIndex(of: UInt8(ascii: "c"))!
    let end = text.utf8.count - 2
    let result = ExpressionParser.parse(source, range: ByteRange(start, end))
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.expression.map(dumpExpr), "(? cond@18-22 \"Sí\"@25-30 member(name@33-37 first)@33-43)@18-43")
    XCTAssertEqual(source.text(ByteRange(25, 30)), "'Sí'")

    let bad = ExpressionParser.parse(source, range: ByteRange(start, start + 9))
    XCTAssertEqual(bad.diagnostics, [SyntaxDiagnostic("unterminated string literal", ByteRange(25, 27))])

    // Bytes after the slice are never read.
    let cut = ExpressionParser.parse(source, range: ByteRange(start, start + 4))
    XCTAssertEqual(cut.expression.map(dumpExpr), "cond@18-22")
  }

  // MARK: Depth

  func testNestingLimit() {
    let ok = String(repeating: "(", count: 256) + "a" + String(repeating: ")", count: 256)
    XCTAssertEqual(parseText(ok).diagnostics, [])
    XCTAssertNotNil(parseText(ok).expression)

    let deep = String(repeating: "(", count: 257) + "a" + String(repeating: ")", count: 257)
    checkError(deep, "expression nested too deeply", 256, 257)

    let arrays = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    checkError(arrays, "expression nested too deeply", 256, 257)

    var ternary = ""
    for _ in 0..<300 { ternary += "c ? a : " }
    ternary += "b"
    let result = parseText(ternary)
    XCTAssertNil(result.expression)
    XCTAssertEqual(result.diagnostics.map(\.message), ["expression nested too deeply"])

    var okTernary = ""
    for _ in 0..<256 { okTernary += "c ? a : " }
    okTernary += "b"
    XCTAssertEqual(parseText(okTernary).diagnostics, [])
  }

  func testTreeHeightLimit() {
    let chain = Array(repeating: "a", count: 5000).joined(separator: " + ")
    let result = parseText(chain)
    XCTAssertNil(result.expression)
    XCTAssertEqual(result.diagnostics.map(\.message), ["expression nested too deeply"])

    let nots = String(repeating: "!", count: 100_000) + "a"
    XCTAssertEqual(parseText(nots).diagnostics.map(\.message), ["expression nested too deeply"])

    let members = "a" + String(repeating: ".b", count: 100_000)
    XCTAssertEqual(parseText(members).diagnostics.map(\.message), ["expression nested too deeply"])

    let fine = Array(repeating: "a", count: 1000).joined(separator: " + ")
    XCTAssertEqual(parseText(fine).diagnostics, [])
  }

  func testDeepInputsOnSmallStack() {
    onSmallStack {
      let source = SourceFile(path: "t", text: "")
      var inputs: [String] = []
      inputs.append(String(repeating: "(", count: 256) + "a" + String(repeating: ")", count: 256))
      inputs.append(String(repeating: "(", count: 100_000))
      inputs.append(String(repeating: "[", count: 100_000))
      inputs.append(String(repeating: "{a:", count: 100_000))
      inputs.append(String(repeating: "f(", count: 100_000))
      inputs.append(String(repeating: "`${", count: 100_000))
      inputs.append(String(repeating: "c ? ", count: 100_000))
      inputs.append(String(repeating: "a = ", count: 100_000))
      inputs.append(String(repeating: "f(!(", count: 256) + String(repeating: "))", count: 256))
      inputs.append(Array(repeating: "'x'", count: 1024).joined(separator: " + "))
      inputs.append(String(repeating: "c ? 'a' : ", count: 256) + "'b'")
      for text in inputs {
        for action in [false, true] {
          let result = parseText(text, action: action)
          XCTAssertLessThanOrEqual(result.diagnostics.count, 1)
          if let e = result.expression {
            _ = Evaluator.evaluate(e, source: source)
          }
        }
      }
    }
  }

  // MARK: Fuzz

  func testFuzzNeverCrashes() {
    var rng = SplitMix64(seed: 0xA11CE)
    let alphabet: [UInt8] = Array("ab1.5e'\"`${}()[]?:;,!|&=+-*/%<>#\\ \n_xnu0".utf8) + [0xC3, 0xB3, 0xE2, 0x86, 0x92, 0xFF, 0x00]
    let pieces = ["a", "b.c", "'s'", "`t ${", "}`", "(", ")", "[", "]", "{k:", "}", "?", ":", "|", "p", "!",
                  "?.", "=", "+=", ";", ",", "typeof ", "in ", "1e3", ".5", "??", "**", " "]
    for round in 0..<4000 {
      var bytes: [UInt8] = []
      let length = Int(rng.next() % 40)
      if round % 2 == 0 {
        for _ in 0..<length { bytes.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
      } else {
        for _ in 0..<length { bytes.append(contentsOf: pieces[Int(rng.next() % UInt64(pieces.count))].utf8) }
      }
      let source = SourceFile(path: "f", bytes: bytes)
      for action in [false, true] {
        let result = ExpressionParser.parse(source, range: ByteRange(0, bytes.count), action: action)
        XCTAssertLessThanOrEqual(result.diagnostics.count, 1)
        for d in result.diagnostics {
          XCTAssertTrue(d.range.start <= d.range.end && Int(d.range.end) <= bytes.count, "\(bytes)")
        }
        if let e = result.expression {
          XCTAssertTrue(result.diagnostics.isEmpty)
          XCTAssertTrue(Int(e.range.end) <= bytes.count)
          _ = Evaluator.evaluate(e, source: source)
        }
      }
    }
  }
}
