import AccessibilityModel
import TemplateSyntax

/// A link whose whole name is a vague phrase.
struct AmbiguousLinkTextRule: Rule {
  static let description = RuleDescription(
    id: "ambiguous-link-text",
    summary: "Link named only by a vague phrase",
    rationale: "Screen-reader users move through a screen by links alone (the VoiceOver rotor's links mode, TalkBack's reading controls). Out of context, \"Leer más\", \"click here\" or \"اضغط هنا\" says nothing about where the link goes, and Voice Control users cannot tell two of them apart. Name the destination. WCAG 2.2: 2.4.4 Link Purpose (In Context) (https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "links"])

  static let fix = "out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does"

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements(with: 0, without: ElementFact.hidden | ElementFact.insideStop) {
      guard element.mayHaveRole(.role(.link)) else { continue }
      if let label = element.label, element.hasLabel {
        let vague = label.value.knownPossibilities.compactMap(\.stringValue).filter { context.words.isEntirely(.vagueLink, $0) }
        guard !vague.isEmpty else { continue }
        if label.value.possibilities.count > 1 {
          sink.report(label.valueRange, about: element, key: "name", "the link's label \(vague.count == 1 ? "alternative" : "alternatives") \(Messages.quoted(vague)) \(vague.count == 1 ? "is" : "are") only a vague phrase: \(Self.fix)")
        } else {
          sink.report(label.valueRange, about: element, key: "name", "link text '\(vague[0])' is only a vague phrase: \(Self.fix)")
        }
      } else if case .known(let text, .content) = element.name, context.words.isEntirely(.vagueLink, text),
                let range = element.content.range {
        sink.report(range, about: element, key: "name", "link text '\(text)' is only a vague phrase: \(Self.fix)")
      } else if case .dynamic(.content) = element.name, let choices = element.content.choices,
                let range = element.content.range {
        // Text around an ICU message: each case is an alternative of the text.
        var vague: [String] = []
        for case let text? in choices where context.words.isEntirely(.vagueLink, text) && !vague.contains(text) { vague.append(text) }
        guard !vague.isEmpty else { continue }
        sink.report(range, about: element, key: "name", "the link's text \(vague.count == 1 ? "alternative" : "alternatives") \(Messages.quoted(vague)) \(vague.count == 1 ? "is" : "are") only a vague phrase: \(Self.fix)")
      }
    }
  }
}
