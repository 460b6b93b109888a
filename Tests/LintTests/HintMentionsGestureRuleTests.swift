import XCTest
@testable import Lint

final class HintMentionsGestureRuleTests: XCTestCase {
  let id = "hint-mentions-gesture"

  func test_gest1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Favorito\" accessibilityHint=\"Toca dos veces para añadirlo a favoritos\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:61 hint tells the gesture ('toca dos veces'): the screen reader already says how to act, in the user's own settings and input; describe what acting does instead",
    ])
  }

  func test_gest2() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Order\" accessibilityHint=\"Double tap to open the order\" (tap)=\"open()\"></an-button>", rule: id), [
      "1:58 hint tells the gesture ('double tap'): the screen reader already says how to act, in the user's own settings and input; describe what acting does instead",
    ])
  }

  func test_gest3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"الطلب\" accessibilityHint=\"انقر مرتين لفتح الطلب\" (tap)=\"open()\"></an-button>", rule: id), [
      "1:58 hint tells the gesture ('انقر مرتين'): the screen reader already says how to act, in the user's own settings and input; describe what acting does instead",
    ])
  }

  func test_gest4() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Mensaje\" [accessibilityHint]=\"unread ? 'Pulsa dos veces para leerlo' : 'Abre el mensaje'\" (tap)=\"read()\"></an-button>", rule: id), [
      "1:62 hint alternative 'Pulsa dos veces para leerlo' tells the gesture ('pulsa dos veces'): the screen reader already says how to act, in the user's own settings and input; describe what acting does instead",
    ])
  }

  /// "Here" and number forms of each language's gestures.
  func testHereAndNumberForms() {
    let hints = ["Toca aquí para ver el pedido", "Tap here to open the order", "Appuyez pour ouvrir la commande",
                 "Tippen Sie hier, um die Bestellung zu öffnen", "Tap 2 times to open", "اضغط مع الاستمرار للحذف", "Abre el pedido"]
    let text = hints.map { "<an-button accessibilityLabel=\"Pedido\" accessibilityHint=\"\($0)\" (tap)=\"open()\"></an-button>" }.joined(separator: "\n")
    let advice = "the screen reader already says how to act, in the user's own settings and input; describe what acting does instead"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:59 hint tells the gesture ('toca aquí para'): \(advice)",
      "2:59 hint tells the gesture ('tap here to'): \(advice)",
      "3:59 hint tells the gesture ('appuyez pour'): \(advice)",
      "4:59 hint tells the gesture ('tippen Sie hier, um'): \(advice)",
      "5:59 hint tells the gesture ('tap 2 times'): \(advice)",
      "6:59 hint tells the gesture ('اضغط مع الاستمرار'): \(advice)",
    ])
  }
}

extension HintMentionsGestureRuleTests {
  /// "Tap for …", "Tippen Sie auf …" tell the gesture; "a pinch of salt" and German
  /// "streichen" with an object ("cancel the appointment") do not: a swipe is "streichen" with
  /// a direction.
  func testGestureWordsThatAreAlsoOrdinaryWords() {
    let hints = ["Tap for more info": "tap for", "Tippen Sie auf Öffnen": "tippen sie auf",
                 "Nach links streichen, um zu löschen": "nach links streichen",
                 "Adds a pinch of salt": nil, "Streichen Sie den Termin": nil, "Pinch out to zoom in": "pinch out"]
    for (hint, word) in hints.sorted(by: { $0.key < $1.key }) {
      let found = TestLint.lines("<an-button accessibilityLabel=\"A\" accessibilityHint=\"\(hint)\" (tap)=\"a()\"></an-button>", rule: id)
      XCTAssertEqual(found.first.flatMap { $0.split(separator: "'").dropFirst().first.map(String.init) }, word, hint)
    }
  }
}

extension HintMentionsGestureRuleTests {
  /// German "Tippen zum …", "Tippe doppelt zum …" tell the gesture, as "Doppeltippen zum …" and
  /// "Zweimal tippen, um …" do; "Streichen Sie den Termin" (cancel the appointment) does not.
  func testGermanTapForAndDoubleTap() {
    let template = """
      <an-button accessibilityLabel="Menü" accessibilityHint="Tippen zum Öffnen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Lied" accessibilityHint="Tippe doppelt zum Abspielen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Lied" accessibilityHint="Doppeltippen zum Abspielen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Lied" accessibilityHint="Zweimal tippen, um abzuspielen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Lied" accessibilityHint="Tippen Sie doppelt, um abzuspielen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Karte" accessibilityHint="Tippen zur Auswahl" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Termin" accessibilityHint="Streichen Sie den Termin" (tap)="f()"></an-button>
      """
    let advice = "the screen reader already says how to act, in the user's own settings and input; describe what acting does instead"
    XCTAssertEqual(TestLint.lines(template, rule: id), [
      "1:57 hint tells the gesture ('tippen zum'): \(advice)",
      "2:57 hint tells the gesture ('tippe doppelt'): \(advice)",
      "3:57 hint tells the gesture ('doppeltippen'): \(advice)",
      "4:57 hint tells the gesture ('zweimal tippen'): \(advice)",
      "5:57 hint tells the gesture ('tippen sie doppelt'): \(advice)",
      "6:58 hint tells the gesture ('tippen zur'): \(advice)",
    ])
  }
}
