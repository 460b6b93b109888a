extension AXElement {
  /// How a role is written on a platform API: the profile's form for a role given with
  /// `accessibilityRole` (a view whose own role it is keeps its native form), else the
  /// contract's table.
  public func roleForm(_ role: Role, on api: PlatformAPI) -> RoleForm {
    if let form = roleForms[role]?[api], self.role != nil, primitive.nativeRole != .role(role) { return form }
    return PlatformMapping.role(role, on: api)
  }
}
