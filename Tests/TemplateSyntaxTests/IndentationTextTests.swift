import XCTest
@testable import TemplateSyntax

/// A text node that is one indentation (a line break then spaces, 1 to 32 bytes) keeps only its
/// range and makes its text again when read: every reading of it is the text of its bytes, and
/// an indentation followed by more text in the same run is a literal part like any other.
final class IndentationTextTests: XCTestCase {
  private func texts(_ template: String) -> [TextNode] {
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: template))
    return tree.nodes.compactMap(\.text)
  }

  func testIndentationNodesReadAsTheirBytes() {
    for width in [0, 1, 7, 14, 15, 16, 31, 32, 40] {
      let indentation = "\n" + String(repeating: " ", count: width)
      let template = "<a>" + indentation + "<b></b>" + indentation + "</a>"
      let nodes = texts(template)
      XCTAssertEqual(nodes.count, 2, "\(width)")
      for node in nodes {
        XCTAssertEqual(node.onlyLiteral?.text, indentation, "\(width)")
        XCTAssertEqual(node.literalText, indentation, "\(width)")
        XCTAssertTrue(node.isWhitespace)
        XCTAssertFalse(node.hasInterpolation)
        guard case .literal(let text, let range)? = node.parts.first, node.parts.count == 1 else {
          return XCTFail("one literal part expected, width \(width)")
        }
        XCTAssertEqual(text, indentation)
        XCTAssertEqual(range, node.onlyLiteral?.range)
        XCTAssertEqual(range.length, indentation.utf8.count)
      }
    }
  }

  func testIndentationFollowedByMoreTextInTheSameRun() {
    // (An interpolation: the indentation is the run's first literal part.)
    let interpolated = texts("<a>\n    {{ x }}</a>")
    XCTAssertEqual(interpolated.count, 1)
    XCTAssertNil(interpolated[0].onlyLiteral)
    XCTAssertEqual(interpolated[0].parts.count, 2)
    if case .literal(let text, let range) = interpolated[0].parts[0] {
      XCTAssertEqual(text, "\n    ")
      XCTAssertEqual(range, ByteRange(3, 8))
    } else {
      XCTFail("a literal part first")
    }
    XCTAssertEqual(interpolated[0].literalText, "\n    ")
    // (A character reference: merged with the indentation into one literal.)
    let referenced = texts("<a>\n  &amp;</a>")
    XCTAssertEqual(referenced.count, 1)
    XCTAssertEqual(referenced[0].onlyLiteral?.text, "\n  &")
    XCTAssertEqual(referenced[0].onlyLiteral?.range, ByteRange(3, 11))
    XCTAssertFalse(referenced[0].isWhitespace)
  }

  func testIndentationTextOfEveryLength() {
    for count in 1...32 {
      XCTAssertEqual(RepeatedStrings.indentation(count: count), "\n" + String(repeating: " ", count: count - 1))
    }
    XCTAssertNil(RepeatedStrings.indentation(count: 0))
    XCTAssertNil(RepeatedStrings.indentation(count: 33))
  }
}
