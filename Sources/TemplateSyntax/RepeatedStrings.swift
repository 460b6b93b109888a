/// Strings made from short runs of source bytes that repeat within a template and from one
/// template to the next (element and attribute names, the whitespace between tags), kept in two
/// small direct-mapped tables that a thread's parses share (`ParseLeftovers`): a run seen
/// before gives the same string again, without decoding it and, past 15 bytes, without
/// allocating it a second time. What it returns is always the string of the bytes asked for: a
/// slot is reused only when its bytes are those bytes.
struct RepeatedStrings {
  /// Runs longer than this are made each time (long text rarely repeats).
  static let maxLength = 32
  private static let slotCount = 256
  private var hashes = [UInt64](repeating: 0, count: RepeatedStrings.slotCount)
  private var strings = [String](repeating: "", count: RepeatedStrings.slotCount)
  /// Runs of 1 to 15 bytes, keyed by the bytes themselves (`ShortBytes`): a name or an
  /// indentation is found with a few loads and compares, where decoding it again costs a UTF-8
  /// validation.
  private static let smallSlotBits = 8
  private var smallKeys = [ShortBytes](repeating: ShortBytes(empty: ()), count: 1 << RepeatedStrings.smallSlotBits)
  private var smallStrings = [String](repeating: "", count: 1 << RepeatedStrings.smallSlotBits)

  init() {}

  /// A table with no slots, which finds nothing and keeps nothing: what a parser holds until it
  /// is given its thread's table (`ParseLeftovers`). It makes no allocation.
  static let placeholder = RepeatedStrings(noSlots: ())

  private init(noSlots: Void) {
    hashes = []
    strings = []
    smallKeys = []
    smallStrings = []
  }

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    let start = Int(range.start)
    let count = Int(range.end) - start
    let run = UnsafeBufferPointer(rebasing: bytes[start..<Int(range.end)])
    if let key = ShortBytes(run) { return small(run, key) }
    // Longer than `maxLength` a run rarely repeats: it is made directly.
    guard count > 0 && count <= Self.maxLength else { return String(decoding: run, as: UTF8.self) }
    let hash = ByteScan.fnv1a(run)
    let slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (Self.slotCount - 1)
    if hashes[slot] == hash && Self.same(strings[slot], run) { return strings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    hashes[slot] = hash
    strings[slot] = made
    return made
  }

  /// A run of 1 to 15 bytes, found by its key.
  private mutating func small(_ run: UnsafeBufferPointer<UInt8>, _ key: ShortBytes) -> String {
    let slot = key.slot(bits: Self.smallSlotBits)
    if smallKeys[slot] == key { return smallStrings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    smallKeys[slot] = key
    smallStrings[slot] = made
    return made
  }

  /// Whether `string`'s UTF-8 bytes are `run`.
  private static func same(_ string: String, _ run: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = string.utf8
    guard utf8.count == run.count else { return false }
    return utf8.withContiguousStorageIfAvailable { ByteScan.equal($0, run) } ?? utf8.elementsEqual(run)
  }
}
