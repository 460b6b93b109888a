import AccessibilityModel

/// A hand-made slider that cannot be adjusted or does not say its value.
struct AdjustableWithoutActionsRule: Rule {
  static let description = RuleDescription(
    id: "adjustable-without-actions",
    summary: "Slider role without increment, decrement or value",
    rationale: "An adjustable element is operated by the screen reader: VoiceOver users swipe up or down, the element must answer (accessibilityIncrement) and (accessibilityDecrement) and then say its new value (seed 003). Without the handlers the gesture leads nowhere (seed 000); without a value there is nothing to hear. Native an-slider does both.",
    defaultSeverity: .warning,
    tags: ["naming", "actions"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements where !element.isHidden && element.primitive.nativeRole != .role(.slider) {
      guard let slider = element.roleAlternatives.first(where: { $0.role == .role(.slider) }) else { continue }
      var missing: [String] = []
      let increment = element.event(named: "accessibilityIncrement") != nil
      let decrement = element.event(named: "accessibilityDecrement") != nil
      switch (increment, decrement) {
      case (false, false): missing.append("the (accessibilityIncrement) and (accessibilityDecrement) handlers")
      case (false, true): missing.append("an (accessibilityIncrement) handler")
      case (true, false): missing.append("an (accessibilityDecrement) handler")
      case (true, true): break
      }
      if element.value == nil || element.value?.value == .string("") { missing.append("an accessibilityValue") }
      guard !missing.isEmpty else { continue }
      let role = element.hasRoleAlternatives ? "the role alternative \(Messages.show(slider.value ?? .string("slider")))" : "role 'slider'"
      sink.report(element.nameRange,
                  "'\(element.tagName)' has \(role) but lacks \(Messages.list(missing)): screen-reader users adjust it by swiping up and down and hear its value; add \(missing.count == 1 ? "it" : "them"), or use an-slider")
    }
  }
}
