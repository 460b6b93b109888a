import AccessibilityModel
import TemplateSyntax

/// A hint carrying information rather than an outcome.
struct HintEssentialInformationRule: ElementRule {
  static let description = RuleDescription(
    id: "hint-essential-information",
    summary: "Hint carries essential information",
    rationale: "Users can switch hints off, so everything in a hint must be dispensable. A requirement, an error, a price or a date put in the hint is lost for them and heard last by everyone else. Put it in the label or the value, or announce it; keep the hint for what acting does. WCAG 2.2: 3.3.2 Labels or Instructions (https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html); 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "hints"])

  static let interest = ElementInterest.writing(.accessibilityHint)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Lent: `LentProp`.)
    guard let hint = LentProp(element.spokenHint) else { return }
    hint.read { check(element, hint: $0, context, &sink) }
  }

  /// The element's spoken hint `hint`.
  @inline(__always)
  private func check(_ element: AXElement, hint: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    // A constant hint with no word of either hint rule's list and only ASCII bytes, none a digit
    // or '$' (nearly every hint), has no cue: told on its bytes lent where the prop keeps them,
    // before the value's payload is copied out and the scan below set up with its lists.
    if context.file.hintHoldsNoListWord(elementAt: element.index, hint),
       hint.withStringUTF8({ NumberCues.asciiDigitOrDollar($0) == .noDigitOrDollar }) == true {
      return
    }
    // A constant hint (nearly every one) is read where the prop holds it: one without a cue is
    // passed over without making its candidates (a copy of the value and of the candidate).
    // One with a cue, and any other value, is read through the candidates, which word the finding.
    // (Most hints hold no word of either hint rule's list: told by one scan for both rules,
    // `hintHoldsNoListWord`, and then only their numbers and currency signs are read.)
    if case .string(let text) = hint.value {
      let wordLists = context.file.wordLists
      let list = wordLists.hintHoldsNoListWord(elementAt: element.index, text) ? nil : wordLists.essential
      var scan = CueScan()
      scan.read(text, context.words, essential: list)
      if scan.isEmpty { return }
    }
    let essential = context.file.wordLists.essential
    let candidates = TextCandidate.of(hint.value)
    var bad: [(shown: String, cues: [String])] = []
    for candidate in candidates {
      let cues = Self.cues(in: candidate.constantParts, context.words, essential: essential)
      if !cues.isEmpty { bad.append((candidate.shown, cues)) }
    }
    guard !bad.isEmpty else { return }
    let subject: String
    if candidates.count == 1 {
      subject = "hint carries essential information (\(Messages.list(bad[0].cues)))"
    } else {
      let listed = Messages.list(bad.map { "\($0.shown) (\(Messages.list($0.cues)))" })
      subject = "hint \(bad.count > 1 ? "alternatives" : "alternative") \(listed) \(bad.count > 1 ? "carry" : "carries") essential information"
    }
    sink.report(hint.valueRange,
                "\(subject): users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does")
  }

  /// What makes a text essential: a digit, a currency sign, a requirement or error word.
  static func cues(in parts: OneOrMany<String>, _ words: WordMatcher) -> [String] {
    cues(in: parts, words, essential: words.list(.essential))
  }

  /// `cues(in:_:)` with the essential words' list looked up before (once per file); nil for
  /// text known to hold none of its words (only numbers and currency signs are read).
  static func cues(in parts: OneOrMany<String>, _ words: WordMatcher, essential: WordMatcher.List?) -> [String] {
    var scan = CueScan()
    for part in parts { scan.read(part, words, essential: essential) }
    return scan.cues
  }
}

/// The cues of `HintEssentialInformationRule.cues(in:_:essential:)`, gathered part by part (a
/// constant hint, nearly every one, is read by itself: no collection of parts is made for it).
private struct CueScan {
  private var digit = false
  private var currency = false
  private var found: [String] = []

  /// Reads one part; `essential` nil for text known to hold none of its words.
  mutating func read(_ part: String, _ words: WordMatcher, essential: WordMatcher.List?) {
    var scan = NumberCues()
    // (An ASCII text, nearly every hint, is read a byte at a time in place; other text a
    // scalar at a time.)
    if !scan.readASCII(part) {
      for scalar in part.unicodeScalars { scan.take(scalar) }
    }
    if scan.digit { digit = true }
    if scan.currency { currency = true }
    guard let essential else { return }
    for word in words.matches(essential, in: part) where !found.contains(word) { found.append(word) }
  }

  /// Whether nothing was found (`cues` is empty).
  var isEmpty: Bool { found.isEmpty && !digit && !currency }

  /// The words found, quoted, then "a number" and "a currency sign".
  var cues: [String] {
    var out = found.map { "'\($0)'" }
    if digit { out.append("a number") }
    if currency { out.append("a currency sign") }
    return out
  }
}

/// Whether a text tells a number (a digit in a word that begins with a digit) and whether it
/// holds a currency sign, read a character at a time. A digit in a word that begins with a
/// letter is part of a name ("MP3", "H2O", "A4", "iPhone15"), not a number the hint tells.
private struct NumberCues {
  private(set) var digit = false
  private(set) var currency = false
  private var inWord = false
  private var wordStartsWithLetter = false

  @inline(__always) private mutating func take(isDigit: Bool, isLetter: Bool) {
    if isDigit || isLetter {
      if !inWord { inWord = true; wordStartsWithLetter = isLetter }
      if isDigit && !wordStartsWithLetter { digit = true }
    } else {
      inWord = false
    }
  }

  /// ASCII's only decimal digits are 0-9 and its only currency sign is '$'.
  @inline(__always) private mutating func take(ascii byte: UInt8) {
    if byte == 0x24 { currency = true }
    take(isDigit: byte >= 0x30 && byte <= 0x39, isLetter: (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }

  /// One scalar; the Unicode property look-ups only past ASCII.
  mutating func take(_ scalar: Unicode.Scalar) {
    if scalar.isASCII { return take(ascii: UInt8(scalar.value)) }
    let isDigit = scalar.properties.numericType == .decimal
    if scalar.properties.generalCategory == .currencySymbol { currency = true }
    take(isDigit: isDigit, isLetter: !isDigit && scalar.properties.isAlphabetic)
  }

  /// Reads an ASCII text's bytes in place (no scalar decoded); false, reading nothing, for
  /// text past ASCII.
  mutating func readASCII(_ text: String) -> Bool {
    TextTools.withBytes(of: text) { bytes in
      // (Most hints hold no digit and no '$', and then nothing is found: told eight bytes at a
      // time, in the same pass that tells them ASCII, they are not read a byte at a time.)
      switch Self.asciiDigitOrDollar(bytes) {
      case .pastASCII: return false
      case .noDigitOrDollar: return true
      case .digitOrDollar:
        for byte in bytes { take(ascii: byte) }
        return true
      }
    }
  }

  /// What one pass over a text's bytes tells `readASCII`.
  enum ASCIIScan {
    /// A byte is past ASCII.
    case pastASCII
    /// ASCII, with no digit and no '$'.
    case noDigitOrDollar
    /// ASCII, with a digit or a '$'.
    case digitOrDollar
  }

  /// Whether the bytes are ASCII and, if so, whether they hold a digit or a '$' (exact: no byte
  /// of either kind is missed).
  static func asciiDigitOrDollar(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIScan {
    let raw = UnsafeRawBufferPointer(bytes)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var found = false
    var i = 0
    while i + 8 <= bytes.count {
      let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if x & highBits != 0 { return .pastASCII }
      // Every byte is ASCII (below 0x80), so no sum below carries into the next byte: a byte's
      // high bit says it is at least 0x30 (`atLeastZero`), at least 0x3A (`pastNine`), or not
      // '$' (`notDollar`).
      let atLeastZero = x &+ (0x80 - 0x30) &* ones
      let pastNine = x &+ (0x80 - 0x3A) &* ones
      let notDollar = (x ^ 0x24 &* ones) &+ 0x7F &* ones
      if (atLeastZero & ~pastNine | ~notDollar) & highBits != 0 { found = true }
      i += 8
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte >= 0x80 { return .pastASCII }
      if byte == 0x24 || (byte >= 0x30 && byte <= 0x39) { found = true }
      i += 1
    }
    return found ? .digitOrDollar : .noDigitOrDollar
  }
}
