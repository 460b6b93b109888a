import Foundation
import XCTest
@testable import Lint

/// The Latin-1 folding table against Foundation's folding of whole strings.
final class Latin1FoldingTests: XCTestCase {
  func foundation(_ s: String) -> String { s.folding(options: Latin1Folding.options, locale: nil) }

  /// The tables fold their characters in one call: each piece must be what folding the
  /// character alone gives.
  func testFoldingEachCharacterInOneCallGivesEachCharactersFolding() {
    let values = Array(0...255) + Array(0x600...0x6FF)
    let alone = values.map { foundation(String(Character(Unicode.Scalar(UInt32($0))!))) }
    let together = Latin1Folding.foldEach(values)
    XCTAssertEqual(together.count, 512)
    XCTAssertEqual(zip(together, alone).filter { Array($0.unicodeScalars) != Array($1.unicodeScalars) }.count, 0)
    XCTAssertEqual(together[0xC1], "a")
    XCTAssertEqual(together[0xC9], "e")
    XCTAssertEqual(together[256 + 0x4E], "\u{064E}")  // a fatha alone stays (the words drop it)
    XCTAssertEqual(Latin1Folding.foldEach([]), [])
  }

  func testEveryPairOfLatin1CharactersFoldsAsFoundationFoldsIt() {
    var different: [String] = []
    var checked = 0
    for a in 0...255 {
      for b in 0...255 {
        let s = String(Character(Unicode.Scalar(UInt8(a)))) + String(Character(Unicode.Scalar(UInt8(b))))
        checked += 1
        if Latin1Folding.fold(s) != foundation(s) { different.append(s) }
      }
    }
    XCTAssertEqual(different, [])
    XCTAssertEqual(checked, 65_536)
  }

  /// Latin-1 text that folds to lowercase ASCII is split on its bytes (`asciiTokens`); the
  /// words must be those of the scalar definition (`unicodeTokens`), for every pair of Latin-1
  /// characters, alone and between words and hyphens.
  func testTokensOfFoldedLatin1TextAreTheDefinitionsTokens() {
    var checked = 0
    var viaBytes = 0
    for a in 0...255 {
      for b in 0...255 {
        let pair = String(Character(Unicode.Scalar(UInt8(a)))) + String(Character(Unicode.Scalar(UInt8(b))))
        for s in [pair, "Añadir " + pair + "-on", "x" + pair + "y"] {
          let folded = Latin1Folding.folded(s)
          let expected = WordMatcher.unicodeTokens(folded)
          let got = WordMatcher.uncachedTokens(s)
          XCTAssertEqual(got.tokens, expected.tokens, s)
          XCTAssertEqual(got.lastIsCompound, expected.lastIsCompound, s)
          checked += 1
          if folded.utf8.allSatisfy({ $0 < 0x80 }) { viaBytes += 1 }
        }
      }
    }
    XCTAssertEqual(checked, 196_608)
    XCTAssertGreaterThan(viaBytes, 90_000)
    XCTAssertEqual(WordMatcher.uncachedTokens("Añadir al CARRITO").tokens, ["anadir", "al", "carrito"])
  }

  func testSentencesAndOtherScripts() {
    for s in ["¿Borrar el artículo?", "AÑADIR AL CARRITO", "Straße", "Élève", "ﬁ", "naïve café", "Ångström", ""] {
      if s.unicodeScalars.allSatisfy({ $0.value < 256 }) {
        XCTAssertEqual(Latin1Folding.fold(s), foundation(s), s)
      } else {
        XCTAssertNil(Latin1Folding.fold(s), s)
      }
      XCTAssertEqual(Latin1Folding.folded(s), foundation(s), s)
    }
    XCTAssertEqual(Latin1Folding.fold("AÑADIR"), "anadir")
    XCTAssertNil(Latin1Folding.fold("حفظ"))
    XCTAssertEqual(Latin1Folding.folded("حفظ"), foundation("حفظ"))
  }
}
