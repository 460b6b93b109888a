import AccessibilityModel
import TemplateSyntax

/// An interactive stop with no name.
struct MissingNameRule: Rule {
  static let description = RuleDescription(
    id: "missing-name",
    summary: "Interactive element with no name",
    rationale: "A control with a role and no name is announced as \"button\" or \"adjustable\" and nothing else: a screen-reader user cannot know what it does and Voice Control has nothing to say (a bare an-view given accessibilityRole=\"slider\" is published with a role and no name). Give it accessibilityLabel, text content, or a placeholder for text fields. A hint is not a name. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .error,
    tags: ["contract", "labels"],
    yieldsTo: ["image-needs-label", "empty-label", "unknown-accessibility-prop"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // (Whether it is a stop at all may hang on a value the linter cannot know: a bound
    // `[accessible]` or role here or on an ancestor, which may group it into another stop.)
    for element in context.stops(without: ElementFact.uncertainStop) {
      guard element.effectiveRole.isInteractive else { continue }
      // Named on some platforms only (`android:text`): reported on the others.
      var unnamedOn: [Platform] = []
      // (A label bound to a value with a `null` alternative leaves only the rest in that case.)
      let whenNull = element.lacksNameWhenLabelIsNull
      // (Content with an alternative that shows no text: `{{ loading ? '' : 'Enviar' }}`.)
      let whenEmpty = !whenNull && element.lacksNameWhenContentIsEmpty
      if element.name.exists && !whenNull && !whenEmpty {
        unnamedOn = context.platforms.filter { element.lacksName(on: $0) && element.isStop(on: $0) }
        if unnamedOn.isEmpty { continue }
      }
      let what: String
      switch element.effectiveRole {
      case .role(.radio) where element.roleName(.radio) == Role.radio.rawValue: what = "a radio button"
      case .role(.search): what = "a search field"
      case .role: what = Messages.describe(element.effectiveRole, of: element)
      default: what = "a text field"
      }
      let fix: String
      if whenEmpty {
        fix = "give that alternative words or add accessibilityLabel"
      } else if let attribute = element.behaviour?.nameAttributes.first {
        fix = "add \(attribute)=\"…\" or accessibilityLabel"
      } else if let placeholder = element.behaviour?.placeholder.first {
        fix = "add accessibilityLabel or \(placeholder)=\"…\""
      } else {
        switch element.primitive.nameSource {
        case .labelOrPlaceholder: fix = "add accessibilityLabel or a placeholder"
        case .content: fix = "add text content or accessibilityLabel"
        case .label: fix = "add accessibilityLabel"
        }
      }
      let hint = element.hint != nil ? " (its hint is not a name: users can turn hints off)" : ""
      if case .unreadable(let text, let origin) = element.name {
        let source: String
        switch origin {
        case .label: source = "accessibilityLabel"
        // (A text field or search field named by its placeholder: the profile's attribute for it.)
        case .placeholder: source = element.behaviour?.placeholder.first ?? "placeholder"
        default: source = "text"
        }
        sink.report(element.nameRange, about: element,
                    "'\(element.tagName)' is \(what) whose name \(Messages.unreadable(text)) has nothing readable\(hint): icon-font glyphs, symbols and emoji are announced as nothing useful, and Voice Control has nothing to say; replace its \(source) with words, or add an accessibilityLabel that says what it does")
        continue
      }
      if !unnamedOn.isEmpty {
        let named = element.platformAttributes.filter(\.names)
        let by = Messages.list(named.map(\.attribute.name))
        let on = Messages.platforms(Array(Set(named.map(\.platform))).sorted())
        sink.report(element.nameRange, about: element,
                    "'\(element.tagName)' is \(what) with no name on \(Messages.platforms(unnamedOn))\(hint): only \(by) names it, on \(on); screen-reader users on \(Messages.platforms(unnamedOn)) hear only its role and Voice Control has nothing to say; \(fix)",
                    platforms: unnamedOn)
        continue
      }
      let when = whenNull ? " when its accessibilityLabel is the alternative null"
        : whenEmpty ? " when its text is the alternative that shows nothing" : ""
      sink.report(element.nameRange, about: element,
                  "'\(element.tagName)' is \(what) with no name\(when)\(hint): screen-reader users hear only its role and Voice Control has nothing to say; \(fix)")
    }
  }
}
