import XCTest
@testable import Lint

/// Exact findings of `header-on-every-label` (messages included).
final class HeaderOnEveryLabelRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-text>Intro</an-text>\n<an-text accessibilityRole=\"header\">A</an-text>\n<an-text>a</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text>b</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [
      "2:2 3 of 6 text stops are headers: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
  func testCase2() throws {
    let template = "<an-text accessibilityRole=\"header\">A</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>a</an-text>\n<an-text>b</an-text>\n<an-text>c</an-text>\n<an-text>d</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [
      "1:2 3 of 7 text stops are headers, 3 of them in a row: the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text",
    ])
  }
  func testCase3() throws {
    let template = "@if (x) {\n  <an-text accessibilityRole=\"header\">A</an-text>\n} @else {\n  <an-text accessibilityRole=\"header\">B</an-text>\n}\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>c</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label"), [])
  }
  func testCase4() throws {
    let template = "<an-text accessibilityRole=\"header\">A</an-text>\n<an-text>a</an-text>\n<an-text accessibilityRole=\"header\">B</an-text>\n<an-text>b</an-text>\n<an-text accessibilityRole=\"header\">C</an-text>\n<an-text>c</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "header-on-every-label", config: "rules:\n  header-on-every-label: { max-ratio: 0.6 }\n"), [])
  }
}
