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
}
