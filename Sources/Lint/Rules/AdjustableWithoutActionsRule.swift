import AccessibilityModel
import TemplateSyntax

/// A hand-made slider that cannot be adjusted or does not say its value.
struct AdjustableWithoutActionsRule: Rule {
  static let description = RuleDescription(
    id: "adjustable-without-actions",
    summary: "Slider role without increment, decrement or value",
    rationale: "An adjustable element is operated by the screen reader: VoiceOver users swipe up or down, the element must answer (accessibilityIncrement) and (accessibilityDecrement) and then say its new value. Without the handlers the gesture leads nowhere; without a value there is nothing to hear. Native an-slider does both. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make custom views more accessible (https://developer.android.com/guide/topics/ui/accessibility/custom-views).",
    defaultSeverity: .warning,
    tags: ["naming", "actions"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // Handlers the host never calls: the view is not adjustable (NativeScript).
    for element in context.elements(with: ElementFact.events, without: ElementFact.hidden) {
      guard !element.unfiredEvents.isEmpty else { continue }
      let handlers = element.unfiredEvents.map(\.shown)
      let one = handlers.count == 1
      sink.report(element.unfiredEvents[0].attribute.nameRange, about: element,
                  "'\(element.tagName)' handles \(Messages.list(handlers)) but is not adjustable: \(one ? "it is" : "they are") called only on \(context.model.profile.adviceElement("an-slider")) or a view with accessibilityRole=\"\(element.roleName(.slider))\", so screen-reader users never reach \(one ? "it" : "them"); add accessibilityRole=\"\(element.roleName(.slider))\" and an accessibilityValue, or use \(context.model.profile.adviceElement("an-slider"))")
    }
    // Only an element that writes a role can: without one, its effective role is its native
    // role, which must not be slider here, and `mayHaveRole` of an unknown role without a role
    // prop is false. (Those elements are skipped by their word of facts, as the hidden ones are:
    // not read from the model.)
    // (A known role other than slider, nearly every element's, is no slider in any alternative:
    // `mayHaveRole` reads the role's alternatives only while the role is unknown. Such an element
    // is passed over from its effective role, without copying its role occurrence out.)
    for element in context.elements(with: ElementInterest.bit(.accessibilityRole), without: ElementFact.hidden)
      where Self.mayBeSlider(element.effectiveRole) && element.nativeRole != .role(.slider) {
      guard element.mayHaveRole(.role(.slider)) else { continue }
      var missing: [String] = []
      let increment = element.event(named: "accessibilityIncrement") != nil
      let decrement = element.event(named: "accessibilityDecrement") != nil
      switch (increment, decrement) {
      case (false, false): missing.append("the (accessibilityIncrement) and (accessibilityDecrement) handlers")
      case (false, true): missing.append("an (accessibilityIncrement) handler")
      case (true, false): missing.append("an (accessibilityDecrement) handler")
      case (true, true): break
      }
      // A value that is there but says nothing is named as such, not as missing.
      let emptyValue = element.value.map { Self.isBlank($0.value) } ?? false
      // (A value bound to `null` or `undefined` is none; one with such an alternative is none then.)
      // (Not `element.value == nil || element.value!.value.isNullish`: inside a loop over
      // `elements(with:without:)` that crashed the compiler, signal 11.)
      if element.value.map({ $0.value.isNullish }) ?? true { missing.append("an accessibilityValue") }
      let nullAlternative = element.value?.value.hasNullishAlternative ?? false
      guard !missing.isEmpty || emptyValue || nullAlternative else { continue }
      let role = element.hasRoleAlternatives ? "the role alternative '\(element.roleName(.slider))'" : "role '\(element.roleName(.slider))'"
      var problems: [String] = []
      if !missing.isEmpty { problems.append("lacks \(Messages.list(missing))") }
      if emptyValue { problems.append("its accessibilityValue is empty") }
      if nullAlternative { problems.append("its accessibilityValue has the alternative null (no value then)") }
      // (Both handlers are one item of `missing` but two things to add.)
      let missingOne = missing.count == 1 && (increment || decrement)
      var fix = missing.isEmpty ? "" : "add \(missingOne ? "it" : "them")"
      if emptyValue || nullAlternative {
        fix += missing.isEmpty ? "put the current setting in it" : " and put the current setting in the value"
      }
      sink.report(element.nameRange,
                  "'\(element.tagName)' has \(role) but \(problems.joined(separator: " and ")): screen-reader users adjust it by swiping up and down and hear its value; \(fix), or use \(context.model.profile.adviceElement("an-slider"))")
    }
  }

  /// Whether an element whose effective role is `role` may have the slider role: it has it, or
  /// its role is not known (bound to alternatives, or to an expression).
  static func mayBeSlider(_ role: EffectiveRole) -> Bool {
    switch role {
    case .unknown, .role(.slider): return true
    default: return false
    }
  }

  /// A value known to be empty or only spaces, whatever alternative is taken.
  static func isBlank(_ value: AbstractValue) -> Bool {
    let known = value.knownPossibilities
    guard !known.isEmpty, known.count == value.possibilities.count else { return false }
    return known.allSatisfy { $0.stringValue.map { (s: String) in s.allSatisfy { $0.isWhitespace } } ?? false }
  }
}
