#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes, and not every name is UTF-8 (`caf\xE9.html`, written by a Latin-1
/// system). A path is held in a `String` that keeps its exact bytes: each byte that is not part
/// of a UTF-8 character is the scalar U+10FF00 + byte (U+10FF80–U+10FFFF, at the end of a
/// private use plane), and the bytes of a character in that range are written so too. A name
/// that is UTF-8 (every other name) is its own string, so this changes nothing for it.
///
/// - `string` makes the path of bytes (a directory entry, an argument, `getcwd`, `realpath`);
/// - `withCString` gives the bytes back to open, stat or rename the file;
/// - `display` is the path as reports show it: each such byte is U+FFFD, as the output-safety
///   rules show a control character.
public enum PathBytes {
  /// The scalar of byte 0x80 + n is U+10FF80 + n.
  static let first: UInt32 = 0x10FF80
  static let offset: UInt32 = 0x10FF00

  /// The path of these bytes.
  public static func string<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let exact = bytes.withContiguousStorageIfAvailable { isPlain($0) } ?? isPlain(Array(bytes))
    if exact { return String(decoding: bytes, as: UTF8.self) }
    let b = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < b.count {
      let length = sequenceLength(b, at: i)
      if length == 0 {
        scalars.append(escape(b[i]))
        i += 1
        continue
      }
      let scalar = decode(b, at: i, length: length)
      if scalar.value >= first {
        for byte in b[i..<(i + length)] { scalars.append(escape(byte)) }
      } else {
        scalars.append(scalar)
      }
      i += length
    }
    return String(scalars)
  }

  /// The path of a C string (a `d_name`, an argument, `realpath`'s answer).
  public static func string(cString: UnsafePointer<CChar>) -> String {
    string(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
  }

  /// The bytes the path stands for.
  public static func bytes(_ path: String) -> [UInt8] {
    guard hasEscapes(path) else { return Array(path.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if scalar.value >= first {
        bytes.append(UInt8(scalar.value - offset))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return bytes
  }

  /// Calls `body` with the path's bytes as a C string (for `open`, `stat`, `opendir`, …).
  public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
    guard hasEscapes(path) else { return try path.withCString(body) }
    let bytes = self.bytes(path) + [0]
    return try bytes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  /// The text as a report shows it: each byte of a name that is not UTF-8 is U+FFFD. Any
  /// text holding paths may pass through it (a message, a list of errors).
  public static func display(_ text: String) -> String {
    guard hasEscapes(text) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(scalar.value >= first ? "\u{FFFD}" : scalar) }
    return String(scalars)
  }

  /// Whether the path holds a byte that is not part of a UTF-8 character (or a character
  /// written as its bytes): then `display` differs from it.
  public static func hasEscapes(_ path: String) -> Bool {
    // Every scalar from U+10FF80 begins with the bytes F4 8F BE or F4 8F BF.
    guard path.utf8.contains(0xF4) else { return false }
    return path.unicodeScalars.contains { $0.value >= first }
  }

  /// Whether the path names something (`stat`, following symbolic links).
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return withCString(path) { stat($0, &info) } == 0
  }

  /// The names in a directory (not `.` and `..`), in the order `readdir` gives them, each
  /// with its exact bytes; nil when it cannot be read.
  public static func names(inDirectory path: String) -> [String]? {
    guard let handle = withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
          string(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// What `stat` (`followLinks`) or `lstat` says the path is; nil when it says nothing.
  public static func isDirectory(_ path: String, followLinks: Bool) -> Bool? {
    var info = stat()
    guard withCString(path, { followLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func escape(_ byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(offset + UInt32(byte))!
  }

  /// Whether the bytes are UTF-8 with no scalar from U+10FF80 (the string is the bytes).
  static func isPlain<Bytes: RandomAccessCollection<UInt8>>(_ b: Bytes) -> Bool where Bytes.Index == Int {
    var i = b.startIndex
    while i < b.endIndex {
      if b[i] < 0x80 {
        i += 1
        continue
      }
      let length = sequenceLength(b, at: i)
      // F4 8F BE/BF …: U+10FF80 and above.
      if length == 0 || (b[i] == 0xF4 && b[i + 1] == 0x8F && b[i + 2] >= 0xBE) { return false }
      i += length
    }
    return true
  }

  /// The length of the well-formed UTF-8 sequence at `i` (1–4), or 0 when the byte there does
  /// not begin one (a stray continuation byte, an overlong form, a surrogate, a sequence cut short).
  static func sequenceLength<Bytes: RandomAccessCollection<UInt8>>(_ b: Bytes, at i: Int) -> Int where Bytes.Index == Int {
    let lead = b[i]
    if lead < 0x80 { return 1 }
    func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      i + k < b.endIndex && range.contains(b[i + k])
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }

  /// The scalar of the well-formed sequence of `length` bytes at `i`.
  static func decode(_ b: [UInt8], at i: Int, length: Int) -> Unicode.Scalar {
    var value: UInt32
    switch length {
    case 1: return Unicode.Scalar(b[i])
    case 2: value = UInt32(b[i] & 0x1F)
    case 3: value = UInt32(b[i] & 0x0F)
    default: value = UInt32(b[i] & 0x07)
    }
    for k in 1..<length { value = value << 6 | UInt32(b[i + k] & 0x3F) }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
