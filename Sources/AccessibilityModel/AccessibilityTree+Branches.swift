import TemplateSyntax

// Which elements can be on screen together. `@if`/`@else if`/`@else`, `@switch`'s cases,
// `@for`/`@empty` and `@defer`/`@placeholder`/`@loading`/`@error` each show exactly one of
// their branches at a time: elements in two different branches of one such group never
// coexist. A group with a single branch written (`@if` with no `@else`) excludes nothing.
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
    var out: [BranchChoice] = []
    for id in enclosingBlocks(of: index) {
      guard let block = syntax[id].block else { continue }
      switch block.kind {
      case .if, .for, .defer:
        if !block.branches.isEmpty { out.append(BranchChoice(group: id, branch: id)) }
      case .elseIf, .else, .empty, .placeholder, .loading, .error:
        if let primary = block.primary { out.append(BranchChoice(group: primary, branch: id)) }
      case .case, .default:
        guard let parent = syntax[id].parent, let owner = syntax[parent].block, owner.kind == .switch else { continue }
        if branches(ofGroup: parent).count > 1 { out.append(BranchChoice(group: parent, branch: id)) }
      case .switch, .unknown:
        continue
      }
    }
    return out
  }

  /// True when two elements sit in different branches of one `@if`/`@switch`/`@for…@empty`/
  /// `@defer` group, so they are never shown together.
  public func areMutuallyExclusive(_ a: Int, _ b: Int) -> Bool {
    let choicesA = branchChoices(of: a)
    guard !choicesA.isEmpty else { return false }
    let choicesB = branchChoices(of: b)
    for x in choicesA {
      for y in choicesB where x.group == y.group && x.branch != y.branch { return true }
    }
    return false
  }

  /// Every branch of an exclusive group (`BranchChoice.group`), in source order.
  public func branches(ofGroup group: NodeID) -> [NodeID] {
    guard let block = syntax[group].block else { return [] }
    if block.kind == .switch {
      return syntax[group].children.filter { child in
        guard let b = syntax[child].block else { return false }
        return b.kind == .case || b.kind == .default
      }
    }
    return [group] + block.branches
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
