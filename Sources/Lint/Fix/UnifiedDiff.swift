/// A line-based unified diff (`diff -u` / `git diff` format), written here: Myers' O(ND)
/// algorithm on the lines between the common prefix and suffix, hunks with `context` lines
/// around each change, hunks closer than `2 * context` lines merged.
///
/// Linear in the size of the texts for what fixes make: as GNU diff does, the lines that do
/// not occur at all in the other text (a line a fix edited, most often) are set aside before
/// Myers runs, since no shortest script can keep them; and Myers gives up past
/// `maximumCost` differences among the remaining lines, which are then all deleted and
/// inserted (a longer but correct script).
///
/// Lines keep their terminators, so a last line without `\n` differs from the same line with
/// one and is followed by `\ No newline at end of file`. A line is "one or more bytes up to
/// and including `\n`": a `\r\n` file diffs line by line, the `\r` staying in the line.
/// Header counts follow GNU diff: a one-line range is written `l` without `,1`, and an empty
/// range is written `l,0` where `l` is the line before it.
public enum UnifiedDiff {
  enum Op: Equatable {
    case equal(Int, Int)   // old index, new index
    case delete(Int)       // old index
    case insert(Int)       // new index
  }

  /// The diff of `old` and `new` with the headers `--- oldLabel` / `+++ newLabel`, or no bytes
  /// when they are the same.
  public static func render(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> [UInt8] {
    var work = 0
    return render(old: old, new: new, oldLabel: oldLabel, newLabel: newLabel, context: context, work: &work)
  }

  /// `render`, adding to `work` a count of the steps taken (lines hashed, diagonals and snake
  /// steps searched, operations written): the tests check that it grows linearly.
  static func render(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3,
                     work: inout Int) -> [UInt8] {
    if old == new { return [] }
    let a = lines(old)
    let b = lines(new)
    let ops = diff(a, b, work: &work)
    var out: [UInt8] = []
    out.append(contentsOf: "--- \(oldLabel)\n+++ \(newLabel)\n".utf8)
    // Old and new lines before ops[seen], counted once across the hunks (for empty ranges).
    var seen = 0, oldSeen = 0, newSeen = 0
    for hunk in hunks(ops, context: context) {
      while seen < hunk.startIndex {
        switch ops[seen] {
        case .equal: oldSeen += 1; newSeen += 1
        case .delete: oldSeen += 1
        case .insert: newSeen += 1
        }
        seen += 1
        work += 1
      }
      var oldStart = -1, oldCount = 0, newStart = -1, newCount = 0
      let oldBefore = oldSeen, newBefore = newSeen   // lines before the hunk (for empty ranges)
      for op in hunk {
        work += 1
        switch op {
        case .equal(let i, let j):
          if oldStart < 0 { oldStart = i }
          if newStart < 0 { newStart = j }
          oldCount += 1; newCount += 1
        case .delete(let i):
          if oldStart < 0 { oldStart = i }
          oldCount += 1
        case .insert(let j):
          if newStart < 0 { newStart = j }
          newCount += 1
        }
      }
      out.append(contentsOf: "@@ -\(range(oldStart, oldCount, before: oldBefore)) +\(range(newStart, newCount, before: newBefore)) @@\n".utf8)
      for op in hunk {
        switch op {
        case .equal(let i, _): emit(" ", a[i], into: &out)
        case .delete(let i): emit("-", a[i], into: &out)
        case .insert(let j): emit("+", b[j], into: &out)
        }
      }
    }
    return out
  }

  static func range(_ start: Int, _ count: Int, before: Int) -> String {
    if count == 0 { return "\(before),0" }
    return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  static func emit(_ mark: String, _ line: ArraySlice<UInt8>, into out: inout [UInt8]) {
    out.append(contentsOf: mark.utf8)
    out.append(contentsOf: line)
    if line.last != 0x0A { out.append(contentsOf: "\n\\ No newline at end of file\n".utf8) }
  }

  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for i in bytes.indices where bytes[i] == 0x0A {
      result.append(bytes[start...i])
      start = i + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// The edit script from `a` to `b`, in order.
  static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
    var work = 0
    return diff(a, b, work: &work)
  }

  /// Most differences Myers looks for (among the lines both texts have) before giving up.
  static let maximumCost = 1024

  static func diff(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], work: inout Int) -> [Op] {
    // Lines as integers, so comparing two lines is one comparison.
    var ids: [ArraySlice<UInt8>: Int] = [:]
    let x = a.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
    let y = b.map { line in ids[line] ?? { let id = ids.count; ids[line] = id; return id }() }
    work += x.count + y.count
    var prefix = 0
    while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < x.count - prefix && suffix < y.count - prefix && x[x.count - 1 - suffix] == y[y.count - 1 - suffix] {
      suffix += 1
    }
    var ops: [Op] = (0..<prefix).map { .equal($0, $0) }
    ops.reserveCapacity(x.count + y.count - prefix - suffix)
    // The middle, without the lines the other side does not have: they are deleted or
    // inserted whatever the script, so Myers need not see them.
    let oldMiddle = prefix..<(x.count - suffix), newMiddle = prefix..<(y.count - suffix)
    var inOld = [Bool](repeating: false, count: ids.count), inNew = [Bool](repeating: false, count: ids.count)
    for i in oldMiddle { inOld[x[i]] = true }
    for j in newMiddle { inNew[y[j]] = true }
    let keptOld = oldMiddle.filter { inNew[x[$0]] }
    let keptNew = newMiddle.filter { inOld[y[$0]] }
    work += oldMiddle.count + newMiddle.count
    let script = myers(keptOld.map { x[$0] }, keptNew.map { y[$0] }, work: &work) ?? []
    // The kept lines Myers matched, with the lines before each deleted and inserted (deletions first).
    var i = oldMiddle.lowerBound, j = newMiddle.lowerBound
    func advance(to oldEnd: Int, _ newEnd: Int) {
      while i < oldEnd { ops.append(.delete(i)); i += 1 }
      while j < newEnd { ops.append(.insert(j)); j += 1 }
    }
    for op in script {
      guard case .equal(let p, let q) = op else { continue }
      advance(to: keptOld[p], keptNew[q])
      ops.append(.equal(i, j))
      i += 1; j += 1
    }
    advance(to: oldMiddle.upperBound, newMiddle.upperBound)
    for s in 0..<suffix { ops.append(.equal(x.count - suffix + s, y.count - suffix + s)) }
    work += ops.count
    return ops
  }

  /// Myers' greedy shortest edit script, or nil when it has more than `maximumCost`
  /// differences. `trace[d]` keeps the furthest x on each diagonal k in -d...d before step d
  /// (O(D²) memory, D at most `maximumCost`).
  static func myers(_ a: [Int], _ b: [Int], work: inout Int) -> [Op]? {
    let n = a.count, m = b.count
    if n == 0 { return (0..<m).map { .insert($0) } }
    if m == 0 { return (0..<n).map { .delete($0) } }
    let maximum = n + m
    let offset = maximum + 1
    var v = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    var final = -1
    search: for d in 0...min(maximum, maximumCost) {
      trace.append(Array(v[(offset - d)...(offset + d)]))
      work += 2 * d + 1
      for k in stride(from: -d, through: d, by: 2) {
        var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] { x += 1; y += 1; work += 1 }
        v[offset + k] = x
        if x >= n && y >= m { final = d; break search }
      }
    }
    if final < 0 { return nil }
    var ops: [Op] = []
    var x = n, y = m
    for d in stride(from: final, through: 0, by: -1) {
      let snapshot = trace[d]
      func at(_ k: Int) -> Int { snapshot[k + d] }
      let k = x - y
      let previousK: Int
      if d == 0 {
        previousK = 0
      } else {
        previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      }
      let previousX = d == 0 ? 0 : at(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        ops.append(.equal(x - 1, y - 1))
        x -= 1; y -= 1
      }
      if d > 0 {
        ops.append(x == previousX ? .insert(previousY) : .delete(previousX))
      }
      x = previousX; y = previousY
    }
    return ops.reversed()
  }

  /// Groups the changes with `context` equal lines around them; two changes separated by at
  /// most `2 * context` equal lines share a hunk.
  static func hunks(_ ops: [Op], context: Int) -> [ArraySlice<Op>] {
    let changes = ops.indices.filter { if case .equal = ops[$0] { return false } else { return true } }
    guard var start = changes.first else { return [] }
    var end = start
    var result: [ArraySlice<Op>] = []
    for index in changes.dropFirst() {
      if index - end - 1 > 2 * context {
        result.append(ops[max(0, start - context)...min(ops.count - 1, end + context)])
        start = index
      }
      end = index
    }
    result.append(ops[max(0, start - context)...min(ops.count - 1, end + context)])
    return result
  }
}
