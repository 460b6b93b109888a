import AccessibilityModel
import TemplateSyntax

/// An `accessibilityLabel` over `max-length` characters, or with more than one sentence.
struct LabelTooLongRule: Rule {
  static let description = RuleDescription(
    id: "label-too-long",
    summary: "Label too long or more than one sentence",
    rationale: "A label is a short noun: it is read on every visit, before the value, role and hint, and it is what Voice Control users say to act. What acting does belongs in the hint, the state in the value. Only accessibilityLabel is read; visible text may be a sentence. WCAG 2.2: 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html); 2.5.3 Label in Name (https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .info,
    tags: ["naming", "labels"],
    options: [
      RuleOption(name: "max-length", kind: .integer(min: 1, max: 1000), defaultValue: .integer(defaultMaxLength),
                 summary: "the longest label accepted, in characters, after trimming surrounding whitespace"),
    ])

  /// The default `max-length` (what `fragmented-group` also takes for too long a name).
  static let defaultMaxLength = 60

  static let advice = "a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)"

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let maxLength = context.options.integer("max-length")
    for element in context.elements(with: ElementFact.labelled, without: ElementFact.hidden) {
      // A label with no problem (nearly every one: a constant, a built text or a binding) is
      // passed over from its value, without making its name text and candidates. (The elements
      // are shown ones with a label: each has a name text exactly when it has a label occurrence.)
      // (Lent: `LentProp`.)
      if let label = LentProp(element.label), !label.read({ Self.mayHaveProblem($0, maxLength: maxLength) }) { continue }
      guard let name = context.nameText(element, labelOnly: true) else { continue }
      var problems: [(shown: String, problem: String)] = []
      for candidate in name.candidates {
        // (Matched in place: one constant is read without a copy of it, and the literal parts
        // of a built text without an array of them.)
        switch candidate {
        case .constant(let constant):
          if let problem = Self.problem(ofConstant: constant, maxLength: maxLength) {
            problems.append((candidate.shown, problem))
          }
        case .built(let parts):
          if let problem = Self.builtProblem(parts, maxLength: maxLength) {
            problems.append((candidate.shown, problem))
          }
        }
      }
      guard !problems.isEmpty else { continue }
      let noun = name.occurrence == nil ? "text" : "label"
      let message: String
      if name.candidates.count == 1 {
        let limit = problems[0].problem.hasSuffix("sentence") ? "" : " (over \(maxLength))"
        message = "label \(problems[0].problem)\(limit): \(Self.advice)"
      } else if problems.count == 1 {
        let limit = problems[0].problem.hasSuffix("sentence") ? "" : " (over \(maxLength))"
        message = "\(noun) alternative \(problems[0].shown) \(problems[0].problem)\(limit): \(Self.advice)"
      } else {
        let listed = Messages.list(problems.map { "\($0.shown) \($0.problem)" })
        message = "\(noun) alternatives \(listed) (at most \(maxLength) characters, one sentence): \(Self.advice)"
      }
      sink.report(name.pointer, message)
    }
  }

  /// Whether a label's value may have a problem, decided on the value as it is held: a constant
  /// or a built text with none is passed over, and so is a value with no text candidates (a
  /// binding the linter cannot evaluate: `TextCandidate.of` gives none), without making the
  /// name text and its candidates (a copy of the value and of each candidate). Alternatives,
  /// and a text with a problem, are read again by the candidates, which word the finding.
  static func mayHaveProblem(_ label: PropOccurrence, maxLength: Int) -> Bool {
    // A constant label (nearly every one) is told short and without a sentence end on its bytes
    // lent where the prop keeps them: a `switch` over `value` copies the payload first.
    if label.withStringUTF8({ $0.count <= maxLength && !mayEndASentence(bytes: $0) }) == true { return false }
    // (The value is matched where the prop holds it: only the payload read is retained.)
    switch label.value {
    case .string(let constant):
      return problem(ofConstant: constant, maxLength: maxLength) != nil
    case .concatenation(let parts):
      return builtProblem(parts, maxLength: maxLength) != nil
    case .alternatives:
      return true
    default:
      return false
    }
  }

  /// What is wrong with a built label (its literal parts), as the finding says it; nil when
  /// nothing is.
  static func builtProblem(_ parts: [StringPart], maxLength: Int) -> String? {
    // (A text has at most as many characters as UTF-8 bytes: parts that short are not counted.
    // The same pass tells whether some literal's bytes may end a sentence: nearly every built
    // label has none, and its parts are then read once, not again for the sentence test.)
    var bytes = 0
    var mayEnd = false
    for case .literal(let literal) in parts {
      bytes += literal.utf8.count
      if !mayEnd { mayEnd = mayEndASentence(literal) }
    }
    if bytes > maxLength {
      var length = 0
      for case .literal(let literal) in parts { length += TextTools.characterCount(literal) }
      if length > maxLength { return "has \(length) constant characters" }
    }
    if mayEnd,
       parts.contains(where: { if case .literal(let literal) = $0 { return hasSentenceBreak(literal) }; return false }) {
      return "has more than one sentence"
    }
    return nil
  }

  /// What is wrong with a constant label, as the finding says it: too long, or more than one
  /// sentence; nil when nothing is.
  /// (Nearly every label is short and holds no byte that may end a sentence: told here, inlined
  /// into the caller, without the entry and exit of the whole test.)
  @inline(__always)
  static func problem(ofConstant constant: String, maxLength: Int) -> String? {
    if constant.utf8.count <= maxLength && !mayEndASentence(constant) { return nil }
    return problem(ofConstantPassingByteTests: constant, maxLength: maxLength)
  }

  /// `problem(ofConstant:maxLength:)` for a label that is long or may end a sentence.
  @inline(never)
  private static func problem(ofConstantPassingByteTests constant: String, maxLength: Int) -> String? {
    // (A text has at most as many characters as UTF-8 bytes: one that short is not counted.)
    let length = constant.utf8.count <= maxLength ? 0 : TextTools.characterCount(TextTools.trimmed(constant))
    if length > maxLength { return "is \(length) characters long" }
    return hasSentenceBreak(constant) ? "has more than one sentence" : nil
  }

  /// A sentence end (`.`, `!`, `?`, `؟`, `。`, `！`, `？`) followed by whitespace and more text.
  /// A full stop after an abbreviation or an ordinal, or before a digit or a lowercase letter
  /// ("e.g.", "Dr. Ruiz", "1. Klasse", "Vol. 2", "approx. three": `Abbreviations`) does not end
  /// a sentence. `。！？` need no space after them.
  /// (Inlined: most labels return at the byte test, and a call of its own saved and restored
  /// registers for each of them.)
  @inline(__always)
  static func hasSentenceBreak(_ text: String) -> Bool {
    // None of the ends in the bytes: no break. ("Añadir" has none.)
    mayEndASentence(text) && hasSentenceBreakInScalars(text)
  }

  /// `hasSentenceBreak` decided on the scalars, for the few texts whose bytes may end a
  /// sentence. (Never inlined: the walk looks up the metadata of scalar properties on entry,
  /// which every label paid when it was one function, though nearly every one returns at the
  /// byte test.)
  @inline(never)
  static func hasSentenceBreakInScalars(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      let unspaced = scalar == "\u{3002}" || scalar == "\u{FF01}" || scalar == "\u{FF1F}"
      guard unspaced || scalar == "." || scalar == "!" || scalar == "?" || scalar == "\u{061F}" else { continue }
      var j = i + 1
      while j < scalars.count, scalars[j].properties.isWhitespace { j += 1 }
      guard j < scalars.count, unspaced || j > i + 1 else { continue }
      // More text: a letter or a digit after the break.
      guard scalars[j...].contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { continue }
      if scalar == "." && !Abbreviations.mayEndSentence(before: scalars[..<i], after: scalars[j]) { continue }
      return true
    }
    return false
  }

  /// Whether the UTF-8 of `text` holds one of the sentence ends `hasSentenceBreak` looks for:
  /// `.`, `!`, `?`, `؟` (D8 9F), `。` (E3 80 82), `！` (EF BC 81) or `？` (EF BC 9F). (`؟` is
  /// looked for by its last byte, 9F, which Arabic text, all lead bytes D8 to DB, nearly never
  /// holds otherwise: an Arabic label without `؟` is passed over eight bytes at a time, not
  /// read a byte at a time from its first lead byte D8.) One of the ends
  /// that need a space after them does not count when an ASCII character that is no space
  /// follows it ("1.5", "e.g"), or only ASCII spaces do ("Guardar."): no break there.
  static func mayEndASentence(_ text: String) -> Bool {
    TextTools.withBytes(of: text, mayEndASentence(bytes:))
  }

  /// `mayEndASentence` on the UTF-8 bytes of a text.
  static func mayEndASentence(bytes b: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = b.count
    /// Whether the bytes from `k` may be whitespace and then more text.
    func spaceThenText(_ k: Int) -> Bool {
      guard k < n, TextTools.isASCIISpace(b[k]) || b[k] >= 0x80 else { return false }
      var j = k
      while j < n && TextTools.isASCIISpace(b[j]) { j += 1 }
      return j < n
    }
    // (Nearly every label holds none of the bytes looked for: told eight bytes at a time.
    // The bytes before the first word that holds one are none of them: not read again.)
    guard var i = firstSentenceEndWord(b) else { return false }
    while i < n {
      switch b[i] {
      case 0x2E, 0x21, 0x3F: if spaceThenText(i + 1) { return true }
      case 0x9F: if i > 0 && b[i - 1] == 0xD8 && spaceThenText(i + 1) { return true }
      case 0xE3: if i + 2 < n && b[i + 1] == 0x80 && b[i + 2] == 0x82 { return true }
      case 0xEF: if i + 2 < n && b[i + 1] == 0xBC && (b[i + 2] == 0x81 || b[i + 2] == 0x9F) { return true }
      default: break
      }
      i += 1
    }
    return false
  }

  /// Where the first eight bytes of `b` that hold a byte at which `mayEndASentence` looks
  /// further begin (`.`, `!`, `?`, the last byte 9F of `؟`, or the lead byte E3 or EF; no byte
  /// before them is one, and `؟`'s lead byte D8 is just before its 9F, read from there);
  /// nil when `b` holds none. Eight bytes are tested at once (`holdsSentenceEndByte(in:)`), the
  /// last eight read again where they overlap the others and a text shorter than eight read
  /// into one word with zero bytes after it (zero is none of the six): no byte is tested one at
  /// a time, which cost about seven instructions a byte for the last few bytes of every label.
  /// (Inlined into `mayEndASentence`, its one caller, which nearly every label leaves here.)
  @inline(__always)
  static func firstSentenceEndWord(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
    let n = b.count
    guard n >= 8 else {
      var w: UInt64 = 0
      for k in 0..<n { w |= UInt64(b[k]) << UInt64(8 * k) }
      return holdsSentenceEndByte(in: w) ? 0 : nil
    }
    let raw = UnsafeRawBufferPointer(b)
    var i = 0
    while i + 8 < n {
      if holdsSentenceEndByte(in: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return i }
      i += 8
    }
    return holdsSentenceEndByte(in: raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) ? n - 8 : nil
  }

  /// Whether a byte of `w` is one of the six, each tested by the exact test for a zero byte in
  /// the word XORed with it (no byte of it zero: no bit set).
  @inline(__always) private static func holdsSentenceEndByte(in w: UInt64) -> Bool {
    let found = holds(w, 0x2E) | holds(w, 0x21) | holds(w, 0x3F) | holds(w, 0x9F) | holds(w, 0xE3) | holds(w, 0xEF)
    return found != 0
  }

  /// Nonzero exactly when a byte of `word` is `byte`.
  @inline(__always) private static func holds(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let v = word ^ (ones &* UInt64(byte))
    return (v &- ones) & ~v & 0x8080_8080_8080_8080
  }
}
