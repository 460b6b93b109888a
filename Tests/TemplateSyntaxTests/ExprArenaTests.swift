import XCTest
@testable import TemplateSyntax

/// Issue 11: expression trees live in an arena (`ExprArena`). A tree read back through `kind`
/// is the tree that was parsed, whichever arena holds it and however it got there.
final class ExprArenaTests: XCTestCase {
  /// One expression of every kind (and lists of zero, one and several entries).
  static let texts = [
    "'s'", "1.5", "true", "false", "null", "undefined", "this", "a", "`t${u}v${w}`", "``",
    "a.b", "a?.b", "a[k]", "a?.[k]", "f()", "f(x)", "a?.f(x, y, ...z)", "!a", "-a", "typeof a", "void a",
    "a + b * c", "a ?? 'x'", "c ? 'y' : 'n'", "v | p", "v | p:1:'two'", "a!", "(a)", "{}", "{ k: v, 'q': 2, s }",
    "{ ...o, k: 1 }", "[]", "[1, [2], ...r]", "x => x + 1", "(a, b) => a", "() => 0", "/re+/gi", "a[k] = 1",
  ]

  func parse(_ text: String, arena: ExprArena = ExprArena()) throws -> Expr {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { b in
      var scratch = ExprScratch()
      let result = ExpressionSite.binding.parse(b, ByteRange(0, b.count), buildsTree: true, scratch: &scratch, arena: arena)
      XCTAssertEqual(result.diagnostics, [], text)
      return try XCTUnwrap(result.expression, text)
    }
  }

  /// The tree rebuilt node by node through the public initializer, from its kinds alone.
  func rebuilt(_ e: Expr) -> Expr {
    let kind: ExprKind
    switch e.kind {
    case .template(let elements):
      kind = .template(elements.map { if case .expression(let x) = $0 { return .expression(rebuilt(x)) }; return $0 })
    case .member(let r, let name, let safe): kind = .member(rebuilt(r), name: name, safe: safe)
    case .keyed(let r, let k, let safe): kind = .keyed(rebuilt(r), key: rebuilt(k), safe: safe)
    case .call(let f, let arguments, let safe): kind = .call(rebuilt(f), arguments: arguments.map(rebuilt), safe: safe)
    case .unary(let op, let x): kind = .unary(op: op, rebuilt(x))
    case .binary(let op, let l, let r): kind = .binary(op: op, rebuilt(l), rebuilt(r))
    case .conditional(let c, let y, let n): kind = .conditional(rebuilt(c), then: rebuilt(y), else: rebuilt(n))
    case .pipe(let v, let name, let arguments): kind = .pipe(rebuilt(v), name: name, arguments: arguments.map(rebuilt))
    case .nonNull(let x): kind = .nonNull(rebuilt(x))
    case .parenthesized(let x): kind = .parenthesized(rebuilt(x))
    case .object(let properties):
      kind = .object(properties.map { ObjectProperty(key: $0.key, keyRange: $0.keyRange, value: rebuilt($0.value)) })
    case .array(let elements): kind = .array(elements.map(rebuilt))
    case .chain(let statements): kind = .chain(statements.map(rebuilt))
    case .arrowFunction(let parameters, let body): kind = .arrowFunction(parameters: parameters, body: rebuilt(body))
    case .spread(let x): kind = .spread(rebuilt(x))
    case let leaf: kind = leaf
    }
    return Expr(kind, e.range)
  }

  /// Every range in the tree, in the order `Expr.subexpressions` visits them (object keys too).
  func ranges(_ e: Expr) -> [ByteRange] {
    var out = [e.range]
    if case .object(let properties) = e.kind { out += properties.map(\.keyRange) }
    for sub in e.subexpressions { out += ranges(sub) }
    return out
  }

  func testEveryKindReadsBackTheSameWhereverItIsStored() throws {
    let shared = ExprArena()
    // Something already in the shared arena, so that its indices do not start at zero.
    _ = try parse("a.b.c + d", arena: shared)
    for text in Self.texts {
      let own = try parse(text)
      let inShared = try parse(text, arena: shared)
      XCTAssertEqual(inShared, own, text)
      XCTAssertEqual(rebuilt(own), own, text)
      XCTAssertEqual(ExprArena().copy(own, mappingRanges: { $0 }), own, text)
      // A copy with shifted ranges keeps the shape and shifts every range.
      let shifted = shared.copy(own, mappingRanges: { ByteRange(Int($0.start) + 7, Int($0.end) + 7) })
      XCTAssertEqual(ranges(shifted), ranges(own).map { ByteRange(Int($0.start) + 7, Int($0.end) + 7) }, text)
      XCTAssertEqual(shifted.subexpressions.count, own.subexpressions.count, text)
    }
  }

  func testTreesThatDifferAreNotEqual() throws {
    for (i, a) in Self.texts.enumerated() {
      for b in Self.texts[(i + 1)...] {
        XCTAssertNotEqual(try parse(a), try parse(b), "\(a) / \(b)")
      }
    }
    // Same shape, other names or values.
    XCTAssertNotEqual(try parse("a.b"), try parse("a.c"))
    XCTAssertNotEqual(try parse("'x'"), try parse("'y'"))
    XCTAssertNotEqual(try parse("a?.b"), try parse("a.bb"))
  }

  func testTheReadersThatSkipKindsAgreeWithKind() throws {
    XCTAssertEqual(try parse("((a))").ungrouped.identifierName, "a")
    XCTAssertEqual(try parse("a").identifierName, "a")
    XCTAssertNil(try parse("(a)").identifierName)
    XCTAssertNil(try parse("a.b").ungrouped.identifierName)
    XCTAssertEqual(try parse("(a.b)").ungrouped, try parse("(a.b)").subexpressions[0])
  }

  /// A deep tree copies without recursion (a worker thread's stack is small).
  func testADeepTreeCopies() throws {
    let text = Array(repeating: "'x'", count: 1023).joined(separator: " + ")
    let own = try parse(text)
    let copy = ExprArena().copy(own, mappingRanges: { $0 })
    XCTAssertEqual(copy.arena.count, 2045)
    XCTAssertEqual(Evaluator.evaluate(copy, source: SourceFile(path: "t", text: text)), .string(String(repeating: "x", count: 1023)))
  }

  /// Chains of binary operators group as precedence climbing groups them (`**` to the right,
  /// the others to the left), on 3,000 random chains of up to eight operators, compared with a
  /// textbook recursive parser written here.
  func testOperatorChainsGroupByPrecedence() throws {
    let operators: [(String, Int)] = [("||", 1), ("&&", 2), ("??", 3), ("===", 4), ("!=", 4), ("<", 5), (">=", 5),
                                      ("+", 6), ("-", 6), ("*", 7), ("%", 7), ("**", 8), ("in", 5)]
    var random = SplitMix64(seed: 20261202)
    for _ in 0..<3_000 {
      let count = 1 + Int(random.next() % 8)
      var names = ["x0"]
      var ops: [(String, Int)] = []
      for k in 1...count {
        ops.append(operators[Int(random.next() % UInt64(operators.count))])
        names.append("x\(k)")
      }
      // Reference: precedence climbing by recursion.
      var position = 0
      func climb(_ minimum: Int) -> String {
        var left = names[position]
        while position < ops.count, ops[position].1 >= minimum {
          let (op, precedence) = ops[position]
          position += 1
          let right = climb(precedence == 8 ? precedence : precedence + 1)
          left = "(\(left) \(op) \(right))"
        }
        return left
      }
      let expected = climb(1)
      var text = names[0]
      for (k, op) in ops.enumerated() { text += " \(op.0) \(names[k + 1])" }
      XCTAssertEqual(grouped(try parse(text)), expected, text)
    }
  }

  /// A tree of identifiers and binary operators, fully parenthesized.
  func grouped(_ e: Expr) -> String {
    switch e.kind {
    case .identifier(let name): return name
    case .binary(let op, let l, let r): return "(\(grouped(l)) \(op) \(grouped(r)))"
    default: return "?"
    }
  }
}

extension ExprArenaTests {
  /// The names of an arena's trees are stored once per spelling (`ExprArena.addText`), and a
  /// node always reads back the name written at its place, whatever shares its table's slot.
  func testANameWrittenAgainIsStoredOnceAndReadsBackAsWritten() throws {
    let arena = ExprArena()
    let repeated = try parse("{ item: item.item, other: list.item, longerName15ch: longerName15ch.x }", arena: arena)
    let properties: [ObjectProperty]
    if case .object(let p) = repeated.kind { properties = p } else { properties = [] }
    XCTAssertEqual(properties.map(\.key), ["item", "other", "longerName15ch"])
    XCTAssertEqual(Set(arena.strings).count, arena.strings.count, "each name once: \(arena.strings)")
    XCTAssertEqual(Set(arena.strings), ["item", "other", "list", "longerName15ch", "x"])
    // More names than the table has slots, each written twice: every node reads its own.
    let names = (0..<300).map { "n\($0)" } + ["a_very_long_identifier_name"]
    let text = (names + names.reversed()).joined(separator: " + ")
    var read: [String] = []
    var stack = [try parse(text, arena: arena)]
    while let e = stack.popLast() {
      if let name = e.identifierName { read.append(name) }
      stack += e.subexpressions.reversed()
    }
    XCTAssertEqual(read, names + names.reversed())
    // A string literal with no escape, made without the parser (`SimpleTree`), is stored once too.
    let literals = ExprArena()
    let texts = ["'said'", "\"said\"", "'said'", "'sa'", "'said'"]
    let built = texts.map { text in
      Array(text.utf8).withUnsafeBufferPointer { SimpleTree.build($0, ByteRange(0, $0.count), arena: literals) }
    }
    XCTAssertEqual(built.map { $0?.kind }, [.string("said"), .string("said"), .string("said"), .string("sa"), .string("said")])
    XCTAssertEqual(literals.strings, ["said", "sa"])
  }

}
