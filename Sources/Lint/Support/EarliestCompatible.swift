import AccessibilityModel
import TemplateSyntax

/// Elements added in document order, asked for the earliest one that can be on screen together
/// with a new element: one not in another branch of an `@if`/`@switch`/`@for…@empty`/`@defer`
/// group the new one sits in (`AccessibilityTree.areMutuallyExclusive`).
///
/// The earliest element is tried first, and one check answers most lookups. When it is in
/// another branch, the elements' branch choices (`branchChoices(of:)`) go into a trie, built
/// once, and each lookup walks the new element's choices once instead of comparing it with
/// every element before it (the same name in N branches of a `@switch` was N² work).
struct EarliestCompatible {
  private(set) var elements: [Int] = []
  private var trie: BranchChoiceTrie?

  /// The earliest element added so far that can be shown with `index`, or nil.
  mutating func first(compatibleWith index: Int, in model: AccessibilityTree) -> Int? {
    guard let earliest = elements.first else { return nil }
    if !model.areMutuallyExclusive(earliest, index) { return earliest }
    if trie == nil {
      var built = BranchChoiceTrie()
      for element in elements { built.insert(element, model.branchChoices(of: element)) }
      trie = built
    }
    return trie?.earliestCompatible(with: model.branchChoices(of: index))
  }

  /// Adds `index`, which comes after every element added before.
  mutating func append(_ index: Int, in model: AccessibilityTree) {
    elements.append(index)
    trie?.insert(index, model.branchChoices(of: index))
  }
}

/// Elements by their chains of branch choices, outermost first. Two chains are exclusive when
/// the first choices in which they differ are two branches of one group; so, walking a new
/// chain down the trie, at each level what ends there or turned into another group is
/// compatible, what took another branch of this level's group is not, and what took the same
/// branch is decided further down (all of it compatible once the new chain ends).
struct BranchChoiceTrie {
  struct Node {
    /// The earliest element whose chain ends here.
    var endingHere: Int?
    /// The earliest element whose chain passes through or ends here.
    var earliestBelow: Int?
    /// The first two groups chains went into from here, each with its first (so earliest)
    /// element: the earliest element outside any one group is the first of the two not it.
    var firstGroups: [(group: NodeID, earliest: Int)] = []
    var next: [BranchChoice: Int32] = [:]
  }

  private var nodes: [Node] = [Node()]

  /// Adds an element after every element added before (so the first seen is the earliest).
  mutating func insert(_ element: Int, _ choices: [BranchChoice]) {
    var at = 0
    if nodes[0].earliestBelow == nil { nodes[0].earliestBelow = element }
    for choice in choices {
      if nodes[at].firstGroups.count < 2 && !nodes[at].firstGroups.contains(where: { $0.group == choice.group }) {
        nodes[at].firstGroups.append((choice.group, element))
      }
      if let existing = nodes[at].next[choice] {
        at = Int(existing)
      } else {
        nodes.append(Node())
        nodes[at].next[choice] = Int32(nodes.count - 1)
        at = nodes.count - 1
      }
      if nodes[at].earliestBelow == nil { nodes[at].earliestBelow = element }
    }
    if nodes[at].endingHere == nil { nodes[at].endingHere = element }
  }

  /// The earliest element whose chain is not exclusive with `choices`, or nil.
  func earliestCompatible(with choices: [BranchChoice]) -> Int? {
    var best: Int?
    func consider(_ candidate: Int?) {
      if let candidate, best.map({ candidate < $0 }) ?? true { best = candidate }
    }
    var at = 0
    for choice in choices {
      let node = nodes[at]
      consider(node.endingHere)
      consider(node.firstGroups.first(where: { $0.group != choice.group })?.earliest)
      guard let next = node.next[choice] else { return best }
      at = Int(next)
    }
    consider(nodes[at].earliestBelow)
    return best
  }
}
