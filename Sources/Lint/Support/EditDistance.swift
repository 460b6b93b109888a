// MARK: - Edit distance and did-you-mean

/// The Damerau–Levenshtein distance (optimal string alignment variant) between `a` and `b`,
/// counted over Unicode scalars and case-sensitive: the fewest insertions, deletions,
/// substitutions and transpositions of two adjacent scalars that turn `a` into `b`.
///
///     editDistance("platfroms", "platforms") // 1 (one transposition)
///     editDistance("warn", "warning")        // 3
public func editDistance(_ a: String, _ b: String) -> Int {
  let s = Array(a.unicodeScalars)
  let t = Array(b.unicodeScalars)
  if s.isEmpty { return t.count }
  if t.isEmpty { return s.count }
  let width = t.count + 1
  // Three rolling rows: two rows back (for transpositions), previous, current.
  var twoBack = [Int](repeating: 0, count: width)
  var previous = Array(0...t.count)
  var current = [Int](repeating: 0, count: width)
  for i in 1...s.count {
    current[0] = i
    for j in 1...t.count {
      let cost = s[i - 1] == t[j - 1] ? 0 : 1
      var best = min(previous[j] + 1, current[j - 1] + 1)
      best = min(best, previous[j - 1] + cost)
      if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
        best = min(best, twoBack[j - 2] + 1)
      }
      current[j] = best
    }
    swap(&twoBack, &previous)
    swap(&previous, &current)
  }
  return previous[t.count]
}

/// Whether `editDistance(a, b) <= limit`, answered without the distance when the two cannot be
/// that close: their lengths differ by more than `limit`, or their scalars differ too much.
/// Each edit changes how many times at most two scalars occur, by one each, so two strings
/// `limit` edits apart differ by at most `2 × limit` in those counts (counted here in 64
/// buckets, which can only lower the difference: the check never rejects a close pair).
public func isWithinEditDistance(_ a: String, _ b: String, _ limit: Int) -> Bool {
  let mayBeClose = withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { counts in
    counts.initialize(repeating: 0)
    var lengthA = 0
    var lengthB = 0
    for scalar in a.unicodeScalars { counts[Int(scalar.value & 63)] += 1; lengthA += 1 }
    for scalar in b.unicodeScalars { counts[Int(scalar.value & 63)] -= 1; lengthB += 1 }
    guard abs(lengthA - lengthB) <= limit else { return false }
    var difference = 0
    for count in counts { difference += abs(count) }
    return difference <= 2 * limit
  }
  return mayBeClose && editDistance(a, b) <= limit
}

/// The largest distance at which `nearest(_:in:maxDistance:)` still suggests a name by default:
/// 1 for names of up to four scalars, otherwise a third of the length rounded up (at least 2).
public func defaultSuggestionDistance(for name: String) -> Int {
  let count = name.unicodeScalars.count
  if count <= 4 { return 1 }
  return max(2, (count + 2) / 3)
}

/// The candidate most likely meant by a misspelt `name`, for "did you mean" messages.
///
/// - A candidate equal to `name` ignoring case wins outright.
/// - Otherwise the candidate with the smallest `editDistance` between the lowercased strings
///   wins, if that distance is at most `maxDistance` (default: `defaultSuggestionDistance(for:)`).
/// - Failing that, a candidate that starts with `name` (ignoring case, `name` at least three
///   scalars long) is returned: `warn` suggests `warning`.
/// - Ties go to the candidate listed first. Returns nil when nothing is close.
public func nearest(_ name: String, in candidates: [String], maxDistance: Int? = nil) -> String? {
  let lowered = name.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
  let limit = maxDistance ?? defaultSuggestionDistance(for: name)
  var best: String?
  var bestDistance = Int.max
  for candidate in candidates {
    let distance = editDistance(lowered, candidate.lowercased())
    if distance < bestDistance {
      bestDistance = distance
      best = candidate
    }
  }
  if let best, bestDistance <= limit { return best }
  if lowered.unicodeScalars.count >= 3 {
    return candidates.first(where: { $0.lowercased().hasPrefix(lowered) })
  }
  return nil
}
