import AccessibilityModel
import TemplateSyntax

/// A `checked` state on an element that also sets `accessibilityValue`: the value wins.
struct CheckedOverriddenByValueRule: ElementRule {
  static let description = RuleDescription(
    id: "checked-overridden-by-value",
    summary: "Checked state hidden by an explicit accessibilityValue",
    rationale: "On UIKit, AppKit and SwiftUI checked is written into the value, and only over a value nobody claimed: if the template sets accessibilityValue, the template's value wins and checked is never published, so the user cannot tell whether the control is on. Drop accessibilityValue, or move its text to the hint. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); NSAccessibility (https://developer.apple.com/documentation/appkit/nsaccessibility). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "states"],
    isPlatformDependent: true,
    yieldsTo: ["role-state-mismatch", "checked-state-as-text"])

  static let interest = ElementInterest.writing(.accessibilityValue)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    guard let value = element.value, Self.isKnownNonEmpty(value.value) else { return }
    // (In a choice of state objects, `on ? { checked: true } : { checked: false }`, the first
    // that writes checked.)
    var entries = element.state?.value.possibilities.compactMap { $0.entry(StateKey.checked.rawValue) } ?? []
    // (Or a key after the last spread, `{ ...base, checked: on }`: no spread can take it back.)
    if entries.isEmpty, let state = element.state {
      entries = state.entriesAfterSpread(source: context.source).filter { $0.key == StateKey.checked.rawValue }
    }
    guard let entry = entries.first(where: { !$0.value.possibilities.allSatisfy(\.isNullish) }) else { return }  // nothing to write
    // The platforms that carry checked in the value.
    let platforms = context.platforms.filter {
      if case .value = PlatformMapping.state(.checked, on: $0.api) { return true }
      return false
    }
    guard !platforms.isEmpty else { return }
    let shown = value.value.stringValue.map { " '\($0)'" } ?? ""
    sink.report(entry.keyRange, about: element, key: StateKey.checked.rawValue,
                "accessibilityValue\(shown) replaces the checked state on \(Messages.platforms(platforms)): checked is written into the value only when the template sets none; remove accessibilityValue (put its text in accessibilityHint) or remove checked",
                platforms: platforms)
  }

  /// Every alternative is a string known to hold something other than whitespace.
  static func isKnownNonEmpty(_ value: AbstractValue) -> Bool {
    func nonBlank(_ s: String) -> Bool { !UnicodeWhitespace.isBlank(s) }
    return value.possibilities.allSatisfy { possibility in
      switch possibility {
      case .string(let s): return nonBlank(s)
      case .concatenation(let parts):
        return parts.contains { if case .literal(let s) = $0 { return nonBlank(s) }; return false }
      default: return false
      }
    }
  }
}
