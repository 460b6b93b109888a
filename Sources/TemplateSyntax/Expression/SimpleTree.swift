/// The trees of the values bindings hold most, made without lexing or parsing: a string
/// literal with no escape (`'Guardar'`), a name (`title`), a member chain (`item.title`) and an
/// object literal of such values (`{ checked: isOn, disabled: false }`); and, with operators
/// (`build(_:_:arena:operators:)`), such values and numbers written as digits joined by binary
/// operators (`card.name + ', ' + card.job`, `sel === i`) and a conditional of those
/// (`isHeader ? 'header' : 'text'`), alone or as an object literal's values.
/// Each is made into the arena node for node as `ExprParserCore` makes it (`SimpleTreeTests`
/// and `SimpleTreeOperatorTests` compare the two on every form and on their near misses);
/// anything else is the parser's.
enum SimpleTree {
  /// The longest member chain made here (a longer one is the parser's, which limits height).
  static let maxLinks = 32
  /// The most binary operators in one value made here (a longer chain is the parser's).
  static let maxOperators = 32

  /// The tree of `range`, appended to `arena`; nil when the text is none of the simple forms
  /// (nothing is appended then). Space around the value is every byte up to U+0020, as the
  /// lexer skips it; a `&` in a string may start a character reference the binding decodes,
  /// so such a string is the parser's too. `operators`: the forms with binary operators, a
  /// conditional and numbers are made too (the expression sites build with them; without, the
  /// forms are values alone).
  static func build(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, arena: ExprArena, operators: Bool = false) -> Expr? {
    var start = Int(range.start)
    var end = min(Int(range.end), bytes.count)
    while start < end && bytes[start] <= 0x20 { start += 1 }
    while end > start && bytes[end - 1] <= 0x20 { end -= 1 }
    // (Every offset then fits a `ByteRange`'s 32 bits: `span` need not check it.)
    guard start < end, bytes.count <= Int(UInt32.max) else { return nil }
    // A text read before in this template gives the tree made of it then, moved to this text
    // (`Expr.shift`): no node is copied.
    let memo = arena.memo
    // (A memo not started holds no bytes: in an arena that keeps one, it is started by the first
    // build, here. Tested first, as nearly every build is from the bytes of a started memo.)
    if !memo.holds(bytes) {
      guard arena.keepsTreeMemo && !memo.isStarted else {
        return root(bytes, start, end, operators: operators, arena: arena).map(arena.expr)
      }
      memo.start(bytes)
    }
    let hash = SimpleTreeMemo.hash(bytes, start, end, operators: operators)
    let slot = memo.slot(hash)
    if let entry = memo.entry(slot, hash, bytes, start, end) {
      guard entry.nodeCount > 0 else { return nil }
      return Expr(arena: arena, id: entry.firstNode &+ entry.nodeCount &- 1,
                  shift: UInt32(truncatingIfNeeded: start) &- entry.start)
    }
    let mark = arena.mark
    let made = root(bytes, start, end, operators: operators, arena: arena)
    memo.keep(slot, hash, start, end, since: mark, arena: arena)
    return made.map(arena.expr)
  }

  /// `build`'s reading of the text `bytes[start..<end]` (trimmed, not empty): the index of the
  /// tree's root, appended to `arena`; nil when the text is none of the simple forms (nothing
  /// is appended then).
  private static func root(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, operators: Bool,
                           arena: ExprArena) -> Int32? {
    let first = bytes[start]
    if isQuote(first), stringEnd(bytes, start, end) == end {
      return appendString(bytes, start, end, arena: arena)
    }
    // Made as it is read, in one pass: text that turns out to be the parser's is taken back out
    // of the arena (failures are rare: most texts that get here are made).
    let mark = arena.mark
    if first == UInt8(ascii: "{") {
      if let id = object(bytes, start, end, operators: operators, arena: arena) { return id }
    } else if operators {
      if let made = expression(bytes, start, end, arena: arena), made.end == end { return made.id }
    } else if let firstEnd = nameEnd(bytes, start, end), ExpressionLexer.keyword(bytes, start, firstEnd) == .none,
              let made = memberChain(bytes, start, firstEnd, end, arena: arena), made.end == end {
      return made.id
    }
    arena.rollBack(to: mark)
    return nil
  }

  /// A value read and made: where it ends (past its last byte) and its node. (When a read fails
  /// part way, what it appended stays in the arena: `build` takes it back out.)
  private struct Made {
    var end: Int
    var id: Int32
  }

  /// `chain ? chain : chain` or a `chain` of operators alone (`operatorChain`), from `start` (no
  /// space there) and before `limit`; it ends where what follows is no operator or `?`.
  private static func expression(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int,
                                 arena: ExprArena) -> Made? {
    guard let condition = operatorChain(bytes, start, limit, arena: arena) else { return nil }
    let question = skipSpace(bytes, condition.end, limit)
    // (`??` and `?.` are other operators.)
    guard question + 1 < limit, bytes[question] == UInt8(ascii: "?"),
          bytes[question + 1] != UInt8(ascii: "?"), bytes[question + 1] != UInt8(ascii: ".") else { return condition }
    let yesStart = skipSpace(bytes, question + 1, limit)
    guard yesStart < limit, let yes = operatorChain(bytes, yesStart, limit, arena: arena) else { return nil }
    let colon = skipSpace(bytes, yes.end, limit)
    guard colon < limit, bytes[colon] == UInt8(ascii: ":") else { return nil }
    let noStart = skipSpace(bytes, colon + 1, limit)
    guard noStart < limit, let no = operatorChain(bytes, noStart, limit, arena: arena) else { return nil }
    let range = span(start, no.end)
    return Made(end: no.end, id: arena.appendNode(.conditional, range, a: condition.id, b: yes.id, c: no.id))
  }

  /// `operand (operator operand)*`, the operators those `SimpleExpression` reads, each binding no
  /// tighter than the one before (`a + ', ' + b`, `a + b === c`): the parser then combines each
  /// operator's operands as soon as it has read them, left to right, and so does this (an
  /// operator that binds tighter, `a || b === c`, leaves the text to the parser).
  private static func operatorChain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int,
                                    arena: ExprArena) -> Made? {
    guard var left = operand(bytes, start, limit, numbers: true, arena: arena) else { return nil }
    var previous = Int.max
    var count = 0
    while true {
      let at = skipSpace(bytes, left.end, limit)
      guard let (op, width) = SimpleExpression.Scanner(bytes: bytes, i: at, end: limit).binaryOperator() else { return left }
      let precedence = op.binaryPrecedence
      count += 1
      guard precedence <= previous, count <= maxOperators else { return nil }
      previous = precedence
      let rightStart = skipSpace(bytes, at + width, limit)
      guard rightStart < limit, let right = operand(bytes, rightStart, limit, numbers: true, arena: arena) else { return nil }
      let range = span(start, right.end)
      left = Made(end: right.end, id: arena.appendNode(.binary, range, a: left.id, b: right.id, c: ExprArena.field(op)))
    }
  }

  /// One operand at `start` (no space there): a string with no escape, a member chain whose
  /// first name is no keyword, `true`, `false`, `null` or `undefined` alone, and with `numbers`,
  /// digits alone that nothing carries on as a number or a name (`0`, `42`; not `1.5`, `1e3`,
  /// `1_000`, `0x`). What follows it is the caller's to check.
  private static func operand(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int, numbers: Bool,
                              arena: ExprArena) -> Made? {
    let first = bytes[start]
    if isQuote(first) {
      guard let end = stringEnd(bytes, start, limit) else { return nil }
      return Made(end: end, id: appendString(bytes, start, end, arena: arena))
    }
    if ExpressionLexer.isDigit(first) {
      guard numbers, let (end, value) = digits(bytes, start, limit) else { return nil }
      return Made(end: end, id: arena.appendNode(.number, span(start, end), a: arena.add(value)))
    }
    guard let firstEnd = nameEnd(bytes, start, limit) else { return nil }
    let keyword = ExpressionLexer.keyword(bytes, start, firstEnd)
    if keyword == .none { return memberChain(bytes, start, firstEnd, limit, arena: arena) }
    // (A keyword that carries on as a chain, `true.x`, is the parser's.)
    guard firstEnd == limit || bytes[firstEnd] != UInt8(ascii: ".") else { return nil }
    let range = span(start, firstEnd)
    switch keyword {
    case .true: return Made(end: firstEnd, id: arena.appendNode(.bool, range, flag: true))
    case .false: return Made(end: firstEnd, id: arena.appendNode(.bool, range, flag: false))
    case .null: return Made(end: firstEnd, id: arena.appendNode(.null, range))
    case .undefined: return Made(end: firstEnd, id: arena.appendNode(.undefined, range))
    default: return nil
    }
  }

  /// The most digits read as a number here: their value is exact as a `Double`.
  private static let maxDigits = 15

  /// The number written as the digits from `start`: where they end and their value, when
  /// nothing after them carries on a number (`.`) or a name (`1e3`, `1_000`, `0x`).
  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> (Int, Double)? {
    var k = start
    var value = 0
    while k < limit && ExpressionLexer.isDigit(bytes[k]) {
      guard k - start < maxDigits else { return nil }
      value = value * 10 + Int(bytes[k] - UInt8(ascii: "0"))
      k += 1
    }
    if k < limit && (ExpressionLexer.isAsciiIdentifierPart(bytes[k]) || bytes[k] == UInt8(ascii: ".")) { return nil }
    return (k, Double(value))
  }

  /// The nodes of `name (.name)*` from `start`, whose first name ends at `firstEnd`, before
  /// `limit`, made as they are read: ASCII names joined by single dots with no space (at most
  /// `maxLinks` dots). Nil when a dot is not followed by a name.
  private static func memberChain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ firstEnd: Int, _ limit: Int,
                                  arena: ExprArena) -> Made? {
    var id = arena.appendNode(.identifier, span(start, firstEnd), a: arena.addText(bytes, start, firstEnd))
    var k = firstEnd
    var links = 0
    while k < limit && bytes[k] == UInt8(ascii: ".") {
      links += 1
      guard links <= maxLinks, k + 1 < limit, let next = nameEnd(bytes, k + 1, limit) else { return nil }
      id = arena.appendNode(.member, span(start, next), a: id, b: arena.addText(bytes, k + 1, next))
      k = next
    }
    return Made(end: k, id: id)
  }

  /// Where the string literal that starts at `start` (a quote) ends (past its closing quote),
  /// when it has no backslash or `&` before it and closes before `limit`; nil otherwise.
  @inline(__always) private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int? {
    let quote = bytes[start]
    var k = start + 1
    while k < limit {
      let b = bytes[k]
      if b == quote { return k + 1 }
      if b == UInt8(ascii: "\\") || b == UInt8(ascii: "&") { return nil }
      k += 1
    }
    return nil
  }

  /// The node of the string literal `bytes[start..<end]` (its text is the bytes between its quotes).
  private static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, arena: ExprArena) -> Int32 {
    arena.appendNode(.string, span(start, end), a: arena.addText(bytes, start + 1, end - 1))
  }

  /// `{ key: value, … }` in `bytes[start..<end]` (from its `{` to its `}`): each key a name (a
  /// keyword too, as the parser reads it) or a string with no escape, each value an `operand`
  /// (no number) or with `operators` an `expression`; properties separated by commas (none
  /// after the last), spaces around each part: its nodes as the parser makes them (each value,
  /// then the object with its properties) and the object's index; nil when the text is not such
  /// an object (what was appended before that was found is `build`'s to take back). Anything
  /// else (a shorthand, a spread, a nested literal, a call) is the parser's.
  private static func object(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, operators: Bool,
                             arena: ExprArena) -> Int32? {
    let close = end - 1
    guard close > start, bytes[close] == UInt8(ascii: "}") else { return nil }
    let firstProperty = Int32(truncatingIfNeeded: arena.properties.count)
    var count: Int32 = 0
    var k = skipSpace(bytes, start + 1, close)
    while k < close {
      let keyStart = k
      let keyIsString = isQuote(bytes[k])
      guard let keyEnd = keyIsString ? stringEnd(bytes, k, close) : nameEnd(bytes, k, close) else { return nil }
      k = skipSpace(bytes, keyEnd, close)
      guard k < close, bytes[k] == UInt8(ascii: ":") else { return nil }
      let valueStart = skipSpace(bytes, k + 1, close)
      guard valueStart < close else { return nil }
      let read = operators ? expression(bytes, valueStart, close, arena: arena)
        : operand(bytes, valueStart, close, numbers: false, arena: arena)
      guard let value = read else { return nil }
      k = skipSpace(bytes, value.end, close)
      if k < close {
        guard bytes[k] == UInt8(ascii: ","), case let next = skipSpace(bytes, k + 1, close), next < close else { return nil }
        k = next
      }
      count += 1
      let key = keyIsString ? arena.addText(bytes, keyStart + 1, keyEnd - 1) : arena.addText(bytes, keyStart, keyEnd)
      arena.properties.append(ExprArena.Property(key: key, keyRange: span(keyStart, keyEnd), value: value.id))
    }
    return arena.appendNode(.object, span(start, end), a: firstProperty, b: count)
  }

  /// Where the name that starts at `start` ends (nil when no name starts there).
  @inline(__always) private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int? {
    guard ExpressionLexer.isAsciiIdentifierStart(bytes[start]) else { return nil }
    var k = start + 1
    while k < limit && ExpressionLexer.isAsciiIdentifierPart(bytes[k]) { k += 1 }
    return k
  }

  /// The range `start..<end`, offsets in a buffer `build` has checked holds under 4 GiB: made
  /// without `ByteRange.init(_:_:)`'s overflow checks, two per range (a tree's nodes and keys
  /// each make one).
  @inline(__always) private static func span(_ start: Int, _ end: Int) -> ByteRange {
    ByteRange(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
  }

  @inline(__always) private static func isQuote(_ b: UInt8) -> Bool { b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") }

  /// The first offset from `k` (before `limit`) that is not a space (a byte up to U+0020, as the
  /// lexer skips).
  @inline(__always) private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int, _ limit: Int) -> Int {
    var k = k
    while k < limit && bytes[k] <= 0x20 { k += 1 }
    return k
  }
}
