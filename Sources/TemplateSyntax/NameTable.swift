/// The cases of a string-valued enum, grouped by the byte length of their names: a name is
/// compared only with the names of its length. (The `init(rawValue:)` Swift writes for such an
/// enum compares the string with every case in turn, which the profile showed in the parser, the
/// model and the rules.) Inlinable, so that each enum's module specialises it for that enum.
public struct NameTable<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
  /// byLength[n]: the cases whose names are n bytes long.
  @usableFromInline let byLength: [[Value]]

  @inlinable public init() {
    var table: [[Value]] = []
    for value in Value.allCases {
      let length = value.rawValue.utf8.count
      while table.count <= length { table.append([]) }
      table[length].append(value)
    }
    byLength = table
  }

  /// The case named `name` exactly, if any.
  @inlinable public func value(named name: String) -> Value? {
    let length = name.utf8.count
    guard length < byLength.count else { return nil }
    for value in byLength[length] where value.rawValue == name { return value }
    return nil
  }
}
