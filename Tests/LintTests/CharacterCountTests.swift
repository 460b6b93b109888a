import XCTest
@testable import Lint

/// `TextTools.characterCount` counts Latin-1 text on its bytes; it must equal `String.count`
/// (grapheme clusters) for every text, which is what it falls back to past U+00FF.
final class CharacterCountTests: XCTestCase {
  func latin1(_ value: Int) -> String { String(Character(Unicode.Scalar(UInt8(value)))) }

  func testEveryPairOfLatin1CharactersCountsAsStringCountDoes() {
    var different: [String] = []
    var checked = 0
    for a in 0...255 {
      for b in 0...255 {
        // (built from scalars: `Character` + `Character` would already be two clusters)
        var scalars = String.UnicodeScalarView()
        scalars.append(Unicode.Scalar(UInt8(a)))
        scalars.append(Unicode.Scalar(UInt8(b)))
        let s = String(scalars)
        for text in [s, "x" + s + "\r", "\r" + s + "\n"] {
          checked += 1
          if TextTools.characterCount(text) != text.count { different.append(text) }
        }
      }
    }
    XCTAssertEqual(different, [])
    XCTAssertEqual(checked, 196_608)
  }

  func testOtherScriptsAndClusters() {
    for text in ["", "Añadir al carrito", "a\r\nb", "\r\r\n\n", "e\u{301}", "مرحبا بك", "👍🏽 Listo", "🇪🇸", "ñ\u{303}", "\u{AD}x"] {
      XCTAssertEqual(TextTools.characterCount(text), text.count, "\(Array(text.unicodeScalars))")
    }
    XCTAssertEqual(TextTools.characterCount("Añadir\r\n"), 7)
  }
}
