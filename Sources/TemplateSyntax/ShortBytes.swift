/// A run of 1 to 15 bytes held as its bytes: two words and the length. Two runs are the same
/// bytes exactly when their keys are equal, so a short name is looked up with a few loads and
/// compares, without hashing or decoding it (the parser's repeated names, the primitive
/// catalog).
public struct ShortBytes: Equatable, Sendable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64
  @usableFromInline var count: Int

  /// The longest run a key holds.
  public static let maxLength = 15

  /// The key of `run`, nil when it is empty or longer than `maxLength`. From 8 bytes on, the
  /// first eight and the last eight (overlapping) hold every byte; below 8, the run's bytes,
  /// zero-extended. (Always inlined: a few loads, which the call cost nearly as much as; the
  /// name tables and the model's catalog key every name they look up.)
  @inlinable @inline(__always) public init?(_ run: UnsafeBufferPointer<UInt8>) {
    count = run.count
    guard count > 0 && count <= Self.maxLength, let base = run.baseAddress.map(UnsafeRawPointer.init) else { return nil }
    if count >= 8 {
      low = base.loadUnaligned(as: UInt64.self)
      high = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      // (Below 8 bytes, two loads inside the run, the first bytes and the last, overlapping, not
      // a loop over the bytes: a byte read by both is the same byte in the same place, so the
      // two or-ed together are the run's bytes, zero-extended, as the loop made them.)
      let first = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
      let last = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
      low = first | last &<< (8 &* UInt64(count - 4))
      high = 0
    } else if count >= 2 {
      let first = UInt64(UInt16(littleEndian: base.loadUnaligned(as: UInt16.self)))
      let last = UInt64(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
      low = first | last &<< (8 &* UInt64(count - 2))
      high = 0
    } else {
      low = UInt64(run[0])
      high = 0
    }
  }

  /// The key of the run of `bytes` at `range` (`init?(_:)` of that run). A run shorter than 8
  /// bytes that has 8 bytes of the buffer from its start is read with one load, masked, rather
  /// than byte by byte.
  @inline(__always) init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) {
    self.init(bytes, start: Int(range.start), end: Int(range.end))
  }

  /// `init?(_:_:)` of the run `bytes[start..<end]`, for callers that hold offsets rather than a
  /// range (the expression arena's names: no range is made only to be taken apart again).
  @inline(__always) init?(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
    let n = end - start
    // (An empty run or one past `maxLength` has no key: told here, not by a call to `init?(_:)`.)
    guard n > 0 && n <= Self.maxLength else { return nil }
    if n < 8 && start + 8 <= bytes.count, let base = bytes.baseAddress {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      self.init(low: word & ((1 &<< (8 &* UInt64(n))) &- 1), high: 0, count: n)
      return
    }
    // (8 to 15 bytes, the two words of `init?(_:)` loaded here: a name of that length is common,
    // and the call cost as much as the loads.)
    if n >= 8, let base = bytes.baseAddress {
      let run = UnsafeRawPointer(base + start)
      self.init(low: run.loadUnaligned(as: UInt64.self), high: run.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), count: n)
      return
    }
    guard let key = Self.keyOutOfLine(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return nil }
    self = key
  }

  /// `init?(_:)`, called rather than inlined: the parser's lookups (`SpellingTable`,
  /// `RepeatedStrings`) take it only near the end of the buffer, and inlined there it made
  /// their code too large to be inlined in turn.
  @inline(never) static func keyOutOfLine(_ run: UnsafeBufferPointer<UInt8>) -> ShortBytes? { ShortBytes(run) }

  private init(low: UInt64, high: UInt64, count: Int) {
    self.low = low
    self.high = high
    self.count = count
  }

  /// The key of a string's UTF-8 bytes.
  @inlinable public init?(_ string: String) {
    guard let key = string.utf8.withContiguousStorageIfAvailable({ ShortBytes($0) }) ?? Array(string.utf8).withUnsafeBufferPointer({ ShortBytes($0) })
    else { return nil }
    self = key
  }

  /// Whether every byte of the run is ASCII (the two words hold them all).
  @inlinable public var isASCII: Bool { (low | high) & 0x8080_8080_8080_8080 == 0 }

  init(empty: Void) {
    low = 0
    high = 0
    count = 0
  }

  /// A slot among `2^bits` for this key (a multiplicative mix of its words).
  @inlinable public func slot(bits: Int) -> Int {
    let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
  }
}

/// The key of a run of 16 to 32 bytes: four words that hold every byte (the first sixteen and
/// the last sixteen, overlapping) and the length, compared as `ShortBytes` are.
public struct MediumBytes: Equatable, Sendable {
  @usableFromInline var w0: UInt64
  @usableFromInline var w1: UInt64
  @usableFromInline var w2: UInt64
  @usableFromInline var w3: UInt64
  @usableFromInline var count: Int

  /// The longest run a key holds.
  public static let maxLength = 32

  /// The key of `run`, nil when it is shorter than 16 bytes or longer than `maxLength`. (Always
  /// inlined: four loads, which the call cost as much as.)
  @inlinable @inline(__always) public init?(_ run: UnsafeBufferPointer<UInt8>) {
    count = run.count
    guard count > ShortBytes.maxLength && count <= Self.maxLength, let base = run.baseAddress.map(UnsafeRawPointer.init) else {
      return nil
    }
    w0 = base.loadUnaligned(as: UInt64.self)
    w1 = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    w2 = base.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
    w3 = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }

  /// The first sixteen and the last sixteen bytes of a run longer than `maxLength`, and its
  /// length: equal for two equal runs, but not only for them (a slot to look in, whose string
  /// is then compared whole: `RepeatedStrings`). Nil for a run of `maxLength` bytes or fewer.
  init?(endsOf run: UnsafeBufferPointer<UInt8>) {
    count = run.count
    guard count > Self.maxLength, let base = run.baseAddress.map(UnsafeRawPointer.init) else { return nil }
    w0 = base.loadUnaligned(as: UInt64.self)
    w1 = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    w2 = base.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
    w3 = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }

  /// The key of a string's UTF-8 bytes.
  @inlinable public init?(_ string: String) {
    guard let key = string.utf8.withContiguousStorageIfAvailable({ MediumBytes($0) }) ?? Array(string.utf8).withUnsafeBufferPointer({ MediumBytes($0) })
    else { return nil }
    self = key
  }

  /// Whether every byte of the run is ASCII.
  @inlinable public var isASCII: Bool { (w0 | w1 | w2 | w3) & 0x8080_8080_8080_8080 == 0 }

  /// A key equal to no run's (an empty slot of a table).
  init(empty: Void) {
    w0 = 0
    w1 = 0
    w2 = 0
    w3 = 0
    count = 0
  }

  /// A slot among `2^bits` for this key (a multiplicative mix of its words). (Always inlined:
  /// the call cost as much as the mix.)
  @inlinable @inline(__always) public func slot(bits: Int) -> Int {
    let mixed = (w0 ^ (w1 &* 0x9E37_79B9_7F4A_7C15) ^ (w2 &* 0xC2B2_AE3D_27D4_EB4F) ^ w3 ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
  }
}

/// A string kept as its two words, so that a struct storing it has nothing to release or
/// retain for it: the string read back (`string`) is the one stored, and it stays valid while
/// its storage lives. A string that needs no reference counting (`needsNoCounting`: a small
/// string, whose bytes are in the two words themselves, or a literal) always lives; any other
/// must be kept alive by its holder (`Attribute` keeps it in its `AttributeExtras`).
/// (A stored `String` field is released when its holder is torn down, even when it is small
/// and the call does nothing; a template's every attribute was.) A string is two words on the
/// 64-bit platforms the linter builds for; elsewhere `unsafeBitCast` stops with a size mismatch.
struct StringBits: Sendable {
  private let low: UInt64
  private let high: UInt64

  init(_ string: String) {
    (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The small string of `key`'s bytes, all ASCII, made from the key's words with no decoding,
  /// validation or table: a string of up to 15 bytes holds them in its own two words, in order,
  /// with its length and flags in the last byte (`0xE0 | count` for ASCII: uncounted, ASCII,
  /// small). Only where `smallASCIILayoutIsKnown` (checked once against strings the standard
  /// library makes); callers keep that answer rather than ask it each time.
  @inline(__always) static func smallASCII(_ key: ShortBytes) -> String {
    assert(key.isASCII && smallASCIILayoutIsKnown)
    return bits(ofSmallASCII: key).string
  }

  /// The bits of the small string of `key` (ASCII, 1 to 15 bytes). From 8 bytes on, the key's
  /// second word holds the last eight bytes (overlapping the first word): bytes 8 and on are its
  /// top `count - 8` bytes, moved down. (Below 8 bytes the second word is zero.)
  @inline(__always) private static func bits(ofSmallASCII key: ShortBytes) -> StringBits {
    let count = UInt64(key.count)
    let rest: UInt64 = count <= 8 ? 0 : key.high >> (8 &* (16 &- count))
    return StringBits(low: key.low, high: rest | (0xE0 | count) << 56)
  }

  /// Whether `bits(ofSmallASCII:)` gives the bits the standard library gives the same bytes,
  /// for runs of each length from 1 to 15 (a little-endian 64-bit platform's layout).
  static let smallASCIILayoutIsKnown: Bool = {
    guard MemoryLayout<String>.size == 16 else { return false }
    let sample = Array("abcdefghijklmno".utf8)
    return sample.withUnsafeBufferPointer { all in
      (1...ShortBytes.maxLength).allSatisfy { count in
        let run = UnsafeBufferPointer(rebasing: all[0..<count])
        guard let key = ShortBytes(run) else { return false }
        let made = StringBits(String(decoding: run, as: UTF8.self))
        return made.low == bits(ofSmallASCII: key).low && made.high == bits(ofSmallASCII: key).high
      }
    }
  }()

  /// The string stored (a read in place retains nothing; a copy kept retains as any string does).
  var string: String { unsafeBitCast((low, high), to: String.self) }

  /// The byte count of a small string (one held in its two words), or nil for any other
  /// string, or where the layout is not the one expected (`smallCountLayoutIsKnown`).
  static func smallCount(_ string: String) -> UInt32? {
    guard smallCountLayoutIsKnown else { return nil }
    let bits = StringBits(string)
    return bits.isSmall ? bits.smallCount : nil
  }

  /// Whether these are a small string's bits (the discriminator's immortal and small flags).
  private var isSmall: Bool { high >> 61 & 0b101 == 0b101 }

  /// A small string's byte count (the discriminator's low four bits); read only from bits that
  /// `smallCount(_:)` told small.
  var smallCount: UInt32 { UInt32(truncatingIfNeeded: high >> 56 & 0xF) }

  /// Whether `isSmall` and `smallCount` read strings as the standard library lays them out:
  /// small ASCII and non-ASCII strings of every count, and a string with storage of its own.
  private static let smallCountLayoutIsKnown: Bool = {
    guard layoutIsKnown else { return false }
    let samples = (1...15).map { String(decoding: Array(repeating: UInt8(ascii: "a"), count: $0), as: UTF8.self) }
      + ["é", "aé", "ééééééé"].map { String(decoding: Array($0.utf8), as: UTF8.self) }
    for sample in samples {
      let bits = StringBits(sample)
      guard bits.isSmall && Int(bits.smallCount) == sample.utf8.count else { return false }
    }
    return !StringBits(String(decoding: Array(repeating: UInt8(ascii: "a"), count: 40), as: UTF8.self)).isSmall
  }()

  /// Whether `string` owns no reference-counted storage, so that its two words alone hold it
  /// for as long as they are kept. (The standard library's 64-bit string layout, frozen on
  /// Apple platforms: the top bit of the second word marks a string the runtime never counts,
  /// small or literal. The layout is checked once; where it is not the one expected, every
  /// string is taken as counted, which is always safe.)
  static func needsNoCounting(_ string: String) -> Bool {
    needsNoCounting(string, layoutIsKnown: layoutIsKnown)
  }

  /// `needsNoCounting(_:)`, for a caller that read `layoutIsKnown` once for many strings.
  @inline(__always) static func needsNoCounting(_ string: String, layoutIsKnown: Bool) -> Bool {
    layoutIsKnown && StringBits(string).high >> 63 == 1
  }

  /// Whether strings are laid out as `needsNoCounting` reads them: a small string and a
  /// literal marked uncounted, a string with storage of its own not.
  static let layoutIsKnown: Bool = {
    guard MemoryLayout<String>.size == 16 else { return false }
    let small = String(decoding: [UInt8(ascii: "a")], as: UTF8.self)
    let allocated = String(repeating: "a", count: 40)
    return StringBits(small).high >> 63 == 1 && StringBits(allocated).high >> 63 == 0
  }()
}
