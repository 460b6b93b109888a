import TemplateSyntax

/// Applies fixes to a file's bytes: pure, no I/O.
///
/// Fixes are taken whole or not at all, in the order given (callers pass them in finding
/// order, i.e. by position). A fix is skipped when one of its edits overlaps an edit already
/// taken, when two of its own edits overlap, or when an edit lies outside the bytes; a skipped
/// fix is left for a later pass (the finding is still reported after re-linting).
///
/// Two edits overlap when their ranges share a byte, or when they start at the same offset
/// (two insertions at one point, or an insertion at the start of a replaced range, have no
/// well-defined order). Edits that only touch (`a.end == b.start`) do not overlap.
public enum FixApplier {
  public struct Result: Sendable, Equatable {
    /// The bytes with every taken edit applied.
    public var bytes: [UInt8]
    /// Indices (into the `fixes` argument) of the fixes applied.
    public var applied: [Int]
    /// Indices of the fixes skipped (overlapping or out of range).
    public var skipped: [Int]
  }

  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
    var taken: [TextEdit] = []   // sorted by range
    var applied: [Int] = []
    var skipped: [Int] = []
    for (index, fix) in fixes.enumerated() {
      let edits = fix.edits.sorted { $0.range < $1.range }
      if edits.isEmpty || !isValid(edits, count: bytes.count) || edits.contains(where: { overlapsTaken($0, taken) }) {
        skipped.append(index)
        continue
      }
      for edit in edits { taken.insert(edit, at: insertionIndex(edit.range, taken)) }
      applied.append(index)
    }
    return Result(bytes: splice(taken, into: bytes), applied: applied, skipped: skipped)
  }

  static func overlaps(_ a: ByteRange, _ b: ByteRange) -> Bool {
    a.start == b.start || (a.start < b.end && b.start < a.end)
  }

  /// In range, and no two of the fix's own (sorted) edits overlap.
  static func isValid(_ edits: [TextEdit], count: Int) -> Bool {
    for (i, edit) in edits.enumerated() {
      if edit.range.start > edit.range.end || Int(edit.range.end) > count { return false }
      if i > 0 && overlaps(edits[i - 1].range, edit.range) { return false }
    }
    return true
  }

  /// Only the neighbours of the insertion point can overlap (taken edits never overlap each other).
  static func overlapsTaken(_ edit: TextEdit, _ taken: [TextEdit]) -> Bool {
    let i = insertionIndex(edit.range, taken)
    if i > 0 && overlaps(taken[i - 1].range, edit.range) { return true }
    if i < taken.count && overlaps(taken[i].range, edit.range) { return true }
    return false
  }

  static func insertionIndex(_ range: ByteRange, _ taken: [TextEdit]) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let mid = (low + high) / 2
      if taken[mid].range < range { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Applies sorted, non-overlapping edits.
  static func splice(_ edits: [TextEdit], into bytes: [UInt8]) -> [UInt8] {
    if edits.isEmpty { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    for edit in edits {
      out.append(contentsOf: bytes[cursor..<Int(edit.range.start)])
      out.append(contentsOf: edit.replacement.utf8)
      cursor = Int(edit.range.end)
    }
    out.append(contentsOf: bytes[cursor...])
    return out
  }
}
