import TemplateSyntax

// Which elements a template repeats: the body of a `@for` block, and an element with `*ngFor`
// (or an `<ng-template ngFor>`) with everything inside it. A repeated element is on screen
// any number of times, none included: rules that count stops across a template cannot count
// it as one.

extension AccessibilityTree {
  /// For every element, whether the template repeats it (inside a `@for` block, not its
  /// `@empty`, or an element with `*ngFor`, itself included). One pass over the nodes, each
  /// from its parent's answer (parents come first in the arena).
  public func repeatedElements() -> [Bool] {
    var repeated = [Bool](repeating: false, count: syntax.nodes.count)
    for n in syntax.nodes.indices {
      let inherited = syntax.nodes[n].parent.map { repeated[Int($0.index)] } ?? false
      repeated[n] = inherited || isRepeater(n)
    }
    return elements.map { repeated[Int($0.node.index)] }
  }

  /// A `@for` block, or an element that `*ngFor` or `ngFor` repeats.
  private func isRepeater(_ n: Int) -> Bool {
    switch syntax.kindOfNode(n) {
    case .block:
      return syntax.blockOfNode(n)!.kind == .for
    case .element:
      let element = syntax.elementOfNode(n)!
      guard !element.hasNoAttributes else { return false }
      return syntax.attributeIndex(of: element, named: "ngFor") != nil || syntax.attributeIndex(of: element, named: "ngForOf") != nil
    default:
      return false
    }
  }
}
