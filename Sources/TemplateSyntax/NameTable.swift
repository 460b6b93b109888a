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
  }

  /// The case named `name` exactly, if any.
  @inlinable public func value(named name: String) -> Value? {
    let length = name.utf8.count
    guard length < byLength.count else { return nil }
    let candidates = byLength[length]
    if candidates.isEmpty { return nil }
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
