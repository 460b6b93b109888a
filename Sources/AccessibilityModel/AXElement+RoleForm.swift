extension AXElement {
  /// How a role is written on a platform API: the profile's form for a role given with
  /// `accessibilityRole` (a view whose own role it is keeps its native form), else the
  /// contract's table.
  public func roleForm(_ role: Role, on api: PlatformAPI) -> RoleForm {
    if let form = roleForms[role]?[api], self.role != nil, nativeRole != .role(role) { return form }
    return PlatformMapping.role(role, on: api)
  }
}

extension AXElement {
  /// How messages name a role of this element: as the app wrote it when the profile's
  /// vocabulary changed it (`imageButton` for `button`), else the profile's own name for the
  /// role (`adjustable` for `slider`), else the vocabulary's.
  public func roleName(_ role: Role) -> String {
    if let occurrence = self.role, let written = occurrence.writtenValue {
      for (value, spelled) in zip(occurrence.value.possibilities, written.possibilities) where value == .string(role.rawValue) {
        if case .string(let s) = spelled { return s }
      }
    }
    return roleNames[role] ?? role.rawValue
  }
}
