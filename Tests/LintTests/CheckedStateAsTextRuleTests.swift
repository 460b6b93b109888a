import XCTest
@testable import Lint

final class CheckedStateAsTextRuleTests: XCTestCase {
  let id = "checked-state-as-text"

  func testMessages() {
    let text = #"<an-switch accessibilityLabel="Modo avión" accessibilityValue="Activado"></an-switch><an-checkbox accessibilityLabel="Remember me" [accessibilityValue]="r ? 'checked' : 'unchecked'"></an-checkbox><an-switch accessibilityLabel="a" [accessibilityValue]="x ? 'on' : y"></an-switch>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:64 accessibilityValue 'Activado' spells the switch's checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\"",
      "1:154 the alternatives 'checked' and 'unchecked' of accessibilityValue spell the checkbox's checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\"",
      "1:253 the alternative 'on' of accessibilityValue spells the switch's checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\"",
    ])
  }

  func testOnlyWholeStateWordsOnCheckboxesAndSwitchesInConfiguredLanguages() {
    let text = #"<an-radio accessibilityLabel="a" accessibilityValue="Activado"></an-radio><an-switch accessibilityLabel="a" accessibilityValue="Activado cada hora"></an-switch><an-checkbox accessibilityLabel="Cochez" accessibilityValue="Cochée"></an-checkbox>"#
    XCTAssertEqual(TestLint.lines(text, rule: id).count, 1)
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "languages: [es]"), [])
  }

  /// German "Ein"/"Aus" and "An"/"Aus" are on and off as a whole value; "ein" as the article
  /// in a longer value is not.
  func testGermanOnAndOffAsAWholeValue() {
    let text = """
      <an-switch accessibilityLabel="WLAN" [accessibilityValue]="on ? 'Ein' : 'Aus'"></an-switch>
      <an-checkbox accessibilityLabel="Ton" [accessibilityValue]="on ? 'An' : 'Aus'"></an-checkbox>
      <an-switch accessibilityLabel="WLAN" accessibilityValue="Ein Netzwerk"></an-switch>
      """
    let advice = "spell the switch's checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\""
    let expected = [
      "1:60 the alternatives 'Ein' and 'Aus' of accessibilityValue \(advice)",
      "2:61 the alternatives 'An' and 'Aus' of accessibilityValue \(advice.replacingOccurrences(of: "switch's", with: "checkbox's"))",
    ]
    XCTAssertEqual(TestLint.lines(text, rule: id), expected)
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "languages: [de]"), expected)
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "languages: [en]"), [])
  }
}
