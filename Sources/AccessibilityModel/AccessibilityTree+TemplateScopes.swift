import Foundation
import TemplateSyntax

// An `<ng-template>` with no directive on it (only references and `let-` variables:
// `<ng-template #row let-item>`) renders nothing where it is written: its content shows only
// where something instantiates it (`*ngTemplateOutlet`, a component that takes it), maybe in
// another container, maybe many times, maybe never. Its elements are therefore not siblings of
// the elements around it. The `<ng-template>` of an `*ngIf … else` is the exception: it shows in
// place of its element (`DirectiveBranches`), so it stays in place.

extension AccessibilityTree {
  /// The innermost detached `<ng-template>` (see above) around an element, or nil. Two
  /// elements with the same primitive parent are siblings on screen only when this is the same
  /// for both.
  public func templateScope(of index: Int) -> NodeID? {
    let scopes = lazyFacts.templateScopes { TemplateScopes.make(self) }
    guard !scopes.isEmpty else { return nil }
    let scope = scopes[Int(elements[index].node.index)]
    return scope < 0 ? nil : NodeID(Int(scope))
  }
}

enum TemplateScopes {
  /// For every node, its innermost detached `<ng-template>` ancestor, or -1; empty when the
  /// template has none (most templates).
  static func make(_ tree: AccessibilityTree) -> [Int32] {
    let syntax = tree.syntax
    var detached: [Bool] = []
    for n in syntax.nodes.indices {
      // (Read in place: matching `syntax.nodes[n].kind` copied every node.)
      guard syntax.kindOfNode(n) == .element, let element = syntax.elementOfNode(n), isDetached(element, in: syntax) else { continue }
      if detached.isEmpty { detached = Array(repeating: false, count: syntax.nodes.count) }
      detached[n] = true
    }
    guard !detached.isEmpty else { return [] }
    let directives = tree.directiveBranches
    var scopes = [Int32](repeating: -1, count: syntax.nodes.count)
    // Parents come before their children (the arena is in preorder).
    for n in syntax.nodes.indices {
      guard let parent = syntax.nodes[n].parent else { continue }
      let p = Int(parent.index)
      scopes[n] = detached[p] && directives.groupOfBranch[parent] == nil ? Int32(p) : scopes[p]
    }
    return scopes
  }

  /// An `<ng-template>` whose attributes are only references and `let-` variables.
  static func isDetached(_ element: Element, in syntax: SyntaxTree) -> Bool {
    guard element.name == "ng-template" else { return false }
    return syntax.attributes(of: element).allSatisfy { attribute in
      attribute.kind == .reference || (attribute.kind == .plain && attribute.name.hasPrefix("let-"))
    }
  }
}
