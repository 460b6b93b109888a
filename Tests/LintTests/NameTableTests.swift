import XCTest
import AccessibilityModel
import TemplateSyntax
@testable import Lint

/// `init(rawValue:)` of the enums that look names up in a `NameTable`: every case by its name,
/// and nothing for near misses (same length, other case, a byte more or less, other scripts).
final class NameTableTests: XCTestCase {
  func check<Value: RawRepresentable & CaseIterable & Equatable>(_ type: Value.Type, _ make: (String) -> Value?,
                                                                  file: StaticString = #filePath, line: UInt = #line)
    where Value.RawValue == String {
    var checked = 0
    for value in Value.allCases {
      let name = value.rawValue
      XCTAssertEqual(make(name), value, name, file: file, line: line)
      var misses = [name.uppercased(), name + "s", String(name.dropLast()), " " + name, name + "\u{301}", "x" + name.dropFirst()]
      misses.append(String(name.reversed()))
      // One byte changed, at every position: a miss that agrees with a name on all bytes but one.
      let bytes = Array(name.utf8)
      for k in bytes.indices where bytes[k] < 0x80 {
        var changed = bytes
        changed[k] = bytes[k] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
        misses.append(String(decoding: changed, as: UTF8.self))
      }
      for miss in misses where !Value.allCases.contains(where: { $0.rawValue == miss }) {
        XCTAssertNil(make(miss), miss, file: file, line: line)
        checked += 1
      }
    }
    for miss in ["", "ﺏ", "😀", String(repeating: "a", count: 300)] { XCTAssertNil(make(miss), file: file, line: line) }
    // Every first byte, and first characters past ASCII (the Kelvin sign is canonically 'K'):
    // the table answers what comparing with every name answers.
    for value in Value.allCases {
      let rest = String(value.rawValue.dropFirst())
      let firsts = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["\u{212A}", "\u{00E1}", "a\u{301}", "ﺏ"]
      for first in firsts {
        let name = first + rest
        XCTAssertEqual(make(name), Value.allCases.first { $0.rawValue == name }, name, file: file, line: line)
      }
    }
    XCTAssertGreaterThan(checked, Value.allCases.count * 8, file: file, line: line)
  }

  func testEveryTable() {
    check(Role.self) { Role(rawValue: $0) }
    check(StateKey.self) { StateKey(rawValue: $0) }
    check(AccessibilityProp.self) { AccessibilityProp(rawValue: $0) }
    check(BlockKind.self) { BlockKind(rawValue: $0) }
    check(Suppressions.Kind.self) { Suppressions.Kind(rawValue: $0) }
    XCTAssertEqual(AccessibilityProp.named("accessibilityLabel"), .accessibilityLabel)
    XCTAssertEqual(BlockKind(rawValue: "else if"), .elseIf)
    XCTAssertEqual(Role(rawValue: "switch"), .switch)
  }
}
