/// The forms templates write most, recognised without lexing or parsing, for checks that build
/// no tree: a name or a member chain (`item.title`), called with such chains as arguments
/// (`save(item.id)`, `toggle()`), and outside event handlers piped through named pipes
/// (`user.name | titlecase`). `isValid` answers true only for text the parser accepts without
/// a diagnostic; anything else (another byte, a keyword where it cannot stand, a number, too
/// long a chain) answers false and gets the full check (`DeferredExpressionTests` compares the
/// two on every prefix of the corpus's expressions and on generated ones).
enum SimpleExpression {
  /// More links, arguments or pipes than this go to the full parse (which limits tree height).
  static let maxParts = 256

  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, action: Bool) -> Bool {
    var scanner = Scanner(bytes: bytes, i: Int(range.start), end: min(Int(range.end), bytes.count))
    return scanner.expression(action: action)
  }

  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var i: Int
    let end: Int

    /// `chain [call] (| name)*`, or blank (the parser gives no diagnostic for blank text).
    mutating func expression(action: Bool) -> Bool {
      skipSpace()
      if i == end { return true }
      guard chain() else { return false }
      skipSpace()
      if i < end && bytes[i] == UInt8(ascii: "(") {
        guard call() else { return false }
        skipSpace()
      }
      var pipes = 0
      while !action && i + 1 < end && bytes[i] == UInt8(ascii: "|") && bytes[i + 1] != UInt8(ascii: "|") {
        i += 1
        skipSpace()
        pipes += 1
        guard pipes <= SimpleExpression.maxParts, name() != nil else { return false }
        skipSpace()
      }
      return i == end
    }

    /// `name (. name)*`, the first name not an operator keyword.
    mutating func chain() -> Bool {
      guard let first = name() else { return false }
      switch ExpressionLexer.keyword(bytes, first, i) {
      case .typeof, .void, .in, .instanceof, .var, .let, .as, .if, .else: return false
      default: break
      }
      var links = 0
      while true {
        skipSpace()
        guard i < end, bytes[i] == UInt8(ascii: ".") else { return true }
        i += 1
        skipSpace()
        links += 1
        guard links <= SimpleExpression.maxParts, name() != nil else { return false }
      }
    }

    /// `( )` or `( chain (, chain)* )`, at the `(`.
    mutating func call() -> Bool {
      i += 1
      skipSpace()
      if i < end && bytes[i] == UInt8(ascii: ")") {
        i += 1
        return true
      }
      var arguments = 0
      while true {
        arguments += 1
        guard arguments <= SimpleExpression.maxParts, chain() else { return false }
        skipSpace()
        guard i < end else { return false }
        if bytes[i] == UInt8(ascii: ")") {
          i += 1
          return true
        }
        guard bytes[i] == UInt8(ascii: ",") else { return false }
        i += 1
        skipSpace()
      }
    }

    /// An identifier (`[A-Za-z_$][A-Za-z0-9_$]*`); returns its start.
    mutating func name() -> Int? {
      guard i < end, ExpressionLexer.isAsciiIdentifierStart(bytes[i]) else { return nil }
      let start = i
      i += 1
      while i < end && (ExpressionLexer.isAsciiIdentifierStart(bytes[i]) || ExpressionLexer.isDigit(bytes[i])) { i += 1 }
      return start
    }

    /// What the lexer skips as space among these bytes: every byte up to U+0020.
    mutating func skipSpace() {
      while i < end && bytes[i] <= 0x20 { i += 1 }
    }
  }
}
