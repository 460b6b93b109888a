import Foundation
import TemplateSyntax

// Which elements can be on screen together. `@if`/`@else if`/`@else`, `@switch`'s cases,
// `@for`/`@empty` and `@defer`/`@placeholder`/`@loading`/`@error` each show exactly one of
// their branches at a time: elements in two different branches of one such group never
// coexist; so do sibling `@if` blocks whose conditions cannot hold together (`x` and `!x`,
// `step === 1` and `step === 2`: `siblingIfGroup(of:)`, a group whose first block is the
// earliest; a sibling `@if (!x)` of `@if (x) {…} @else {…}` is read as part of its `@else`
// branch: `joinedBranch(of:)`), and the elements that `*ngIf … else`, `[ngSwitch]` and such `*ngIf`s choose
// between (`DirectiveBranches`). A group with a single branch written (`@if` with no `@else`,
// and no such sibling) excludes nothing.
// Rules that count elements across a template (`multiple-summaries`, `duplicate-label`,
// `header-on-every-label`, `fragmented-group`) use it.

/// One branch choice around an element: the group (the primary block, or the `@switch`) and
/// the branch taken inside it.
public struct BranchChoice: Sendable, Hashable {
  public var group: NodeID
  public var branch: NodeID
}

extension AccessibilityTree {
  /// The exclusive branch choices an element sits in, outermost first. Only groups with two or
  /// more branches written count.
  public func branchChoices(of index: Int) -> [BranchChoice] {
    exclusiveBranches.choices(above: elements[index].node)
  }

  /// The group a node is an exclusive branch of and the branch it is, or nil: a block of a group
  /// with two or more branches written, one of two complementary `@if`s or `*ngIf`s (the group
  /// is the earlier), or an element a structural directive chooses (`DirectiveBranches`), each
  /// its own branch; or a sibling `@if` (or `*ngIf`) that shows exactly with one branch of an
  /// `@if … @else` (`joinedBranch(of:)`), that branch.
  func exclusiveChoice(of id: NodeID) -> BranchChoice? {
    func own(_ group: NodeID?) -> BranchChoice? { group.map { BranchChoice(group: $0, branch: id) } }
    guard let block = syntax[id].block else {
      guard case .element = syntax[id].kind else { return nil }
      if let group = directiveBranches.groupOfBranch[id] { return own(group) }
      if let joined = joinedBranch(of: id) { return joined }
      return own(siblingIfGroup(of: id)?.first)
    }
    switch block.kind {
    case .if, .for, .defer:
      if !block.branchesInPlace.isEmpty { return own(id) }
      guard block.kind == .if else { return nil }
      if let joined = joinedBranch(of: id) { return joined }
      return own(siblingIfGroup(of: id)?.first)
    case .elseIf, .else, .empty, .placeholder, .loading, .error:
      return own(block.primary)
    case .case, .default:
      guard !block.hasNoBody, let p = syntax[id].parent, let owner = syntax[p].block, owner.kind == .switch, hasTwoCases(p) else { return nil }
      return own(p)
    case .switch, .unknown:
      return nil
    }
  }

  /// Where the exclusive branches are, worked out the first time a rule asks (most templates
  /// have no duplicate to compare).
  var exclusiveBranches: ExclusiveBranches { lazyFacts.exclusiveBranches { ExclusiveBranches(self) } }

  /// True when two elements sit in different branches of one `@if`/`@switch`/`@for…@empty`/
  /// `@defer` group, so they are never shown together.
  ///
  /// The branches of one group are siblings, so such a group can only be where the two chains
  /// of branch choices (`branchChoices`) part: the answer is whether the first choices that
  /// differ are two branches of one group. They are found with jump pointers
  /// (`ExclusiveBranches`) in O(log depth), not by listing both chains: with 100,000 nested
  /// `@if … @else`, comparing each element with another cost O(depth) each, quadratic in all.
  public func areMutuallyExclusive(_ a: Int, _ b: Int) -> Bool {
    exclusiveBranches.areExclusive(elements[a].node, elements[b].node)
  }

  /// Whether a block is a branch of its `@switch`: a `@case` or `@default` with a body. A
  /// `@case` with none shares the body of the case after it (`@case (1) @case (2) {…}` is one
  /// branch, as Angular groups it), and `@default never;` shows nothing.
  static func isSwitchBranch(_ block: Block) -> Bool {
    (block.kind == .case || block.kind == .default) && !block.hasNoBody
  }

  /// For each branch of a `@switch` that cases with no body share (`@case (1) @case (2) {…}`),
  /// those cases, in order: the conditions of the one branch. (One pass over the switch's
  /// children.)
  public func casesSharingBody(inSwitch switchNode: NodeID) -> [NodeID: [NodeID]] {
    var out: [NodeID: [NodeID]] = [:]
    var pending: [NodeID] = []
    for child in syntax.children(of: switchNode) {
      guard let b = syntax[child].block, b.kind == .case || b.kind == .default, b.name != "default never" else { continue }
      if b.hasNoBody {
        pending.append(child)
      } else if !pending.isEmpty {
        out[child] = pending
        pending = []
      }
    }
    return out
  }

  /// Whether a `@switch` has two `@case`/`@default` branches or more: found by looking at its
  /// first children only (counting them all for each case made a switch of N cases N² work).
  func hasTwoCases(_ switchNode: NodeID) -> Bool {
    var found = 0
    for child in syntax.children(of: switchNode) {
      guard let b = syntax[child].block, Self.isSwitchBranch(b) else { continue }
      found += 1
      if found == 2 { return true }
    }
    return false
  }

  /// Every branch of an exclusive group (`BranchChoice.group`), in source order.
  public func branches(ofGroup group: NodeID) -> [NodeID] {
    guard let block = syntax[group].block else {
      if let branches = directiveBranches.branchesOfGroup[group] { return branches }
      return siblingIfGroup(of: group) ?? []
    }
    if block.kind == .switch {
      return syntax.children(of: group).filter { child in syntax[child].block.map(Self.isSwitchBranch) ?? false }
    }
    if block.kind == .if, block.branchesInPlace.isEmpty, let members = siblingIfGroup(of: group) { return members }
    return [group] + block.branchesInPlace
  }

  /// The sets of elements (from `indices`, order kept) that can be shown together: one set per
  /// combination of branches of the exclusive groups they sit in (a branch holding none of them
  /// gives the set without that group's elements). Without such groups, the one set is
  /// `indices`. At most `limit` combinations are enumerated, in a fixed order.
  public func coexistingSets(of indices: [Int], limit: Int = 256) -> [[Int]] {
    let choices = indices.map { branchChoices(of: $0) }
    var branchesByGroup: [NodeID: [NodeID]] = [:]
    var groupOrder: [NodeID] = []
    for list in choices {
      for choice in list where branchesByGroup[choice.group] == nil {
        groupOrder.append(choice.group)
        branchesByGroup[choice.group] = branches(ofGroup: choice.group)
      }
    }
    guard !groupOrder.isEmpty else { return [indices] }
    var sets: [[Int]] = []
    var seen = Set<[Int]>()
    var digits = [Int](repeating: 0, count: groupOrder.count)
    var combinations = 0
    while combinations < limit {
      combinations += 1
      var taken: [NodeID: NodeID] = [:]
      for (k, group) in groupOrder.enumerated() { taken[group] = branchesByGroup[group]?[digits[k]] }
      let set = zip(indices, choices).filter { _, list in list.allSatisfy { taken[$0.group] == $0.branch } }.map(\.0)
      if seen.insert(set).inserted { sets.append(set) }
      var k = 0
      while k < digits.count {
        digits[k] += 1
        if digits[k] < branchesByGroup[groupOrder[k]]?.count ?? 0 { break }
        digits[k] = 0
        k += 1
      }
      if k == digits.count { break }
    }
    return sets
  }
}

/// Every exclusive branch block of a template (a block that is one branch of a group with two
/// or more branches written), linked to the next one out, with skew-binary jump pointers so
/// that an ancestor at a given depth is found in O(log depth). Arrays indexed by syntax node;
/// -1 where there is none.
struct ExclusiveBranches: Sendable {
  /// For every node: the innermost exclusive branch at or above it.
  private var innermost: [Int32]
  /// For exclusive branch nodes: the next exclusive branch out, its depth (1 for the
  /// outermost), a jump pointer, the group it is a branch of, and the branch it is (itself, or
  /// the branch of an `@if … @else` that a sibling `@if` shows with).
  private var parent: [Int32]
  private var depth: [Int32]
  private var jump: [Int32]
  private var group: [Int32]
  private var branch: [Int32]

  static let empty = ExclusiveBranches(innermost: [], parent: [], depth: [], jump: [], group: [], branch: [])

  private init(innermost: [Int32], parent: [Int32], depth: [Int32], jump: [Int32], group: [Int32], branch: [Int32]) {
    self.innermost = innermost
    self.parent = parent
    self.depth = depth
    self.jump = jump
    self.group = group
    self.branch = branch
  }

  init(_ tree: AccessibilityTree) {
    let syntax = tree.syntax
    // Without blocks or directive groups nothing is exclusive: no arrays (a flat template of a
    // million elements).
    let hasBlocks = syntax.nodes.contains { if case .block = $0.kind { return true } else { return false } }
    let hasDirectiveGroups = tree.hasDirectiveGroups
    guard hasBlocks || hasDirectiveGroups else {
      self = .empty
      return
    }
    let count = syntax.nodes.count
    innermost = Array(repeating: -1, count: count)
    parent = Array(repeating: -1, count: count)
    depth = Array(repeating: 0, count: count)
    jump = Array(repeating: -1, count: count)
    group = Array(repeating: -1, count: count)
    branch = Array(repeating: -1, count: count)
    // Parents before children: the arena's own order (pre-order).
    for n in 0..<count {
      let id = NodeID(n)
      let up = syntax.nodes[n].parent.map { innermost[Int($0.index)] } ?? -1
      let mayBeBranch: Bool
      switch syntax.nodes[n].kind {
      case .block: mayBeBranch = true
      case .element: mayBeBranch = hasDirectiveGroups
      default: mayBeBranch = false
      }
      if mayBeBranch, let choice = tree.exclusiveChoice(of: id) {
        let v = Int32(truncatingIfNeeded: n)
        parent[n] = up
        group[n] = Int32(truncatingIfNeeded: Int(choice.group.index))
        branch[n] = Int32(truncatingIfNeeded: Int(choice.branch.index))
        if up < 0 {
          depth[n] = 1
          jump[n] = v
        } else {
          let u = Int(up)
          depth[n] = depth[u] + 1
          let j = Int(jump[u])
          let jj = Int(jump[j])
          jump[n] = depth[u] - depth[j] == depth[j] - depth[jj] ? jump[j] : up
        }
        innermost[n] = v
      } else {
        innermost[n] = up
      }
    }
  }

  /// The branch choices at or above `node`, outermost first (from the links between exclusive
  /// branches: no walk through the elements between them).
  func choices(above node: NodeID) -> [BranchChoice] {
    let n = Int(node.index)
    guard n < innermost.count else { return [] }
    var out: [BranchChoice] = []
    var v = Int(innermost[n])
    while v >= 0 {
      out.append(BranchChoice(group: NodeID(Int(group[v])), branch: NodeID(Int(branch[v]))))
      v = Int(parent[v])
    }
    return out.reversed()
  }

  /// The ancestor-or-self of exclusive branch `v` at depth `d` (≤ its own).
  private func ancestor(_ v: Int, atDepth d: Int32) -> Int {
    var v = v
    while depth[v] > d {
      let j = Int(jump[v])
      v = depth[j] >= d ? j : Int(parent[v])
    }
    return v
  }

  /// Whether elements whose innermost blocks are `a` and `b` sit in different branches of one
  /// group.
  func areExclusive(_ a: NodeID?, _ b: NodeID?) -> Bool {
    guard let a, let b else { return false }
    let ia = Int(a.index), ib = Int(b.index)
    guard ia < innermost.count, ib < innermost.count else { return false }
    var x = Int(innermost[ia]), y = Int(innermost[ib])
    guard x >= 0, y >= 0 else { return false }
    if depth[x] > depth[y] { x = ancestor(x, atDepth: depth[y]) } else if depth[y] > depth[x] { y = ancestor(y, atDepth: depth[x]) }
    // One chain is the start of the other: no group tells them apart.
    if x == y { return false }
    // Up in step to the first choices that differ (jump targets depend on the depth only).
    while parent[x] != parent[y] {
      if jump[x] != jump[y] {
        x = Int(jump[x])
        y = Int(jump[y])
      } else {
        x = Int(parent[x])
        y = Int(parent[y])
      }
    }
    // (Two nodes may be one branch: a sibling `@if` that shows with the `@else` it matches.)
    return group[x] == group[y] && branch[x] != branch[y]
  }
}
