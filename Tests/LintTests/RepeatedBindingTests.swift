import XCTest
@testable import Lint

/// A template that writes the same binding on many elements (a list's rows) reads each one's
/// value once: every finding must still be the one that element's own binding gives, at that
/// element's own place.
final class RepeatedBindingTests: XCTestCase {
  /// The same state object on three rows: each row's wrong key is reported where that row
  /// writes it (an object's entries keep their own places).
  func testTheSameStateObjectIsReportedOnEachRow() {
    let row = #"<an-button (tap)="f()" [accessibilityState]="{ selectd: on }">Guardar</an-button>"#
    XCTAssertEqual(TestLint.lines([row, "  " + row, "    " + row].joined(separator: "\n"), rule: "invalid-state"), [
      "1:48 unknown state 'selectd'; did you mean 'selected'?",
      "2:50 unknown state 'selectd'; did you mean 'selected'?",
      "3:52 unknown state 'selectd'; did you mean 'selected'?",
    ])
  }

  /// The same bound label on several rows, and bindings whose text is another's but for its
  /// last byte, its first byte, or one more byte: each is its own value.
  func testBindingsThatShareBytesAreEachTheirOwn() {
    let blank = "'" + String(repeating: " ", count: 16) + "'"
    let template = [
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"\(blank)\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"'\(String(repeating: " ", count: 15))x'\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"'x\(String(repeating: " ", count: 15))'\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"\(blank)\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"''\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"' '\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"' x'\"></an-button>",
      "<an-button (tap)=\"f()\" [accessibilityLabel]=\"''\"></an-button>",
    ].joined(separator: "\n")
    let blankMessage = "a blank accessibilityLabel names nothing and hides nothing; use accessible=\"false\" to hide it, or write a real label"
    let emptyMessage = "an empty accessibilityLabel does not blank the name: the host removes the label, so nothing is hidden; use accessible=\"false\" to hide it, or write a real label"
    XCTAssertEqual(TestLint.lines(template, rule: "empty-label"), [
      "1:46 " + blankMessage,
      "4:46 " + blankMessage,
      "5:46 " + emptyMessage,
      "6:46 " + blankMessage,
      "8:46 " + emptyMessage,
    ])
  }
}
