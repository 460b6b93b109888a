/// Finding the next of a few bytes eight at a time (SWAR: "SIMD within a register"). Text and
/// attribute values are mostly bytes that matter to nothing; a word of eight of them is passed
/// with a handful of integer operations instead of five comparisons per byte.
enum ByteScan {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Nonzero exactly when some byte of `word` equals `byte` (exact as a yes/no answer).
  @inline(__always) static func has(_ word: UInt64, _ byte: UInt8) -> Bool {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highs != 0
  }

  /// The first index from `start` (below `end`) whose byte is one of `a`…`e`, or `end`.
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                      _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8) -> Int {
    var i = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= end {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        if has(word, a) || has(word, b) || has(word, c) || has(word, d) || has(word, e) { break }
        i += 8
      }
    }
    while i < end {
      let x = bytes[i]
      if x == a || x == b || x == c || x == d || x == e { return i }
      i += 1
    }
    return end
  }

  /// Nonzero exactly when some byte of `word` is below `limit` (exact for `limit` ≤ 0x80).
  @inline(__always) static func hasBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highs != 0
  }

  /// The first index from `start` (below `end`) whose byte is below `limit` (≤ 0x80), or `end`.
  @inline(__always)
  static func firstBelow(_ bytes: UnsafeBufferPointer<UInt8>, _ limit: UInt8, from start: Int, to end: Int) -> Int {
    var i = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= end {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        if hasBelow(word, limit) { break }
        i += 8
      }
    }
    while i < end && bytes[i] >= limit { i += 1 }
    return i
  }
}
