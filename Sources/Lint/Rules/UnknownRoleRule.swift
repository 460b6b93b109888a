import AccessibilityModel
import TemplateSyntax

/// A role outside the contract's vocabulary.
struct UnknownRoleRule: ElementRule {
  static let description = RuleDescription(
    id: "unknown-role",
    summary: "Role outside the vocabulary",
    rationale: "accessibilityRole takes one of: button, link, header, image, text, checkbox, radio, switch, slider, search, summary, none. Any other value ('heading', 'Button', 'radiogroup') maps to nothing on any platform, so the element is published without the role the author meant. The message suggests the nearest valid role. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .error,
    tags: ["contract", "roles"],
    isFixable: true)

  static let interest = ElementInterest.writing(.accessibilityRole)

  /// Common names from other vocabularies (ARIA, UIKit, SwiftUI) and the role they mean here.
  static let synonyms: [String: Role] = [
    "heading": .header, "img": .image, "picture": .image, "toggle": .switch, "togglebutton": .switch,
    "adjustable": .slider, "range": .slider, "statictext": .text, "label": .text, "searchfield": .search,
    "searchbox": .search, "presentation": .none, "hyperlink": .link, "checkbutton": .checkbox,
    "radiobutton": .radio,
  ]

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Each occurrence lent: `LentProp`.)
    var occurrences = element.occurrences(of: .accessibilityRole)
    while let lent = occurrences.nextLent() {
      lent.read { occurrence in
        if occurrence.withValue(Self.isKnownRole) { return }  // (lent, not copied out)
        Self.reportUnknown(occurrence, context, &sink)
      }
    }
  }

  /// Reports the possibilities of a role that are no role of the vocabulary. (Out of line: the
  /// check, nearly every role passing it, is then small enough to be inlined into the engine's
  /// walk, without a call and the entry of this function for each element.)
  @inline(never)
  static func reportUnknown(_ occurrence: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    let bad = occurrence.value.knownPossibilities.filter { Self.isNoRole($0) }
    guard !bad.isEmpty else { return }
    let aliases = context.model.profile.roleAliases.keys.sorted()
    let valid = (Role.allCases.map(\.rawValue) + aliases).joined(separator: ", ")
    if bad.count == 1, case .string(let s) = bad[0] {
      // A profile's role names first (`imagebutton` → `imageButton`), then the vocabulary.
      let suggestion = aliases.first { $0.lowercased() == s.lowercased() } ?? Self.suggestion(for: s)?.rawValue
        ?? nearest(s, in: aliases, maxDistance: 2)
      var message = "unknown role '\(s)'"
      if let suggestion { message += "; did you mean '\(suggestion)'?" } else { message += "; use one of: \(valid)" }
      var fix: Fix?
      if let suggestion, occurrence.value == .string(s), let range = Self.literalRange(occurrence) {
        fix = Fix(description: "replace '\(s)' with '\(suggestion)'",
                  edits: [TextEdit(range: range, replacement: suggestion)])
      }
      sink.report(occurrence.valueRange, message, fix: fix)
    } else {
      let shown = bad.map(Messages.show)
      // Each misspelt alternative's nearest role, when every one has one.
      let suggestions = bad.compactMap { value -> String? in
        guard case .string(let s) = value else { return nil }
        return aliases.first { $0.lowercased() == s.lowercased() } ?? Self.suggestion(for: s)?.rawValue ?? nearest(s, in: aliases, maxDistance: 2)
      }
      let advice = suggestions.count == bad.count
        ? "did you mean \(Messages.list(suggestions.map { "'\($0)'" }))?" : "use one of: \(valid)"
      sink.report(occurrence.valueRange,
                  "unknown role \(Messages.list(shown)) in \(bad.count > 1 || occurrence.value.possibilities.count > 1 ? "the alternatives" : "the value"); \(advice)")
    }
  }

  /// Whether a value is a role of the vocabulary, or alternatives none of which is `isNoRole`:
  /// nothing to report, told in place (nearly every role), without copying each possibility
  /// out and filtering them.
  static func isKnownRole(_ value: borrowing AbstractValue) -> Bool {
    switch value {
    case .string: return !isNoRole(value)
    case .alternatives(let values):
      for i in values.indices where isNoRole(values[i]) { return false }
      return true
    default:
      return false
    }
  }

  /// Whether one possibility of a role is no role of the vocabulary (`null` and `undefined`
  /// remove the prop: they are not reported).
  static func isNoRole(_ value: borrowing AbstractValue) -> Bool {
    switch value {
    case .string(let s): return Role(rawValue: s) == nil
    case .null, .undefined: return false
    default: return true
    }
  }

  static func suggestion(for value: String) -> Role? {
    let lowered = value.lowercased()
    if let role = Role(rawValue: lowered) { return role }
    let compact = lowered.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
      .replacingOccurrences(of: " ", with: "")
    if let role = synonyms[compact] { return role }
    if let near = nearest(lowered, in: Role.allCases.map(\.rawValue), maxDistance: 2) { return Role(rawValue: near) }
    return nil
  }

  /// The characters of the string literal: the static value, or a bound literal without its quotes.
  static func literalRange(_ occurrence: PropOccurrence) -> ByteRange? {
    if occurrence.attribute.kind == .plain { return occurrence.attribute.valueRange }
    guard var expr = occurrence.attribute.expression else { return nil }
    while case .parenthesized(let inner) = expr.kind { expr = inner }
    guard case .string = expr.kind, expr.range.length >= 2 else { return nil }
    return ByteRange(Int(expr.range.start) + 1, Int(expr.range.end) - 1)
  }
}
