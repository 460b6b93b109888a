/// A `&` read as Angular's lexer reads it wherever it decodes references: in text, in attribute
/// values (outside `{{ }}`) and in the escapable raw text of `<textarea>` and `<title>`. One
/// reading for all three, so that they accept and reject the same references.
enum CharacterReference {
  /// What `&ngsp;` decodes to (Angular's `NGSP_UNICODE`). Angular replaces it with a space in
  /// text nodes, their interpolations included (its whitespace pass and
  /// `_visitTextWithInterpolation`), and nowhere else.
  static let ngsp = "\u{E500}"

  /// A decoded reference as text reads it: U+E500 (`&ngsp;`, `&#xE500;`) is a space there.
  static func inText(_ decoded: String) -> String { decoded == ngsp ? " " : decoded }

  enum Reading: Equatable {
    /// Not a reference: the `&` is text (`&` alone, `& b`, `&name` with no `;`).
    case text
    /// A reference, read up to `end`. `name` is what decoding reads: the entity's name, or `#`,
    /// an `x` if any, and the leading digits valid in the radix (`&#12a;` is U+000C).
    case reference(name: ByteRange, end: Int)
    /// A reference Angular rejects, with its message, up to `end`.
    case error(String, end: Int)
  }

  /// The reading of the `&` at `start`, in `bytes` up to `end`.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Reading {
    func at(_ k: Int) -> UInt8 { k < end ? bytes[k] : 0 }
    func text(_ a: Int, _ b: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<min(b, end)]), as: UTF8.self)
    }
    var i = start + 1
    if at(i) == UInt8(ascii: "#") {
      i += 1
      let hex = at(i) == UInt8(ascii: "x") || at(i) == UInt8(ascii: "X")
      if hex { i += 1 }
      // Angular reads hexadecimal digits in both forms, then converts the leading digits valid
      // in the form's radix; none, or beyond U+10FFFF, is an error.
      let digitsStart = i
      while i < end && (isDigit(bytes[i]) || (isASCIILetter(bytes[i]) && (bytes[i] | 0x20) <= 0x66)) { i += 1 }
      guard at(i) == UInt8(ascii: ";") else {
        return .error("character reference '\(text(start, i))' must end with ';'", end: i)
      }
      var valid = digitsStart
      var value = 0
      while valid < i && (isDigit(bytes[valid]) || hex) {
        let b = bytes[valid]
        value = value * (hex ? 16 : 10) + (isDigit(b) ? Int(b - 0x30) : Int((b | 0x20) - 0x61 + 10))
        if value > 0x10FFFF { break }
        valid += 1
      }
      if valid == digitsStart || value > 0x10FFFF {
        return .error("unknown character reference '\(text(start, i + 1))'", end: i + 1)
      }
      return .reference(name: ByteRange(start + 1, valid), end: i + 1)
    }
    let nameStart = i
    while i < end && (isASCIILetter(bytes[i]) || isDigit(bytes[i])) { i += 1 }
    guard at(i) == UInt8(ascii: ";") else { return .text }
    let name = text(nameStart, i)
    guard NamedEntities.table[name] != nil else {
      return .error("unknown character reference '&\(name);'; use '&#<decimal>;' or '&#x<hex>;'", end: i + 1)
    }
    return .reference(name: ByteRange(nameStart, i), end: i + 1)
  }
}

extension CharacterReference {
  /// What the reference `whole` decodes to, `name` being what follows its `&` (a named
  /// reference's name, or `#` and the digits): the scalar, U+FFFD for zero or past U+10FFFF,
  /// or the text itself for a name that is not an entity. `inText`: the reference is in text,
  /// where Angular makes U+E500 (`&ngsp;`, `&#xE500;`) a space.
  static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, _ name: ByteRange, whole: ByteRange,
                      inText: Bool = false) -> String {
    let text = decodedScalar(bytes, name, whole: whole)
    return inText ? Self.inText(text) : text
  }

  private static func decodedScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ name: ByteRange, whole: ByteRange) -> String {
    func text(_ r: ByteRange) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(r.start)..<Int(r.end)]), as: UTF8.self)
    }
    if bytes[Int(name.start)] == UInt8(ascii: "#") {
      var i = Int(name.start) + 1
      var radix: UInt32 = 10
      if bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") { radix = 16; i += 1 }
      var value: UInt32 = 0
      while i < Int(name.end) {
        let b = bytes[i]
        let digit: UInt32 = isDigit(b) ? UInt32(b - 0x30) : UInt32((b | 0x20) - 0x61 + 10)
        value = value &* radix &+ digit
        if value > 0x10FFFF { value = 0xFFFD }
        i += 1
      }
      if value == 0 { value = 0xFFFD }
      return String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}")
    }
    return NamedEntities.table[text(name)] ?? text(whole)
  }

  /// The text of `range` with its character references decoded (attribute values, escapable
  /// raw text); a `&` that starts no known reference stays as it is. `inText`: as `decoded`.
  static func decodedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, inText: Bool = false) -> String {
    func text(_ a: Int, _ b: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
    }
    let start = Int(range.start)
    let end = Int(range.end)
    guard UnsafeBufferPointer(rebasing: bytes[start..<end]).contains(UInt8(ascii: "&")) else { return text(start, end) }
    var out = ""
    var i = start
    var runStart = start
    while i < end {
      if bytes[i] == UInt8(ascii: "&") {
        var j = i + 1
        let numeric = j < end && bytes[j] == UInt8(ascii: "#")
        if numeric { j += 1 }
        let nameStart = j
        while j < end && (isASCIILetter(bytes[j]) || isDigit(bytes[j])) { j += 1 }
        if j < end && bytes[j] == UInt8(ascii: ";") && j > nameStart
          && (numeric || NamedEntities.table[text(nameStart, j)] != nil) {
          out += text(runStart, i)
          out += decoded(bytes, ByteRange(i + 1, j), whole: ByteRange(i, j + 1), inText: inText)
          i = j + 1
          runStart = i
          continue
        }
      }
      i += 1
    }
    out += text(runStart, end)
    return out
  }
}
