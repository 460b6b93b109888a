import XCTest
@testable import Lint

final class HintEssentialInformationRuleTests: XCTestCase {
  let id = "hint-essential-information"

  func test_ess1() {
    XCTAssertEqual(TestLint.lines("<an-text-field accessibilityLabel=\"Contraseña\" accessibilityHint=\"Obligatorio, al menos 8 caracteres\"></an-text-field>", rule: id), [
      "1:67 hint carries essential information ('obligatorio', 'al menos' and a number): users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does",
    ])
  }

  func test_ess2() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Subscribe\" accessibilityHint=\"Costs $4.99 per month\" (tap)=\"sub()\"></an-button>", rule: id), [
      "1:62 hint carries essential information (a number and a currency sign): users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does",
    ])
  }

  func test_ess3() {
    XCTAssertEqual(TestLint.lines("<an-text-field accessibilityLabel=\"البريد الإلكتروني\" accessibilityHint=\"هذا الحقل مطلوب\"></an-text-field>", rule: id), [
      "1:74 hint carries essential information ('مطلوب'): users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does",
    ])
  }

  func test_ess4() {
    XCTAssertEqual(TestLint.lines("<an-text-field accessibilityLabel=\"Teléfono\" [accessibilityHint]=\"invalid ? 'Error: faltan dígitos' : 'Se usa para avisarte'\"></an-text-field>", rule: id), [
      "1:67 hint alternative 'Error: faltan dígitos' ('error') carries essential information: users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does",
    ])
  }

  func test_ess5() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Carrello\" accessibilityHint=\"Tocca due volte per aprire\" (tap)=\"c()\"></an-button>", rule: id), [])
  }
}

extension HintEssentialInformationRuleTests {
  /// A digit in a word that begins with a letter is part of a name, not a number; a word that
  /// begins with a digit is still one ("6-digit", "10km", "1st", "٣ محاولات").
  func testDigitsInNamesAreNotNumbers() {
    let text = """
      <an-button accessibilityHint="Plays the MP3 version" (tap)="p()">Play</an-button>
      <an-button accessibilityHint="Prints on A4 paper, for the iPhone15 case" (tap)="p()">Print</an-button>
      <an-button accessibilityHint="Sends a 6-digit code" (tap)="p()">Send</an-button>
      <an-button accessibilityHint="Renews on the 1st" (tap)="p()">Renew</an-button>
      <an-button accessibilityHint="بقي ٣ محاولات" (tap)="p()">إرسال</an-button>
      """
    let message = "hint carries essential information (a number): users can turn hints off and hear them last; put requirements, errors, prices and dates in the label or value, and keep the hint for what acting does"
    XCTAssertEqual(TestLint.lines(text, rule: "hint-essential-information"), ["3:31 " + message, "4:31 " + message, "5:31 " + message])
  }
}
