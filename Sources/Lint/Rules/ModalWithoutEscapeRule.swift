import AccessibilityModel

/// A modal layer with no way out that works without sight.
struct ModalWithoutEscapeRule: Rule {
  static let description = RuleDescription(
    id: "modal-without-escape",
    summary: "Modal layer with no escape and no close control",
    rationale: "A modal layer hides what is behind it; it must close without special gestures: an (accessibilityEscape) handler for the escape gesture (VoiceOver's two-finger Z, Android Back) or a close control. A layer with neither traps the user. WCAG 2.2: 2.1.2 No Keyboard Trap (https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility); UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["screens", "modals"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let model = context.model
    for layer in context.elements where layer.isModalLayer && !layer.isHidden {
      if layer.event(named: "accessibilityEscape") != nil { continue }
      var mayClose = false
      for index in model.descendants(of: layer.index) {
        let control = model[index]
        guard control.hasActivation, !control.isHidden else { continue }
        switch control.name {
        case .known(let name, _):
          if context.words.firstMatch(.close, in: name) != nil { mayClose = true }
        case .dynamic:
          mayClose = true  // it may be the close control: stay silent rather than guess
        case .none, .unreadable:
          break
        }
        if mayClose { break }
      }
      // Content the template does not show may hold the close control: silent rather than guess.
      if mayClose || model.holdsUnknownContent(layer.index) { continue }
      sink.report(layer.nameRange,
                  "modal layer '\(layer.tagName)' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"")
    }
  }
}
