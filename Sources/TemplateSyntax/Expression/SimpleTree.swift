/// The trees of the values bindings hold most, made without lexing or parsing: a string
/// literal with no escape (`'Guardar'`), a name (`title`) and a member chain (`item.title`).
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
    return memberChain(bytes, start, end, arena: arena)
  }

  /// `'text'` or `"text"`: no quote, backslash or `&` inside.
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, quote: UInt8,
                             arena: ExprArena) -> Expr? {
    guard end - start >= 2, bytes[end - 1] == quote else { return nil }
    var k = start + 1
    while k < end - 1 {
      let b = bytes[k]
      if b == quote || b == UInt8(ascii: "\\") || b == UInt8(ascii: "&") { return nil }
      k += 1
    }
    return Expr(arena: arena, id: arena.appendNode(.string, ByteRange(start, end), a: arena.addText(bytes, start + 1, end - 1)))
  }

  /// `name` or `name.name…`: ASCII names joined by single dots with no space, the first no
  /// keyword (a later one may be: `a.if` reads the member `if`).
  private static func memberChain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                  arena: ExprArena) -> Expr? {
    // Checked whole first, so that nothing is appended for text the parser must read.
    var k = start
    var links = 0
    var firstEnd = -1
    while true {
      guard k < end, ExpressionLexer.isAsciiIdentifierStart(bytes[k]) else { return nil }
      k += 1
      while k < end && (ExpressionLexer.isAsciiIdentifierStart(bytes[k]) || ExpressionLexer.isDigit(bytes[k])) { k += 1 }
      if firstEnd < 0 { firstEnd = k }
      if k == end { break }
      guard bytes[k] == UInt8(ascii: "."), links < maxLinks else { return nil }
      links += 1
      k += 1
    }
    guard ExpressionLexer.keyword(bytes, start, firstEnd) == .none else { return nil }
    var id = arena.appendNode(.identifier, ByteRange(start, firstEnd), a: arena.addText(bytes, start, firstEnd))
    k = firstEnd
    while k < end {
      let nameStart = k + 1
      k = nameStart
      while k < end && bytes[k] != UInt8(ascii: ".") { k += 1 }
      id = arena.appendNode(.member, ByteRange(start, k), a: id, b: arena.addText(bytes, nameStart, k))
    }
    return Expr(arena: arena, id: id)
  }

}
