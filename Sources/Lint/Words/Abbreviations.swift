/// Words written with a full stop that does not end a sentence: abbreviations ("etc.", "Inc.",
/// "S.A.", "feat.", "inkl."), initials, and ordinals ("1. Klasse", German and other languages
/// that write ordinals with a full stop). `label-too-long` does not split a sentence there and
/// `label-trailing-punctuation` does not take the stop away ("Mercadona S.A.").
enum Abbreviations {
  /// Common abbreviations that end in a full stop (titles, company forms, "etc.", units, months),
  /// compared folded (without case and accents).
  static let words: Set<String> = [
    // titles
    "dr", "dra", "sr", "sra", "srta", "mr", "mrs", "ms", "st", "prof", "ing", "lic", "jr", "mme", "mlle", "hr", "fr",
    "dott", "sig", "sen", "rev", "gen", "col", "capt", "lt",
    // company forms and addresses
    "inc", "ltd", "ltda", "co", "corp", "cia", "cie", "hnos", "hno", "av", "avda", "str", "dept", "apt", "bldg",
    // in running text
    "etc", "vs", "approx", "aprox", "ca", "no", "nr", "num", "pag", "ud", "uds", "feat", "ft", "vol", "ed",
    "incl", "inkl", "exkl", "zzgl", "bzw", "usw", "ggf", "evtl", "ecc", "cf", "tel", "ref", "min", "max", "seg",
    "vd", "vds", "kap", "bd", "hrsg", "cap",
    // months
    "ene", "feb", "mar", "abr", "jun", "jul", "ago", "sep", "sept", "oct", "nov", "dic", "jan", "apr", "aug",
    "dec", "janv", "fevr", "avr", "juil", "dez", "okt", "mai", "giu", "lug", "set", "ott",
  ]

  /// Whether the full stop right after `before` may end a sentence: not after an abbreviation
  /// or a one-letter word ("e.g.", "S.A.", initials), and, when `after` (the next character
  /// that is not a space) is known, not after a number of one or two digits (an ordinal) nor
  /// before a digit or a lowercase letter.
  static func mayEndSentence(before: ArraySlice<Unicode.Scalar>, after: Unicode.Scalar? = nil) -> Bool {
    if let after, after.properties.numericType != nil || after.properties.isLowercase { return false }
    var word = String.UnicodeScalarView()
    for s in before.reversed() {
      guard s.properties.isAlphabetic || s.properties.numericType != nil else { break }
      word.insert(s, at: word.startIndex)
    }
    guard let token = WordMatcher.tokens(String(word)).last else { return true }
    // (An ordinal is followed by what it counts: a number ends a label with a real stop, "Paso 3.".)
    if token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return after == nil || token.utf8.count > 2 }
    return !(token.count == 1 || words.contains(token))
  }
}
