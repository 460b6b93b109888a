import TemplateSyntax

/// The contract's role vocabulary (`accessibilityRole`).
public enum Role: String, Sendable, CaseIterable, Comparable {
  case button, link, header, image, text, checkbox, radio
  case `switch` = "switch"
  case slider, search, summary, none

  /// Compared only with the roles of the same length (`NameTable`).
  public init?(rawValue: String) {
    guard let role = Self.names.value(named: rawValue) else { return nil }
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
    switch StateKeyBytes.match(rawValue) {
    case .key(let key):
      self = key
    case .noKey:
      return nil
    case .notASCII:
      guard let key = Self.names.value(named: rawValue) else { return nil }
      self = key
    }
  }

  private static let names = NameTable<StateKey>()

  /// The name as a static string (the same bytes as `rawValue`), read in words by
  /// `StateKeyBytes`.
  var staticName: StaticString {
    switch self {
    case .disabled: return "disabled"
    case .selected: return "selected"
    case .checked: return "checked"
    case .expanded: return "expanded"
    case .busy: return "busy"
    }
  }
}

/// The state keys compared with a name's bytes in one or two words: a key is 4, 7 or 8 bytes
/// long, and its length leaves at most three keys to compare. (Asked for every key of every
/// state object a rule reads.)
enum StateKeyBytes {
  enum Match {
    case key(StateKey)
    /// No key: the bytes are ASCII and no key's.
    case noKey
    /// A byte is not ASCII: `String ==` (canonical equivalence) decides, not the bytes.
    case notASCII
  }

  /// (Not inlined, as `PropNameBytes.match`: the lent name is read in place.)
  @inline(never) static func match(_ name: String) -> Match {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      if let key = key(named: bytes) { return Match.key(key) }
      return ByteScan.isASCII(bytes) ? Match.noKey : Match.notASCII
    } ?? .notASCII
  }

  /// The key whose name is exactly `bytes`, if any.
  private static func key(named bytes: UnsafeBufferPointer<UInt8>) -> StateKey? {
    guard let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base)
    switch bytes.count {
    case 4: return same(name, 4, .busy)
    case 7: return same(name, 7, .checked)
    case 8: return same(name, 8, .disabled) ?? same(name, 8, .selected) ?? same(name, 8, .expanded)
    default: return nil
    }
  }

  /// `key` when the `count` bytes at `name` (4 to 8) are its name: one eight-byte word, or the
  /// first and the last four bytes (overlapping when fewer than eight).
  @inline(__always) private static func same(_ name: UnsafeRawPointer, _ count: Int, _ key: StateKey) -> StateKey? {
    let expectedName = key.staticName
    assert(expectedName.utf8CodeUnitCount == count && expectedName.description == key.rawValue, "a key's static name is its name")
    let expected = UnsafeRawPointer(expectedName.utf8Start)
    if count == 8 {
      return name.loadUnaligned(as: UInt64.self) == expected.loadUnaligned(as: UInt64.self) ? key : nil
    }
    return name.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
      && name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      ? key : nil
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
    switch EventNameBytes.match(eventName) {
    case .event(let event):
      self = event.category
    case .noEvent:
      self = .other
    case .notASCII:
      self = Self.table.value(named: eventName)?.category ?? .other
    }
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
  enum Match {
    case event(EventCategory.KnownEvent)
    /// No known event: the bytes are ASCII and no known name's.
    case noEvent
    /// A byte is not ASCII: `String ==` (canonical equivalence) decides, not the bytes.
    case notASCII
  }

  /// (Not inlined, as `PropNameBytes.match`: the lent name is read in place.)
  @inline(never) static func match(_ name: String) -> Match {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      if let event = event(named: bytes) { return Match.event(event) }
      return ByteScan.isASCII(bytes) ? Match.noEvent : Match.notASCII
    } ?? .notASCII
  }

  /// The known event whose name is exactly `bytes`, if any.
  private static func event(named bytes: UnsafeBufferPointer<UInt8>) -> EventCategory.KnownEvent? {
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

  /// `event` when the `count` bytes at `name` are `expected` (its name, `count` bytes long):
  /// compared in eight-byte words, the last one ending at the end (overlapping the one before
  /// it); under eight bytes, the first and the last four (or, for three, two and two).
  @inline(__always) private static func same(_ name: UnsafeRawPointer, _ count: Int, _ expected: StaticString,
                                             _ event: EventCategory.KnownEvent) -> EventCategory.KnownEvent? {
    assert(expected.utf8CodeUnitCount == count && expected.description == event.rawValue, "an event's static name is its name")
    let text = UnsafeRawPointer(expected.utf8Start)
    if count < 4 {
      return name.loadUnaligned(as: UInt16.self) == text.loadUnaligned(as: UInt16.self)
        && name.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self) == text.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
        ? event : nil
    }
    if count < 8 {
      return name.loadUnaligned(as: UInt32.self) == text.loadUnaligned(as: UInt32.self)
        && name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == text.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        ? event : nil
    }
    var k = 0
    while k + 8 < count {
      if name.loadUnaligned(fromByteOffset: k, as: UInt64.self) != text.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return nil }
      k += 8
    }
    return name.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      ? event : nil
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
    switch PropNameBytes.match(rawValue) {
    case .prop(let prop):
      self = prop
    case .noProp:
      return nil
    case .notASCII:
      guard let prop = Self.names.value(named: rawValue) else { return nil }
      self = prop
    }
  }

  private static let names = NameTable<AccessibilityProp>()

  /// The name as a static string (the same bytes as `rawValue`), read in words by
  /// `PropNameBytes`.
  var staticName: StaticString {
    switch self {
    case .accessibilityRole: return "accessibilityRole"
    case .accessibilityLabel: return "accessibilityLabel"
    case .accessibilityHint: return "accessibilityHint"
    case .accessibilityValue: return "accessibilityValue"
    case .accessibilityState: return "accessibilityState"
    case .accessible: return "accessible"
    case .accessibilityActions: return "accessibilityActions"
    case .accessibilityViewIsModal: return "accessibilityViewIsModal"
    case .accessibilitySortPriority: return "accessibilitySortPriority"
    case .accessibilityHeadingLevel: return "accessibilityHeadingLevel"
    }
  }

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
  enum Match {
    case prop(AccessibilityProp)
    /// No prop: the bytes are ASCII and no name's.
    case noProp
    /// A byte is not ASCII: `String ==` (canonical equivalence) decides, not the bytes.
    case notASCII
  }

  /// (Not inlined: the name, lent to a call, is read in place; inlined into its callers, each
  /// one retained and released it around the read.)
  @inline(never) static func match(_ name: String) -> Match {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      if let prop = prop(named: bytes) { return Match.prop(prop) }
      return ByteScan.isASCII(bytes) ? Match.noProp : Match.notASCII
    } ?? .notASCII
  }

  /// The prop whose name is exactly `bytes`, if any.
  private static func prop(named bytes: UnsafeBufferPointer<UInt8>) -> AccessibilityProp? {
    let count = bytes.count
    // (The names are 10 to 25 bytes long; each is read from its start and its end.)
    guard count >= 10, count <= 25, let base = bytes.baseAddress else { return nil }
    let name = UnsafeRawPointer(base)
    guard name.loadUnaligned(as: UInt64.self) == word(of: "accessib", at: 0) else { return nil }
    switch count {
    case 10: return same(name, count, .accessible)
    case 17: return same(name, count, .accessibilityRole) ?? same(name, count, .accessibilityHint)
    case 18:
      return same(name, count, .accessibilityLabel) ?? same(name, count, .accessibilityValue)
        ?? same(name, count, .accessibilityState)
    case 20: return same(name, count, .accessibilityActions)
    case 24: return same(name, count, .accessibilityViewIsModal)
    case 25: return same(name, count, .accessibilitySortPriority) ?? same(name, count, .accessibilityHeadingLevel)
    default: return nil
    }
  }

  /// `prop` when the `count` bytes at `name` (their first eight `accessib`) are its name.
  @inline(__always) private static func same(_ name: UnsafeRawPointer, _ count: Int, _ prop: AccessibilityProp) -> AccessibilityProp? {
    let expected = prop.staticName
    assert(expected.utf8CodeUnitCount == count && expected.description == prop.rawValue, "a prop's static name is its name")
    // Words from byte 8, the last one ending at the end (overlapping the one before it).
    var k = 8
    while k + 8 < count {
      if name.loadUnaligned(fromByteOffset: k, as: UInt64.self) != word(of: expected, at: k) { return nil }
      k += 8
    }
    return name.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == word(of: expected, at: count - 8) ? prop : nil
  }

  /// The eight bytes of `text` from `offset` (there are at least `offset + 8`).
  @inline(__always) private static func word(of text: StaticString, at offset: Int) -> UInt64 {
    UnsafeRawPointer(text.utf8Start).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }
}
