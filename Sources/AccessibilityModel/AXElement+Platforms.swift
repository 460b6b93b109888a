import TemplateSyntax

/// An attribute written for one platform only (NativeScript's `ios:` and `android:` prefixes).
public struct PlatformAttribute: Sendable {
  public var platform: Platform
  /// The attribute's name without its prefix (`visibility` for `ios:visibility`).
  public var name: String
  public var attribute: Attribute
  public var value: AbstractValue
  /// Whether it names the element on its platform (`android:text`, `ios:accessibilityLabel`).
  public var names: Bool
  /// Whether it hides the element (and what is inside it) from assistive technologies on its
  /// platform (`ios:accessibilityHidden="true"`, `android:accessible="false"`): still on screen.
  public var hides = false
  /// Whether the host names the element from it on its platform (`ios.systemIcon`): the name
  /// is the system's, not the attribute's text.
  public var namesBySystem = false
}

extension ModelBuilder {
  /// A platform-prefixed attribute: removes the element on that platform only
  /// (`ios:visibility="collapsed"`: `removedOn`), hides it from assistive technologies there
  /// (`hiddenOn`)
  /// (`android:accessibilityHidden="true"`, `ios:accessible="false"`), or names it there (`android:text`, `ios:accessibilityLabel`,
  /// `ios:hint`). Everything else it says is left unjudged: it never causes a finding.
  func readPlatformAttribute(_ ax: AXElement, _ index: Int, _ written: Attribute, on platform: Platform, name: String) {
    guard written.kind == .plain || written.kind == .property || written.kind == .twoWay else { return }
    let attribute = syntax.resolvingExpressions(written)
    checkEnumeratedValue(ax, attribute, name: name)
    let written = value(of: attribute, prop: nil)
    let possibilities = written.possibilities
    func always(_ test: (AbstractValue) -> Bool) -> Bool { !possibilities.isEmpty && possibilities.allSatisfy(test) }
    if let values = ax.behaviour?.hiddenWhen[name],
       always({ $0.stringified.map { values.contains(collapseWhitespace($0)) } ?? false }) {
      ax.removedOn.insert(platform)
    }
    let isTrue = { (v: AbstractValue) in v == .bool(true) || v == .string("true") || (attribute.kind == .plain && v == .string("")) }
    let isFalse = { (v: AbstractValue) in v == .bool(false) || v == .string("false") }
    let hides = (profile.hidingProps.contains(name) && always(isTrue))
      || (name == AccessibilityProp.accessible.rawValue && always(isFalse))
    if hides { ax.hiddenOn.insert(platform) }
    let nameAttributes = (ax.behaviour?.nameAttributes ?? []) + (ax.behaviour?.placeholder ?? []) + (ax.behaviour?.label ?? [])
      + [AccessibilityProp.accessibilityLabel.rawValue, "placeholder"]
    let names = nameAttributes.contains(name)
      && always({ v in v.stringValue.map { !collapseWhitespace($0).isEmpty } ?? (v != .null && v != .undefined) })
    if names { ax.namedOn.insert(platform) }
    ax.platformAttributes.append(PlatformAttribute(platform: platform, name: name, attribute: attribute, value: written, names: names, hides: hides))
  }
}

extension ModelBuilder {
  /// An attribute from which the host names the element on one platform (`ios.systemIcon` on
  /// an `ActionItem`): a name there, none on the others.
  func readSystemName(_ ax: AXElement, _ written: Attribute, on platform: Platform) {
    guard written.kind == .plain || written.kind == .property else { return }
    let attribute = syntax.resolvingExpressions(written)
    let written = value(of: attribute, prop: nil)
    let possibilities = written.possibilities
    let names = !possibilities.isEmpty && possibilities.allSatisfy { v in
      v.stringValue.map { !collapseWhitespace($0).isEmpty } ?? (v != .null && v != .undefined)
    }
    if names { ax.namedOn.insert(platform) }
    ax.platformAttributes.append(PlatformAttribute(platform: platform, name: attribute.name, attribute: attribute,
                                                   value: written, names: names, namesBySystem: true))
  }
}

extension AXElement {
  /// The forms a platform publishes for a role of this element: the profile's forms of the
  /// value as written (`imageButton`: UIKit's button and image traits), else `roleForm`.
  public func publishedRoleForms(_ role: Role, on api: PlatformAPI) -> [RoleForm] {
    if let forms = writtenRoleForms[roleName(role)]?[api], self.role != nil { return forms }
    return [roleForm(role, on: api)]
  }
}
