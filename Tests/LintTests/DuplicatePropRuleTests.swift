import XCTest
@testable import Lint

final class DuplicatePropRuleTests: XCTestCase {
  let id = "duplicate-prop"

  func testEveryLaterOccurrenceNamesTheFirstLine() {
    let text = "<an-view\n  accessibilityLabel=\"A\"\n  [(accessibilityLabel)]=\"b\"\n  bind-accessibilityLabel=\"c\"></an-view>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "3:3 accessibilityLabel is already set on this element (line 2): the host publishes only one of them; keep one accessibilityLabel",
      "4:3 accessibilityLabel is already set on this element (line 2): the host publishes only one of them; keep one accessibilityLabel",
    ])
  }

  func testLineCountsCRLFAndAMultiByteFirstLine() {
    let text = "<!-- 🎛️ مرحبا -->\r\n<an-text accessibilityRole=\"header\"\r\n  [accessibilityRole]=\"'header'\">Ñandú</an-text>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "3:3 accessibilityRole is already set on this element (line 2): the host publishes only one of them; keep one accessibilityRole",
    ])
  }

  func testDifferentPropsMarkersEventsAndOtherElementsAreSilent() {
    let text = #"<an-view accessibilityLabel="A" i18n-accessibilityLabel [attr.accessibilityLabel]="'x'" (tap)="a()" (tap)="b()"><an-view accessibilityLabel="B"></an-view></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }
}
