/// Operators and punctuation of Angular expressions.
///
/// Also the operator of a unary or binary node (`ExprArena.Node.op`), so that the operators
/// written as keywords have cases too: the lexer never makes those (it makes keyword tokens).
enum ExprOp: UInt8, Sendable, CaseIterable {
  case none
  case lparen, rparen, lbracket, rbracket, lbrace, rbrace
  case comma, colon, semicolon, dot, question, questionDot, bang
  case plus, minus, star, starStar, slash, percent
  case lt, gt, le, ge, eq2, eq3, notEq, notEq2
  case andAnd, orOr, nullish, pipe, amp
  case assign, plusAssign, minusAssign, starAssign, starStarAssign, slashAssign, percentAssign
  case andAndAssign, orOrAssign, nullishAssign
  /// `...` (spread) and `=>` (arrow function).
  case ellipsis, arrow
  /// The keyword operators (`typeof a`, `void a`, `a in b`, `a instanceof B`).
  case typeof, void, `in`, instanceof

  /// The operator written as `text` (nil for any other text).
  init?(text: String) {
    guard let op = Self.allCases.first(where: { $0.text == text }) else { return nil }
    self = op
  }

  var text: String {
    switch self {
    case .none: return ""
    case .lparen: return "("
    case .rparen: return ")"
    case .lbracket: return "["
    case .rbracket: return "]"
    case .lbrace: return "{"
    case .rbrace: return "}"
    case .comma: return ","
    case .colon: return ":"
    case .semicolon: return ";"
    case .dot: return "."
    case .question: return "?"
    case .questionDot: return "?."
    case .bang: return "!"
    case .plus: return "+"
    case .minus: return "-"
    case .star: return "*"
    case .starStar: return "**"
    case .slash: return "/"
    case .percent: return "%"
    case .lt: return "<"
    case .gt: return ">"
    case .le: return "<="
    case .ge: return ">="
    case .eq2: return "=="
    case .eq3: return "==="
    case .notEq: return "!="
    case .notEq2: return "!=="
    case .andAnd: return "&&"
    case .orOr: return "||"
    case .nullish: return "??"
    case .pipe: return "|"
    case .amp: return "&"
    case .assign: return "="
    case .plusAssign: return "+="
    case .minusAssign: return "-="
    case .starAssign: return "*="
    case .starStarAssign: return "**="
    case .slashAssign: return "/="
    case .percentAssign: return "%="
    case .andAndAssign: return "&&="
    case .orOrAssign: return "||="
    case .nullishAssign: return "??="
    case .ellipsis: return "..."
    case .arrow: return "=>"
    case .typeof: return "typeof"
    case .void: return "void"
    case .in: return "in"
    case .instanceof: return "instanceof"
    }
  }

  var isAssignment: Bool {
    switch self {
    case .assign, .plusAssign, .minusAssign, .starAssign, .starStarAssign, .slashAssign,
         .percentAssign, .andAndAssign, .orOrAssign, .nullishAssign:
      return true
    default:
      return false
    }
  }

  /// Binary precedence (higher binds tighter), 0 when not a binary operator.
  /// Angular's order: `||` < `&&` < `??` < equality < relational < additive < multiplicative < `**`.
  var binaryPrecedence: Int {
    switch self {
    case .orOr: return 1
    case .andAnd: return 2
    case .nullish: return 3
    case .eq2, .eq3, .notEq, .notEq2: return 4
    case .lt, .gt, .le, .ge, .in, .instanceof: return 5
    case .plus, .minus: return 6
    case .star, .slash, .percent: return 7
    case .starStar: return 8
    default: return 0
    }
  }
}

/// Angular's keywords. `var`, `let`, `as`, `if` and `else` have no meaning in an expression:
/// they cannot start an operand (`{{ else }}` is an error), but they can name a member, a key
/// or a pipe, and `let` and `as` start parts of a structural directive's value.
enum ExprKeyword: UInt8, Sendable {
  case none, `true`, `false`, null, undefined, this, typeof, void, `in`, instanceof
  case `var`, `let`, `as`, `if`, `else`
}

enum ExprTokenKind: UInt8, Sendable {
  case identifier
  case keyword
  case string
  case number
  case op
  /// The opening backtick of a template literal.
  case templateHead
  /// A literal piece of a template literal (value in `strings`).
  case templatePart
  /// `${`
  case templateExprOpen
  /// The `}` closing a `${`.
  case templateExprClose
  /// The closing backtick.
  case templateTail
  /// A regular-expression literal `/body/flags` (`value` indexes `strings`: the body; the
  /// flags are the bytes after the closing `/` up to `end`).
  case regex
  /// A lexical error; `value` indexes `ExpressionLexer.Output.messages`.
  case error
  case eof
}

/// (Offsets and the value are stored in 32 bits, as `ByteRange` stores offsets: a token takes 16
/// bytes, not 32, so that the lexer writes and the parser copies less per token.)
struct ExprToken: Sendable {
  var kind: ExprTokenKind
  var op: ExprOp
  var keyword: ExprKeyword
  private var storedStart: UInt32
  private var storedEnd: UInt32
  private var storedValue: Int32
  var start: Int { Int(storedStart) }
  var end: Int { Int(storedEnd) }
  /// For strings and template parts: the index of the decoded text in `strings` (for a string
  /// with no escape, or lexed for a check, `asWritten`: its text is the bytes between its
  /// quotes); for numbers: the index of the value in `numbers` (-1 in a check); for errors: the
  /// index of the message.
  var value: Int { Int(storedValue) }

  /// The `value` of a string literal whose text is its bytes as written (none is made).
  static let asWritten = -1

  init(_ kind: ExprTokenKind, _ start: Int, _ end: Int, op: ExprOp = .none,
       keyword: ExprKeyword = .none, value: Int = 0) {
    self.kind = kind
    self.op = op
    self.keyword = keyword
    storedStart = UInt32(truncatingIfNeeded: start)
    storedEnd = UInt32(truncatingIfNeeded: end)
    storedValue = Int32(truncatingIfNeeded: value)
  }
}

/// Splits the bytes of an expression into tokens. Works on UTF-8 bytes; only string
/// literals and numbers allocate.
struct ExpressionLexer {
  private(set) var bytes: UnsafeBufferPointer<UInt8>
  private(set) var end: Int
  var i: Int
  var tokens: [ExprToken] = []
  var strings: [String] = []
  var numbers: [Double] = []
  var messages: [String] = []
  /// False for a check, which builds no tree: string and number literals are validated but their
  /// values are not made (their tokens' `value` is -1).
  var makesValues = true
  /// U+E500 is skipped as a space (a text interpolation's, which Angular's whitespace pass
  /// rewrites before it parses; in a string literal it stays: see `ExpressionSite`).
  var ngspIsSpace = false
  /// A run of two or more of the characters Angular's whitespace pass collapses (U+2003,
  /// U+FEFF, …, with ASCII spaces) is a space: a text interpolation's (`ExpressionSite`).
  var collapsesSpaceRuns = false
  /// A regular expression's flags are checked (an error in the tokens). Angular's parser checks
  /// them, not its lexer: a `@defer` trigger list, whose parameters are token text, reads them
  /// unchecked.
  var checksRegexFlags = true
  /// Where Angular's lexer reads on after the lexical error that stopped this one, and the
  /// error token it leaves there (`checkOnTriggers` reads on the same way): past a character
  /// no token starts with (an empty token after it; one holding it for `#`), at the character
  /// after an invalid exponent's `e` and sign (a token holding the last of them), at an invalid
  /// numeric separator (an empty token). Nil when no error stopped it, or Angular reads on
  /// where this lexer cannot follow (inside a string with a bad escape).
  private(set) var angularRecovery: (errorToken: ByteRange, resumeAt: Int)?
  /// For each open `${`: the number of `{` opened inside it and not yet closed.
  private var braceDepths: [Int] = []
  /// For each open template literal: the offset of its backtick.
  private var templateStarts: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) {
    self.bytes = bytes
    let hi = min(Int(range.end), bytes.count)
    self.end = hi
    self.i = min(Int(range.start), hi)
  }

  /// Makes this lexer read `range` of `bytes` as a new one would, keeping its buffers (which
  /// the caller hands back empty: `ExprParserCore.start`).
  mutating func restart(bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) {
    self.bytes = bytes
    let hi = min(Int(range.end), bytes.count)
    end = hi
    i = min(Int(range.start), hi)
    angularRecovery = nil
    // (Left open only by a template literal cut short.)
    if !braceDepths.isEmpty { braceDepths.removeAll() }
    if !templateStarts.isEmpty { templateStarts.removeAll() }
  }

  mutating func run() {
    tokens.reserveCapacity(max(4, (end - i) / 3))
    while true {
      // (Most tokens follow another or one space: the loop is entered only when needed.)
      if i < end && (bytes[i] <= 0x20 || bytes[i] >= 0xC2) { skipWhitespace() }
      // Input that ends inside a template literal's `${ }` is no lexical error (Angular's
      // scanner reports only a literal's text cut short, in `scanTemplateBody`).
      if i >= end { break }
      if !scanToken() { break }
    }
    tokens.append(ExprToken(.eof, end, end))
  }

  // MARK: - Characters

  @inline(__always) private func peek(_ offset: Int) -> UInt8 {
    let j = i + offset
    return j < end ? bytes[j] : 0
  }

  private mutating func skipWhitespace() {
    while i < end {
      let b = bytes[i]
      if b <= 0x20 {
        i += 1  // Angular skips every control character as space
      } else if b < 0xC2 {
        return  // (every other space starts with a byte from 0xC2)
      } else if b == 0xC2 && i + 1 < end && bytes[i + 1] == 0xA0 {
        i += 2  // U+00A0 NO-BREAK SPACE, as Angular's lexer
      } else if b == 0xEE && ngspIsSpace && i + 2 < end && bytes[i + 1] == 0x94 && bytes[i + 2] == 0x80 {
        i += 3  // U+E500
      } else if collapsesSpaceRuns && Self.collapsibleSpaceWidth(bytes, i, end) == 3 && inCollapsedRun(i) {
        // U+2003, U+FEFF, … next to another such character: Angular's whitespace pass made
        // the run one space before its lexer (which rejects them) reads the interpolation.
        i += 3
      } else {
        return
      }
    }
  }

  /// Whether the collapsible character at `j` has another just before or after it. (What comes
  /// just before it was skipped as whitespace or ends a token, and no token ends with one.)
  private func inCollapsedRun(_ j: Int) -> Bool {
    if Self.collapsibleSpaceWidth(bytes, j + 3, end) > 0 { return true }
    if j >= 1, Self.collapsibleSpaceWidth(bytes, j - 1, end) == 1 { return true }
    return j >= 3 && Self.collapsibleSpaceWidth(bytes, j - 3, end) == 3
  }

  /// The width of one of the characters Angular's whitespace pass collapses (a run of two or
  /// more becomes one space) at `j`: ASCII space, `\t`, `\n`, `\v`, `\f`, `\r` (1), U+1680,
  /// U+180E, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF (3); else 0.
  static func collapsibleSpaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ j: Int, _ end: Int) -> Int {
    guard j < end else { return 0 }
    let b = bytes[j]
    if b == 0x20 || (b >= 0x09 && b <= 0x0D) { return 1 }
    guard b >= 0xE1, j + 2 < end else { return 0 }
    let (b1, b2) = (bytes[j + 1], bytes[j + 2])
    switch b {
    case 0xE1: return (b1 == 0x9A && b2 == 0x80) || (b1 == 0xA0 && b2 == 0x8E) ? 3 : 0
    case 0xE2:
      if b1 == 0x80 { return b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF ? 3 : 0 }
      return b1 == 0x81 && b2 == 0x9F ? 3 : 0
    case 0xE3: return b1 == 0x80 && b2 == 0x80 ? 3 : 0
    case 0xEF: return b1 == 0xBB && b2 == 0xBF ? 3 : 0
    default: return 0
    }
  }

  @inline(__always) static func isAsciiIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24
  }

  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  /// A byte an ASCII identifier may go on with (`[A-Za-z0-9_$]`).
  /// (One bit test, not five range compares: names are read a byte at a time, and this is most
  /// of what reading one costs. The bits of `$` and `0`-`9` among the bytes below 64, of
  /// `A`-`Z`, `_` and `a`-`z` among those from 64 to 127.)
  @inline(__always) static func isAsciiIdentifierPart(_ b: UInt8) -> Bool {
    let low: UInt64 = 0x03FF_0010_0000_0000
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
    let bits = b < 64 ? low : (b < 128 ? high : 0)
    return (bits &>> UInt64(b & 63)) & 1 != 0
  }

  /// Decodes the scalar at `j` (no validation beyond bounds); returns the scalar and its width.
  private func scalar(at j: Int) -> (Unicode.Scalar?, Int) {
    let b0 = bytes[j]
    var width = 1
    var value: UInt32 = UInt32(b0)
    if b0 >= 0xF0 { width = 4; value = UInt32(b0 & 0x07) }
    else if b0 >= 0xE0 { width = 3; value = UInt32(b0 & 0x0F) }
    else if b0 >= 0xC0 { width = 2; value = UInt32(b0 & 0x1F) }
    else if b0 >= 0x80 { return (nil, 1) }
    if width == 1 { return (Unicode.Scalar(value), 1) }
    if j + width > end { return (nil, 1) }
    var k = 1
    while k < width {
      let c = bytes[j + k]
      if c & 0xC0 != 0x80 { return (nil, 1) }
      value = (value << 6) | UInt32(c & 0x3F)
      k += 1
    }
    return (Unicode.Scalar(value), width)
  }

  // MARK: - Tokens

  private mutating func error(_ message: String, _ start: Int, _ stop: Int) {
    messages.append(message)
    tokens.append(ExprToken(.error, start, stop, value: messages.count - 1))
    i = end
  }

  private mutating func emitOp(_ op: ExprOp, _ length: Int) {
    tokens.append(ExprToken(.op, i, i + length, op: op))
    i += length
  }

  /// Scans one token at `i`. Returns false after a lexical error (lexing stops).
  private mutating func scanToken() -> Bool {
    let b = bytes[i]
    if ExpressionLexer.isAsciiIdentifierStart(b) { scanIdentifier(); return true }
    if ExpressionLexer.isDigit(b) { return scanNumber() }
    switch b {
    case 0x22, 0x27: return scanString(quote: b)
    case 0x60:  // `
      tokens.append(ExprToken(.templateHead, i, i + 1))
      templateStarts.append(i)
      i += 1
      return scanTemplateBody(first: true)
    case 0x28: emitOp(.lparen, 1)
    case 0x29: emitOp(.rparen, 1)
    case 0x5B: emitOp(.lbracket, 1)
    case 0x5D: emitOp(.rbracket, 1)
    case 0x7B:
      if !braceDepths.isEmpty { braceDepths[braceDepths.count - 1] += 1 }
      emitOp(.lbrace, 1)
    case 0x7D:
      if let depth = braceDepths.last {
        if depth == 0 {
          braceDepths.removeLast()
          tokens.append(ExprToken(.templateExprClose, i, i + 1))
          i += 1
          return scanTemplateBody()
        }
        braceDepths[braceDepths.count - 1] = depth - 1
      }
      emitOp(.rbrace, 1)
    case 0x2C: emitOp(.comma, 1)
    case 0x3A: emitOp(.colon, 1)
    case 0x3B: emitOp(.semicolon, 1)
    case 0x2E:
      if ExpressionLexer.isDigit(peek(1)) { return scanNumber() }
      if peek(1) == 0x2E {
        if peek(2) == 0x2E { emitOp(.ellipsis, 3); return true }
        angularRecovery = (ByteRange(i + 2, i + 2), i + 2)
        error("unexpected character '.'", i, i + 2)
        return false
      }
      emitOp(.dot, 1)
    case 0x3F:  // ?
      let n = peek(1)
      if n == 0x3F { if peek(2) == 0x3D { emitOp(.nullishAssign, 3) } else { emitOp(.nullish, 2) } }
      else if n == 0x2E && !ExpressionLexer.isDigit(peek(2)) { emitOp(.questionDot, 2) }
      else { emitOp(.question, 1) }
    case 0x21:  // !
      if peek(1) == 0x3D { if peek(2) == 0x3D { emitOp(.notEq2, 3) } else { emitOp(.notEq, 2) } }
      else { emitOp(.bang, 1) }
    case 0x3D:  // =
      if peek(1) == 0x3E { emitOp(.arrow, 2) }
      else if peek(1) == 0x3D { if peek(2) == 0x3D { emitOp(.eq3, 3) } else { emitOp(.eq2, 2) } }
      else { emitOp(.assign, 1) }
    case 0x3C: if peek(1) == 0x3D { emitOp(.le, 2) } else { emitOp(.lt, 1) }
    case 0x3E: if peek(1) == 0x3D { emitOp(.ge, 2) } else { emitOp(.gt, 1) }
    case 0x26:  // &
      if peek(1) == 0x26 { if peek(2) == 0x3D { emitOp(.andAndAssign, 3) } else { emitOp(.andAnd, 2) } }
      else { emitOp(.amp, 1) }
    case 0x7C:  // |
      if peek(1) == 0x7C { if peek(2) == 0x3D { emitOp(.orOrAssign, 3) } else { emitOp(.orOr, 2) } }
      else { emitOp(.pipe, 1) }
    case 0x2B: if peek(1) == 0x3D { emitOp(.plusAssign, 2) } else { emitOp(.plus, 1) }
    case 0x2D: if peek(1) == 0x3D { emitOp(.minusAssign, 2) } else { emitOp(.minus, 1) }
    case 0x2A:  // *
      if peek(1) == 0x2A { if peek(2) == 0x3D { emitOp(.starStarAssign, 3) } else { emitOp(.starStar, 2) } }
      else if peek(1) == 0x3D { emitOp(.starAssign, 2) }
      else { emitOp(.star, 1) }
    case 0x2F:
      if isStartOfRegex() { return scanRegex() }
      if peek(1) == 0x3D { emitOp(.slashAssign, 2) } else { emitOp(.slash, 1) }
    case 0x25: if peek(1) == 0x3D { emitOp(.percentAssign, 2) } else { emitOp(.percent, 1) }
    default:
      // Angular's identifiers are ASCII only: `{{ año }}` is a lexical error there.
      let (_, w) = scalar(at: i)
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + w)]), as: UTF8.self)
      let holdsIt = bytes[i] == UInt8(ascii: "#")
      angularRecovery = (ByteRange(holdsIt ? i : i + w, i + w), i + w)
      error("unexpected character '\(text)'", i, i + w)
      return false
    }
    return true
  }

  /// Whether a `/` here starts a regular expression rather than a division, from the token
  /// before it (Angular's rule): at the start, after an operator, or after `(`, `[`, `,`, `:`;
  /// after `!`, only when that `!` is a negation (not a non-null assertion).
  private func isStartOfRegex() -> Bool {
    guard let previous = tokens.last else { return true }
    if previous.kind == .templateHead || previous.kind == .templatePart || previous.kind == .templateTail
      || previous.kind == .templateExprClose {
      return false
    }
    if previous.kind == .templateExprOpen { return true }
    guard previous.kind == .op else { return false }
    switch previous.op {
    case .bang:
      guard tokens.count > 1 else { return true }
      let before = tokens[tokens.count - 2]
      if before.kind == .identifier { return false }
      if before.kind == .op && (before.op == .rparen || before.op == .rbracket) { return false }
      return true
    case .lparen, .lbracket, .comma, .colon: return true
    case .rparen, .rbracket, .lbrace, .rbrace, .semicolon, .dot: return false
    default: return true
    }
  }

  /// `/body/flags`: the body up to an unescaped `/` outside a character class, then ASCII
  /// letters as flags (each one of `dgimsuvy`, at most once).
  private mutating func scanRegex() -> Bool {
    let start = i
    i += 1
    let bodyStart = i
    var inEscape = false
    var inClass = false
    while true {
      if i >= end {
        error("unterminated regular expression", start, end)
        return false
      }
      let b = bytes[i]
      if inEscape {
        inEscape = false
      } else if b == 0x5C {
        inEscape = true
      } else if b == 0x5B {
        inClass = true
      } else if b == 0x5D {
        inClass = false
      } else if b == 0x2F && !inClass {
        break
      }
      i += 1
    }
    let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyStart..<i]), as: UTF8.self)
    i += 1
    var seen: UInt32 = 0
    while i < end && (bytes[i] | 0x20) >= 0x61 && (bytes[i] | 0x20) <= 0x7A {
      let flag = bytes[i]
      let allowed: StaticString = "dgimsuvy"
      var bit: UInt32 = 0
      for k in 0..<allowed.utf8CodeUnitCount where allowed.utf8Start[k] == flag { bit = 1 << UInt32(k) }
      if !checksRegexFlags {
        i += 1
        continue
      }
      if bit == 0 {
        error("unsupported regular expression flag '\(Character(Unicode.Scalar(flag)))'", i, i + 1)
        return false
      }
      if seen & bit != 0 {
        error("duplicate regular expression flag '\(Character(Unicode.Scalar(flag)))'", i, i + 1)
        return false
      }
      seen |= bit
      i += 1
    }
    strings.append(body)
    tokens.append(ExprToken(.regex, start, i, value: strings.count - 1))
    return true
  }

  private mutating func scanIdentifier() {
    let start = i
    while i < end {
      let b = bytes[i]
      if ExpressionLexer.isAsciiIdentifierPart(b) {
        i += 1
      } else {
        break
      }
    }
    let keyword = ExpressionLexer.keyword(bytes, start, i)
    tokens.append(ExprToken(keyword == .none ? .identifier : .keyword, start, i, keyword: keyword))
  }

  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    let p = word.utf8Start
    var k = 0
    while k < count {
      if bytes[start + k] != p[k] { return false }
      k += 1
    }
    return true
  }

  static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ stop: Int) -> ExprKeyword {
    switch stop - start {
    case 2:
      if matches(bytes, start, "in") { return .in }
      if matches(bytes, start, "as") { return .as }
      if matches(bytes, start, "if") { return .if }
      return .none
    case 3:
      if matches(bytes, start, "let") { return .let }
      if matches(bytes, start, "var") { return .var }
      return .none
    case 4:
      if matches(bytes, start, "true") { return .true }
      if matches(bytes, start, "null") { return .null }
      if matches(bytes, start, "this") { return .this }
      if matches(bytes, start, "void") { return .void }
      if matches(bytes, start, "else") { return .else }
      return .none
    case 5: return matches(bytes, start, "false") ? .false : .none
    case 6: return matches(bytes, start, "typeof") ? .typeof : .none
    case 9: return matches(bytes, start, "undefined") ? .undefined : .none
    case 10: return matches(bytes, start, "instanceof") ? .instanceof : .none
    default: return .none
    }
  }

  private mutating func scanDigits(allowSeparator: Bool) -> Int {
    let start = i
    while i < end {
      let b = bytes[i]
      if ExpressionLexer.isDigit(b) {
        i += 1
      } else if allowSeparator && b == 0x5F && i > start && i + 1 < end && ExpressionLexer.isDigit(bytes[i + 1]) {
        i += 1
      } else {
        break
      }
    }
    return i - start
  }

  /// A number, read as Angular reads it: digits, `_` between digits, and any `.` and exponents
  /// (`0...` is the number 0: the value is the longest numeric prefix, as `parseFloat` gives).
  private mutating func scanNumber() -> Bool {
    let start = i
    i += 1
    while i < end {
      let b = bytes[i]
      if ExpressionLexer.isDigit(b) || b == 0x2E {
        i += 1
      } else if b == 0x5F {
        guard ExpressionLexer.isDigit(bytes[i - 1]) && i + 1 < end && ExpressionLexer.isDigit(bytes[i + 1]) else {
          angularRecovery = (ByteRange(i, i), i)
          error("invalid numeric separator", i, i + 1)
          return false
        }
        i += 1
      } else if b == 0x65 || b == 0x45 {
        let expStart = i
        i += 1
        if i < end && (bytes[i] == 0x2B || bytes[i] == 0x2D) { i += 1 }
        guard i < end && ExpressionLexer.isDigit(bytes[i]) else {
          angularRecovery = (ByteRange(i - 1, i), i)
          error("invalid exponent", expStart, i)
          return false
        }
      } else {
        break
      }
    }
    guard makesValues else {
      tokens.append(ExprToken(.number, start, i, value: -1))
      return true
    }
    // the longest prefix `digits[.digits][e[+-]digits]`, without separators
    var text = ""
    var k = start
    var sawDot = false
    var sawExponent = false
    while k < i {
      let b = bytes[k]
      if b == 0x5F { k += 1; continue }
      if b == 0x2E {
        if sawDot || sawExponent { break }
        sawDot = true
      } else if b == 0x65 || b == 0x45 {
        if sawExponent { break }
        sawExponent = true
        text.unicodeScalars.append(Unicode.Scalar(b))
        k += 1
        if k < i && (bytes[k] == 0x2B || bytes[k] == 0x2D) { text.unicodeScalars.append(Unicode.Scalar(bytes[k])); k += 1 }
        continue
      }
      text.unicodeScalars.append(Unicode.Scalar(b))
      k += 1
    }
    numbers.append(Double(text) ?? Double(text + "0") ?? .nan)
    tokens.append(ExprToken(.number, start, i, value: numbers.count - 1))
    return true
  }

  /// Reads the escape at `i` (just after the backslash) into `out`. Returns false after an error.
  private mutating func scanEscape(into out: inout [UInt8], backslash: Int) -> Bool {
    if i >= end { return true }  // the caller reports the unterminated literal
    let c = bytes[i]
    switch c {
    case 0x6E: out.append(0x0A); i += 1
    case 0x72: out.append(0x0D); i += 1
    case 0x74: out.append(0x09); i += 1
    case 0x66: out.append(0x0C); i += 1
    case 0x76: out.append(0x0B); i += 1
    case 0x62: out.append(0x08); i += 1
    case 0x30 where !ExpressionLexer.isDigit(peek(1)): out.append(0x00); i += 1
    case 0x0A: i += 1  // line continuation
    case 0x0D: i += 1; if i < end && bytes[i] == 0x0A { i += 1 }
    case 0x75:  // u
      var value: UInt32 = 0
      var k = 1
      while k <= 4 {
        let h = peek(k)
        let digit: UInt32
        if h >= 0x30 && h <= 0x39 { digit = UInt32(h - 0x30) }
        else if h >= 0x61 && h <= 0x66 { digit = UInt32(h - 0x61 + 10) }
        else if h >= 0x41 && h <= 0x46 { digit = UInt32(h - 0x41 + 10) }
        else {
          error("invalid unicode escape", backslash, min(i + k, end))
          return false
        }
        value = value << 4 | digit
        k += 1
      }
      i += 5
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      out.append(contentsOf: String(scalar).utf8)
    default:
      let (_, w) = scalar(at: i)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + w)]))
      i += w
    }
    return true
  }

  private mutating func scanString(quote: UInt8) -> Bool {
    let start = i
    i += 1
    let contentStart = i
    var decoded: [UInt8] = []
    var hasEscape = false
    while i < end {
      let b = bytes[i]
      if b == quote {
        // (A literal with no escape is its text as written: the parser takes it from the bytes,
        // `ExprParserCore.stringEntry`, so that no string is made here for it.)
        guard makesValues && hasEscape else {
          i += 1
          tokens.append(ExprToken(.string, start, i, value: ExprToken.asWritten))
          return true
        }
        i += 1
        strings.append(String(decoding: decoded, as: UTF8.self))
        tokens.append(ExprToken(.string, start, i, value: strings.count - 1))
        return true
      }
      if b == 0x5C {
        if !hasEscape {
          hasEscape = true
          decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<i]))
        }
        let backslash = i
        i += 1
        if !scanEscape(into: &decoded, backslash: backslash) { return false }
      } else {
        if hasEscape { decoded.append(b) }
        i += 1
      }
    }
    error("unterminated string literal", start, end)
    return false
  }

  /// Scans template text after a backtick or after the `}` of a `${`, up to and including
  /// the next `${` or closing backtick.
  private mutating func scanTemplateBody(first: Bool = false) -> Bool {
    var decoded: [UInt8] = []
    let partStart = i
    while i < end {
      let b = bytes[i]
      if b == 0x60 || (b == 0x24 && peek(1) == 0x7B) {
        if i > partStart {
          strings.append(String(decoding: decoded, as: UTF8.self))
          tokens.append(ExprToken(.templatePart, partStart, i, value: strings.count - 1))
        }
        if b == 0x60 {
          tokens.append(ExprToken(.templateTail, i, i + 1))
          templateStarts.removeLast()
          i += 1
        } else {
          tokens.append(ExprToken(.templateExprOpen, i, i + 2))
          braceDepths.append(0)
          i += 2
        }
        return true
      }
      if b == 0x5C {
        let backslash = i
        i += 1
        if !scanEscape(into: &decoded, backslash: backslash) { return false }
      } else {
        decoded.append(b)
        i += 1
      }
    }
    // Angular makes no token of a template literal cut short before its first `${` (only the
    // error remains), so that it cannot be taken for a tagged template.
    if first, let head = tokens.last, head.kind == .templateHead { tokens.removeLast() }
    error("unterminated template literal", templateStarts.last ?? partStart, end)
    return false
  }
}
