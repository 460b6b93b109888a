import AccessibilityModel
import TemplateSyntax

/// An `accessibilityValue` on a checkbox or switch that spells its checked state in words.
struct CheckedStateAsTextRule: ElementRule {
  static let description = RuleDescription(
    id: "checked-state-as-text",
    summary: "Checked state spelt as text in accessibilityValue",
    rationale: "The platform publishes checked in its own convention (UIKit \"1\"/\"0\") and the screen reader speaks it in the device's language; text written by the app comes out in the app's language and is just a string to Switch Control and braille. And a template value wins over checked, so the real state is lost too. Remove accessibilityValue and set accessibilityState's checked. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "states"])

  static let interest = ElementInterest.writing(.accessibilityValue)

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

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    for occurrence in element.occurrences(of: .accessibilityValue) {
      let found = Self.stateWords(occurrence, on: element, words: context.words)
      guard !found.isEmpty else { continue }
      let role = element.roleName(element.effectiveRole.role!)
      let one = occurrence.value.possibilities.count == 1 || found.count == 1
      let subject: String
      if occurrence.value.possibilities.count == 1 {
        subject = "accessibilityValue \(Messages.quoted(found))"
      } else if found.count == 1 {
        subject = "the alternative \(Messages.quoted(found)) of accessibilityValue"
      } else {
        subject = "the alternatives \(Messages.quoted(found)) of accessibilityValue"
      }
      if Self.setsChecked(element, source: context.source) {
        sink.report(occurrence.valueRange, about: element,
                    "\(subject) \(one ? "duplicates" : "duplicate") the \(role)'s checked state, which accessibilityState already sets, as app text read in the app's language, and the value hides that state; remove accessibilityValue")
      } else {
        // A state object the linter cannot see into may already carry checked.
        let advice = element.stateIsKnown ? "remove it and set [accessibilityState]=\"{ checked: … }\""
          : "remove it and let accessibilityState carry checked"
        sink.report(occurrence.valueRange, about: element,
                    "\(subject) \(one ? "spells" : "spell") the \(role)'s checked state as app text, read in the app's language instead of the user's; \(advice)")
      }
    }
  }

  /// Whether `accessibilityState` has a `checked` key: in a bound object, or in a static
  /// `accessibilityState="{ checked: true }"` (an error of its own, but the intent is there).
  static func setsChecked(_ element: AXElement, source: SourceFile) -> Bool {
    if element.stateEntry(.checked) != nil { return true }
    for occurrence in element.occurrences(of: .accessibilityState) {
      guard let range = occurrence.attribute.valueRange else { continue }
      let text = Array(source.text(range).utf8)
      let key = Array("checked".utf8)
      var i = 0
      while i + key.count <= text.count {
        if Array(text[i..<(i + key.count)]) == key {
          var j = i + key.count
          while j < text.count, text[j] == 0x20 || text[j] == 0x27 || text[j] == 0x22 { j += 1 }  // spaces, quotes
          let before = i == 0 ? 0x20 : text[i - 1]
          let isName = (before >= 0x61 && before <= 0x7A) || (before >= 0x41 && before <= 0x5A) || before == 0x5F
          if j < text.count, text[j] == 0x3A, !isName { return true }  // "checked:"
        }
        i += 1
      }
    }
    return false
  }
}
