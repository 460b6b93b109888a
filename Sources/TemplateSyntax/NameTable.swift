/// The cases of a string-valued enum, grouped by the byte length of their names: a name is
/// compared only with the names of its length. (The `init(rawValue:)` Swift writes for such an
/// enum compares the string with every case in turn, which the profile showed in the parser, the
/// model and the rules.) Inlinable, so that each enum's module specialises it for that enum.
public struct NameTable<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
  /// byLength[n]: the cases whose names are n bytes long.
  @usableFromInline let byLength: [[Value]]
  /// The same names as bytes, when every one is ASCII (nil otherwise). An ASCII name is equal
  /// to an ASCII case name (as `String ==` compares: canonical equivalence) exactly when their
  /// bytes are, since no ASCII character decomposes; a name with another byte is compared as a
  /// string.
  /// (asciiNames[n]: the names n bytes long, one after another.)
  @usableFromInline let asciiNames: [[UInt8]]?
  /// The same names as keys (`ShortBytes`), for the lengths up to `ShortBytes.maxLength`, when
  /// every name is ASCII: a short name is found by comparing two words per case, not its bytes.
  /// (shortKeys[n]: the keys of `byLength[n]`, in its order.)
  @usableFromInline let shortKeys: [[ShortBytes]]?
  /// The same for the lengths above that up to `MediumBytes.maxLength` (mediumKeys[n - 16]).
  @usableFromInline let mediumKeys: [[MediumBytes]]?

  @inlinable public init() {
    var table: [[Value]] = []
    for value in Value.allCases {
      let length = value.rawValue.utf8.count
      while table.count <= length { table.append([]) }
      table[length].append(value)
    }
    byLength = table
    let allASCII = Value.allCases.allSatisfy { $0.rawValue.utf8.allSatisfy { $0 < 0x80 } }
    asciiNames = allASCII ? table.map { $0.flatMap { Array($0.rawValue.utf8) } } : nil
    shortKeys = allASCII ? table.prefix(ShortBytes.maxLength + 1).map { $0.compactMap { ShortBytes($0.rawValue) } } : nil
    mediumKeys = allASCII && table.count > ShortBytes.maxLength + 1
      ? table[(ShortBytes.maxLength + 1)...].prefix(MediumBytes.maxLength - ShortBytes.maxLength).map { $0.compactMap { MediumBytes($0.rawValue) } }
      : nil
  }

  /// The case named `name` exactly, if any.
  @inlinable public func value(named name: String) -> Value? {
    let length = name.utf8.count
    guard length < byLength.count else { return nil }
    let candidates = byLength[length]
    if candidates.isEmpty { return nil }
    if length <= ShortBytes.maxLength, let shortKeys,
       let key = name.utf8.withContiguousStorageIfAvailable({ ShortBytes($0) }) ?? nil, key.isASCII {
      let keys = shortKeys[length]
      for k in keys.indices where keys[k] == key { return candidates[k] }
      return nil
    }
    if length > ShortBytes.maxLength && length <= MediumBytes.maxLength, let mediumKeys,
       let key = name.utf8.withContiguousStorageIfAvailable({ MediumBytes($0) }) ?? nil, key.isASCII {
      let keys = mediumKeys[length - ShortBytes.maxLength - 1]
      for k in keys.indices where keys[k] == key { return candidates[k] }
      return nil
    }
    if let asciiNames, let position = name.utf8.withContiguousStorageIfAvailable({ ASCIINames.position(of: $0, in: asciiNames[length]) }),
       position != ASCIINames.notASCII {
      return position >= 0 ? candidates[position] : nil
    }
    for value in candidates where value.rawValue == name { return value }
    return nil
  }
}

/// The byte comparison of `NameTable` (not generic: one copy for every table).
@usableFromInline enum ASCIINames {
  @inlinable static var notASCII: Int { -2 }

  /// Where ASCII `bytes` are among `names` (names of their length, one after another), -1 when
  /// nowhere, `notASCII` when a byte is not ASCII.
  @inlinable static func position(of bytes: UnsafeBufferPointer<UInt8>, in names: [UInt8]) -> Int {
    let count = bytes.count
    guard count > 0 else { return !names.isEmpty ? 0 : -1 }
    if !ByteScan.isASCII(bytes) { return notASCII }
    return names.withUnsafeBufferPointer { all in
      var start = 0
      var position = 0
      while start < all.count {
        if ByteScan.equal(bytes, UnsafeBufferPointer(rebasing: all[start..<(start + count)])) { return position }
        start += count
        position += 1
      }
      return -1
    }
  }
}
