import AccessibilityModel
import TemplateSyntax

/// One known shape of a label or hint: a constant, or a string built from constant and
/// unknown parts.
enum TextCandidate: Equatable {
  case constant(String)
  case built([StringPart])

  /// The constant text, or the constant parts of a built string. (A constant is kept by
  /// itself: no array is made for it.)
  var constantParts: OneOrMany<String> {
    switch self {
    case .constant(let s): return OneOrMany(one: s)
    case .built(let parts): return OneOrMany(parts.compactMap { if case .literal(let s) = $0 { return s }; return nil })
    }
  }

  var constant: String? { if case .constant(let s) = self { return s }; return nil }

  /// How it is quoted in a message: `'Guardar'`, `'… mensajes.'` (an unknown part is `…`).
  var shown: String {
    switch self {
    case .constant(let s): return "'\(s)'"
    case .built(let parts):
      return "'" + parts.map { part in
        switch part {
        case .literal(let s): return s
        case .dynamic: return "…"
        }
      }.joined() + "'"
    }
  }

  /// Whether `of` may give `value` candidates: the kinds its switch below reads (a constant, a
  /// concatenation, alternatives), told in place; any other value has none.
  static func mayHaveCandidates(_ value: borrowing AbstractValue) -> Bool {
    switch value {
    case .string, .concatenation, .alternatives: return true
    default: return false
    }
  }

  /// The candidates of a value: each known string alternative and each built one; numbers,
  /// booleans, null and unknown members say nothing and are left out.
  static func of(_ value: AbstractValue) -> TextCandidates {
    // One member (most labels and hints): no array of possibilities, nothing to deduplicate.
    switch value {
    case .string(let s): return TextCandidates(one: .constant(s))
    case .concatenation(let parts): return TextCandidates(one: .built(parts))
    case .alternatives: break
    default: return TextCandidates([])
    }
    var out: [TextCandidate] = []
    for member in value.possibilities {
      switch member {
      case .string(let s): out.append(.constant(s))
      case .concatenation(let parts): out.append(.built(parts))
      default: continue
      }
      if out.count > 1, out.dropLast().contains(out.last!) { out.removeLast() }
    }
    return TextCandidates(out)
  }
}

/// The candidates of one value, in order. Most values have one, which is kept without an
/// array: rules read the candidates of every label and hint, often more than once.
/// A text's candidates: one (most labels and hints: no array is made for it) or several.
typealias TextCandidates = OneOrMany<TextCandidate>

struct NameText {
  /// Where the name comes from. A label's value and value range are read from its prop when a
  /// rule asks, not copied: most labels are passed over by a rule's first test, and a copy of
  /// the value and the range worked out were then paid for nothing.
  private enum Source {
    case label(PropOccurrence)
    /// The text content's value, and where the content is written (first character to end).
    case content(AbstractValue, ByteRange)
  }
  private let source: Source

  /// The name given by a label prop.
  init(label: PropOccurrence) { source = .label(label) }
  /// The name given by the element's text content, written at `pointer`.
  init(content value: AbstractValue, pointer: ByteRange) { source = .content(value, pointer) }

  /// The label prop, or nil when the name is the element's text content.
  var occurrence: PropOccurrence? {
    if case .label(let label) = source { return label }
    return nil
  }
  /// The attribute's value, or where the text content is written (first character to end).
  var pointer: ByteRange {
    switch source {
    case .label(let label): return label.valueRange
    case .content(_, let range): return range
    }
  }
  /// The value, static interpolations evaluated. (A getter, not a lending `_read`: the
  /// coroutine was not inlined into the rules, and its calls cost more than the copy.)
  var value: AbstractValue {
    switch source {
    case .label(let label): return label.value
    case .content(let value, _): return value
    }
  }

  var candidates: TextCandidates { TextCandidate.of(value) }

  /// Whether the value is text the linter can read: a constant, a concatenation, or
  /// alternatives (read in place). Any other value (a binding the linter cannot evaluate,
  /// nearly every name that is not a constant) has no candidates and is not built.
  var isReadableText: Bool {
    switch source {
    case .label(let label): return TextCandidate.mayHaveCandidates(label.value)
    case .content(let value, _): return TextCandidate.mayHaveCandidates(value)
    }
  }

  /// The value's text when it is one constant (nearly every name), else nil: read in place
  /// from the label prop, only the string retained, where `value` copies the whole value out
  /// and a rule's `if case .string` then consumes it again.
  var constantText: String? {
    switch source {
    case .label(let label):
      if case .string(let text) = label.value { return text }
      return nil
    case .content(let value, _):
      if case .string(let text) = value { return text }
      return nil
    }
  }

  /// Whether `element` can have a name text at all: not hidden, and labelled or named by its
  /// content. `RuleContext.nameText` starts with it, and the word of facts keeps it
  /// (`ElementFact.mayHaveNameText`), so the two cannot disagree.
  static func isPossible(for element: AXElement) -> Bool {
    !element.isHidden && (element.hasLabel || element.isNamedByContent)
  }
}

extension RuleContext {
  /// The name a label rule reads (catalog, "Labels"): the element's `accessibilityLabel`, or,
  /// for a control named by its content (`an-button`, `an-link`), its constant text. Nil for an
  /// element inside an `accessible="false"` subtree, and for plain `an-text` content (prose).
  /// With `labelOnly`, only `accessibilityLabel` is read.
  func nameText(_ element: AXElement, labelOnly: Bool = false) -> NameText? {
    guard NameText.isPossible(for: element) else { return nil }
    if element.hasLabel, let label = element.label {
      return NameText(label: label)
    }
    guard !labelOnly, element.isNamedByContent, let range = element.content.range else { return nil }
    if case .known(let text, .content) = element.name {
      return NameText(content: .string(text), pointer: range)
    }
    // Text around one ICU message: each case is an alternative of the text.
    guard case .dynamic(.content) = element.name, let choices = element.content.choices else { return nil }
    return NameText(content: .alternatives(choices.map { $0.map(AbstractValue.string) ?? .dynamic(.string) }),
                    pointer: range)
  }

}

enum TextTools {
  /// `body` of the UTF-8 of `text`. A native string's bytes are lent where they are, without
  /// the mutable copy, and its retain and release, that `withUTF8` needs; any other string is
  /// read through `withUTF8`.
  @inline(__always)
  static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let lent = text.utf8.withContiguousStorageIfAvailable(body) { return lent }
    var text = text
    return text.withUTF8(body)
  }

  /// Surrounding whitespace removed.
  static func trimmed(_ s: String) -> String {
    // Most texts start and end with an ASCII character that is not a space: nothing to trim.
    if let first = s.utf8.first, let last = s.utf8.last, first < 0x80, last < 0x80, !isASCIISpace(first),
       !isASCIISpace(last) {
      return s
    }
    let scalars = s.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return s }
    return String(scalars[first...last])
  }

  /// How many characters (extended grapheme clusters, what `String.count` counts) `s` has.
  /// Text written only with U+0000…U+00FF (English, Spanish and the other Latin-1 languages)
  /// is counted on its bytes: each of those scalars is a character of its own, except a
  /// carriage return followed by a line feed, which is one. Other text is counted by `count`.
  static func characterCount(_ s: String) -> Int {
    var scalars = 0
    var crlf = 0
    var previous: UInt8 = 0
    for b in s.utf8 {
      if b >= 0xC4 { return s.count }  // the lead byte of a scalar past U+00FF
      if b & 0xC0 != 0x80 { scalars += 1 }  // not a continuation byte: a scalar starts
      if b == 0x0A && previous == 0x0D { crlf += 1 }
      previous = b
    }
    return scalars - crlf
  }

  /// The ASCII characters with Unicode's White_Space property.
  @inline(__always) static func isASCIISpace(_ b: UInt8) -> Bool { UnicodeWhitespace.isASCIISpace(b) }

  /// Whether the text holds a whitespace character (bytes first; scalars only past ASCII).
  static func containsWhitespace(_ s: String) -> Bool { UnicodeWhitespace.containsSpace(s) }
}
