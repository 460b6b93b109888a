/// Finding the next of a few bytes eight at a time (SWAR: "SIMD within a register"). Text and
/// attribute values are mostly bytes that matter to nothing; a word of eight of them is passed
/// with a handful of integer operations instead of five comparisons per byte.
public enum ByteScan {
  /// FNV-1a (64-bit) of the bytes: the same in every process (Swift's `Hasher` is seeded per
  /// process) and cheap on the short runs the tables keyed by bytes hold.
  @inlinable public static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each byte of `word` that equals `byte`, and of no byte below the first
  /// that does: nonzero exactly when some byte equals `byte`, and its lowest set bit is the
  /// first such byte's (a borrow runs only upwards, from a byte that matched).
  @inline(__always) static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highs
  }

  /// The offset in a word (loaded little-endian) of the byte whose high bit is the lowest set in
  /// `mask`.
  @inline(__always) static func firstByte(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

  /// The first index from `start` (below `end`) whose byte is `a`, or `end`.
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ a: UInt8) -> Int {
    first(bytes, from: start, to: end, inWord: { matches($0, a) }, isWanted: { $0 == a })
  }

  /// The first index from `start` (below `end`) whose byte is `a` or `b`, or `end`.
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ a: UInt8, _ b: UInt8) -> Int {
    first(bytes, from: start, to: end, inWord: { matches($0, a) | matches($0, b) }, isWanted: { $0 == a || $0 == b })
  }

  /// The first index from `start` (below `end`) whose byte is one of `a`…`f`, or `end`.
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                      _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8, _ f: UInt8) -> Int {
    first(bytes, from: start, to: end,
          inWord: { matches($0, a) | matches($0, b) | matches($0, c) | matches($0, d) | matches($0, e) | matches($0, f) },
          isWanted: { $0 == a || $0 == b || $0 == c || $0 == d || $0 == e || $0 == f })
  }

  /// The first index from `start` (below `end`) whose byte is one of `a`…`e`, or `end`.
  /// (Sixteen bytes at a time: most text runs are longer than a word.)
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                      _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8) -> Int {
    first(bytes, from: start, to: end,
          inVector: { $0 .== splat(a) .| ($0 .== splat(b)) .| ($0 .== splat(c)) .| ($0 .== splat(d)) .| ($0 .== splat(e)) },
          inWord: { matches($0, a) | matches($0, b) | matches($0, c) | matches($0, d) | matches($0, e) },
          isWanted: { $0 == a || $0 == b || $0 == c || $0 == d || $0 == e })
  }

  /// The first index from `start` (below `end`) whose byte is one of `a`…`g`, or `end`.
  @inline(__always)
  static func firstOf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                      _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8, _ f: UInt8, _ g: UInt8) -> Int {
    first(bytes, from: start, to: end,
          inWord: {
            matches($0, a) | matches($0, b) | matches($0, c) | matches($0, d) | matches($0, e) | matches($0, f)
              | matches($0, g)
          },
          isWanted: { $0 == a || $0 == b || $0 == c || $0 == d || $0 == e || $0 == f || $0 == g })
  }

  /// The first index from `start` (below `end`) whose byte `isWanted`, or `end`. `inWord` gives
  /// the high bit of each wanted byte of a word, exact for the lowest (as `matches` does).
  @inline(__always)
  static func first(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                    inWord: (UInt64) -> UInt64, isWanted: (UInt8) -> Bool) -> Int {
    var i = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      // (Wrapping adds: `i` stays within a buffer's count, far below `Int.max - 8`, so the
      // overflow test each word would cost can never fire.)
      assert(start >= 0 && end <= bytes.count, "a scan stays within its buffer")
      while i &+ 8 <= end {
        let found = inWord(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
        if found != 0 { return i &+ firstByte(found) }
        i &+= 8
      }
    }
    while i < end {
      if isWanted(bytes[i]) { return i }
      i += 1
    }
    return end
  }

  /// Sixteen bytes with `byte` in each. (Passed as a vector, not a scalar, to the vector
  /// operators: their scalar forms are not inlined as one instruction.)
  @inline(__always) static func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16(repeating: byte) }

  /// The offset in sixteen bytes of the first one set in `mask` (of which one is).
  @inline(__always) static func firstByte(_ mask: SIMDMask<SIMD16<Int8>>) -> Int {
    // (A mask's lanes are bytes of all ones or all zeros, laid out as sixteen `Int8`s: read as
    // two words, the first nonzero byte is found as in a word of eight.)
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    let low = UInt64(littleEndian: words[0])
    return low != 0 ? firstByte(low) : 8 &+ firstByte(UInt64(littleEndian: words[1]))
  }

  /// `first(_:from:to:inWord:isWanted:)`, sixteen bytes at a time first (`inVector` gives the
  /// wanted bytes of sixteen, a lane each), for scans that mostly pass more than a word: one
  /// compare per wanted byte passes sixteen bytes, where a word's test takes two or three
  /// operations for eight. The last bytes (under sixteen) go as `first` reads them.
  @inline(__always)
  static func first(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                    inVector: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>,
                    inWord: (UInt64) -> UInt64, isWanted: (UInt8) -> Bool) -> Int {
    var i = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      assert(start >= 0 && end <= bytes.count, "a scan stays within its buffer")
      // (Wrapping adds, as in `first`.)
      while i &+ 16 <= end {
        let found = inVector(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
        if any(found) { return i &+ firstByte(found) }
        i &+= 16
      }
    }
    return first(bytes, from: i, to: end, inWord: inWord, isWanted: isWanted)
  }

  /// The first index from `start` (below `end`) whose byte is not a space (0x20), or `end`.
  /// Indentation is runs of spaces: a word of eight is passed with one comparison.
  @inline(__always)
  static func firstNotSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    first(bytes, from: start, to: end, inWord: { $0 ^ (ones &* 0x20) }, isWanted: { $0 != 0x20 })
  }

  /// The high bit of each byte of `word` below `limit`, and of none below the first such byte
  /// (exact for `limit` ≤ 0x80, as `matches`).
  @inline(__always) static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highs
  }

  /// The first index from `start` (below `end`) whose byte is below `limit` (≤ 0x80), or `end`.
  @inline(__always)
  static func firstBelow(_ bytes: UnsafeBufferPointer<UInt8>, _ limit: UInt8, from start: Int, to end: Int) -> Int {
    first(bytes, from: start, to: end, inWord: { below($0, limit) }, isWanted: { $0 < limit })
  }

  /// The first index from `start` (below `end`) whose byte is below `?` (0x3F) or not ASCII, or
  /// `end`: past the letters, `@`, `[`, `_` and the like that make up most of a name.
  @inline(__always)
  static func firstBelowQuestionMarkOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    first(bytes, from: start, to: end, inWord: { below($0, 0x3F) | ($0 & highs) }, isWanted: { $0 < 0x3F || $0 >= 0x80 })
  }

  /// The first index from `start` (below `end`) whose byte may matter inside an attribute value
  /// quoted with `quote` (`"` or `'`): the quote, `&`, `<`, `{`, a line break, or `end`. It may
  /// also stop at another control byte below 0x0E, which the caller passes. Four tests a word
  /// instead of six: the quote and `&` (0x22 or 0x27, and 0x26) differ in one bit, masked out,
  /// and the line breaks are tested with the control bytes below them. (Each test XORs the word
  /// with a pattern whose bytes have no high bit, or masks it with one whose bytes all have it,
  /// so each keeps every byte's high bit: the `& ~word & highs` that `matches` ends with is
  /// done once for all four.) (The lexer's first scan of a value, before any line break, where
  /// a `<` changes nothing, is `firstOf` the quote, `&`, `{` and the two line breaks, sixteen
  /// bytes at a time.)
  @inline(__always)
  static func firstInQuotedValue(_ bytes: UnsafeBufferPointer<UInt8>, quote: UInt8, from start: Int, to end: Int) -> Int {
    let mask = ~(quote ^ UInt8(ascii: "&"))
    let pattern = ones &* UInt64(quote & mask)
    let wordMask = ones &* UInt64(mask)
    return first(bytes, from: start, to: end,
                 inWord: {
                   let quoteOrAmpersand = (($0 ^ pattern) & wordMask) &- ones
                   let lessThan = ($0 ^ (ones &* UInt64(UInt8(ascii: "<")))) &- ones
                   let brace = ($0 ^ (ones &* UInt64(UInt8(ascii: "{")))) &- ones
                   let control = $0 &- ones &* 0x0E
                   return (quoteOrAmpersand | lessThan | brace | control) & ~$0 & highs
                 },
                 isWanted: {
                   $0 & mask == quote & mask || $0 < 0x0E || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "{")
                 })
  }

  /// The first index from `start` (below `end`) whose byte changes how an interpolation is read:
  /// `<`, `}`, `/`, `\`, or a quote (`'`, `"`, `` ` ``), or `end`; with `stopsAtAmpersand`, also
  /// `&` (so that the lexer can tell the parser that a value holds none). Six tests a word
  /// instead of seven (or eight) `matches`: `'` (0x27) and `/` (0x2F) differ in bit 3, masked
  /// out, and so do `"` (0x22) and `&` (0x26) in bit 2; and, as in `firstInQuotedValue`, each
  /// test keeps every byte's high bit, so the `& ~word & highs` is done once for all.
  @inline(__always)
  static func firstInInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                   stopsAtAmpersand: Bool = false) -> Int {
    // (With `stopsAtAmpersand`, `"` is tested with its bit 2 masked out, and so is found with `&`.)
    let quoteMask: UInt64 = stopsAtAmpersand ? ~(ones &* 0x04) : ~0
    return first(bytes, from: start, to: end,
          inVector: {
            let found = $0 .== splat(UInt8(ascii: "'")) .| ($0 .== splat(UInt8(ascii: "/"))) .| ($0 .== splat(UInt8(ascii: "<")))
              .| ($0 .== splat(UInt8(ascii: "}"))) .| ($0 .== splat(UInt8(ascii: "\\"))) .| ($0 .== splat(UInt8(ascii: "\"")))
              .| ($0 .== splat(UInt8(ascii: "`")))
            return stopsAtAmpersand ? found .| ($0 .== splat(UInt8(ascii: "&"))) : found
          },
          inWord: {
            let apostropheOrSlash = (($0 & ~(ones &* 0x08)) ^ (ones &* 0x27)) &- ones
            let lessThan = ($0 ^ (ones &* UInt64(UInt8(ascii: "<")))) &- ones
            let brace = ($0 ^ (ones &* UInt64(UInt8(ascii: "}")))) &- ones
            let backslash = ($0 ^ (ones &* UInt64(UInt8(ascii: "\\")))) &- ones
            let quote = (($0 & quoteMask) ^ (ones &* UInt64(UInt8(ascii: "\"")))) &- ones
            let backtick = ($0 ^ (ones &* UInt64(UInt8(ascii: "`")))) &- ones
            return (apostropheOrSlash | lessThan | brace | backslash | quote | backtick) & ~$0 & highs
          },
          isWanted: {
            $0 & ~0x08 == 0x27 || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "\\")
              || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "`") || (stopsAtAmpersand && $0 == UInt8(ascii: "&"))
          })
  }

  /// The first index from `start` (below `end`) whose byte may matter in block parameters
  /// outside a string: `;`, `\`, a quote (`'`, `"`, `` ` ``), `(` or `)`, or `end`. It may also
  /// stop at `#` or `&`, which the caller passes: five tests a word instead of seven, as `(`
  /// (0x28) and `)` (0x29) differ in bit 0, and `"` (0x22) and `'` (0x27) in bits 0 and 2 (with
  /// `#`, 0x23, and `&`, 0x26, between them), masked out. (Each test keeps every byte's high bit,
  /// as in `firstInQuotedValue`.)
  @inline(__always)
  static func firstMaybeInBlockParameters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    first(bytes, from: start, to: end,
          inVector: {
            $0 .== splat(UInt8(ascii: "(")) .| ($0 .== splat(UInt8(ascii: ")"))) .| ($0 .== splat(UInt8(ascii: "'")))
              .| ($0 .== splat(UInt8(ascii: "\""))) .| ($0 .== splat(UInt8(ascii: ";"))) .| ($0 .== splat(UInt8(ascii: "\\")))
              .| ($0 .== splat(UInt8(ascii: "`")))
          },
          inWord: {
            let parenthesis = (($0 & ~(ones &* 0x01)) ^ (ones &* 0x28)) &- ones
            let quote = (($0 & ~(ones &* 0x05)) ^ (ones &* 0x22)) &- ones
            let semicolon = ($0 ^ (ones &* UInt64(UInt8(ascii: ";")))) &- ones
            let backslash = ($0 ^ (ones &* UInt64(UInt8(ascii: "\\")))) &- ones
            let backtick = ($0 ^ (ones &* UInt64(UInt8(ascii: "`")))) &- ones
            return (parenthesis | quote | semicolon | backslash | backtick) & ~$0 & highs
          },
          isWanted: {
            $0 & ~0x01 == 0x28 || $0 & ~0x05 == 0x22 || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\\")
              || $0 == UInt8(ascii: "`")
          })
  }

  /// The first index from `start` (below `end`) whose byte may matter inside an attribute name
  /// in brackets: `[`, `]`, a line break, or `end`. It may also stop at `Y`, `_` or another
  /// control byte below 0x0E, which the caller passes: two tests a word instead of four, as `[`
  /// (0x5B) and `]` (0x5D) are `_` (0x5F) with bit 1 or bit 2 cleared (`Y`, 0x59, has both).
  @inline(__always)
  static func firstMaybeBracketOrLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    first(bytes, from: start, to: end,
          inWord: {
            // (Both tests keep every byte's high bit, as in `firstInQuotedValue`.)
            let bracket = (($0 | ones &* 0x06) ^ (ones &* 0x5F)) &- ones
            let control = $0 &- ones &* 0x0E
            return (bracket | control) & ~$0 & highs
          },
          isWanted: { $0 | 0x06 == 0x5F || $0 < 0x0E })
  }

  /// Whether every byte is ASCII (eight at a time).
  @inlinable public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    guard count > 0, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return true }
    var any: UInt64 = 0
    var i = 0
    while i + 8 <= count {
      any |= base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < count {
      any |= UInt64(base.load(fromByteOffset: i, as: UInt8.self))
      i += 1
    }
    return any & 0x8080_8080_8080_8080 == 0
  }

  /// Whether two buffers hold the same bytes, compared eight at a time.
  @inlinable @inline(__always) public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = a.count
    guard count == b.count else { return false }
    guard count > 0, let first = a.baseAddress.map(UnsafeRawPointer.init), let second = b.baseAddress.map(UnsafeRawPointer.init)
    else { return true }
    return equal(first, second, count: count)
  }

  /// Whether the `count` bytes at `first` and at `second` are the same, compared eight at a time.
  @inlinable @inline(__always) public static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    var i = 0
    if count >= 8 {
      // (The last eight bytes are read as one word that may overlap the word before: every byte
      // is compared, none outside the runs. Wrapping adds and subtracts: `i` stays below
      // `count`, and `count` is at least 8 here.)
      while i &+ 8 < count {
        if first.loadUnaligned(fromByteOffset: i, as: UInt64.self) != second.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
          return false
        }
        i &+= 8
      }
      return first.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        == second.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
    while i < count {
      if first.load(fromByteOffset: i, as: UInt8.self) != second.load(fromByteOffset: i, as: UInt8.self) { return false }
      i &+= 1
    }
    return true
  }
}
