import AccessibilityModel
import TemplateSyntax

/// Sibling controls that share one name.
struct DuplicateLabelRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-label",
    summary: "Sibling controls with the same name",
    rationale: "Out of context (the rotor's list of buttons, Voice Control, a jump straight to a control) two controls with one name cannot be told apart: \"Editar, botón; Editar, botón\". Make each name say what it acts on. WCAG 2.2: 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html); 2.4.4 Link Purpose (In Context) (https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .info,
    tags: ["naming", "labels"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // (The model is read where the file holds it: a copy of it, `context.model`, retained and
    // released each of its fields.)
    // Sibling groups: the children of each element, and the template's top level.
    let elements = context.elements
    for element in elements {
      // (Two children or more: the first child's subtree ends before the element's.)
      let first = element.index + 1
      guard first < element.subtreeEnd, elements[first].subtreeEnd < element.subtreeEnd else { continue }
      checkSiblings(context.file.model.children(of: element.index), context, &sink)
    }
    checkSiblings(context.file.model.topLevel, context, &sink)
  }

  /// One group of siblings (no finding unless two or more). (The model is read where the file
  /// holds it: `context.model`, or a model passed in, copies the tree's fields.)
  func checkSiblings(_ siblings: ChildElements, _ context: RuleContext, _ sink: inout FindingSink) {
    guard siblings.hasSeveral else { return }
    // Keyed by name, so 40,000 siblings cost 40,000 lookups, not 40,000² comparisons (and
    // the same name in many exclusive branches is looked up in a trie of their branches).
    // (Made at the first named control: most groups have none, and skip making and releasing it.)
    var seen: [String: EarliestCompatible]? = nil
    for index in siblings {
      let element = context.file.model[index]
      guard element.isStop, element.isInteractive, let name = element.name.text else { continue }
      var key = WordMatcher.tokens(name).joined(separator: " ")
      guard !key.isEmpty else { continue }
      // The content of a detached `<ng-template>` is shown elsewhere: compared only within it.
      if let scope = context.file.model.templateScope(of: index) { key += "\u{0}\(scope.index)" }
      if let first = seen?[key]?.first(compatibleWith: index, in: context.file.model) {
        let line = context.lines.position(of: Int(context.file.model[first].nameRange.start)).line
        // At the value that gives the name: the label's or the placeholder's (the whole value);
        // else the text content (from its first character to its end), else the tag.
        let at: ByteRange
        if element.name.origin == .label, let label = element.label {
          at = label.valueRange
        } else if element.name.origin == .placeholder, let range = element.placeholderValueRange {
          at = range
        } else if let range = element.content.range {
          at = range
        } else {
          at = element.nameRange
        }
        sink.report(at,
                    "'\(name)' is also the name of the control on line \(line): out of context (the rotor, Voice Control) the two cannot be told apart; make each name say what it acts on")
      }
      if seen == nil { seen = [:] }
      seen![key, default: EarliestCompatible()].append(index, in: context.file.model)
    }
  }
}
