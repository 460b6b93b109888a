/// The forms templates write most, recognised without lexing or parsing, for checks that build
/// no tree: a name or a member chain (`item.title`), called with such chains as arguments
/// (`save(item.id)`, `toggle()`), such operands (or numbers written as digits alone) joined by
/// the binary operators that need no look at references or regular expressions
/// (`items.length > 0`, `a === b || c`), and outside event handlers piped through named pipes
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

    /// `operand (operator operand)* (| name)*`, or blank (the parser gives no diagnostic for
    /// blank text).
    mutating func expression(action: Bool) -> Bool {
      skipSpace()
      if i == end { return true }
      guard operand() else { return false }
      skipSpace()
      var operators = 0
      while let width = binaryOperator()?.width {
        i += width
        skipSpace()
        operators += 1
        guard operators <= SimpleExpression.maxParts, operand() else { return false }
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

    /// `chain [call]`, or a number written as digits alone (`0`, `42`).
    mutating func operand() -> Bool {
      if i < end && ExpressionLexer.isDigit(bytes[i]) { return digits() }
      guard chain() else { return false }
      skipSpace()
      if i < end && bytes[i] == UInt8(ascii: "(") { return call() }
      return true
    }

    /// A run of digits that nothing carries on as a number (`.5`, `1_000`, `1e3`) or as a name
    /// written right after it (`0x`): the lexer reads it as one number token.
    mutating func digits() -> Bool {
      while i < end && ExpressionLexer.isDigit(bytes[i]) { i += 1 }
      guard i < end else { return true }
      return !ExpressionLexer.isAsciiIdentifierStart(bytes[i]) && bytes[i] != UInt8(ascii: ".")
    }

    /// The binary operator at `i` and its width, when the lexer reads it as that operator whole
    /// (`>=`, not `>` then `=`; not `**`, `+=`, `||=`): one of `+ - * % < > <= >= == != === !==
    /// ||`; nil for anything else. (No `&&`: a `&` may start a character reference a binding
    /// decodes before it parses; no `/`, which may start a regular expression or a comment;
    /// no `??`, `**`, which the parser checks against the operators around them.)
    func binaryOperator() -> (op: ExprOp, width: Int)? {
      guard i < end else { return nil }
      let next = i + 1 < end ? bytes[i + 1] : 0
      let afterNext = i + 2 < end ? bytes[i + 2] : 0
      let equals = UInt8(ascii: "=")
      switch bytes[i] {
      case UInt8(ascii: "+"): return next == equals ? nil : (.plus, 1)
      case UInt8(ascii: "-"): return next == equals ? nil : (.minus, 1)
      case UInt8(ascii: "%"): return next == equals ? nil : (.percent, 1)
      case UInt8(ascii: "*"):
        return next == equals || next == UInt8(ascii: "*") ? nil : (.star, 1)
      case UInt8(ascii: "<"): return next == equals ? (.le, 2) : (.lt, 1)
      case UInt8(ascii: ">"): return next == equals ? (.ge, 2) : (.gt, 1)
      case UInt8(ascii: "="):
        guard next == equals else { return nil }
        return afterNext == equals ? (.eq3, 3) : (.eq2, 2)
      case UInt8(ascii: "!"):
        guard next == equals else { return nil }
        return afterNext == equals ? (.notEq2, 3) : (.notEq, 2)
      case UInt8(ascii: "|"):
        return next == UInt8(ascii: "|") && afterNext != equals ? (.orOr, 2) : nil
      default:
        return nil
      }
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
      while i < end && ExpressionLexer.isAsciiIdentifierPart(bytes[i]) { i += 1 }
      return start
    }

    /// What the lexer skips as space among these bytes: every byte up to U+0020.
    mutating func skipSpace() {
      while i < end && bytes[i] <= 0x20 { i += 1 }
    }
  }
}

/// The texts `SimpleExpression` already found valid, by their bytes: templates repeat the same
/// bindings (`(tap)="save(item.id)"`, `{{ item.title }}`) from element to element and from
/// template to template (a thread's parses share it: `ParseLeftovers`), and a text found here
/// is not scanned again. A direct-mapped table of texts of 1 to 32 bytes, each key holding every
/// byte and whether it was checked as an action; made on the first insertion. (Nearly every
/// text asked about is found: the key is made and looked up inline, with no call and no
/// optional key built in memory.)
struct ValidSimpleForms {
  static let slotBits = 8
  private var keys: [Key] = []

  /// A text's bytes in four words that hold every one of them, its length and whether it was
  /// checked as an action. Of 8 to 32 bytes: the words at 0, at 8, 16 bytes before the end and 8
  /// before it, each offset clamped to the text (so 8 to 15 bytes are two words, each twice);
  /// under 8 bytes, one word, the bytes zero-extended. Two texts of one length read the same
  /// way have equal keys exactly when their bytes are equal.
  struct Key: Equatable {
    var w0: UInt64 = 0
    var w1: UInt64 = 0
    var w2: UInt64 = 0
    var w3: UInt64 = 0
    /// The length shifted left once, the action flag in the low bit (0: no key).
    var lengthAndAction = 0

    init() {}

    /// The key of `bytes[start..<end]` (1 to 32 bytes): under 8 bytes, read with one load when
    /// the buffer has 8 bytes from `start` (`nil` otherwise, at the buffer's very end).
    @inline(__always) init?(_ base: UnsafeRawPointer, count: Int, _ start: Int, _ end: Int, action: Bool) {
      let n = end &- start
      let run = base + start
      if n >= 8 {
        w0 = run.loadUnaligned(as: UInt64.self)
        w1 = run.loadUnaligned(fromByteOffset: min(8, n &- 8), as: UInt64.self)
        w2 = run.loadUnaligned(fromByteOffset: max(0, n &- 16), as: UInt64.self)
        w3 = run.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
      } else {
        guard start &+ 8 <= count else { return nil }
        w0 = UInt64(littleEndian: run.loadUnaligned(as: UInt64.self)) & ((1 &<< (8 &* UInt64(n))) &- 1)
      }
      lengthAndAction = n &<< 1 | (action ? 1 : 0)
    }

    var slot: Int {
      let mixed = (w0 ^ (w1 &* 0x9E37_79B9_7F4A_7C15) ^ (w2 &* 0xC2B2_AE3D_27D4_EB4F) ^ w3 ^ UInt64(lengthAndAction))
        &* 0xBF58_476D_1CE4_E5B9
      return Int(truncatingIfNeeded: mixed >> UInt64(64 - ValidSimpleForms.slotBits))
    }
  }

  /// The longest text the table keeps.
  static let maxLength = 32

  /// `SimpleExpression.isValid`, answered from the table when the text was found valid before.
  /// (A text not found, rare, is checked out of line: the lookup saves fewer registers.)
  mutating func isValid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, action: Bool) -> Bool {
    let start = Int(range.start)
    let end = min(Int(range.end), bytes.count)
    // (One unsigned compare: 1 to 32 bytes.)
    guard UInt(bitPattern: end &- start &- 1) < UInt(Self.maxLength), let base = bytes.baseAddress,
          let key = Key(UnsafeRawPointer(base), count: bytes.count, start, end, action: action) else {
      return SimpleExpression.isValid(bytes, range, action: action)
    }
    let slot = key.slot
    // (An empty table has no slot: the bounds test tells it.)
    if slot < keys.count && keys[slot] == key { return true }
    return isValidKeeping(base, bytes.count, start, end, action: action)
  }

  /// `isValid` of a text of 1 to 32 bytes not found in the table, kept there when valid. (Its
  /// key is made again here: handed over, it was stored on every lookup's way.)
  @inline(never)
  private mutating func isValidKeeping(_ base: UnsafePointer<UInt8>, _ count: Int, _ start: Int, _ end: Int,
                                       action: Bool) -> Bool {
    let bytes = UnsafeBufferPointer(start: base, count: count)
    guard SimpleExpression.isValid(bytes, ByteRange(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)),
                                   action: action),
          let key = Key(UnsafeRawPointer(base), count: count, start, end, action: action) else { return false }
    if keys.isEmpty { keys = [Key](repeating: Key(), count: 1 << Self.slotBits) }
    keys[key.slot] = key
    return true
  }
}
