import XCTest
@testable import Lint
import TemplateSyntax

final class FixApplierTests: XCTestCase {
  func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
    TextEdit(range: ByteRange(start, end), replacement: text)
  }

  func fix(_ edits: TextEdit...) -> Fix { Fix(description: "test", edits: edits) }

  func apply(_ fixes: [Fix], _ text: String) -> (text: String, applied: [Int], skipped: [Int]) {
    let result = FixApplier.apply(fixes, to: Array(text.utf8))
    return (String(decoding: result.bytes, as: UTF8.self), result.applied, result.skipped)
  }

  func testAppliesEditsInPositionOrderWhateverTheFixOrder() {
    let r = apply([fix(edit(6, 11, "mundo")), fix(edit(0, 5, "Hola"))], "hello world")
    XCTAssertEqual(r.text, "Hola mundo")
    XCTAssertEqual(r.applied, [0, 1])
    XCTAssertEqual(r.skipped, [])
  }

  func testInsertionsDeletionsAndMultiByteReplacements() {
    XCTAssertEqual(apply([fix(edit(5, 6, ""))], "Save.").text, "Save.")   // out of range: skipped
    XCTAssertEqual(apply([fix(edit(4, 5, ""))], "Save.").text, "Save")
    XCTAssertEqual(apply([fix(edit(0, 0, "¡"))], "Hola").text, "¡Hola")
    XCTAssertEqual(apply([fix(edit(2, 4, "ño"))], "Nino").text, "Niño")
    XCTAssertEqual(apply([], "same").text, "same")
  }

  func testAnOverlappingFixIsSkippedWhole() {
    // The second fix's first edit is clear, its second overlaps the first fix: none of it applies.
    let r = apply([fix(edit(4, 8, "X")), fix(edit(0, 1, "a"), edit(6, 9, "Y"))], "0123456789")
    XCTAssertEqual(r.text, "0123X89")
    XCTAssertEqual(r.applied, [0])
    XCTAssertEqual(r.skipped, [1])
  }

  func testTouchingEditsAreTakenButSameStartIsAnOverlap() {
    XCTAssertEqual(apply([fix(edit(0, 2, "ab")), fix(edit(2, 4, "cd"))], "0123").text, "abcd")
    let insertions = apply([fix(edit(1, 1, "x")), fix(edit(1, 1, "y"))], "01")
    XCTAssertEqual(insertions.text, "0x1")
    XCTAssertEqual(insertions.skipped, [1])
    let insertAtReplacedStart = apply([fix(edit(1, 2, "R")), fix(edit(1, 1, "I"))], "012")
    XCTAssertEqual(insertAtReplacedStart.text, "0R2")
    XCTAssertEqual(insertAtReplacedStart.skipped, [1])
    // An insertion where a replaced range ends does not overlap it.
    XCTAssertEqual(apply([fix(edit(0, 1, "A")), fix(edit(1, 1, "+"))], "01").text, "A+1")
  }

  func testAFixWhoseOwnEditsOverlapOrLieOutsideIsSkipped() {
    let own = apply([fix(edit(0, 3, "a"), edit(2, 4, "b"))], "01234")
    XCTAssertEqual(own.text, "01234")
    XCTAssertEqual(own.skipped, [0])
    let outside = apply([fix(edit(3, 9, "")), fix(edit(0, 1, "Z"))], "01234")
    XCTAssertEqual(outside.text, "Z1234")
    XCTAssertEqual(outside.applied, [1])
    XCTAssertEqual(outside.skipped, [0])
  }

  func testManyFixesAgainstTheTakenSetInAnyOrder() {
    // 100 one-byte replacements given back to front, plus a wide one overlapping 10 of them:
    // whichever comes first in the given order wins.
    let text = String(repeating: "a", count: 100)
    let fixes = (0..<100).reversed().map { fix(edit($0, $0 + 1, "b")) }
    let wideLast = apply(fixes + [fix(edit(0, 10, "W"))], text)
    XCTAssertEqual(wideLast.text, String(repeating: "b", count: 100))
    XCTAssertEqual(wideLast.skipped, [100])
    var wideMiddle = fixes
    wideMiddle.insert(fix(edit(0, 10, "W")), at: 50)
    let r = apply(wideMiddle, text)
    XCTAssertEqual(r.text, "W" + String(repeating: "b", count: 90))
    XCTAssertEqual(r.skipped, Array(91...100))   // offsets 9 down to 0
  }

  // MARK: Unified diff (expected outputs are GNU `diff -u --label a/f --label b/f`'s)

  func diff(_ old: String, _ new: String) -> String {
    String(decoding: UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/f", newLabel: "b/f"),
           as: UTF8.self)
  }

  func lines(_ n: Int) -> String { (1...n).map { "line \($0)\n" }.joined() }

  func testDiffOfIdenticalTextIsEmpty() {
    XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    XCTAssertEqual(diff("", ""), "")
  }

  func testDiffHasThreeLinesOfContext() {
    XCTAssertEqual(diff(lines(20), lines(20).replacingOccurrences(of: "line 10\n", with: "line ten\n")),
                   "--- a/f\n+++ b/f\n@@ -7,7 +7,7 @@\n line 7\n line 8\n line 9\n-line 10\n+line ten\n line 11\n line 12\n line 13\n")
  }

  func testChangesSixLinesApartShareAHunkAndSevenApartDoNot() {
    let seven = lines(30).replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 13\n", with: "thirteen\n")
    XCTAssertEqual(diff(lines(30), seven),
                   "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n@@ -10,7 +10,7 @@\n line 10\n line 11\n line 12\n-line 13\n+thirteen\n line 14\n line 15\n line 16\n")
    let six = lines(30).replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 12\n", with: "twelve\n")
    XCTAssertEqual(diff(lines(30), six),
                   "--- a/f\n+++ b/f\n@@ -2,14 +2,14 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n line 9\n line 10\n line 11\n-line 12\n+twelve\n line 13\n line 14\n line 15\n")
  }

  func testMissingFinalNewline() {
    XCTAssertEqual(diff("a\nb\nc", "a\nb\nC"),
                   "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file\n")
    XCTAssertEqual(diff("a\nb\nc", "a\nb\nc\n"),
                   "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+c\n")
  }

  func testInsertionsDeletionsAndEmptyRanges() {
    XCTAssertEqual(diff(lines(5), "new\n" + lines(5)), "--- a/f\n+++ b/f\n@@ -1,3 +1,4 @@\n+new\n line 1\n line 2\n line 3\n")
    XCTAssertEqual(diff(lines(5), lines(4)), "--- a/f\n+++ b/f\n@@ -2,4 +2,3 @@\n line 2\n line 3\n line 4\n-line 5\n")
    XCTAssertEqual(diff("", "x\ny\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+x\n+y\n")
    XCTAssertEqual(diff("x\n", ""), "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
    XCTAssertEqual(diff(lines(10), lines(10).replacingOccurrences(of: "line 5\n", with: "line 5\nextra\n")),
                   "--- a/f\n+++ b/f\n@@ -3,6 +3,7 @@\n line 3\n line 4\n line 5\n+extra\n line 6\n line 7\n line 8\n")
  }

  func testCRLFLinesKeepTheirCarriageReturn() {
    XCTAssertEqual(diff("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n"), "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
  }

  func testMyersFindsAShortestScript() {
    // Interleaved changes: the script has exactly the lines that differ.
    let old = "a\nb\nc\nd\ne\nf\ng\n", new = "a\nx\nc\ny\ne\nf\nz\ng\n"
    let ops = UnifiedDiff.diff(UnifiedDiff.lines(Array(old.utf8)), UnifiedDiff.lines(Array(new.utf8)))
    XCTAssertEqual(ops.filter { if case .equal = $0 { return false } else { return true } }.count, 5)
    XCTAssertEqual(diff(old, new),
                   "--- a/f\n+++ b/f\n@@ -1,7 +1,8 @@\n a\n-b\n+x\n c\n-d\n+y\n e\n f\n+z\n g\n")
  }
}
