import AccessibilityModel

/// A modal layer with nothing to announce when it opens.
struct ModalWithoutLabelRule: Rule {
  static let description = RuleDescription(
    id: "modal-without-label",
    summary: "Modal layer with no title or label",
    rationale: "When a layer opens, focus moves into it and the reader should say what it is: seed 002 places focus on the sheet's title and posts the overlay's title label. A layer with no title or label opens as nothing in particular.",
    defaultSeverity: .warning,
    tags: ["screens", "modals"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let model = context.model
    for layer in context.elements where layer.isModalLayer && !layer.isHidden {
      if layer.hasLabel { continue }
      if layer.primitive.isModal, let title = model.attributeValue(layer.index, named: "title"),
         !ScreenWithoutTitleRule.isKnownEmpty(title.value) { continue }
      let fix = layer.primitive.isModal ? "give it a title=\"…\" or an accessibilityLabel" : "give it an accessibilityLabel"
      sink.report(layer.nameRange,
                  "modal layer '\(layer.tagName)' has no title or label: when it opens, the reader has nothing to announce; \(fix)")
    }
  }
}
