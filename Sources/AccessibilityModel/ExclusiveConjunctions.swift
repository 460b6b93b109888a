import TemplateSyntax

// Sibling conditions that are conjunctions (`a && b`) exclude each other when a conjunct of one
// is the negation of a conjunct of the other: `@if (editing)` and `@if (!editing && canEdit)`
// never show together, nor do `@if (!editing && canEdit)` and `@if (!editing && !canEdit)`.
// Read on the written text only, as `ComplementaryIfs` reads negations (`!x` for a name or a
// member chain, `!(…)` around the other conjunct exactly). Siblings are grouped only when every
// two of them exclude each other; where one excludes two that do not exclude each other, none
// of the three is grouped.
enum ExclusiveConjunctions {
  /// The groups among `candidates` (blocks or `*ngIf` elements not grouped otherwise, with their
  /// parent and condition): each group's members in document order. A condition is linked to
  /// the others through its conjuncts, so the work follows the conjuncts written (a conjunct
  /// shared by too many siblings of both signs links none, which keeps a page of thousands of
  /// `@if (x && …)` linear).
  static func groups(_ candidates: [(node: NodeID, parent: Int32, condition: String)]) -> [[NodeID]] {
    struct Key: Hashable {
      var parent: Int32
      var conjunct: String
    }
    var holds: [Key: [Int]] = [:]
    var fails: [Key: [Int]] = [:]
    for (k, candidate) in candidates.enumerated() {
      for conjunct in conjuncts(candidate.condition) {
        if let base = ComplementaryIfs.negated(conjunct) {
          fails[Key(parent: candidate.parent, conjunct: base), default: []].append(k)
        } else {
          holds[Key(parent: candidate.parent, conjunct: conjunct), default: []].append(k)
        }
      }
    }
    var excluded: Set<Pair> = []
    var root = Array(candidates.indices)
    func find(_ k: Int) -> Int {
      var k = k
      while root[k] != k { root[k] = root[root[k]]; k = root[k] }
      return k
    }
    for (key, negatives) in fails {
      guard let positives = holds[key], positives.count * negatives.count <= maximumLinks else { continue }
      for p in positives {
        for n in negatives where p != n {
          excluded.insert(Pair(p, n))
          root[find(p)] = find(n)
        }
      }
    }
    guard !excluded.isEmpty else { return [] }
    var components: [Int: [Int]] = [:]
    for pair in excluded { components[find(pair.low), default: []] += [pair.low, pair.high] }
    var out: [[NodeID]] = []
    for (_, linked) in components {
      let members = Array(Set(linked)).sorted()
      guard members.count >= 2, members.count <= maximumGroup else { continue }
      var everyTwo = true
      outer: for i in members.indices {
        for j in members.indices where j > i && !excluded.contains(Pair(members[i], members[j])) {
          everyTwo = false
          break outer
        }
      }
      if everyTwo { out.append(members.map { candidates[$0].node }.sorted()) }
    }
    return out
  }

  /// The most links one conjunct may make between the siblings that hold it and those that
  /// negate it, and the largest group: beyond them nothing is grouped (as if not exclusive).
  static let maximumLinks = 64
  static let maximumGroup = 16

  struct Pair: Hashable {
    var low: Int
    var high: Int
    init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
  }

  /// The conjuncts of `condition` at its top level (`a && (b || c) && !d` → `a`, `(b || c)`,
  /// `!d`), trimmed; the whole condition when it has no top-level `&&`, or has an operator that
  /// binds less tightly (`||`, `??`, `?:`, a pipe). Brackets, parentheses, braces and quoted
  /// strings are skipped.
  static func conjuncts(_ condition: String) -> [String] {
    let bytes = Array(condition.utf8)
    var parts: [String] = []
    var depth = 0
    var quote: UInt8 = 0
    var start = 0
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if quote != 0 {
        if b == UInt8(ascii: "\\") { i += 2; continue }
        if b == quote { quote = 0 }
      } else {
        switch b {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): quote = b
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: "&") where depth == 0 && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "&"):
          parts.append(trimmed(bytes[start..<i]))
          i += 2
          start = i
          continue
        case UInt8(ascii: "|") where depth == 0:
          // `a && b || c`, a pipe: `&&` binds tighter, so the whole is no conjunction.
          return [trimmed(bytes[...])]
        case UInt8(ascii: "?") where depth == 0 && !(i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ".")):
          // `a && b ? c : d`, `a && b ?? c`: the same.
          return [trimmed(bytes[...])]
        default: break
        }
      }
      i += 1
    }
    parts.append(trimmed(bytes[start..<min(i, bytes.count)]))
    return parts.filter { !$0.isEmpty }
  }

  static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    var slice = bytes
    while let first = slice.first, ComplementaryIfs.isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, ComplementaryIfs.isSpace(last) { slice = slice.dropLast() }
    return String(decoding: slice, as: UTF8.self)
  }
}
