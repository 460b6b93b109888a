import Foundation
import XCTest
@testable import Lint

/// The Arabic-script table against the definition: Foundation's folding of the whole text,
/// then `WordMatcher.unicodeTokens`.
final class ArabicScriptTokensTests: XCTestCase {
  func definition(_ s: String) -> (tokens: [String], lastIsCompound: Bool) {
    WordMatcher.unicodeTokens(s.folding(options: Latin1Folding.options, locale: nil))
  }

  /// Every character of the Arabic block and of printable ASCII, in pairs, alone and between
  /// words and hyphens.
  func testEveryPairSplitsAsTheDefinitionSplitsIt() {
    let characters = (Array(0x20..<0x7F) + Array(0x600...0x6FF)).map { String(Character(Unicode.Scalar(UInt32($0))!)) }
    var checked = 0
    var leftToFoundation = 0
    var different: [String] = []
    for a in characters {
      for b in characters {
        let pair = a + b
        for s in [pair, "حفظ " + pair + "-on", "ب" + pair + "x"] {
          guard let got = ArabicScriptTokens.tokens(s) else { leftToFoundation += 1; continue }
          let expected = definition(s)
          if got.tokens != expected.tokens || got.lastIsCompound != expected.lastIsCompound {
            if different.count < 20 { different.append(s.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
          }
          checked += 1
        }
      }
    }
    XCTAssertEqual(different, [])
    // Left to Foundation: the pairs with one of the 25 marks the words keep.
    let kept = Array(0x610...0x61A) + Array(0x6D6...0x6DC) + Array(0x6E1...0x6E4) + [0x6E7, 0x6E8, 0x6ED]
    XCTAssertEqual((0x600...0x6FF).filter { ArabicScriptTokens.steps[0x80 + $0 - 0x600] == nil }, kept)
    XCTAssertEqual(leftToFoundation, (351 * 351 - 326 * 326) * 3)
    XCTAssertEqual(checked + leftToFoundation, 351 * 351 * 3)
  }

  func testLabelsAndWhatItLeavesToFoundation() {
    XCTAssertEqual(ArabicScriptTokens.tokens("مُفعَّلة")?.tokens, ["مفعله"])
    XCTAssertEqual(ArabicScriptTokens.tokens("إغلاق النافذة")?.tokens, ["اغلاق", "النافذه"])
    XCTAssertEqual(ArabicScriptTokens.tokens("مرحبا بك، Ahmed 12")?.tokens, ["مرحبا", "بك", "ahmed", "12"])
    XCTAssertEqual(ArabicScriptTokens.tokens("Wi-Fi شغّال")?.tokens, ["wi", "fi", "شغال"])
    XCTAssertEqual(ArabicScriptTokens.tokens("")?.tokens, [])
    // Any other character: Latin-1, Hebrew, an emoji, U+0700.
    for s in ["Añadir حفظ", "שלום", "حفظ 👍", "\u{0700}"] { XCTAssertNil(ArabicScriptTokens.tokens(s), s) }
    for s in ["مُفعَّلة", "إغلاق النافذة", "حفظ 👍", "Añadir حفظ", "١٢٣ رسالة"] {
      let got = WordMatcher.uncachedTokens(s)
      XCTAssertEqual(got.tokens, definition(s).tokens, s)
      XCTAssertEqual(got.lastIsCompound, definition(s).lastIsCompound, s)
    }
  }
}
