import AccessibilityModel

/// One `components:` entry written as a mapping: the primitive, and the behaviour keys that
/// were written (nil: not written, so a profile's entry of the same name keeps its own).
public struct ComponentEntry: Sendable, Equatable {
  public var primitive: String
  public var nameFrom: [String]?
  public var placeholder: [String]?
  public var hiddenWhen: [String: [String]]?
  public var activation: [String]?
  public var label: [String]?

  public init(primitive: String, nameFrom: [String]? = nil, placeholder: [String]? = nil,
              hiddenWhen: [String: [String]]? = nil, activation: [String]? = nil, label: [String]? = nil) {
    self.primitive = primitive
    self.nameFrom = nameFrom
    self.placeholder = placeholder
    self.hiddenWhen = hiddenWhen
    self.activation = activation
    self.label = label
  }

  /// The keys of the mapping form, in the order documented.
  public static let keys = ["primitive", "name-from", "placeholder", "hidden-when", "activation", "label"]

  /// This entry over `base` (the profile's entry of the same name, if any): written keys win.
  func behaviour(over base: ComponentBehaviour?) -> ComponentBehaviour {
    var b = base ?? ComponentBehaviour(primitive: primitive)
    b.primitive = primitive
    if let nameFrom { b.nameFrom = nameFrom }
    if let placeholder { b.placeholder = placeholder }
    if let hiddenWhen { b.hiddenWhen = hiddenWhen }
    if let activation { b.activation = activation }
    if let label { b.label = label }
    return b
  }
}

extension Configuration {
  /// The components the model is built with: the profile's, refined by `components:` (a plain
  /// `Name: an-primitive` changes only the primitive of a profile's entry; a mapping changes
  /// the keys it writes).
  public var componentProfile: ComponentProfile {
    let base = profile.flatMap { ComponentProfile.builtIn[$0] } ?? .none
    var overrides: [String: ComponentBehaviour] = [:]
    for (name, primitive) in components {
      let entry = componentEntries[name] ?? ComponentEntry(primitive: primitive)
      overrides[name] = entry.behaviour(over: base.behaviours[name])
    }
    return base.refined(by: overrides)
  }
}
