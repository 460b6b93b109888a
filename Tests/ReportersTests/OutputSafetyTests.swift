import XCTest
@testable import Reporters

/// What a GitHub Actions runner would run as a workflow command never survives
/// `OutputSafety.neutralizeCommand`: `::` at the start of a line (after whitespace) and `##[`
/// anywhere, also with default-ignorable characters between the marks.
final class OutputSafetyTests: XCTestCase {
  func testCommandsAreNeutralized() {
    let cases: [(String, String)] = [
      ("::x", "./::x"),
      ("  ::x", "  :\u{FFFD}x"),
      ("\t::x", "\t:\u{FFFD}x"),
      ("\u{A0}::x", "\u{A0}:\u{FFFD}x"),
      ("\u{3000}::x", "\u{3000}:\u{FFFD}x"),
      ("\u{200B}::x", "\u{200B}:\u{FFFD}x"),
      (":\u{AD}:x", "./:\u{AD}:x"),
      ("a ##[error]b", "a #\u{FFFD}[error]b"),
      ("#\u{200D}#[x", "#\u{200D}\u{FFFD}[x"),
      ("##\u{FEFF}[x", "#\u{FFFD}\u{FEFF}[x"),
      ("###[", "##\u{FFFD}["),
      ("x\n ::y\n##[z", "x\n :\u{FFFD}y\n#\u{FFFD}[z"),
      ("a::b, ## [, #[, :x:", "a::b, ## [, #[, :x:"),
      ("", ""),
    ]
    for (input, expected) in cases {
      XCTAssertEqual(OutputSafety.neutralizeCommand(input), expected, input.debugDescription)
      XCTAssertEqual(OutputSafety.neutralizeCommand(expected), expected, "idempotent: \(expected.debugDescription)")
    }
    // Text that follows other text on its first line: only `##[` matters there.
    XCTAssertEqual(OutputSafety.neutralizeCommand("::x ##[y\n::z", atLineStart: false), "::x #\u{FFFD}[y\n./::z")
    XCTAssertEqual(OutputSafety.line("::a\u{1B}\n##[b"), "./::a\u{FFFD}\u{FFFD}#\u{FFFD}[b")
  }
}
