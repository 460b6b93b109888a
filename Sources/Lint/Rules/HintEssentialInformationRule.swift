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
    guard let hint = element.spokenHint else { return }
    let candidates = TextCandidate.of(hint.value)
    var bad: [(shown: String, cues: [String])] = []
    for candidate in candidates {
      let cues = Self.cues(in: candidate.constantParts, context.words)
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
    var digit = false
    var currency = false
    var found: [String] = []
    for part in parts {
      if !scanASCII(part, digit: &digit, currency: &currency) {
        scanScalars(part, digit: &digit, currency: &currency)
      }
      for word in words.matches(.essential, in: part) where !found.contains(word) { found.append(word) }
    }
    var out = found.map { "'\($0)'" }
    if digit { out.append("a number") }
    if currency { out.append("a currency sign") }
    return out
  }

  /// `scanScalars` for ASCII text (nearly every hint), read a byte at a time in place instead of
  /// decoding each scalar; false, with nothing set, for text past ASCII.
  static func scanASCII(_ part: String, digit: inout Bool, currency: inout Bool) -> Bool {
    var part = part  // (`withUTF8` lends a native string's own bytes: no copy)
    guard let found = part.withUTF8({ bytes -> (digit: Bool, currency: Bool)? in
      guard ByteScan.isASCII(bytes) else { return nil }
      var digit = false
      var currency = false
      var inWord = false
      var wordStartsWithLetter = false
      for byte in bytes {
        // ASCII's only decimal digits are 0-9 and its only currency sign is '$'.
        let isDigit = byte >= 0x30 && byte <= 0x39
        let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
        if byte == 0x24 { currency = true }
        if isDigit || isLetter {
          if !inWord { inWord = true; wordStartsWithLetter = isLetter }
          if isDigit && !wordStartsWithLetter { digit = true }
        } else {
          inWord = false
        }
      }
      return (digit, currency)
    }) else { return false }
    if found.digit { digit = true }
    if found.currency { currency = true }
    return true
  }

  /// Sets `digit` when `part` tells a number and `currency` when it holds a currency sign.
  static func scanScalars(_ part: String, digit: inout Bool, currency: inout Bool) {
    // A digit in a word that begins with a letter is part of a name ("MP3", "H2O", "A4",
    // "iPhone15"), not a number the hint tells.
    var inWord = false
    var wordStartsWithLetter = false
    for scalar in part.unicodeScalars {
      let isDigit: Bool
      let isLetter: Bool
      if scalar.isASCII {
        // ASCII's only decimal digits are 0-9 and its only currency sign is '$'; the
        // Unicode property look-ups are kept for the rest.
        isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
        isLetter = (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
        if scalar == "$" { currency = true }
      } else {
        isDigit = scalar.properties.numericType == .decimal
        isLetter = !isDigit && scalar.properties.isAlphabetic
        if scalar.properties.generalCategory == .currencySymbol { currency = true }
      }
      if isDigit || isLetter {
        if !inWord { inWord = true; wordStartsWithLetter = isLetter }
        if isDigit && !wordStartsWithLetter { digit = true }
      } else {
        inWord = false
      }
    }
  }
}
