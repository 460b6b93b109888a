import XCTest
@testable import TemplateSyntax

/// The tables of name facts give, for any run of bytes, the facts of those bytes (as made from
/// them afresh): for runs seen before, runs that share a slot, runs too long to keep and runs at
/// the end of the buffer; and a run's key read with one masked load is the key of its bytes.
final class SpellingTableTests: XCTestCase {
  private func randomBuffer(_ generator: inout SplitMix64) -> [UInt8] {
    let pieces: [[UInt8]] = [Array("a".utf8), Array("N".utf8), Array("-".utf8), Array(":".utf8), Array("[".utf8),
                             Array("(".utf8), Array("@".utf8), Array("#".utf8), Array("*".utf8), Array("bind-".utf8),
                             Array("svg".utf8), Array("ng-template".utf8), Array("ñ".utf8), [0xFF],
                             Array("accessibilityLabel".utf8)]
    var buffer: [UInt8] = []
    while buffer.count < 3_000 { buffer += pieces[Int(generator.next() % UInt64(pieces.count))] }
    return buffer
  }

  func testEveryRunGivesTheFactsOfItsBytes() {
    var generator = SplitMix64(seed: 47)
    let buffer = randomBuffer(&generator)
    var elements = SpellingTable<ElementNameFacts>()
    var attributes = SpellingTable<AttributeNameFacts>()
    var seen: Set<[UInt8]> = []
    var hits = 0
    buffer.withUnsafeBufferPointer { bytes in
      for _ in 0..<20_000 {
        let start = Int(generator.next() % UInt64(bytes.count))
        let end = min(bytes.count, start + 1 + Int(generator.next() % 40))
        let range = ByteRange(start, end)
        if !seen.insert(Array(bytes[start..<end])).inserted { hits += 1 }
        let elementEntry = elements.entry(bytes, range)  // (before reading `entries`, which it changes)
        let element = elements.entries[elementEntry]
        let expected = ElementNameFacts(bytes, range)
        XCTAssertEqual(element.rawName, expected.rawName)
        XCTAssertEqual(element.name, expected.name)
        XCTAssertEqual(element.implied, expected.implied)
        XCTAssertEqual([element.hasColon, element.isCustom, element.isVoidName, element.isNotSelfClosableName,
                        element.mayBeClosedByChildren, element.preservesWhitespace, element.isTemplate],
                       [expected.hasColon, expected.isCustom, expected.isVoidName, expected.isNotSelfClosableName,
                        expected.mayBeClosedByChildren, expected.preservesWhitespace, expected.isTemplate])
        let entry = attributes.entry(bytes, range)
        let attribute = attributes.entries[entry]
        let expectedAttribute = AttributeNameFacts(bytes, range)
        XCTAssertEqual(attribute.kind, expectedAttribute.kind)
        XCTAssertEqual(attributes.name(entry), expectedAttribute.name)
        XCTAssertEqual([attribute.isBoundAnimation, attribute.isNonBindable, attribute.preservesWhitespace,
                        attribute.isChecked],
                       [expectedAttribute.isBoundAnimation, expectedAttribute.isNonBindable,
                        expectedAttribute.preservesWhitespace, expectedAttribute.isChecked])
      }
    }
    XCTAssertGreaterThan(hits, 1_000)  // runs did repeat
  }

  func testAMaskedKeyIsTheKeyOfTheRunsBytes() {
    var generator = SplitMix64(seed: 5)
    let buffer = randomBuffer(&generator)
    buffer.withUnsafeBufferPointer { bytes in
      for start in 0..<bytes.count {
        for length in 0...16 where start + length <= bytes.count {
          let range = ByteRange(start, start + length)
          XCTAssertEqual(ShortBytes(bytes, range), ShortBytes(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])),
                         "\(start) \(length)")
          let other = Int(generator.next() % UInt64(bytes.count - length + 1))
          XCTAssertEqual(TreeBuilder.sameBytes(bytes, range, ByteRange(other, other + length)),
                         bytes[start..<(start + length)].elementsEqual(bytes[other..<(other + length)]))
        }
      }
    }
  }
}
