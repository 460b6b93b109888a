/// Strings made from short runs of source bytes that repeat within a template (element and
/// attribute names, the whitespace between tags), kept in a small direct-mapped table: a run
/// seen before gives the same string again, without decoding and, past 15 bytes, allocating it
/// a second time. What it returns is always the string of the bytes asked for: a slot is reused
/// only when its bytes are those bytes.
struct RepeatedStrings {
  /// Runs longer than this are made each time (long text rarely repeats).
  static let maxLength = 32
  /// The longest UTF-8 a `String` holds inline on 64-bit platforms.
  static let smallLength = 15
  private static let slotCount = 256
  private var hashes = [UInt64](repeating: 0, count: RepeatedStrings.slotCount)
  private var strings = [String](repeating: "", count: RepeatedStrings.slotCount)

  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
    let run = UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)])
    // Up to 15 bytes a string is kept inline (no allocation to save), and longer than
    // `maxLength` it rarely repeats: both are made directly.
    guard run.count > Self.smallLength && run.count <= Self.maxLength else { return String(decoding: run, as: UTF8.self) }
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

  /// Whether `string`'s UTF-8 bytes are `run`.
  private static func same(_ string: String, _ run: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = string.utf8
    guard utf8.count == run.count else { return false }
    return utf8.withContiguousStorageIfAvailable { ByteScan.equal($0, run) } ?? utf8.elementsEqual(run)
  }
}
