import AccessibilityModel

extension Messages {
  /// `a` or `an` before a role's name (`an image`, `a button`).
  public static func article(_ role: Role) -> String {
    role == .image ? "an" : "a"
  }

  /// How an effective role is named in a message: `a button`, `an image`, `a text field`,
  /// `an element with no role`.
  public static func describe(_ role: EffectiveRole) -> String {
    switch role {
    case .role(let r): return "\(article(r)) \(r.rawValue)"
    case .textField: return "a text field"
    case .noRole: return "an element with no role"
    case .unknown: return "an element with an unknown role"
    }
  }

  /// An effective role of an element as its template names it: `a button`, `an adjustable`,
  /// `a radioButton` (the profile's word, see `AXElement.roleName`), `a text field`.
  public static func describe(_ role: EffectiveRole, of element: AXElement) -> String {
    guard case .role(let r) = role else { return describe(role) }
    let name = element.roleName(r)
    return "\(name.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a") \(name)"
  }
}
