import TemplateSyntax

/// What looking a name up by its bytes among an enum's names found (`PropNameBytes`,
/// `StateKeyBytes`, `EventNameBytes`: the names every element is asked for, compared in words
/// instead of through the generic `NameTable`, which cost about a hundred instructions a name).
enum NameMatch<Value> {
  case found(Value)
  /// None: the bytes are ASCII and no name's.
  case notFound
  /// A byte is not ASCII: `String ==` (canonical equivalence) decides, not the bytes.
  case notASCII
}

extension NameMatch where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// The value found by the bytes, or, for a name with a byte that is not ASCII, the one the
  /// generic `table` finds for `name` (the table is reached only then).
  @inline(__always) func value(named name: String, orIn table: @autoclosure () -> NameTable<Value>) -> Value? {
    switch self {
    case .found(let value): return value
    case .notFound: return nil
    case .notASCII: return table().value(named: name)
    }
  }
}

/// The pieces the byte lookups share: reading the name's own bytes, and comparing them with
/// one name in words.
enum NameBytes {
  /// `find` run on the name's bytes, read in place. (Each lookup calls this from a function of
  /// its own that is not inlined: the lent name is then read where it is; inlined into their
  /// callers, each of them retained and released it around the read. Each `find` is
  /// `@inline(__always)`: that function is then the only copy of it, and a name costs no
  /// further call.)
  /// A name of fewer than `shortest` bytes (the shortest name's count) is none, whatever its
  /// bytes: it is passed over with no test of its bytes for ASCII. (A spelling canonically
  /// equivalent to an ASCII name has at least as many bytes: a scalar whose canonical
  /// decomposition is ASCII decomposes to one scalar, and is written in two bytes or more.
  /// Most attributes that are no prop, `class`, `text`, `src`, are shorter than every prop.)
  @inline(__always) static func match<Value>(_ name: String, shortest: Int = 0,
                                             _ find: (UnsafeBufferPointer<UInt8>) -> Value?) -> NameMatch<Value> {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      if let value = find(bytes) { return NameMatch.found(value) }
      return bytes.count < shortest || ByteScan.isASCII(bytes) ? NameMatch.notFound : NameMatch.notASCII
    } ?? .notASCII
  }

  /// `value` when the `count` bytes at `name` are `expected`, its raw value (`count` bytes long,
  /// two or more): compared in eight-byte words, the last one ending at the end (overlapping the
  /// one before it); under eight bytes, the first and the last four (under four, two and two).
  @inline(__always) static func value<Value: RawRepresentable>(_ name: UnsafeRawPointer, _ count: Int, _ expected: StaticString,
                                                               _ value: Value) -> Value? where Value.RawValue == String {
    assert(expected.utf8CodeUnitCount == count && expected.description == value.rawValue, "a name's static text is its raw value")
    let text = UnsafeRawPointer(expected.utf8Start)
    if count < 4 {
      return name.loadUnaligned(as: UInt16.self) == text.loadUnaligned(as: UInt16.self)
        && name.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self) == text.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
        ? value : nil
    }
    if count < 8 {
      return name.loadUnaligned(as: UInt32.self) == text.loadUnaligned(as: UInt32.self)
        && name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == text.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        ? value : nil
    }
    var k = 0
    while k + 8 < count {
      if name.loadUnaligned(fromByteOffset: k, as: UInt64.self) != text.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return nil }
      k += 8
    }
    return name.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      ? value : nil
  }
}
