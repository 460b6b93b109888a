import TemplateSyntax

/// Where an element's name comes from.
public enum NameOrigin: Sendable, Equatable {
  case label
  case content
  case placeholder
  /// The combined names of what an `accessible="true"` element swallows.
  case group
}

public enum AccessibleName: Sendable, Equatable {
  /// No name at all.
  case none
  /// A constant name.
  case known(String, NameOrigin)
  /// A name the linter cannot know (a binding, an interpolation, projected content, an
  /// unmapped component's content, text inside a block).
  case dynamic(NameOrigin)
  /// A constant name with nothing readable in it: only icon-font glyphs (private-use
  /// characters), symbols, emoji or punctuation. Screen readers announce nothing useful, so it
  /// is no name.
  case unreadable(String, NameOrigin)

  /// A name that is announced: known and readable, or unknown (given the benefit of the doubt).
  public var exists: Bool {
    switch self {
    case .none, .unreadable: return false
    case .known, .dynamic: return true
    }
  }
  public var text: String? { if case .known(let s, _) = self { return s }; return nil }
  public var origin: NameOrigin? {
    switch self {
    case .none: return nil
    case .known(_, let o), .dynamic(let o), .unreadable(_, let o): return o
    }
  }

  /// A known constant name, classified: readable text is `.known`, text with no letter or
  /// digit is `.unreadable`, nothing is `.none`.
  public static func constant(_ text: String, _ origin: NameOrigin) -> AccessibleName {
    if text.isEmpty { return .none }
    return isReadable(text) ? .known(text, origin) : .unreadable(text, origin)
  }

  /// `constant(collapseWhitespace(text), origin)` with the text's bytes read in one place (a
  /// label, a placeholder, content that is one literal): whether it is readable is told from the
  /// text as written, since White_Space is no letter or digit and collapsing it changes nothing
  /// there.
  static func collapsing(_ text: String, _ origin: NameOrigin) -> AccessibleName {
    let named = text.utf8.withContiguousStorageIfAvailable { bytes -> AccessibleName in
      let name = collapsedWhitespace(bytes) ?? text
      if name.isEmpty { return .none }
      return asciiReadability(bytes) ?? hasLetterOrDigitScalar(name) ? .known(name, origin) : .unreadable(name, origin)
    }
    return named ?? constant(collapseWhitespace(text), origin)
  }

  /// A private-use character: what icon fonts draw their glyphs with.
  public static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
    (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
  }

  /// Whether a text has something a screen reader reads as words: a letter or a digit.
  /// Icon-font glyphs (private-use characters), symbols, emoji, punctuation and marks alone
  /// are not.
  public static func isReadable(_ text: String) -> Bool {
    // (Most names are ASCII words: their bytes answer, with no scalar decoded. Only a text with
    // no ASCII letter or digit and some other byte is read scalar by scalar.)
    if let answer = text.utf8.withContiguousStorageIfAvailable(asciiReadability), let known = answer { return known }
    return hasLetterOrDigitScalar(text)
  }

  /// `isReadable` read scalar by scalar. (A function of its own, not inlined: the scalar
  /// properties it reads are set up only when it runs, not on every name the bytes answer.)
  @inline(never) private static func hasLetterOrDigitScalar(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        let v = scalar.value
        if (v >= 0x30 && v <= 0x39) || (v | 0x20 >= 0x61 && v | 0x20 <= 0x7A) { return true }
        continue
      }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
           .decimalNumber, .letterNumber, .otherNumber:
        return true
      default:
        continue
      }
    }
    return false
  }

  /// `isReadable` from the bytes of a UTF-8 text: true when one is an ASCII letter or digit
  /// (in UTF-8 an ASCII byte is always an ASCII character), false when none is and every byte
  /// is ASCII, nil when none is but another byte may start a letter.
  /// (Always inlined into its two callers: a call was about a quarter of its cost, most names
  /// being answered at their first letter.)
  @inline(__always) private static func asciiReadability(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var allASCII = true
    for b in bytes {
      if b >= 0x80 { allASCII = false; continue }
      if (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) { return true }
    }
    return allASCII ? false : nil
  }
}
