import Foundation
import TemplateSyntax

// Sibling `@if` blocks without `@else` whose conditions cannot hold together never show
// together: they are read as the branches of one exclusive group, as `@if (editing) {…} @else
// {…}` is. Two kinds are recognised, on the written text only, where it cannot mean anything
// else:
// - a condition and its negation: `!x` for a name or a member chain (`!user.isAdmin`,
//   `!form?.valid`), and `!(…)` around the other condition exactly (`!(a && b)` and
//   `a && b`); `!a && b` is not the negation of `a && b`. Where more than one sibling could
//   pair with a block, none is paired.
// - comparisons of one expression with literals that no value satisfies together
//   (`SiblingCondition`): `step === 1`, `step === 2` and `step === 3`; `items.length > 0` and
//   `items.length === 0`; `tab === 'a'` and `tab !== 'a'`. All the siblings comparing that
//   expression must exclude each other two by two, or none is grouped.
// - conjunctions with a conjunct negated between them (`x` and `!x && y`:
//   `ExclusiveConjunctions`), when every two of the siblings exclude each other.
// Elements with `*ngIf` and neither `then` nor `else` group the same way with each other and
// with `@if` blocks (`DirectiveBranches.plainNgIfs`).
// A block without `@else` (or such an `*ngIf`) beside `@if (x) {…} @else {…}` whose condition
// is `x` or its negation shows exactly when one of that group's two branches does: it is read
// as part of that branch (`ComplementaryIfs.Groups.joined`), never shown with the other one and
// shown with its own. Where it could join more than one group, it joins none.

extension AccessibilityTree {
  /// The sibling `@if` blocks (or `*ngIf` elements) a block without `@else` (or an `*ngIf`
  /// element without `else`) is grouped with, itself included, in document order; nil when
  /// none (see above).
  public func siblingIfGroup(of id: NodeID) -> [NodeID]? {
    complementaryIfs.members[id]
  }

  /// The branch of an `@if … @else` group a sibling block without `@else` (or an `*ngIf`
  /// element) shows with, as a choice of that group; nil when none (see above).
  func joinedBranch(of id: NodeID) -> BranchChoice? {
    complementaryIfs.joined[id]
  }

  var complementaryIfs: ComplementaryIfs.Groups {
    lazyFacts.complementaryIfs { ComplementaryIfs.groups(in: syntax, ngIfs: directiveBranches.plainNgIfs) }
  }
}

enum ComplementaryIfs {
  struct Groups: Sendable {
    /// Every group of siblings, under each of its members.
    var members: [NodeID: [NodeID]] = [:]
    /// The siblings read as part of a branch of an `@if … @else` group, with that branch.
    var joined: [NodeID: BranchChoice] = [:]
  }

  /// Every group, under each of its members, and the siblings that join a branch of an `@if …
  /// @else`: one pass over the arena, the blocks grouped by parent and condition.
  static func groups(in syntax: SyntaxTree, ngIfs: [(node: NodeID, condition: String)] = []) -> Groups {
    struct Key: Hashable {
      var parent: Int32
      var condition: String
    }
    var candidates: [(node: NodeID, condition: String)] = []
    // The `@if (x) {…} @else {…}` groups, by parent and `x` without its negation: the group's
    // branch that shows when that condition holds (the `@else` when `x` is written `!…`), and
    // the other one; a key two groups share is taken by neither (nil).
    var twoBranchGroups: [Key: (holds: NodeID, fails: NodeID)?] = [:]
    for n in syntax.nodes.indices {
      guard case .block(let block) = syntax.nodes[n].kind, block.kind == .if,
            let condition = block.parametersInPlace.first?.text, !condition.isEmpty else { continue }
      let node = NodeID(n)
      if block.branchesInPlace.isEmpty {
        candidates.append((node, condition))
        continue
      }
      guard block.branchesInPlace.count == 1, let other = block.branchesInPlace.first, syntax[other].block?.kind == .else else { continue }
      let parent = syntax[node].parent?.index ?? -1
      let base = negated(condition)
      let key = Key(parent: parent, condition: base ?? condition)
      twoBranchGroups[key] = twoBranchGroups[key] == nil ? (base == nil ? (node, other) : (other, node)) : .some(nil)
    }
    candidates += ngIfs
    var out = Groups()
    var positive: [Key: [NodeID]] = [:]
    var negative: [Key: [NodeID]] = [:]
    var comparisons: [Key: [(node: NodeID, condition: SiblingCondition)]] = [:]
    for (node, condition) in candidates {
      let parent = syntax[node].parent?.index ?? -1
      let base = negated(condition)
      let key = Key(parent: parent, condition: base ?? condition)
      if let found = twoBranchGroups[key], let branches = found {
        let group = syntax[branches.holds].block?.kind == .if ? branches.holds : branches.fails
        out.joined[node] = BranchChoice(group: group, branch: base == nil ? branches.holds : branches.fails)
        continue
      }
      if base != nil {
        negative[key, default: []].append(node)
      } else {
        positive[key, default: []].append(node)
        if let comparison = SiblingCondition(condition) {
          comparisons[Key(parent: parent, condition: comparison.subject), default: []].append((node, comparison))
        }
      }
    }
    for (key, negatives) in negative {
      guard negatives.count == 1, let positives = positive[key], positives.count == 1 else { continue }
      let pair = [positives[0], negatives[0]].sorted()
      out.members[positives[0]] = pair
      out.members[negatives[0]] = pair
    }
    for (_, members) in comparisons where members.count >= 2 {
      // (A block already paired with its negation stays in that pair.)
      guard members.allSatisfy({ out.members[$0.node] == nil }) else { continue }
      var excludeEachOther = true
      outer: for i in members.indices {
        for j in members.indices where j > i {
          if !members[i].condition.excludes(members[j].condition) { excludeEachOther = false; break outer }
        }
      }
      guard excludeEachOther else { continue }
      let group = members.map(\.node).sorted()
      for node in group { out.members[node] = group }
    }
    // What is left: conjunctions with a negated conjunct between them (`x`, `!x && y`).
    let left = candidates.compactMap { candidate -> (node: NodeID, parent: Int32, condition: String)? in
      guard out.members[candidate.node] == nil, out.joined[candidate.node] == nil else { return nil }
      return (candidate.node, syntax[candidate.node].parent?.index ?? -1, candidate.condition)
    }
    if left.count >= 2 {
      for group in ExclusiveConjunctions.groups(left) {
        for node in group { out.members[node] = group }
      }
    }
    return out
  }

  /// The condition `text` negates, when it is written `!(condition)` or `!chain` (a name or a
  /// member chain); nil otherwise.
  static func negated(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "!") else { return nil }
    var i = 1
    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
    let rest = Array(bytes[i...])
    if rest.first == UInt8(ascii: "("), rest.last == UInt8(ascii: ")"), enclosesAll(rest) {
      let inner = String(decoding: rest.dropFirst().dropLast(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
      return inner.isEmpty ? nil : inner
    }
    return isChain(rest) ? String(decoding: rest, as: UTF8.self) : nil
  }

  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  /// Whether the `(` at the start closes at the very end (`(a) || (b)` does not), quotes
  /// skipped.
  static func enclosesAll(_ bytes: [UInt8]) -> Bool {
    var depth = 0
    var quote: UInt8 = 0
    for (k, b) in bytes.enumerated() {
      if quote != 0 {
        if b == quote { quote = 0 }
        continue
      }
      switch b {
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): quote = b
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 && k != bytes.count - 1 { return false }
      default: break
      }
    }
    return depth == 0 && quote == 0
  }

  /// A name or a member chain: `a`, `a.b`, `a?.b`, ASCII identifiers only.
  static func isChain(_ bytes: [UInt8]) -> Bool {
    var i = 0
    while true {
      guard i < bytes.count, isIdentifierStart(bytes[i]) else { return false }
      i += 1
      while i < bytes.count, isIdentifierStart(bytes[i]) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) { i += 1 }
      if i == bytes.count { return true }
      if bytes[i] == UInt8(ascii: "?") { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { return false }
      i += 1
    }
  }

  static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24
  }
}
