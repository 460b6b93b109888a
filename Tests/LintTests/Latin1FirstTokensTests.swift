import XCTest
@testable import Lint

/// `WordMatcher.firstLatin1TokensDiffer`, which reads the foldings a byte at a time
/// (`Latin1Folding.FoldedBytes`), against building each folding and splitting its first token.
final class Latin1FirstTokensTests: XCTestCase {
  /// The folding `uncachedTokens` splits with `asciiTokens` (an ASCII text's own bytes, or a
  /// Latin-1 folding that is lowercase ASCII), nil for any other text.
  func folding(_ text: String) -> [UInt8]? {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
    guard let folded = Latin1Folding.foldedBytes(text),
          folded.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) else { return nil }
    return folded
  }

  func firstToken(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { b in WordMatcher.firstTokenRange(b).map { b[$0] | (b[$0] >= 0x41 && b[$0] <= 0x5A ? 0x20 : 0) } }
  }

  func reference(_ first: String, _ second: String) -> Bool {
    guard let a = folding(first), let b = folding(second), !firstToken(a).isEmpty else { return false }
    return firstToken(a) != firstToken(b)
  }

  func testFirstTokensDifferAsTheBuiltFoldingsSay() {
    let texts = ["", " ", "Añadir al carrito", "añadir", "ANADIR", "Anadir", "Guardar", "Guarda los cambios",
                 "¿Añadir?", "«Añadir»", "Straße", "strasse", "Ærø", "£5 off", "5", "à", "A", "-- é --", "e",
                 "Café", "cafe au lait", "日本", "Café 日本", "½ price", "x × y", "ÀÉÎÕÜ", "aeiou"]
    var checked = 0
    for first in texts {
      for second in texts {
        XCTAssertEqual(WordMatcher.firstLatin1TokensDiffer(first, second), reference(first, second), "\(first) / \(second)")
        checked += 1
      }
    }
    XCTAssertEqual(checked, texts.count * texts.count)
    XCTAssertFalse(WordMatcher.firstLatin1TokensDiffer("Añadir al carrito", "ANADIR"))
    XCTAssertTrue(WordMatcher.firstLatin1TokensDiffer("Añadir al carrito", "Añadido"))
    XCTAssertFalse(WordMatcher.firstLatin1TokensDiffer("", "Añadir"))
    XCTAssertFalse(WordMatcher.firstLatin1TokensDiffer("Añadir", "日本"))
  }

  /// Each character's flag says whether its folding alone is lowercase ASCII.
  func testFoldsToLowercaseASCIIAgreesWithTheFolding() {
    for value in 0...255 {
      let text = String(Character(Unicode.Scalar(UInt8(value))))
      let expected = Latin1Folding.foldedBytes(text)!.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }
      XCTAssertEqual(Latin1Folding.foldsToLowercaseASCII[value], expected, "\(value)")
    }
    XCTAssertTrue(Latin1Folding.foldsToLowercaseASCII[0xC1])  // Á folds to "a"
  }
}
