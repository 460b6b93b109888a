/// A `&` read as Angular's lexer reads it wherever it decodes references: in text, in attribute
/// values (outside `{{ }}`) and in the escapable raw text of `<textarea>` and `<title>`. One
/// reading for all three, so that they accept and reject the same references.
enum CharacterReference {
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
