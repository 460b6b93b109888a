import XCTest
@testable import Lint

/// Exact findings of `too-many-traits` (messages included).
final class TooManyTraitsRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-button [accessibilityState]=\"{ selected: true, disabled: true }\" (tap)=\"f()\">Precio</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "too-many-traits"), [])
  }
  func testCase2() throws {
    let template = "<an-button [accessibilityState]=\"{ selected: true, disabled: true }\" (tap)=\"f()\">Precio</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "too-many-traits", config: "rules:\n  too-many-traits: { max-traits: 2 }\n"), [
      "1:2 'an-button' combines 3 traits on iOS, tvOS and visionOS (button, notEnabled, selected), more than max-traits 2: VoiceOver reads every trait on each visit; drop a state or say it in accessibilityValue",
    ])
  }
  func testCase3() throws {
    let template = "<an-view [accessibilityRole]=\"c ? 'link' : 'radio'\" accessibilityLabel=\"Offers\" [accessibilityState]=\"{ selected: on, disabled: off }\" (tap)=\"o()\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "too-many-traits", config: "platforms: [ios, watchos]\nrules:\n  too-many-traits: { max-traits: 1 }\n"), [
      "1:2 with the role alternative 'link', 'an-view' combines 3 traits on iOS (link, notEnabled, selected) and 2 traits on watchOS (isLink, isSelected), more than max-traits 1: VoiceOver reads every trait on each visit; drop a state or say it in accessibilityValue",
    ])
  }
  func testCase4() throws {
    let template = "<an-checkbox accessibilityLabel=\"Recordarme\" [accessibilityState]=\"{ checked: true, disabled: true }\"></an-checkbox>\n<an-button [accessibilityState]=\"state\" (tap)=\"f()\">Go</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "too-many-traits", config: "rules:\n  too-many-traits: { max-traits: 1 }\n"), [
      "1:2 'an-checkbox' combines 2 traits on iOS, tvOS and visionOS (toggleButton, notEnabled), more than max-traits 1: VoiceOver reads every trait on each visit; drop a state or say it in accessibilityValue",
    ])
  }
}
