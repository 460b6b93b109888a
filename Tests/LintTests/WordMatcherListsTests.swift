import XCTest
@testable import Lint

/// `WordMatcher.Lists`: the hint rules' lists read together say "no word" only for a text in
/// which neither list finds one.
final class WordMatcherListsTests: XCTestCase {
  func test_noWordOfEitherListWhereTheUnionSaysNone() {
    let words = WordMatcher()
    let lists = words.hintWordLists()
    let gesture = words.list(.gesture)
    let essential = words.list(.essential)
    let texts = [
      "Opens the settings", "Double tap to open", "Toca dos veces para abrir", "Required field", "Campo obligatorio",
      "Error al guardar", "Desliza hacia arriba", "انقر مرتين للفتح", "حقل مطلوب", "Champ requis", "Añadir al carrito",
      "", "   ", "Swipe left to delete", "Pflichtfeld", "Scorri verso destra", "Ver más detalles", "Zoom",
    ]
    for text in texts where !lists.mayMatch(text) {
      XCTAssertNil(words.firstMatch(gesture, in: text), text)
      XCTAssertEqual(words.matches(essential, in: text), [], text)
    }
    // The lists' own words are never passed over.
    XCTAssertTrue(lists.mayMatch("Double tap to open"))
    XCTAssertTrue(lists.mayMatch("Required field"))
  }
}
