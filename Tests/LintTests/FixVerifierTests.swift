import XCTest
@testable import Lint
import TemplateSyntax

/// Issue 13, item 2: a fix is applied only when the template keeps its structure.
final class FixVerifierTests: XCTestCase {
  func testAFixThatChangesTheTreeIsNotApplied() {
    // A fix that would turn an attribute into text (it deletes the closing quote) is refused.
    let bytes = Array("<an-button accessibilityLabel=\"Guardar.\"></an-button>".utf8)
    let breaking = Fix(description: "x", edits: [TextEdit(range: ByteRange(38, 40), replacement: "")])
    let fine = Fix(description: "y", edits: [TextEdit(range: ByteRange(38, 39), replacement: "")])
    let result = FixVerifier.apply([breaking, fine], to: bytes, path: "a.html")
    XCTAssertEqual(result.applied, [])
    let alone = FixVerifier.apply([fine], to: bytes, path: "a.html")
    XCTAssertEqual(alone.applied, [0])
    XCTAssertEqual(String(decoding: alone.bytes, as: UTF8.self), "<an-button accessibilityLabel=\"Guardar\"></an-button>")
    let both = FixVerifier.apply([fine, breaking], to: bytes, path: "a.html")
    XCTAssertEqual(both.applied, [0])
  }
}

/// `--fix` and `--fix-dry-run` on a file whose every line is fixed: the fixes are verified
/// and the diff is built in work linear in the number of fixes (it was quadratic: 10,000 fixes
/// took 3 GB to diff). Work is counted, not timed.
final class FixWorkTests: XCTestCase {
  /// `<an-view>`, `count` buttons whose label ends in '.', `</an-view>`; the fixes remove each '.'.
  func file(_ count: Int) -> (bytes: [UInt8], fixes: [Fix]) {
    var bytes = Array("<an-view>\n".utf8)
    var fixes: [Fix] = []
    for i in 0..<count {
      let head = Array("<an-button accessibilityLabel=\"Guardar \(i)".utf8)
      let dot = bytes.count + head.count
      bytes += head + Array(".\" (tap)=\"s()\">x</an-button>\n".utf8)
      fixes.append(Fix(description: "remove the trailing punctuation", edits: [TextEdit(range: ByteRange(dot, dot + 1), replacement: "")]))
    }
    bytes += Array("</an-view>\n".utf8)
    return (bytes, fixes)
  }

  func work(_ count: Int) -> (verify: Int, diff: Int) {
    let (bytes, fixes) = file(count)
    var verify = 0
    let result = FixVerifier.apply(fixes, to: bytes, path: "a.html", work: &verify)
    XCTAssertEqual(result.applied.count, count)
    XCTAssertEqual(result.bytes.count, bytes.count - count)
    var diff = 0
    let text = String(decoding: UnifiedDiff.render(old: bytes, new: result.bytes, oldLabel: "a/a.html", newLabel: "b/a.html",
                                                   work: &diff), as: UTF8.self)
    let lines = text.split(separator: "\n")
    XCTAssertEqual(Array(lines.prefix(5)), ["--- a/a.html", "+++ b/a.html", "@@ -1,\(count + 2) +1,\(count + 2) @@", " <an-view>",
                                            "-<an-button accessibilityLabel=\"Guardar 0.\" (tap)=\"s()\">x</an-button>"])
    XCTAssertEqual(lines[count + 4], "+<an-button accessibilityLabel=\"Guardar 0\" (tap)=\"s()\">x</an-button>")
    XCTAssertEqual(lines.count, 3 + 2 * count + 2)
    return (verify, diff)
  }

  func testFixingAndDiffingAreLinearInTheNumberOfFixes() {
    let small = work(2_000)
    let large = work(8_000)
    // 23 steps per fix, and 8 per line of the diff, whatever the number of fixes.
    XCTAssertEqual(small.verify, 46_012)
    XCTAssertEqual(large.verify, 184_012)
    XCTAssertEqual(small.diff, 16_008)
    XCTAssertEqual(large.diff, 64_008)
    XCTAssertLessThanOrEqual(large.verify, 4 * small.verify)
    XCTAssertLessThanOrEqual(large.diff, 4 * small.diff)
  }

  /// Past `maximumCost` differences among lines both sides have, Myers stops: the middle is
  /// deleted and inserted whole, still a correct script.
  func testPastTheMaximumCostTheScriptIsLongerButCorrect() {
    let old = String(repeating: "a\n", count: 600) + String(repeating: "b\n", count: 600)
    let new = String(repeating: "b\n", count: 600) + String(repeating: "a\n", count: 600)
    let ops = UnifiedDiff.diff(UnifiedDiff.lines(Array(old.utf8)), UnifiedDiff.lines(Array(new.utf8)))
    XCTAssertEqual(ops, (0..<1200).map { .delete($0) } + (0..<1200).map { .insert($0) })
    let close = String(repeating: "a\n", count: 600) + "b\n"
    XCTAssertEqual(UnifiedDiff.diff(UnifiedDiff.lines(Array(old.utf8)), UnifiedDiff.lines(Array(close.utf8))).count, 1200)
  }
}
