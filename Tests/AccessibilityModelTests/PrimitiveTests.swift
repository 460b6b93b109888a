import AccessibilityModel
import XCTest

/// `Primitive.resolve` looks a name up in the catalog only when its bytes start with `an-`.
final class PrimitiveTests: XCTestCase {
  func testEveryCatalogNameStartsWithAnAndResolvesToItself() {
    XCTAssertEqual(Primitive.catalog.count, 18)
    for (name, primitive) in Primitive.catalog {
      XCTAssertTrue(name.utf8.starts(with: "an-".utf8), name)
      XCTAssertEqual(Primitive.resolve(name, components: [:])?.name, primitive.name)
    }
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
}
