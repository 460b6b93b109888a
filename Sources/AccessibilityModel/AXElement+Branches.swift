import TemplateSyntax

/// Mutually exclusive control-flow branches: content that can never be rendered at the same
/// time. Rules that count elements across a template (`multiple-summaries`, `duplicate-label`,
/// `header-on-every-label`) use it so that `@if { A } @else { B }` does not count A and B
/// against each other.
extension AccessibilityTree {
  /// True when two elements can never be on screen together: one of them sits in one branch
  /// and the other in a different branch of the same chain of connected blocks
  /// (`@if`/`@else if`/`@else`, `@for`/`@empty`, `@defer`/`@placeholder`/`@loading`/`@error`),
  /// or in different `@case`/`@default` blocks of the same `@switch`. Nesting is looked
  /// through at every level: an element in an `@if` nested inside the first branch of an outer
  /// `@if` is still exclusive with an element of the outer `@else`.
  ///
  /// An element is never exclusive with itself, and elements in the same branch (or in a
  /// `@for` body, whose iterations render together) are not exclusive.
  public func areMutuallyExclusive(_ a: Int, _ b: Int) -> Bool {
    if a == b { return false }
    let blocksA = elements[a].enclosingBlocks
    let blocksB = elements[b].enclosingBlocks
    for x in blocksA {
      for y in blocksB where x != y {
        if areExclusiveBranches(x, y) { return true }
      }
    }
    return false
  }

  /// True when two distinct block nodes are alternative branches of one decision: members of
  /// the same connected chain, or two cases of the same `@switch`.
  public func areExclusiveBranches(_ x: NodeID, _ y: NodeID) -> Bool {
    guard x != y, let bx = syntax[x].block, let by = syntax[y].block else { return false }
    if let cx = chainHead(x, bx), let cy = chainHead(y, by), cx == cy { return true }
    let isCase: (Block) -> Bool = { $0.kind == .case || $0.kind == .default }
    if isCase(bx), isCase(by), let px = syntax[x].parent, px == syntax[y].parent,
       syntax[px].block?.kind == .switch {
      return true
    }
    return false
  }

  /// The first block of the chain a block belongs to (itself for a primary block), or nil
  /// for a block that is part of no chain (a lone `@if`, `@for`, `@switch`, `@case`, `@defer`).
  func chainHead(_ id: NodeID, _ block: Block) -> NodeID? {
    if let primary = block.primary { return primary }
    return block.branches.isEmpty ? nil : id
  }
}
