import XCTest
@testable import Lint

final class LabelTooLongRuleTests: XCTestCase {
  let id = "label-too-long"

  func test_long1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Guarda el borrador sin salir de la pantalla para seguir editándolo después\" (tap)=\"save()\"></an-button>", rule: id), [
      "1:32 label is 74 characters long (over 60): a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)",
    ])
  }

  func test_long2() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Order sent. It arrives on Tuesday\" (tap)=\"open()\"></an-button>", rule: id), [
      "1:32 label has more than one sentence: a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)",
    ])
  }

  func test_long3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"أضف هذا المنتج إلى قائمة المفضلة لديك لتتمكن من العثور عليه لاحقًا بسهولة\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:32 label is 72 characters long (over 60): a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)",
    ])
  }

  func testMaxLengthOption() {
    let text = "<an-button accessibilityLabel=\"Notification settings\" (tap)=\"n()\"></an-button>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "rules:\n  label-too-long: { max-length: 20 }"), [
      "1:32 label is 21 characters long (over 20): a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)",
    ])
  }

  func testAbbreviationIsNotASentence() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Dr. García\" (tap)=\"d()\"></an-button>", rule: id), [])
  }

  /// Abbreviations, ordinals and a stop before a digit or a lowercase letter are not sentence
  /// ends; a stop after an ordinary word before a capital is, in a binding too.
  func testAbbreviationsAndOrdinalsAreNotSentenceEnds() {
    let labels = ["1. Klasse", "Abfahrt am 12. März", "Despacito (feat. Justin Bieber)", "Greatest Hits Vol. 2",
                  "Dott. Rossi", "19,99 € inkl. MwSt.", "12 ene. 2024", "Mercadona S.A. Pago", "approx. three days",
                  "Pedido enviado. Llega el martes", "Año 2024. Nuevo plan"]
    let text = labels.map { "<an-button accessibilityLabel=\"\($0)\" (tap)=\"d()\"></an-button>" }.joined(separator: "\n")
      + "\n@if (x) { <an-button [accessibilityLabel]=\"a ? 'Nr. 12' : 'Listo. Sigue'\" (tap)=\"d()\"></an-button> }"
    let advice = "a label is a short name read on every visit; keep the name and move the rest to accessibilityHint (what acting does) or accessibilityValue (the state)"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "10:32 label has more than one sentence: \(advice)",
      "11:32 label has more than one sentence: \(advice)",
      "12:44 label alternative 'Listo. Sigue' has more than one sentence: \(advice)",
    ])
  }
}
