import AccessibilityModel
import TemplateSyntax

/// A state the element's role cannot carry: `checked` off a toggle, `expanded` on static content.
struct RoleStateMismatchRule: ElementRule {
  static let description = RuleDescription(
    id: "role-state-mismatch",
    summary: "State the role cannot carry",
    rationale: "checked is not a trait: the hosts write it as the value \"1\"/\"0\" of a toggle. On anything but a checkbox, radio or switch it becomes a value the user hears as \"1\" or \"0\" with nothing saying it can be turned on and off, and on Android a checkable widget that is not one. expanded belongs to the control that opens and closes something; on a header, a text or an image there is nothing to act on. Use a toggle role for on/off, selected for a chosen item, and put expanded on the button that toggles the section. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: AccessibilityNodeInfo (https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo).",
    defaultSeverity: .warning,
    tags: ["contract", "states"],
    yieldsTo: ["role-none-on-interactive"])

  static let interest = ElementInterest.writing(.accessibilityState)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // (Lent: `LentProp`.)
    guard let state = LentProp(element.state) else { return }
    state.read { check(element, state: $0, context, &sink) }
  }

  /// The element's `accessibilityState` occurrence `state`.
  @inline(__always)
  private func check(_ element: AXElement, state: PropOccurrence, _ context: RuleContext, _ sink: inout FindingSink) {
    // Under a profile whose state is one string (NativeScript), an object written as such is
    // never read: invalid-state's one finding.
    if !context.model.profile.stringStates.isEmpty && !state.isStringState { return }
    // The object, or each object a ternary may give (`on ? { checked: true } : { checked: false }`):
    // a key is reported once, where it is first written. (A lone object, nearly every state, is
    // read as it is.)
    var entries: [ObjectEntry]
    switch state.value {
    case .object(let object):
      entries = object
    case .alternatives(let values):
      entries = []
      for case .object(let object) in values {
        for entry in object where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
      }
    default:
      // `{ ...base, expanded: true }`: the keys written after the spread are known.
      entries = state.entriesAfterSpread(source: context.source)
    }
    // (Entries are read in place, and the roles that cannot carry a key are listed only when
    // one cannot: nearly every entry is fine. The element's roles are worked out at the first
    // key some role cannot carry: most states have none.)
    var known: OneOrMany<EffectiveRole>?
    for k in entries.indices {
      guard Self.mayBeUncarried(entries[k].key), let key = StateKeyName.key(named: entries[k].key) else { continue }
      let roles = known ?? Self.roles(of: element)
      known = roles
      guard roles.contains(where: { $0.canCarry(key) == false }) else { continue }
      Self.report(entries[k].keyRange, key, roles, element, context, &sink)
    }
  }

  /// Reports `key`, written at `range`, on the roles of `roles` that cannot carry it. (Out of
  /// line: the check of the entries, nearly all carried, is left without the finding's wording.)
  @inline(never)
  static func report(_ range: ByteRange, _ key: StateKey, _ roles: OneOrMany<EffectiveRole>, _ element: AXElement,
                     _ context: RuleContext, _ sink: inout FindingSink) {
    let bad = roles.filter { $0.canCarry(key) == false }
    sink.report(range, about: element, key: key.rawValue, message(key, bad: bad, of: element, profile: context.model.profile, isAlternative: element.role.map { $0.value.possibilities.count > 1 } ?? false))
  }

  /// Whether a state key's name may be one that some role cannot carry (the model's
  /// `StateKey.someRoleCannotCarry`: `checked`, `expanded`; a test checks they agree). Most
  /// entries are passed over by this comparison, without looking the name up. (A name equal to
  /// none of these has other bytes, and `StateKey` would not read it as one of them.) Compared
  /// as bytes, read in place, in one eight-byte word or two overlapping four-byte ones: a string
  /// comparison of `disabled` or `selected` with `expanded`, of its length but other bits,
  /// called the standard library's comparison, some 30 instructions a key.
  @inline(__always)
  static func mayBeUncarried(_ name: String) -> Bool {
    TextTools.withBytes(of: name) { bytes in
      guard let base = bytes.baseAddress else { return false }
      let name = UnsafeRawPointer(base)
      switch bytes.count {
      case 7:
        return name.loadUnaligned(as: UInt32.self) == StateKeyName.word("chec")
          && name.loadUnaligned(fromByteOffset: 3, as: UInt32.self) == StateKeyName.word("cked")
      case 8:
        return name.loadUnaligned(as: UInt64.self) == StateKeyName.words("expa", "nded")
      default:
        return false
      }
    }
  }

  /// The known roles the element may have: the explicit role's known alternatives (roles
  /// outside the vocabulary are unknown-role's), or the native role when none is written.
  /// (One role, nearly every element's, is kept without an array.)
  static func roles(of element: AXElement) -> OneOrMany<EffectiveRole> {
    guard let role = LentProp(element.role) else {
      let native = element.nativeRole
      return native == .unknown ? [] : OneOrMany(one: native)
    }
    // (Switched on once, not matched for a string and then read again, which copied the value
    // out of the prop for every element with a role.)
    // (Lent where the prop holds it.)
    return role.read { $0.withValue(knownRoles) }
  }

  /// `roles(of:)` of an explicit role's value.
  static func knownRoles(_ value: borrowing AbstractValue) -> OneOrMany<EffectiveRole> {
    switch value {
    case .string(let s):
      return Role(rawValue: s).map { OneOrMany(one: .role($0)) } ?? []
    default:
      var out: [EffectiveRole] = []
      for possibility in value.knownPossibilities {
        if case .string(let s) = possibility, let r = Role(rawValue: s), !out.contains(.role(r)) { out.append(.role(r)) }
      }
      return OneOrMany(out)
    }
  }

  static func message(_ key: StateKey, bad: [EffectiveRole], of element: AXElement, profile: ComponentProfile,
                      isAlternative: Bool) -> String {
    let on: String
    if isAlternative {
      let names = bad.compactMap { $0.role.map(element.roleName) }
      on = "the role alternative\(names.count > 1 ? "s" : "") \(Messages.quoted(names))"
    } else {
      on = Messages.describe(bad[0], of: element)
    }
    switch key {
    case .checked:
      // Named as the profile names them (a NativeScript `radioButton`, a `Switch`).
      let toggles = "a checkbox, \(element.roleName(.radio)) or switch"
      let controls = profile.adviceElements.isEmpty ? "an-switch, an-checkbox" : profile.adviceElement("an-switch")
      return "state 'checked' on \(on): only \(toggles) carries checked (the hosts write it as the toggle's value \"1\"/\"0\"); for on/off use \(controls) or accessibilityRole=\"checkbox\", for a chosen item use 'selected'"
    default:
      return "state '\(key.rawValue)' on \(on): a header, text or image has nothing to open or close; put '\(key.rawValue)' on the button that toggles the section"
    }
  }
}
