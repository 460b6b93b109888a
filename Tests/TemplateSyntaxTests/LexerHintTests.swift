import XCTest
@testable import TemplateSyntax

/// What the lexer tells the tree builder about a token so that it need not look again: a text
/// token's `flag` (its first byte when every byte after it is a space, for a run of 1 to 32
/// bytes; 0 says nothing), and a quoted attribute value's `valueIsPlain` (no `{`, `&` or line
/// break in it). Each hint is checked against the token's bytes, and shown to be given where
/// the builder relies on it most (an indentation before a tag, a value with none of those bytes).
final class LexerHintTests: XCTestCase {
  /// The tokens of `template`, with its bytes.
  private func tokens(_ template: [UInt8]) -> [Token] {
    template.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(buffer)
      var found: [Token] = []
      while true {
        let token = lexer.next()
        if token.kind == .endOfFile { return found }
        found.append(token)
      }
    }
  }

  func testATextTokenIsFlaggedWithItsFirstByteOnlyWhenTheRestIsSpaces() {
    let firsts: [UInt8] = [0x0A, 0x20, 0x09, 0x0D, 0x61, 0xC3]
    let fillers: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x20, 0x09, 0x0A, 0x62, 0xA0]
    let ends: [[UInt8]] = [Array("<b>".utf8), Array("{{ x }}".utf8), Array("}".utf8), Array("&amp;".utf8),
                           Array("@if (a) {}".utf8), Array("{a, plural, =1 {x}}".utf8), []]
    var generator = SplitMix64(seed: 41)
    var flaggedIndentations = 0
    for length in 0..<40 {
      for _ in 0..<12 {
        let first = firsts[Int(generator.next() % UInt64(firsts.count))]
        let rest: [UInt8] = (0..<length).map { _ in
          generator.next() % 4 == 0 ? fillers[Int(generator.next() % UInt64(fillers.count))] : 0x20
        }
        let end = ends[Int(generator.next() % UInt64(ends.count))]
        let template = [first] + rest + end
        for token in tokens(template) where token.kind == .text && token.flag != 0 {
          let run = template[Int(token.range.start)..<Int(token.range.end)]
          XCTAssertLessThanOrEqual(run.count, 32, "\(template)")
          XCTAssertEqual(token.flag, run.first, "\(template)")
          XCTAssertTrue(run.dropFirst().allSatisfy { $0 == 0x20 }, "\(template)")
        }
      }
    }
    // An indentation before a tag, the commonest text, is flagged, up to 32 bytes.
    for width in 0..<40 {
      let template = [UInt8(0x0A)] + [UInt8](repeating: 0x20, count: width) + Array("<b></b>".utf8)
      let first = tokens(template)[0]
      XCTAssertEqual(first.kind, .text)
      XCTAssertEqual(first.flag, width + 1 <= 32 ? 0x0A : 0, "\(width) spaces")
      if first.flag == 0x0A { flaggedIndentations += 1 }
    }
    XCTAssertEqual(flaggedIndentations, 32)
  }

  func testAQuotedValueIsPlainOnlyWithoutABraceAnAmpersandOrALineBreak() {
    let alphabet: [UInt8] = Array("ab \t<>'\"&{}\n\r=/".utf8) + [0xC3, 0xA9]
    var generator = SplitMix64(seed: 42)
    var plain = 0
    for length in 0..<40 {
      for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
        for _ in 0..<8 {
          let value: [UInt8] = (0..<length).map { _ in
            generator.next() % 3 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x61
          }.filter { $0 != quote }
          let template = Array("<a b=".utf8) + [quote] + value + [quote] + Array("></a>".utf8)
          guard let attribute = tokens(template).first(where: { $0.kind == .attribute }) else {
            XCTFail("no attribute in \(template)")
            continue
          }
          let read = template[Int(attribute.value.start)..<Int(attribute.value.end)]
          let special = read.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "&") || $0 == 0x0A || $0 == 0x0D }
          if attribute.valueIsPlain {
            XCTAssertFalse(special, "\(template)")
            XCTAssertEqual(Array(read), value, "\(template)")
            plain += 1
          } else {
            XCTAssertTrue(special, "a value with no brace, ampersand or line break is plain: \(template)")
          }
        }
      }
    }
    XCTAssertGreaterThan(plain, 100)
  }
}
