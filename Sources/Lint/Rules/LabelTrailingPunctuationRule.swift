import AccessibilityModel
import TemplateSyntax

/// An `accessibilityLabel` ending in `.`, `:`, `;` or `!`.
struct LabelTrailingPunctuationRule: ElementRule {
  static let description = RuleDescription(
    id: "label-trailing-punctuation",
    summary: "Label ends in punctuation",
    rationale: "A label is a short noun, without final punctuation. A final full stop or colon makes the reader drop its pitch and pause as if a sentence ended before the value, role and hint, and braille displays show it. A question mark or an ellipsis is allowed. The fix removes the trailing marks; only accessibilityLabel is read (visible text may be a sentence). WCAG 2.2: 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .info,
    tags: ["naming", "labels"],
    isFixable: true)

  /// The marks reported: `. : ; !`, their full-width forms, the ideographic full stop and the
  /// Arabic semicolon. (`?`, `؟`, `…` and `...` are allowed.)
  static let marks: Set<Unicode.Scalar> = [".", ":", ";", "!", "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF01}", "\u{3002}", "\u{061B}"]

  /// Only a label is read (`nameText(_:labelOnly:)`): the elements that write one.
  static let interest = ElementInterest.writing(.accessibilityLabel)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // Most labels end in a letter or a digit: passed over from their value, without making
    // their name text and candidates. A constant label (nearly every one) is read on its bytes
    // lent where the prop keeps them (`withStringUTF8`): a `switch` over `value` copies the
    // payload first.
    // (Lent: `LentProp`.)
    if let label = LentProp(element.label),
       label.read({ $0.withStringUTF8({ Self.endsInLetterOrDigit(bytes: $0) }) ?? $0.withValue(Self.endsInLetterOrDigit) }) { return }
    Self.checkName(of: element, context, &sink)
  }

  /// The check of a label that may end in punctuation, on its name text's candidates. (Out of
  /// line: the test above, which nearly every label passes, is then small enough to be inlined
  /// into the engine's walk, without a call and the entry of this function for each label.)
  @inline(never)
  static func checkName(of element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard let name = context.nameText(element, labelOnly: true), let label = name.occurrence else { return }
    var bad: [(shown: String, run: String)] = []
    for candidate in name.candidates {
      guard case .literal(let last)? = lastPart(candidate), let run = trailingRun(last) else { continue }
      bad.append((candidate.shown, run))
    }
    guard !bad.isEmpty else { return }
    let message: String
    if name.candidates.count == 1, case .constant(let text) = name.candidates[0], WordMatcher.tokens(text).isEmpty {
      message = "label \(bad[0].shown) is only punctuation: write a short name that says what it is"
    } else if name.candidates.count == 1 {
      message = "label \(bad[0].shown) ends in '\(bad[0].run)': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
    } else {
      message = "label \(bad.count > 1 ? "alternatives" : "alternative") \(Messages.list(bad.map(\.shown))) \(bad.count > 1 ? "end" : "ends") in punctuation: a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
    }
    sink.report(name.pointer, message, fix: fix(label, source: context.source))
  }

  /// Whether every candidate of a label's value ends in an ASCII letter or digit, or in a
  /// binding: then none ends in a mark (`trailingRun`). False for alternatives (not looked at).
  static func endsInLetterOrDigit(_ value: borrowing AbstractValue) -> Bool {
    switch value {
    case .string(let text):
      return endsInLetterOrDigit(text)
    case .concatenation(let parts):
      guard case .literal(let last)? = parts.last else { return true }
      return endsInLetterOrDigit(last)
    case .alternatives:
      return false
    default:
      return true  // no text: no candidate
    }
  }

  /// Whether the text's last byte is an ASCII letter or digit. (Read from the bytes where the
  /// string holds them: the `utf8` view's `last` steps an index back through its checks.)
  static func endsInLetterOrDigit(_ text: String) -> Bool {
    TextTools.withBytes(of: text) { endsInLetterOrDigit(bytes: $0) }
  }

  /// Whether the last of a text's UTF-8 bytes is an ASCII letter or digit (false when empty).
  static func endsInLetterOrDigit(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = bytes.last else { return false }
    return (last | 0x20) >= 0x61 && (last | 0x20) <= 0x7A || last >= 0x30 && last <= 0x39
  }

  static func lastPart(_ candidate: TextCandidate) -> StringPart? {
    switch candidate {
    case .constant(let s): return .literal(s)
    case .built(let parts): return parts.last
    }
  }

  /// The trailing marks of a text (trailing whitespace ignored), or nil when it does not end in
  /// one, ends in an ellipsis (`...`), or in the full stop of an abbreviation ("S.A.", "etc.").
  static func trailingRun(_ text: String) -> String? {
    // Most labels end in an ASCII letter or digit: neither space nor mark, so no run.
    if endsInLetterOrDigit(text) { return nil }
    var scalars = Array(text.unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    var run: [Unicode.Scalar] = []
    while let last = scalars.last, marks.contains(last) { run.insert(last, at: 0); scalars.removeLast() }
    guard !run.isEmpty else { return nil }
    if run.count >= 3 && run.suffix(3).allSatisfy({ $0 == "." }) { return nil }
    // The full stop of an abbreviation is part of the word ("Mercadona S.A.", "Apple Inc.").
    if run == ["."] && !Abbreviations.mayEndSentence(before: scalars[...]) { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: run)
    return String(out)
  }

  // MARK: Fix

  /// Removes the run (and the spaces before it) from each string literal that ends the label:
  /// the static text, or each violating literal of a binding. The edit works on decoded
  /// characters: a character reference (`&period;`, `&#33;`) is removed whole or kept whole,
  /// never cut. An opening `¡` or `¿` whose closing mark is removed is removed too, when it
  /// begins the value; otherwise there is no fix (a pair is never broken). No fix when a label
  /// would become empty, or when a mark is spelled with a string escape (`\u0021`).
  static func fix(_ label: PropOccurrence, source: SourceFile) -> Fix? {
    var targets: [(range: ByteRange, isWholeValue: Bool, inString: Bool)] = []
    if label.attribute.kind == .plain {
      if let range = lastLiteralRange(label.attribute) {
        targets.append((range, label.attribute.parts.count == 1, false))
      }
    } else if let expr = label.attribute.expression {
      targets = endingLiterals(expr).map { (ByteRange(Int($0.start) + 1, Int($0.end) - 1), true, true) }
    }
    var edits: [TextEdit] = []
    for target in targets where target.range.length > 0 {
      let units = SourceUnits.split(source.text(target.range), inString: target.inString)
      guard let cut = removal(units, isWholeValue: target.isWholeValue) else { continue }
      if cut.isEverything { return nil }
      let base = Int(target.range.start)
      edits.append(TextEdit(range: ByteRange(base + cut.trailing.lowerBound, base + cut.trailing.upperBound), replacement: ""))
      if let leading = cut.leading {
        edits.append(TextEdit(range: ByteRange(base + leading.lowerBound, base + leading.upperBound), replacement: ""))
      }
    }
    guard !edits.isEmpty else { return nil }
    edits.sort { $0.range < $1.range }
    return Fix(description: "remove the trailing punctuation", edits: edits)
  }

  /// The source range of the static value's last literal part, when the value ends with it.
  static func lastLiteralRange(_ attribute: Attribute) -> ByteRange? {
    guard case .literal(_, let range)? = attribute.parts.last else { return nil }
    return range
  }

  /// The string literals an expression can end with: itself, both branches of a ternary, the
  /// right side of a `+`.
  static func endingLiterals(_ expr: Expr) -> [ByteRange] {
    var e = expr
    while case .parenthesized(let inner) = e.kind { e = inner }
    switch e.kind {
    case .string: return e.range.length >= 2 ? [e.range] : []
    case .conditional(_, let yes, let no): return endingLiterals(yes) + endingLiterals(no)
    case .binary("+", _, let right): return endingLiterals(right)
    default: return []
    }
  }

  /// Openers that need their closing mark: `¡…!`, `¿…?`.
  static let pairs: [(open: Unicode.Scalar, close: Set<Unicode.Scalar>)] = [
    ("\u{00A1}", ["!", "\u{FF01}"]), ("\u{00BF}", ["?", "\u{FF1F}"]),
  ]

  /// The source byte ranges (within the text) to remove: the trailing marks with the
  /// whitespace around them, and, when that leaves an opening `¡`/`¿` unpaired, the opener at
  /// the start with the whitespace after it. Nil when there is nothing to remove or no safe way.
  static func removal(_ units: [SourceUnits.Unit], isWholeValue: Bool) -> (trailing: Range<Int>, leading: Range<Int>?, isEverything: Bool)? {
    let decoded = units.map(\.decoded).joined()
    guard trailingRun(decoded) != nil else { return nil }
    var end = units.count
    func drop(_ keep: (Unicode.Scalar) -> Bool) -> Int {
      var n = 0
      while end > 0, !units[end - 1].isEscape, !units[end - 1].decoded.isEmpty,
            units[end - 1].decoded.unicodeScalars.allSatisfy(keep) { end -= 1; n += 1 }
      return n
    }
    _ = drop { $0.properties.isWhitespace }
    guard drop({ marks.contains($0) }) > 0 else { return nil }
    _ = drop { $0.properties.isWhitespace }
    let trailing = (end < units.count ? units[end].bytes.lowerBound : 0)..<(units.last?.bytes.upperBound ?? 0)
    if end == 0 { return (trailing, nil, true) }
    let kept = units[..<end].map(\.decoded).joined()
    var leading: Range<Int>? = nil
    for pair in pairs where unpaired(pair, kept) > unpaired(pair, decoded) {
      // Only an opener at the very start of the value can go with its closer.
      var start = 0
      while start < end, !units[start].isEscape, units[start].decoded.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { start += 1 }
      guard isWholeValue, start < end, !units[start].isEscape, units[start].decoded.unicodeScalars.first == pair.open,
            units[start].decoded.unicodeScalars.count == 1 else { return nil }
      var after = start + 1
      while after < end, !units[after].isEscape, units[after].decoded.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { after += 1 }
      if after == end { return (trailing, nil, true) }
      leading = units[start].bytes.lowerBound..<units[after].bytes.lowerBound
      let rest = units[after..<end].map(\.decoded).joined()
      if pairs.contains(where: { unpaired($0, rest) > unpaired($0, decoded) }) { return nil }
    }
    return (trailing, leading, false)
  }

  /// Openers not followed by a closer.
  static func unpaired(_ pair: (open: Unicode.Scalar, close: Set<Unicode.Scalar>), _ text: String) -> Int {
    var open = 0
    for s in text.unicodeScalars {
      if s == pair.open { open += 1 } else if pair.close.contains(s) && open > 0 { open -= 1 }
    }
    return open
  }
}

/// A source text cut into what it means: each character reference (`&period;`, `&#x21;`) and,
/// inside a string literal, each backslash escape, is one unit; every other scalar is a unit.
/// References are decoded by the template parser itself, so they mean exactly what Angular reads.
enum SourceUnits {
  struct Unit {
    /// Byte range within the text.
    var bytes: Range<Int>
    var decoded: String
    /// A string escape (`\.`, `\u0021`): never edited.
    var isEscape: Bool
  }

  static func split(_ text: String, inString: Bool) -> [Unit] {
    let utf8 = Array(text.utf8)
    var units: [Unit] = []
    var i = 0
    while i < utf8.count {
      let b = utf8[i]
      if b == UInt8(ascii: "&"), let end = referenceEnd(utf8, i) {
        let raw = String(decoding: utf8[i..<end], as: UTF8.self)
        units.append(Unit(bytes: i..<end, decoded: decodeReference(raw), isEscape: false))
        i = end
        continue
      }
      if inString && b == UInt8(ascii: "\\") {
        var end = min(i + 2, utf8.count)
        while end < utf8.count && (utf8[end] & 0xC0) == 0x80 { end += 1 }
        units.append(Unit(bytes: i..<end, decoded: String(decoding: utf8[i..<end], as: UTF8.self), isEscape: true))
        i = end
        continue
      }
      var end = i + 1
      while end < utf8.count && (utf8[end] & 0xC0) == 0x80 { end += 1 }
      units.append(Unit(bytes: i..<end, decoded: String(decoding: utf8[i..<end], as: UTF8.self), isEscape: false))
      i = end
    }
    return units
  }

  /// The end of `&name;`, `&#123;` or `&#x1F;` starting at `start`, or nil.
  static func referenceEnd(_ utf8: [UInt8], _ start: Int) -> Int? {
    var j = start + 1
    let limit = min(utf8.count, start + 48)
    while j < limit {
      let c = utf8[j]
      if c == UInt8(ascii: ";") { return j > start + 1 ? j + 1 : nil }
      let ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "#")
      if !ok { return nil }
      j += 1
    }
    return nil
  }

  /// What the parser makes of a reference inside an attribute value (itself when it is not one).
  static func decodeReference(_ raw: String) -> String {
    let tree = TemplateParser.parse(SourceFile(path: "reference.html", text: "<x a=\"" + raw + "\"></x>"))
    for node in tree.nodes {
      if let element = node.element, let value = tree.attributes(of: element).first?.staticValue { return value }
    }
    return raw
  }
}
