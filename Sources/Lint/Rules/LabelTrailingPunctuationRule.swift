import AccessibilityModel
import TemplateSyntax

/// An `accessibilityLabel` ending in `.`, `:`, `;` or `!`.
struct LabelTrailingPunctuationRule: Rule {
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

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements {
      guard let name = context.nameText(element, labelOnly: true), let label = name.occurrence else { continue }
      var bad: [(shown: String, run: String)] = []
      for candidate in name.candidates {
        guard case .literal(let last)? = Self.lastPart(candidate), let run = Self.trailingRun(last) else { continue }
        bad.append((candidate.shown, run))
      }
      guard !bad.isEmpty else { continue }
      let message: String
      if name.candidates.count == 1, case .constant(let text) = name.candidates[0], WordMatcher.tokens(text).isEmpty {
        message = "label \(bad[0].shown) is only punctuation: write a short name that says what it is"
      } else if name.candidates.count == 1 {
        message = "label \(bad[0].shown) ends in '\(bad[0].run)': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
      } else {
        message = "label \(bad.count > 1 ? "alternatives" : "alternative") \(Messages.list(bad.map(\.shown))) \(bad.count > 1 ? "end" : "ends") in punctuation: a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
      }
      sink.report(name.pointer, message, fix: Self.fix(label, source: context.source))
    }
  }

  static func lastPart(_ candidate: TextCandidate) -> StringPart? {
    switch candidate {
    case .constant(let s): return .literal(s)
    case .built(let parts): return parts.last
    }
  }

  /// The trailing marks of a text (trailing whitespace ignored), or nil when it does not end in
  /// one, or ends in an ellipsis (`...`).
  static func trailingRun(_ text: String) -> String? {
    var scalars = Array(text.unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    var run: [Unicode.Scalar] = []
    while let last = scalars.last, marks.contains(last) { run.insert(last, at: 0); scalars.removeLast() }
    guard !run.isEmpty else { return nil }
    if run.count >= 3 && run.suffix(3).allSatisfy({ $0 == "." }) { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: run)
    return String(out)
  }

  // MARK: Fix

  /// Removes the run (and the spaces before it) from each string literal that ends the label:
  /// the static text, or each violating literal of a binding. No fix when a label would become
  /// empty, or when the source spells the marks with escapes or references.
  static func fix(_ label: PropOccurrence, source: SourceFile) -> Fix? {
    var ranges: [ByteRange] = []
    if label.attribute.kind == .plain {
      if let range = lastLiteralRange(label.attribute) { ranges.append(range) }
    } else if let expr = label.attribute.expression {
      ranges = endingLiterals(expr).map { ByteRange(Int($0.start) + 1, Int($0.end) - 1) }
    }
    var edits: [TextEdit] = []
    for range in ranges where range.length > 0 {
      let text = source.text(range)
      guard let cut = removal(text) else { continue }
      if cut.isEverything { return nil }
      edits.append(TextEdit(range: ByteRange(Int(range.end) - cut.bytes, Int(range.end)), replacement: ""))
    }
    guard !edits.isEmpty else { return nil }
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

  /// How many trailing bytes of a source text to remove: the marks and the whitespace before
  /// and after them.
  static func removal(_ text: String) -> (bytes: Int, isEverything: Bool)? {
    guard trailingRun(text) != nil else { return nil }
    var scalars = Array(text.unicodeScalars)
    var bytes = 0
    func drop(_ keep: (Unicode.Scalar) -> Bool) {
      while let last = scalars.last, keep(last) { bytes += String(last).utf8.count; scalars.removeLast() }
    }
    drop { $0.properties.isWhitespace }
    drop { marks.contains($0) }
    drop { $0.properties.isWhitespace }
    return (bytes, scalars.isEmpty)
  }
}
