import XCTest
@testable import AccessibilityModel
import TemplateSyntax

/// `ContentParts` keeps a lone literal without an array; what it hands to `ContentText` must be
/// the very sequence the plain array the model used before would hold.
final class ContentPartsTests: XCTestCase {
  /// The model's former way: one array, literals joined by `appendLiteral` and `appendSpace`.
  struct ArrayParts {
    var parts: [StringPart] = []
    mutating func append(_ part: StringPart) { parts.append(part) }
    mutating func appendLiteral(_ s: String) {
      if case .literal(let prev)? = parts.last { parts[parts.count - 1] = .literal(prev + s) } else { parts.append(.literal(s)) }
    }
    mutating func appendSpace() {
      if case .literal(let prev)? = parts.last, prev.utf8.last != 0x20 { parts[parts.count - 1] = .literal(prev + " ") }
    }
  }

  func testEverySequenceOfStepsGivesTheArraysParts() {
    var seed: UInt64 = 0x5EED_0C0F_FEE1
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let texts = ["Guardar", " ", "", "perfil ", "ñ", "a b"]
    var sequences = 0
    for _ in 0..<5_000 {
      var collected = ContentParts()
      var reference = ArrayParts()
      for _ in 0..<next(7) {
        let text = texts[next(texts.count)]
        switch next(5) {
        case 0: collected.append(.literal(text)); reference.append(.literal(text))
        case 1: collected.append(.dynamic(source: text)); reference.append(.dynamic(source: text))
        case 2: collected.appendLiteral(text); reference.appendLiteral(text)
        case 3: collected.appendSpace(); reference.appendSpace()
        default:
          let parts: [StringPart] = [.literal(text), .dynamic(source: "x"), .literal(text)].prefix(next(4)).map { $0 }
          collected.append(contentsOf: parts)
          reference.parts.append(contentsOf: parts)
        }
        XCTAssertEqual(collected.isEmpty, reference.parts.isEmpty)
      }
      let content = ContentText(collected, firstOffset: 3, isConditional: false)
      XCTAssertEqual(content, ContentText(parts: reference.parts, firstOffset: 3, isConditional: false))
      XCTAssertEqual(content.parts, reference.parts)
      sequences += 1
    }
    XCTAssertEqual(sequences, 5_000)
  }

  func testALoneLiteralMakesNoArray() {
    var collected = ContentParts()
    collected.appendLiteral("Guar")
    collected.appendLiteral("dar")
    collected.appendSpace()
    XCTAssertEqual(collected.lone, "Guardar ")
    XCTAssertTrue(collected.many.isEmpty)
    collected.append(.dynamic(source: "name"))
    XCTAssertNil(collected.lone)
    XCTAssertEqual(collected.many, [.literal("Guardar "), .dynamic(source: "name")])
  }
}
