import AccessibilityModel
import TemplateSyntax

/// An attribute or event whose name looks like an accessibility prop or event but is none the
/// linter knows.
struct UnknownAccessibilityPropRule: Rule {
  static let description = RuleDescription(
    id: "unknown-accessibility-prop",
    summary: "Misspelt or unknown accessibility prop or event",
    rationale: "A misspelt prop (accesibilityLabel, accessibilityLable, accesible) or one from another API (accessibilityTraits) is not an error for the template compiler: it becomes an input nobody reads, so the label, hint or escape action never reaches VoiceOver or TalkBack. The message names the nearest known prop or event, offered as a fix when only one is close. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "props"],
    isFixable: true)

  static let props = AccessibilityProp.allCases.map(\.rawValue)
  static let events = EventCategory.accessibilityEvents.sorted()

  /// Names from other accessibility APIs and the props that say the same thing here.
  static let foreign: [String: [String]] = [
    "accessibilitytraits": ["accessibilityRole", "accessibilityState"],
    "accessibilityelementshidden": ["accessible"],
    "accessibilityhidden": ["accessible"],
    "isaccessibilityelement": ["accessible"],
    "accessibilityelement": ["accessible"],
    "importantforaccessibility": ["accessible"],
    "accessibilitylabelledby": ["accessibilityLabel"],
    "accessibilitystates": ["accessibilityState"],
  ]

  /// The largest distance at which a candidate counts as close.
  static let closeDistance = 2

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // (The profile is read where the file's model holds it: a copy of it, as `context.model.profile`
    // made, copied and destroyed its dozen tables for every file.)
    let file = context.file
    let knownProps = Set(file.model.profile.knownProps)
    let knownEvents = Set(file.model.profile.knownEvents)
    var verdicts: [String: Bool] = [:]
    // (Fields are read in place: most attributes are passed over, and a loop over them copies
    // each. The array is taken once per file, not once per element.)
    let attributes = context.tree.attributes
    // (Read from the array's buffer: a name is read where it is stored until the attribute is
    // one to judge, as the model reads it. A copy of it retained and released every name of
    // sixteen bytes or more, nearly every prop's, for the prop to be passed over.)
    attributes.withUnsafeBufferPointer { written in
      // (By index from one copy of the collection: an iterator's element retained and released
      // the model's storage for every element, and most elements have no attribute to judge.)
      let elements = context.elements
      for e in elements.indices {
        // (The element is read once for its attributes, not again for each.)
        let element = elements[e]
        for k in element.element.attributeIndices {
          let isEvent: Bool
          switch written[k].kind {
          case .plain, .property, .twoWay: isEvent = false
          case .event: isEvent = true
          default: continue  // structural, references, [attr.…]/[class.…]/[style.…], animations
          }
          // (A prop as written, the most common case, is passed over first: the model says which
          // attributes it read as props, with no look-up of the name.)
          if !isEvent && element.writesProp(attributeAt: k) { continue }
          // (A name of fewer than six bytes is too short to look like one, and so is what is left
          // of it after a platform prefix: every such name is passed over.)
          if written[k].name.utf8.count < 6 { continue }
          if !isEvent && Self.isProp(written[k].name) { continue }
          var name = written[k].name
          if name.utf8.first == UInt8(ascii: "i") && name.hasPrefix("i18n") { continue }
          // `ios:accessibilityLabel`: the name after a platform prefix is judged.
          var prefix = ""
          // (Whether `name` may be a prop: not the name as written, found to be none just above.)
          var mayBeProp = isEvent
          if !isEvent, let scoped = file.model.profile.platformAttribute(name) {
            prefix = String(name.dropLast(scoped.name.count))
            name = scoped.name
            mayBeProp = true
          }
          let known = isEvent ? knownEvents : knownProps
          if !known.isEmpty && known.contains(name) { continue }
          if isEvent {
            if Self.events.contains(name) { continue }
            // The output half of a desugared two-way binding: `(accessibilityValueChange)`.
            if name.hasSuffix("Change"), Self.isProp(String(name.dropLast(6))) { continue }
          } else if mayBeProp && Self.isProp(name) {
            continue
          }
          // (A name of fewer than six bytes is too short to look like one: `looksLikeAccessibility`.)
          if name.utf8.count < 6 { continue }
          // (Names repeat across a file's elements: each is judged once.)
          let looksLike = verdicts[name] ?? {
            let verdict = Self.looksLikeAccessibility(name)
            verdicts[name] = verdict
            return verdict
          }()
          guard looksLike else { continue }
          report(written[k], written: context.tree.text(written[k].nameRange), name: name, prefix: prefix, isEvent: isEvent,
                 extra: isEvent ? file.model.profile.knownEvents : file.model.profile.knownProps,
                 siblings: attributes[element.element.attributeIndices], element: element, &sink)
        }
      }
    }
  }

  /// Whether `name` is an `AccessibilityProp`.
  static func isProp(_ name: String) -> Bool { AccessibilityProp.named(name) != nil }

  static func looksLikeAccessibility(_ name: String) -> Bool {
    let lowered = name.lowercased()
    if lowered.hasPrefix("accessib") || lowered.hasPrefix("accesib") || lowered.hasPrefix("acessib") { return true }
    if foreign[lowered] != nil { return true }
    let length = lowered.unicodeScalars.count
    guard length >= 6 else { return false }
    // (Names whose lengths differ by more than the distance cannot be that close.)
    return knownLowered.contains { abs($0.length - length) <= closeDistance && isWithinEditDistance(lowered, $0.name, closeDistance) }
  }

  /// The known props and events, lowercased, with their lengths (computed once).
  static let knownLowered: [(name: String, length: Int)] = (props + events).map {
    let lowered = $0.lowercased()
    return (lowered, lowered.unicodeScalars.count)
  }

  /// Known names within `closeDistance` of `name`, nearest first (a case-only difference is 0).
  static func closeCandidates(_ name: String, in candidates: [String]) -> [String] {
    let lowered = name.lowercased()
    let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= closeDistance }
    guard let best = scored.map(\.1).min() else { return [] }
    if best == 0 { return scored.filter { $0.1 == 0 }.map(\.0) }
    return scored.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// `extra`: the profile's own props or events, candidates too.
  /// `name`: the attribute's name after `prefix`, a platform prefix (`ios:`) or nothing.
  /// `siblings`: the element's attributes (a candidate one of them already writes is not offered
  /// as a fix: renaming would make a second one).
  func report(_ attribute: Attribute, written: String, name: String, prefix: String = "", isEvent: Bool, extra: [String] = [],
              siblings: ArraySlice<Attribute> = [], element: AXElement? = nil, _ sink: inout FindingSink) {
    let shown = isEvent ? "(\(name))" : prefix + name
    let kind = isEvent ? "accessibility event" : "accessibility prop"
    var message = "'\(shown)' is not an \(kind) and reaches no screen reader"
    var fix: Fix?
    // A known name of the other kind: `(accessibilityLabel)`, `[accessibilityEscape]`.
    if isEvent, AccessibilityProp.named(name) != nil {
      message += "; \(name) is a prop: write [\(name)]=\"…\""
      sink.report(attribute.nameRange, message)
      return
    }
    if !isEvent, Self.events.contains(name) {
      message += "; \(name) is an event: write (\(name))=\"…\""
      sink.report(attribute.nameRange, message)
      return
    }
    if let instead = Self.foreign[name.lowercased()] {
      message += "; use \(Messages.list(instead))"
      sink.report(attribute.nameRange, message)
      return
    }
    let known = (isEvent ? Self.events : Self.props) + extra
    let close = Self.closeCandidates(name, in: known)
    if close.isEmpty {
      message += isEvent
        ? "; the accessibility events are \(Messages.list(known.map { "(\($0))" }))"
        : "; the accessibility props are \(Messages.list(known))"
    } else {
      let shownCandidates = close.map { isEvent ? "'(\($0))'" : "'\(prefix)\($0)'" }
      message += "; did you mean \(Messages.list(shownCandidates).replacingOccurrences(of: " and ", with: " or "))?"
      if close.count == 1, Self.writes(prefix + close[0], isEvent: isEvent, in: siblings) {
        // Renaming would write it twice (`duplicate-prop`): which value is meant is the author's call.
        message += " The element already has \(shownCandidates[0]): keep one of them"
      } else if close.count == 1, let range = Self.nameOnlyRange(attribute, written: written) {
        fix = Fix(description: "rename '\(prefix + name)' to '\(prefix + close[0])'",
                  edits: [TextEdit(range: range, replacement: prefix + close[0])])
      }
    }
    // A misspelt naming prop (`accesibilityLabel`) is why the element has no name: reported
    // about the element, so that `missing-name`, which yields to this rule, stays silent (one
    // root cause, one finding).
    var subject: FindingSubject?
    if let element, !isEvent, prefix.isEmpty, !close.isEmpty, close.allSatisfy({ Self.names($0, element) }) {
      subject = FindingSubject(element: element.index, key: close[0])
    }
    sink.report(attribute.nameRange, message, fix: fix, subject: subject)
  }

  /// Whether the prop `name` names `element`: accessibilityLabel, or a label or name attribute
  /// of its mapping.
  static func names(_ name: String, _ element: AXElement) -> Bool {
    if name == AccessibilityProp.accessibilityLabel.rawValue { return true }
    guard let behaviour = element.behaviour else { return false }
    return behaviour.label.contains(name) || behaviour.nameAttributes.contains(name)
  }

  /// Whether one of `attributes` writes `name`, as a prop (static, `[x]`, `bind-x`, `[(x)]`,
  /// `[attr.x]`) or, for an event, as an event.
  static func writes(_ name: String, isEvent: Bool, in attributes: ArraySlice<Attribute>) -> Bool {
    for attribute in attributes {
      switch attribute.kind {
      case .event:
        if isEvent && attribute.name == name { return true }
      case .plain, .property, .twoWay:
        if !isEvent && attribute.name == name { return true }
      case .attrClassStyle:
        if !isEvent && attribute.name.hasPrefix("attr.") && attribute.name.dropFirst(5) == name { return true }
      default:
        continue
      }
    }
    return false
  }

  /// The bytes of the bare name inside the written name (`[`, `(`, `bind-`, `on-` left out).
  static func nameOnlyRange(_ attribute: Attribute, written: String) -> ByteRange? {
    let raw = Array(written.utf8)
    let bare = Array(attribute.name.utf8)
    guard !bare.isEmpty, raw.count >= bare.count, attribute.nameRange.length == raw.count else { return nil }
    var start = raw.count - bare.count
    while start >= 0 {
      if Array(raw[start..<(start + bare.count)]) == bare {
        let base = Int(attribute.nameRange.start)
        return ByteRange(base + start, base + start + bare.count)
      }
      start -= 1
    }
    return nil
  }
}
