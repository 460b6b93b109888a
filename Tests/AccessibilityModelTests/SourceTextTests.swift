import XCTest
@testable import AccessibilityModel
import TemplateSyntax

/// `ModelBuilder.sourceText` leaves out the ASCII spaces at the ends before it makes the text;
/// what it gives must be the whole range's text with its whitespace collapsed, as before.
final class SourceTextTests: XCTestCase {
  func testAgreesWithCollapsingTheWholeText() {
    let pieces = ["a", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2003}", "\u{1C}", "é", "ب", "x y", "{{", "}}"]
    var checked = 0
    for text in joinings(of: pieces) {
      let source = SourceFile(path: "t", text: "<x>" + text + "</x>")
      let builder = ModelBuilder(syntax: TemplateParser.parse(source), components: [:])
      let range = ByteRange(3, 3 + text.utf8.count)
      XCTAssertEqual(builder.sourceText(range), source.text(range).trimmingCharacters(), text.debugDescription)
      checked += 1
    }
    XCTAssertEqual(checked, pieces.count * pieces.count * pieces.count)
    // Bytes that are not UTF-8 next to the spaces decode as they did.
    let source = SourceFile(path: "t", bytes: [0x20, 0xC3, 0x20, 0x61, 0x20, 0xFF, 0x09])
    let builder = ModelBuilder(syntax: TemplateParser.parse(source), components: [:])
    let whole = ByteRange(0, 7)
    XCTAssertEqual(builder.sourceText(whole), source.text(whole).trimmingCharacters())
    XCTAssertEqual(builder.sourceText(ByteRange(5, 99)), source.text(ByteRange(5, 99)).trimmingCharacters())
  }
}

/// `BindingFormMistake.quoted` turns a text away by its first byte past ASCII spaces before it
/// collapses it: the answer must be the full reading's.
final class QuotedTextTests: XCTestCase {
  /// The full reading, as written before the byte test.
  func reference(_ text: String) -> BindingFormMistake? {
    let trimmed = collapseWhitespace(text)
    guard let first = trimmed.first, let last = trimmed.last, trimmed.count >= 2, first == last,
          first == "'" || first == "\"" else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains(first) else { return nil }
    return .quotedStaticText(text: String(inner), quote: first)
  }

  func testAgreesWithTheFullReading() {
    let pieces = ["'", "\"", " ", "\t", "\u{A0}", "\u{2003}", "a", "é", "'\u{301}", "\u{1C}", "Guardar", "\n"]
    var found = 0
    for text in joinings(of: pieces, endings: ["", "'", "\"", " "]) {
      let got = BindingFormMistake.quoted(text)
      XCTAssertEqual(got, reference(text), text.debugDescription)
      if got != nil { found += 1 }
    }
    XCTAssertGreaterThan(found, 50)
  }
}
