import XCTest
@testable import TemplateSyntax

final class HTMLTagsTests: XCTestCase {
  /// The shortcut before the lookup of implied end tags passes every parent the table names
  /// (and passes over common ones it does not): on every key, on every known HTML element, and
  /// on every two- and three-letter name.
  func testTheCloserShortcutPassesEveryKey() {
    var names = Array(HTMLTags.closedByChildren.keys) + Array(HTMLTags.notSelfClosable) + Array(HTMLTags.voidElements)
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    for a in letters {
      for b in letters {
        names.append(a + b)
        names.append(a + b + "c")
      }
    }
    names += ["", "P", "Li", "x-p", "é", String(repeating: "p", count: 70)]
    var keys = 0
    for name in names where HTMLTags.closedByChildren[name] != nil {
      XCTAssertTrue(HTMLTags.mayBeClosedByChildren(name), name)
      keys += 1
    }
    XCTAssertGreaterThanOrEqual(keys, HTMLTags.closedByChildren.count)
    XCTAssertFalse(HTMLTags.mayBeClosedByChildren("div"))
    XCTAssertFalse(HTMLTags.mayBeClosedByChildren("span"))
    XCTAssertFalse(HTMLTags.mayBeClosedByChildren("an-view"))
    XCTAssertTrue(HTMLTags.mayBeClosedByChildren("p"))
    XCTAssertTrue(HTMLTags.mayBeClosedByChildren("optgroup"))
  }
}
