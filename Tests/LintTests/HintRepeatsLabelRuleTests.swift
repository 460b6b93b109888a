import XCTest
@testable import Lint

final class HintRepeatsLabelRuleTests: XCTestCase {
  let id = "hint-repeats-label"

  func test_rep1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Guardar\" accessibilityHint=\"Guardar el borrador\" (tap)=\"save()\"></an-button>", rule: id), [
      "1:60 hint repeats the label 'Guardar': it is read right after the label and the role; drop it, or say what acting does",
    ])
  }

  func test_rep2() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityHint=\"Delete\" (tap)=\"remove()\">Delete</an-button>", rule: id), [
      "1:31 hint repeats the text 'Delete': it is read right after the text and the role; drop it, or say what acting does",
    ])
  }

  func test_rep3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"حذف\" accessibilityHint=\"حذف الرسالة\" (tap)=\"remove()\"></an-button>", rule: id), [
      "1:56 hint repeats the label 'حذف': it is read right after the label and the role; drop it, or say what acting does",
    ])
  }

  func test_rep4() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Borrar\" accessibilityHint=\"Borrarlo no se puede deshacer\" (tap)=\"erase()\"></an-button>", rule: id), [])
  }
}
