/// What `*ngIf="…"` says about when its element shows: the condition, and the templates named
/// by `then` and `else` (`*ngIf="user$ | async as user; else loading"`).
///
/// Angular reads the value as a microsyntax: an expression, an optional `as alias`, then keyed
/// parts (`else tpl`, `else: tpl`, `then tpl`, `let x = ngIf`), each optionally after `;` or
/// `,`. An expression ends where a name follows a finished operand (`cond else tpl`). Only
/// what can be read for certain is returned: a template given by an expression other than a
/// name, or a key `ngIf` does not have, gives nil.
public struct NgIfMicrosyntax: Sendable, Equatable {
  /// The condition as written, trimmed (`user$ | async`).
  public var condition: String
  /// The template reference named after `then`, if any.
  public var thenTemplate: String?
  /// The template reference named after `else`, if any.
  public var elseTemplate: String?

  public init(condition: String, thenTemplate: String? = nil, elseTemplate: String? = nil) {
    self.condition = condition
    self.thenTemplate = thenTemplate
    self.elseTemplate = elseTemplate
  }

  /// Whether `text` is a name as a template reference is written (ASCII letters, digits, `_`
  /// and `$`, not starting with a digit).
  public static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, MicrosyntaxScanner.isNameStart(first) else { return false }
    return text.utf8.allSatisfy(MicrosyntaxScanner.isNamePart)
  }

  /// The parts of an `*ngIf` value, or nil when it is not one this reads for certain.
  public static func parse(_ text: String) -> NgIfMicrosyntax? {
    var scanner = MicrosyntaxScanner(bytes: Array(text.utf8))
    guard let condition = scanner.expression(), !condition.isEmpty else { return nil }
    var result = NgIfMicrosyntax(condition: condition)
    while true {
      scanner.skipSeparator()
      if scanner.atEnd { return result }
      guard let key = scanner.name() else { return nil }
      switch key {
      case "as":
        guard scanner.name() != nil else { return nil }
      case "let":
        guard scanner.name() != nil else { return nil }
        if scanner.take(UInt8(ascii: "=")) { guard scanner.name() != nil else { return nil } }
      case "else", "then":
        _ = scanner.take(UInt8(ascii: ":"))
        guard let template = scanner.name(), scanner.atBoundary else { return nil }
        if key == "else" { result.elseTemplate = template } else { result.thenTemplate = template }
      default:
        return nil
      }
    }
  }
}

/// A byte scanner for the microsyntax: names, separators, and one expression's extent.
struct MicrosyntaxScanner {
  let bytes: [UInt8]
  var i = 0

  var atEnd: Bool {
    mutating get {
      skipSpace()
      return i == bytes.count
    }
  }

  /// At the end, or before a separator or a space.
  var atBoundary: Bool {
    i == bytes.count || bytes[i] == UInt8(ascii: ";") || bytes[i] == UInt8(ascii: ",") || Self.isSpace(bytes[i])
  }

  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
  static func isNameStart(_ b: UInt8) -> Bool {
    (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
  }
  static func isNamePart(_ b: UInt8) -> Bool { isNameStart(b) || (b >= 0x30 && b <= 0x39) }

  mutating func skipSpace() { while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 } }

  mutating func skipSeparator() {
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: ";") || bytes[i] == UInt8(ascii: ",") { i += 1 }
  }

  mutating func take(_ b: UInt8) -> Bool {
    skipSpace()
    guard i < bytes.count, bytes[i] == b else { return false }
    i += 1
    return true
  }

  /// An ASCII name (the names Angular's templates use for keys and references).
  mutating func name() -> String? {
    skipSpace()
    guard i < bytes.count, Self.isNameStart(bytes[i]) else { return nil }
    let start = i
    while i < bytes.count, Self.isNamePart(bytes[i]) { i += 1 }
    return String(decoding: bytes[start..<i], as: UTF8.self)
  }

  /// The first expression, trimmed: up to a separator, or to a name that follows a finished
  /// operand, outside brackets and quotes. Nil when a bracket or a quote is left open.
  mutating func expression() -> String? {
    skipSpace()
    let start = i
    var end = i
    var depth = 0
    var operandEnded = false
    var afterDot = false
    while i < bytes.count {
      let b = bytes[i]
      if Self.isSpace(b) { i += 1; continue }
      if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`") {
        guard skipQuoted(b) else { return nil }
        (operandEnded, afterDot, end) = (true, false, i)
        continue
      }
      if Self.isNamePart(b) {
        let wordStart = i
        while i < bytes.count, Self.isNamePart(bytes[i]) { i += 1 }
        let word = bytes[wordStart..<i]
        if depth == 0 && operandEnded && !afterDot && Self.isNameStart(b) && !Self.isOperatorWord(word) {
          i = wordStart
          break
        }
        operandEnded = !Self.isPrefixWord(word) || afterDot
        afterDot = false
        end = i
        continue
      }
      if depth == 0 && (b == UInt8(ascii: ";") || b == UInt8(ascii: ",")) { break }
      switch b {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        guard depth >= 0 else { return nil }
      default: break
      }
      let closes = b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == UInt8(ascii: "!")
      // `a!` (non-null) still ends an operand; `!a` starts one (what follows is a name anyway).
      operandEnded = closes && (b != UInt8(ascii: "!") || operandEnded)
      afterDot = b == UInt8(ascii: ".")
      i += 1
      end = i
    }
    guard depth == 0 else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Past a quoted string that starts at `i` (backslash escapes kept); false if unterminated.
  mutating func skipQuoted(_ quote: UInt8) -> Bool {
    i += 1
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
      if bytes[i] == quote { i += 1; return true }
      i += 1
    }
    return false
  }

  /// Names that continue an expression after an operand (binary operators written as words).
  static func isOperatorWord(_ word: ArraySlice<UInt8>) -> Bool {
    word.elementsEqual("in".utf8) || word.elementsEqual("instanceof".utf8)
  }

  /// Names after which an operand must still come (prefix operators written as words).
  static func isPrefixWord(_ word: ArraySlice<UInt8>) -> Bool {
    word.elementsEqual("typeof".utf8) || word.elementsEqual("void".utf8) || isOperatorWord(word)
  }
}
