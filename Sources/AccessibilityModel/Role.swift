import TemplateSyntax

/// The contract's role vocabulary (`accessibilityRole`).
public enum Role: String, Sendable, CaseIterable, Comparable {
  case button, link, header, image, text, checkbox, radio
  case `switch` = "switch"
  case slider, search, summary, none

  /// Found by the name's bytes (`RoleNameBytes`), as a prop is (`PropNameBytes`): every
  /// `accessibilityRole` text a rule reads is asked. The generic table (`NameTable`) is left for
  /// a name with a byte that is not ASCII.
  public init?(rawValue: String) {
    guard let role = RoleNameBytes.match(rawValue).value(named: rawValue, orIn: Self.names) else { return nil }
    self = role
  }

  private static let names = NameTable<Role>()

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

  /// Whether `name` is the name of a role that `isCheckable`, as a role prop writes it: compared
  /// with those three names, without making a `Role` from it or reading a list (a rule asks it of
  /// every role value). A test checks that it agrees with `isCheckable` for every role.
  /// (A name is first told apart by its length, read inline: a comparison of two different
  /// strings is a call, and most role names have none of the three lengths.)
  @inlinable public static func isCheckable(named name: String) -> Bool {
    switch name.utf8.count {
    case 8: return name == Role.checkbox.rawValue
    case 5: return name == Role.radio.rawValue
    case 6: return name == Role.switch.rawValue
    default: return false
    }
  }

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

  /// Found by the name's bytes (`StateKeyBytes`), as a prop is (`PropNameBytes`); the generic
  /// table (`NameTable`) is left for a name with a byte that is not ASCII.
  public init?(rawValue: String) {
    guard let key = StateKeyBytes.match(rawValue).value(named: rawValue, orIn: Self.names) else { return nil }
    self = key
  }

  private static let names = NameTable<StateKey>()
}

/// The roles' names compared with a name's bytes in one or two words: a role is 4 to 8 bytes
/// long, and its length (and, for the five of six bytes, its first byte) leaves at most three
/// roles to compare.
enum RoleNameBytes {
  @inline(never) static func match(_ name: String) -> NameMatch<Role> { NameBytes.match(name, role(named:)) }

  /// The role whose name is exactly `bytes`, if any.
  @inline(__always) private static func role(named bytes: UnsafeBufferPointer<UInt8>) -> Role? {
    let count = bytes.count
    guard count >= 4, count <= 8, let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base)
    switch count {
    case 4:
      return NameBytes.value(name, count, "link", Role.link) ?? NameBytes.value(name, count, "text", Role.text)
        ?? NameBytes.value(name, count, "none", Role.none)
    case 5: return NameBytes.value(name, count, "image", Role.image) ?? NameBytes.value(name, count, "radio", Role.radio)
    case 6:
      switch bytes[0] {
      case UInt8(ascii: "b"): return NameBytes.value(name, count, "button", Role.button)
      case UInt8(ascii: "h"): return NameBytes.value(name, count, "header", Role.header)
      case UInt8(ascii: "s"):
        return NameBytes.value(name, count, "switch", Role.switch) ?? NameBytes.value(name, count, "slider", Role.slider)
          ?? NameBytes.value(name, count, "search", Role.search)
      default: return nil
      }
    case 7: return NameBytes.value(name, count, "summary", Role.summary)
    case 8: return NameBytes.value(name, count, "checkbox", Role.checkbox)
    default: return nil
    }
  }
}

/// The state keys compared with a name's bytes in one or two words: a key is 4, 7 or 8 bytes
/// long, and its length leaves at most three keys to compare. (Asked for every key of every
/// state object a rule reads.)
enum StateKeyBytes {
  @inline(never) static func match(_ name: String) -> NameMatch<StateKey> { NameBytes.match(name, key(named:)) }

  /// The key whose name is exactly `bytes`, if any.
  @inline(__always) private static func key(named bytes: UnsafeBufferPointer<UInt8>) -> StateKey? {
    guard let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base), count = bytes.count
    switch count {
    case 4: return NameBytes.value(name, count, "busy", StateKey.busy)
    case 7: return NameBytes.value(name, count, "checked", StateKey.checked)
    case 8:
      return NameBytes.value(name, count, "disabled", StateKey.disabled) ?? NameBytes.value(name, count, "selected", StateKey.selected)
        ?? NameBytes.value(name, count, "expanded", StateKey.expanded)
    default: return nil
    }
  }
}

/// The events the linter knows.
public enum EventCategory: Sendable, Equatable {
  /// `(tap) (click) (press) (doubleTap)`: the element can be pressed (and HammerJS's
  /// lowercase `(doubletap)` and `(pressup)`, Angular's names for the same).
  case activation
  /// `(longPress) (swipe…) (pan) (pinch)`: gestures a screen-reader user cannot discover; and
  /// HammerJS's, as Angular's HammerModule names them (`(swipeleft)`, `(panstart)`,
  /// `(pinchin)`, `(rotate)`, …).
  case gesture
  /// `(accessibilityAction)`, `(accessibilityIncrement)`, `(accessibilityDecrement)`, `(accessibilityEscape)`.
  case accessibility
  /// Anything else (`(ngModelChange)`, `(valueChange)`, custom outputs).
  case other

  public static let activationEvents = names(of: .activation)
  public static let gestureEvents = names(of: .gesture)
  public static let accessibilityEvents = names(of: .accessibility)

  static func names(of category: EventCategory) -> Set<String> {
    Set(KnownEvent.allCases.filter { $0.category == category }.map(\.rawValue))
  }

  public init(eventName: String) {
    // (Found by the name's bytes, `EventNameBytes`: every event of every element is asked, and
    // the generic table, left for a name with a byte that is not ASCII, cost a once-check and
    // about a hundred instructions a name.)
    self = EventNameBytes.match(eventName).value(named: eventName, orIn: Self.table)?.category ?? .other
  }

  private static let table = NameTable<KnownEvent>()

  /// The events of the first three categories (the sets above are made from it).
  enum KnownEvent: String, CaseIterable, Sendable {
    case tap, click, press, doubleTap
    case longPress, swipe, swipeLeft, swipeRight, swipeUp, swipeDown, pan, pinch
    // HammerJS (Angular's HammerModule): `tap` and `press` are above; `doubletap` and `pressup`
    // are activation as `doubleTap` and `press` are.
    case doubletap, pressup
    case swipeleft, swiperight, swipeup, swipedown
    case panstart, panmove, panend, pancancel, panleft, panright, panup, pandown
    case pinchstart, pinchmove, pinchend, pinchcancel, pinchin, pinchout
    case rotate, rotatestart, rotatemove, rotateend, rotatecancel
    case accessibilityAction, accessibilityIncrement, accessibilityDecrement, accessibilityEscape

    var category: EventCategory {
      switch self {
      case .tap, .click, .press, .doubleTap, .doubletap, .pressup: return .activation
      case .longPress, .swipe, .swipeLeft, .swipeRight, .swipeUp, .swipeDown, .pan, .pinch,
           .swipeleft, .swiperight, .swipeup, .swipedown,
           .panstart, .panmove, .panend, .pancancel, .panleft, .panright, .panup, .pandown,
           .pinchstart, .pinchmove, .pinchend, .pinchcancel, .pinchin, .pinchout,
           .rotate, .rotatestart, .rotatemove, .rotateend, .rotatecancel:
        return .gesture
      case .accessibilityAction, .accessibilityIncrement, .accessibilityDecrement, .accessibilityEscape: return .accessibility
      }
    }
  }
}

/// The known events (`EventCategory.KnownEvent`) compared with a name's bytes: its length
/// leaves at most ten names, each compared in a word or two.
enum EventNameBytes {
  @inline(never) static func match(_ name: String) -> NameMatch<EventCategory.KnownEvent> { NameBytes.match(name, event(named:)) }

  /// The known event whose name is exactly `bytes`, if any.
  @inline(__always) private static func event(named bytes: UnsafeBufferPointer<UInt8>) -> EventCategory.KnownEvent? {
    guard let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base), count = bytes.count
    switch count {
    case 3: return same(name, count, "tap", .tap) ?? same(name, count, "pan", .pan)
    case 5:
      return same(name, count, "click", .click) ?? same(name, count, "press", .press)
        ?? same(name, count, "swipe", .swipe) ?? same(name, count, "pinch", .pinch)
        ?? same(name, count, "panup", .panup)
    case 6: return same(name, count, "panend", .panend) ?? same(name, count, "rotate", .rotate)
    case 7:
      return same(name, count, "swipeUp", .swipeUp) ?? same(name, count, "pressup", .pressup)
        ?? same(name, count, "swipeup", .swipeup) ?? same(name, count, "panmove", .panmove)
        ?? same(name, count, "panleft", .panleft) ?? same(name, count, "pandown", .pandown)
        ?? same(name, count, "pinchin", .pinchin)
    case 8:
      return same(name, count, "panstart", .panstart) ?? same(name, count, "panright", .panright)
        ?? same(name, count, "pinchend", .pinchend) ?? same(name, count, "pinchout", .pinchout)
    case 9:
      return same(name, count, "doubleTap", .doubleTap) ?? same(name, count, "longPress", .longPress)
        ?? same(name, count, "swipeLeft", .swipeLeft) ?? same(name, count, "swipeDown", .swipeDown)
        ?? same(name, count, "doubletap", .doubletap) ?? same(name, count, "swipeleft", .swipeleft)
        ?? same(name, count, "swipedown", .swipedown) ?? same(name, count, "pancancel", .pancancel)
        ?? same(name, count, "pinchmove", .pinchmove) ?? same(name, count, "rotateend", .rotateend)
    case 10:
      return same(name, count, "swipeRight", .swipeRight) ?? same(name, count, "swiperight", .swiperight)
        ?? same(name, count, "pinchstart", .pinchstart) ?? same(name, count, "rotatemove", .rotatemove)
    case 11: return same(name, count, "pinchcancel", .pinchcancel) ?? same(name, count, "rotatestart", .rotatestart)
    case 12: return same(name, count, "rotatecancel", .rotatecancel)
    case 19:
      return same(name, count, "accessibilityAction", .accessibilityAction)
        ?? same(name, count, "accessibilityEscape", .accessibilityEscape)
    case 22:
      return same(name, count, "accessibilityIncrement", .accessibilityIncrement)
        ?? same(name, count, "accessibilityDecrement", .accessibilityDecrement)
    default: return nil
    }
  }

  @inline(__always) private static func same(_ name: UnsafeRawPointer, _ count: Int, _ expected: StaticString,
                                             _ event: EventCategory.KnownEvent) -> EventCategory.KnownEvent? {
    NameBytes.value(name, count, expected, event)
  }
}

/// The accessibility props the linter knows, beyond the six of the contract.
public enum AccessibilityProp: String, Sendable, CaseIterable {
  case accessibilityRole, accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityState, accessible
  case accessibilityActions, accessibilityViewIsModal, accessibilitySortPriority, accessibilityHeadingLevel

  /// The prop an attribute name is, if any (`init(rawValue:)`, kept under the name the rules
  /// know it by).
  public static func named(_ name: String) -> AccessibilityProp? { AccessibilityProp(rawValue: name) }

  /// Found by the name's bytes (`PropNameBytes`): every attribute of every element is asked,
  /// and the generic table (`NameTable`), left for a name with a byte that is not ASCII, cost
  /// about a hundred instructions a name.
  public init?(rawValue: String) {
    guard let prop = PropNameBytes.match(rawValue).value(named: rawValue, orIn: Self.names) else { return nil }
    self = prop
  }

  private static let names = NameTable<AccessibilityProp>()

  /// A bit of its own among the props' (a set of props in one word: `AXElement.writtenProps`).
  public var bit: UInt16 {
    switch self {
    case .accessibilityRole: return 1 << 0
    case .accessibilityLabel: return 1 << 1
    case .accessibilityHint: return 1 << 2
    case .accessibilityValue: return 1 << 3
    case .accessibilityState: return 1 << 4
    case .accessible: return 1 << 5
    case .accessibilityActions: return 1 << 6
    case .accessibilityViewIsModal: return 1 << 7
    case .accessibilitySortPriority: return 1 << 8
    case .accessibilityHeadingLevel: return 1 << 9
    }
  }

  /// The six props of the contract.
  public var isContract: Bool {
    switch self {
    case .accessibilityRole, .accessibilityLabel, .accessibilityHint, .accessibilityValue, .accessibilityState, .accessible:
      return true
    default: return false
    }
  }
}

/// The props' names compared with an attribute name's bytes eight at a time: every name starts
/// with `accessib`, and its length leaves at most three names to compare the rest with.
enum PropNameBytes {
  @inline(never) static func match(_ name: String) -> NameMatch<AccessibilityProp> {
    NameBytes.match(name, shortest: shortestName, prop(named:))
  }

  /// The byte count of the shortest prop name, `accessible` (a test holds it to the cases).
  static var shortestName: Int { 10 }

  /// The prop whose name is exactly `bytes`, if any.
  @inline(__always) private static func prop(named bytes: UnsafeBufferPointer<UInt8>) -> AccessibilityProp? {
    let count = bytes.count
    // (The names are 10 to 25 bytes long.)
    guard count >= 10, count <= 25, let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base)
    guard name.loadUnaligned(as: UInt64.self) == UnsafeRawPointer(("accessib" as StaticString).utf8Start).loadUnaligned(as: UInt64.self)
    else { return nil }
    switch count {
    case 10: return same(name, count, "accessible", .accessible)
    case 17: return same(name, count, "accessibilityRole", .accessibilityRole) ?? same(name, count, "accessibilityHint", .accessibilityHint)
    case 18:
      return same(name, count, "accessibilityLabel", .accessibilityLabel) ?? same(name, count, "accessibilityValue", .accessibilityValue)
        ?? same(name, count, "accessibilityState", .accessibilityState)
    case 20: return same(name, count, "accessibilityActions", .accessibilityActions)
    case 24: return same(name, count, "accessibilityViewIsModal", .accessibilityViewIsModal)
    case 25:
      return same(name, count, "accessibilitySortPriority", .accessibilitySortPriority)
        ?? same(name, count, "accessibilityHeadingLevel", .accessibilityHeadingLevel)
    default: return nil
    }
  }

  @inline(__always) private static func same(_ name: UnsafeRawPointer, _ count: Int, _ expected: StaticString,
                                             _ prop: AccessibilityProp) -> AccessibilityProp? {
    NameBytes.value(name, count, expected, prop)
  }
}
