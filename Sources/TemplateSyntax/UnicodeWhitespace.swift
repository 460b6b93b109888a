/// Unicode's White_Space property (what `Unicode.Scalar.Properties.isWhitespace` reads), decided
/// on UTF-8 bytes. ASCII bytes are answered directly; a scalar is decoded only when its lead byte
/// can start one of the non-ASCII White_Space characters (U+0085 and U+00A0 start with 0xC2,
/// U+1680 with 0xE1, U+2000…U+205F with 0xE2, U+3000 with 0xE3). Any other lead byte starts a
/// character that is not White_Space. Spanish and Arabic text never leaves the byte loop.
public enum UnicodeWhitespace {
  /// The six ASCII characters with the property: tab, line feed, vertical tab, form feed,
  /// carriage return, space.
  @inline(__always) public static func isASCIISpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

  /// Whether a character starting with this lead byte can be non-ASCII White_Space.
  @inline(__always) public static func mayStartSpace(_ b: UInt8) -> Bool {
    b == 0xC2 || b == 0xE1 || b == 0xE2 || b == 0xE3
  }

  /// Whether one of the eight bytes of `word` is a lead byte `mayStartSpace` accepts, or E0 (E0
  /// to E3 are one test): false only when none is. Each byte is compared in the word with the
  /// classic "has a zero byte" test, exact as a yes or no.
  @inlinable @inline(__always) public static func mayStartSpace(inWord word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let c2 = word ^ 0xC2C2_C2C2_C2C2_C2C2
    let e0to3 = (word & 0xFCFC_FCFC_FCFC_FCFC) ^ 0xE0E0_E0E0_E0E0_E0E0
    return ((c2 &- ones) & ~c2 | (e0to3 &- ones) & ~e0to3) & high != 0
  }

  /// Whether the character whose lead byte is `b[start]` (one `mayStartSpace` accepts) is
  /// White_Space: U+0085 and U+00A0 (C2 85, C2 A0), U+1680 (E1 9A 80), U+2000…U+200A
  /// (E2 80 80…8A), U+2028, U+2029, U+202F (E2 80 A8, A9, AF), U+205F (E2 81 9F), U+3000
  /// (E3 80 80). Compared as bytes: in valid UTF-8 these bytes are exactly these scalars, so no
  /// scalar is decoded and looked up. `start` is an index of `b` (the lead byte's).
  @inlinable public static func isNonASCIISpace(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let n = b.count
    guard start + 1 < n else { return false }
    let lead = b[start]
    let second = b[start + 1]
    if lead == 0xC2 { return second == 0x85 || second == 0xA0 }
    guard start + 2 < n else { return false }
    let third = b[start + 2]
    switch lead {
    case 0xE1: return second == 0x9A && third == 0x80
    case 0xE2:
      if second == 0x80 { return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF }
      return second == 0x81 && third == 0x9F
    case 0xE3: return second == 0x80 && third == 0x80
    default: return false
    }
  }

  /// Whether every character of `s` is White_Space (true for the empty string).
  @inlinable public static func isBlank(_ s: String) -> Bool {
    // (Nearly every string asked about starts with an ASCII non-space, `Save`: told from its
    // first byte at the caller, without a call or setting up the walk over its bytes.)
    if let first = s.utf8.first, first < 0x80, !isASCIISpace(first) { return false }
    return isBlankByWalk(s)
  }

  /// `isBlank`'s walk over every byte, out of line: for the few strings whose first byte does not
  /// settle it.
  @usableFromInline static func isBlankByWalk(_ s: String) -> Bool {
    for b in s.utf8 {
      if b < 0x80 {
        if !isASCIISpace(b) { return false }
      } else if mayStartSpace(b) {
        return s.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
      } else if b >= 0xC0 {
        return false
      }
    }
    return true
  }

  /// Whether some character of `s` is White_Space.
  public static func containsSpace(_ s: String) -> Bool {
    for b in s.utf8 {
      if b < 0x80 {
        if isASCIISpace(b) { return true }
      } else if mayStartSpace(b) {
        return s.unicodeScalars.contains { $0.properties.isWhitespace }
      }
    }
    return false
  }
}
