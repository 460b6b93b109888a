import Foundation

/// Foundation's folding (case, diacritics, width) of text written only with characters of
/// Latin-1 (U+0000…U+00FF: English, Spanish, French, German, Portuguese, Italian), put together
/// from the folding of each character, which Foundation works out once per process. Folding a
/// whole string through Foundation costs thousands of instructions; the words of a Spanish
/// label need a table lookup per character. Text with any other character returns nil and is
/// folded by Foundation (`Latin1FoldingTests` checks the two agree on every pair of Latin-1
/// characters).
enum Latin1Folding {
  static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

  /// table[c]: the folding of the character U+00cc alone.
  static let table: [String] = (0...255).map { value in
    String(Character(Unicode.Scalar(UInt8(value)))).folding(options: options, locale: nil)
  }

  static func fold(_ text: String) -> String? {
    let table = table
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard scalar.value < 256 else { return nil }
      out += table[Int(scalar.value)]
    }
    return out
  }

  /// What `uncachedTokens` splits into words: the Latin-1 table's folding, or Foundation's.
  static func folded(_ text: String) -> String {
    fold(text) ?? text.folding(options: options, locale: nil)
  }
}
