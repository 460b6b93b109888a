import XCTest
@testable import AccessibilityModel
import TemplateSyntax

/// Two-part contents keep their parts in the template's `ContentPairs` (indices, not a box each);
/// they read back and compare as the same parts in an array.
final class ContentPairsTests: XCTestCase {
  func testPairsReadBackTheirPartsFromOneStore() {
    let pairs = ContentPairs()
    var texts: [ContentText] = []
    for k in 0..<40 {  // (more pairs than the store's first room)
      var collected = ContentParts()
      collected.appendLiteral("Hola \(k) ")
      collected.append(.dynamic(source: "name\(k)"))
      texts.append(ContentText(collected, pairs: pairs, firstOffset: k, endOffset: k + 9, isConditional: false))
    }
    XCTAssertEqual(pairs.count, 80)
    for (k, text) in texts.enumerated() {
      let expected: [StringPart] = [.literal("Hola \(k) "), .dynamic(source: "name\(k)")]
      XCTAssertEqual(text.parts, expected)
      XCTAssertEqual(text, ContentText(parts: expected, firstOffset: k, endOffset: k + 9, isConditional: false))
      XCTAssertNotEqual(text, ContentText(parts: expected, firstOffset: k, endOffset: k + 9, isConditional: true))
      XCTAssertNil(text.constant)
      XCTAssertFalse(text.isEmpty)
    }
    XCTAssertNotEqual(texts[0], texts[1])
  }

  func testTwoLiteralsInAStoreAreConstant() {
    let pairs = ContentPairs()
    var collected = ContentParts()
    collected.append(.literal("  Guardar "))
    collected.append(.literal(" perfil "))
    let text = ContentText(collected, pairs: pairs, firstOffset: 2, isConditional: false)
    XCTAssertEqual(text.constant, "Guardar perfil")
    XCTAssertEqual(text.parts, [.literal("  Guardar "), .literal(" perfil ")])
    var blank = ContentParts()
    blank.append(.literal(" "))
    blank.append(.literal("\n"))
    XCTAssertTrue(ContentText(blank, pairs: pairs, firstOffset: nil, isConditional: false).isEmpty)
  }

  func testTheModelKeepsTwoPartContent() {
    let model = Model("<an-text>Hola {{ name }}</an-text>")
    XCTAssertEqual(model.one("an-text").content.parts, [.literal("Hola "), .dynamic(source: "name")])
  }
}
