/// Strings made from short runs of source bytes that repeat within a template and from one
/// template to the next (element and attribute names, the whitespace between tags), kept in two
/// small direct-mapped tables that a thread's parses share (`ParseLeftovers`), keyed by the
/// bytes themselves (`ShortBytes`, `MediumBytes`): a run seen before is found with a few loads
/// and compares and gives the same string again, without decoding it and, past 15 bytes,
/// without allocating it a second time. What it returns is always the string of the bytes
/// asked for: a slot is reused only when its bytes are those bytes.
struct RepeatedStrings {
  /// Runs longer than this are made each time (long text rarely repeats).
  static let maxLength = MediumBytes.maxLength
  /// Runs of 16 to 32 bytes (a deeper indentation, a long name).
  private static let mediumSlotBits = 10
  private var mediumKeys = [MediumBytes](repeating: MediumBytes(empty: ()), count: 1 << RepeatedStrings.mediumSlotBits)
  private var mediumStrings = [String](repeating: "", count: 1 << RepeatedStrings.mediumSlotBits)
  /// Runs of 1 to 15 bytes (names, most indentations).
  private static let smallSlotBits = 10
  private var smallKeys = [ShortBytes](repeating: ShortBytes(empty: ()), count: 1 << RepeatedStrings.smallSlotBits)
  private var smallStrings = [String](repeating: "", count: 1 << RepeatedStrings.smallSlotBits)

  init() {}

  /// A table with no slots, which finds nothing and keeps nothing: what a parser holds until it
  /// is given its thread's table (`ParseLeftovers`). It makes no allocation.
  static let placeholder = RepeatedStrings(noSlots: ())

  private init(noSlots: Void) {
    mediumKeys = []
    mediumStrings = []
    smallKeys = []
    smallStrings = []
  }

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    // (The run is cut from the buffer only when it is made or keyed past 15 bytes: a short run
    // found by its key needs no slice, and slicing checks its bounds.)
    if let key = ShortBytes(bytes, range) { return small(bytes, range, key) }
    let run = UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)])
    // Longer than `maxLength` a run rarely repeats: it is made directly (so is an empty one).
    guard let key = MediumBytes(run) else { return String(decoding: run, as: UTF8.self) }
    let slot = key.slot(bits: Self.mediumSlotBits)
    if mediumKeys[slot] == key { return mediumStrings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    mediumKeys[slot] = key
    mediumStrings[slot] = made
    return made
  }

  /// The run of 1 to 15 bytes at `range`, found by its key.
  private mutating func small(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, _ key: ShortBytes) -> String {
    let slot = key.slot(bits: Self.smallSlotBits)
    if smallKeys[slot] == key { return smallStrings[slot] }
    let made = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]), as: UTF8.self)
    smallKeys[slot] = key
    smallStrings[slot] = made
    return made
  }
}
