#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the parser works out from a name's bytes alone (an element's name, an attribute's name as
/// written), kept for each spelling in a small direct-mapped table that a thread's parses share
/// (`ParseLeftovers`): a name seen before is found with a few loads and compares, and its strings
/// and facts are not made again. Keyed by the bytes themselves (`ShortBytes`, `MediumBytes`), so
/// what it returns is always what `make` gives for those bytes; a longer name is made each time.
struct SpellingTable<Facts: SpellingFacts> {
  private static var slotBits: Int { 8 }
  private static var slots: Int { 1 << slotBits }
  private var shortKeys: [ShortBytes]
  private var mediumKeys: [MediumBytes]
  /// The facts of each slot: the short names' slots, then the medium names', then one for the
  /// name being read when it is longer (kept for that name only). (Read a field in place,
  /// `table.entries[entry].name`: a copy of the whole entry retains each of its strings.)
  private(set) var entries: [Facts]

  init() {
    shortKeys = [ShortBytes](repeating: ShortBytes(empty: ()), count: Self.slots)
    mediumKeys = [MediumBytes](repeating: MediumBytes(empty: ()), count: Self.slots)
    entries = [Facts](repeating: Facts(), count: 2 * Self.slots + 1)
  }

  /// A table with no slots but the one for a name being read (what a parser holds until it is
  /// given its thread's table).
  init(noSlots: Void) {
    shortKeys = []
    mediumKeys = []
    entries = [Facts()]
  }

  /// The entry (of `entries`) holding the facts of the name written at `range`: found, or made
  /// and kept.
  @inline(__always)
  mutating func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Int {
    if !shortKeys.isEmpty, let key = ShortBytes(bytes, range) {
      let slot = key.slot(bits: Self.slotBits)
      if shortKeys[slot] != key {
        entries[slot] = Facts(bytes, range)
        shortKeys[slot] = key
      }
      return slot
    }
    let run = UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)])
    if !mediumKeys.isEmpty, let key = MediumBytes(run) {
      let slot = key.slot(bits: Self.slotBits)
      if mediumKeys[slot] != key {
        entries[Self.slots + slot] = Facts(bytes, range)
        mediumKeys[slot] = key
      }
      return Self.slots + slot
    }
    entries[entries.count - 1] = Facts(bytes, range)
    return entries.count - 1
  }

  /// Changes the facts of an entry in place.
  mutating func update(_ entry: Int, _ change: (inout Facts) -> Void) { change(&entries[entry]) }
}

/// Facts that a `SpellingTable` keeps: made from a name's bytes, or empty (a slot not used yet).
protocol SpellingFacts {
  init()
  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange)
}

/// What a start tag's name alone tells the tree builder (`startElement`), worked out once per
/// spelling.
struct ElementNameFacts: SpellingFacts {
  /// The name as written.
  var rawName: String
  /// `rawName` as an element keeps it (`Element`): its bits, or one box that the elements of
  /// this spelling share.
  var storedName: ElementName
  /// `storedName`'s bits when it is small (`ElementNameTraits.isSmallName`): read alone, with
  /// no copy of the name's case to make (a copy of `storedName` was an outlined call for every
  /// element).
  var smallNameBits: StringBits
  /// `HTMLTags.normalized(rawName)`.
  var name: String
  /// The namespace the name implies with no prefix written (`svg`, `math`), if any.
  var implied: Optional<String>
  /// What else the name tells, as bits read together (`startElement` reads them with one load).
  var traits: ElementNameTraits
  /// A `:` is written in the name (a namespace prefix).
  var hasColon: Bool { traits.contains(.hasColon) }
  /// A `-` is written in the name: a custom element, which no HTML tag rule names.
  var isCustom: Bool { traits.contains(.isCustom) }
  /// `name` is an HTML void element's (`HTMLTags.voidElements`).
  var isVoidName: Bool { traits.contains(.isVoidName) }
  /// `name` is in `HTMLTags.notSelfClosable`.
  var isNotSelfClosableName: Bool { traits.contains(.isNotSelfClosableName) }
  /// `name` may be a key of `HTMLTags.closedByChildren`.
  var mayBeClosedByChildren: Bool { traits.contains(.mayBeClosedByChildren) }
  /// Not custom, and the content keeps its whitespace (`TreeBuilder.preservesWhitespace`).
  var preservesWhitespace: Bool { traits.contains(.preservesWhitespace) }
  /// `ng-template`, or `…:ng-template` with a namespace.
  var isTemplate: Bool { traits.contains(.isTemplate) }

  init() {
    rawName = ""
    storedName = ElementName("", length: 0)
    smallNameBits = StringBits("")
    name = ""
    implied = nil
    traits = []
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) {
    let rawName = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]), as: UTF8.self)
    self.rawName = rawName
    storedName = ElementName(rawName, length: range.length)
    var traits: ElementNameTraits = []
    if case .small(let bits) = storedName {
      smallNameBits = bits
      traits.insert(.isSmallName)
    } else {
      smallNameBits = StringBits("")
    }
    name = TreeBuilder.normalizedName(bytes, rawName, range)
    implied = TreeBuilder.impliedNamespace(bytes, range)
    if implied != nil { traits.insert(.hasImplied) }
    if ByteScan.firstOf(bytes, from: Int(range.start), to: Int(range.end), UInt8(ascii: ":")) < Int(range.end) {
      traits.insert(.hasColon)
    }
    let isCustom = ByteScan.firstOf(bytes, from: Int(range.start), to: Int(range.end), UInt8(ascii: "-")) < Int(range.end)
    if isCustom { traits.insert(.isCustom) }
    if HTMLTags.voidElements.contains(name) { traits.insert(.isVoidName) }
    if HTMLTags.notSelfClosable.contains(name) { traits.insert(.isNotSelfClosableName) }
    if HTMLTags.mayBeClosedByChildren(name) { traits.insert(.mayBeClosedByChildren) }
    if !isCustom && TreeBuilder.preservesWhitespace(bytes, range) { traits.insert(.preservesWhitespace) }
    let n = range.length
    let e = Int(range.end)
    if n >= 11 && (n == 11 || bytes[e - 12] == UInt8(ascii: ":"))
      && AttributeClassifier.startsWith(bytes, ByteRange(e - 11, e), "ng-template") {
      traits.insert(.isTemplate)
    }
    self.traits = traits
  }
}

/// What an element's name tells, as bits (`ElementNameFacts.traits`).
struct ElementNameTraits: OptionSet {
  let rawValue: UInt16
  /// The name implies a namespace with no prefix written (`ElementNameFacts.implied`).
  static let hasImplied = ElementNameTraits(rawValue: 1)
  /// A `:` is written in the name (a namespace prefix).
  static let hasColon = ElementNameTraits(rawValue: 2)
  /// A `-` is written in the name: a custom element, which no HTML tag rule names.
  static let isCustom = ElementNameTraits(rawValue: 4)
  /// The name is an HTML void element's (`HTMLTags.voidElements`).
  static let isVoidName = ElementNameTraits(rawValue: 8)
  /// The name is in `HTMLTags.notSelfClosable`.
  static let isNotSelfClosableName = ElementNameTraits(rawValue: 16)
  /// The name may be a key of `HTMLTags.closedByChildren`.
  static let mayBeClosedByChildren = ElementNameTraits(rawValue: 32)
  /// Not custom, and the content keeps its whitespace (`TreeBuilder.preservesWhitespace`).
  static let preservesWhitespace = ElementNameTraits(rawValue: 64)
  /// `ng-template`, or `…:ng-template` with a namespace.
  static let isTemplate = ElementNameTraits(rawValue: 128)
  /// The stored name is small: its bits are `ElementNameFacts.smallNameBits`.
  static let isSmallName = ElementNameTraits(rawValue: 256)
}

extension SpellingTable where Facts == AttributeNameFacts {
  /// The name of an entry. (Read here, only the string is copied: read in the builder, whose
  /// table changes while the name is in use, the whole entry was copied to keep it.)
  @inline(never) func name(_ entry: Int) -> String { entries[entry].name }
}

/// What the attributes of a start tag tell about it, as bits: `appendAttribute` takes an
/// attribute's four marks with one OR (four tests and stores cost more for every attribute).
struct StartTagMarks: OptionSet {
  let rawValue: UInt8
  /// A static `ngNonBindable`.
  static let nonBindable = StartTagMarks(rawValue: 1)
  /// A static `ngPreserveWhitespaces`.
  static let preservesWhitespace = StartTagMarks(rawValue: 2)
  /// A static `i18n`.
  static let i18nMarker = StartTagMarks(rawValue: 4)
  /// An attribute `TreeBuilder.checkAttributes` checks (`AttributeNameFacts.isChecked`).
  static let checked = StartTagMarks(rawValue: 8)
}

/// What an attribute's name as written tells the tree builder (`appendAttribute`), worked out
/// once per spelling.
struct AttributeNameFacts: SpellingFacts {
  /// Its kind, from the binding syntax (`AttributeClassifier`).
  var kind: AttributeKind
  /// The name without the binding syntax (`Attribute.name`).
  var name: String
  /// `name` as an attribute stores it, and what keeps it alive there when it is not small
  /// (`StringBits`): made once per spelling, shared by the attributes so named.
  var nameBits: StringBits
  var nameKeeper: Optional<AttributeExtras>
  /// `nameKeeper` is not nil (told without copying it).
  var hasNameKeeper: Bool
  /// `[@trigger]` (with an empty prefix or none): an animation bound to an expression.
  var isBoundAnimation: Bool
  /// What an attribute so named tells about its start tag (`TreeBuilder.startTagMarks`).
  var startTagMarks: StartTagMarks
  /// A static `ngNonBindable`.
  var isNonBindable: Bool { startTagMarks.contains(.nonBindable) }
  /// A static `ngPreserveWhitespaces`.
  var preservesWhitespace: Bool { startTagMarks.contains(.preservesWhitespace) }
  /// A static `i18n` (a translatable section's marker).
  var isI18nMarker: Bool { startTagMarks.contains(.i18nMarker) }
  /// `TreeBuilder.checkAttributes` may report something about an attribute so named: a
  /// structural directive, an animation, an event or two-way binding of an `@` name, or a
  /// binding prefix (`bind-`, `let-`, `ref-`, `#`, `on-`, `bindon-`, `@`) outside brackets.
  /// (It passes over every other attribute.)
  var isChecked: Bool { startTagMarks.contains(.checked) }
  /// `builds` holds `ExpressionParsing.buildsTrees(of: kind, named: name)` for the parse
  /// stamped so (0: for none yet); the parse's `expressions` decide it.
  var buildsStamp: UInt32 = 0
  var builds = false

  init() {
    kind = .plain
    name = ""
    nameBits = StringBits("")
    nameKeeper = nil
    hasNameKeeper = false
    isBoundAnimation = false
    startTagMarks = []
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) {
    let (kind, nameRange) = AttributeClassifier.classify(bytes, range)
    self.kind = kind
    name = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(nameRange.start)..<Int(nameRange.end)]), as: UTF8.self)
    // (A name kept by the process's `LastingNames` needs no keeper: the attributes so named
    // then retain and release nothing for it.)
    if StringBits.needsNoCounting(name) {
      nameKeeper = nil
    } else if let lasting = LastingNames.shared.lasting(name) {
      name = lasting
      nameKeeper = nil
    } else {
      nameKeeper = AttributeExtras(keptName: name, parts: nil)
    }
    nameBits = StringBits(name)
    hasNameKeeper = nameKeeper != nil
    isBoundAnimation = kind == .animation
      && bytes[Int(AttributeClassifier.withoutEmptyPrefix(bytes, range).start)] == UInt8(ascii: "[")
    var marks: StartTagMarks = []
    if kind == .plain && name == "ngNonBindable" { marks.insert(.nonBindable) }
    if kind == .plain && name == "ngPreserveWhitespaces" { marks.insert(.preservesWhitespace) }
    if kind == .plain && name == "i18n" { marks.insert(.i18nMarker) }
    let written = AttributeClassifier.withoutEmptyPrefix(bytes, range)
    let first = written.length > 0 ? bytes[Int(written.start)] : 0
    if kind == .structural || kind == .animation
      || ((kind == .event || kind == .twoWay) && name.utf8.first == UInt8(ascii: "@"))
      || (first != UInt8(ascii: "[") && first != UInt8(ascii: "(") && TreeBuilder.bindingPrefix(bytes, written) != nil) {
      marks.insert(.checked)
    }
    startTagMarks = marks
  }
}

/// Attribute names longer than a small string (`accessibilityLabel`, `[attr.aria-describedby]`'s
/// name), each kept once for the life of the process, so that an attribute storing one as its
/// bits (`StringBits`) needs nothing to keep it alive: no keeper is retained per attribute or
/// released when its tree is torn down. The first `capacity` such names of `maxLength` bytes
/// or fewer are kept (a few kilobytes at most, however many templates are read); any other is
/// kept by its attributes as before. Asked only when a thread's name table meets a spelling
/// (`AttributeNameFacts`), under a lock.
final class LastingNames: @unchecked Sendable {
  static let shared = LastingNames()
  static let capacity = 512
  static let maxLength = 64

  private var names: Set<String> = []
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  private init() {
    lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  /// The kept string equal to `name`, kept now if there is room; nil when there is none.
  func lasting(_ name: String) -> String? {
    guard name.utf8.count <= Self.maxLength else { return nil }
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let index = names.firstIndex(of: name) { return names[index] }
    guard names.count < Self.capacity else { return nil }
    names.insert(name)
    return name
  }
}
