import XCTest
@testable import Lint
import AccessibilityModel

/// The ASCII fast paths of the rules give what the Unicode-aware code they skip would give.
final class RuleFastPathTests: XCTestCase {
  func test_cues_nonASCIIDigitsAndCurrencySignsStillFound() {
    let words = WordMatcher()
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["Cuesta ٣"], words), ["a number"])
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["Vale ९ €"], words), ["a number", "a currency sign"])
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["£"], words), ["a currency sign"])
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["$"], words), ["a currency sign"])
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["7"], words), ["a number"])
    // Not decimal digits: superscripts, fractions, Roman numerals; '#' and '%' are no currency.
    XCTAssertEqual(HintEssentialInformationRule.cues(in: ["x² ½ Ⅻ # %"], words), [])
  }

  func test_cues_asciiAgreesWithUnicodeProperties() {
    for value in 0..<0x80 {
      let scalar = Unicode.Scalar(UInt8(value))
      var expected: [String] = []
      if scalar.properties.numericType == .decimal { expected.append("a number") }
      if scalar.properties.generalCategory == .currencySymbol { expected.append("a currency sign") }
      XCTAssertEqual(HintEssentialInformationRule.cues(in: [String(scalar)], WordMatcher()), expected, "U+\(value)")
    }
  }

  /// unknown-accessibility-prop passes over names of fewer than six bytes without judging them.
  func test_looksLikeAccessibility_falseForEveryShortName() {
    var names = ["acces", "ACCES", "İİ", "Aİİ", "a", "", "ﬃ", "ẞẞ", "Σ"]
    for a in ["a", "c", "e", "s", "i", "b", "l", "A", "C"] {
      for b in ["a", "c", "e", "s", "i", "b", "l", "İ"] { names += [a + b + "ces", a + b + "c" + b] }
    }
    for name in names where name.utf8.count < 6 {
      XCTAssertFalse(UnknownAccessibilityPropRule.looksLikeAccessibility(name), name)
    }
    XCTAssertTrue(UnknownAccessibilityPropRule.looksLikeAccessibility("acessib"))
  }

  func test_isProp_sameAsRawValue() {
    for name in AccessibilityProp.allCases.map(\.rawValue) + ["accessibilitylabel", "accessibilityLabe", "accessible ",
                                                             "", "ác", "accessibilityLabelx", "class", "accessibilityÉtat", "accessib", "a", "Accessible"] {
      XCTAssertEqual(UnknownAccessibilityPropRule.isProp(name), AccessibilityProp(rawValue: name) != nil, name)
      XCTAssertEqual(AccessibilityProp.named(name), AccessibilityProp(rawValue: name), name)
    }
  }

  /// The byte scan before the scalar walk misses no sentence end: every scalar up to U+2FFF
  /// and of the ends' own blocks, between two words, answers as without it.
  func test_sentenceBreak_byteScanMissesNoEnd() {
    var checked = 0
    for value in Array(0x20...0x2FFF) + Array(0x3000...0x303F) + Array(0xFF00...0xFFEF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "Hola\(Character(scalar)) adiós"
      let ends = [".", "!", "?", "\u{061F}", "\u{3002}", "\u{FF01}", "\u{FF1F}"].contains(String(scalar))
      XCTAssertEqual(LabelTooLongRule.mayEndASentence(text), ends, "U+\(String(value, radix: 16))")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 12_000)
  }

  /// The byte scan turns away texts whose ends have no space and more text after them
  /// ("Guardar.", "1.5 kg") and never one the scalar walk finds a break in: over generated
  /// texts of words, ends, spaces of every kind and other scripts.
  func test_sentenceBreak_byteScanKeepsEveryBreak() {
    let pieces = ["Hola", "a", "Dr", "e.g", "1.5", "kg", ".", "!", "?", "\u{061F}", "\u{3002}", "\u{FF01}", " ", "  ", "\t",
                  "\n", "\u{A0}", "\u{2003}", "\u{3000}", "١", "أنت", "保存", "-", ")"]
    // (A seeded generator: the same texts on every run.)
    var state: UInt64 = 21
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    var breaks = 0
    var turnedAway = 0
    for _ in 0..<20_000 {
      let text = (0...next(6)).map { _ in pieces[next(pieces.count)] }.joined()
      let full = LabelTooLongRule.hasSentenceBreak(text)
      let kept = LabelTooLongRule.mayEndASentence(text)
      if full { breaks += 1 }
      if !kept && text.contains(where: { ".!?".contains($0) }) { turnedAway += 1 }
      XCTAssertTrue(!full || kept, text.debugDescription)
    }
    XCTAssertGreaterThan(breaks, 1_000)
    XCTAssertGreaterThan(turnedAway, 1_000)
    for text in ["Guardar.", "Guardar.  ", "1.5 kg", "e.g", "¿Salir?"] {
      XCTAssertFalse(LabelTooLongRule.mayEndASentence(text), text)
    }
    for text in ["Guardado. Siguiente", "Hola.\u{A0}", "¿Salir? Sí"] {
      XCTAssertTrue(LabelTooLongRule.mayEndASentence(text), text)
    }
  }

  func test_sentenceBreak_nonASCIIEndsStillSeen() {
    XCTAssertTrue(LabelTooLongRule.hasSentenceBreak("هل أنت متأكد؟ احذف"))
    XCTAssertTrue(LabelTooLongRule.hasSentenceBreak("保存しました。次へ"))
    XCTAssertTrue(LabelTooLongRule.hasSentenceBreak("Guardado. Siguiente"))
    XCTAssertFalse(LabelTooLongRule.hasSentenceBreak("Guardar cambios"))
    XCTAssertFalse(LabelTooLongRule.hasSentenceBreak("Perfil de usuario 12"))
  }

  func test_tokens_sameWhetherFoldedFirstOrNot() {
    for text in ["Wi-Fi on", "Activadas", "مُفعَّلة", "Add-on", "Perfil  de usuario 11", "ÉTÉ"] {
      let direct = WordMatcher.tokens(text)
      XCTAssertEqual(WordMatcher.folded(text).tokens, direct, text)
      XCTAssertEqual(WordMatcher.uncachedTokens(text).tokens, direct, text)
    }
  }

  func test_firstTokenFilter_keepsEveryEntry() {
    let words = WordMatcher()
    XCTAssertEqual(words.firstMatch(.state, in: "Favorito activado"), "activado")
    XCTAssertEqual(words.firstMatch(.state, in: "Wi-Fi on"), "on")
    XCTAssertNil(words.firstMatch(.state, in: "Add-on"))
    XCTAssertTrue(words.isEntirely(.state, "Activadas"))
  }
}
