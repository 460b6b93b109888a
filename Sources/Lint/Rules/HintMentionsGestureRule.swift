import AccessibilityModel

/// A hint that tells the gesture.
struct HintMentionsGestureRule: ElementRule {
  static let description = RuleDescription(
    id: "hint-mentions-gesture",
    summary: "Hint tells the gesture",
    rationale: "The screen reader already tells how to act, from the role, in the user's own settings and for the input they use; Switch Control, keyboard and Voice Control users never double tap. A hint answers \"what will happen if I act\", not how to act. WCAG 2.2: 3.3.2 Labels or Instructions (https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "hints"])

  static let interest = ElementInterest.writing(.accessibilityHint)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Lent: `LentProp`.)
    guard let lent = LentProp(element.spokenHint) else { return }
    // A constant hint (nearly every one) is matched where the prop holds it: one that tells no
    // gesture is passed over without making its candidate and its parts (copies of the value
    // and of the text). One that does, and any other value, is read through the candidates,
    // which word the finding. (Most hints hold no word of either hint rule's list: told by one
    // scan for both rules, `hintHoldsNoListWord`.)
    lent.read { hint in
      if context.file.hintHoldsNoListWord(elementAt: element.index, hint) { return }
      Self.checkWords(hint, context, &sink)
    }
  }

  /// Reports a hint that holds a word of either hint rule's list when it tells a gesture. (Out
  /// of line: the check, nearly every hint passing it, is then small enough to be inlined into
  /// the engine's walk.)
  @inline(never)
  static func checkWords(_ hint: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    if case .string(let text) = hint.value, context.words.firstMatch(context.file.wordLists.gesture, in: text) == nil { return }
    let gestures = context.file.wordLists.gesture
    let candidates = TextCandidate.of(hint.value)
    var bad: [(shown: String, phrase: String)] = []
    for candidate in candidates {
      for part in candidate.constantParts {
        if let phrase = context.words.firstMatch(gestures, in: part) { bad.append((candidate.shown, phrase)); break }
      }
    }
    guard !bad.isEmpty else { return }
    let phrases = Messages.quoted(bad.reduce(into: [String]()) { if !$0.contains($1.phrase) { $0.append($1.phrase) } })
    let subject = candidates.count == 1
      ? "hint tells the gesture (\(phrases))"
      : "hint \(bad.count > 1 ? "alternatives" : "alternative") \(Messages.list(bad.map(\.shown))) \(bad.count > 1 ? "tell" : "tells") the gesture (\(phrases))"
    sink.report(hint.valueRange,
                "\(subject): the screen reader already says how to act, in the user's own settings and input; describe what acting does instead")
  }
}
