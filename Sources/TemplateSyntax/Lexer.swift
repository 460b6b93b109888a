/// The kinds of token the lexer produces. Every token carries byte ranges into the file.
public enum TokenKind: UInt8, Sendable {
  /// A run of literal text (no character reference, no interpolation).
  case text
  /// `&amp;`, `&#233;`, `&#xE9;` (`name` holds the reference without `&` and `;`).
  case charRef
  /// `{{ expr }}` in text (`value` is the expression's range).
  case interpolation
  /// `{count, plural, …}` in text: an ICU message (the parser reads its inside).
  case expansion
  /// `<name` (`name` is the tag name).
  case tagOpenStart
  /// One attribute inside a start tag: `name`, and `value` (inside the quotes) when it has one.
  case attribute
  /// `>` ending a start tag.
  case tagOpenEnd
  /// `/>` ending a start tag.
  case tagOpenEndSelfClosing
  /// A start tag cut short by `<` or the end of the file (no `>`).
  case tagOpenIncomplete
  /// `</name>` (`name` is the tag name).
  case tagClose
  /// `<!-- … -->` (`value` is the content).
  case comment
  /// `<![CDATA[ … ]]>` (`value` is the content).
  case cdata
  /// `<!DOCTYPE …>` (`value` is the content).
  case doctype
  /// `@name (params) {` (`name` from `@` to the end of the name; `value` the parameters without
  /// the parentheses, when there are parentheses). Flagged incomplete when the `{` is missing.
  case blockOpen
  /// `}` closing a block.
  case blockClose
  /// `@let name = value;` (`name` is the declared name, `value` the expression).
  case letDeclaration
  /// Raw text inside `<script>`/`<style>` (no references), or escapable raw text inside
  /// `<textarea>`/`<title>` (references decoded by the parser, nothing else).
  case rawText
  case endOfFile
}

public struct Token: Sendable, Equatable {
  // (The three ranges come first, each on 8 bytes of its own, and the small fields after them:
  // a token then travels in four registers with no shifting and masking to pack and unpack
  // `kind` in front of `range`.)
  public var range: ByteRange
  public var name: ByteRange
  public var value: ByteRange
  public var kind: TokenKind
  /// For attributes: the quote byte, 0 when unquoted or bare. For block openers: 1 when the
  /// opener is incomplete (no `{`). For raw text: 1 when escapable (references decoded). For
  /// an end tag: 1 when it has no `>` (already an error). For text of 1 to 32 bytes of which
  /// every one after the first is a space (0x20): its first byte (so 0x0A, a line break, for
  /// an indentation, which the tree builder then need not tell again); 0 says nothing.
  public var flag: UInt8
  /// For attributes: whether the attribute has a value (`name=…`).
  public var hasValue: Bool
  /// For attributes: true when the value is known to hold no `{`, no `&` and no line break
  /// (the lexer's first scan of a quoted value found its closing quote before any of them), so
  /// that the tree builder need not look for an interpolation or a reference in it again.
  /// For interpolations: true when the value is known to hold no `&` (so no reference).
  /// False says nothing: the value may or may not hold them.
  var valueIsPlain: Bool

  init(_ kind: TokenKind, _ range: ByteRange, name: ByteRange = ByteRange(0, 0), value: ByteRange = ByteRange(0, 0),
       flag: UInt8 = 0, hasValue: Bool = false, valueIsPlain: Bool = false) {
    self.kind = kind
    self.range = range
    self.name = name
    self.value = value
    self.flag = flag
    self.hasValue = hasValue
    self.valueIsPlain = valueIsPlain
  }
}

// MARK: - Bytes

@inline(__always) func isWhitespace(_ b: UInt8) -> Bool {
  b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C
}

@inline(__always) func isASCIILetter(_ b: UInt8) -> Bool {
  // (One unsigned compare: `b` with bit 5 set is `a` to `z`.)
  (b | 0x20) &- 0x61 < 26
}

/// `<` followed by a letter, `/` or `!` at `k`, below `end` (Angular's `_isTagStart`).
@inline(__always) func startsTag(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int, _ end: Int) -> Bool {
  guard k >= 0, k + 1 < end, bytes[k] == UInt8(ascii: "<") else { return false }
  let b = bytes[k + 1]
  return isASCIILetter(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: "!")
}

@inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

/// Where a tag or attribute name ends (Angular's `isNameEnd`).
@inline(__always) func isNameEnd(_ b: UInt8) -> Bool {
  isWhitespace(b) || b == UInt8(ascii: ">") || b == UInt8(ascii: "<") || b == UInt8(ascii: "/")
    || b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "=")
}

/// A character that may appear in a block name (Angular: letters, digits, `_`).
@inline(__always) func isBlockNameChar(_ b: UInt8) -> Bool {
  isASCIILetter(b) || isDigit(b) || b == UInt8(ascii: "_")
}

/// Follows string literals (`'…'`, `"…"`, `` `…` ``, with `\` escapes) while a scanner walks
/// an expression, so that brackets, `;` or `}}` inside a string are not taken as syntax.
struct QuoteTracker {
  private var quote: UInt8 = 0

  /// How far to advance when byte `b` belongs to a string literal (its opening or
  /// closing quote, a character inside, or an escape: 2); 0 when it is syntax for the caller.
  @inline(__always) mutating func skip(_ b: UInt8) -> Int {
    if quote != 0 {
      if b == UInt8(ascii: "\\") { return 2 }
      if b == quote { quote = 0 }
      return 1
    }
    if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`") {
      quote = b
      return 1
    }
    return 0
  }
}

// MARK: - Lexer

/// The lexer's queue of tokens read ahead: a raw-text element's end tag, and the rest of a start
/// tag whose quoted value runs over a line into a tag (`Lexer.queueRestOfStartTag`). Slots are
/// reused from tag to tag, grown when a tag has more attributes than any before it. (A class
/// with its own storage rather than an array: writing into an array checked, with a call, that
/// its buffer was not shared. One lexer owns it; a copy of the lexer is given its own.)
final class TokenQueue {
  private var slots: UnsafeMutablePointer<Token>
  private var capacity: Int
  /// Slots written at least once: the only ones that may be read.
  private var initialized = 0

  init() {
    capacity = 16
    slots = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
  }

  deinit {
    slots.deinitialize(count: initialized)
    slots.deallocate()
  }

  /// The token in slot `i` (one written since the queue was made).
  /// (The checks here are asserts, not preconditions, saving two compares per token: the lexer
  /// reads below its `pendingCount` and writes at it, which never passes `initialized`, since
  /// `initialized` only grows, even in a copy of the lexer sharing the queue.)
  @inline(__always) func token(at i: Int) -> Token {
    assert(i >= 0 && i < initialized, "a slot of the token queue that holds no token")
    return slots[i]
  }

  /// Writes `token` into slot `i`: one already written, or the next one.
  @inline(__always) func store(_ token: Token, at i: Int) {
    assert(i >= 0 && i <= initialized, "the token queue is filled in order")
    if i < initialized {
      slots[i] = token
      return
    }
    if i == capacity { grow() }
    (slots + i).initialize(to: token)
    initialized += 1
  }

  private func grow() {
    slots = movedToLargerBlock(slots, count: initialized, capacity: capacity * 2)
    capacity *= 2
  }
}

/// Splits a template into tokens, working on the UTF-8 bytes. It knows the few HTML rules that
/// change how bytes are read (raw-text elements) and Angular's block and interpolation syntax.
/// It never fails: problems become diagnostics and the lexer goes on.
/// (A copy shares the queue of a start tag's tokens (`TokenQueue`): lex with one copy at a
/// time, or give the copy a queue of its own, as `readICUMarkup` does.)
public struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  var pos: Int
  let end: Int
  public private(set) var diagnostics: [SyntaxDiagnostic] = []
  /// Tokens waiting to be returned (read ahead: `TokenQueue`): the first `pendingCount` slots,
  /// from `pendingIndex`. The slots are reused from tag to tag.
  private var pending = TokenQueue()
  private var pendingCount = 0
  private var pendingIndex = 0
  /// Set after the start tag of a raw-text element: the lowercased name to look for.
  private var rawTextEnd: [UInt8]? = nil
  private var rawTextEscapable = false
  /// The name of the raw-text element's start tag: its end tag closes it whatever its case.
  private var rawTextOpenName = ByteRange(0, 0)
  /// For the last ICU message read: where each message starting at a `{` ends (after its `}`),
  /// and where the content of each case opened by a `{` ends (at its `}`), so that the parser
  /// reads the message in one pass, as delimited here.
  public internal(set) var icuMessageEnds: [Int: Int] = [:]
  public internal(set) var icuCaseEnds: [Int: Int] = [:]
  /// For the last ICU message read: the tokens of the markup inside its cases (start tags with
  /// their attributes and end, end tags, comments), in document order, and where each tag's
  /// tokens start in it (`icuMarkup[icuMarkupAt[offset]!]`), by the offset of its `<`. Angular
  /// reads tags inside a case (a `}` in a quoted value ends nothing); the parser checks them.
  public internal(set) var icuMarkup: [Token] = []
  public internal(set) var icuMarkupAt: [Int: Range<Int>] = [:]
  /// Set while reading a start tag when a quoted value runs over a line into a tag.
  private var sawMultilineValue = false
  /// Between a start tag's `tagOpenStart` and the token that ends it: its attributes are read
  /// one at a time as they are asked for (`nextOfStartTag`), not queued.
  private var inStartTag = false
  /// Whether `next()` must look first for queued tokens, an open start tag or raw text: set
  /// wherever one of them starts (`queue`, `lexStartTag`, `enterRawText`), cleared when a start
  /// tag read token by token ends (`endStartTag`: then there is none) or when `next()` finds
  /// none. One test per token instead of three.
  private var mayHaveSpecialStep = false
  /// The name of the start tag being read (`inStartTag`), and how many diagnostics there were
  /// before it.
  private var startTagName = ByteRange(0, 0)
  private var startTagErrorsBefore = 0
  /// Depth of `{` … `}` inside ICU messages is handled when scanning them; this tracks blocks
  /// only so that a `}` is always a block close in text (as in Angular).

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Offsets are stored in 32 bits (`ByteRange`); the linter reads no file over 64 MiB.
    precondition(bytes.count <= Int(UInt32.max), "a template of 4 GiB or more cannot be lexed")
    self.bytes = bytes
    self.end = bytes.count
    var start = 0
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
    self.pos = start
  }

  /// The offset where lexing started (after a BOM).
  public var contentStart: Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  mutating func error(_ message: String, _ start: Int, _ stop: Int) {
    diagnostics.append(SyntaxDiagnostic(message, ByteRange(start, max(start, stop))))
  }

  /// The range of two of the lexer's offsets. They are never negative nor past `end`, which
  /// `init` checked to fit in 32 bits, so they need no conversion check of their own.
  @inline(__always) func span(_ start: Int, _ stop: Int) -> ByteRange {
    assert(start >= 0 && start <= end && stop >= 0 && stop <= end, "an offset outside the template")
    return ByteRange(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: stop))
  }

  /// The byte `offset` (a small count, at most a few bytes) after `pos`, 0 past the end.
  @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
    // (A wrapping add: `pos` is at most `end`, itself at most `UInt32.max`, so it cannot overflow.)
    let i = pos &+ offset
    return i < end ? bytes[i] : 0
  }

  @inline(__always) func at(_ i: Int) -> UInt8 { i < end ? bytes[i] : 0 }

  /// Angular's whitespace in markup (U+0009 to U+0020, and U+00A0): its width in bytes at `i`,
  /// 0 when there is none.
  @inline(__always) func spaceWidth(_ i: Int) -> Int { Self.spaceWidth(bytes, at: i, end: end) }

  /// `spaceWidth(_:)` in `bytes` up to `end` (for the static scans, which are handed no lexer).
  @inline(__always) static func spaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
    guard i < end else { return 0 }
    let b = bytes[i]
    if b >= 0x09 && b <= 0x20 { return 1 }
    if b == 0xC2 && i + 1 < end && bytes[i + 1] == 0xA0 { return 2 }
    return 0
  }

  @inline(__always) func skipSpace(_ i: Int) -> Int {
    var k = i
    while true {
      let w = spaceWidth(k)
      if w == 0 { return k }
      // (A wrapping add: `k` is below `end`, itself at most `UInt32.max`, so it cannot overflow.)
      k &+= w
    }
  }

  /// Where a tag or attribute name ends (Angular's `isNameEnd`, with its whitespace).
  @inline(__always) func isNameEndAt(_ i: Int) -> Bool {
    guard i < end else { return true }
    let b = bytes[i]
    // Every name-ending byte is below `?` (0x3F), told by its bit in `nameEndBytes`, or the
    // 0xC2 that starts U+00A0.
    if b < 0x40 { return Self.nameEndBytes >> UInt64(b) & 1 != 0 }
    return b == 0xC2 && at(i + 1) == 0xA0
  }

  /// The bytes below 0x40 that end a name (`isNameEnd`, and Angular's whitespace U+0009 to
  /// U+0020), one bit each, bit `b` for byte `b`: U+0009 to U+0020, `"`, `'`, `/`, `<`, `=`
  /// and `>`. (A literal: a computed `static let` is a lazy global, checked on every read.
  /// `LexerNameEndTests` compares it with `isNameEnd`.)
  static let nameEndBytes: UInt64 = 0x7000_8085_FFFF_FE00

  /// The first offset from `i` where a tag or attribute name ends (`isNameEndAt`). Every byte
  /// that ends a name is below `?` or is the 0xC2 of U+00A0, and most name bytes are letters:
  /// they are passed eight at a time, and only the bytes that might end the name are checked.
  @inline(__always) func nameEnd(from i: Int) -> Int {
    var k = i
    while true {
      k = ByteScan.firstBelowQuestionMarkOrNonASCII(bytes, from: k, to: end)
      if isNameEndAt(k) { return k }
      k += 1
    }
  }

  /// `<` followed by a letter, `/` or `!` (Angular's `_isTagStart`).
  @inline(__always) func isTagStart(_ i: Int) -> Bool { startsTag(bytes, i, end) }

  /// `@let`: a `@let` declaration for Angular's lexer (one with no space after it, an
  /// incomplete one).
  func isLetStart(_ i: Int) -> Bool { startsWith("@let", at: i) }

  /// `@` followed by one of Angular's block names (as a prefix).
  /// (Inlined: called from a mutating method, a call passed it a copy of the whole lexer.)
  @inline(__always) func isBlockStart(_ i: Int) -> Bool {
    guard at(i) == UInt8(ascii: "@") else { return false }
    // Angular's block names (if, else, for, switch, case, default, empty, defer, placeholder,
    // loading, error, content), matched as prefixes: `@iffy` starts a block named `iffy`, which
    // Angular then reports as unknown. Told apart by their first letter first.
    switch at(i + 1) {
    case UInt8(ascii: "i"): return startsWith("@if", at: i)
    case UInt8(ascii: "e"): return startsWith("@else", at: i) || startsWith("@empty", at: i) || startsWith("@error", at: i)
    case UInt8(ascii: "f"): return startsWith("@for", at: i)
    case UInt8(ascii: "s"): return startsWith("@switch", at: i)
    case UInt8(ascii: "c"): return startsWith("@case", at: i) || startsWith("@content", at: i)
    case UInt8(ascii: "d"): return startsWith("@default", at: i) || startsWith("@defer", at: i)
    case UInt8(ascii: "p"): return startsWith("@placeholder", at: i)
    case UInt8(ascii: "l"): return startsWith("@loading", at: i)
    default: return false
    }
  }

  func startsWith(_ literal: StaticString, at i: Int, caseInsensitive: Bool = false) -> Bool {
    let count = literal.utf8CodeUnitCount
    if i + count > end { return false }
    let p = literal.utf8Start
    for k in 0..<count {
      var a = bytes[i + k]
      var b = p[k]
      if caseInsensitive { a |= (isASCIILetter(a) ? 0x20 : 0); b |= (isASCIILetter(b) ? 0x20 : 0) }
      if a != b { return false }
    }
    return true
  }

  public mutating func next() -> Token {
    if mayHaveSpecialStep {
      if pendingIndex < pendingCount { return takeQueued() }
      if inStartTag { return lexNextOfStartTag() }
      // (Raw text first: a `<textarea>` at the very end of the file still misses its end tag.)
      if let rawEnd = rawTextEnd { return lexRawText(rawEnd) }
      mayHaveSpecialStep = false
    }
    if pos >= end { return Token(.endOfFile, span(end, end)) }
    let b = bytes[pos]
    if b == UInt8(ascii: "<") {
      return lexMarkup()
    } else if b == UInt8(ascii: "@") {
      if let token = lexAt() { return token }
    } else if b == UInt8(ascii: "}") {
      pos += 1
      return Token(.blockClose, span(pos - 1, pos))
    } else if b == UInt8(ascii: "{") {
      if peek(1) == UInt8(ascii: "{") { return lexInterpolation() }
      if let token = lexExpansion() { return token }
    } else if b == UInt8(ascii: "&") {
      if let token = lexCharRef() { return token }
    }
    return lexText()
  }

  /// The next token of the start tag `next()` just returned (`tagOpenStart`): one of its
  /// attributes, or the token that ends it. The tree builder takes them here rather than
  /// through `next()`, which first looks for queued tokens and raw text.
  @inline(__always) mutating func nextOfStartTag() -> Token {
    if pendingIndex < pendingCount { return takeQueued() }
    assert(inStartTag, "a start tag's attributes and end are asked for after its tagOpenStart")
    // (Most attributes follow one space, or a line break and the spaces of their indentation,
    // passed a word at a time: read here, without the general step's call, which reads spaces
    // one byte at a time.)
    let resume = pos
    guard resume < end else { return lexNextOfStartTag() }
    let lead = bytes[resume]
    let first = lead == 0x20 ? resume + 1 : lead == 0x0A ? ByteScan.firstNotSpace(bytes, from: resume + 1, to: end) : end
    if first < end && Self.startsAttribute(bytes[first]) {
      let errorsBefore = diagnostics.count
      pos = first
      let token = lexAttribute(guessingUnterminated: false)
      if sawMultilineValue { return queueRestOfStartTag(after: token, resumingAt: resume, errorsBefore: errorsBefore) }
      return token
    }
    // (And most tags end with a `>` right after their last attribute.)
    if lead == UInt8(ascii: ">") { return endStartTag(at: resume) }
    return lexNextOfStartTag()
  }

  /// Whether `b`, after the spaces between a start tag's attributes, is one that the general
  /// step (`lexStartTagPart`) reads as an attribute's start at once: any ASCII byte but a space,
  /// `>`, `/`, `<` and the quotes. (Not a byte from 0x80: U+00A0 is a space there.) Most
  /// attributes start above `>`, told with one comparison; `(`, `*`, `#` and `=` are below it.
  @inline(__always) static func startsAttribute(_ b: UInt8) -> Bool {
    b > UInt8(ascii: ">") ? b < 0x80
      : b > 0x20 && b != UInt8(ascii: ">") && b != UInt8(ascii: "/") && b != UInt8(ascii: "<")
        && b != UInt8(ascii: "\"") && b != UInt8(ascii: "'")
  }

  /// The first token waiting in the queue (there is one).
  /// (The queue is not cleared when its last token is taken: it is empty once `pendingIndex`
  /// reaches `pendingCount`, which is all that is tested, and every writer clears it first.)
  @inline(__always) private mutating func takeQueued() -> Token {
    let token = pending.token(at: pendingIndex)
    pendingIndex += 1
    return token
  }

  @inline(__always) mutating func clearPending() {
    pendingCount = 0
    pendingIndex = 0
  }

  /// Queues a token behind the ones waiting.
  @inline(__always) mutating func queue(_ token: Token) {
    pending.store(token, at: pendingCount)
    pendingCount += 1
    mayHaveSpecialStep = true
  }

  // MARK: Text

  /// Literal text up to the next byte that may start something else. Most text runs are the
  /// indentation between tags (a line break, spaces, then `<`): the spaces are passed a word at a
  /// time with one comparison, and a `<` right after them ends the run without the five-byte test.
  /// A run of spaces after its first byte, all of it up to 32 bytes, is flagged with that byte
  /// (`Token.flag`): the spaces were found here already.
  mutating func lexText() -> Token {
    let start = pos
    // (A wrapping add: `pos` is below `end`, itself at most `UInt32.max`.)
    let i = ByteScan.firstNotSpace(bytes, from: pos &+ 1, to: end)
    if i < end && bytes[i] == UInt8(ascii: "<") {
      pos = i
      return Token(.text, span(start, pos), flag: i &- start <= 32 ? bytes[start] : 0)
    }
    pos = ByteScan.firstOf(bytes, from: i, to: end, UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                           UInt8(ascii: "&"), UInt8(ascii: "@"))
    return Token(.text, span(start, pos), flag: pos == i && i &- start <= 32 ? bytes[start] : 0)
  }

  /// `&name;`, `&#123;`, `&#x7B;`. A `&` not followed by a reference is text (as in Angular).
  mutating func lexCharRef() -> Token? {
    let start = pos
    switch CharacterReference.read(bytes, at: start, end: end) {
    case .text:
      return nil
    case .reference(let name, let stop):
      pos = stop
      return Token(.charRef, span(start, pos), name: name)
    case .error(let message, let stop):
      error(message, start, stop)
      pos = stop
      return Token(.text, span(start, pos))
    }
  }

  /// Reads the `&` at `k` of an attribute value or of escapable raw text, where Angular's lexer
  /// decodes references as in text and rejects the same ones (in a value, it then reads the
  /// start tag as not terminated): such a reference is reported. Returns where reading goes on.
  mutating func checkReference(at k: Int) -> Int {
    switch CharacterReference.read(bytes, at: k, end: end) {
    case .text: return k + 1
    case .reference(_, let stop): return stop
    case .error(let message, let stop):
      error(message, k, stop)
      return stop
    }
  }

  func text(_ a: Int, _ b: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<min(b, end)]), as: UTF8.self)
  }

  /// `{{ … }}`, read as Angular's lexer reads it: it ends at the first `}}` outside a quoted
  /// string (quotes `'`, `"` and `` ` ``; a `\` escapes the next character; after `//` quotes no
  /// longer count), or early at a tag. One that never finds its `}}` is plain text for Angular
  /// (no error), and so it is here, unless Angular's binding parser, which splits the text
  /// again, finds one (`splitEnd`).
  mutating func lexInterpolation() -> Token {
    let start = pos
    var i = pos + 2
    var quote: UInt8 = 0
    var inComment = false
    // (Whether a byte of the value may be `&`: every byte up to `}}` is either passed by the scan,
    // which stops at `&`, or read below; a byte a `\` escapes counts as one.)
    var mayHoldAmpersand = false
    while i < end {
      // Only these bytes (and `&`) change what is read; the others are skipped eight at a time.
      i = ByteScan.firstInInterpolation(bytes, from: i, to: end, stopsAtAmpersand: true)
      guard i < end else { break }
      if bytes[i] == UInt8(ascii: "<") && isTagStart(i) { break }
      if quote == 0 {
        if bytes[i] == UInt8(ascii: "}") && at(i + 1) == UInt8(ascii: "}") {
          pos = i + 2
          return Token(.interpolation, span(start, pos), value: span(start + 2, i), valueIsPlain: !mayHoldAmpersand)
        }
        if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "/") {
          inComment = true
          i += 2
          if i >= end {
            // Angular's lexer steps over the character after `//` without looking: at the end
            // of the file that is an error there (not for `{{ a` alone, which is text).
            error("the file ends just after '//' in an interpolation: close it with '}}'", end, end)
            break
          }
        }
      }
      let c = bytes[i]
      i += 1
      if c == UInt8(ascii: "\\") {
        // (So it steps over the character a `\` escapes: at the end of the file, an error.)
        if i >= end { error("the file ends just after '\\' in an interpolation: close it with '}}'", end, end) }
        i += 1
        mayHoldAmpersand = true
      } else if c == UInt8(ascii: "&") {
        mayHoldAmpersand = true
      } else if c == quote {
        quote = 0
      } else if !inComment && quote == 0 && (c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")) {
        quote = c
      }
    }
    pos = min(i, end)
    if let (found, stop) = splitEnd(from: start + 2, to: pos) {
      if bytes[found] == UInt8(ascii: "}") && bytes[found + 1] == UInt8(ascii: "}") {
        pos = stop
        return Token(.interpolation, span(start, pos), value: span(start + 2, found))
      }
      // A `}}` written with references: Angular's markup lexer keeps all of this as one
      // interpolation token (no `}` in it closes a block), and its binding parser splits the
      // decoded text; so does the parser here (the value runs to the end of the token).
      return Token(.interpolation, span(start, pos), value: span(start + 2, pos))
    }
    return Token(.text, span(start, pos))
  }

  /// Where Angular's binding parser ends an interpolation that the lexer read as unterminated
  /// (where its `}}` starts, and just past it), or nil. The binding parser splits the text
  /// node's decoded value again, and there a `\` outside a string escapes nothing: `{{ a \}}`
  /// ends at its `}}` (and `a \` is then a syntax error), and a `}}` may be written with
  /// references (`{{ a }&#125;`).
  func splitEnd(from start: Int, to stop: Int) -> (found: Int, stop: Int)? {
    let found = InterpolationSplit.end(bytes, from: start, to: stop)
    guard found >= 0, let past = InterpolationSplit.closingEnd(bytes, at: found, to: stop) else { return nil }
    return (found, past)
  }

  /// An ICU message `{switch, type, key {…} …}`, delimited as Angular's lexer reads it: the
  /// switch and the type run to their commas, a case's key runs to its `{` (whatever it holds),
  /// a single `{` inside a case starts a nested message, and `{{ }}` inside a case is an
  /// interpolation. Angular reads any lone `{` in text as the start of one; when it is not
  /// well formed, that is an error and the brace is kept as text.
  mutating func lexExpansion() -> Token? {
    let start = pos
    // (true: inside a case; false: at the level of a message, between cases; where it opened)
    var levels: [(Bool, Int)] = []
    icuMessageEnds.removeAll(keepingCapacity: true)
    icuCaseEnds.removeAll(keepingCapacity: true)
    if !icuMarkup.isEmpty {
      icuMarkup.removeAll(keepingCapacity: true)
      icuMarkupAt.removeAll(keepingCapacity: true)
    }
    // (The tags' own diagnostics, kept only if the message is one.)
    var markupDiagnostics: [SyntaxDiagnostic] = []
    var i = start
    func header(_ lexer: Lexer, _ from: Int) -> Int? {
      var k = from + 1
      for _ in 0..<2 {
        while k < lexer.end && lexer.bytes[k] != UInt8(ascii: ",") { k += 1 }
        if k >= lexer.end { return nil }
        k = lexer.skipSpace(k + 1)
      }
      return k
    }
    guard let first = header(self, i) else { return failExpansion(start) }
    levels.append((false, i))
    i = first
    // Inside a case, where Angular's lexer starts a token (after the case's `{` and its
    // spaces, a tag, or a nested message), not inside text: there an `@` may start a block.
    var tokenStarts = false
    while i < end {
      let b = bytes[i]
      if levels[levels.count - 1].0 {
        let atTokenStart = tokenStarts
        tokenStarts = false
        if b == UInt8(ascii: "{") && at(i + 1) == UInt8(ascii: "{") {
          i = interpolationEnd(from: i + 2)
        } else if b == UInt8(ascii: "{") {
          guard let next = header(self, i) else { return failExpansion(start) }
          levels.append((false, i))
          i = next
        } else if b == UInt8(ascii: "}") {
          icuCaseEnds[levels.removeLast().1] = i
          i = skipSpace(i + 1)
        } else if b == UInt8(ascii: "<") && isTagStart(i) {
          i = readICUMarkup(at: i, diagnostics: &markupDiagnostics)
          tokenStarts = true
        } else if atTokenStart && b == UInt8(ascii: "@") && startsWith("@default never", at: i)
                    && !isBlockNameChar(at(i + 14)) && at(skipSpace(i + 14)) == UInt8(ascii: ";") {
          // (a block that opens and closes at once: Angular accepts it there)
          i = skipSpace(i + 14) + 1
          tokenStarts = true
        } else if atTokenStart && b == UInt8(ascii: "@") && (isBlockStart(i) || isLetStart(i)) {
          // Angular's lexer reads a block there, whose `}` then ends the case instead (or a
          // `@let`, on which its compiler fails): always an error.
          var k = i + 1
          while k < end && isBlockNameChar(bytes[k]) { k += 1 }
          markupDiagnostics.append(SyntaxDiagnostic("a block cannot be written inside an ICU case; write '&#64;' for a literal '@'",
                                                    span(i, k)))
          i = k
        } else if b == UInt8(ascii: "&") {
          // A case's text decodes references as any text does, and rejects the same ones.
          switch CharacterReference.read(bytes, at: i, end: end) {
          case .text: i += 1
          case .reference(_, let stop): i = stop
          case .error(let message, let stop):
            markupDiagnostics.append(SyntaxDiagnostic(message, span(i, stop)))
            i = max(stop, i + 1)
          }
        } else {
          i += 1
        }
      } else if b == UInt8(ascii: "}") {
        icuMessageEnds[levels.removeLast().1] = i + 1
        i += 1
        tokenStarts = true
        if levels.isEmpty {
          pos = i
          if !markupDiagnostics.isEmpty { diagnostics.append(contentsOf: markupDiagnostics) }
          return Token(.expansion, span(start, pos))
        }
      } else if b == UInt8(ascii: "{") && at(i + 1) != UInt8(ascii: "{") {
        guard let next = header(self, i) else { return failExpansion(start) }
        levels.append((false, i))
        i = next
      } else if b == UInt8(ascii: "<") {
        // Angular reads a tag (or a `<` as text) before anything else, even where a case's key
        // starts: the message is broken there ("Missing '}'").
        return failExpansion(start, because: "invalid ICU message: '<' where a case should start", at: i)
      } else if b == UInt8(ascii: "@") && (isBlockStart(i) || isLetStart(i)) {
        return failExpansion(start, because: "invalid ICU message: a block where a case should start", at: i)
      } else {
        // a case: its key up to `{`
        while i < end && bytes[i] != UInt8(ascii: "{") { i += 1 }
        if i >= end { break }
        levels.append((true, i))
        i = skipSpace(i + 1)
        tokenStarts = true
      }
    }
    // The file ended inside the message: as for Angular, it has no '}' and nothing after its
    // `{` is markup (one error, not one per brace read again as text).
    error("invalid ICU message: missing '}' (the message runs to the end of the file)", start, start + 1)
    pos = end
    return Token(.text, span(start, end))
  }

  /// The tag (or comment, CDATA, doctype) at `i` inside an ICU case, read by a copy of this
  /// lexer as it reads markup anywhere: its tokens go to `icuMarkup` (a raw-text element's
  /// text and end tag with its start tag), its problems to `found`. Returns where it ends.
  mutating func readICUMarkup(at i: Int, diagnostics found: inout [SyntaxDiagnostic]) -> Int {
    var reader = self
    reader.pos = i
    reader.clearPending()
    // (A queue of its own: the copy would otherwise write its tags' tokens into ours.)
    reader.pending = TokenQueue()
    reader.diagnostics = []
    // The copy never reads these, but while it lives it shares their storage: appending to
    // ours below would copy them whole each time (quadratic in a case's tags).
    reader.icuMarkup = []
    reader.icuMarkupAt = [:]
    let first = reader.next()
    guard first.kind != .text, first.kind != .endOfFile else { return i + 1 }
    let mark = icuMarkup.count
    icuMarkup.append(first)
    while reader.pendingIndex < reader.pendingCount || reader.inStartTag || reader.rawTextEnd != nil {
      icuMarkup.append(reader.next())
    }
    icuMarkupAt[i] = mark..<icuMarkup.count
    if !reader.diagnostics.isEmpty { found.append(contentsOf: reader.diagnostics) }
    return max(reader.pos, i + 1)
  }

  /// A `{` that is no ICU message: without `reason`, the brace alone is text and the lexer goes
  /// on after it; with one, the message was read up to `offset` (where a case should start) and
  /// is broken there, as Angular reports it: what was read is text and the lexer goes on at
  /// `offset`, so its braces are not read again, each an error of its own.
  mutating func failExpansion(_ start: Int, because reason: String? = nil, at offset: Int = 0) -> Token {
    pos = start + 1
    if let reason {
      error(reason, offset, offset + 1)
      pos = offset
      return Token(.text, span(start, offset))
    } else {
      error("'{' starts an ICU message that is not one; write {{ '{' }} for a literal brace", start, start + 1)
    }
    return Token(.text, span(start, start + 1))
  }

  /// After the `{{` of an interpolation inside an ICU case: just past its `}}` (quotes hide
  /// `}}`), at a tag (which ends it early, as in Angular), or the end of the file.
  func interpolationEnd(from: Int) -> Int {
    var k = from
    var quote: UInt8 = 0
    while k < end {
      if isTagStart(k) { return k }
      let c = bytes[k]
      if quote == 0 && c == UInt8(ascii: "}") && at(k + 1) == UInt8(ascii: "}") { return k + 2 }
      if c == UInt8(ascii: "\\") { k += 2; continue }
      if c == quote { quote = 0 } else if quote == 0 && (c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")) { quote = c }
      k += 1
    }
    return end
  }

  // MARK: @-blocks

  /// `@name (…) {`, `@let x = …;`, as Angular's lexer reads them: an `@` starts a block only
  /// before one of Angular's block names (`@if`, `@for`, … as prefixes), otherwise it is text
  /// (`user@example.com`, `@Input()`). The name runs over spaces between words (`else if`,
  /// `default never`). `@case (a) @case (b) {…}` and `@default never;` open and close at once
  /// (`flag` 2).
  mutating func lexAt() -> Token? {
    let start = pos
    if startsWith("@let", at: pos) { return lexLet() }
    guard isBlockStart(pos) else { return nil }
    var i = pos + 1
    var nameEnd = i
    // (The name's bytes first: no byte of a name is a space. Wrapping adds: `i` is below `end`.)
    while i < end {
      if isBlockNameChar(bytes[i]) { i &+= 1; nameEnd = i; continue }
      let w = spaceWidth(i)
      if w > 0 { i &+= w; continue }
      break
    }
    let nameRange = span(start, nameEnd)
    var params = span(0, 0)
    var hasParams = false
    var paramsArePlain = false
    if at(i) == UInt8(ascii: "(") {
      hasParams = true
      let paramsStart = i + 1
      if let (close, plain) = Self.blockParametersEnd(bytes, from: paramsStart, to: end) {
        params = span(paramsStart, close)
        paramsArePlain = plain
        i = skipSpace(close + 1)
      } else {
        // No `)`: Angular reads to the end of the file; stop before the block's `{` instead so
        // that the rest of the file is still read.
        var j = paramsStart
        var depth = 1
        var strings = QuoteTracker()
        while j < end {
          let b = bytes[j]
          let inString = strings.skip(b)
          if inString > 0 { j += inString; continue }
          if b == UInt8(ascii: "(") { depth += 1 }
          else if b == UInt8(ascii: ")") { depth -= 1 }
          else if b == UInt8(ascii: "{") && depth <= 1 { break }
          j += 1
        }
        let stop = min(j, end)
        error("block parameters are not closed: missing ')'", stop, stop)
        pos = stop
        return Token(.blockOpen, span(start, pos), name: nameRange, value: span(paramsStart, stop),
                     flag: 1, hasValue: true)
      }
    }
    if at(i) == UInt8(ascii: ";") && startsWith("@default never", at: start) && nameEnd == start + 14 {
      pos = i + 1
      return Token(.blockOpen, span(start, pos), name: nameRange, value: params, flag: 2, hasValue: hasParams,
                   valueIsPlain: paramsArePlain)
    }
    if at(i) == UInt8(ascii: "{") {
      pos = i + 1
      return Token(.blockOpen, span(start, pos), name: nameRange, value: params, hasValue: hasParams, valueIsPlain: paramsArePlain)
    }
    let nameLength = nameEnd - start
    if isBlockStart(i) && ((nameLength == 5 && startsWith("@case", at: start))
                           || (nameLength == 8 && startsWith("@default", at: start))) {
      pos = i
      return Token(.blockOpen, span(start, pos), name: nameRange, value: params, flag: 2, hasValue: hasParams,
                   valueIsPlain: paramsArePlain)
    }
    // No `{`: an incomplete block.
    pos = i
    return Token(.blockOpen, span(start, pos), name: nameRange, value: params, flag: 1, hasValue: hasParams,
                 valueIsPlain: paramsArePlain)
  }

  /// The `)` that ends block parameters starting at `from` (Angular's reading: parameters end
  /// at `;`; inside one, quotes with `\` escapes and nested parentheses are followed), or nil
  /// at `end`, the end of the file; and whether the parameters are plain: one parameter with no
  /// quote, backtick or `\` (`(cond)`, `(a || b)`), which the tree builder takes whole, trimmed,
  /// without splitting it again (`Token.valueIsPlain`). (Static, given the bytes: as a method of
  /// the lexer, outlined by the compiler, it was handed a copy of the whole lexer.)
  static func blockParametersEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> (end: Int, plain: Bool)? {
    var j = from
    var plain = true
    while j < end {
      // between parameters: spaces (`spaceWidth`) and `;`
      while j < end {
        if bytes[j] == UInt8(ascii: ";") {
          plain = false
          j += 1
        } else {
          let width = spaceWidth(bytes, at: j, end: end)
          if width == 0 { break }
          j += width
        }
      }
      if j >= end { return nil }
      if bytes[j] == UInt8(ascii: ")") { return (j, plain) }
      var quote: UInt8 = 0
      var parens = 0
      while j < end {
        // Only the bytes tested below change anything; the others are passed eight at a time
        // (with a few that change nothing either: the tests below pass them).
        if quote == 0 {
          j = ByteScan.firstMaybeInBlockParameters(bytes, from: j, to: end)
        } else {
          j = ByteScan.firstOf(bytes, from: j, to: end, UInt8(ascii: "\\"), quote)
        }
        guard j < end else { break }
        let c = bytes[j]
        if quote == 0 && c == UInt8(ascii: ";") {
          plain = false
          break
        }
        if c == UInt8(ascii: "\\") {
          plain = false
          j += 1
        } else if c == quote {
          quote = 0
        } else if quote == 0 && (c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")) {
          plain = false
          quote = c
        } else if quote == 0 && c == UInt8(ascii: "(") {
          parens += 1
        } else if quote == 0 && c == UInt8(ascii: ")") {
          if parens == 0 { return (j, plain) }
          parens -= 1
        }
        j += 1
      }
    }
    return nil
  }

  /// `@let name = expression;`, as Angular reads it: whitespace after `@let`, a name (ASCII
  /// letters, `$`, `_`, then digits too), `=`, and a value up to the first `;` outside quotes.
  mutating func lexLet() -> Token {
    let start = pos
    var i = pos + 4
    guard spaceWidth(i) > 0 else {
      error("'@let' must be followed by a space and a name: '@let name = value;'", start, i)
      pos = i
      return Token(.letDeclaration, span(start, pos), name: span(i, i), value: span(i, i))
    }
    i = skipSpace(i)
    let nameStart = i
    while i < end && (isASCIILetter(bytes[i]) || bytes[i] == UInt8(ascii: "$") || bytes[i] == UInt8(ascii: "_")
                      || (i > nameStart && isDigit(bytes[i]))) { i += 1 }
    let nameRange = span(nameStart, i)
    i = skipSpace(i)
    guard at(i) == UInt8(ascii: "=") else {
      error("@let declaration is missing '=' after its name", i, i)
      pos = i
      return Token(.letDeclaration, span(start, pos), name: nameRange, value: span(i, i))
    }
    i = skipSpace(i + 1)
    let valueStart = i
    var j = i
    while j < end {
      let c = bytes[j]
      if c == UInt8(ascii: ";") {
        pos = j + 1
        return Token(.letDeclaration, span(start, pos), name: nameRange, value: span(valueStart, j))
      }
      if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`") {
        j += 1
        while j < end && bytes[j] != c {
          if bytes[j] == UInt8(ascii: "\\") { j += 1 }
          j += 1
        }
      }
      j += 1
    }
    // No `;` (Angular reads to the end of the file): end the value at the first unbalanced
    // bracket or tag at depth 0, so that the markup after it is still read.
    var strings = QuoteTracker()
    var depth = 0
    while i < end {
      let b = bytes[i]
      let inString = strings.skip(b)
      if inString > 0 { i += inString; continue }
      if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
        depth += 1
      } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
        if depth == 0 { break }
        depth -= 1
      } else if b == UInt8(ascii: "<") && depth == 0 {
        break
      }
      i += 1
    }
    let stop = min(i, end)
    error("@let declaration is not terminated with ';'", stop, stop)
    pos = stop
    return Token(.letDeclaration, span(start, pos), name: nameRange, value: span(valueStart, stop))
  }

  // MARK: Markup

  /// `<…`: a tag, an end tag, a comment, CDATA or a doctype, or text when the `<` starts none.
  /// (It reads that text itself rather than answering nil: no optional token is returned and
  /// unwrapped for every tag.)
  mutating func lexMarkup() -> Token {
    let b1 = peek(1)
    if b1 == UInt8(ascii: "!") { return lexBang() }
    if b1 == UInt8(ascii: "/") { return lexEndTag() }
    guard isASCIILetter(b1) else { return lexText() }
    return lexStartTag()
  }

  /// `<!…`: a comment, CDATA or a doctype. (Out of line, as `lexEndTag`: `lexMarkup`, which
  /// inlines the start tag's reading, saves fewer registers on every call without them.)
  @inline(never) mutating func lexBang() -> Token {
    let start = pos
    if startsWith("<!--", at: pos) { return lexComment() }
    // `<![` must go on as `<![CDATA[`, `<!-` as `<!--` (Angular's lexer requires them); read
    // as a doctype, as before, so that one typo does not change the tree after it.
    var misspelt = true
    if peek(2) == UInt8(ascii: "[") && !startsWith("<![CDATA[", at: pos) {
      error("'<![' starts a CDATA section: expected '<![CDATA['", start + 3, min(start + 4, end))
    } else if peek(2) == UInt8(ascii: "-") {
      error("'<!-' starts a comment: expected '<!--'", start + 3, min(start + 4, end))
    } else {
      misspelt = false
    }
    if startsWith("<![CDATA[", at: pos) {
      let contentStart = pos + 9
      var i = contentStart
      while i < end && !startsWith("]]>", at: i) { i += 1 }
      if i >= end {
        error("unterminated CDATA section: missing ']]>'", start, start + 9)
        pos = end
        return Token(.cdata, span(start, end), value: span(contentStart, end))
      }
      pos = i + 3
      return Token(.cdata, span(start, pos), value: span(contentStart, i))
    }
    let contentStart = pos + 2
    var i = contentStart
    while i < end && bytes[i] != UInt8(ascii: ">") { i += 1 }
    if i >= end {
      // (A misspelt `<!--` or `<![CDATA[` is the one error: it is no doctype to terminate.)
      if !misspelt { error("unterminated doctype: missing '>'", start, start + 2) }
      pos = end
      return Token(.doctype, span(start, end), value: span(contentStart, end))
    }
    pos = i + 1
    return Token(.doctype, span(start, pos), value: span(contentStart, i))
  }

  /// `</…`: an end tag. (Inlined into `lexMarkup`, its one caller: a call cost ~9 instructions
  /// of prologue and epilogue per end tag.)
  @inline(__always) mutating func lexEndTag() -> Token {
    let start = pos
    // Angular reads every `</` as an end tag: `</ b>`, `</>`, and `</` at the end are end tags
    // (the last one without its `>`, an error).
    // (A wrapping add, as in `peek`.)
    let nameStart = skipSpace(pos &+ 2)
    var i = nameEnd(from: nameStart)
    let nameRange = span(nameStart, i)
    // (Most end tags are `</name>`: spaces are looked for, and the `>` tested again, only when
    // no `>` follows the name.)
    if at(i) != UInt8(ascii: ">") {
      i = skipSpace(i)
      guard at(i) == UInt8(ascii: ">") else { return unclosedEndTag(start, nameRange, i) }
    }
    pos = i + 1
    return Token(.tagClose, span(start, pos), name: nameRange)
  }

  /// An end tag from `start` with the name at `nameRange` and no `>` at `i`, where it stops.
  /// (Out of line: its messages are not set up on every end tag's way.)
  @inline(never) mutating func unclosedEndTag(_ start: Int, _ nameRange: ByteRange, _ i: Int) -> Token {
    pos = i
    if nameRange.length == 0 {
      // `</` with neither a name nor `>` (at the end of the file, say) closes nothing.
      error("'</' starts an end tag that has no name and no '>'", start, i)
      return Token(.text, span(start, pos))
    }
    error("end tag '</\(text(Int(nameRange.start), Int(nameRange.end)))' is missing '>'", i, i)
    return Token(.tagClose, span(start, pos), name: nameRange, flag: 1)
  }

  /// Whether the tag name `start..<stop` is a prefix and its `:` with nothing after it
  /// (`<svg:`), which is no tag for Angular: the `<` is text.
  /// (Its last byte first, one load and compare for most names: `stop` is after `start`, as the
  /// name has at least its first letter, so neither subtract can overflow.)
  @inline(__always) func isBarePrefix(_ start: Int, _ stop: Int) -> Bool {
    assert(stop > start, "a tag name has its first letter")
    guard bytes[stop &- 1] == UInt8(ascii: ":") && stop &- start >= 2 else { return false }
    for k in start..<(stop &- 1) where !(isASCIILetter(bytes[k]) || isDigit(bytes[k])) { return false }
    return true
  }

  mutating func lexComment() -> Token {
    let start = pos
    let contentStart = pos + 4
    // (Only a `-` may start the `-->`: the bytes between are passed a word at a time.)
    var i = ByteScan.firstOf(bytes, from: contentStart, to: end, UInt8(ascii: "-"))
    while i < end {
      if startsWith("-->", at: i) {
        pos = i + 3
        return Token(.comment, span(start, pos), value: span(contentStart, i))
      }
      i = ByteScan.firstOf(bytes, from: i + 1, to: end, UInt8(ascii: "-"))
    }
    // Unterminated: as for Angular, the rest of the file is the comment (what looks like markup
    // below it is not in Angular's tree, so it is not linted either).
    error("unterminated comment: missing '-->'", start, contentStart)
    pos = end
    return Token(.comment, span(start, end), value: span(contentStart, end))
  }

  /// A start tag, read as Angular reads it: returns its first token, and its attributes and the
  /// token that ends it are read as they are asked for (`nextOfStartTag`), straight into the
  /// tree builder's hands, not through a queue. (A bare prefix, `<svg:`, is text, read as such.)
  /// Between attributes, `// …` (to the end of the line) and `/* … */` are comments, and U+00A0
  /// is whitespace.
  @inline(__always) mutating func lexStartTag() -> Token {
    let start = pos
    // (Wrapping adds here and in `lexAttribute`: every offset is at most `end`, itself at most
    // `UInt32.max`, so one past it cannot overflow.)
    let nameStart = pos &+ 1
    let nameEnd = nameEnd(from: nameStart)
    if isBarePrefix(nameStart, nameEnd) { return lexText() }
    startTagErrorsBefore = diagnostics.count
    sawMultilineValue = false
    startTagName = span(nameStart, nameEnd)
    inStartTag = true
    mayHaveSpecialStep = true
    // (The queue is not cleared here: a start tag is read only once it is empty, and every
    // writer clears it first, see `takeQueued`.)
    pos = nameEnd
    return Token(.tagOpenStart, span(start, nameEnd), name: startTagName)
  }

  /// The next attribute of the start tag being read, or the token that ends it.
  mutating func lexNextOfStartTag() -> Token {
    let resume = pos
    let errorsBefore = diagnostics.count
    let token = lexStartTagPart(guessingUnterminatedValues: false)
    if token.kind != .attribute {
      inStartTag = false
    } else if sawMultilineValue {
      return queueRestOfStartTag(after: token, resumingAt: resume, errorsBefore: errorsBefore)
    }
    return token
  }

  /// After `token`, the first attribute of the tag whose quoted value ran over a line into what
  /// looks like another tag (read from `resume`, with `errorsBefore` diagnostics before it): the
  /// rest of the tag is read and queued. When the tag is broken, it is read again from `resume`
  /// with that value cut at its line, so that one missing quote does not hide the tags after it
  /// (Angular reports the same tag broken either way). The attributes before it read the same
  /// either way: only a value running over a line into a tag is read differently.
  @inline(never) mutating func queueRestOfStartTag(after token: Token, resumingAt resume: Int, errorsBefore: Int) -> Token {
    inStartTag = false
    clearPending()
    queue(token)
    queueStartTagParts(guessingUnterminatedValues: false)
    if diagnostics.count > startTagErrorsBefore {
      diagnostics.removeSubrange(errorsBefore...)
      rawTextEnd = nil
      pos = resume
      clearPending()
      queueStartTagParts(guessingUnterminatedValues: true)
    }
    return takeQueued()
  }

  /// Queues the start tag's attributes from `pos`, and the token that ends it.
  mutating func queueStartTagParts(guessingUnterminatedValues guessing: Bool) {
    while true {
      let token = lexStartTagPart(guessingUnterminatedValues: guessing)
      queue(token)
      if token.kind != .attribute { return }
    }
  }

  /// The start tag's next attribute from `pos`, or the token that ends it (`>`, `/>`, or none).
  @inline(__always) mutating func lexStartTagPart(guessingUnterminatedValues guessing: Bool) -> Token {
    while true {
      pos = skipSpace(pos)
      if pos >= end {
        reportNotClosed(startTagName)
        return Token(.tagOpenIncomplete, span(end, end))
      }
      let b = bytes[pos]
      // (Every byte tested below is at most `>`: most attributes start above it, with one test.)
      if b > UInt8(ascii: ">") { return lexAttribute(guessingUnterminated: guessing) }
      if b == UInt8(ascii: ">") { return endStartTag(at: pos) }
      if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: ">") {
        pos += 2
        return Token(.tagOpenEndSelfClosing, span(pos - 2, pos))
      }
      if b == UInt8(ascii: "<") {
        reportNotClosed(startTagName)
        return Token(.tagOpenIncomplete, span(pos, pos))
      }
      if b == UInt8(ascii: "/") || b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") {
        skipCommentOrStrayByte()
        continue
      }
      return lexAttribute(guessingUnterminated: guessing)
    }
  }

  /// The `>` at `i` that ends the start tag.
  @inline(__always) mutating func endStartTag(at i: Int) -> Token {
    pos = i + 1
    inStartTag = false
    // (No token is queued here but by `queueStartTagParts`, whose `queue` sets it again; raw
    // text is entered below.)
    mayHaveSpecialStep = false
    enterRawTextIfNeeded(startTagName)
    return Token(.tagOpenEnd, span(i, i + 1))
  }

  /// Between a start tag's attributes, at a `/` that does not end it or a quote: steps over a
  /// comment (`// …` to the end of the line, `/* … */`), or over the byte, an error. (Out of
  /// line: rare, and its messages are not set up on every attribute's way.)
  @inline(never) mutating func skipCommentOrStrayByte() {
    let b = bytes[pos]
    if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
      while pos < end && bytes[pos] != 0x0A && bytes[pos] != 0x0D { pos += 1 }
      return
    }
    if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
      var k = pos + 2
      while k < end && !(bytes[k] == UInt8(ascii: "*") && at(k + 1) == UInt8(ascii: "/")) { k += 1 }
      if k >= end {
        error("unterminated comment in a start tag: missing '*/'", pos, pos + 2)
        pos = end
        return
      }
      pos = k + 2
      return
    }
    error("unexpected character '\(Character(Unicode.Scalar(b)))' in start tag", pos, pos + 1)
    pos += 1
  }

  /// The error of a start tag named `name` that has no `>`. (Out of line: its message is not
  /// set up on every start tag's way.)
  @inline(never) mutating func reportNotClosed(_ name: ByteRange) {
    error("start tag '<\(text(Int(name.start), Int(name.end)))' is not closed with '>'", Int(name.start), Int(name.end))
  }

  /// One attribute: a name, then an optional value. A name that starts with `[` runs to its
  /// matching `]` (spaces inside count, as in Angular); `=x` alone is an attribute with an empty
  /// name, as Angular reads it.
  mutating func lexAttribute(guessingUnterminated: Bool) -> Token {
    let start = pos
    var i = pos
    if bytes[i] == UInt8(ascii: "[") {
      // Most such names are one pair of brackets (`[accessibilityLabel]`): the first byte found
      // that may matter is their `]`, and the name ends just after it. Any other name, the loop
      // reads from its start.
      let close = ByteScan.firstMaybeBracketOrLineBreak(bytes, from: i &+ 1, to: end)
      if close < end && bytes[close] == UInt8(ascii: "]") && isNameEndAt(close &+ 1) {
        i = close &+ 1
      } else {
        var open = 0
        while i < end {
          let b = bytes[i]
          if b == UInt8(ascii: "[") { open += 1 } else if b == UInt8(ascii: "]") { open -= 1 }
          if open <= 0 {
            if isNameEndAt(i) { break }
            i += 1
          } else {
            if b == 0x0A || b == 0x0D { break }
            // Inside the brackets only another bracket or a line break matters.
            i = ByteScan.firstMaybeBracketOrLineBreak(bytes, from: i + 1, to: end)
          }
        }
      }
    } else if bytes[i] == UInt8(ascii: "(") {
      // An event's name (`(tap)`): neither parenthesis ends a name, but each stops the scan for
      // a name's end. The `)` found first and a name end just after it make the name; otherwise
      // the scan goes on from the byte found (none before it ends the name).
      let k = ByteScan.firstBelowQuestionMarkOrNonASCII(bytes, from: i &+ 1, to: end)
      if k < end && bytes[k] == UInt8(ascii: ")") && isNameEndAt(k &+ 1) {
        i = k &+ 1
      } else {
        i = nameEnd(from: k)
      }
    } else {
      i = nameEnd(from: i)
    }
    let nameRange = span(start, i)
    // A namespace prefix needs a name after it (`xlink:href`; `:b` and `a::b` are names too):
    // a name that ends with `:` after letters and digits only.
    // (Its last byte first, one load and compare for most names: `i - 1` is at least
    // `start - 1`, an offset in the tag before the attribute (after its `<`), so the byte is
    // the template's even for an empty name; a wrapping subtract, as it cannot overflow.)
    assert(start >= 1, "an attribute follows its tag's `<` and name")
    if bytes[i &- 1] == UInt8(ascii: ":") && i &- 1 > start
      && (start..<(i &- 1)).allSatisfy({ isASCIILetter(bytes[$0]) || isDigit(bytes[$0]) }) {
      error("attribute '\(text(start, i))' has a namespace prefix and no name", start, i)
    }
    // (Most attributes are `name="value"`: the spaces around the `=` and before the quote are
    // looked for only where the byte is not the one expected, and each byte is read once.)
    var j = i
    if at(j) != UInt8(ascii: "=") {
      j = skipSpace(j)
      guard at(j) == UInt8(ascii: "=") else {
        pos = i
        return Token(.attribute, nameRange, name: nameRange)
      }
    }
    j += 1
    var q = at(j)
    if q != UInt8(ascii: "\"") && q != UInt8(ascii: "'") {
      j = skipSpace(j)
      q = at(j)
      // (Tested here, where the quote was not found at once: a value quoted right after its
      // `=`, most of them, is not tested twice.)
      if q != UInt8(ascii: "\"") && q != UInt8(ascii: "'") { return lexUnquotedValue(start, nameRange, from: j) }
    }
    // The value runs to the same quote, over lines and tags if need be (as in Angular).
    let valueStart = j + 1
    // Most values hold none of the bytes the loop below looks at: their quote is the first
    // byte found, and the loop's state is never set up. (A `<` is passed here: before the
    // value's first line break, the loop reads one as it reads a letter. Sixteen bytes at a
    // time: most values end within the first sixteen, where a word at a time took two words.)
    var k = ByteScan.firstOf(bytes, from: valueStart, to: end, q, UInt8(ascii: "&"), UInt8(ascii: "{"), 0x0A, 0x0D)
    if k < end && bytes[k] == q {
      pos = k + 1
      return Token(.attribute, span(start, pos), name: nameRange, value: span(valueStart, k), flag: q, hasValue: true,
                   valueIsPlain: true)
    }
    var sawNewline = false
    var looksUnterminated = false
    // Inside `{{ }}` a `\` escapes the next character, even the quote that would end the
    // value (Angular's reading); quotes inside do not hide the value's own quote.
    var inInterpolation = false
    var innerQuote: UInt8 = 0
    var inComment = false
    while k < end && bytes[k] != q {
      let b = bytes[k]
      // fast path: bytes that matter for none of the cases below, skipped to the next that may
      if !inInterpolation
        && (b > 0x3C ? b != UInt8(ascii: "{") : (b != 0x0A && b != 0x0D && b != UInt8(ascii: "<") && b != UInt8(ascii: "&"))) {
        k = ByteScan.firstInQuotedValue(bytes, quote: q, from: k + 1, to: end)
        continue
      }
      if inInterpolation {
        if isTagStart(k) {
          inInterpolation = false
        } else if innerQuote == 0 && b == UInt8(ascii: "}") && at(k + 1) == UInt8(ascii: "}") {
          inInterpolation = false
          k += 2
          continue
        } else if b == UInt8(ascii: "\\") {
          k += 2
          continue
        } else if innerQuote == 0 && b == UInt8(ascii: "/") && at(k + 1) == UInt8(ascii: "/") {
          inComment = true
        } else if b == innerQuote {
          innerQuote = 0
        } else if !inComment && innerQuote == 0 && (b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`")) {
          innerQuote = b
        }
      } else if b == UInt8(ascii: "{") && at(k + 1) == UInt8(ascii: "{") {
        inInterpolation = true
        innerQuote = 0
        inComment = false
        k += 2
        continue
      } else if b == UInt8(ascii: "&") {
        // (A reference ends at its `;`, before any quote: the value's own quote cannot be
        // inside one.)
        k = checkReference(at: k)
        continue
      }
      if b == 0x0A || b == 0x0D {
        sawNewline = true
      } else if sawNewline && b == UInt8(ascii: "<") && (isASCIILetter(at(k + 1)) || at(k + 1) == UInt8(ascii: "/")) {
        sawMultilineValue = true
        if guessingUnterminated {
          looksUnterminated = true
          break
        }
      }
      k += 1
    }
    if k < end && !looksUnterminated {
      pos = k + 1
      return Token(.attribute, span(start, pos), name: nameRange, value: span(valueStart, k), flag: q, hasValue: true)
    }
    // Unterminated: the value ends at the end of its line or the next `>`.
    error("unterminated attribute value: missing closing \(q == UInt8(ascii: "\"") ? "'\"'" : "\"'\"")", j, j + 1)
    k = valueStart
    while k < end && bytes[k] != UInt8(ascii: ">") && bytes[k] != 0x0A && bytes[k] != 0x0D { k += 1 }
    pos = k
    return Token(.attribute, span(start, k), name: nameRange, value: span(valueStart, k), flag: q, hasValue: true)
  }

  /// The unquoted value from `valueStart` of the attribute from `start` named at `nameRange`:
  /// up to where a name would end (whitespace, `>`, `<`, `/`, a quote, `=`), possibly empty, as
  /// in Angular.
  mutating func lexUnquotedValue(_ start: Int, _ nameRange: ByteRange, from valueStart: Int) -> Token {
    var k = valueStart
    var hasReference = false
    while !isNameEndAt(k) {
      if bytes[k] == UInt8(ascii: "&") { hasReference = true }
      k += 1
    }
    if hasReference { checkReferences(inUnquotedValue: valueStart, to: k) }
    pos = k
    return Token(.attribute, span(start, k), name: nameRange, value: span(valueStart, k), hasValue: true)
  }

  /// The references of an unquoted value, outside its `{{ }}` (see `checkReference(at:)`).
  mutating func checkReferences(inUnquotedValue start: Int, to stop: Int) {
    var k = start
    var inInterpolation = false
    while k < stop {
      let b = bytes[k]
      if inInterpolation {
        if b == UInt8(ascii: "\\") { k += 2; continue }
        if b == UInt8(ascii: "}") && at(k + 1) == UInt8(ascii: "}") { inInterpolation = false; k += 2; continue }
      } else if b == UInt8(ascii: "{") && at(k + 1) == UInt8(ascii: "{") {
        inInterpolation = true
        k += 2
        continue
      } else if b == UInt8(ascii: "&") {
        k = min(checkReference(at: k), stop)
        continue
      }
      k += 1
    }
  }

  /// (Inlined: most names have none of the lengths, and the call cost more than the test.)
  @inline(__always) mutating func enterRawTextIfNeeded(_ name: ByteRange) {
    let n = name.length
    guard n == 5 || n == 6 || n == 8 else { return }
    // (`script`, `style`, `textarea` and `title` start with an `s` or a `t`, in either case: the
    // other names of their lengths, `label`, `button`, `ion-item`, are told here, with no call.)
    let first = bytes[Int(name.start)] | 0x20
    guard first == UInt8(ascii: "s") || first == UInt8(ascii: "t") else { return }
    enterRawText(ifNamed: name)
  }

  mutating func enterRawText(ifNamed name: ByteRange) {
    let n = name.length
    let s = Int(name.start)
    rawTextOpenName = name
    mayHaveSpecialStep = true
    // (The length first: a name is compared only with the names of its length.)
    if n == 6 && startsWith("script", at: s, caseInsensitive: true) { rawTextEnd = Array("script".utf8); rawTextEscapable = false }
    else if n == 5 && startsWith("style", at: s, caseInsensitive: true) { rawTextEnd = Array("style".utf8); rawTextEscapable = false }
    else if n == 8 && startsWith("textarea", at: s, caseInsensitive: true) { rawTextEnd = Array("textarea".utf8); rawTextEscapable = true }
    else if n == 5 && startsWith("title", at: s, caseInsensitive: true) { rawTextEnd = Array("title".utf8); rawTextEscapable = true }
  }

  /// Everything up to the end tag `</name>` (the name in any case, spaces allowed around it),
  /// which is queued as the element's end tag. Without one, the text runs to the end of the
  /// file, an error (Angular's).
  mutating func lexRawText(_ name: [UInt8]) -> Token {
    let start = pos
    var i = pos
    var closeEnd = -1
    while i < end {
      if bytes[i] == UInt8(ascii: "<") && at(i + 1) == UInt8(ascii: "/") {
        var j = skipSpace(i + 2)
        var k = 0
        while k < name.count {
          let b = at(j + k)
          if (isASCIILetter(b) ? b | 0x20 : b) != name[k] { break }
          k += 1
        }
        if k == name.count {
          j = skipSpace(j + k)
          if at(j) == UInt8(ascii: ">") { closeEnd = j + 1; break }
        }
      }
      i += 1
    }
    rawTextEnd = nil
    if rawTextEscapable {
      var k = ByteScan.firstOf(bytes, from: start, to: i, UInt8(ascii: "&"))
      while k < i { k = ByteScan.firstOf(bytes, from: min(checkReference(at: k), i), to: i, UInt8(ascii: "&")) }
    }
    pos = i
    if closeEnd < 0 {
      error("'<\(text(Int(rawTextOpenName.start), Int(rawTextOpenName.end)))>' has no end tag", Int(rawTextOpenName.start),
            Int(rawTextOpenName.end))
    } else {
      clearPending()
      queue(Token(.tagClose, span(i, closeEnd), name: rawTextOpenName))
      pos = closeEnd
    }
    if i == start { return next() }
    return Token(.rawText, span(start, i), flag: rawTextEscapable ? 1 : 0)
  }
}
