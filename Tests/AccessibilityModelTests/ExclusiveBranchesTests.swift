import AccessibilityModel
import TemplateSyntax
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
    var state: UInt64 = 0x5EED_1234
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    var exclusivePairs = 0
    for _ in 0..<300 {
      var text = ""
      var open: [String] = []
      for _ in 0..<(10 + next(40)) {
        switch next(9) {
        case 0: text += "@if (a) {"; open.append("}")
        case 1 where open.last == "}" && text.hasSuffix("}") == false:
          text += "} @else if (b) {"
        case 2: text += "@switch (k) { @case (1) {<an-button>s</an-button>} @case (2) {"; open.append("}}")
        case 3: text += "<an-view>"; open.append("</an-view>")
        case 4 where !open.isEmpty:
          let close = open.removeLast()
          text += close
          if close == "}" && next(2) == 0 { text += " @else {"; open.append("}") }
        case 5: text += "@for (x of xs; track x) {"; open.append("} @empty {<an-text>e</an-text>}")
        case 6: text += "@defer {"; open.append("} @placeholder {<an-text>p</an-text>}")
        default: text += "<an-button>b</an-button>"
        }
      }
      text += open.reversed().joined()
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
