import AccessibilityModel
import TemplateSyntax

/// An `accessibilityState` key outside the vocabulary, a value of the wrong type, or state
/// written as static text.
struct InvalidStateRule: ElementRule {
  static let description = RuleDescription(
    id: "invalid-state",
    summary: "State key or value outside the contract",
    rationale: "accessibilityState is an object with the keys disabled, selected, expanded and busy (booleans) and checked (a boolean or 'mixed'). Any other key is dropped by every host; a string 'true' is not a boolean; and a static accessibilityState=\"…\" is text, not an object, so nothing reaches the platform. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits); NSAccessibility (https://developer.apple.com/documentation/appkit/nsaccessibility). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .error,
    tags: ["contract", "states"])

  static let keys = StateKey.allCases.map(\.rawValue)

  static let interest = ElementInterest.writing(.accessibilityState).or(.invalidEnumeratedValues)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Told from the element's word of facts first: most elements have none, and the list's
    // getter gave each an empty array to release.)
    if context.file.facts[element.index] & ElementInterest.enumeratedBit != 0 {
      for invalid in element.invalidEnumeratedValues { reportEnumerated(invalid, &sink) }
    }
    // (Each occurrence lent: `LentProp`.)
    var occurrences = element.occurrences(of: .accessibilityState)
    while let lent = occurrences.nextLent() {
      lent.read { occurrence in checkOccurrence(occurrence, context, &sink) }
    }
  }

  /// One `accessibilityState` occurrence.
  @inline(__always)
  private func checkOccurrence(_ occurrence: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Read from the file's model in place: `context.model` is a copy of the tree's fields.)
    let stringStates = context.file.model.profile.stringStates
    if !stringStates.isEmpty {
      checkStringState(occurrence, stringStates.keys.sorted(), &sink)
      return
    }
    if occurrence.attribute.kind == .plain {
      Self.reportPlain(occurrence, context, &sink)
      return
    }
    // (One object, the usual value: its entries are read without its possibilities being made.
    // The value is switched on once, not matched for an object and then read again, which
    // copied it out of the prop for every element.)
    switch occurrence.value {
    case .object(let entries):
      for i in entries.indices { checkEntry(entries, i, &sink) }
    case .dynamic:
      // `{ ...base, busy: true }`: the keys written after the spread are known. (Only a value
      // unknown as a whole has them, `entriesAfterSpread`; it has no known possibility.)
      let afterSpread = occurrence.entriesAfterSpread(source: context.source)
      for i in afterSpread.indices { checkEntry(afterSpread, i, &sink) }
    case let whole:
      for value in whole.knownPossibilities {
        switch value {
        case .object(let entries):
          for i in entries.indices { checkEntry(entries, i, &sink) }
        case .null, .undefined:
          continue
        default:
          sink.report(occurrence.valueRange,
                      "accessibilityState must be an object such as { selected: true }, not \(Messages.show(value))")
        }
      }
    }
  }

  /// A profile's enumerated prop with none of its values (`accessibilityLiveRegion="loud"`).
  func reportEnumerated(_ invalid: InvalidEnumeratedValue, _ sink: inout FindingSink) {
    var message = "\(Messages.show(invalid.value)) is not a value of \(invalid.prop)"
    if let s = invalid.value.stringValue,
       let near = nearest(s, in: invalid.allowed, maxDistance: defaultSuggestionDistance(for: s)) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "; it is one of: \(invalid.allowed.joined(separator: ", "))"
    }
    sink.report(invalid.attribute.valueRange ?? invalid.attribute.nameRange, message)
  }

  /// The entry `i` of `entries`. (Read in place from the array: an entry passed on its own is
  /// copied whole first, its key and value retained and released, for every entry of every
  /// state object, and nearly every one is fine.) Inlined into the loops over the entries: a
  /// known key with a value of a fine case (nearly every entry) is told here, and only the
  /// others are read out of line, where the findings are worded.
  @inline(__always)
  func checkEntry(_ entries: [ObjectEntry], _ i: Int, _ sink: inout FindingSink) {
    guard let key = StateKeyName.key(named: entries[i].key) else {
      reportUnknownKey(entries[i], &sink)
      return
    }
    // (Most entries are a binding, a boolean or null: fine, told by the value's case read in
    // place, without its possibilities being made: a copy of the value retained and released it.)
    switch entries[i].value {
    case .bool, .null, .undefined, .dynamic, .concatenation: return
    default: checkPossibilities(entries, i, key, &sink)
    }
  }

  /// An entry whose key is no state.
  @inline(never)
  func reportUnknownKey(_ entry: ObjectEntry, _ sink: inout FindingSink) {
    var message = "unknown state '\(entry.key)'"
    if let near = nearest(entry.key, in: Self.keys, maxDistance: defaultSuggestionDistance(for: entry.key)) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "; the states are disabled, selected, checked, expanded and busy"
    }
    sink.report(entry.keyRange, message)
  }

  /// The entry `i` of `entries`, a state `key` whose value's case may hold a value of the wrong
  /// type: each of its possibilities read.
  @inline(never)
  func checkPossibilities(_ entries: [ObjectEntry], _ i: Int, _ key: StateKey, _ sink: inout FindingSink) {
    func isBad(_ value: AbstractValue) -> Bool {
      switch value {
      case .bool, .null, .undefined: return false
      case .string(let s): return !(key == .checked && s == "mixed")
      default: return true
      }
    }
    // (Most entries are fine: no array is made for them.)
    let possibilities = entries[i].value.knownPossibilities
    guard possibilities.contains(where: isBad) else { return }
    let bad = possibilities.filter(isBad)
    let expected = key == .checked ? "true, false or 'mixed'" : "true or false"
    let shown = Messages.list(bad.map(Messages.show))
    var message = "state '\(key.rawValue)' must be \(expected), not \(shown)"
    if bad.contains(.string("true")) || bad.contains(.string("false")) {
      message += ": a string is not a boolean, drop the quotes"
    }
    sink.report(entries[i].keyRange, message)
  }

  /// Under a profile whose state is one string (NativeScript): an unknown string, or an object.
  func checkStringState(_ occurrence: PropOccurrence, _ valid: [String], _ sink: inout FindingSink) {
    for value in occurrence.value.knownPossibilities {
      switch value {
      case .string(let s):
        var message = "unknown state '\(s)'"
        if let near = nearest(s, in: valid, maxDistance: defaultSuggestionDistance(for: s)) {
          message += "; did you mean '\(near)'?"
        } else {
          message += "; accessibilityState is one of: \(valid.joined(separator: ", "))"
        }
        sink.report(occurrence.valueRange, message)
        return
      case .object where !occurrence.isStringState:
        sink.report(occurrence.valueRange,
                    "accessibilityState is one string here (\(valid.joined(separator: ", "))), not an object: the object reaches no screen reader")
        return
      case .object, .null, .undefined:
        continue
      default:
        sink.report(occurrence.valueRange, "accessibilityState must be one of \(valid.joined(separator: ", ")), not \(Messages.show(value))")
        return
      }
    }
  }

  /// Reports a state written as plain text, which is never an object. (Out of line: inlined,
  /// the constants of its messages were set up on entry to `check`, for every element that
  /// writes a state.)
  @inline(never)
  static func reportPlain(_ occurrence: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    // `accessibilityState="{{ state }}"`: the interpolation makes text of the object.
    if let expression = loneInterpolation(occurrence, context.source) {
      // (An interpolated string literal, `{{ '{ selected: true }' }}`, is that text: the
      // advice is the object it spells, as for static text.)
      let object = stringLiteralContent(expression).map { "{ \(example($0)) }" } ?? expression
      sink.report(occurrence.valueRange,
                  "accessibilityState needs an object binding: write [accessibilityState]=\"\(object)\", an interpolation makes text of the object")
      return
    }
    sink.report(occurrence.valueRange,
                "accessibilityState needs an object binding: write [accessibilityState]=\"{ \(example(occurrence)) }\", static text is not an object")
  }

  /// The expression of a static value that is one interpolation and nothing else but spaces
  /// (`"{{ state }}"`), as written.
  static func loneInterpolation(_ occurrence: PropOccurrence, _ source: SourceFile) -> String? {
    guard occurrence.attribute.hasInterpolation else { return nil }
    var expression: String?
    for part in occurrence.attribute.parts {
      switch part {
      case .literal(let text, _):
        if !text.trimmingSpaces().isEmpty { return nil }
      case .interpolation(let interpolation):
        if expression != nil { return nil }
        expression = source.text(interpolation.expressionRange).trimmingSpaces()
      case .icu:
        return nil
      }
    }
    return expression.flatMap { $0.isEmpty || $0.contains("\"") ? nil : $0 }
  }

  /// The text of a single-quoted string literal with no quote or escape inside (`'busy'`).
  static func stringLiteralContent(_ expression: String) -> String? {
    let bytes = Array(expression.utf8)
    guard bytes.count >= 2, bytes.first == 0x27, bytes.last == 0x27,
          !bytes[1..<(bytes.count - 1)].contains(where: { $0 == 0x27 || $0 == 0x5C }) else { return nil }
    return String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self)
  }

  static func example(_ occurrence: PropOccurrence) -> String {
    example(occurrence.attribute.staticValue ?? "")
  }

  static func example(_ text: String) -> String {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("{") && trimmed.hasSuffix("}") {
      return String(trimmed.dropFirst().dropLast()).trimmingSpaces()
    }
    // A state's name alone (`accessibilityState="busy"`) is that state set.
    if let key = StateKey(rawValue: trimmed) { return "\(key.rawValue): true" }
    return "selected: true"
  }
}
