/// Parses Angular expressions (binding values, interpolations, block parameters).
///
/// A UTF-8 byte lexer and a recursive-descent parser (binary operators by precedence
/// climbing, without one call per precedence level). The first syntax error stops the
/// parse: the result then has no expression and exactly one diagnostic.
public enum ExpressionParser {
  public struct Result: Sendable {
    public var expression: Expr?
    /// The diagnostics, nil when there are none (nearly every expression): an empty array was
    /// handed over and released again for every binding, where a nil is neither.
    private var storedDiagnostics: [SyntaxDiagnostic]?
    public var diagnostics: [SyntaxDiagnostic] {
      get { storedDiagnostics ?? [] }
      set { storedDiagnostics = newValue.isEmpty ? nil : newValue }
    }
    /// Whether there is any diagnostic, read without making an array (`diagnostics`).
    public var hasDiagnostics: Bool { storedDiagnostics != nil }
    public init(expression: Expr?, diagnostics: [SyntaxDiagnostic]) {
      self.expression = expression
      self.storedDiagnostics = diagnostics.isEmpty ? nil : diagnostics
    }
    /// A result with no diagnostic.
    init(expression: Expr?) {
      self.expression = expression
      self.storedDiagnostics = nil
    }
  }

  /// Parentheses, brackets, braces, call arguments, pipe-free sub-expressions and
  /// ternary branches may nest this deep; one more level is the error
  /// "expression nested too deeply".
  public static let maxNestingDepth: Int = 256

  /// The tallest expression tree accepted (so that walking a tree recursively stays
  /// within a small thread stack). Long operator or member chains count here.
  public static let maxTreeHeight: Int = 1024

  /// Parses the bytes of `range` in `bytes` as one expression (pipes allowed).
  /// Ranges in the result and in diagnostics are offsets into `bytes`.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Result {
    var parser = ExprParserCore(bytes: bytes, range: range, action: false, buildsTree: true)
    return parser.parseRoot()
  }

  /// Parses an event handler (`a(); b = c`): statements separated by `;`.
  public static func parseAction(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Result {
    var parser = ExprParserCore(bytes: bytes, range: range, action: true, buildsTree: true)
    return parser.parseRoot()
  }


  /// What an interpolation holds when it holds no expression: only whitespace (`{{ }}`), or
  /// only a `//` comment (`{{ // note }}`); nil when it holds something else.
  public enum Emptiness: Sendable { case blank, commentOnly }

  /// (Inlined: nearly every expression starts with a byte that is no space, no `/` and not the
  /// lead of U+00A0, told without a call; the others are read out of line.)
  @inline(__always)
  public static func emptiness(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Emptiness? {
    if range.start < range.end {
      let b = bytes[Int(range.start)]
      if b > 0x20 && b != UInt8(ascii: "/") && b != 0xC2 { return nil }
    }
    return emptinessByScan(bytes, range: range)
  }

  /// `emptiness`, read byte by byte.
  @inline(never)
  static func emptinessByScan(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Emptiness? {
    // Only the leading whitespace matters: the text before the first `//` is blank exactly
    // when `//` (or the end) comes first.
    let stop = Int(range.end)
    var i = Int(range.start)
    while i < stop {
      let b = bytes[i]
      if b <= 0x20 { i += 1; continue }
      if b == 0xC2 && i + 1 < stop && bytes[i + 1] == 0xA0 { i += 2; continue }
      if b == UInt8(ascii: "/") && i + 1 < stop && bytes[i + 1] == UInt8(ascii: "/") { return .commentOnly }
      return nil
    }
    return .blank
  }

  /// Where a `//` comment starts in an expression (Angular's rule: the first `//` outside a
  /// quoted string, quotes followed without escapes), or nil.
  public static func commentStart(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Int? {
    var i = Int(range.start)
    let end = min(Int(range.end), bytes.count)
    // Most expressions have no `/` at all.
    guard i < end, ByteScan.firstOf(bytes, from: i, to: end, UInt8(ascii: "/")) < end else { return nil }
    var quote: UInt8 = 0
    while i + 1 < end {
      let b = bytes[i]
      if b == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/") && quote == 0 { return i }
      if quote == b {
        quote = 0
      } else if quote == 0 && (b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`")) {
        quote = b
      }
      i += 1
    }
    return nil
  }

  /// Convenience for a whole source file slice.
  public static func parse(_ source: SourceFile, range: ByteRange, action: Bool = false) -> Result {
    source.bytes.withUnsafeBufferPointer { buffer in
      action ? parseAction(buffer, range: range) : parse(buffer, range: range)
    }
  }
}

/// An expression under construction, the height of its tree, and what it is as the target
/// of an assignment (known without the tree, which a check does not build).
struct ParsedExpr {
  /// The node's index in the parser's arena (-1 for a check's placeholder): an index, not an
  /// `Expr`, so that passing a value from level to level retains nothing.
  var id: Int32
  /// Its range (kept here: a check's placeholder nodes have none).
  var range: ByteRange
  var h: Int
  var target: AssignmentTarget = .other
  var start: Int { Int(range.start) }
  var end: Int { Int(range.end) }
}

/// What an expression is on the left of `=`: Angular assigns to an identifier, a member or a
/// key read without `?.`.
enum AssignmentTarget {
  case identifier, member, keyed, safeAccess, other
}

/// What a caller hands from one expression's parse to the next, so that it is made once: the
/// parser with its lexer and their buffers (`ExprParserCore.start` and `finish`), and the
/// simple forms already found valid.
struct ExprScratch {
  var parser = ExprParserCore()
  var validSimpleForms = ValidSimpleForms()

  /// The parser's token and string buffers: empty between parses, their storage kept.
  var tokens: [ExprToken] { parser.tokens }
  var strings: [String] { parser.strings }
}

struct ExprParserCore {
  var bytes: UnsafeBufferPointer<UInt8>
  var action: Bool
  /// False for a check: the parse runs the same way, but no node is made (every node is a
  /// placeholder, its range and height kept by `ParsedExpr`, and lists stay empty).
  var buildsTree: Bool
  /// Where the nodes go (the template's arena, when the parser parses a template).
  var arena: ExprArena
  var tokens: [ExprToken] = []
  var strings: [String] = []
  var numbers: [Double] = []
  var messages: [String] = []
  var index: Int = 0
  var depth: Int = 0
  var failure: SyntaxDiagnostic?
  /// When not nil, `parseTemplateBindings` adds each keyword binding it reads here.
  var recordedBindings: [TemplateKeywordBinding]?
  /// The lexer, kept from one expression to the next with its buffers (`start`).
  private var lexer: ExpressionLexer

  /// A parser with no expression yet (`start` gives it one): an `ExprScratch`'s.
  init() {
    bytes = UnsafeBufferPointer(start: nil, count: 0)
    action = false
    buildsTree = false
    arena = ExprArena.unused
    lexer = ExpressionLexer(bytes: bytes, range: ByteRange(0, 0))
  }

  /// A parser of the bytes of `range`, lexed.
  /// `stripsComment`: a `//` outside a string ends the text, as in a binding (not in a
  /// structural directive's value, `parseTemplateBindings`).
  /// `ngspIsSpace`: U+E500 is a space, as in a text interpolation (see `ExpressionSite`);
  /// `collapsesSpaceRuns`: so is a run of Unicode spaces, as in text outside ICU messages.
  init(bytes: UnsafeBufferPointer<UInt8>, range: ByteRange, action: Bool, buildsTree: Bool, stripsComment: Bool = true,
       ngspIsSpace: Bool = false, collapsesSpaceRuns: Bool = false, arena: ExprArena = ExprArena()) {
    self.init()
    start(bytes: bytes, range: range, action: action, buildsTree: buildsTree, stripsComment: stripsComment,
          ngspIsSpace: ngspIsSpace, collapsesSpaceRuns: collapsesSpaceRuns, arena: arena)
  }

  /// Lexes the bytes of `range` as the expression to parse next, in the buffers the previous
  /// one left (`finish`): a caller that parses many expressions keeps one parser
  /// (`ExprScratch`), so that no parser, lexer or buffer is made and torn down per expression.
  mutating func start(bytes: UnsafeBufferPointer<UInt8>, range: ByteRange, action: Bool, buildsTree: Bool,
                      stripsComment: Bool, ngspIsSpace: Bool = false, collapsesSpaceRuns: Bool = false,
                      arena: ExprArena) {
    var lexed = range
    if stripsComment, let comment = ExpressionParser.commentStart(bytes, range) { lexed = ByteRange(Int(range.start), comment) }
    self.bytes = bytes
    self.action = action
    self.buildsTree = buildsTree
    // (A template's expressions share its arena: set again only when it changes.)
    if self.arena !== arena { self.arena = arena }
    index = 0
    depth = 0
    failure = nil
    recordedBindings = nil
    // The buffers go to the lexer and come back filled (moved, not shared: sharing would
    // retain each, and copy it on the first append).
    lexer.restart(bytes: bytes, range: lexed)
    lexer.makesValues = buildsTree
    lexer.ngspIsSpace = ngspIsSpace
    lexer.collapsesSpaceRuns = collapsesSpaceRuns
    swapBuffersWithLexer()
    lexer.run()
    swapBuffersWithLexer()
  }

  private mutating func swapBuffersWithLexer() {
    swap(&tokens, &lexer.tokens)
    swap(&strings, &lexer.strings)
    swap(&numbers, &lexer.numbers)
    swap(&messages, &lexer.messages)
  }

  /// The largest buffers kept for the next expression (a huge expression's are released, so
  /// that what a parser keeps stays small).
  static let maxKeptTokens = 4096
  static let maxKeptStrings = 256

  /// Empties the buffers for the next expression (`start`).
  mutating func finish() {
    if tokens.capacity <= Self.maxKeptTokens { tokens.removeAll(keepingCapacity: true) } else { tokens = [] }
    // (Most expressions have no string literal, number or lexical error.)
    if !strings.isEmpty { strings.removeAll(keepingCapacity: strings.capacity <= Self.maxKeptStrings) }
    if !numbers.isEmpty { numbers.removeAll() }
    if !messages.isEmpty { messages.removeAll() }
  }

  // MARK: - Tokens

  var tok: ExprToken { tokens[index] }

  mutating func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  func isOp(_ op: ExprOp) -> Bool {
    let t = tokens[index]
    return t.kind == .op && t.op == op
  }

  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  func range(of t: ExprToken) -> ByteRange { ByteRange(t.start, t.end) }

  /// Where string token `t`'s text is in the arena: its decoded text, or for one with no escape
  /// the bytes between its quotes, stored once per spelling (`ExprArena.addText`). (Inlined as
  /// the token predicates are: see "Levels".)
  @inline(__always) func stringEntry(_ t: ExprToken) -> Int32 {
    t.value == ExprToken.asWritten ? arena.addText(bytes, t.start + 1, t.end - 1) : arena.add(strings[t.value])
  }

  // MARK: - Errors

  mutating func fail(_ message: String, _ range: ByteRange) {
    if failure == nil { failure = SyntaxDiagnostic(message, range) }
  }

  mutating func failUnexpected() {
    let t = tok
    switch t.kind {
    case .error:
      fail(messages[t.value], range(of: t))
    case .eof:
      fail("unexpected end of expression", ByteRange(t.start, t.start))
    default:
      var shown: String
      if t.end - t.start > 40 {
        var cut = t.start + 40
        while cut > t.start && (bytes[cut] & 0xC0) == 0x80 { cut -= 1 }
        shown = text(t.start, cut) + "…"
      } else {
        shown = text(t.start, t.end)
      }
      fail("unexpected token '\(shown)'", range(of: t))
    }
  }

  /// Consumes `op` or fails with "missing expected '<op>'"; returns the consumed token's end.
  mutating func expect(_ op: ExprOp) -> Int? {
    let t = tok
    if t.kind == .op && t.op == op {
      advance()
      return t.end
    }
    if t.kind == .error {
      fail(messages[t.value], range(of: t))
    } else if t.kind == .eof {
      fail("missing expected '\(op.text)'", ByteRange(t.start, t.start))
    } else {
      fail("missing expected '\(op.text)'", range(of: t))
    }
    return nil
  }

  /// A node of `kind` (made only when the tree is built), or nil past the height limit.
  mutating func node(_ kind: @autoclosure () -> ExprKind, _ start: Int, _ end: Int, height: Int,
                     target: AssignmentTarget = .other) -> ParsedExpr? {
    if height > ExpressionParser.maxTreeHeight {
      fail("expression nested too deeply", ByteRange(start, end))
      return nil
    }
    return leaf(kind(), ByteRange(start, end), height: height, target: target)
  }

  /// `node(_:_:_:height:target:)` for a node `make` appends to the arena itself.
  mutating func node(_ start: Int, _ end: Int, height: Int, target: AssignmentTarget = .other,
                     _ make: (ExprArena) -> Int32) -> ParsedExpr? {
    if height > ExpressionParser.maxTreeHeight {
      fail("expression nested too deeply", ByteRange(start, end))
      return nil
    }
    return leaf(ByteRange(start, end), height: height, target: target, make)
  }

  /// `leaf(_:_:height:target:)` for a node `make` appends to the arena itself.
  func leaf(_ range: ByteRange, height: Int = 1, target: AssignmentTarget = .other,
            _ make: (ExprArena) -> Int32) -> ParsedExpr {
    ParsedExpr(id: buildsTree ? make(arena) : -1, range: range, h: height, target: target)
  }

  /// A node with no height check (a leaf, or one whose height was checked).
  func leaf(_ kind: @autoclosure () -> ExprKind, _ range: ByteRange, height: Int = 1,
            target: AssignmentTarget = .other) -> ParsedExpr {
    ParsedExpr(id: buildsTree ? arena.append(kind(), range).id : -1, range: range, h: height, target: target)
  }

  /// The tree of a parsed value (in a check, a placeholder: node -1, which stands for a
  /// subexpression parsed without being built).
  func expr(_ parsed: ParsedExpr) -> Expr { Expr(arena: arena, id: parsed.id) }

  /// Enters one nesting level; fails when too deep.
  mutating func enter() -> Bool {
    depth += 1
    if depth > ExpressionParser.maxNestingDepth + 1 {
      let t = index > 0 ? tokens[index - 1] : tok
      fail("expression nested too deeply", range(of: t))
      return false
    }
    return true
  }

  // MARK: - Entry

  mutating func parseRoot() -> ExpressionParser.Result {
    if tokens.count == 1 { return ExpressionParser.Result(expression: nil) }
    var result: Expr?
    if action {
      result = parseStatements()
    } else if let p = parsePipe() {
      if tok.kind == .op && tok.op.isAssignment {
        fail("expression is not assignable", p.range)
      } else if isOp(.semicolon) {
        fail("binding expression cannot contain chained expression", range(of: tok))
      } else if tok.kind != .eof {
        failUnexpected()
      }
      result = expr(p)
    }
    if let failure {
      return ExpressionParser.Result(expression: nil, diagnostics: [failure])
    }
    return ExpressionParser.Result(expression: buildsTree ? result : nil)
  }

  mutating func parseStatements() -> Expr? {
    // Kept only when the tree is built; a check counts them.
    var statements: [Expr] = []
    var count = 0
    var first: ParsedExpr?
    var last: ParsedExpr?
    var height = 0
    // `a; b;;` — but a statement must come first (Angular: `;` alone is an unexpected token).
    while true {
      if count > 0 { while isOp(.semicolon) { advance() } }
      if tok.kind == .eof { break }
      guard let statement = parsePipe() else { return nil }
      count += 1
      if first == nil { first = statement }
      last = statement
      height = max(height, statement.h)
      if buildsTree { statements.append(expr(statement)) }
      if isOp(.semicolon) { continue }
      if tok.kind == .op && tok.op.isAssignment {
        fail("expression is not assignable", statement.range)
        return nil
      }
      if tok.kind != .eof {
        failUnexpected()
        return nil
      }
      break
    }
    guard count > 1, let first, let last else { return first.map(expr) }
    return node(.chain(statements), first.start, last.end, height: height + 1).map(expr)
  }

  // MARK: - Levels

  // The functions on the recursive path (parsePipe → parseExpression → parseBinary →
  // parseUnary → parsePostfix → parsePrimary → parseParenthesized → parsePipe) keep few
  // locals: everything else lives in helpers that return before recursing deeper, so
  // the stack per nesting level stays small even in debug builds.
  //
  // The non-mutating helpers they call to look at tokens (`isPrefixOperator`, `binaryOperator`,
  // …) are always inlined: a call that is not copies the whole parser (over 200 bytes) onto
  // the stack to pass it, which cost more than the look itself.

  /// `expr | pipe:arg | …` (a nesting level).
  mutating func parsePipe() -> ParsedExpr? {
    defer { depth -= 1 }
    guard enter() else { return nil }
    // Most values inside a literal, a call or a ternary, and most interpolations, are one
    // identifier or literal: made at once, without descending through every level.
    if isLoneLeaf() { return parseLeaf() }
    if let end = loneMemberChainEnd() { return parseMemberChain(to: end) }
    guard let left = parseExpression() else { return nil }
    return isOp(.pipe) ? parsePipes(left) : left
  }

  /// Whether the current token is an identifier or a literal that the next token ends: the
  /// levels below `parsePipe` would return it as it is.
  func isLoneLeaf() -> Bool {
    let t = tok
    switch t.kind {
    case .identifier, .string, .number: break
    case .keyword:
      switch t.keyword {
      case .true, .false, .null, .undefined, .this: break
      default: return false
      }
    default: return false
    }
    return index + 1 < tokens.count && endsLoneValue(tokens[index + 1])
  }

  /// Whether `next` ends a value at `parsePipe`'s level (no operator, call or pipe follows).
  func endsLoneValue(_ next: ExprToken) -> Bool {
    switch next.kind {
    case .eof, .templateExprClose: return true
    case .op:
      switch next.op {
      case .comma, .colon, .semicolon, .rparen, .rbracket, .rbrace: return true
      default: return false
      }
    default: return false
    }
  }

  /// Where a member chain that is the whole value ends (`a.b.c` and then `,`, `)`, …): the
  /// index of its last name's token; nil for anything else.
  @inline(__always) func loneMemberChainEnd() -> Int? {
    guard tok.kind == .identifier else { return nil }
    var k = index
    while k + 2 < tokens.count, tokens[k + 1].kind == .op, tokens[k + 1].op == .dot,
          tokens[k + 2].kind == .identifier || tokens[k + 2].kind == .keyword {
      k += 2
    }
    guard k > index, k + 1 < tokens.count, endsLoneValue(tokens[k + 1]) else { return nil }
    return k
  }

  /// The member chain from the current token to `end` (`loneMemberChainEnd`), made as the
  /// postfix level makes it.
  mutating func parseMemberChain(to end: Int) -> ParsedExpr? {
    guard var p = parseLeaf() else { return nil }
    while index <= end {
      advance()  // .
      guard let next = parseMemberName(p, safe: false) else { return nil }
      p = next
    }
    return p
  }

  mutating func parsePipes(_ value: ParsedExpr) -> ParsedExpr? {
    var left = value
    while isOp(.pipe) {
      if action {
        fail("cannot have a pipe in an action expression", range(of: tok))
        return nil
      }
      advance()
      let nameToken = tok
      guard nameToken.kind == .identifier || nameToken.kind == .keyword else {
        failUnexpected()
        return nil
      }
      advance()
      let name = buildsTree ? text(nameToken.start, nameToken.end) : ""
      var arguments: [Expr] = []
      var end = nameToken.end
      var height = left.h
      while isOp(.colon) {
        advance()
        guard let argument = parseExpression() else { return nil }
        if buildsTree { arguments.append(expr(argument)) }
        end = argument.end
        height = max(height, argument.h)
      }
      let a = arena  // (a local: `node` mutates the parser)
      guard let piped = node(.pipe(Expr(arena: a, id: left.id), name: name, arguments: arguments), left.start, end, height: height + 1) else {
        return nil
      }
      left = piped
    }
    return left
  }

  /// Conditional and assignment level.
  mutating func parseExpression() -> ParsedExpr? {
    guard let condition = parseBinary() else { return nil }
    if isOp(.question) { return parseConditional(condition) }
    return condition
  }

  mutating func parseConditional(_ condition: ParsedExpr) -> ParsedExpr? {
    advance()  // ?
    guard let yes = parsePipe() else { return nil }
    guard expect(.colon) != nil else { return nil }
    guard let no = parsePipe() else { return nil }
    let height = max(condition.h, max(yes.h, no.h)) + 1
    return node(condition.start, no.end, height: height) {
      $0.appendNode(.conditional, ByteRange(condition.start, no.end), a: condition.id, b: yes.id, c: no.id)
    }
  }

  /// `target = value` where `target` was just read: as in Angular, an assignment binds to the
  /// property or key read right before it (`a + b = 1` is `a + (b = 1)`), and the value is a
  /// conditional expression. Anything else before `=` is left for the caller to reject.
  mutating func parseAssignment(_ target: ParsedExpr) -> ParsedExpr? {
    let t = tok
    // Angular refuses `a = b` and `a.b = c` in a binding, but lets `a[k] = v` through.
    if !action && target.target != .keyed {
      fail("bindings cannot contain assignments", range(of: t))
      return nil
    }
    advance()
    defer { depth -= 1 }
    guard enter(), let value = parseExpression() else { return nil }
    let height = max(target.h, value.h) + 1
    return node(target.start, value.end, height: height) {
      $0.appendNode(.binary, ByteRange(target.start, value.end), a: target.id, b: value.id, c: ExprArena.field(t.op))
    }
  }

  /// The binary operator at the current token and its precedence (0 if none).
  @inline(__always) func binaryOperator() -> (ExprOp, Int) {
    let t = tok
    if t.kind == .op { return (t.op, t.op.binaryPrecedence) }
    if t.kind == .keyword {
      if t.keyword == .in { return (.in, ExprOp.in.binaryPrecedence) }
      if t.keyword == .instanceof { return (.instanceof, ExprOp.instanceof.binaryPrecedence) }
    }
    return (.none, 0)
  }

  /// Binary operators, by precedence climbing with explicit stacks (no recursion per level).
  mutating func parseBinary() -> ParsedExpr? {
    guard let first = parseUnary() else { return nil }
    return binaryOperator().1 == 0 ? first : parseBinaryOperators(first)
  }

  mutating func parseBinaryOperators(_ first: ParsedExpr) -> ParsedExpr? {
    // While each operator binds no tighter than the one before (`a === b`, `a + ', ' + b`,
    // the usual cases), the left operand is combined at once and no stack is needed: the stack
    // below would hold one operator, and reduce it before pushing the next.
    var left = first
    var (leftOp, leftPrecedence) = binaryOperator()
    var right: ParsedExpr
    var (op, precedence): (ExprOp, Int)
    while true {
      advance()
      guard let operand = parseUnary() else { return nil }
      right = operand
      (op, precedence) = binaryOperator()
      if precedence == 0 { return combine(left, leftOp, right) }
      guard precedence < leftPrecedence || (precedence == leftPrecedence && precedence != 8) else { break }
      guard let combined = combine(left, leftOp, right) else { return nil }
      left = combined
      (leftOp, leftPrecedence) = (op, precedence)
    }
    var operands: [ParsedExpr] = [left, right]
    var operators: [(ExprOp, Int)] = [(leftOp, leftPrecedence)]
    while precedence > 0 {
      // `**` is right-associative; everything else is left-associative.
      let rightAssociative = precedence == 8
      while let top = operators.last, top.1 > precedence || (top.1 == precedence && !rightAssociative) {
        guard reduce(&operands, &operators) else { return nil }
      }
      operators.append((op, precedence))
      advance()
      guard let right = parseUnary() else { return nil }
      operands.append(right)
      (op, precedence) = binaryOperator()
    }
    while !operators.isEmpty {
      guard reduce(&operands, &operators) else { return nil }
    }
    return operands[0]
  }

  mutating func reduce(_ operands: inout [ParsedExpr], _ operators: inout [(ExprOp, Int)]) -> Bool {
    let right = operands.removeLast()
    let left = operands.removeLast()
    let op = operators.removeLast().0
    guard let combined = combine(left, op, right) else { return false }
    operands.append(combined)
    return true
  }

  /// `left op right`, or nil past the height limit.
  mutating func combine(_ left: ParsedExpr, _ op: ExprOp, _ right: ParsedExpr) -> ParsedExpr? {
    node(left.start, right.end, height: max(left.h, right.h) + 1) {
      $0.appendNode(.binary, ByteRange(left.start, right.end), a: left.id, b: right.id, c: ExprArena.field(op))
    }
  }

  /// Prefix operators `! - + typeof void`, collected iteratively.
  mutating func parseUnary() -> ParsedExpr? {
    isPrefixOperator() ? parsePrefixed() : parsePostfix()
  }

  @inline(__always) func isPrefixOperator() -> Bool {
    let t = tok
    if t.kind == .op { return t.op == .bang || t.op == .minus || t.op == .plus }
    return t.kind == .keyword && (t.keyword == .typeof || t.keyword == .void)
  }

  mutating func parsePrefixed() -> ParsedExpr? {
    var prefixes: [(ExprOp, Int)] = []
    while true {
      let t = tok
      if t.kind == .op && (t.op == .bang || t.op == .minus || t.op == .plus) {
        prefixes.append((t.op, t.start))
      } else if t.kind == .keyword && t.keyword == .typeof {
        prefixes.append((.typeof, t.start))
      } else if t.kind == .keyword && t.keyword == .void {
        prefixes.append((.void, t.start))
      } else {
        break
      }
      advance()
    }
    guard var operand = parsePostfix() else { return nil }
    var k = prefixes.count
    while k > 0 {
      k -= 1
      let (op, start) = prefixes[k]
      guard let wrapped = node(start, operand.end, height: operand.h + 1, {
        $0.appendNode(.unary, ByteRange(start, operand.end), a: operand.id, c: ExprArena.field(op))
      }) else {
        return nil
      }
      operand = wrapped
    }
    // As in JavaScript, Angular refuses `-a ** b`: which one applies first must be written.
    if tok.kind == .op && tok.op == .starStar {
      fail("a unary operator cannot come right before '**': add parentheses, '(-a) ** b' or '-(a ** b)'", operand.range)
      return nil
    }
    return operand
  }

  /// Member access, keyed access, calls, non-null assertions, tagged templates.
  mutating func parsePostfix() -> ParsedExpr? {
    guard let p = parsePrimary() else { return nil }
    guard let q = isPostfixOperator() ? parsePostfixOperators(p) : p else { return nil }
    guard tok.kind == .op && tok.op.isAssignment else { return q }
    switch q.target {
    case .identifier, .member, .keyed:
      return parseAssignment(q)
    case .safeAccess:
      fail("expression is not assignable", q.range)
      return nil
    case .other:
      return q
    }
  }

  @inline(__always) func isPostfixOperator() -> Bool {
    let t = tok
    if t.kind == .templateHead { return true }
    guard t.kind == .op else { return false }
    switch t.op {
    case .dot, .questionDot, .lbracket, .lparen, .bang: return true
    default: return false
    }
  }

  mutating func parsePostfixOperators(_ primary: ParsedExpr) -> ParsedExpr? {
    var p = primary
    while true {
      let t = tok
      if t.kind == .templateHead {
        guard let template = parseTemplate() else { return nil }
        let height = max(p.h, template.h) + 1
        let a = arena  // (a local: `node` mutates the parser)
        guard let call = node(.call(Expr(arena: a, id: p.id), arguments: [Expr(arena: a, id: template.id)], safe: false), p.start, template.end, height: height) else {
          return nil
        }
        p = call
        continue
      }
      guard t.kind == .op else { return p }
      var next: ParsedExpr?
      switch t.op {
      case .dot:
        advance()
        next = parseMemberName(p, safe: false)
      case .questionDot:
        advance()
        if isOp(.lbracket) {
          next = parseKeyed(p, safe: true)
        } else if isOp(.lparen) {
          next = parseCall(p, safe: true)
        } else {
          next = parseMemberName(p, safe: true)
        }
      case .lbracket:
        next = parseKeyed(p, safe: false)
      case .lparen:
        next = parseCall(p, safe: false)
      case .bang:
        advance()
        next = node(p.start, t.end, height: p.h + 1) { $0.appendNode(.nonNull, ByteRange(p.start, t.end), a: p.id) }
      default:
        return p
      }
      guard let n = next else { return nil }
      p = n
    }
  }

  mutating func parseMemberName(_ receiver: ParsedExpr, safe: Bool) -> ParsedExpr? {
    let t = tok
    guard t.kind == .identifier || t.kind == .keyword else {
      if t.kind == .error {
        fail(messages[t.value], range(of: t))
      } else {
        fail("expected identifier for property access", t.kind == .eof ? ByteRange(t.start, t.start) : range(of: t))
      }
      return nil
    }
    advance()
    let bytes = bytes
    return node(receiver.start, t.end, height: receiver.h + 1, target: safe ? .safeAccess : .member) {
      $0.appendNode(.member, ByteRange(receiver.start, t.end), a: receiver.id, b: $0.addText(bytes, t.start, t.end), flag: safe)
    }
  }

  mutating func parseKeyed(_ receiver: ParsedExpr, safe: Bool) -> ParsedExpr? {
    advance()  // [
    guard let key = parsePipe() else { return nil }
    guard let end = expect(.rbracket) else { return nil }
    let height = max(receiver.h, key.h) + 1
    return node(receiver.start, end, height: height, target: safe ? .safeAccess : .keyed) {
      $0.appendNode(.keyed, ByteRange(receiver.start, end), a: receiver.id, b: key.id, flag: safe)
    }
  }

  mutating func parseCall(_ callee: ParsedExpr, safe: Bool) -> ParsedExpr? {
    advance()  // (
    var arguments: [Expr] = []
    var count = 0
    var height = callee.h
    // `f()`, or arguments separated by commas: no empty one (`f(1, )` is an error).
    while !isOp(.rparen) || count > 0 {
      guard let argument = parseElement() else { return nil }
      count += 1
      if buildsTree { arguments.append(expr(argument)) }
      height = max(height, argument.h)
      if isOp(.comma) {
        advance()
      } else {
        break
      }
    }
    guard let end = expect(.rparen) else { return nil }
    let a = arena  // (a local: `node` mutates the parser)
    return node(.call(Expr(arena: a, id: callee.id), arguments: arguments, safe: safe), callee.start, end, height: height + 1)
  }

  // MARK: - Primary

  mutating func parsePrimary() -> ParsedExpr? {
    let t = tok
    if isArrowFunction() { return parseArrowFunction() }
    switch t.kind {
    case .regex:
      advance()
      var flagsStart = t.end
      while flagsStart > t.start && bytes[flagsStart - 1] != UInt8(ascii: "/") { flagsStart -= 1 }
      return leaf(.regex(strings[t.value], flags: text(flagsStart, t.end)), range(of: t))
    case .templateHead:
      return parseTemplate()
    case .op:
      if t.op == .lparen { return parseParenthesized() }
      if t.op == .lbracket { return parseArray() }
      if t.op == .lbrace { return parseObject() }
      failUnexpected()
      return nil
    default:
      return parseLeaf()
    }
  }

  /// `x =>` or `(a, b) =>` at the current token (Angular's lookahead: identifiers and commas
  /// between the parentheses).
  @inline(__always) func isArrowFunction() -> Bool {
    let t = tok
    if t.kind == .identifier {
      let next = tokens[min(index + 1, tokens.count - 1)]
      return next.kind == .op && next.op == .arrow
    }
    guard t.kind == .op && t.op == .lparen else { return false }
    var k = index + 1
    while k < tokens.count, tokens[k].kind == .identifier || (tokens[k].kind == .op && tokens[k].op == .comma) { k += 1 }
    guard k + 1 < tokens.count, tokens[k].kind == .op, tokens[k].op == .rparen else { return false }
    return tokens[k + 1].kind == .op && tokens[k + 1].op == .arrow
  }

  /// `x => body` or `(a, b) => body`; the body is one expression in which assignments are
  /// allowed (a nesting level).
  mutating func parseArrowFunction() -> ParsedExpr? {
    let start = tok.start
    var parameters: [String] = []
    if tok.kind == .identifier {
      if buildsTree { parameters.append(text(tok.start, tok.end)) }
      advance()
    } else {
      advance()  // (
      // `()`, or identifiers separated by commas: a comma needs an identifier after it (`(a, )`
      // is an error in Angular).
      if !isOp(.rparen) {
        while true {
          guard tok.kind == .identifier else { failUnexpected(); return nil }
          if buildsTree { parameters.append(text(tok.start, tok.end)) }
          advance()
          if isOp(.rparen) { break }
          guard expect(.comma) != nil else { return nil }
        }
      }
      advance()  // )
    }
    advance()  // =>
    if isOp(.lbrace) {
      fail("arrow functions cannot have a block body; wrap an object literal in parentheses", range(of: tok))
      return nil
    }
    let wasAction = action
    action = true
    defer { depth -= 1; action = wasAction }
    guard enter(), let body = parseExpression() else { return nil }
    let a = arena  // (a local: `node` mutates the parser)
    return node(.arrowFunction(parameters: parameters, body: Expr(arena: a, id: body.id)), start, body.end, height: body.h + 1)
  }

  mutating func parseParenthesized() -> ParsedExpr? {
    let start = tok.start
    advance()  // (
    guard let inner = parsePipe() else { return nil }
    guard let end = expect(.rparen) else { return nil }
    return node(start, end, height: inner.h + 1) { $0.appendNode(.parenthesized, ByteRange(start, end), a: inner.id) }
  }

  /// Identifiers, literals and keywords.
  mutating func parseLeaf() -> ParsedExpr? {
    let t = tok
    let r = range(of: t)
    let made: ParsedExpr
    switch t.kind {
    case .identifier:
      let bytes = bytes
      made = leaf(r, target: .identifier) { $0.appendNode(.identifier, r, a: $0.addText(bytes, t.start, t.end)) }
    case .string:
      let entry = buildsTree ? stringEntry(t) : -1
      made = leaf(r) { $0.appendNode(.string, r, a: entry) }
    case .number: made = leaf(r) { $0.appendNode(.number, r, a: $0.add(numbers[t.value])) }
    case .keyword:
      switch t.keyword {
      case .true: made = leaf(r) { $0.appendNode(.bool, r, flag: true) }
      case .false: made = leaf(r) { $0.appendNode(.bool, r, flag: false) }
      case .null: made = leaf(r) { $0.appendNode(.null, r) }
      case .undefined: made = leaf(r) { $0.appendNode(.undefined, r) }
      case .this: made = leaf(r) { $0.appendNode(.this, r) }
      default:
        failUnexpected()
        return nil
      }
    default:
      failUnexpected()
      return nil
    }
    advance()
    return made
  }

  /// An element of an array literal or an argument: an expression or `...expression`.
  mutating func parseElement() -> ParsedExpr? {
    guard isOp(.ellipsis) else { return parsePipe() }
    let start = tok.start
    advance()
    guard let value = parsePipe() else { return nil }
    return node(start, value.end, height: value.h + 1) { $0.appendNode(.spread, ByteRange(start, value.end), a: value.id) }
  }

  mutating func parseArray() -> ParsedExpr? {
    let start = tok.start
    advance()  // [
    var elements: [Expr] = []
    var height = 0
    while !isOp(.rbracket) {
      guard let element = parseElement() else { return nil }
      if buildsTree { elements.append(expr(element)) }
      height = max(height, element.h)
      if isOp(.comma) {
        advance()
      } else {
        break
      }
    }
    guard let end = expect(.rbracket) else { return nil }
    return node(.array(elements), start, end, height: height + 1)
  }

  mutating func parseObject() -> ParsedExpr? {
    let start = tok.start
    advance()  // {
    // The properties go on the arena's stack of pending ones (a nested object's above them),
    // and are moved into the object's node at the end: no array is made per object.
    let mark = arena.pendingProperties.count
    // (Dropped one at a time: `removeSubrange` goes through the generic replacement path.)
    defer { while arena.pendingProperties.count > mark { arena.pendingProperties.removeLast() } }
    var height = 0
    while !isOp(.rbrace) {
      let keyToken = tok
      if isOp(.ellipsis) {
        guard let spread = parseElement() else { return nil }
        if buildsTree { arena.pendingProperties.append(ExprArena.Property(key: arena.add("..."), keyRange: range(of: keyToken), value: spread.id)) }
        height = max(height, spread.h)
        if isOp(.comma) { advance(); continue }
        break
      }
      switch keyToken.kind {
      case .identifier, .keyword, .string: break
      default:
        failUnexpected()
        return nil
      }
      advance()
      let keyRange = range(of: keyToken)
      let value: Int32
      if isOp(.colon) {
        advance()
        guard let parsed = parsePipe() else { return nil }
        value = parsed.id
        height = max(height, parsed.h)
      } else if keyToken.kind != .string && (isOp(.comma) || isOp(.rbrace)) {
        // A shorthand reads the property of that name, a keyword's too (`{ null }`, as Angular).
        let bytes = bytes
        value = leaf(keyRange) { $0.appendNode(.identifier, keyRange, a: $0.addText(bytes, keyToken.start, keyToken.end)) }.id
        height = max(height, 1)
      } else {
        guard expect(.colon) != nil else { return nil }
        return nil
      }
      if buildsTree {
        // (A name key is given the entry of the same name already made: `{ a }` has one.)
        let key = keyToken.kind == .string ? stringEntry(keyToken) : arena.addText(bytes, keyToken.start, keyToken.end)
        arena.pendingProperties.append(ExprArena.Property(key: key, keyRange: keyRange, value: value))
      }
      if isOp(.comma) {
        advance()
      } else {
        break
      }
    }
    guard let end = expect(.rbrace) else { return nil }
    return node(start, end, height: height + 1) { $0.appendObject(pendingFrom: mark, ByteRange(start, end)) }
  }

  /// A template literal. After its first `${`, Angular skips whatever is not a piece of the
  /// literal (extra tokens after the expression, and a missing closing backtick are not
  /// errors there), and so does this parser; without `${` a missing backtick is an error.
  mutating func parseTemplate() -> ParsedExpr? {
    let start = tok.start
    advance()  // `
    var elements: [TemplateElement] = []
    var height = 0
    var sawExpression = false
    var end = start + 1
    while true {
      let t = tok
      switch t.kind {
      case .templatePart:
        if buildsTree { elements.append(.literal(strings[t.value])) }
        end = t.end
        advance()
      case .templateExprOpen:
        advance()
        sawExpression = true
        if tok.kind == .templateExprClose {
          fail("template literal interpolation cannot be empty", range(of: tok))
          return nil
        }
        guard let inner = parsePipe() else { return nil }
        if buildsTree { elements.append(.expression(expr(inner))) }
        height = max(height, inner.h)
        end = inner.end
      case .templateTail:
        advance()
        return node(.template(elements), start, t.end, height: height + 1)
      case .eof where sawExpression:
        return node(.template(elements), start, end, height: height + 1)
      default:
        guard sawExpression else {
          failUnexpected()
          return nil
        }
        end = t.end
        advance()
      }
    }
  }
}
