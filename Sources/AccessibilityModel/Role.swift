/// The contract's role vocabulary (`accessibilityRole`).
public enum Role: String, Sendable, CaseIterable, Comparable {
  case button, link, header, image, text, checkbox, radio
  case `switch` = "switch"
  case slider, search, summary, none

  /// Roles a user acts on (the catalog's "interactive" roles; the text field's native role is
  /// interactive too, see `EffectiveRole.isInteractive`).
  public var isInteractive: Bool {
    switch self {
    case .button, .link, .checkbox, .radio, .switch, .slider, .search: return true
    default: return false
    }
  }

  /// Roles that carry an on/off `checked` state.
  public var isCheckable: Bool { self == .checkbox || self == .radio || self == .switch }

  public static func < (lhs: Role, rhs: Role) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// What an element will be announced as.
public enum EffectiveRole: Sendable, Equatable {
  /// A role of the vocabulary, given or native.
  case role(Role)
  /// The native role of `an-text-field` (not in the contract's vocabulary).
  case textField
  /// No role at all: a container or a generic view with no role given.
  case noRole
  /// Not known: a dynamic binding, or a value `unknown-role` reports.
  case unknown

  public var role: Role? { if case .role(let r) = self { return r }; return nil }

  public var isInteractive: Bool {
    switch self {
    case .role(let r): return r.isInteractive
    case .textField: return true
    default: return false
    }
  }

  public var isKnown: Bool { self != .unknown }
}

/// The keys of `accessibilityState`.
public enum StateKey: String, Sendable, CaseIterable {
  case disabled, selected, checked, expanded, busy
}

/// The events the linter knows.
public enum EventCategory: Sendable, Equatable {
  /// `(tap) (click) (press) (doubleTap)`: the element can be pressed.
  case activation
  /// `(longPress) (swipe…) (pan) (pinch)`: gestures a screen-reader user cannot discover.
  case gesture
  /// `(accessibilityAction)`, `(accessibilityIncrement)`, `(accessibilityDecrement)`, `(accessibilityEscape)`.
  case accessibility
  /// Anything else (`(ngModelChange)`, `(valueChange)`, custom outputs).
  case other

  public static let activationEvents: Set<String> = ["tap", "click", "press", "doubleTap"]
  public static let gestureEvents: Set<String> = [
    "longPress", "swipe", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pan", "pinch",
  ]
  public static let accessibilityEvents: Set<String> = [
    "accessibilityAction", "accessibilityIncrement", "accessibilityDecrement", "accessibilityEscape",
  ]

  public init(eventName: String) {
    if Self.activationEvents.contains(eventName) { self = .activation }
    else if Self.gestureEvents.contains(eventName) { self = .gesture }
    else if Self.accessibilityEvents.contains(eventName) { self = .accessibility }
    else { self = .other }
  }
}

/// The accessibility props the linter knows, beyond the six of the contract.
public enum AccessibilityProp: String, Sendable, CaseIterable {
  case accessibilityRole, accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityState, accessible
  case accessibilityActions, accessibilityViewIsModal, accessibilitySortPriority, accessibilityHeadingLevel

  /// The prop an attribute name is, if any: compared only with the props of its length (the
  /// string switch of `init(rawValue:)` compares it with each prop in turn).
  public static func named(_ name: String) -> AccessibilityProp? {
    let length = name.utf8.count
    guard length < byLength.count else { return nil }
    for prop in byLength[length] where prop.rawValue == name { return prop }
    return nil
  }

  /// byLength[n]: the props whose names are n bytes long.
  private static let byLength: [[AccessibilityProp]] = {
    var table = [[AccessibilityProp]](repeating: [], count: (allCases.map(\.rawValue.utf8.count).max() ?? 0) + 1)
    for prop in allCases { table[prop.rawValue.utf8.count].append(prop) }
    return table
  }()

  /// The six props of the contract.
  public var isContract: Bool {
    switch self {
    case .accessibilityRole, .accessibilityLabel, .accessibilityHint, .accessibilityValue, .accessibilityState, .accessible:
      return true
    default: return false
    }
  }
}
