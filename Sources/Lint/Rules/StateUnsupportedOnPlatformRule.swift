import AccessibilityModel
import TemplateSyntax

/// An `accessibilityState` key that a targeted platform cannot express.
struct StateUnsupportedOnPlatformRule: ElementRule {
  static let description = RuleDescription(
    id: "state-unsupported-on-platform",
    summary: "State a targeted platform cannot express",
    rationale: "busy has no form on any Apple platform; expanded and checked: 'mixed' have none on UIKit and SwiftUI; disabled has none on SwiftUI. The state is not rounded to a neighbour: it is simply not heard ('Select all' asked for checked: 'mixed' and came back with no value). Only the platforms the configuration targets are reported. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); NSAccessibility (https://developer.apple.com/documentation/appkit/nsaccessibility); SwiftUI AccessibilityTraits (https://developer.apple.com/documentation/swiftui/accessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "platforms"],
    isPlatformDependent: true,
    yieldsTo: ["role-state-mismatch", "checked-overridden-by-value"])

  static let interest = ElementInterest.writing(.accessibilityState)

  static func advice(_ row: StateRow) -> String {
    switch row {
    case .busy: return "show a separate progress element with a label instead"
    case .expanded: return "if it matters there, say it in accessibilityValue"
    case .mixed: return "if the partial state matters there, say it in accessibilityValue instead of checked: 'mixed'"
    case .disabled: return "disable the control itself so it cannot be activated"
    default: return "convey it another way on those platforms"
    }
  }

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // Hidden, or swallowed by the stop around it (a stop is a leaf: its states are published
    // on no platform; a control inside one stays reachable on Android, so it is still checked).
    guard !element.isHidden, !element.isInsideStop || element.isInteractive else { return }
    // Under a profile whose state is one string (NativeScript), an object written as such is
    // never read: invalid-state's one finding.
    let stringStates = !context.model.profile.stringStates.isEmpty
    // (Each occurrence lent: `LentProp`.)
    var occurrences = element.occurrences(of: .accessibilityState)
    while let lent = occurrences.nextLent() {
      lent.read { occurrence in checkOccurrence(occurrence, stringStates: stringStates, element, context, &sink) }
    }
  }

  /// One `accessibilityState` occurrence of the element.
  @inline(__always)
  private func checkOccurrence(_ occurrence: PropOccurrence, stringStates: Bool, _ element: AXElement, _ context: RuleContext,
                               _ sink: inout FindingSink) {
    if stringStates && !occurrence.isStringState { return }
    // (One object, the usual value: its entries are read without its possibilities being made.
    // The value is switched on once, not matched for an object and then read again, which
    // copied it out of the prop for every element; it is lent where the prop holds it.)
    let isDynamic = occurrence.withValue { checkValue($0, element, context, &sink) }
    // `{ ...base, busy: true }`: the keys written after the spread are known. (Only a value
    // unknown as a whole has them, `entriesAfterSpread`.)
    guard isDynamic else { return }
    let afterSpread = occurrence.entriesAfterSpread(source: context.source)
    for i in afterSpread.indices { check(afterSpread, i, element, context, &sink) }
  }

  /// A state's value (lent by its prop): an object's entries, or each possibility's. True when
  /// the value is unknown as a whole (`.dynamic`: no known possibility).
  func checkValue(_ value: borrowing AbstractValue, _ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) -> Bool {
    switch value {
    case .object(let entries):
      for i in entries.indices { check(entries, i, element, context, &sink) }
    case .dynamic:
      return true
    default:
      for case .object(let entries) in value.knownPossibilities {
        for i in entries.indices { check(entries, i, element, context, &sink) }
      }
    }
    return false
  }

  /// Whether one possibility of a `disabled`, `expanded` or `busy` value may turn the state on.
  /// (`check` passes over the other values before reading the key: change both together.)
  static func mayBeOn(_ value: AbstractValue) -> Bool {
    switch value {
    case .bool(let b): return b
    case .dynamic, .concatenation: return true
    default: return false  // false, null, undefined; wrong types are invalid-state's
    }
  }

  /// The entry `i` of `entries`. (Read in place from the array: an entry passed on its own is
  /// copied whole first, its key and value retained and released, for every entry of every
  /// state object, and nearly every one is fine.) Inlined into the loops over the entries: the
  /// key and the value are told there, and only a state that may be on is taken out of line to
  /// the platforms that drop it (`reportIfDropped`).
  @inline(__always)
  func check(_ entries: [ObjectEntry], _ i: Int, _ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (A value that neither may turn a state on nor be 'mixed', `false` or `null`, is passed over
    // from its case, before its key is looked up: every key below returns for it. The cases kept
    // are those of `mayBeOn` and of a 'mixed' value, spelled out here: asking `mayBeOn` reads the
    // entry's value again, 30K more instructions on the 1 MB benchmark. Change them together.)
    switch entries[i].value {
    case .bool(let on): if !on { return }
    case .dynamic, .concatenation, .alternatives, .string: break
    default: return
    }
    guard let key = StateKey(rawValue: entries[i].key) else { return }  // invalid-state
    let row: StateRow
    var named = ""
    switch key {
    case .checked:
      // (Matched in place: a value that is not alternatives, nearly every one, is its one
      // possibility, told without listing the possibilities and comparing whole values.)
      if case .alternatives(let values) = entries[i].value {
        guard values.contains(.string("mixed")) else { return }
        if values.count > 1 { named = " (an alternative of the value)" }
      } else {
        guard case .string(let s) = entries[i].value, s == "mixed" else { return }
      }
      row = .mixed
    case .disabled, .expanded, .busy:
      // Fires unless the value is known to be false (a dynamic value is true at times).
      // (Matched in place, as `checked` is: a value that is not alternatives is told on its own,
      // without making its possibilities.)
      if case .alternatives(let values) = entries[i].value {
        guard values.contains(where: Self.mayBeOn) else { return }
      } else {
        guard Self.mayBeOn(entries[i].value) else { return }
      }
      row = key == .disabled ? .disabled : key == .expanded ? .expanded : .busy
    case .selected:
      return
    }
    reportIfDropped(entries, i, key, row, named: named, element, context, &sink)
  }

  /// Reports the state `row` of the entry `i` of `entries` (its `key`) where a targeted platform
  /// drops it.
  @inline(never)
  func reportIfDropped(_ entries: [ObjectEntry], _ i: Int, _ key: StateKey, _ row: StateRow, named: String, _ element: AXElement,
                       _ context: RuleContext, _ sink: inout FindingSink) {
    let gaps = PlatformGaps(targets: context.platforms) { PlatformMapping.state(row, on: $0).unsupportedReason }
    guard !gaps.isEmpty else { return }
    let shown = row == .mixed ? "checked: 'mixed'" : "state '\(key.rawValue)'"
    sink.report(entries[i].keyRange, about: element, key: key.rawValue, "\(shown)\(named) is dropped \(gaps.wording); \(Self.advice(row))",
                platforms: gaps.platforms)
  }
}
