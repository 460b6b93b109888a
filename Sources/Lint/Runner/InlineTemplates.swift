import TemplateSyntax

/// An inline template: the `template:` string of an `@Component({ … })` decorator in a
/// TypeScript file, as Angular reads it (escapes decoded), with a map from its bytes back to
/// the file's bytes.
///
/// A backtick literal without escapes or substitutions maps one to one (one verbatim segment).
/// An escape (`\n`, `\``, `\u00E9`, …) is a segment of its own: offsets inside its decoded bytes
/// map to the escape's first byte (a start) or to the byte after it (an end). A `${…}`
/// substitution becomes the interpolation `{{ substitution }}`: unknown text, as the model
/// treats any interpolation.
public struct InlineTemplate: Sendable, Equatable {
  public enum Quote: UInt8, Sendable {
    case backtick = 0x60
    case single = 0x27
    case double = 0x22
  }

  /// The text a `${…}` substitution stands for in the template.
  public static let substitutionText = Array("{{ substitution }}".utf8)

  public var quote: Quote
  /// The literal's content in the file: after the opening quote, before the closing one.
  public var contentRange: ByteRange
  /// The template text (escapes decoded, substitutions replaced).
  public var bytes: [UInt8]
  /// Segment starts in the template and in the file, and whether each segment is verbatim.
  var templateStarts: [Int] = []
  var fileStarts: [Int] = []
  var verbatim: [Bool] = []

  /// True when the template is the literal's bytes unchanged.
  public var isVerbatim: Bool { verbatim.allSatisfy { $0 } }

  /// The file offset of template offset `offset`. Inside an escape or a substitution: its first
  /// byte, or (`atEnd`) the byte after it.
  public func fileOffset(_ offset: Int, atEnd: Bool = false) -> Int {
    if offset >= bytes.count || templateStarts.isEmpty { return Int(contentRange.end) }
    let k = segment(containing: max(0, offset))
    if verbatim[k] { return fileStarts[k] + (max(0, offset) - templateStarts[k]) }
    if offset == templateStarts[k] || !atEnd { return fileStarts[k] }
    return k + 1 < fileStarts.count ? fileStarts[k + 1] : Int(contentRange.end)
  }

  /// The file offset of a template offset that lies on a boundary the file also has (not
  /// inside an escape or a substitution); nil otherwise.
  public func exactFileOffset(_ offset: Int) -> Int? {
    if offset == bytes.count { return Int(contentRange.end) }
    if offset < 0 || offset > bytes.count || templateStarts.isEmpty { return nil }
    let k = segment(containing: offset)
    if verbatim[k] || offset == templateStarts[k] { return fileOffset(offset) }
    return nil
  }

  public func fileRange(_ range: ByteRange) -> ByteRange {
    let start = fileOffset(Int(range.start))
    return ByteRange(start, max(start, fileOffset(Int(range.end), atEnd: true)))
  }

  /// The last segment starting at or before `offset`.
  func segment(containing offset: Int) -> Int {
    var lo = 0
    var hi = templateStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if templateStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// `text` written so that the literal decodes it back: `\` and the quote escaped, and in a
  /// backtick literal `${`; in a quoted literal line breaks become `\n` / `\r`.
  public func escaped(_ text: String) -> String {
    var out: [UInt8] = []
    let bytes = Array(text.utf8)
    out.reserveCapacity(bytes.count)
    for (i, b) in bytes.enumerated() {
      switch b {
      case UInt8(ascii: "\\"), quote.rawValue:
        out.append(UInt8(ascii: "\\"))
        out.append(b)
      case UInt8(ascii: "$") where quote == .backtick && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "{"):
        out.append(UInt8(ascii: "\\"))
        out.append(b)
      case 0x0A where quote != .backtick:
        out += Array("\\n".utf8)
      case 0x0D where quote != .backtick:
        out += Array("\\r".utf8)
      default:
        out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// Finds the inline templates of a TypeScript file: every `@Component(` whose first argument is
/// an object literal with a `template:` property whose value is one string literal (a
/// concatenation or an expression is skipped). Strings, template literals, comments and (by the
/// usual heuristic) regular expressions are skipped, so a `@Component` inside them does not
/// count. One linear pass; a file without `template` and `:` after it costs one byte search.
public enum InlineTemplates {
  public static func extract(_ bytes: [UInt8]) -> [InlineTemplate] {
    guard mayContainTemplate(bytes) else { return [] }
    var lexer = TSLexer(bytes)
    var result: [InlineTemplate] = []
    while true {
      let token = lexer.next()
      switch token.kind {
      case .end, .broken: return result
      case .punct(UInt8(ascii: "@")):
        var look = lexer
        guard case .identifier = look.next().kind, lexer.text(look.last) == "Component" else { continue }
        guard look.next().kind == .punct(UInt8(ascii: "(")), look.next().kind == .punct(UInt8(ascii: "{")) else { continue }
        lexer = look
        result += objectTemplates(&lexer)
      default:
        continue
      }
    }
  }

  /// The cheap pre-check: `template`, optionally a closing quote, spaces, then `:`.
  static func mayContainTemplate(_ bytes: [UInt8]) -> Bool {
    let word: [UInt8] = Array("template".utf8)
    return bytes.withUnsafeBufferPointer { b in
      let n = b.count
      var i = 0
      while i + 8 <= n {
        if b[i] == UInt8(ascii: "t") {
          var k = 1
          while k < 8 && b[i + k] == word[k] { k += 1 }
          if k == 8 {
            var j = i + 8
            if j < n && (b[j] == 0x27 || b[j] == 0x22) { j += 1 }
            while j < n && (b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D) { j += 1 }
            if j < n && b[j] == UInt8(ascii: ":") { return true }
          }
        }
        i += 1
      }
      return false
    }
  }

  /// The properties of the object literal whose `{` was just read, up to its `}`.
  static func objectTemplates(_ lexer: inout TSLexer) -> [InlineTemplate] {
    var found: [InlineTemplate] = []
    while true {
      let key = lexer.next()
      switch key.kind {
      case .end, .broken, .punct(UInt8(ascii: "}")): return found
      case .punct(UInt8(ascii: ",")): continue
      case .identifier, .string:
        var name = lexer.text(key)
        if case .string = key.kind { name = String(name.dropFirst().dropLast()) }
        let colon = lexer.next()
        if colon.kind == .punct(UInt8(ascii: ",")) { continue }
        if colon.kind == .punct(UInt8(ascii: "}")) { return found }
        if colon.kind == .punct(UInt8(ascii: ":")) && name == "template" {
          var look = lexer
          let value = look.next()
          var after = look
          let next = after.next()
          let literal: Bool
          switch value.kind {
          case .string, .template: literal = true
          default: literal = false
          }
          if literal && (next.kind == .punct(UInt8(ascii: ",")) || next.kind == .punct(UInt8(ascii: "}"))) {
            if let template = decode(lexer.bytes, value.start, value.end) { found.append(template) }
            lexer = after
            if next.kind == .punct(UInt8(ascii: "}")) { return found }
            continue
          }
        }
        // A method (`name() {…}`) or anything else: skip to the next property.
        if !skipValue(&lexer, depth: opens(colon) ? 1 : 0) { return found }
      default:
        // A computed key (`[k]: …`), a spread (`...x`): skip to the next property.
        if !skipValue(&lexer, depth: opens(key) ? 1 : 0) { return found }
      }
    }
  }

  static func opens(_ token: TSLexer.Token) -> Bool {
    token.kind == .punct(UInt8(ascii: "(")) || token.kind == .punct(UInt8(ascii: "[")) || token.kind == .punct(UInt8(ascii: "{"))
  }

  /// Skips to the `,` that ends the current property (consumed; true) or to the `}` that ends
  /// the object (consumed; false).
  static func skipValue(_ lexer: inout TSLexer, depth initialDepth: Int = 0) -> Bool {
    var depth = initialDepth
    while true {
      let token = lexer.next()
      switch token.kind {
      case .end, .broken: return false
      case .punct(let c):
        if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
          depth += 1
        } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
          if depth == 0 { return false }
          depth -= 1
        } else if c == UInt8(ascii: ",") && depth == 0 {
          return true
        }
      default:
        continue
      }
    }
  }

  /// Decodes the literal at `start..<end` (quotes included); nil when it is malformed.
  static func decode(_ bytes: [UInt8], _ start: Int, _ end: Int) -> InlineTemplate? {
    guard end - start >= 2, let quote = InlineTemplate.Quote(rawValue: bytes[start]) else { return nil }
    let lower = start + 1
    let upper = end - 1
    var template = InlineTemplate(quote: quote, contentRange: ByteRange(lower, upper), bytes: [])
    template.bytes.reserveCapacity(upper - lower)
    var lastVerbatimEnd = -1   // file offset just past the last verbatim byte appended
    func segment(_ file: Int, verbatim: Bool) {
      template.templateStarts.append(template.bytes.count)
      template.fileStarts.append(file)
      template.verbatim.append(verbatim)
    }
    var i = lower
    while i < upper {
      let b = bytes[i]
      if b == UInt8(ascii: "\\") && i + 1 < upper {
        segment(i, verbatim: false)
        lastVerbatimEnd = -1
        let (decoded, length) = unescape(bytes, i, upper)
        template.bytes += decoded
        i += length
        continue
      }
      if quote == .backtick && b == UInt8(ascii: "$") && i + 1 < upper && bytes[i + 1] == UInt8(ascii: "{") {
        var lexer = TSLexer(bytes, from: i + 2, end: upper)
        guard lexer.skipSubstitution() else { return nil }
        segment(i, verbatim: false)
        lastVerbatimEnd = -1
        template.bytes += InlineTemplate.substitutionText
        i = lexer.position
        continue
      }
      if lastVerbatimEnd != i { segment(i, verbatim: true) }
      template.bytes.append(b)
      i += 1
      lastVerbatimEnd = i
    }
    return template
  }

  /// The bytes an escape at `i` (a backslash) stands for, and its length in the file.
  static func unescape(_ bytes: [UInt8], _ i: Int, _ end: Int) -> ([UInt8], Int) {
    let c = bytes[i + 1]
    switch c {
    case UInt8(ascii: "n"): return ([0x0A], 2)
    case UInt8(ascii: "t"): return ([0x09], 2)
    case UInt8(ascii: "r"): return ([0x0D], 2)
    case UInt8(ascii: "b"): return ([0x08], 2)
    case UInt8(ascii: "f"): return ([0x0C], 2)
    case UInt8(ascii: "v"): return ([0x0B], 2)
    case UInt8(ascii: "0") where !(i + 2 < end && isDigit(bytes[i + 2])): return ([0x00], 2)
    case 0x0A: return ([], 2)
    case 0x0D: return ([], i + 2 < end && bytes[i + 2] == 0x0A ? 3 : 2)
    case UInt8(ascii: "x"):
      if let value = hex(bytes, i + 2, min(i + 4, end)), i + 4 <= end { return (utf8(value), 4) }
    case UInt8(ascii: "u"):
      if i + 2 < end && bytes[i + 2] == UInt8(ascii: "{") {
        var j = i + 3
        while j < end && j < i + 12 && bytes[j] != UInt8(ascii: "}") { j += 1 }
        if j < end && bytes[j] == UInt8(ascii: "}"), let value = hex(bytes, i + 3, j) { return (utf8(value), j + 1 - i) }
      } else if i + 6 <= end, let high = hex(bytes, i + 2, i + 6) {
        // A surrogate pair written as two escapes is one character.
        if high >= 0xD800 && high <= 0xDBFF && i + 12 <= end && bytes[i + 6] == UInt8(ascii: "\\")
          && bytes[i + 7] == UInt8(ascii: "u"), let low = hex(bytes, i + 8, i + 12), low >= 0xDC00 && low <= 0xDFFF {
          return (utf8(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)), 12)
        }
        return (utf8(high), 6)
      }
    default:
      break
    }
    // Any other escaped character stands for itself (a whole UTF-8 sequence).
    let width = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1
    let stop = min(i + 1 + width, end)
    // U+2028 and U+2029 after a backslash are line continuations.
    if stop - i == 4 && c == 0xE2 && bytes[i + 2] == 0x80 && (bytes[i + 3] == 0xA8 || bytes[i + 3] == 0xA9) {
      return ([], 4)
    }
    return (Array(bytes[(i + 1)..<stop]), stop - i)
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  static func hex(_ bytes: [UInt8], _ from: Int, _ to: Int) -> UInt32? {
    guard from < to else { return nil }
    var value: UInt32 = 0
    for k in from..<to {
      let b = bytes[k]
      let digit: UInt32
      if isDigit(b) { digit = UInt32(b - 0x30) }
      else if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 { digit = UInt32((b | 0x20) - 0x61 + 10) }
      else { return nil }
      value = value << 4 | digit
      if value > 0x10FFFF { return nil }
    }
    return value
  }

  static func utf8(_ value: UInt32) -> [UInt8] {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    return Array(String(Character(scalar)).utf8)
  }
}

/// A small TypeScript tokenizer: just enough to skip strings, template literals (with nested
/// substitutions), comments and regular expressions, and to see punctuation and names.
struct TSLexer {
  enum Kind: Equatable {
    case identifier, number, string, template, regex
    case punct(UInt8)
    case end
    /// An unterminated literal or comment, or nesting too deep: stop reading the file.
    case broken
  }

  struct Token {
    var kind: Kind
    var start: Int
    var end: Int
  }

  /// Template literals nested deeper than this (through `${`) stop the scan.
  static let maximumNesting = 64

  let bytes: [UInt8]
  let limit: Int
  var position: Int
  /// Whether the last token ends an operand (a `/` after it divides, else it starts a regex).
  var afterOperand = false
  var last = Token(kind: .end, start: 0, end: 0)
  var nesting = 0

  init(_ bytes: [UInt8], from: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.limit = end ?? bytes.count
    self.position = from
  }

  func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  static let regexKeywords: Set<String> = [
    "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await",
  ]

  static func isIdentifier(_ b: UInt8) -> Bool {
    (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_")
      || b == UInt8(ascii: "$") || b >= 0x80
  }

  mutating func next() -> Token {
    let token = scan()
    last = token
    return token
  }

  private mutating func scan() -> Token {
    // Trivia.
    while position < limit {
      let b = bytes[position]
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == 0x0B {
        position += 1
      } else if b == UInt8(ascii: "/") && position + 1 < limit && bytes[position + 1] == UInt8(ascii: "/") {
        while position < limit && bytes[position] != 0x0A && bytes[position] != 0x0D { position += 1 }
      } else if b == UInt8(ascii: "/") && position + 1 < limit && bytes[position + 1] == UInt8(ascii: "*") {
        var j = position + 2
        while j + 1 < limit && !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
        if j + 1 >= limit { position = limit; return Token(kind: .broken, start: limit, end: limit) }
        position = j + 2
      } else {
        break
      }
    }
    let start = position
    guard position < limit else { return Token(kind: .end, start: limit, end: limit) }
    let b = bytes[position]
    if Self.isIdentifier(b) {
      while position < limit && Self.isIdentifier(bytes[position]) { position += 1 }
      let isNumber = b >= 0x30 && b <= 0x39
      let token = Token(kind: isNumber ? .number : .identifier, start: start, end: position)
      // Only short names can be keywords: no string is made for the others.
      afterOperand = isNumber || position - start > 10 || !Self.regexKeywords.contains(text(token))
      return token
    }
    if b == 0x27 || b == 0x22 {
      var j = position + 1
      while j < limit && bytes[j] != b && bytes[j] != 0x0A && bytes[j] != 0x0D {
        if bytes[j] == UInt8(ascii: "\\") {
          // An escape; `\` before CR LF continues the line.
          j += j + 2 < limit && bytes[j + 1] == 0x0D && bytes[j + 2] == 0x0A ? 3 : 2
        } else {
          j += 1
        }
      }
      guard j < limit && bytes[j] == b else { position = limit; return Token(kind: .broken, start: start, end: limit) }
      position = j + 1
      afterOperand = true
      return Token(kind: .string, start: start, end: position)
    }
    if b == 0x60 {
      position += 1
      guard skipTemplateRest() else { position = limit; return Token(kind: .broken, start: start, end: limit) }
      afterOperand = true
      return Token(kind: .template, start: start, end: position)
    }
    if b == UInt8(ascii: "/") && !afterOperand {
      var j = position + 1
      var inClass = false
      while j < limit && bytes[j] != 0x0A && bytes[j] != 0x0D {
        let c = bytes[j]
        if c == UInt8(ascii: "\\") { j += 2; continue }
        if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false }
        else if c == UInt8(ascii: "/") && !inClass { break }
        j += 1
      }
      if j < limit && bytes[j] == UInt8(ascii: "/") {
        position = j + 1
        while position < limit && Self.isIdentifier(bytes[position]) { position += 1 }
        afterOperand = true
        return Token(kind: .regex, start: start, end: position)
      }
    }
    position += 1
    afterOperand = b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}")
    return Token(kind: .punct(b), start: start, end: position)
  }

  /// After an opening backtick: to just past the closing one. False when unterminated.
  private mutating func skipTemplateRest() -> Bool {
    while position < limit {
      let c = bytes[position]
      if c == UInt8(ascii: "\\") { position += 2; continue }
      if c == 0x60 { position += 1; return true }
      if c == UInt8(ascii: "$") && position + 1 < limit && bytes[position + 1] == UInt8(ascii: "{") {
        position += 2
        guard skipSubstitution() else { return false }
        continue
      }
      position += 1
    }
    return false
  }

  /// After `${`: to just past the `}` that closes it. False when unterminated or nested too deep.
  mutating func skipSubstitution() -> Bool {
    guard nesting < Self.maximumNesting else { return false }
    nesting += 1
    defer { nesting -= 1 }
    afterOperand = false
    var depth = 0
    while true {
      let token = next()
      switch token.kind {
      case .end, .broken: return false
      case .punct(UInt8(ascii: "{")): depth += 1
      case .punct(UInt8(ascii: "}")):
        if depth == 0 { return true }
        depth -= 1
      default: continue
      }
    }
  }
}
