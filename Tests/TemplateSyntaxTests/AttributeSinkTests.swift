import XCTest
@testable import TemplateSyntax

/// `AttributeSink` (the builder's attributes, made into the room of the tree's array, then past
/// it into an array of their own) gives the tree every attribute, in order, however many there
/// are for the template's size, and reads them by index while the parse goes on.
final class AttributeSinkTests: XCTestCase {
  func testKeepsOrderInTheRoomAndPastIt() {
    var storage = [Attribute]()
    let attributes = (0..<40).map { k in
      Attribute(kind: .plain, name: "a\(k)", range: ByteRange(k, k + 1), nameRange: ByteRange(k, k + 1))
    }
    let made = [Attribute](unsafeUninitializedCapacity: 8) { room, count in
      var sink = AttributeSink(room: room)
      for attribute in attributes { sink.append(attribute) }
      XCTAssertEqual(sink.count, 40)
      XCTAssertEqual(sink.map(\.name), attributes.map(\.name))
      XCTAssertEqual(sink[sink.count - 1].name, "a39")
      count = sink.inRoom
      storage = sink.takeOverflow()
      XCTAssertEqual(count + storage.count, 40)
    }
    XCTAssertEqual((made + storage).map(\.name), attributes.map(\.name))
  }

  func testADenseTemplateKeepsEveryAttributeInOrder() {
    // (More attributes than its size makes room for: one per 48 bytes, at least 16.)
    let names = (0..<60).map { "a\($0)" }
    let text = "<p " + names.joined(separator: " ") + "></p><i x y></i>"
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    XCTAssertEqual(tree.attributes.map(\.name), names + ["x", "y"])
    let elements = tree.nodes.compactMap(\.element)
    XCTAssertEqual(elements.map { tree.attributes(of: $0).map(\.name) }, [names, ["x", "y"]])
  }
}
