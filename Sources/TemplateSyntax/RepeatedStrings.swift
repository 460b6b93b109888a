/// Strings made from runs of source bytes that repeat within a template and from one
/// template to the next (element and attribute names, the whitespace between tags, long values
/// and texts written more than once), kept in three small direct-mapped tables that a thread's
/// parses share (`ParseLeftovers`): up to 32 bytes keyed by the bytes themselves (`ShortBytes`,
/// `MediumBytes`), longer runs by their ends and length and then compared whole. A run seen
/// before is found with a few loads and compares and gives the same string again, without
/// decoding it and, past 15 bytes, without allocating it a second time. What it returns is
/// always the string of the bytes asked for: a slot is reused only when its bytes are those bytes.
struct RepeatedStrings {
  /// Runs of 16 to 32 bytes (a deeper indentation, a long name).
  private static let mediumSlotBits = 10
  // (The tables are filled in `init()`, not by initial values: those were made and filled too
  // before `init(noSlots:)` replaced them, four tables of 1,024 slots built and freed again.)
  private var mediumKeys: [MediumBytes]
  private var mediumStrings: [String]
  /// Runs of 1 to 15 bytes (names, most indentations).
  private static let smallSlotBits = 10
  private var smallKeys: [ShortBytes]
  private var smallStrings: [String]
  /// Runs of 33 to `maxLongLength` bytes (a long class list, a state object, a label or a
  /// sentence written more than once), kept in slots found from the run's first and last
  /// sixteen bytes and its length: a run is found again only when all its bytes are the
  /// string's, compared; one not found costs the few loads of its slot.
  private static let longSlotBits = 8
  static let maxLongLength = 256
  private var longStrings: [String]
  /// Whether a run of 1 to 15 ASCII bytes is made from its key (`StringBits.smallASCII`), not
  /// looked up: the layout's answer, kept here so that no lookup asks it again.
  private let makesASCIIFromKeys: Bool

  init() {
    mediumKeys = [MediumBytes](repeating: MediumBytes(empty: ()), count: 1 << Self.mediumSlotBits)
    mediumStrings = [String](repeating: "", count: 1 << Self.mediumSlotBits)
    smallKeys = [ShortBytes](repeating: ShortBytes(empty: ()), count: 1 << Self.smallSlotBits)
    smallStrings = [String](repeating: "", count: 1 << Self.smallSlotBits)
    longStrings = [String](repeating: "", count: 1 << Self.longSlotBits)
    makesASCIIFromKeys = StringBits.smallASCIILayoutIsKnown
  }

  /// A table with no slots, which finds nothing and keeps nothing: what a parser holds until it
  /// is given its thread's table (`ParseLeftovers`). It makes no allocation.
  static let placeholder = RepeatedStrings(noSlots: ())

  private init(noSlots: Void) {
    mediumKeys = []
    mediumStrings = []
    smallKeys = []
    smallStrings = []
    longStrings = []
    makesASCIIFromKeys = false
  }

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    string(bytes, range, mayBeIndentation: true)
  }

  /// `string(_:_:)` for a run known not to be an indentation (one with no line break, with
  /// which an indentation starts, or one already tested): that test is not made again.
  /// (Inlined, with runs past 15 bytes out of line, as `textUnlessIndentation`: a short run,
  /// nearly every one, is made in its caller without a call's saved registers.)
  @inline(__always)
  mutating func stringNotIndentation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    if let key = ShortBytes(bytes, range) { return small(bytes, range, key) }
    return longerStringNotIndentation(bytes, range)
  }

  /// `stringNotIndentation(_:_:)` for a run past 15 bytes.
  @inline(never)
  private mutating func longerStringNotIndentation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    string(bytes, range, mayBeIndentation: false)
  }

  @inline(__always)
  private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, mayBeIndentation: Bool) -> String {
    // (The run is cut from the buffer only when it is made or keyed past 15 bytes: a short run
    // found by its key needs no slice, and slicing checks its bounds.)
    if let key = ShortBytes(bytes, range) {
      if mayBeIndentation, let indentation = Self.indentation(key) { return indentation }
      return small(bytes, range, key)
    }
    let run = UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)])
    guard let key = MediumBytes(run) else { return long(run) }
    if mayBeIndentation, let indentation = Self.indentation(key) { return indentation }
    let slot = key.slot(bits: Self.mediumSlotBits)
    if mediumKeys[slot] == key { return mediumStrings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    mediumKeys[slot] = key
    mediumStrings[slot] = made
    return made
  }

  /// `string(_:_:)`, or nil when the run is an indentation (a line break then spaces, 1 to 32
  /// bytes), whose text `indentation(count:)` makes again from its length: the text nodes of
  /// indentation keep only their range (`TextNode`), so no string is made or released for them.
  /// (Inlined, with runs past 15 bytes out of line: most runs are an indentation or a short
  /// ASCII text, told and made in a few instructions, fewer than a call's saved registers.)
  @inline(__always)
  mutating func textUnlessIndentation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String? {
    if let key = ShortBytes(bytes, range) {
      if Self.isIndentation(key) { return nil }
      return small(bytes, range, key)
    }
    return longerTextUnlessIndentation(bytes, range)
  }

  /// `textUnlessIndentation(_:_:)` for a run past 15 bytes.
  @inline(never)
  private mutating func longerTextUnlessIndentation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String? {
    // (Only a run that starts with a line break is keyed twice: here, then by `string`.)
    if range.length <= MediumBytes.maxLength && bytes[Int(range.start)] == 0x0A,
       let key = MediumBytes(UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)])),
       Self.isIndentation(key) {
      return nil
    }
    return longerStringNotIndentation(bytes, range)
  }

  /// A run longer than `MediumBytes.maxLength` (or an empty one), found again when it is the
  /// string of its slot; runs past `maxLongLength` (and empty ones) are made each time.
  private mutating func long(_ run: UnsafeBufferPointer<UInt8>) -> String {
    guard run.count <= Self.maxLongLength, !longStrings.isEmpty, let key = MediumBytes(endsOf: run) else {
      return String(decoding: run, as: UTF8.self)
    }
    let slot = key.slot(bits: Self.longSlotBits)
    let found = longStrings[slot].utf8.count == run.count
      && longStrings[slot].utf8.withContiguousStorageIfAvailable({ ByteScan.equal($0, run) }) == true
    if found { return longStrings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    longStrings[slot] = made
    return made
  }

  /// The run of 1 to 15 bytes at `range`: made from its key when ASCII, else found by its key.
  /// (Inlined: the ASCII run, nearly every one, is made in its caller; a call for it saved and
  /// restored more registers than it took to make the string.)
  @inline(__always)
  private mutating func small(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, _ key: ShortBytes) -> String {
    // (An ASCII run is made from its key's words, a few instructions: cheaper than its slot,
    // found or not, and with nothing to retain.)
    if makesASCIIFromKeys && key.isASCII { return StringBits.smallASCII(key) }
    return smallBySlot(bytes, range, key)
  }

  /// `small(_:_:_:)` for a run its key does not make: found in its slot, or made and kept there.
  @inline(never)
  private mutating func smallBySlot(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, _ key: ShortBytes) -> String {
    let slot = key.slot(bits: Self.smallSlotBits)
    if smallKeys[slot] == key { return smallStrings[slot] }
    let made = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]), as: UTF8.self)
    smallKeys[slot] = key
    smallStrings[slot] = made
    return made
  }

  /// The run when it is a line break and then spaces only (the indentation between tags, the
  /// commonest text of a template), as a literal: told from its key with two compares, with no
  /// slot read and no retain (a literal of up to 15 bytes is held in the string itself).
  @inline(__always) private static func indentation(_ key: ShortBytes) -> String? {
    isIndentation(key) ? indentation(count: key.count) : nil
  }

  /// Whether the run of `key` is a line break and then spaces only (`indentation(_:)`).
  @inline(__always) private static func isIndentation(_ key: ShortBytes) -> Bool {
    // (The words are compared as a little-endian machine loads them; elsewhere the table is asked.)
    #if !_endian(little)
    return false
    #else
    // (Most runs that are no indentation, names and values, are told by their first byte.)
    guard key.low & 0xFF == 0x0A else { return false }
    let spaces: UInt64 = 0x2020_2020_2020_2020
    let n = key.count
    let low = n < 8 ? (spaces & ((1 &<< (8 &* UInt64(n))) &- 1)) & ~0xFF | 0x0A : spaces & ~0xFF | 0x0A
    // (From 8 bytes on, `high` holds the last eight: the line break too when there are eight.)
    let high: UInt64 = n < 8 ? 0 : n == 8 ? low : spaces
    return key.low == low && key.high == high
    #endif
  }

  /// `indentation(_:)` of a run of 16 to 32 bytes (a deeper indentation), as a literal (one
  /// stored in the program, which is never retained or released).
  @inline(__always) private static func indentation(_ key: MediumBytes) -> String? {
    isIndentation(key) ? indentation(count: key.count) : nil
  }

  /// Whether the run of `key` (16 to 32 bytes) is a line break and then spaces only.
  @inline(__always) private static func isIndentation(_ key: MediumBytes) -> Bool {
    #if !_endian(little)
    return false
    #else
    let spaces: UInt64 = 0x2020_2020_2020_2020
    let first = spaces & ~0xFF | 0x0A
    // (`w2` and `w3` hold the last sixteen bytes: at sixteen, the line break too.)
    return key.w0 == first && key.w1 == spaces && key.w3 == spaces && key.w2 == (key.count == 16 ? first : spaces)
    #endif
  }

  /// The indentation of `count` bytes (a line break then `count - 1` spaces), 1 to 32, as a
  /// literal: held in the string itself up to 15 bytes, else stored in the program (never
  /// retained or released either way). Nil for any other count. (A text node of indentation
  /// keeps only its range, `TextNode`, and makes its text here when it is read.)
  @inline(__always) static func indentation(count: Int) -> String? {
    switch count {
    case 1: return "\n"
    case 2: return "\n "
    case 3: return "\n  "
    case 4: return "\n   "
    case 5: return "\n    "
    case 6: return "\n     "
    case 7: return "\n      "
    case 8: return "\n       "
    case 9: return "\n        "
    case 10: return "\n         "
    case 11: return "\n          "
    case 12: return "\n           "
    case 13: return "\n            "
    case 14: return "\n             "
    case 15: return "\n              "
    case 16: return "\n               "
    case 17: return "\n                "
    case 18: return "\n                 "
    case 19: return "\n                  "
    case 20: return "\n                   "
    case 21: return "\n                    "
    case 22: return "\n                     "
    case 23: return "\n                      "
    case 24: return "\n                       "
    case 25: return "\n                        "
    case 26: return "\n                         "
    case 27: return "\n                          "
    case 28: return "\n                           "
    case 29: return "\n                            "
    case 30: return "\n                             "
    case 31: return "\n                              "
    case 32: return "\n                               "
    default: return nil
    }
  }
}
