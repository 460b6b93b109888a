/// The trees of the values bindings hold most, made without lexing or parsing: a string
/// literal with no escape (`'Guardar'`), a name (`title`), a member chain (`item.title`) and an
/// object literal of such values (`{ checked: isOn, disabled: false }`).
/// Each is made into the arena node for node as `ExprParserCore` makes it (`SimpleTreeTests`
/// compares the two on every form and on their near misses); anything else is the parser's.
enum SimpleTree {
  /// The longest member chain made here (a longer one is the parser's, which limits height).
  static let maxLinks = 32

  /// The tree of `range`, appended to `arena`; nil when the text is none of the simple forms
  /// (nothing is appended then). Space around the value is every byte up to U+0020, as the
  /// lexer skips it; a `&` in a string may start a character reference the binding decodes,
  /// so such a string is the parser's too.
  static func build(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, arena: ExprArena) -> Expr? {
    var start = Int(range.start)
    var end = min(Int(range.end), bytes.count)
    while start < end && bytes[start] <= 0x20 { start += 1 }
    while end > start && bytes[end - 1] <= 0x20 { end -= 1 }
    guard start < end else { return nil }
    let first = bytes[start]
    if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") {
      return string(bytes, start, end, quote: first, arena: arena)
    }
    if first == UInt8(ascii: "{") {
      // Checked whole first, so that nothing is appended for text the parser must read.
      guard object(bytes, start, end, into: nil) != nil, let id = object(bytes, start, end, into: arena) else { return nil }
      return Expr(arena: arena, id: id)
    }
    guard let firstEnd = memberChainFirstEnd(bytes, start, end),
          ExpressionLexer.keyword(bytes, start, firstEnd) == .none else { return nil }
    return Expr(arena: arena, id: appendMemberChain(bytes, start, firstEnd, end, arena: arena))
  }

  /// `'text'` or `"text"`: no quote, backslash or `&` inside.
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, quote: UInt8,
                             arena: ExprArena) -> Expr? {
    guard stringEnd(bytes, start, end) == end else { return nil }
    return Expr(arena: arena, id: appendString(bytes, start, end, arena: arena))
  }

  /// Where the string literal that starts at `start` (a quote) ends (past its closing quote),
  /// when it has no backslash or `&` before it and closes before `limit`; nil otherwise.
  private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int? {
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
    arena.appendNode(.string, ByteRange(start, end), a: arena.addText(bytes, start + 1, end - 1))
  }

  /// `name` or `name.name…`: ASCII names joined by single dots with no space (the first may be a
  /// keyword here: callers check it; a later one may be: `a.if` reads the member `if`). Returns
  /// where the first name ends, or nil when the text is not such a chain.
  private static func memberChainFirstEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    var k = start
    var links = 0
    var firstEnd = -1
    while true {
      guard k < end, ExpressionLexer.isAsciiIdentifierStart(bytes[k]) else { return nil }
      k += 1
      while k < end && ExpressionLexer.isAsciiIdentifierPart(bytes[k]) { k += 1 }
      if firstEnd < 0 { firstEnd = k }
      if k == end { return firstEnd }
      guard bytes[k] == UInt8(ascii: "."), links < maxLinks else { return nil }
      links += 1
      k += 1
    }
  }

  /// The nodes of the member chain `bytes[start..<end]` whose first name ends at `firstEnd`
  /// (`memberChainFirstEnd`); returns the last one's index.
  private static func appendMemberChain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ firstEnd: Int, _ end: Int,
                                        arena: ExprArena) -> Int32 {
    var id = arena.appendNode(.identifier, ByteRange(start, firstEnd), a: arena.addText(bytes, start, firstEnd))
    var k = firstEnd
    while k < end {
      let nameStart = k + 1
      k = nameStart
      while k < end && bytes[k] != UInt8(ascii: ".") { k += 1 }
      id = arena.appendNode(.member, ByteRange(start, k), a: id, b: arena.addText(bytes, nameStart, k))
    }
    return id
  }

  /// `{ key: value, … }` in `bytes[start..<end]` (from its `{` to its `}`): each key a name (a
  /// keyword too, as the parser reads it) or a string with no escape, each value a string
  /// with no escape, a member chain, or `true`, `false`, `null` or `undefined` alone; properties
  /// separated by commas (none after the last), spaces around each part. With `arena` nil, only
  /// whether the text is such an object (nil when not); with an arena, its nodes as the parser
  /// makes them (each value, then the object with its properties) and the object's index.
  /// Anything else (a shorthand, a spread, a number, an operator) is the parser's.
  private static func object(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into arena: ExprArena?) -> Int32? {
    let close = end - 1
    guard close > start, bytes[close] == UInt8(ascii: "}") else { return nil }
    let firstProperty = Int32(truncatingIfNeeded: arena?.properties.count ?? 0)
    var count: Int32 = 0
    var k = skipSpace(bytes, start + 1, close)
    while k < close {
      let keyStart = k
      let keyIsString = isQuote(bytes[k])
      guard let keyEnd = keyIsString ? stringEnd(bytes, k, close) : nameEnd(bytes, k, close) else { return nil }
      k = skipSpace(bytes, keyEnd, close)
      guard k < close, bytes[k] == UInt8(ascii: ":") else { return nil }
      let valueStart = skipSpace(bytes, k + 1, close)
      guard valueStart < close, let valueEnd = valueEnd(bytes, valueStart, close) else { return nil }
      let value = ObjectValue(bytes, valueStart, valueEnd)
      guard value != .none else { return nil }
      k = skipSpace(bytes, valueEnd, close)
      if k < close {
        guard bytes[k] == UInt8(ascii: ","), case let next = skipSpace(bytes, k + 1, close), next < close else { return nil }
        k = next
      }
      count += 1
      guard let arena else { continue }
      let valueID: Int32
      let valueRange = ByteRange(valueStart, valueEnd)
      switch value {
      case .string: valueID = appendString(bytes, valueStart, valueEnd, arena: arena)
      case .chain(let firstEnd): valueID = appendMemberChain(bytes, valueStart, firstEnd, valueEnd, arena: arena)
      case .bool(let b): valueID = arena.appendNode(.bool, valueRange, flag: b)
      case .null: valueID = arena.appendNode(.null, valueRange)
      case .undefined: valueID = arena.appendNode(.undefined, valueRange)
      case .none: return nil
      }
      let key = keyIsString ? arena.addText(bytes, keyStart + 1, keyEnd - 1) : arena.addText(bytes, keyStart, keyEnd)
      arena.properties.append(ExprArena.Property(key: key, keyRange: ByteRange(keyStart, keyEnd), value: valueID))
    }
    guard let arena else { return count }
    return arena.appendNode(.object, ByteRange(start, end), a: firstProperty, b: count)
  }

  /// What an object literal's value made here is.
  private enum ObjectValue: Equatable {
    case string
    /// A member chain whose first name ends at the offset given.
    case chain(Int)
    case bool(Bool)
    case null
    case undefined
    /// Not a value made here.
    case none

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
      if SimpleTree.isQuote(bytes[start]) { self = .string; return }
      guard let firstEnd = SimpleTree.memberChainFirstEnd(bytes, start, end) else { self = .none; return }
      switch ExpressionLexer.keyword(bytes, start, firstEnd) {
      case .none: self = .chain(firstEnd); return
      case .true where firstEnd == end: self = .bool(true)
      case .false where firstEnd == end: self = .bool(false)
      case .null where firstEnd == end: self = .null
      case .undefined where firstEnd == end: self = .undefined
      default: self = .none
      }
    }
  }

  /// Where the value that starts at `start` ends: past a string's closing quote, or at the first
  /// byte that is no name byte or dot (nil for a string with an escape or no end).
  private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int? {
    if isQuote(bytes[start]) { return stringEnd(bytes, start, limit) }
    var k = start
    while k < limit && (ExpressionLexer.isAsciiIdentifierPart(bytes[k]) || bytes[k] == UInt8(ascii: ".")) { k += 1 }
    return k
  }

  /// Where the name that starts at `start` ends (nil when no name starts there).
  private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ limit: Int) -> Int? {
    guard ExpressionLexer.isAsciiIdentifierStart(bytes[start]) else { return nil }
    var k = start + 1
    while k < limit && ExpressionLexer.isAsciiIdentifierPart(bytes[k]) { k += 1 }
    return k
  }

  private static func isQuote(_ b: UInt8) -> Bool { b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") }

  /// The first offset from `k` (before `limit`) that is not a space (a byte up to U+0020, as the
  /// lexer skips).
  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int, _ limit: Int) -> Int {
    var k = k
    while k < limit && bytes[k] <= 0x20 { k += 1 }
    return k
  }
}
