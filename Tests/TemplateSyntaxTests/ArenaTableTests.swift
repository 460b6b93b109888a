import XCTest
@testable import TemplateSyntax

/// `ArenaTable` holds what an array would: appends, copies of its own runs appended at its end
/// (also when that makes it grow, and from runs that end at its end), and cuts back to a mark,
/// compared step by step with an array doing the same.
final class ArenaTableTests: XCTestCase {
  func testHoldsWhatAnArrayWould() {
    var generator = SplitMix64(seed: 33)
    for _ in 0..<20 {
      let table = ArenaTable<ExprArena.Property>()
      var expected: [ExprArena.Property] = []
      XCTAssertTrue(table.isEmpty)
      for step in 0..<400 {
        switch generator.next() % 8 {
        case 0, 1, 2, 3:
          let property = ExprArena.Property(key: Int32(step), keyRange: ByteRange(step, step + 1), value: Int32(-step))
          table.append(property)
          expected.append(property)
        case 4, 5, 6:
          guard !expected.isEmpty else { continue }
          let first = Int(generator.next() % UInt64(expected.count))
          let length = Int(generator.next() % UInt64(expected.count - first + 1))
          table.appendCopies(from: first, count: length) { property in
            var moved = property
            moved.value &+= 1
            return moved
          }
          expected += expected[first..<(first + length)].map { property in
            var moved = property
            moved.value &+= 1
            return moved
          }
        default:
          let mark = Int(generator.next() % UInt64(expected.count + 1))
          table.removeAll(from: mark)
          expected.removeSubrange(mark...)
        }
        XCTAssertEqual(table.count, expected.count)
        guard let last = expected.last else { continue }
        XCTAssertEqual(table[table.count - 1].key, last.key)
        XCTAssertEqual(table[table.count - 1].value, last.value)
      }
      XCTAssertEqual(table.map(\.key), expected.map(\.key))
      XCTAssertEqual(table.map(\.value), expected.map(\.value))
      XCTAssertEqual(table.map(\.keyRange), expected.map(\.keyRange))
    }
  }

  func testReservedRoomKeepsTheElements() {
    let table = ArenaTable<Int32>()
    table.reserveCapacity(3)
    for k in 0..<100 { table.append(Int32(k)) }
    table.reserveCapacity(1_000)
    XCTAssertEqual(Array(table), (0..<100).map { Int32($0) })
  }
}
