/// How words are compared: the spelling people write folded to one form, so that a list entry
/// matches its inflections and its other spellings without listing them.
///
/// Two steps, applied alike to list entries and to the text being checked:
///
/// 1. **Orthography** (every token, any language; done while tokenizing): lowercase, Latin
///    diacritics removed, `ß` → `ss`; in Arabic script the harakat, shadda and tatweel are
///    dropped, the alef forms `أ إ آ ٱ` become `ا`, `ى` and `ی` become `ي`, `ؤ` → `و`,
///    `ئ` → `ي`, and `ة` → `ه`.
/// 2. **Inflection** (per language, on each folded token): a light suffix folding that maps the
///    plural and gender forms of a word to one stem. It is a stemmer for matching, not for
///    linguistics: two forms only need to fold to the same string. A short word is left alone,
///    so "más", "ok", "on" or "تم" are never cut. See `stem(_:_:)` for the rules.
public enum WordNormalizer {
  /// The inflection rules a list entry is folded with: one per shipped language, and `exact`
  /// for words added in `.linter.yml` and for languages without rules.
  public enum Stemmer: Int, Sendable, CaseIterable {
    case exact, es, en, ar, fr, de, pt, it

    public init(language: String) {
      switch language.lowercased() {
      case "es": self = .es
      case "en": self = .en
      case "ar": self = .ar
      case "fr": self = .fr
      case "de": self = .de
      case "pt": self = .pt
      case "it": self = .it
      default: self = .exact
      }
    }
  }

  /// The stem of a folded token (`WordMatcher.tokens` output) under one language's rules.
  ///
  /// - es: a final `s` goes, then a final `a`, `o` or `e` (`activadas`, `activados`,
  ///   `activada`, `activado` → `activad`; `botones`, `botón` → `boton`).
  /// - pt: `-ões`/`-ães` → `-ão`, `-ns` → `-m`, then as Spanish (`desativadas` → `desativad`,
  ///   `botões` → `bota` like `botão`).
  /// - it: a final vowel goes, then an `i` left before it (`attivate`, `attivati`, `attivato`
  ///   → `attivat`; `dettaglio`, `dettagli` → `dettagl`).
  /// - fr: a final `s`/`x`, up to two final `e`, then an `s` left before them (`activées`,
  ///   `activés`, `activée`, `activé` → `activ`; `requise`, `requis` → `requi`).
  /// - de: one ending of `-en -em -er -es -e -s` (`aktivierte`, `aktiviertes`, `aktivierten`,
  ///   `aktivierter` → `aktiviert`; `Schaltflächen` like `Schaltfläche`).
  /// - en: a plural `s` (`buttons` → `button`), `es` after `x`, `ch`, `sh`, `ss`.
  /// - ar: the article `ال`, then a plural `ات` or a final `ه` (from `ة`): `مفعلة`, `مفعّل` →
  ///   `مفعل`; `الزر` → `زر`.
  ///
  /// The letter counts below are minimum lengths that keep a stem of three or four letters; a
  /// word of four letters keeps its final `s` ("mais" is not "Mai", "plus" stays "plus").
  public static func stem(_ token: String, _ stemmer: Stemmer) -> String {
    // Fast path: most tokens end in a letter no rule of their language removes.
    guard let tail = lastScalar(of: token), mayStem(endingIn: tail, stemmer) else { return token }
    return stemmed(token, stemmer)
  }

  /// `stem` for a token `mayStem` lets the stemmer change (callers that asked it already
  /// come here, not asking again).
  static func stemmed(_ token: String, _ stemmer: Stemmer) -> String {
    // Code points, compared with ASCII suffixes without building strings or arrays for them.
    var s = token.unicodeScalars.map(\.value)
    guard s.count >= 3 else { return token }
    let original = s.count
    func ends(_ suffix: StaticString) -> Bool {
      let n = suffix.utf8CodeUnitCount
      guard s.count >= n else { return false }
      let p = suffix.utf8Start
      for k in 0..<n where s[s.count - n + k] != UInt32(p[k]) { return false }
      return true
    }
    func last(in set: StaticString) -> Bool {
      guard let b = s.last else { return false }
      let p = set.utf8Start
      for k in 0..<set.utf8CodeUnitCount where UInt32(p[k]) == b { return true }
      return false
    }
    func drop(_ n: Int) { s.removeLast(n) }

    switch stemmer {
    case .exact:
      break
    case .es:
      if s.count >= 5 && last(in: "s") { drop(1) }
      if s.count >= 5 && last(in: "aoe") { drop(1) }
    case .pt:
      if s.count >= 5 && (ends("oes") || ends("aes")) {
        drop(3); s += [0x61, 0x6F]  // "ao"
      } else if s.count >= 5 && ends("ns") {
        drop(2); s.append(0x6D)  // "m"
      }
      if s.count >= 5 && last(in: "s") { drop(1) }
      if s.count >= 5 && last(in: "aoe") { drop(1) }
    case .it:
      if s.count >= 5 && last(in: "aeio") {
        drop(1)
        if s.count >= 5 && last(in: "i") { drop(1) }
      }
    case .fr:
      if s.count >= 5 && last(in: "sx") { drop(1) }
      for _ in 0..<2 where s.count >= 5 && last(in: "e") { drop(1) }
      if s.count >= 5 && s.count < original && last(in: "s") { drop(1) }
    case .de:
      if s.count >= 6 && (ends("en") || ends("em") || ends("er") || ends("es")) {
        drop(2)
      } else if s.count >= 5 && last(in: "e") {
        drop(1)
      } else if s.count >= 5 && last(in: "s") && !ends("ss") {
        drop(1)
      }
    case .en:
      if s.count >= 5 && (ends("xes") || ends("ches") || ends("shes") || ends("sses")) {
        drop(2)
      } else if s.count >= 4 && last(in: "s") && !ends("ss") && !ends("us") && !ends("is") {
        drop(1)
      }
    case .ar:
      // ا ل: the definite article, when a word of two letters or more follows.
      if s.count >= 4 && s[0] == 0x0627 && s[1] == 0x0644 { s.removeFirst(2) }
      if s.count >= 5 && s[s.count - 2] == 0x0627 && s[s.count - 1] == 0x062A {
        drop(2)  // ات: feminine plural
      } else if s.count >= 3 && s[s.count - 1] == 0x0647 {
        drop(1)  // ه (ة folded): feminine ending
      }
    }
    if s.count == original { return token }
    // (Encoded to UTF-8 directly: appending to a `String.UnicodeScalarView` costs far more.)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.count * 2)
    for value in s {
      guard let scalar = Unicode.Scalar(value) else { continue }
      UTF8.encode(scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `stemmer` may change a token whose last scalar is `tail`: false for most tokens,
  /// which end in a letter no rule of their language removes (`stem` returns them as they are).
  static func mayStem(endingIn tail: Unicode.Scalar, _ stemmer: Stemmer) -> Bool {
    switch stemmer {
    case .exact: return false
    case .es, .pt: return tail == "s" || tail == "a" || tail == "o" || tail == "e"
    case .it: return tail == "a" || tail == "e" || tail == "i" || tail == "o"
    case .fr: return tail == "s" || tail == "x" || tail == "e"
    case .de: return tail == "n" || tail == "m" || tail == "r" || tail == "s" || tail == "e"
    case .en: return tail == "s"
    case .ar: return tail.value >= 0x0600 && tail.value <= 0x06FF
    }
  }

  /// The last scalar of a token, read from its last byte when that is ASCII (nearly every
  /// token) rather than by walking the scalars back from the end.
  static func lastScalar(of token: String) -> Unicode.Scalar? {
    guard let byte = token.utf8.last else { return nil }
    return byte < 0x80 ? Unicode.Scalar(byte) : token.unicodeScalars.last
  }

  /// The orthographic form of one Arabic-script or German letter (step 1), or nil when the
  /// scalar is kept as it is. Returns an empty array for a scalar that is dropped.
  @inline(__always)
  static func orthographic(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    switch scalar.value {
    case 0x00DF, 0x1E9E: return ["s", "s"]              // ß ẞ
    case 0x0622, 0x0623, 0x0625, 0x0671, 0x0672, 0x0673: return ["\u{0627}"]  // آ أ إ ٱ ٲ ٳ → ا
    case 0x0649, 0x06CC, 0x0626: return ["\u{064A}"]    // ى ی ئ → ي
    case 0x0624: return ["\u{0648}"]                    // ؤ → و
    case 0x0629: return ["\u{0647}"]                    // ة → ه
    case 0x0640: return []                              // tatweel
    case 0x064B...0x065F, 0x0670: return []             // harakat, shadda, sukun, dagger alef
    default: return nil
    }
  }
}
