/// Strings made from short runs of source bytes that repeat within a template (element and
/// attribute names, the whitespace between tags), kept in two small direct-mapped tables: a run
/// seen before gives the same string again, without decoding it and, past 15 bytes, without
/// allocating it a second time. What it returns is always the string of the bytes asked for: a
/// slot is reused only when its bytes are those bytes.
struct RepeatedStrings {
  /// Runs longer than this are made each time (long text rarely repeats).
  static let maxLength = 32
  /// The longest UTF-8 a `String` holds inline on 64-bit platforms.
  static let smallLength = 15
  private static let slotCount = 256
  private var hashes = [UInt64](repeating: 0, count: RepeatedStrings.slotCount)
  private var strings = [String](repeating: "", count: RepeatedStrings.slotCount)
  /// Runs of 1 to 15 bytes, keyed by the bytes themselves (two words and the length): a name
  /// or an indentation is found with a few loads and compares, where decoding it again costs a
  /// UTF-8 validation.
  private static let smallSlotCount = 64
  private var smallKeys = [SmallKey](repeating: SmallKey(low: 0, high: 0, count: 0), count: RepeatedStrings.smallSlotCount)
  private var smallStrings = [String](repeating: "", count: RepeatedStrings.smallSlotCount)

  struct SmallKey: Equatable {
    var low: UInt64
    var high: UInt64
    var count: Int
  }

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    let start = Int(range.start)
    let count = Int(range.end) - start
    if count > 0 && count <= Self.smallLength { return small(bytes, start, count) }
    let run = UnsafeBufferPointer(rebasing: bytes[start..<Int(range.end)])
    // Longer than `maxLength` a run rarely repeats: it is made directly.
    guard count > 0 && count <= Self.maxLength else { return String(decoding: run, as: UTF8.self) }
    // FNV-1a of the bytes
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in run { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (Self.slotCount - 1)
    if hashes[slot] == hash && Self.same(strings[slot], run) { return strings[slot] }
    let made = String(decoding: run, as: UTF8.self)
    hashes[slot] = hash
    strings[slot] = made
    return made
  }

  /// A run of 1 to 15 bytes: its bytes are its key. From 8 bytes on, the first eight and the
  /// last eight (overlapping) hold every byte; below 8, the run's bytes, zero-extended.
  private mutating func small(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> String {
    var key = SmallKey(low: 0, high: 0, count: count)
    let base = UnsafeRawPointer(bytes.baseAddress!)
    if count >= 8 {
      key.low = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      key.high = base.loadUnaligned(fromByteOffset: start + count - 8, as: UInt64.self)
    } else {
      for k in 0..<count { key.low |= UInt64(bytes[start + k]) << (8 * UInt64(k)) }
    }
    let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
    let slot = Int(truncatingIfNeeded: mixed >> 58) & (Self.smallSlotCount - 1)
    if smallKeys[slot] == key { return smallStrings[slot] }
    let made = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self)
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
