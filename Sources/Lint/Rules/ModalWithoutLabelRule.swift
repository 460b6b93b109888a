import AccessibilityModel

/// A modal layer with nothing to announce when it opens.
struct ModalWithoutLabelRule: Rule {
  static let description = RuleDescription(
    id: "modal-without-label",
    summary: "Modal layer with no title or label",
    rationale: "When a layer opens, focus moves into it and the reader should say what it is: putting focus on the sheet's title, or announcing the overlay's title, orients the user at once. A layer with no title or label opens as nothing in particular. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["screens", "modals"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // (The model is read where the file holds it: a copy of it, `context.model`, retained and
    // released each of its fields.)
    for layer in context.elements(with: 0, without: ElementFact.hidden) where layer.isModalLayer {
      if layer.hasLabel { continue }
      if layer.primitive.isModal, let title = context.file.model.attributeValue(layer.index, named: "title"),
         !ScreenWithoutTitleRule.isKnownEmpty(title.value) {
        // A ternary of titles with an empty alternative (and no label to fall back on): that
        // alternative leaves the layer unnamed.
        if layer.label == nil, case .alternatives = title.value {
          var blank: [String] = []
          for value in title.value.possibilities where ScreenWithoutTitleRule.isKnownEmpty(value) {
            let shown = value.stringValue.map { "'\($0)'" } ?? (value == .null ? "null" : "undefined")
            if !blank.contains(shown) { blank.append(shown) }
          }
          if !blank.isEmpty {
            sink.report(layer.nameRange,
                        "modal layer '\(layer.tagName)' has no title or label when its title is the alternative \(Messages.list(blank)): when it opens, the reader has nothing to announce; give every alternative a title, or add an accessibilityLabel")
          }
        }
        continue
      }
      let fix = layer.primitive.isModal ? "give it a title=\"…\" or an accessibilityLabel" : "give it an accessibilityLabel"
      sink.report(layer.nameRange,
                  "modal layer '\(layer.tagName)' has no title or label: when it opens, the reader has nothing to announce; \(fix)")
    }
  }
}
