import AccessibilityModel
import TemplateSyntax

/// An `accessibilityValue` on a checkbox or switch that spells its checked state in words.
struct CheckedStateAsTextRule: Rule {
  static let description = RuleDescription(
    id: "checked-state-as-text",
    summary: "Checked state spelt as text in accessibilityValue",
    rationale: "The platform publishes checked in its own convention (UIKit \"1\"/\"0\") and the screen reader speaks it in the device's language; text written by the app comes out in the app's language and is just a string to Switch Control and braille. And a template value wins over checked, so the real state is lost too. Remove accessibilityValue and set accessibilityState's checked.",
    defaultSeverity: .warning,
    tags: ["contract", "states"])

  /// The alternatives of an element's value that are, as a whole, a state word, when the element
  /// is a checkbox or switch.
  static func stateWords(_ occurrence: PropOccurrence, on element: AXElement, words: WordMatcher) -> [String] {
    guard let role = element.effectiveRole.role, role == .checkbox || role == .switch else { return [] }
    var out: [String] = []
    for value in occurrence.value.knownPossibilities {
      if let s = value.stringValue, words.isEntirely(.state, s), !out.contains(s) { out.append(s) }
    }
    return out
  }

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements {
      for occurrence in element.props where occurrence.prop == .accessibilityValue {
        let found = Self.stateWords(occurrence, on: element, words: context.words)
        guard !found.isEmpty else { continue }
        let role = element.effectiveRole.role!.rawValue
        let what: String
        if occurrence.value.possibilities.count == 1 {
          what = "accessibilityValue \(Messages.quoted(found)) spells"
        } else if found.count == 1 {
          what = "the alternative \(Messages.quoted(found)) of accessibilityValue spells"
        } else {
          what = "the alternatives \(Messages.quoted(found)) of accessibilityValue spell"
        }
        sink.report(occurrence.valueRange, about: element,
                    "\(what) the \(role)'s checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\"")
      }
    }
  }
}
