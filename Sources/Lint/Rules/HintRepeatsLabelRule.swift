import AccessibilityModel
import TemplateSyntax

/// A hint equal to the label, or starting with it.
struct HintRepeatsLabelRule: ElementRule {
  static let description = RuleDescription(
    id: "hint-repeats-label",
    summary: "Hint repeats the label",
    rationale: "The screen reader reads the label, the role, then the hint: a hint that says the label again makes every visit longer and adds nothing. The label says what it is, the hint what acting does. WCAG 2.2: 3.3.2 Labels or Instructions (https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .info,
    tags: ["naming", "hints"])

  static let interest = ElementInterest.writing(.accessibilityHint)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Both lent: `LentProp`.)
    guard let hint = LentProp(element.spokenHint) else { return }
    hint.read { check(element, hint: $0, context, &sink) }
  }

  /// The element's spoken hint `hint`.
  @inline(__always)
  private func check(_ element: AXElement, hint: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    // A constant hint on a constant label (nearly every pair) is decided from the two values
    // where the props hold them: a pair that cannot repeat is passed over without making the
    // name text and the candidates of both (copies of each value and of each candidate). Any
    // other pair, and one that may repeat, is read through the candidates below.
    // (Both values lent where the props hold them, not copied out.)
    if element.hasLabel, let lent = LentProp(element.label),
       lent.read({ label in Self.cannotRepeat(hint: hint, label: label) }) {
      return
    }
    Self.checkRepeat(element, hint, context, &sink)
  }

  /// Whether the constant or built `hint` cannot repeat the element's `label`, told from the two
  /// values where the props hold them.
  @inline(__always)
  static func cannotRepeat(hint: PropOccurrence, label: PropOccurrence) -> Bool {
    // Two ASCII constants are told on their bytes lent where the props keep them
    // (`withStringUTF8`; nil when either is not a constant or is past ASCII).
    let byBytes = label.withStringUTF8({ name in hint.withStringUTF8({ Self.mayRepeat(hint: $0, name: name) }) ?? nil }) ?? nil
    if byBytes == false { return true }
    return byBytes == nil && label.withValue({ name in hint.withValue { Self.cannotRepeat(hint: $0, name: name) } })
  }

  /// Reports a hint that repeats the element's name text, for a pair the values did not tell
  /// apart. (Out of line: the check, nearly every pair passing it, is then small enough to be
  /// inlined into the engine's walk.)
  @inline(never)
  static func checkRepeat(_ element: AXElement, _ hint: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    guard let name = context.nameText(element) else { return }
    let hints = TextCandidate.of(hint.value)
    guard Self.mayRepeat(hints, name.candidates) else { return }
    // (One array, not one per step of a chain of maps.)
    var names: [(String, [String])] = []
    for candidate in name.candidates {
      guard let text = candidate.constant else { continue }
      let tokens = WordMatcher.tokens(text)
      if !tokens.isEmpty { names.append((text, tokens)) }
    }
    guard !names.isEmpty else { return }
    var bad: [(hint: String, name: String)] = []
    for candidate in hints {
      guard let text = candidate.constant else { continue }
      let tokens = WordMatcher.tokens(text)
      if let repeated = names.first(where: { tokens.starts(with: $0.1) }) {
        bad.append((candidate.shown, repeated.0))
      }
    }
    guard !bad.isEmpty else { return }
    let labels = Messages.quoted(bad.reduce(into: [String]()) { if !$0.contains($1.name) { $0.append($1.name) } })
    let noun = name.occurrence == nil ? "text" : "label"
    let subject = hints.count == 1
      ? "hint repeats the \(noun) \(labels)"
      : "hint \(bad.count > 1 ? "alternatives" : "alternative") \(Messages.list(bad.map(\.hint))) \(bad.count > 1 ? "repeat" : "repeats") the \(noun)\(Set(bad.map(\.name)).count > 1 ? "s" : "") \(labels)"
    sink.report(hint.valueRange,
                "\(subject): it is read right after the \(noun) and the role; drop it, or say what acting does")
  }

  /// Whether a constant hint may start with the tokens of a constant name: false only when,
  /// for every pair, both are ASCII and their first words differ (most hints begin with another
  /// letter than the name; some with another word of the same letter, "Guarda los cambios" on
  /// "Guardar"), so that neither is split into tokens. Text with Latin-1 characters ("Añadir al
  /// carrito") has its first word compared after folding, and Arabic-script text its own
  /// (`WordMatcher.firstTokensPastASCIIDiffer`).
  static func mayRepeat(_ hints: TextCandidates, _ names: TextCandidates) -> Bool {
    for hint in hints {
      guard let hintText = hint.constant else { continue }
      for name in names {
        guard let nameText = name.constant else { continue }
        if mayRepeat(hint: hintText, name: nameText) { return true }
      }
    }
    return false
  }

  /// Whether a hint's value and a label's are both one constant and the hint cannot repeat the
  /// label (`mayRepeat(hint:name:)`).
  static func cannotRepeat(hint: borrowing AbstractValue, name: borrowing AbstractValue) -> Bool {
    // (One switch each: a switch over a tuple of the two would copy them.)
    switch hint {
    case .string(let hintText):
      switch name {
      case .string(let nameText): return !mayRepeat(hint: hintText, name: nameText)
      default: return false
      }
    default:
      return false
    }
  }

  /// `mayRepeat(hint:name:)` on the UTF-8 bytes of two constants, nil when either is past ASCII
  /// (its tokens are found after folding: read as strings).
  static func mayRepeat(hint: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let n = WordMatcher.firstASCIITokenByte(bytes: name) else { return nil }
    if n == 0 { return false }  // no token: the name is never repeated
    guard let h = WordMatcher.firstASCIITokenByte(bytes: hint) else { return nil }
    if h != n { return false }
    // Both ASCII, with the same first letter: the whole first words, read only then.
    return !WordMatcher.firstTokensDiffer(name, hint)
  }

  /// `mayRepeat(_:_:)` for one constant hint and one constant name: told on their bytes, and
  /// past ASCII by their first words after folding.
  static func mayRepeat(hint hintText: String, name nameText: String) -> Bool {
    let byBytes = TextTools.withBytes(of: nameText) { name in
      TextTools.withBytes(of: hintText) { mayRepeat(hint: $0, name: name) }
    }
    return byBytes ?? !WordMatcher.firstTokensPastASCIIDiffer(nameText, hintText)
  }
}
