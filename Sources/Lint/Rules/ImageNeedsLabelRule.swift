import AccessibilityModel

/// An image stop with no label.
struct ImageNeedsLabelRule: Rule {
  static let description = RuleDescription(
    id: "image-needs-label",
    summary: "Image stop with no label",
    rationale: "An an-image or an-icon that is a screen-reader stop and has no label is announced as \"image\" or by its file name, and the person has to guess. Ask what the image tells in this context: give it a label that says that, or hide it with accessible=\"false\" when it is decorative or said elsewhere. WCAG 2.2: 1.1.1 Non-text Content (https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover); UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "images"],
    yieldsTo: ["empty-label", "unknown-accessibility-prop"])

  /// Whether the rule reports the element (shared with the hint rules: one root cause, one
  /// finding). An empty `accessibilityLabel=""` is `empty-label`'s finding, not this one.
  static func applies(to element: AXElement, in tree: AccessibilityTree) -> Bool {
    // (A label with a `null` alternative, `dark ? 'Logo' : null`, leaves none in that case.)
    element.isImagePrimitive && element.isStop && !element.stopIsUncertain && (!element.name.exists || element.lacksNameWhenLabelIsNull)
  }

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.stops(without: ElementFact.uncertainStop)
    where Self.applies(to: element, in: context.model) {
      var message: String
      if case .unreadable(let text, _) = element.name {
        message = "'\(element.tagName)' is a screen-reader stop whose label \(Messages.unreadable(text)) has nothing readable (icon-font glyphs, symbols and emoji are announced as nothing useful)"
      } else {
        // (With another role, `none` say, there is not even "image" to announce.)
        let announced = element.effectiveRole == .role(.image) ? "as \"image\" or by its file name" : "by its file name or not at all"
        let when = element.lacksNameWhenLabelIsNull ? " when its accessibilityLabel is the alternative null" : ""
        message = "'\(element.tagName)' is a screen-reader stop with no label\(when): it is announced \(announced)"
      }
      if element.spokenHint != nil { message += " (a hint is not a name)" }
      if let activation = element.events.first(where: { $0.category == .activation }) {
        // A control is never decorative: hiding it is `hidden-interactive`'s finding.
        message += "; it handles \(activation.shown): add an accessibilityLabel that says what it does (hiding it would hide the control)"
      } else {
        message += "; add an accessibilityLabel that says what it tells here, or accessible=\"false\" if it is decorative"
      }
      sink.report(element.nameRange, about: element, message)
    }
  }
}
