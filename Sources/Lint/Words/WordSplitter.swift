/// Splits folded text into words, scalar by scalar: letters and digits make words (with the
/// orthographic forms of `WordNormalizer`), marks belong to their word, anything else ends one.
/// It also keeps whether the last word is joined to the one before by a single hyphen
/// ("Add-on"). `WordMatcher.unicodeTokens` and the Arabic-script table both split with it;
/// `WordMatcher.asciiTokens` is the same definition, shortened for ASCII bytes.
struct WordSplitter {
  /// What a scalar of folded text is to the splitter.
  enum Role {
    /// Letters the word gets instead of it (`ß` → `ss`; none for harakat and tatweel).
    case replaced([Unicode.Scalar])
    case letter
    /// A combining mark: part of the word, not a break.
    case mark
    case separator(isHyphen: Bool)
  }

  static func role(of scalar: Unicode.Scalar) -> Role {
    if let replacement = WordNormalizer.orthographic(scalar) { return .replaced(replacement) }
    let p = scalar.properties
    if p.isAlphabetic || p.numericType != nil { return .letter }
    if p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark || p.generalCategory == .enclosingMark {
      return .mark
    }
    return .separator(isHyphen: scalar == "-" || scalar.value == 0x2010 || scalar.value == 0x2011)
  }

  private(set) var tokens: [String] = []
  private var current: [UInt8] = []
  private var separators = 0
  private var hyphenOnly = true
  private(set) var lastIsCompound = false

  /// Makes room for a word of up to `bytes` bytes and for a few words at once: grown from
  /// empty, the word's bytes and the words were each moved once or twice per text.
  mutating func reserveCapacity(wordBytes bytes: Int) {
    current.reserveCapacity(bytes)
    tokens.reserveCapacity(4)
  }

  /// Splits at `scalar` as its role says.
  mutating func take(_ scalar: Unicode.Scalar) {
    switch Self.role(of: scalar) {
    case .replaced(let letters): for letter in letters { append(letter) }
    case .letter: append(scalar)
    case .mark: break
    case .separator(let isHyphen): separate(isHyphen: isHyphen)
    }
  }

  /// Adds a letter to the current word.
  mutating func append(_ letter: Unicode.Scalar) {
    startLetter()
    UTF8.encode(letter) { current.append($0) }
  }

  /// Adds a letter's UTF-8 bytes to the current word.
  mutating func append(_ letter: UnsafeBufferPointer<UInt8>) {
    startLetter()
    current.append(contentsOf: letter)
  }

  private mutating func startLetter() {
    guard current.isEmpty else { return }
    lastIsCompound = !tokens.isEmpty && separators == 1 && hyphenOnly
    separators = 0
    hyphenOnly = true
  }

  /// Ends the current word at a separator.
  mutating func separate(isHyphen: Bool) {
    if !current.isEmpty {
      tokens.append(String(decoding: current, as: UTF8.self))
      current.removeAll(keepingCapacity: true)
    }
    separators += 1
    if !isHyphen { hyphenOnly = false }
  }

  /// The words, and whether the last is a hyphenated compound's.
  mutating func finish() -> (tokens: [String], lastIsCompound: Bool) {
    if !current.isEmpty {
      tokens.append(String(decoding: current, as: UTF8.self))
      current.removeAll()
    }
    return (tokens, lastIsCompound)
  }
}
