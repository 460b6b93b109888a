@testable import TemplateSyntax
import XCTest

/// `StringBits` (a string kept as its two words) and the attribute names it stores: a small
/// string or a literal is held by its bits alone, any other by the attribute's extras.
final class StringBitsTests: XCTestCase {
  func testSmallAndLiteralStringsNeedNoCounting() {
    XCTAssertTrue(StringBits.needsNoCounting(String(decoding: Array("an-view".utf8), as: UTF8.self)))
    XCTAssertTrue(StringBits.needsNoCounting(""))
    XCTAssertTrue(StringBits.needsNoCounting("a literal longer than fifteen bytes"))
    XCTAssertFalse(StringBits.needsNoCounting(String(decoding: Array("accessibilityLabel".utf8), as: UTF8.self)))
    XCTAssertFalse(StringBits.needsNoCounting(String(repeating: "x", count: 40)))
  }

  func testBitsGiveTheStringBack() {
    for text in ["", "tap", "ñandú", "accessibilityLabel", String(repeating: "é", count: 30)] {
      let string = String(decoding: Array(text.utf8), as: UTF8.self)
      XCTAssertEqual(StringBits(string).string, text)
    }
  }

  /// A long name outlives the string it was made from, in the attribute and in its copies.
  func testAnAttributeKeepsALongNameAlive() {
    func make() -> Attribute {
      let name = String(decoding: Array("accessibilityLabel".utf8), as: UTF8.self) + "Extra"
      return Attribute(kind: .property, name: name, range: ByteRange(0, 30), nameRange: ByteRange(0, 25))
    }
    var attributes = [make(), make()]
    let copy = attributes[0]
    attributes.removeAll()
    XCTAssertEqual(copy.name, "accessibilityLabelExtra")
    var renamed = copy
    renamed.name = String(repeating: "n", count: 20)
    XCTAssertEqual(renamed.name, String(repeating: "n", count: 20))
    XCTAssertEqual(copy.name, "accessibilityLabelExtra")
  }

  /// Parts and a long name are kept together: setting either leaves the other.
  func testPartsAndNameAreKeptTogether() {
    let part = TextPart.literal("a", ByteRange(10, 11))
    var attribute = Attribute(kind: .plain, name: String(repeating: "m", count: 20), range: ByteRange(0, 12),
                              nameRange: ByteRange(0, 8), valueRange: ByteRange(10, 11), value: "a",
                              parts: [part, .literal("b", ByteRange(11, 11))])
    XCTAssertEqual(attribute.parts.count, 2)
    attribute.name = "short"
    XCTAssertEqual(attribute.name, "short")
    XCTAssertEqual(attribute.parts.count, 2)
    attribute.name = String(repeating: "q", count: 18)
    attribute.parts = [part]
    XCTAssertEqual(attribute.name, String(repeating: "q", count: 18))
    XCTAssertEqual(attribute.parts.count, 1)
  }

  /// A run of 1 to 15 ASCII bytes made from its key is the string decoding makes, at every
  /// length and offset (`StringBits.smallASCII`, used by `RepeatedStrings`).
  func testSmallASCIIStringsMadeFromKeys() throws {
    try XCTSkipUnless(StringBits.smallASCIILayoutIsKnown)
    let text = Array("<a href=\"x\">0123456789 tap-me_Now!\n  ~".utf8)
    text.withUnsafeBufferPointer { bytes in
      var strings = RepeatedStrings()
      for start in 0..<bytes.count {
        for end in (start + 1)...min(bytes.count, start + ShortBytes.maxLength) {
          let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
          let expected = String(decoding: run, as: UTF8.self)
          XCTAssertEqual(StringBits.smallASCII(ShortBytes(run)!), expected)
          XCTAssertEqual(strings.string(bytes, ByteRange(start, end)), expected)
        }
      }
    }
  }
}
