/// Whether a text can hold an entry of a word list at all, told from its own bytes before it is
/// folded: folding and stemming a text costs thousands of instructions, and most labels hold
/// no word of the list ("Perfil de usuario 12" and no state word).
///
/// An entry matches where a word of the text, stemmed by the entry's language, is the entry's
/// first token. Every stemmer but Portuguese only removes letters from the end of a word, and
/// Portuguese replaces at most its last two letters, keeping the first three of a stem of five
/// letters or more (`WordNormalizer.stem`): so a word can begin an entry only when it begins
/// with that part of some first token, and is at most as long as a word that stems to it can be
/// (`longestWord(stemmingTo:)`: four letters longer, two for a token of three letters, none for
/// a shorter one). The test reads the words of text written with Latin-1
/// (ASCII, or Latin-1 characters that fold to ASCII, through `Latin1Folding`'s table, as
/// `WordMatcher.uncachedTokens` folds them), and of text written with ASCII and the Arabic block
/// (`mayMatchArabicScript`), and says "may match" for any other text.
struct FirstTokenPrefixes: Sendable {
  /// For each beginning of a first token (its letters and digits as base-36 digits,
  /// `classes`: the three-letter ones first, then the two-letter ones, of first tokens of two
  /// letters or a Portuguese stem of four, at `pairs`, the one-letter ones at `singles`), the
  /// longest word that can stem to a token beginning so (`longestWord(stemmingTo:)` of each
  /// such token); 0 for no token. A slot also holds what its shorter beginnings hold
  /// (a three-letter slot its pair's and its letter's, a pair its letter's): a word is tested
  /// against the one slot of its own beginning.
  private let longest: [UInt8]
  /// A first token with no letter known (cannot happen with the shipped lists): every text
  /// may match.
  private let matchesEverything: Bool
  /// For words past ASCII (Arabic-script text: `mayMatchArabicScript`): a bit per hash of the
  /// first `k` scalars (`beginningKey`) of every first token, `k` being one, two or three as
  /// for `longest` (bits `(k - 1) * beginningBitCount` on). A clear bit says no first token
  /// begins so.
  private let beginnings: [UInt64]
  private static let beginningBits = 15
  private static let beginningBitCount = 1 << beginningBits

  private static let pairs = 36 * 36 * 36
  private static let singles = pairs + 36 * 36
  /// The most letters a stemmer takes off a word (French `activées` → `activ`; Arabic takes
  /// four, from Arabic words only, which are not tested).
  private static let removable = 4

  /// The most letters a word can have whose stem is a token of `count` letters. A stemmer
  /// changes only a word of four letters or more and leaves at least three (`WordNormalizer.stem`):
  /// only English takes a word to three letters (`boxes` → `box`, `cats` → `cat`), and every
  /// other stem it changes keeps four or more. So a token of one or two letters comes only from
  /// itself ("an", "on", from no longer word), one of three from a word at most two letters
  /// longer.
  static func longestWord(stemmingTo count: Int) -> Int {
    switch count {
    case ...2: return count
    case 3: return 5
    default: return count + removable
    }
  }

  /// Each byte of folded text as the scanner reads it: a letter (lowercased) or digit as its
  /// base-36 digit, `separator` for any other ASCII byte (words end there), `other` for a byte
  /// past ASCII. (A letter or digit is below 36: one compare tells it from both.)
  private static let classes: [UInt8] = (0...255).map { byte -> UInt8 in
    switch byte {
    case 0x30...0x39: return UInt8(byte - 0x30)
    case 0x41...0x5A: return UInt8(byte - 0x41 + 10)
    case 0x61...0x7A: return UInt8(byte - 0x61 + 10)
    case 0x80...: return other
    default: return separator
    }
  }
  private static let separator: UInt8 = 36
  private static let other: UInt8 = 0xFF
  /// `classes`, held by each value: the static is reached through a once-token check and
  /// retained around every read, for each text tested (a rule tests every label).
  private let byteClasses: [UInt8] = FirstTokenPrefixes.classes

  /// `firstTokens`: each entry's first token (folded and stemmed) and its stemmer.
  init(_ firstTokens: [(token: String, stemmer: WordNormalizer.Stemmer)]) {
    var longest = [UInt8](repeating: 0, count: Self.singles + 36)
    var matchesEverything = false
    var beginnings = [UInt64](repeating: 0, count: 3 * Self.beginningBitCount / 64)
    for (token, stemmer) in firstTokens {
      // (Every first token, in scalars: a word past ASCII may begin one of either kind.)
      let scalars = token.unicodeScalars.map(\.value)
      let keptScalars = min(3, stemmer == .pt && scalars.count == 4 ? 2 : scalars.count)
      if keptScalars > 0 {
        let bit = Self.beginningBit(scalars[0], keptScalars > 1 ? scalars[1] : 0, keptScalars > 2 ? scalars[2] : 0, count: keptScalars)
        beginnings[bit >> 6] |= 1 << UInt64(bit & 63)
      }
      let classes = token.utf8.map { Self.classes[Int($0)] }
      // (Lowercase letters and digits only: a token past ASCII only matches a word past ASCII,
      // which is not tested.)
      guard token.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) }) else { continue }
      let kept = stemmer == .pt && classes.count == 4 ? 2 : classes.count
      let prefix = classes.prefix(min(3, kept)).map { Int($0) }
      let slot: Int
      switch prefix.count {
      case 0: matchesEverything = true; continue
      case 1: slot = Self.singles + prefix[0]
      case 2: slot = Self.pairs + prefix[0] * 36 + prefix[1]
      default: slot = (prefix[0] * 36 + prefix[1]) * 36 + prefix[2]
      }
      let length = UInt8(min(255, Self.longestWord(stemmingTo: classes.count)))
      longest[slot] = max(longest[slot], length)
      // (The slots of the longer beginnings under a letter or a pair, for the few first tokens
      // that short: 1,332 or 36.)
      if prefix.count == 1 {
        Self.raise(&longest, Self.pairs + prefix[0] * 36, 36, to: length)
        Self.raise(&longest, prefix[0] * 1296, 1296, to: length)
      }
      if prefix.count == 2 { Self.raise(&longest, (prefix[0] * 36 + prefix[1]) * 36, 36, to: length) }
    }
    self.longest = longest
    self.matchesEverything = matchesEverything
    self.beginnings = beginnings
  }

  /// The bit of `beginnings` for a word's first `count` scalars (`count` from 1 to 3; the
  /// scalars past `count` are 0).
  @inline(__always) private static func beginningBit(_ a: UInt32, _ b: UInt32, _ c: UInt32, count: Int) -> Int {
    let key = UInt64(a) | UInt64(b) << 21 | UInt64(c) << 42
    let hash = (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - beginningBits)
    return (count - 1) * beginningBitCount + Int(hash)
  }

  /// Raises `count` slots from `first` to at least `length`.
  private static func raise(_ longest: inout [UInt8], _ first: Int, _ count: Int, to length: UInt8) {
    for slot in first..<first + count where longest[slot] < length { longest[slot] = length }
  }

  /// False only when no word of `text` can begin an entry.
  func mayMatch(_ text: String) -> Bool {
    if matchesEverything { return true }
    // (A native string's bytes are lent where they are, without the mutable copy, and its
    // retain, that `withUTF8` needs; any other string is read through `withUTF8`.)
    if let lent = text.utf8.withContiguousStorageIfAvailable({ bytes in mayMatch(bytes) ?? mayMatchArabicScript(bytes) }) {
      return lent
    }
    var text = text
    return text.withUTF8 { bytes in mayMatch(bytes) ?? mayMatchArabicScript(bytes) }
  }

  /// The words of folded text, read a byte at a time: each word's first three letters, as
  /// base-36 digits, and its length. (`longest` is read through a pointer, as are the byte
  /// classes: a label's every byte is looked up in both, and an array checks each index.)
  private struct Words {
    let longest: UnsafeBufferPointer<UInt8>
    var word = 0
    var length = 0

    /// Reads a byte's class (not `other`); true when it ends a word that may begin an entry.
    @inline(__always) mutating func take(_ byteClass: UInt8) -> Bool {
      guard byteClass != separator else { return end() }
      // (Wrapping: `word` holds at most three digits, and `length` counts the text's bytes.)
      if length < 3 { word = word &* 36 &+ Int(byteClass) }
      length &+= 1
      return false
    }

    /// Ends the current word; true when it may begin an entry. (Inlined: it is called at every
    /// word's end, and a call of its own cost about a third of it.)
    @inline(__always) mutating func end() -> Bool {
      defer { word = 0; length = 0 }
      switch length {
      case 0: return false
      case 1: return has(singles + word)
      case 2: return has(pairs + word)
      default: return has(word)
      }
    }

    /// Whether the ASCII word at `range` (letters and digits only, not empty) may begin an
    /// entry, as `take` for each of its bytes and then `end` say: its first three classes read
    /// once it has ended.
    @inline(__always) mutating func ends(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, classes: UnsafeBufferPointer<UInt8>) -> Bool {
      let start = range.lowerBound
      length = range.upperBound &- range.lowerBound  // (not empty: no overflow)
      word = Int(classes[Int(bytes[start])])
      if length > 1 { word = word &* 36 &+ Int(classes[Int(bytes[start &+ 1])]) }
      if length > 2 { word = word &* 36 &+ Int(classes[Int(bytes[start &+ 2])]) }
      return end()
    }

    /// Whether a word of `length` letters beginning as `slot` says can stem to a first token.
    @inline(__always) private func has(_ slot: Int) -> Bool { length <= Int(longest[slot]) }
  }

  /// nil for text past Latin-1.
  private func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    longest.withUnsafeBufferPointer { longest in
      byteClasses.withUnsafeBufferPointer { classes in Self.mayMatch(bytes, classes: classes, longest: longest) }
    }
  }

  /// The ASCII scan: a byte inside a word costs a class lookup and two compares, and a word's
  /// first three letters are read once it ends. At the first byte past ASCII the scan hands its
  /// word, and the rest of the text, to `mayMatchFolding`. (Nearly every label is ASCII.)
  private static func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>,
                               longest: UnsafeBufferPointer<UInt8>) -> Bool? {
    var words = Words(longest: longest)
    var start = 0  // the current word's first byte
    var i = 0
    while i < bytes.count {
      let byteClass = classes[Int(bytes[i])]
      // (A letter or digit is a class below 36: one compare tells it from `separator` and `other`.)
      if byteClass >= 36 {
        if byteClass == other { return mayMatchFolding(bytes, from: start, classes: classes, longest: longest) }
        if i > start && words.ends(bytes, start..<i, classes: classes) { return true }
        start = i + 1
      }
      i += 1
    }
    return start < bytes.count && words.ends(bytes, start..<bytes.count, classes: classes)
  }

  /// The scan from `start` (the beginning of a word) with text past ASCII: each byte's class
  /// read as the word goes, Latin-1 characters folded.
  private static func mayMatchFolding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                      classes: UnsafeBufferPointer<UInt8>, longest: UnsafeBufferPointer<UInt8>) -> Bool? {
    var words = Words(longest: longest)
    var i = start
    while i < bytes.count {
      let byteClass = classes[Int(bytes[i])]
      if byteClass != other {
        if words.take(byteClass) { return true }
        i += 1
        continue
      }
      // A Latin-1 character, folded as `WordMatcher.uncachedTokens` folds it; past Latin-1: the
      // text is read again by `mayMatchArabicScript`; folded to more than ASCII: not tested.
      guard let value = ShortScalars.next(bytes, &i, leads: 0xC2...0xC3) else { return nil }
      let table = Latin1Folding.table
      for k in table.starts[value]..<table.starts[value + 1] {
        let foldedClass = classes[Int(table.bytes[k])]
        if foldedClass == other { return true }
        if words.take(foldedClass) { return true }
      }
    }
    return words.end()
  }

  /// Text of ASCII and the Arabic block (Arabic, Persian, Urdu labels), split into words as
  /// `ArabicScriptTokens` splits and folds it (its table, read without making the words), each
  /// word tested by its first scalars: true for any other text. A word can begin an entry only
  /// when its stem under the entry's language is the entry's first token. Every stemmer keeps
  /// the word's beginning (the first three scalars, two for a Portuguese stem of four: as for
  /// `longest`) but the Arabic one, which may also take off the article `ال` first: so a word
  /// past ASCII is tested by its own beginning and, after `ال`, by the beginning of the rest. An
  /// ASCII word is tested as the Latin-1 scan tests it.
  private func mayMatchArabicScript(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    longest.withUnsafeBufferPointer { longest in
      beginnings.withUnsafeBufferPointer { beginnings in
        var word = WordBeginning()
        let walk = ArabicScriptTokens.Program.shared.walk(bytes) { _, scalar in
          word.append(scalar)
          return true
        } separator: { _ in
          // (Stops at the first word that may begin an entry.)
          if word.mayBegin(longest: longest, beginnings: beginnings) { return false }
          word = WordBeginning()
          return true
        }
        // (Text the table cannot read is not judged.)
        return walk != .finished || word.mayBegin(longest: longest, beginnings: beginnings)
      }
    }
  }

  /// The first five scalars of a word of `mayMatchArabicScript` and its length.
  private struct WordBeginning {
    /// The first five scalars, 21 bits each (0 past the word's end): the first three in
    /// `firstThree`, from its low bits, the next two in `nextTwo`. (Two words in registers,
    /// added to with a shift: a tuple was written through a switch on the count, a jump
    /// through a table for every letter.)
    var firstThree: UInt64 = 0
    var nextTwo: UInt64 = 0
    var count = 0
    var isASCII = true

    @inline(__always) mutating func append(_ scalar: UInt32) {
      if count < 3 {
        firstThree |= UInt64(scalar) << UInt64(21 &* count)
      } else if count < 5 {
        nextTwo |= UInt64(scalar) << UInt64(21 &* (count &- 3))
      }
      if scalar >= 0x80 { isASCII = false }
      count &+= 1
    }

    /// Scalar `n` of the word (`n` below five; 0 past its end).
    @inline(__always) func scalar(_ n: Int) -> UInt32 {
      let bits = n < 3 ? firstThree >> UInt64(21 &* n) : nextTwo >> UInt64(21 &* (n &- 3))
      return UInt32(truncatingIfNeeded: bits & 0x1F_FFFF)
    }

    /// Whether the word may begin an entry (false for no word).
    func mayBegin(longest: UnsafeBufferPointer<UInt8>, beginnings: UnsafeBufferPointer<UInt64>) -> Bool {
      guard count > 0 else { return false }
      if isASCII {
        // (Folded: lowercase letters and digits. Anything else is not judged.)
        var words = Words(longest: longest)
        for n in 0..<min(3, count) {
          let byteClass = FirstTokenPrefixes.classes[Int(scalar(n))]
          guard byteClass < 36 else { return true }
          words.word = words.word * 36 + Int(byteClass)
        }
        words.length = count
        return words.end()
      }
      if begins(scalar(0), scalar(1), scalar(2), count: count, beginnings) { return true }
      // ا ل: the article the Arabic stemmer takes off a word of four letters or more.
      return count >= 4 && scalar(0) == 0x0627 && scalar(1) == 0x0644
        && begins(scalar(2), scalar(3), scalar(4), count: count - 2, beginnings)
    }

    /// Whether a first token begins as a word of `count` scalars beginning `a`, `b`, `c` may:
    /// its first one, two or three scalars.
    private func begins(_ a: UInt32, _ b: UInt32, _ c: UInt32, count: Int, _ beginnings: UnsafeBufferPointer<UInt64>) -> Bool {
      for k in 1...min(3, count) {
        let bit = FirstTokenPrefixes.beginningBit(a, k > 1 ? b : 0, k > 2 ? c : 0, count: k)
        if beginnings[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { return true }
      }
      return false
    }
  }
}
