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
  public var kind: TokenKind
  public var range: ByteRange
  public var name: ByteRange
  public var value: ByteRange
  /// For attributes: the quote byte, 0 when unquoted or bare. For block openers: 1 when the
  /// opener is incomplete (no `{`). For raw text: 1 when escapable (references decoded).
  public var flag: UInt8
  /// For attributes: whether the attribute has a value (`name=…`).
  public var hasValue: Bool

  init(_ kind: TokenKind, _ range: ByteRange, name: ByteRange = ByteRange(0, 0), value: ByteRange = ByteRange(0, 0),
       flag: UInt8 = 0, hasValue: Bool = false) {
    self.kind = kind
    self.range = range
    self.name = name
    self.value = value
    self.flag = flag
    self.hasValue = hasValue
  }
}

// MARK: - Bytes

@inline(__always) func isWhitespace(_ b: UInt8) -> Bool {
  b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C
}

@inline(__always) func isASCIILetter(_ b: UInt8) -> Bool {
  (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
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

/// Splits a template into tokens, working on the UTF-8 bytes. It knows the few HTML rules that
/// change how bytes are read (raw-text elements) and Angular's block and interpolation syntax.
/// It never fails: problems become diagnostics and the lexer goes on.
public struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  var pos: Int
  let end: Int
  public private(set) var diagnostics: [SyntaxDiagnostic] = []
  /// Tokens waiting to be returned (a start tag yields several at once).
  private var pending: [Token] = []
  private var pendingIndex = 0
  /// Set after the start tag of a raw-text element: the lowercased name to look for.
  private var rawTextEnd: [UInt8]? = nil
  private var rawTextEscapable = false
  /// Depth of `{` … `}` inside ICU messages is handled when scanning them; this tracks blocks
  /// only so that a `}` is always a block close in text (as in Angular).

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
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

  @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
    let i = pos + offset
    return i < end ? bytes[i] : 0
  }

  @inline(__always) func at(_ i: Int) -> UInt8 { i < end ? bytes[i] : 0 }

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
    if pendingIndex < pending.count {
      let token = pending[pendingIndex]
      pendingIndex += 1
      if pendingIndex == pending.count { pending.removeAll(keepingCapacity: true); pendingIndex = 0 }
      return token
    }
    if pos >= end { return Token(.endOfFile, ByteRange(end, end)) }
    if let rawEnd = rawTextEnd { return lexRawText(rawEnd) }
    let b = bytes[pos]
    if b == UInt8(ascii: "<") {
      if let token = lexMarkup() { return token }
    } else if b == UInt8(ascii: "@") {
      if let token = lexAt() { return token }
    } else if b == UInt8(ascii: "}") {
      pos += 1
      return Token(.blockClose, ByteRange(pos - 1, pos))
    } else if b == UInt8(ascii: "{") {
      if peek(1) == UInt8(ascii: "{") { return lexInterpolation() }
      if let token = lexExpansion() { return token }
    } else if b == UInt8(ascii: "&") {
      if let token = lexCharRef() { return token }
    }
    return lexText()
  }

  // MARK: Text

  /// Literal text up to the next byte that may start something else.
  mutating func lexText() -> Token {
    let start = pos
    pos += 1
    while pos < end {
      let b = bytes[pos]
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: "&")
        || b == UInt8(ascii: "@") {
        break
      }
      pos += 1
    }
    return Token(.text, ByteRange(start, pos))
  }

  /// `&name;`, `&#123;`, `&#x7B;`. A `&` not followed by a reference is text (as in Angular).
  mutating func lexCharRef() -> Token? {
    let start = pos
    var i = pos + 1
    if at(i) == UInt8(ascii: "#") {
      i += 1
      let hex = at(i) == UInt8(ascii: "x") || at(i) == UInt8(ascii: "X")
      if hex { i += 1 }
      let digitsStart = i
      while i < end && (isDigit(bytes[i]) || (hex && isASCIILetter(bytes[i]) && (bytes[i] | 0x20) <= 0x66)) { i += 1 }
      if i == digitsStart { return nil }
      if at(i) != UInt8(ascii: ";") {
        error("character reference '\(text(start, i))' must end with ';'", start, i)
        pos = i
        return Token(.text, ByteRange(start, i))
      }
      pos = i + 1
      return Token(.charRef, ByteRange(start, pos), name: ByteRange(start + 1, i))
    }
    let nameStart = i
    while i < end && (isASCIILetter(bytes[i]) || isDigit(bytes[i])) { i += 1 }
    if i == nameStart || at(i) != UInt8(ascii: ";") { return nil }
    pos = i + 1
    let name = text(nameStart, i)
    if NamedEntities.table[name] == nil {
      error("unknown character reference '&\(name);'; use '&#<decimal>;' or '&#x<hex>;'", start, pos)
      return Token(.text, ByteRange(start, pos))
    }
    return Token(.charRef, ByteRange(start, pos), name: ByteRange(nameStart, i))
  }

  func text(_ a: Int, _ b: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<min(b, end)]), as: UTF8.self)
  }

  /// `{{ … }}`: ends at the first `}}` outside a quoted string.
  mutating func lexInterpolation() -> Token {
    let start = pos
    var i = pos + 2
    var strings = QuoteTracker()
    while i < end {
      let b = bytes[i]
      let inString = strings.skip(b)
      if inString > 0 { i += inString; continue }
      if b == UInt8(ascii: "}") && at(i + 1) == UInt8(ascii: "}") {
        pos = i + 2
        return Token(.interpolation, ByteRange(start, pos), value: ByteRange(start + 2, i))
      } else if b == UInt8(ascii: "<") && (isASCIILetter(at(i + 1)) || at(i + 1) == UInt8(ascii: "/")) {
        break
      }
      i += 1
    }
    // Unterminated: the expression runs to the next tag (or the end of the file).
    let stop = min(i, end)
    error("unterminated interpolation: missing '}}'", start, start + 2)
    pos = stop
    return Token(.interpolation, ByteRange(start, stop), value: ByteRange(start + 2, stop))
  }

  /// An ICU message `{switch, type, key {…} …}`. Angular reads any lone `{` in text as the
  /// start of one; when it is not well formed, that is an error and the brace is kept as text.
  mutating func lexExpansion() -> Token? {
    let start = pos
    var depth = 1
    var commas = 0
    var cases = 0
    var i = pos + 1
    scan: while i < end {
      let b = bytes[i]
      if depth == 1 {
        if b == UInt8(ascii: ",") {
          commas += 1
        } else if b == UInt8(ascii: "{") {
          if commas < 2 { break scan }
          depth = 2
          cases += 1
        } else if b == UInt8(ascii: "}") {
          if commas >= 2 && cases > 0 {
            pos = i + 1
            return Token(.expansion, ByteRange(start, pos))
          }
          break scan
        } else if b == UInt8(ascii: "<") && commas < 2 {
          break scan
        }
      } else if b == UInt8(ascii: "{") && at(i + 1) == UInt8(ascii: "{") {
        var j = i + 2
        while j + 1 < end && !(bytes[j] == UInt8(ascii: "}") && bytes[j + 1] == UInt8(ascii: "}")) { j += 1 }
        i = j + 2
        continue
      } else if b == UInt8(ascii: "{") {
        depth += 1
      } else if b == UInt8(ascii: "}") {
        depth -= 1
      }
      i += 1
    }
    pos = start + 1
    error("'{' starts an ICU message that is not one; write {{ '{' }} for a literal brace", start, start + 1)
    return Token(.text, ByteRange(start, start + 1))
  }

  // MARK: @-blocks

  /// `@name (…) {`, `@let x = …;`. An `@` followed by a name is a block (a stray one is an
  /// error, as in Angular); an `@` followed by anything else is text.
  mutating func lexAt() -> Token? {
    let start = pos
    guard isBlockNameChar(at(pos + 1)) else { return nil }
    if startsWith("@let", at: pos) && isWhitespace(at(pos + 4)) { return lexLet() }
    // Name: letters, digits, `_`, and spaces between words (`else if`).
    var i = pos + 1
    var nameEnd = i
    while i < end {
      let b = bytes[i]
      if isBlockNameChar(b) { i += 1; nameEnd = i; continue }
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
        // a space continues the name only if another name character follows
        var j = i
        while j < end && isWhitespace(bytes[j]) { j += 1 }
        if j < end && isBlockNameChar(bytes[j]) && text(start + 1, nameEnd) == "else" {
          i = j
          continue
        }
      }
      break
    }
    let nameRange = ByteRange(start, nameEnd)
    i = nameEnd
    while i < end && isWhitespace(bytes[i]) { i += 1 }
    var params = ByteRange(0, 0)
    var hasParams = false
    if at(i) == UInt8(ascii: "(") {
      let paramsStart = i + 1
      var depth = 1
      var strings = QuoteTracker()
      var j = paramsStart
      while j < end {
        let b = bytes[j]
        let inString = strings.skip(b)
        if inString > 0 { j += inString; continue }
        if b == UInt8(ascii: "(") {
          depth += 1
        } else if b == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        } else if b == UInt8(ascii: "{") && depth == 1 {
          break  // `@if (x {`: the `)` is missing; stop before the block's brace
        }
        j += 1
      }
      params = ByteRange(paramsStart, min(j, end))
      hasParams = true
      if at(j) != UInt8(ascii: ")") {
        error("block parameters are not closed: missing ')'", min(j, end), min(j, end))
        pos = min(j, end)
        return Token(.blockOpen, ByteRange(start, pos), name: nameRange, value: params, flag: 1, hasValue: true)
      }
      i = j + 1
      while i < end && isWhitespace(bytes[i]) { i += 1 }
    }
    if at(i) == UInt8(ascii: "{") {
      pos = i + 1
      return Token(.blockOpen, ByteRange(start, pos), name: nameRange, value: params, hasValue: hasParams)
    }
    // No `{`: an incomplete block (an email address in text is one, as in Angular).
    pos = hasParams ? i : nameEnd
    return Token(.blockOpen, ByteRange(start, pos), name: nameRange, value: params, flag: 1, hasValue: hasParams)
  }

  /// `@let name = expression;`
  mutating func lexLet() -> Token {
    let start = pos
    var i = pos + 4
    while i < end && isWhitespace(bytes[i]) { i += 1 }
    let nameStart = i
    while i < end && (isBlockNameChar(bytes[i]) || bytes[i] == UInt8(ascii: "$") || bytes[i] >= 0x80) { i += 1 }
    let nameRange = ByteRange(nameStart, i)
    if i == nameStart {
      error("@let must be followed by a name", nameStart, nameStart)
    }
    while i < end && isWhitespace(bytes[i]) { i += 1 }
    guard at(i) == UInt8(ascii: "=") else {
      error("@let declaration is missing '=' after its name", i, i)
      pos = i
      return Token(.letDeclaration, ByteRange(start, pos), name: nameRange, value: ByteRange(i, i))
    }
    i += 1
    while i < end && isWhitespace(bytes[i]) { i += 1 }
    let valueStart = i
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
      } else if b == UInt8(ascii: ";") && depth == 0 {
        pos = i + 1
        return Token(.letDeclaration, ByteRange(start, pos), name: nameRange, value: ByteRange(valueStart, i))
      } else if b == UInt8(ascii: "<") && depth == 0 {
        break
      }
      i += 1
    }
    let stop = min(i, end)
    error("@let declaration is not terminated with ';'", stop, stop)
    pos = stop
    return Token(.letDeclaration, ByteRange(start, pos), name: nameRange, value: ByteRange(valueStart, stop))
  }

  // MARK: Markup

  /// `<…`: a tag, an end tag, a comment, CDATA or a doctype; nil when the `<` is text.
  mutating func lexMarkup() -> Token? {
    let start = pos
    let b1 = peek(1)
    if b1 == UInt8(ascii: "!") {
      if startsWith("<!--", at: pos) { return lexComment() }
      if startsWith("<![CDATA[", at: pos) {
        let contentStart = pos + 9
        var i = contentStart
        while i < end && !startsWith("]]>", at: i) { i += 1 }
        if i >= end {
          error("unterminated CDATA section: missing ']]>'", start, start + 9)
          pos = end
          return Token(.cdata, ByteRange(start, end), value: ByteRange(contentStart, end))
        }
        pos = i + 3
        return Token(.cdata, ByteRange(start, pos), value: ByteRange(contentStart, i))
      }
      let contentStart = pos + 2
      var i = contentStart
      while i < end && bytes[i] != UInt8(ascii: ">") { i += 1 }
      if i >= end {
        error("unterminated doctype: missing '>'", start, start + 2)
        pos = end
        return Token(.doctype, ByteRange(start, end), value: ByteRange(contentStart, end))
      }
      pos = i + 1
      return Token(.doctype, ByteRange(start, pos), value: ByteRange(contentStart, i))
    }
    if b1 == UInt8(ascii: "/") {
      guard isASCIILetter(peek(2)) else { return nil }
      let nameStart = pos + 2
      var i = nameStart
      while i < end && !isNameEnd(bytes[i]) { i += 1 }
      let nameRange = ByteRange(nameStart, i)
      while i < end && isWhitespace(bytes[i]) { i += 1 }
      if at(i) == UInt8(ascii: ">") {
        pos = i + 1
      } else {
        error("end tag '</\(text(nameStart, nameRange.length + nameStart))' is missing '>'", i, i)
        pos = i
      }
      return Token(.tagClose, ByteRange(start, pos), name: nameRange)
    }
    guard isASCIILetter(b1) else { return nil }
    return lexStartTag()
  }

  mutating func lexComment() -> Token {
    let start = pos
    let contentStart = pos + 4
    var i = contentStart
    while i < end {
      if bytes[i] == UInt8(ascii: "-") && startsWith("-->", at: i) {
        pos = i + 3
        return Token(.comment, ByteRange(start, pos), value: ByteRange(contentStart, i))
      }
      i += 1
    }
    // Unterminated: the comment ends at the first `>` on its line (a typo like `->`), else at
    // the end of that line, so the markup below it is still read.
    error("unterminated comment: missing '-->'", start, contentStart)
    var stop = contentStart
    while stop < end && bytes[stop] != UInt8(ascii: ">") && bytes[stop] != 0x0A && bytes[stop] != 0x0D { stop += 1 }
    if stop < end && bytes[stop] == UInt8(ascii: ">") {
      pos = stop + 1
      return Token(.comment, ByteRange(start, pos), value: ByteRange(contentStart, stop))
    }
    pos = stop
    return Token(.comment, ByteRange(start, stop), value: ByteRange(contentStart, stop))
  }

  /// A start tag with its attributes. Returns the first token and queues the rest.
  mutating func lexStartTag() -> Token {
    let start = pos
    let nameStart = pos + 1
    var i = nameStart
    while i < end && !isNameEnd(bytes[i]) { i += 1 }
    let nameRange = ByteRange(nameStart, i)
    let first = Token(.tagOpenStart, ByteRange(start, i), name: nameRange)
    pending.removeAll(keepingCapacity: true)
    pendingIndex = 0
    pos = i
    while true {
      while pos < end && isWhitespace(bytes[pos]) { pos += 1 }
      if pos >= end {
        error("start tag '<\(text(nameStart, nameRange.length + nameStart))' is not closed with '>'", Int(nameRange.start), Int(nameRange.end))
        pending.append(Token(.tagOpenIncomplete, ByteRange(end, end)))
        break
      }
      let b = bytes[pos]
      if b == UInt8(ascii: ">") {
        pending.append(Token(.tagOpenEnd, ByteRange(pos, pos + 1)))
        pos += 1
        enterRawTextIfNeeded(nameRange)
        break
      }
      if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: ">") {
        pending.append(Token(.tagOpenEndSelfClosing, ByteRange(pos, pos + 2)))
        pos += 2
        break
      }
      if b == UInt8(ascii: "<") {
        error("start tag '<\(text(nameStart, nameRange.length + nameStart))' is not closed with '>'", Int(nameRange.start), Int(nameRange.end))
        pending.append(Token(.tagOpenIncomplete, ByteRange(pos, pos)))
        break
      }
      if b == UInt8(ascii: "/") || b == UInt8(ascii: "=") || b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") {
        error("unexpected character '\(Character(Unicode.Scalar(b)))' in start tag", pos, pos + 1)
        pos += 1
        continue
      }
      pending.append(lexAttribute())
    }
    return first
  }

  /// One attribute: a name (with Angular's `[…]`, `(…)`, `[(…)]` forms), then an optional value.
  mutating func lexAttribute() -> Token {
    let start = pos
    var i = pos
    // Bracketed names may contain characters that end plain names (`[class.a/b]` is rare, but
    // `[attr.x]`, `[@trigger]` and `(click)` are common): read to the matching bracket.
    let b0 = bytes[i]
    if b0 == UInt8(ascii: "[") || b0 == UInt8(ascii: "(") {
      var depth = 0
      while i < end {
        let b = bytes[i]
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") { depth += 1 }
        else if b == UInt8(ascii: "]") || b == UInt8(ascii: ")") { depth -= 1; if depth == 0 { i += 1; break } }
        else if isWhitespace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "<")
          || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { break }
        i += 1
      }
      // a closing `)` of `[(x)]`
      while i < end && (bytes[i] == UInt8(ascii: "]") || bytes[i] == UInt8(ascii: ")")) { i += 1 }
    }
    while i < end && !isNameEnd(bytes[i]) { i += 1 }
    let nameRange = ByteRange(start, i)
    var j = i
    while j < end && isWhitespace(bytes[j]) { j += 1 }
    guard at(j) == UInt8(ascii: "=") else {
      pos = i
      return Token(.attribute, nameRange, name: nameRange)
    }
    j += 1
    while j < end && isWhitespace(bytes[j]) { j += 1 }
    let q = at(j)
    if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
      let valueStart = j + 1
      var k = valueStart
      var sawNewline = false
      var looksUnterminated = false
      while k < end && bytes[k] != q {
        let b = bytes[k]
        if b == 0x0A || b == 0x0D {
          sawNewline = true
        } else if sawNewline && b == UInt8(ascii: "<") && (isASCIILetter(at(k + 1)) || at(k + 1) == UInt8(ascii: "/")) {
          // A value that runs over a line break into what looks like the next tag is an
          // unterminated value, not a multi-line one.
          looksUnterminated = true
          break
        }
        k += 1
      }
      if k < end && !looksUnterminated {
        pos = k + 1
        return Token(.attribute, ByteRange(start, pos), name: nameRange, value: ByteRange(valueStart, k), flag: q, hasValue: true)
      }
      // Unterminated: the value ends at the end of its line or the next `>`.
      error("unterminated attribute value: missing closing \(q == UInt8(ascii: "\"") ? "'\"'" : "\"'\"")", j, j + 1)
      k = valueStart
      while k < end && bytes[k] != UInt8(ascii: ">") && bytes[k] != 0x0A && bytes[k] != 0x0D { k += 1 }
      pos = k
      return Token(.attribute, ByteRange(start, k), name: nameRange, value: ByteRange(valueStart, k), flag: q, hasValue: true)
    }
    // Unquoted value: up to whitespace or `>`.
    let valueStart = j
    var k = j
    while k < end && !isWhitespace(bytes[k]) && bytes[k] != UInt8(ascii: ">")
      && !(bytes[k] == UInt8(ascii: "/") && at(k + 1) == UInt8(ascii: ">")) { k += 1 }
    if k == valueStart {
      error("attribute '\(text(start, i))' has '=' but no value", j, j)
    }
    pos = k
    return Token(.attribute, ByteRange(start, k), name: nameRange, value: ByteRange(valueStart, k), hasValue: true)
  }

  mutating func enterRawTextIfNeeded(_ name: ByteRange) {
    let n = name.length
    guard n == 5 || n == 6 || n == 8 else { return }
    let s = Int(name.start)
    if startsWith("script", at: s, caseInsensitive: true) && n == 6 { rawTextEnd = Array("script".utf8); rawTextEscapable = false }
    else if startsWith("style", at: s, caseInsensitive: true) && n == 5 { rawTextEnd = Array("style".utf8); rawTextEscapable = false }
    else if startsWith("textarea", at: s, caseInsensitive: true) && n == 8 { rawTextEnd = Array("textarea".utf8); rawTextEscapable = true }
    else if startsWith("title", at: s, caseInsensitive: true) && n == 5 { rawTextEnd = Array("title".utf8); rawTextEscapable = true }
  }

  /// Everything up to `</name` (case-insensitive).
  mutating func lexRawText(_ name: [UInt8]) -> Token {
    let start = pos
    var i = pos
    outer: while i < end {
      if bytes[i] == UInt8(ascii: "<") && at(i + 1) == UInt8(ascii: "/") {
        var k = 0
        while k < name.count {
          let b = at(i + 2 + k)
          if (isASCIILetter(b) ? b | 0x20 : b) != name[k] { break }
          k += 1
        }
        if k == name.count && isNameEnd(at(i + 2 + k)) { break outer }
      }
      i += 1
    }
    rawTextEnd = nil
    pos = i
    if i == start { return next() }
    return Token(.rawText, ByteRange(start, i), flag: rawTextEscapable ? 1 : 0)
  }
}
