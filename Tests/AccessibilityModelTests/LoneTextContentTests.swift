import XCTest
@testable import AccessibilityModel
import TemplateSyntax

/// `ModelBuilder.loneTextContent` reads an element whose one child is text without the walk of
/// `contentText`: where it answers, its answer must be the walk's (parts, offsets, choices), and
/// it must leave text with an ICU message, and any other content, to the walk.
final class LoneTextContentTests: XCTestCase {
  func testAgreesWithTheWalk() {
    let pieces = ["Hola ", "{{ name }}", " ", "\n  ", "{{ on ? 'Sí' : 'No' }}", "{{ a ?? 'b' }}", "\u{A0}", "é",
                  "&amp;", "{{ }}", "elementos"]
    var answered = 0
    for text in joinings(of: pieces) {
      let source = SourceFile(path: "t", text: "<an-button>" + text + "</an-button>")
      let builder = ModelBuilder(syntax: TemplateParser.parse(source), components: [:])
      let elements = builder.build()
      guard let button = elements.first else { return XCTFail("no element for \(text.debugDescription)") }
      let walked = builder.contentText(button.node, elements: elements, axOfNode: ElementOfNode(elements: elements))
      guard let lone = builder.loneTextContent(button.node) else { continue }
      answered += 1
      XCTAssertEqual(lone, walked, text.debugDescription)
      XCTAssertEqual(lone.range, walked.range, text.debugDescription)
    }
    XCTAssertGreaterThan(answered, pieces.count * pieces.count)
  }

  func testLeavesICUMessagesAndElementsToTheWalk() {
    for body in ["{n, plural, =1 {uno} other {varios}} {{ x }}", "Hola <b>{{ name }}</b>", "", "<an-text>a</an-text>"] {
      let source = SourceFile(path: "t", text: "<an-button>" + body + "</an-button>")
      let builder = ModelBuilder(syntax: TemplateParser.parse(source), components: [:])
      let elements = builder.build()
      guard let button = elements.first else { return XCTFail("no element for \(body.debugDescription)") }
      XCTAssertNil(builder.loneTextContent(button.node), body.debugDescription)
    }
  }

  /// `mayHoldQuestionMark` reads eight bytes at a step: it must tell a `?` anywhere in the
  /// range, at every length and offset, and none outside it.
  func testQuestionMarkIsFoundWhereverItIs() {
    let text = String(repeating: "ab?cdefghijklmnopqrstuvwxyz?0123456789é", count: 2)
    let source = SourceFile(path: "t", text: text)
    let builder = ModelBuilder(syntax: TemplateParser.parse(source), components: [:])
    let bytes = Array(text.utf8)
    for start in 0..<bytes.count {
      for end in start...bytes.count {
        let expected = bytes[start..<end].contains(UInt8(ascii: "?"))
        XCTAssertEqual(builder.mayHoldQuestionMark(ByteRange(start, end)), expected, "\(start)..<\(end)")
      }
    }
    XCTAssertFalse(builder.mayHoldQuestionMark(ByteRange(bytes.count, bytes.count + 9)))
  }
}
