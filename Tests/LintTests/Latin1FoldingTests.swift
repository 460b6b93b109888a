import Foundation
import XCTest
@testable import Lint

/// The Latin-1 folding table against Foundation's folding of whole strings.
final class Latin1FoldingTests: XCTestCase {
  func foundation(_ s: String) -> String { s.folding(options: Latin1Folding.options, locale: nil) }

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
