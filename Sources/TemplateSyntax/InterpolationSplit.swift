/// How Angular's binding parser finds the end of an interpolation when it splits text into
/// literal parts and `{{ }}` (`splitInterpolation`): on the decoded text, where a `\` escapes a
/// quote but nothing else. Shared by the lexer (text its markup lexer left unterminated, which
/// the binding parser may still end) and the parser (attribute values and escapable raw text).
enum InterpolationSplit {
  /// Where the `}}` of the interpolation whose text starts at `start` is (quotes, written or as
  /// references like `&quot;`, hide `}}` unless escaped by an odd number of `\`; after `//` the
  /// first `}}` ends it), or -1. The `}}` found may be written with references.
  static func end(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var j = start
    var quote: UInt8 = 0
    var escapes = 0
    /// Angular decodes each `&…;` up to the first `;`; one it cannot decode it keeps whole, and
    /// a `&` inside it starts nothing (`&#&quot;` stays as written): where such a run ends.
    var keptUntil = start
    /// Past a tag start (`<!`, `<b`), where Angular's markup lexer ends the interpolation's
    /// token, and until a `{{` starts another: value text, whose references that lexer decodes
    /// itself (a name of letters and digits, or `#` and hexadecimal digits, then `;`), so
    /// `&quot-&quot;` there is an `&`, `quot-` and a quote.
    var inText = false
    /// The character at `k` after decoding (a reference to one ASCII character counts as
    /// that character, one to another character as none of the characters that matter here),
    /// and its width in the file.
    func decoded(_ k: Int) -> (UInt8, Int) {
      let c = bytes[k]
      guard c == UInt8(ascii: "&"), k >= keptUntil else { return (c, 1) }
      if inText {
        guard let (text, stop) = markupReference(bytes, at: k, to: end) else { return (c, 1) }
        return (text.utf8.count == 1 ? text.utf8.first! : 0x80, stop - k)
      }
      guard let m = semicolon(bytes, after: k, to: end), m > k + 1 else { return (c, 1) }
      guard let text = ReferenceDecoding.decode(bytes, k + 1, m) else {
        keptUntil = m + 1
        return (c, 1)
      }
      return (text.utf8.count == 1 ? text.utf8.first! : 0x80, m + 1 - k)
    }
    while j < end {
      if !inText && startsTag(bytes, j, end) {
        inText = true
      } else if inText && bytes[j] == UInt8(ascii: "{") && j + 1 < end && bytes[j + 1] == UInt8(ascii: "{") {
        inText = false
      }
      let (c, width) = decoded(j)
      let next: UInt8 = j + width < end ? decoded(j + width).0 : 0
      let isQuote = c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")
      if isQuote && (quote == 0 || quote == c) && escapes % 2 == 0 {
        quote = quote == 0 ? c : 0
      } else if quote == 0 && j + 1 < end {
        if c == UInt8(ascii: "}") && next == UInt8(ascii: "}") { return j }
        if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
          var k = j + 2
          while k + 1 < end && !(bytes[k] == UInt8(ascii: "}") && bytes[k + 1] == UInt8(ascii: "}")) { k += 1 }
          return k + 1 < end ? k : -1
        }
      }
      escapes = c == UInt8(ascii: "\\") ? escapes + 1 : 0
      j += width
    }
    return -1
  }
}

extension InterpolationSplit {
  /// The `;` that ends the reference starting with the `&` at `k`, or nil. Angular decodes a
  /// reference up to the first `;`, within one token of its markup lexer, which ends an
  /// interpolation before a tag start (`<` and a letter, `/` or `!`, even inside a quote): no
  /// reference runs past one, and what follows is text, whose references the lexer decodes.
  static func semicolon(_ bytes: UnsafeBufferPointer<UInt8>, after k: Int, to end: Int) -> Int? {
    var m = k + 1
    while m < end && bytes[m] != UInt8(ascii: ";") && !startsTag(bytes, m, end) { m += 1 }
    return m < end && bytes[m] == UInt8(ascii: ";") ? m : nil
  }

  /// Just past the `{{` at `i`, each `{` written as such or as a reference that decodes to it
  /// (`&#123;`, `&lbrace;`): the binding parser reads the decoded text, where the markup lexer
  /// decoded those references as text (`a="&#123;&#123; b }}"` holds an interpolation). Nil
  /// when the two are not there.
  static func openingEnd(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, to end: Int) -> Int? {
    var k = i
    for _ in 0..<2 {
      guard k < end else { return nil }
      if bytes[k] == UInt8(ascii: "{") { k += 1; continue }
      guard bytes[k] == UInt8(ascii: "&"), let (text, stop) = markupReference(bytes, at: k, to: end), text == "{" else {
        return nil
      }
      k = stop
    }
    return k
  }

  /// The reference at the `&` at `k` as Angular's markup lexer reads it in text and values
  /// (`CharacterReference.read`), decoded, and just past it; nil when it reads none there.
  static func markupReference(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int, to end: Int) -> (text: String, end: Int)? {
    guard case .reference(let name, let stop) = CharacterReference.read(bytes, at: k, end: end) else { return nil }
    return (CharacterReference.decoded(bytes, name, whole: ByteRange(k, stop), inText: false), stop)
  }

  /// Whether `range` holds a reference that decodes to `{` (and so may open an interpolation).
  static func hasEncodedBrace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Bool {
    let end = Int(range.end)
    var k = ByteScan.firstOf(bytes, from: Int(range.start), to: end, UInt8(ascii: "&"))
    while k < end {
      if markupReference(bytes, at: k, to: end)?.text == "{" { return true }
      k = ByteScan.firstOf(bytes, from: k + 1, to: end, UInt8(ascii: "&"))
    }
    return false
  }

  /// Just past the `}}` that `end` found at `j`: each `}` written as such or as a reference that
  /// decodes to it (`&#125;`, `&rcub;`), as Angular's binding parser reads the decoded text; nil
  /// when the two are not there.
  static func closingEnd(_ bytes: UnsafeBufferPointer<UInt8>, at j: Int, to end: Int) -> Int? {
    var k = j
    for _ in 0..<2 {
      guard k < end else { return nil }
      if bytes[k] == UInt8(ascii: "}") { k += 1; continue }
      guard bytes[k] == UInt8(ascii: "&") else { return nil }
      guard let m = semicolon(bytes, after: k, to: end), ReferenceDecoding.decode(bytes, k + 1, m) == "}" else { return nil }
      k = m + 1
    }
    return k
  }
}
