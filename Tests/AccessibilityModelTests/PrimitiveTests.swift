import AccessibilityModel
import XCTest

/// `Primitive.resolve` looks a name up in the catalog only when its bytes start with `an-`.
final class PrimitiveTests: XCTestCase {
  func testEveryCatalogNameStartsWithAnAndResolvesToItself() {
    XCTAssertEqual(Primitive.catalog.count, 18)
    for (name, primitive) in Primitive.catalog {
      XCTAssertTrue(name.utf8.starts(with: "an-".utf8), name)
      XCTAssertEqual(Primitive.resolve(name, components: [:]), primitive, name)
      // Near misses are generic views, not the catalog's entry: one byte more, one less, one
      // changed at every position after `an-`.
      var misses = [name + "s", String(name.dropLast())]
      let bytes = Array(name.utf8)
      for k in 3..<bytes.count {
        var changed = bytes
        changed[k] = bytes[k] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
        misses.append(String(decoding: changed, as: UTF8.self))
      }
      for miss in misses where Primitive.catalog[miss] == nil && miss.count > 3 {
        XCTAssertEqual(Primitive.resolve(miss, components: [:]),
                       Primitive(name: miss, nativeRole: .noRole, isStopByItself: false, nameSource: .label, kind: .view), miss)
      }
    }
    XCTAssertEqual(Primitive.resolve("an-text-field-long", components: [:])?.kind, .view)
  }

  func testOtherNamesAreMappedComponentsGenericViewsOrNothing() {
    XCTAssertNil(Primitive.resolve("div", components: [:]))
    XCTAssertNil(Primitive.resolve("app-card", components: [:]))
    XCTAssertEqual(Primitive.resolve("app-card", components: ["app-card": "an-button"])?.nativeRole, .role(.button))
    XCTAssertEqual(Primitive.resolve("app-card", components: ["app-card": "an-button"])?.name, "app-card")
    XCTAssertEqual(Primitive.resolve("an-carousel", components: [:])?.kind, .view)
    XCTAssertNil(Primitive.resolve("an", components: [:]))
    // `an-` followed by a combining mark is not the characters `a`, `n`, `-` (String.hasPrefix).
    XCTAssertNil(Primitive.resolve("an-\u{301}view", components: [:]))
  }

  /// The model reads a tag's primitive from its bytes when no components are mapped, and with
  /// a mapping through `resolve`: both give the same elements.
  func testTheModelFindsTheSamePrimitivesWithAndWithoutAMapping() {
    let text = "<an-\u{301}view></an-\u{301}view><an-carousel></an-carousel><an-button>Ok</an-button><app-card></app-card><an></an>"
    for components in [[:], ["app-x": "an-button"]] {
      XCTAssertEqual(Model(text, components: components).tree.elements.map(\.tagName), ["an-carousel", "an-button"], "\(components)")
    }
  }
}
