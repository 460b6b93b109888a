/// Which states a role can carry (catalog: `role-state-mismatch`). Rules that would report
/// something else about a key the role cannot carry stay silent and leave it to that rule
/// (one root cause, one finding).
extension Role {
  /// `checked` belongs to checkbox, radio and switch; `expanded` does not belong to text,
  /// image or header. Every other pairing is allowed.
  public func canCarry(_ key: StateKey) -> Bool {
    switch key {
    case .checked: return isCheckable
    case .expanded: return self != .text && self != .image && self != .header
    default: return true
    }
  }
}

extension EffectiveRole {
  /// Whether an element with this effective role can carry `key`; nil when the role is unknown
  /// (no finding may depend on it). An element with no role, or the text field's native role,
  /// cannot carry `checked`.
  public func canCarry(_ key: StateKey) -> Bool? {
    switch self {
    case .role(let r): return r.canCarry(key)
    case .textField, .noRole: return key != .checked
    case .unknown: return nil
    }
  }
}

extension StateKey {
  /// The state keys some effective role cannot carry (`EffectiveRole.canCarry`: today `checked`
  /// and `expanded`; every role carries the others).
  public static let someRoleCannotCarry: [StateKey] = {
    let roles = Role.allCases.map(EffectiveRole.role) + [.textField, .noRole]
    return allCases.filter { key in roles.contains { $0.canCarry(key) == false } }
  }()

  /// The names of `someRoleCannotCarry`, as written in a state object: a rule compares an entry's
  /// key with these before looking the name up.
  public static let namesSomeRoleCannotCarry: [String] = someRoleCannotCarry.map(\.rawValue)

  /// Whether `name` is the name of a key of `someRoleCannotCarry`, as written in a state object:
  /// compared with those names (`checked`, `expanded`) without reading the list, which a rule
  /// asking it of every state entry paid a lazy-global check and a retain of the array for.
  /// (A test checks that these are the list's names.) Each is compared only with a name of its
  /// length, read from the string: a name of that length not bit for bit equal to one
  /// (`disabled`, `selected`) cost a call of the string comparison for each.
  @inlinable public static func someRoleCannotCarry(named name: String) -> Bool {
    let count = name.utf8.count
    return (count == StateKey.checked.rawValue.utf8.count && name == StateKey.checked.rawValue)
      || (count == StateKey.expanded.rawValue.utf8.count && name == StateKey.expanded.rawValue)
  }
}

extension AXElement {
  /// Whether some role the element may have cannot carry `key`: a known alternative of its
  /// explicit role (`isTitle ? 'header' : 'button'` cannot carry `expanded`), or its effective
  /// role when the role is not a ternary. False when nothing about the role is known.
  public func someRoleCannotCarry(_ key: StateKey) -> Bool {
    if let role, role.value.possibilities.count > 1 {
      return role.value.knownPossibilities.contains { value in
        guard let s = value.stringValue, let r = Role(rawValue: s) else { return false }
        return !r.canCarry(key)
      }
    }
    return effectiveRole.canCarry(key) == false
  }
}
