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
    // (The model is read where the file holds it: a copy of it, `context.model`, retained and
    // released each of its fields.)
    let layers = context.elements.filter { $0.isModalLayer && !$0.isHidden && $0.event(named: "accessibilityEscape") == nil }
    guard !layers.isEmpty else { return }
    // Worked out once for every element: the layers a control that may close is in (its
    // nearest: the Cancel of a dialog nested in a sheet closes the dialog, not the sheet), and
    // the elements holding content the template does not show, which may hold one.
    var hasCloser = [Bool](repeating: false, count: context.elements.count)
    for control in context.elements where Self.mayClose(control, navigates: context.file.model.navigatesOnActivation(control), context.words) {
      if let layer = control.enclosingModal { hasCloser[layer] = true }
    }
    let holdsUnknown = context.file.model.unknownContentHolders()
    for layer in layers where !hasCloser[layer.index] && !holdsUnknown[layer.index] {
      sink.report(layer.nameRange,
                  "modal layer '\(layer.tagName)' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"")
    }
  }

  /// `WordLists.closeObjects`, folded as names are.
  static let closeObjects: Set<String> = Set(WordLists.closeObjects.flatMap(WordMatcher.tokens))

  /// A control that may close a layer: pressable (an activation, or a router link or `href`
  /// that navigates: a modal route is closed by navigating away), not hidden, named with a
  /// close word, or with a name the linter cannot know (it may be the close control: silent
  /// rather than guess).
  static func mayClose(_ control: AXElement, navigates: Bool, _ words: WordMatcher) -> Bool {
    guard control.hasActivation || navigates, !control.isHidden else { return false }
    switch control.name {
    case .known(let name, _):
      return words.firstMatch(.close, in: name) != nil && !WordMatcher.tokens(name).contains(where: closeObjects.contains)
    case .dynamic: return true
    case .none, .unreadable: return false
    }
  }
}
