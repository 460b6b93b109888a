/// A growable UTF-8 byte buffer with the exact JSON string escaper every JSON-based
/// format (json, sarif, gitlab) shares. Output is written by hand: no `JSONEncoder`.
///
/// String escaping (RFC 8259, deterministic):
/// - `"` → `\"`, `\` → `\\`
/// - `\b \f \n \r \t` use their short forms; every other control character
///   (U+0000–U+001F) is `\u00XX` (lowercase hex)
/// - U+2028 and U+2029 are `\u2028` / `\u2029` (so the output is also valid JavaScript)
/// - DEL, the C1 controls (U+0080–U+009F) and the bidirectional formatting characters
///   (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are `\u` escapes (lowercase hex),
///   so a report never carries a raw terminal or bidi control, and still decodes to the exact text
/// - everything else, including `/` and non-ASCII, is written as raw UTF-8.
struct JSONWriter {
  var bytes: [UInt8]

  init(capacity: Int = 4096) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  // MARK: Raw output

  /// Appends ASCII/UTF-8 text verbatim (for keys and punctuation).
  @inline(__always)
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func raw(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func byte(_ b: UInt8) {
    bytes.append(b)
  }

  /// A decimal integer.
  mutating func int(_ value: Int) {
    var v = value.magnitude
    if value < 0 { bytes.append(0x2D) }
    var digits = 0
    var n = v
    repeat { digits += 1; n /= 10 } while n > 0
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0x30, count: digits))
    var index = start + digits - 1
    repeat {
      bytes[index] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
      index -= 1
    } while v > 0
  }

  /// 16 lowercase hex digits.
  mutating func hex(_ value: UInt64) {
    var shift: UInt64 = 60
    for _ in 0..<16 {
      bytes.append(hexDigit(UInt8(truncatingIfNeeded: (value >> shift) & 0xF)))
      shift &-= 4
    }
  }

  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  // MARK: Strings

  /// A quoted, escaped JSON string.
  mutating func string(_ value: String) {
    bytes.append(0x22)
    escaped(value)
    bytes.append(0x22)
  }

  /// The escaped contents of a JSON string, without quotes.
  mutating func escaped(_ value: String) {
    var value = value
    value.withUTF8 { escaped(utf8: $0) }
  }

  /// The escaped contents of a JSON string given as UTF-8 bytes, without quotes.
  mutating func escaped(utf8 input: UnsafeBufferPointer<UInt8>) {
    let count = input.count
    var runStart = 0
    var i = 0
    while i < count {
      let b = input[i]
      if b >= 0x20 && b != 0x22 && b != 0x5C && b != 0x7F && b != 0xC2 && b != 0xD8 && b != 0xE2 {
        i += 1
        continue
      }
      if b >= 0x7F {
        // The escaped scalar, if this is one: DEL; C1 = C2 80…C2 9F; U+061C = D8 9C;
        // U+200E/F = E2 80 8E/8F; U+2028/9 = E2 80 A8/A9; U+202A…E = E2 80 AA…AE;
        // U+2066…9 = E2 81 A6…A9.
        var scalar: UInt32 = 0
        var width = 1
        if b == 0x7F {
          scalar = 0x7F
        } else if i + 1 < count {
          let b1 = input[i + 1]
          if b == 0xC2 && b1 >= 0x80 && b1 <= 0x9F {
            scalar = UInt32(b1)
            width = 2
          } else if b == 0xD8 && b1 == 0x9C {
            scalar = 0x061C
            width = 2
          } else if b == 0xE2 && i + 2 < count {
            let b2 = input[i + 2]
            if b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xA8 && b2 <= 0xAE)) {
              scalar = 0x2000 + UInt32(b2 - 0x80)
              width = 3
            } else if b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9 {
              scalar = 0x2040 + UInt32(b2 - 0x80)
              width = 3
            }
          }
        }
        if scalar == 0 {
          i += 1
          continue
        }
        flush(input, runStart, i)
        raw("\\u")
        for shift in [UInt32(12), 8, 4, 0] {
          bytes.append(hexDigit(UInt8(truncatingIfNeeded: (scalar >> shift) & 0xF)))
        }
        i += width
        runStart = i
        continue
      }
      flush(input, runStart, i)
      switch b {
      case 0x22: raw("\\\"")
      case 0x5C: raw("\\\\")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      default:
        raw("\\u00")
        bytes.append(hexDigit(b >> 4))
        bytes.append(hexDigit(b & 0x0F))
      }
      i += 1
      runStart = i
    }
    flush(input, runStart, count)
  }

  @inline(__always)
  private mutating func flush(_ input: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) {
    if to > from {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[from..<to]))
    }
  }

  // MARK: Convenience for objects

  /// `"key":` — `key` must not need escaping.
  @inline(__always)
  mutating func key(_ key: StaticString) {
    bytes.append(0x22)
    raw(key)
    bytes.append(0x22)
    bytes.append(0x3A)
  }

  /// An array of strings.
  mutating func stringArray(_ values: [String]) {
    bytes.append(0x5B)
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(0x2C) }
      string(value)
    }
    bytes.append(0x5D)
  }
}

@inline(__always)
func hexDigit(_ nibble: UInt8) -> UInt8 {
  nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
}

/// Escapes one string as a JSON string literal (with quotes). Exposed for tests and tools.
public func jsonStringLiteral(_ value: String) -> String {
  var writer = JSONWriter(capacity: value.utf8.count + 2)
  writer.string(value)
  return String(decoding: writer.bytes, as: UTF8.self)
}
