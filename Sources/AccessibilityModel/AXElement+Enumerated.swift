import TemplateSyntax

/// A value of an enumerated prop that is none of its values (`accessibilityLiveRegion="loud"`).
public struct InvalidEnumeratedValue: Sendable {
  /// The prop's name, without a platform prefix.
  public var prop: String
  public var attribute: Attribute
  /// The value as a message shows it (`'loud'`, `3`, `true`).
  public var value: AbstractValue
  /// The prop's values, as the profile lists them.
  public var allowed: [String]
}

extension ModelBuilder {
  /// Records the known values of an enumerated prop that are none of its values. Bound
  /// values the linter cannot evaluate are not judged.
  func checkEnumeratedValue(_ ax: AXElement, _ attribute: Attribute, name: String) {
    guard !profile.enumeratedProps.isEmpty, let allowed = profile.enumeratedProps[name],
          attribute.kind == .plain || attribute.kind == .property || attribute.kind == .twoWay else { return }
    var seen: [AbstractValue] = []
    for value in value(of: attribute, prop: nil).knownPossibilities where !seen.contains(value) {
      seen.append(value)
      let valid: Bool
      switch value {
      case .string(let s): valid = allowed.contains(collapseWhitespace(s))
      case .number(let n): valid = n == n.rounded() && abs(n) < 1e15 && allowed.contains(String(Int(n)))
      case .null, .undefined: valid = true
      default: valid = false
      }
      if !valid { ax.invalidEnumeratedValues.append(InvalidEnumeratedValue(prop: name, attribute: attribute, value: value, allowed: allowed)) }
    }
  }

  /// Events the profile fires only on an adjustable view, on a view that is not adjustable in
  /// any of its role alternatives (a role the linter cannot know is given the benefit of the doubt).
  /// (Inlined into the builder, which asks it of every element: with no such events, the
  /// profile's usual case, it is answered without a call.)
  @inline(__always) func markUnfiredEvents(_ ax: AXElement) {
    guard !profile.adjustableOnlyEvents.isEmpty else { return }
    markUnfiredAdjustableEvents(ax)
  }

  private func markUnfiredAdjustableEvents(_ ax: AXElement) {
    guard ax.nativeRole != .role(.slider) else { return }
    let alternatives = ax.roleAlternatives
    if alternatives.contains(where: { $0.role == .role(.slider) || $0.role == .unknown }) { return }
    ax.unfiredEvents = ax.events.filter { profile.adjustableOnlyEvents.contains($0.name) }
  }
}
