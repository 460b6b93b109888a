import AccessibilityModel
import TemplateSyntax
import TemplateTestSupport
import XCTest

/// Issue 13, item 3: `areMutuallyExclusive` answers with jump pointers what comparing the two
/// lists of branch choices answers, on every pair of elements of random nested templates.
final class ExclusiveBranchesTests: XCTestCase {
  /// What `areMutuallyExclusive` answered before: a group in both lists, with different branches.
  func byLists(_ tree: AccessibilityTree, _ a: Int, _ b: Int) -> Bool {
    let choicesA = tree.branchChoices(of: a)
    let choicesB = tree.branchChoices(of: b)
    for x in choicesA {
      for y in choicesB where x.group == y.group && x.branch != y.branch { return true }
    }
    return false
  }

  func testSameAnswersAsTheListsOnRandomTemplates() {
    var templates = RandomBlockTemplates(seed: 0x5EED_1234)
    var exclusivePairs = 0
    for _ in 0..<300 {
      let text = templates.template(extraParts: 40)
      let tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)))
      let n = tree.elements.count
      for a in 0..<n {
        for b in 0..<n {
          let expected = byLists(tree, a, b)
          if expected { exclusivePairs += 1 }
          XCTAssertEqual(tree.areMutuallyExclusive(a, b), expected, "\(a) \(b) in \(text)")
        }
      }
    }
    // The templates do have exclusive pairs (the comparison is not vacuous).
    XCTAssertGreaterThan(exclusivePairs, 1000)
  }
}
