import AccessibilityModel
import TemplateSyntax

/// An accessibility prop written in the wrong binding form. The model reads such a value as
/// unknown, so no other rule reports on it.
struct BindingQuoteMistakeRule: ElementRule {
  static let description = RuleDescription(
    id: "binding-quote-mistake",
    summary: "Binding written in the wrong form",
    rationale: "The contract writes every bound prop as a binding with a quoted literal: [accessibilityRole]=\"'button'\", [accessible]=\"true\". Three slips between the static and the bound form compile and publish something else: quotes inside a static attribute (accessibilityLabel=\"'Play'\" is read with its quotes), a role or state word bound as an expression ([accessibilityRole]=\"button\" binds a component field called button), and a string where a boolean belongs ([accessible]=\"'false'\" is a truthy string: the element is grouped, not hidden). WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "bindings"])

  static let interest = ElementInterest.writing(AccessibilityProp.allCases)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    for occurrence in element.props {
      guard let mistake = occurrence.formMistake else { continue }
      sink.report(occurrence.valueRange, Self.message(mistake, occurrence, stringStates: !context.model.profile.stringStates.isEmpty))
    }
  }

  /// `stringStates`: the profile's state is one string (NativeScript), written as static text.
  static func message(_ mistake: BindingFormMistake, _ occurrence: PropOccurrence, stringStates: Bool = false) -> String {
    let name = occurrence.prop.rawValue
    switch mistake {
    case .quotedStaticText(let text, let quote):
      let consequence: String
      switch occurrence.prop {
      case .accessibilityRole: consequence = "the role would be the text \(quote)\(text)\(quote) with its quotes, which is no role"
      case .accessible, .accessibilityViewIsModal: consequence = "the value is the text \(quote)\(text)\(quote) with its quotes, not a boolean"
      default: consequence = "the quotes would be part of the text read aloud"
      }
      let bound = occurrence.prop.isBoolean ? "[\(name)]=\"\(text)\"" : "[\(name)]=\"'\(text)'\""
      return "\(name) is static text wrapped in quotes: \(consequence); write \(name)=\"\(text)\", or bind it as \(bound)"
    case .bareIdentifier(let identifier):
      if occurrence.prop == .accessibilityState && stringStates {
        return "[\(name)]=\"\(identifier)\" binds a component field called '\(identifier)', not the state '\(identifier)'; write \(name)=\"\(identifier)\" or [\(name)]=\"'\(identifier)'\""
      }
      if occurrence.prop == .accessibilityState {
        return "[\(name)]=\"\(identifier)\" binds a component field called '\(identifier)', not the state '\(identifier)'; write [\(name)]=\"{ \(identifier): true }\""
      }
      return "[\(name)]=\"\(identifier)\" binds a component field called '\(identifier)', not the role '\(identifier)'; write [\(name)]=\"'\(identifier)'\" or \(name)=\"\(identifier)\""
    case .stringForBoolean(let strings):
      let shown = Messages.quoted(strings)
      let fix: String
      if occurrence.value.possibilities.count > 1 {
        fix = "bind booleans, without quotes"
      } else if strings[0] == "true" || strings[0] == "false" {
        fix = "write [\(name)]=\"\(strings[0])\" without the quotes"
      } else {
        fix = "bind a boolean (true or false), without quotes"
      }
      var truthy = strings.contains { !$0.isEmpty } ? ": a non-empty string is truthy" : ""
      if occurrence.prop == .accessible && strings.contains("false") { truthy += ", so the element is grouped, not hidden" }
      let subject = occurrence.value.possibilities.count > 1 ? "the alternative\(strings.count > 1 ? "s" : "") \(shown) of [\(name)] \(strings.count > 1 ? "are strings" : "is a string")" : "[\(name)] is bound to the string \(shown)"
      return "\(subject) where a boolean belongs\(truthy); \(fix)"
    }
  }
}
