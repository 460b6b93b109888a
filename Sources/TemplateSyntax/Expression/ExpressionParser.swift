/// Parses Angular expressions (binding values, interpolations, block parameters).
///
/// A UTF-8 byte lexer and a recursive-descent parser (binary operators by precedence
/// climbing, without one call per precedence level). The first syntax error stops the
/// parse: the result then has no expression and exactly one diagnostic.
public enum ExpressionParser {
  public struct Result: Sendable {
    public var expression: Expr?
    public var diagnostics: [SyntaxDiagnostic]
    public init(expression: Expr?, diagnostics: [SyntaxDiagnostic]) {
      self.expression = expression
      self.diagnostics = diagnostics
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
    var parser = ExprParserCore(bytes: bytes, range: range, action: false)
    return parser.parseRoot()
  }

  /// Parses an event handler (`a(); b = c`): statements separated by `;`.
  public static func parseAction(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Result {
    var parser = ExprParserCore(bytes: bytes, range: range, action: true)
    return parser.parseRoot()
  }

  /// Convenience for a whole source file slice.
  public static func parse(_ source: SourceFile, range: ByteRange, action: Bool = false) -> Result {
    source.bytes.withUnsafeBufferPointer { buffer in
      action ? parseAction(buffer, range: range) : parse(buffer, range: range)
    }
  }
}

/// An expression under construction and the height of its tree.
struct ParsedExpr {
  var e: Expr
  var h: Int
  var start: Int { Int(e.range.start) }
  var end: Int { Int(e.range.end) }
}

struct ExprParserCore {
  let bytes: UnsafeBufferPointer<UInt8>
  let action: Bool
  var tokens: [ExprToken]
  var strings: [String]
  var numbers: [Double]
  var messages: [String]
  var index: Int = 0
  var depth: Int = 0
  var failure: SyntaxDiagnostic?

  init(bytes: UnsafeBufferPointer<UInt8>, range: ByteRange, action: Bool) {
    var lexer = ExpressionLexer(bytes: bytes, range: range)
    lexer.run()
    self.bytes = bytes
    self.action = action
    self.tokens = lexer.tokens
    self.strings = lexer.strings
    self.numbers = lexer.numbers
    self.messages = lexer.messages
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

  mutating func node(_ kind: ExprKind, _ start: Int, _ end: Int, height: Int) -> ParsedExpr? {
    if height > ExpressionParser.maxTreeHeight {
      fail("expression nested too deeply", ByteRange(start, end))
      return nil
    }
    return ParsedExpr(e: Expr(kind, ByteRange(start, end)), h: height)
  }

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
    if tokens.count == 1 { return ExpressionParser.Result(expression: nil, diagnostics: []) }
    var result: Expr?
    if action {
      result = parseStatements()
    } else if let p = parsePipe() {
      if isOp(.semicolon) {
        fail("binding expression cannot contain chained expression", range(of: tok))
      } else if tok.kind != .eof {
        failUnexpected()
      }
      result = p.e
    }
    if let failure {
      return ExpressionParser.Result(expression: nil, diagnostics: [failure])
    }
    return ExpressionParser.Result(expression: result, diagnostics: [])
  }

  mutating func parseStatements() -> Expr? {
    var statements: [ParsedExpr] = []
    while true {
      while isOp(.semicolon) { advance() }
      if tok.kind == .eof { break }
      guard let statement = parsePipe() else { return nil }
      statements.append(statement)
      if isOp(.semicolon) { continue }
      if tok.kind != .eof {
        failUnexpected()
        return nil
      }
      break
    }
    if statements.count <= 1 { return statements.first?.e }
    var height = 0
    for s in statements { height = max(height, s.h) }
    let first = statements[0].start
    let last = statements[statements.count - 1].end
    return node(.chain(statements.map { $0.e }), first, last, height: height + 1)?.e
  }

  // MARK: - Levels

  // The functions on the recursive path (parsePipe → parseExpression → parseBinary →
  // parseUnary → parsePostfix → parsePrimary → parseParenthesized → parsePipe) keep few
  // locals: everything else lives in helpers that return before recursing deeper, so
  // the stack per nesting level stays small even in debug builds.

  /// `expr | pipe:arg | …` (a nesting level).
  mutating func parsePipe() -> ParsedExpr? {
    defer { depth -= 1 }
    guard enter(), let left = parseExpression() else { return nil }
    return isOp(.pipe) ? parsePipes(left) : left
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
      let name = text(nameToken.start, nameToken.end)
      var arguments: [Expr] = []
      var end = nameToken.end
      var height = left.h
      while isOp(.colon) {
        advance()
        guard let argument = parseExpression() else { return nil }
        arguments.append(argument.e)
        end = argument.end
        height = max(height, argument.h)
      }
      guard let piped = node(.pipe(left.e, name: name, arguments: arguments), left.start, end, height: height + 1) else {
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
    if tok.kind == .op && tok.op.isAssignment { return parseAssignment(condition) }
    return condition
  }

  mutating func parseConditional(_ condition: ParsedExpr) -> ParsedExpr? {
    advance()  // ?
    guard let yes = parsePipe() else { return nil }
    guard expect(.colon) != nil else { return nil }
    guard let no = parsePipe() else { return nil }
    let height = max(condition.h, max(yes.h, no.h)) + 1
    return node(.conditional(condition.e, then: yes.e, else: no.e), condition.start, no.end, height: height)
  }

  mutating func parseAssignment(_ target: ParsedExpr) -> ParsedExpr? {
    let t = tok
    if !action {
      fail("bindings cannot contain assignments", range(of: t))
      return nil
    }
    if !isAssignable(target.e) {
      fail("expression is not assignable", target.e.range)
      return nil
    }
    advance()
    defer { depth -= 1 }
    guard enter(), let value = parseExpression() else { return nil }
    let height = max(target.h, value.h) + 1
    return node(.binary(op: t.op.text, target.e, value.e), target.start, value.end, height: height)
  }

  func isAssignable(_ e: Expr) -> Bool {
    switch e.kind {
    case .identifier: return true
    case .member(_, _, let safe): return !safe
    case .keyed(_, _, let safe): return !safe
    default: return false
    }
  }

  /// The binary operator at the current token: its text and precedence (0 if none).
  func binaryOperator() -> (String, Int) {
    let t = tok
    if t.kind == .op {
      let precedence = t.op.binaryPrecedence
      return precedence == 0 ? ("", 0) : (t.op.text, precedence)
    }
    if t.kind == .keyword {
      if t.keyword == .in { return ("in", 5) }
      if t.keyword == .instanceof { return ("instanceof", 5) }
    }
    return ("", 0)
  }

  /// Binary operators, by precedence climbing with explicit stacks (no recursion per level).
  mutating func parseBinary() -> ParsedExpr? {
    guard let first = parseUnary() else { return nil }
    return binaryOperator().1 == 0 ? first : parseBinaryOperators(first)
  }

  mutating func parseBinaryOperators(_ first: ParsedExpr) -> ParsedExpr? {
    var (op, precedence) = binaryOperator()
    var operands: [ParsedExpr] = [first]
    var operators: [(String, Int)] = []
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

  mutating func reduce(_ operands: inout [ParsedExpr], _ operators: inout [(String, Int)]) -> Bool {
    let right = operands.removeLast()
    let left = operands.removeLast()
    let op = operators.removeLast().0
    let height = max(left.h, right.h) + 1
    guard let combined = node(.binary(op: op, left.e, right.e), left.start, right.end, height: height) else {
      return false
    }
    operands.append(combined)
    return true
  }

  /// Prefix operators `! - + typeof void`, collected iteratively.
  mutating func parseUnary() -> ParsedExpr? {
    isPrefixOperator() ? parsePrefixed() : parsePostfix()
  }

  func isPrefixOperator() -> Bool {
    let t = tok
    if t.kind == .op { return t.op == .bang || t.op == .minus || t.op == .plus }
    return t.kind == .keyword && (t.keyword == .typeof || t.keyword == .void)
  }

  mutating func parsePrefixed() -> ParsedExpr? {
    var prefixes: [(String, Int)] = []
    while true {
      let t = tok
      if t.kind == .op && (t.op == .bang || t.op == .minus || t.op == .plus) {
        prefixes.append((t.op.text, t.start))
      } else if t.kind == .keyword && t.keyword == .typeof {
        prefixes.append(("typeof", t.start))
      } else if t.kind == .keyword && t.keyword == .void {
        prefixes.append(("void", t.start))
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
      guard let wrapped = node(.unary(op: op, operand.e), start, operand.end, height: operand.h + 1) else {
        return nil
      }
      operand = wrapped
    }
    return operand
  }

  /// Member access, keyed access, calls, non-null assertions, tagged templates.
  mutating func parsePostfix() -> ParsedExpr? {
    guard let p = parsePrimary() else { return nil }
    return isPostfixOperator() ? parsePostfixOperators(p) : p
  }

  func isPostfixOperator() -> Bool {
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
        guard let call = node(.call(p.e, arguments: [template.e], safe: false), p.start, template.end, height: height) else {
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
        next = node(.nonNull(p.e), p.start, t.end, height: p.h + 1)
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
    let name = text(t.start, t.end)
    return node(.member(receiver.e, name: name, safe: safe), receiver.start, t.end, height: receiver.h + 1)
  }

  mutating func parseKeyed(_ receiver: ParsedExpr, safe: Bool) -> ParsedExpr? {
    advance()  // [
    guard let key = parsePipe() else { return nil }
    guard let end = expect(.rbracket) else { return nil }
    let height = max(receiver.h, key.h) + 1
    return node(.keyed(receiver.e, key: key.e, safe: safe), receiver.start, end, height: height)
  }

  mutating func parseCall(_ callee: ParsedExpr, safe: Bool) -> ParsedExpr? {
    advance()  // (
    var arguments: [Expr] = []
    var height = callee.h
    while !isOp(.rparen) {
      guard let argument = parsePipe() else { return nil }
      arguments.append(argument.e)
      height = max(height, argument.h)
      if isOp(.comma) {
        advance()
      } else {
        break
      }
    }
    guard let end = expect(.rparen) else { return nil }
    return node(.call(callee.e, arguments: arguments, safe: safe), callee.start, end, height: height + 1)
  }

  // MARK: - Primary

  mutating func parsePrimary() -> ParsedExpr? {
    let t = tok
    switch t.kind {
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

  mutating func parseParenthesized() -> ParsedExpr? {
    let start = tok.start
    advance()  // (
    guard let inner = parsePipe() else { return nil }
    guard let end = expect(.rparen) else { return nil }
    return node(.parenthesized(inner.e), start, end, height: inner.h + 1)
  }

  /// Identifiers, literals and keywords.
  mutating func parseLeaf() -> ParsedExpr? {
    let t = tok
    let kind: ExprKind
    switch t.kind {
    case .identifier: kind = .identifier(text(t.start, t.end))
    case .string: kind = .string(strings[t.value])
    case .number: kind = .number(numbers[t.value])
    case .keyword:
      switch t.keyword {
      case .true: kind = .bool(true)
      case .false: kind = .bool(false)
      case .null: kind = .null
      case .undefined: kind = .undefined
      case .this: kind = .this
      default:
        failUnexpected()
        return nil
      }
    default:
      failUnexpected()
      return nil
    }
    advance()
    return ParsedExpr(e: Expr(kind, range(of: t)), h: 1)
  }

  mutating func parseArray() -> ParsedExpr? {
    let start = tok.start
    advance()  // [
    var elements: [Expr] = []
    var height = 0
    while !isOp(.rbracket) {
      guard let element = parsePipe() else { return nil }
      elements.append(element.e)
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
    var properties: [ObjectProperty] = []
    var height = 0
    while !isOp(.rbrace) {
      let keyToken = tok
      let key: String
      switch keyToken.kind {
      case .identifier, .keyword: key = text(keyToken.start, keyToken.end)
      case .string: key = strings[keyToken.value]
      default:
        failUnexpected()
        return nil
      }
      advance()
      let keyRange = range(of: keyToken)
      let value: Expr
      if isOp(.colon) {
        advance()
        guard let parsed = parsePipe() else { return nil }
        value = parsed.e
        height = max(height, parsed.h)
      } else if keyToken.kind == .identifier && (isOp(.comma) || isOp(.rbrace)) {
        value = Expr(.identifier(key), keyRange)
        height = max(height, 1)
      } else {
        guard expect(.colon) != nil else { return nil }
        return nil
      }
      properties.append(ObjectProperty(key: key, keyRange: keyRange, value: value))
      if isOp(.comma) {
        advance()
      } else {
        break
      }
    }
    guard let end = expect(.rbrace) else { return nil }
    return node(.object(properties), start, end, height: height + 1)
  }

  mutating func parseTemplate() -> ParsedExpr? {
    let start = tok.start
    advance()  // `
    var elements: [TemplateElement] = []
    var height = 0
    while true {
      let t = tok
      switch t.kind {
      case .templatePart:
        elements.append(.literal(strings[t.value]))
        advance()
      case .templateExprOpen:
        advance()
        guard let inner = parsePipe() else { return nil }
        guard tok.kind == .templateExprClose else {
          failUnexpected()
          return nil
        }
        advance()
        elements.append(.expression(inner.e))
        height = max(height, inner.h)
      case .templateTail:
        advance()
        return node(.template(elements), start, t.end, height: height + 1)
      default:
        failUnexpected()
        return nil
      }
    }
  }
}
