import AccessibilityModel
import TemplateSyntax
import XCTest
@testable import Lint

/// `EarliestCompatible` finds what scanning every earlier element with `areMutuallyExclusive`
/// finds, on every element of random templates of nested `@if`/`@else`, `@switch`, `@for`
/// and `@defer` blocks.
final class EarliestCompatibleTests: XCTestCase {
  func testSameAnswersAsAScanOnRandomTemplates() {
    var state: UInt64 = 0xD0_B1E5
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    var lookupsPastTheEarliest = 0
    var notFound = 0
    for _ in 0..<300 {
      var text = ""
      var open: [String] = []
      for _ in 0..<(10 + next(60)) {
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
      var index = EarliestCompatible()
      for element in 0..<tree.elements.count {
        let expected = (0..<element).first { !tree.areMutuallyExclusive($0, element) }
        if let expected, expected > 0 { lookupsPastTheEarliest += 1 }
        if expected == nil && element > 0 { notFound += 1 }
        XCTAssertEqual(index.first(compatibleWith: element, in: tree), expected, "\(element) in \(text)")
        index.append(element, in: tree)
      }
    }
    // The trie is used, both to find an element past the earliest and to find none.
    XCTAssertGreaterThan(lookupsPastTheEarliest, 100)
    XCTAssertGreaterThan(notFound, 100)
  }
}
