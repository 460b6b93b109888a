import TemplateSyntax

/// One role an element may be announced with, and the value of `accessibilityRole` that gives
/// it (nil when no role is written; `null`/`undefined` remove the prop and give the primitive's
/// native role).
public struct RoleAlternative: Sendable, Equatable {
  public var role: EffectiveRole
  public var value: AbstractValue?
}

extension AXElement {
  /// The roles the element may have: its effective role when that is known; for a role bound
  /// to a finite set of alternatives (`cond ? 'header' : 'button'`, `x ?? 'link'`), one entry
  /// per alternative, `.unknown` for a member the linter cannot know or that is no role of the
  /// vocabulary. Rules that follow "a rule that any alternative violates reports it" read the
  /// known entries; `effectiveRole` stays `.unknown` for such an element.
  public var roleAlternatives: [RoleAlternative] {
    guard let role else { return [RoleAlternative(role: effectiveRole, value: nil)] }
    if effectiveRole != .unknown { return [RoleAlternative(role: effectiveRole, value: role.value)] }
    guard case .alternatives(let values) = role.value else { return [RoleAlternative(role: .unknown, value: role.value)] }
    var out: [RoleAlternative] = []
    for value in values {
      let alternative = RoleAlternative(role: alternativeRole(value), value: value)
      if !out.contains(alternative) { out.append(alternative) }
    }
    return out
  }

  /// The role one member of a role's alternatives gives.
  func alternativeRole(_ value: AbstractValue) -> EffectiveRole {
    switch value {
    case .string(let s): return Role(rawValue: s).map { .role($0) } ?? .unknown
    case .null, .undefined: return nativeRole
    default: return .unknown
    }
  }

  /// Whether one of `roleAlternatives` is `wanted` (answered without making them). For a wanted
  /// role of the vocabulary, a string member is compared with that role's name, which is what
  /// `Role(rawValue:)` matches exactly, rather than looked up in the table of every role name.
  public func mayHaveRole(_ wanted: EffectiveRole) -> Bool {
    // (A known role answers first, without touching the role prop.)
    if effectiveRole != .unknown { return effectiveRole == wanted }
    guard let role, case .alternatives(let values) = role.value else { return wanted == .unknown }
    guard case .role(let wantedRole) = wanted else { return values.contains { alternativeRole($0) == wanted } }
    // (A member is told apart by its length first, read inline: a comparison of two different
    // strings is a call. Role names are ASCII, and no other spelling of one has its length.)
    let wantedName = wantedRole.rawValue
    let wantedLength = wantedName.utf8.count
    for value in values {
      if case .string(let s) = value {
        if s.utf8.count == wantedLength && s == wantedName { return true }
      } else if alternativeRole(value) == wanted {
        return true
      }
    }
    return false
  }

  /// True when the role is bound to alternatives (a ternary of literals…) rather than one value.
  public var hasRoleAlternatives: Bool {
    if case .alternatives? = role?.value { return true }
    return false
  }

  /// Whether the known state object sets `key` to something not known to be `false`
  /// (`selected: isCurrent` counts: the element is selected whenever it is true). False when the
  /// key is absent or the whole state is unknown.
  public func mayHaveState(_ key: StateKey) -> Bool {
    guard stateIsKnown, let value = stateValue(key) else { return false }
    return value.possibilities.contains { $0 != .bool(false) && $0 != .null && $0 != .undefined }
  }
}

extension AccessibilityTree {
  /// The abstract value of an attribute that is not an accessibility prop (`title`, `src`), in
  /// its static or bound form (`title="x"`, `[title]="expr"`), converted as Angular converts
  /// static text. Nil when the element has no such attribute.
  public func attributeValue(_ index: Int, named name: String) -> (attribute: Attribute, value: AbstractValue)? {
    let builder = ModelBuilder(syntax: syntax, components: [:])
    guard let attribute = builder.valueAttribute(elements[index].element, named: name) else { return nil }
    return (attribute, builder.value(of: attribute, prop: nil))
  }
}
