import TemplateSyntax

/// A native primitive and what the host gives it (catalog in template-language.md).
public struct Primitive: Sendable, Equatable {
  public enum NameSource: Sendable, Equatable {
    /// Only `accessibilityLabel`.
    case label
    /// Its text content (or a label).
    case content
    /// A label, or its `placeholder`.
    case labelOrPlaceholder
  }

  public enum Kind: Sendable, Equatable {
    case view, control, container, modal
  }

  public var name: String
  /// The native role; nil for views and containers.
  public var nativeRole: EffectiveRole
  /// Whether the host publishes it as an element (a VoiceOver stop) by itself.
  public var isStopByItself: Bool
  public var nameSource: NameSource
  public var kind: Kind

  public init(name: String, nativeRole: EffectiveRole, isStopByItself: Bool, nameSource: NameSource, kind: Kind) {
    self.name = name
    self.nativeRole = nativeRole
    self.isStopByItself = isStopByItself
    self.nameSource = nameSource
    self.kind = kind
  }

  public var isModal: Bool { kind == .modal }

  /// What a primitive is besides its name, in four bytes: an element keeps these and takes the
  /// name from its own tag (a primitive's name is always its element's, mapped components too).
  @usableFromInline
  struct Traits: Sendable {
    @usableFromInline let nativeRole: EffectiveRole
    /// (Settable: a profile's behaviour may say whether a mapped element is a stop by itself.)
    @usableFromInline var isStopByItself: Bool
    @usableFromInline let nameSource: NameSource
    @usableFromInline let kind: Kind

    init(_ primitive: Primitive) {
      nativeRole = primitive.nativeRole
      isStopByItself = primitive.isStopByItself
      nameSource = primitive.nameSource
      kind = primitive.kind
    }
  }

  @inlinable
  init(name: String, _ traits: Traits) {
    self.init(name: name, nativeRole: traits.nativeRole, isStopByItself: traits.isStopByItself,
              nameSource: traits.nameSource, kind: traits.kind)
  }

  /// The default catalog, keyed by element name.
  public static let catalog: [String: Primitive] = {
    var all: [String: Primitive] = [:]
    func add(_ names: [String], _ role: EffectiveRole, stop: Bool, name: NameSource, kind: Kind) {
      for n in names { all[n] = Primitive(name: n, nativeRole: role, isStopByItself: stop, nameSource: name, kind: kind) }
    }
    add(["an-view"], .noRole, stop: false, name: .label, kind: .view)
    add(["an-text"], .role(.text), stop: true, name: .content, kind: .control)
    add(["an-button"], .role(.button), stop: true, name: .content, kind: .control)
    add(["an-link"], .role(.link), stop: true, name: .content, kind: .control)
    add(["an-image", "an-icon"], .role(.image), stop: true, name: .label, kind: .control)
    add(["an-switch"], .role(.switch), stop: true, name: .label, kind: .control)
    add(["an-checkbox"], .role(.checkbox), stop: true, name: .label, kind: .control)
    add(["an-radio"], .role(.radio), stop: true, name: .label, kind: .control)
    add(["an-slider"], .role(.slider), stop: true, name: .label, kind: .control)
    add(["an-text-field"], .textField, stop: true, name: .labelOrPlaceholder, kind: .control)
    add(["an-search-field"], .role(.search), stop: true, name: .labelOrPlaceholder, kind: .control)
    add(["an-scroll-view", "an-list", "an-stack"], .noRole, stop: false, name: .label, kind: .container)
    add(["an-modal", "an-sheet", "an-dialog"], .noRole, stop: false, name: .label, kind: .modal)
    return all
  }()

  /// The primitive for an element name: the catalog, then the config's `components:`
  /// mapping; any other `an-*` is a generic view; anything else is transparent (nil).
  public static func resolve(_ elementName: String, components: [String: String]) -> Primitive? {
    // Every catalog name starts with `an-` (`PrimitiveTests`): another name (`div`, `app-card`)
    // is not looked up in the catalog.
    let startsLikeAPrimitive = elementName.utf8.withContiguousStorageIfAvailable(hasPrimitivePrefix)
      ?? elementName.hasPrefix("an-")
    if startsLikeAPrimitive, let p = catalogEntry(elementName) { return p }
    if !components.isEmpty, let mapped = components[elementName], var p = catalog[mapped] {
      p.name = elementName
      return p
    }
    if startsLikeAPrimitive { return Primitive(name: elementName, genericView) }
    return nil
  }

  /// Whether a tag begins with the characters `a`, `n`, `-`, as every primitive's name does
  /// (`String.hasPrefix`): read on its bytes, and decoded only when a character past ASCII
  /// follows the hyphen (a combining mark joins it: `an-\u{301}view` is no primitive).
  @inline(__always) static func hasPrimitivePrefix(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
    guard tag.count >= 3, tag[0] == UInt8(ascii: "a"), tag[1] == UInt8(ascii: "n"), tag[2] == UInt8(ascii: "-") else { return false }
    return tag.count == 3 || tag[3] < 0x80 || String(decoding: tag, as: UTF8.self).hasPrefix("an-")
  }

  /// What any other `an-*` element is: a generic view.
  static let genericView = Traits(Primitive(name: "an-", nativeRole: .noRole, isStopByItself: false, nameSource: .label, kind: .view))

  /// `resolve(_:components:)` with no components, read from a tag's bytes: the traits only (an
  /// element takes its primitive's name from its tag), with no string made or copied.
  /// (`catalog` is `catalogByKey`, passed in by a caller that reads it once for many tags.)
  @inline(__always) static func traits(ofTag tag: UnsafeBufferPointer<UInt8>, catalog: CatalogTable) -> Traits? {
    guard hasPrimitivePrefix(tag) else { return nil }
    if let key = ShortBytes(tag), let traits = catalogTraits(key, in: catalog) { return traits }
    return genericView
  }

  /// The catalog's entry for `name`, found by its bytes (`catalogTraits`).
  static func catalogEntry(_ name: String) -> Primitive? {
    guard let key = ShortBytes(name), let traits = catalogTraits(key) else { return nil }
    return Primitive(name: name, traits)
  }

  /// The traits of the catalog's name whose bytes are `key`: every catalog name is at most 15
  /// bytes (`ShortBytes`), kept in an open-addressed table of `1 << catalogSlotBits` slots by
  /// its key's slot (hashing the string for the dictionary cost more than the whole lookup).
  /// The table holds traits, not primitives: a lookup copies no name.
  @inline(__always) static func catalogTraits(_ key: ShortBytes, in table: CatalogTable = catalogByKey) -> Traits? {
    let mask = table.count - 1
    var slot = key.slot(bits: catalogSlotBits)
    while let entry = table[slot] {
      if entry.key == key { return entry.traits }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Four times as many slots as the catalog has names: a lookup reads one or two.
  static let catalogSlotBits = 7

  /// The slots of `catalogByKey`.
  typealias CatalogTable = [(key: ShortBytes, traits: Traits)?]

  static let catalogByKey: CatalogTable = {
    var table = CatalogTable(repeating: nil, count: 1 << catalogSlotBits)
    precondition(catalog.count * 2 < table.count, "the catalog table needs empty slots")
    for name in catalog.keys.sorted() {
      guard let key = ShortBytes(name) else { continue }
      var slot = key.slot(bits: catalogSlotBits)
      while table[slot] != nil { slot = (slot + 1) & (table.count - 1) }
      table[slot] = (key, Traits(catalog[name]!))
    }
    return table
  }()

  /// Whether `name` is one of the catalog's element names.
  public static func isCatalogName(_ name: String) -> Bool { catalog[name] != nil }
}
