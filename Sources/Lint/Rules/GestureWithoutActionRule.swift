import AccessibilityModel

/// A gesture with no custom action doing the same thing.
struct GestureWithoutActionRule: ElementRule {
  static let description = RuleDescription(
    id: "gesture-without-action",
    summary: "Gesture with no accessibility action",
    rationale: "With a screen reader on, swipes, long presses, pans and pinches belong to the reader, not to the app. No function may depend on a gesture that is only discovered by sight: expose it in the actions rotor with [accessibilityActions] and (accessibilityAction). WCAG 2.2: 2.5.1 Pointer Gestures (https://www.w3.org/WAI/WCAG22/Understanding/pointer-gestures.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityCustomAction (https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "actions"])

  static let interest = ElementInterest.bindingEvents

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Most elements that bind an event bind no gesture: one bit says so, before the search of
    // the element's events for custom actions.)
    guard element.hasEvent(.gesture) else { return }
    Self.checkGestures(element, context, &sink)
  }

  /// Reports each gesture of an element that binds one with no accessible alternative. (Out of
  /// line: the check, nearly every element passing it on its bit, is then small enough to be
  /// inlined into the engine's walk, without a call and the entry of this function for each
  /// element.)
  @inline(never)
  static func checkGestures(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    if element.offersCustomActions { return }
    // (Inside a stop, the stop is what the reader lands on: its custom actions are reached there.)
    if let stop = element.containingStop, context.model[stop].offersCustomActions { return }
    for event in element.events where event.category == .gesture && !element.hasAccessibleAlternative(toGesture: event.name) {
      // The same function a visible control or an accessibility event performs (a sheet's
      // swipe down beside its (accessibilityEscape), a photo's swipe beside a "Next" button):
      // the gesture is a shortcut, not the only way.
      if context.model.runsHandler(of: event, on: element.index) { continue }
      // A framework with no custom actions in its templates (NativeScript): a reachable control.
      let advice = context.model.profile.alternativeControl.map {
        "offer the same function with a control screen readers reach (\($0))"
      } ?? "expose the same function as a custom action with [accessibilityActions] and (accessibilityAction)"
      sink.report(event.attribute.nameRange,
                  "(\(event.name)) has no accessible alternative: screen readers keep that gesture for themselves; \(advice)")
    }
  }
}
