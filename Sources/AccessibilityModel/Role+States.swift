/// Which `accessibilityState` keys a role can carry (rule catalog, section A; seed 000).
extension Role {
  /// False when the state makes no sense on this role: `checked` belongs to checkbox, radio and
  /// switch only (the hosts write it as the toggle's value); `expanded` has nothing to open or
  /// close on text, an image or a header. `role-state-mismatch` reports these, and platform
  /// rules leave such a key alone (one root cause, one finding).
  public func canCarry(_ state: StateKey) -> Bool {
    switch state {
    case .checked: return isCheckable
    case .expanded: return !(self == .text || self == .image || self == .header)
    case .disabled, .selected, .busy: return true
    }
  }
}

extension EffectiveRole {
  /// As `Role.canCarry`; nil when the role is unknown. An element with no role (or a text
  /// field) carries every state but `checked`.
  public func canCarry(_ state: StateKey) -> Bool? {
    switch self {
    case .role(let role): return role.canCarry(state)
    case .textField, .noRole: return state != .checked
    case .unknown: return nil
    }
  }
}
