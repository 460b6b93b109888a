/// A memo table keyed by a text's UTF-8 bytes (`FoldedTokenCache.TextKey`), in open addressing
/// on the key's FNV-1a hash, which the key makes once: a lookup hashes nothing more and
/// compares bytes only where the hashes are equal. (A `Dictionary` put each key through
/// SipHash again, on every lookup and every insertion.) It starts with the room asked for and
/// doubles; once it holds `limit` entries it is emptied, keeping its room, before the next one
/// goes in.
struct TextMemo<Value> {
  /// A slot's hash, never 0 (0 marks an empty slot).
  private var hashes: [UInt64]
  private var texts: [String]
  private var values: [Value?]
  private(set) var count = 0
  let limit: Int

  /// `room`: the slots made at first (a power of two), each doubling after it rehashing every
  /// entry.
  init(limit: Int, room: Int = 16) {
    self.limit = limit
    hashes = Array(repeating: 0, count: room)
    texts = Array(repeating: "", count: room)
    values = Array(repeating: nil, count: room)
  }

  private static func slotHash(_ key: FoldedTokenCache.TextKey) -> UInt64 { key.bytesHash == 0 ? 1 : key.bytesHash }

  private func firstSlot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (hashes.count - 1) }

  /// The value stored for `key`, or nil.
  func value(for key: FoldedTokenCache.TextKey) -> Value? {
    let slot = slot(Self.slotHash(key), key.text)
    return hashes[slot] == 0 ? nil : values[slot]
  }

  /// Stores `value` for `key` (replacing what it had).
  mutating func set(_ value: Value, for key: FoldedTokenCache.TextKey) {
    let hash = Self.slotHash(key)
    var slot = self.slot(hash, key.text)
    if hashes[slot] != 0 {
      values[slot] = value
      return
    }
    if count >= limit || (count + 1) * 2 > hashes.count {
      if count >= limit { removeAll() } else { grow() }
      slot = self.slot(hash, key.text)
    }
    hashes[slot] = hash
    texts[slot] = key.text
    values[slot] = value
    count += 1
  }

  /// The slot holding `text`, or the empty slot that ends its run.
  private func slot(_ hash: UInt64, _ text: String) -> Int {
    let mask = hashes.count - 1
    var slot = firstSlot(hash)
    while hashes[slot] != 0 {
      if hashes[slot] == hash && FoldedTokenCache.TextKey.sameBytes(texts[slot], text) { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Doubles the room, moving each entry (its text and value are swapped over, not copied).
  private mutating func grow() {
    var oldHashes: [UInt64] = []
    var oldTexts: [String] = []
    var oldValues: [Value?] = []
    swap(&oldHashes, &hashes)
    swap(&oldTexts, &texts)
    swap(&oldValues, &values)
    let size = oldHashes.count * 2
    hashes = Array(repeating: 0, count: size)
    texts = Array(repeating: "", count: size)
    values = Array(repeating: nil, count: size)
    let mask = size - 1
    for slot in oldHashes.indices where oldHashes[slot] != 0 {
      var target = firstSlot(oldHashes[slot])
      while hashes[target] != 0 { target = (target + 1) & mask }
      hashes[target] = oldHashes[slot]
      swap(&texts[target], &oldTexts[slot])
      swap(&values[target], &oldValues[slot])
    }
  }

  /// Empties the table, keeping its room.
  mutating func removeAll() {
    for slot in hashes.indices where hashes[slot] != 0 {
      hashes[slot] = 0
      texts[slot] = ""
      values[slot] = nil
    }
    count = 0
  }
}
