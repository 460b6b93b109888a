import TemplateSyntax
import XCTest
@testable import AccessibilityModel

/// `ObjectLiteralMemo`: a bound object literal written again is its first value moved to where
/// it is written, each entry's key and value range included, at any depth.
final class ObjectLiteralMemoTests: XCTestCase {
  private func entry(_ key: String, _ keyStart: UInt32, _ value: AbstractValue, _ valueStart: UInt32) -> ObjectEntry {
    ObjectEntry(key: key, keyRange: ByteRange(start: keyStart, end: keyStart + UInt32(key.utf8.count)), value: value,
                valueRange: ByteRange(start: valueStart, end: valueStart + 2))
  }

  /// Kept at one place, found by its bytes at another and moved there; other bytes of the same
  /// length are not it.
  func testALiteralIsFoundByItsBytesAndMoved() {
    let text = Array("{ a: 1 } { a: 1 } { b: 1 }".utf8)
    let kept = AbstractValue.object([entry("a", 2, .number(1), 5)])
    let memo = ObjectLiteralMemo()
    text.withUnsafeBufferPointer { bytes in
      XCTAssertNil(memo.value(of: 0, 8, in: bytes))
      memo.keep(kept, of: 0, 8)
      XCTAssertEqual(memo.value(of: 0, 8, in: bytes), kept)
      XCTAssertEqual(memo.value(of: 9, 17, in: bytes), .object([entry("a", 11, .number(1), 14)]))
      XCTAssertNil(memo.value(of: 18, 26, in: bytes))
    }
  }

  /// A move back (the kept literal written after the one asked for) and objects nested in
  /// entries, arrays and alternatives are moved too; a value with no object is as it was.
  func testMovesBackAndNestedObjects() {
    let inner = AbstractValue.object([entry("x", 30, .bool(true), 33)])
    let value = AbstractValue.object([
      entry("o", 20, inner, 25), entry("l", 40, .array([inner, .string("s")]), 45),
      entry("c", 50, .alternatives([.null, inner]), 55), entry("d", 60, .dynamic(.any), 65),
    ])
    XCTAssertEqual(value.shiftingRanges(by: 0 &- 10).shiftingRanges(by: 10), value)
    let movedInner = AbstractValue.object([entry("x", 20, .bool(true), 23)])
    XCTAssertEqual(value.shiftingRanges(by: 0 &- 10), .object([
      entry("o", 10, movedInner, 15), entry("l", 30, .array([movedInner, .string("s")]), 35),
      entry("c", 40, .alternatives([.null, movedInner]), 45), entry("d", 50, .dynamic(.any), 55),
    ]))
    XCTAssertEqual(AbstractValue.alternatives([.string("a"), .null]).shiftingRanges(by: 7), .alternatives([.string("a"), .null]))
  }

  /// Past `limit` literals the oldest is given up: a later one is still found, and the given-up
  /// one is not (it is evaluated again, and kept again, by the builder).
  func testTheOldestIsGivenUpPastTheLimit() {
    let count = ObjectLiteralMemo.limit + 2
    let text = Array((0..<count).map { "{ k\($0 % 10): 10 }" }.joined().utf8)
    let memo = ObjectLiteralMemo()
    text.withUnsafeBufferPointer { bytes in
      for k in 0..<count { memo.keep(.object([entry("k\(k % 10)", UInt32(10 * k + 2), .number(1), UInt32(10 * k + 6))]), of: 10 * k, 10 * k + 10) }
      XCTAssertNil(memo.value(of: 0, 10, in: bytes), "the first literal was given up")
      XCTAssertNotNil(memo.value(of: 10 * (count - 1), 10 * count, in: bytes))
    }
  }

  /// In a model, each element's state entries point at its own literal, the first one's and the
  /// repeats' alike.
  func testRepeatedStateLiteralsPointAtTheirOwnText() {
    let literal = "{ checked: on, disabled: busy }"
    let source = (0..<3).map { _ in "<an-switch [accessibilityState]=\"\(literal)\"></an-switch>\n" }.joined()
    let model = Model(source)
    let switches = model.all("an-switch")
    XCTAssertEqual(switches.count, 3)
    let file = SourceFile(path: "t.html", text: source)
    var starts: [UInt32] = []
    for element in switches {
      guard let checked = element.stateEntry(StateKey.checked), let disabled = element.stateEntry(StateKey.disabled) else {
        return XCTFail("each switch has both entries")
      }
      XCTAssertEqual(file.text(checked.keyRange), "checked")
      XCTAssertEqual(file.text(checked.valueRange), "on")
      XCTAssertEqual(file.text(disabled.keyRange), "disabled")
      XCTAssertEqual(file.text(disabled.valueRange), "busy")
      starts.append(checked.keyRange.start)
    }
    XCTAssertEqual(Set(starts).count, 3, "each entry is its own element's")
  }
}
