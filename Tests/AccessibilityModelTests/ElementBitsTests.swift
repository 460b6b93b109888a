import TemplateSyntax
import XCTest
@testable import AccessibilityModel

/// `ElementBits`: an element kept as its bits in its facts, not owned (the tree's nodes, which
/// the element storage holds, own what a boxed name references).
final class ElementBitsTests: XCTestCase {
  /// The bits are exactly an element's bytes (what `unsafeBitCast` requires).
  func testTheBitsAreAsLargeAsAnElement() {
    XCTAssertEqual(MemoryLayout<ElementBits>.size, MemoryLayout<Element>.size)
  }

  /// An element read back from its bits is the element: a small name (kept as its own bits) and
  /// a long one (boxed), with their ranges and attributes.
  func testAnElementReadsBackFromItsBits() {
    for name in ["an-text", "app-navigation-menu-item"] {
      let nameRange = ByteRange(1, 1 + name.utf8.count)
      let element = Element(name: String(decoding: Array(name.utf8), as: UTF8.self), nameRange: nameRange,
                            attributeIndices: 3..<5, startTagRange: ByteRange(0, Int(nameRange.end) + 9),
                            endTagRange: ByteRange(40, 50), isSelfClosing: false, isVoid: false)
      let read = ElementBits(element).element
      XCTAssertEqual(read.name, name)
      XCTAssertEqual(read.nameRange, nameRange)
      XCTAssertEqual(read.attributeIndices, 3..<5)
      XCTAssertEqual(read.startTagRange, element.startTagRange)
      XCTAssertEqual(read.endTagRange, ByteRange(40, 50))
    }
  }

  /// The model's elements read their tags after everything else that held the syntax tree is
  /// gone: the element storage keeps the nodes, and so the boxed names its facts' bits point to.
  func testTheElementsOutliveTheirTreeWithLongNames() {
    let long = "app-navigation-menu-item"
    let elements: AXElements = {
      let source = SourceFile(path: "t.html", text: "<\(long) label=\"a\"><an-text>Hola</an-text></\(long)><\(long)></\(long)>")
      return AccessibilityTree(syntax: TemplateParser.parse(source), components: [long: "an-button"]).elements
    }()
    XCTAssertEqual(elements.map(\.tagName), [long, "an-text", long])
    XCTAssertEqual(elements[0].element.nameRange, ByteRange(1, 1 + long.utf8.count))
    XCTAssertEqual(elements[2].primitive.name, long)
  }
}
