import AccessibilityModel
import TemplateSyntax
import XCTest
@testable import Lint

/// `LentProp` gives the same occurrence the element's getter gives (unretained), and `nextLent`
/// walks the same occurrences as the sequence.
final class LentPropTests: XCTestCase {
  let text = """
    <an-button accessibilityLabel="Guardar" accessibilityHint="Guarda el perfil"
               [accessibilityState]="{ disabled: busy }" [accessibilityState]="{ busy: true }"></an-button>
    <an-view accessibilityRole="list"></an-view>
    <an-text>Sin props</an-text>
    """

  func testSameOccurrenceAsTheGetter() {
    let tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)))
    for element in tree.elements {
      let props: [(PropOccurrence?, LentProp?)] = [
        (element.label, LentProp(element.label)), (element.spokenHint, LentProp(element.spokenHint)),
        (element.state, LentProp(element.state)), (element.role, LentProp(element.role)),
      ]
      for (held, lent) in props {
        XCTAssertEqual(held == nil, lent == nil)
        guard let held, let lent else { continue }
        XCTAssertTrue(lent.read { $0 === held })
      }
    }
  }

  func testNextLentWalksEveryOccurrence() {
    let tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)))
    for element in tree.elements {
      let held = Array(element.occurrences(of: .accessibilityState))
      var occurrences = element.occurrences(of: .accessibilityState)
      var lent: [ObjectIdentifier] = []
      while let next = occurrences.nextLent() { lent.append(next.read { ObjectIdentifier($0) }) }
      XCTAssertEqual(lent, held.map { ObjectIdentifier($0) })
    }
    XCTAssertGreaterThan(tree.elements.map { Array($0.occurrences(of: .accessibilityState)).count }.max() ?? 0, 0)
  }
}
