/// What Angular checks about `@defer` and the blocks that continue it: each parameter of
/// `@defer` is a trigger (`when …`, `on …`, with `prefetch` or `hydrate` before it, or
/// `hydrate never`), `when` takes a binding, a group has one `when` (and one `never`), and
/// `hydrate never` stands alone; `@placeholder (minimum 500ms)` and `@loading (after 100ms;
/// minimum 1s)` take a time each at most once; and each of `@placeholder`, `@loading`, `@error`
/// comes once. What an `on` trigger lists (`on viewport(ref), idle`) is not checked here.
///
/// Angular reads a parameter from its first character to the `;` or `)` after it, trailing
/// spaces included (`minimum 5 ` is not a time), and matches it with JavaScript's `\s`.
extension TreeBuilder {
  /// The parameter as Angular reads it: from its start to the `;` or `)` that ends it.
  func angularText(_ parameter: BlockParameter, in block: Block) -> ByteRange {
    let limit = Int(block.parametersRange?.end ?? parameter.range.end)
    var end = Int(parameter.range.end)
    while end < limit && bytes[end] != UInt8(ascii: ";") { end += 1 }
    return ByteRange(Int(parameter.range.start), end)
  }

  /// Where the words of `range` start: `words` must each be followed by at least one `\s`
  /// (the last one too, unless `lastMayEnd`); nil when they are not there.
  func afterWords(_ words: [StaticString], in range: ByteRange, lastMayEnd: Bool = false) -> Int? {
    var k = Int(range.start)
    let end = Int(range.end)
    for (n, word) in words.enumerated() {
      let count = word.utf8CodeUnitCount
      guard end - k >= count else { return nil }
      for j in 0..<count where bytes[k + j] != word.utf8Start[j] { return nil }
      k += count
      let space = Self.jsSpaceLength(bytes, k, end)
      if space == 0 {
        if n == words.count - 1 && lastMayEnd && k == end { return k }
        return nil
      }
      if n < words.count - 1 { while Self.jsSpaceLength(bytes, k, end) > 0 { k += Self.jsSpaceLength(bytes, k, end) } }
    }
    return k
  }

  /// Angular's `getTriggerParametersStart`: after the first `\s` at or after `from`, the first
  /// character that is not one (nil when there is none).
  func valueStart(in range: ByteRange, from: Int) -> Int? {
    var k = from
    let end = Int(range.end)
    var sawSpace = false
    while k < end {
      let space = Self.jsSpaceLength(bytes, k, end)
      if space > 0 {
        sawSpace = true
        k += space
      } else if sawSpace {
        return k
      } else {
        k += 1
      }
    }
    return nil
  }

  mutating func checkDeferTriggers(_ block: Block) {
    enum Group: Int { case main, prefetch, hydrate }
    var sawWhen: Set<Int> = []
    var sawNever = false
    var hydrateOthers = false
    for parameter in block.parameters {
      let text = angularText(parameter, in: block)
      var whenGroup: Group?
      if afterWords(["when"], in: text) != nil {
        whenGroup = .main
      } else if afterWords(["prefetch", "when"], in: text) != nil {
        whenGroup = .prefetch
      } else if afterWords(["hydrate", "when"], in: text) != nil {
        whenGroup = .hydrate
        hydrateOthers = true
      } else if afterWords(["on"], in: text) != nil || afterWords(["prefetch", "on"], in: text) != nil {
        continue
      } else if let rest = afterWords(["hydrate", "on"], in: text) {
        // (`hydrate on` with nothing after it makes no trigger)
        if valueStart(in: text, from: rest) != nil { hydrateOthers = true }
        continue
      } else if let rest = afterWords(["hydrate", "never"], in: text, lastMayEnd: true), onlySpaces(from: rest, to: Int(text.end)) {
        if sawNever { error("duplicate 'never' trigger: a @defer block has one", parameter.range) }
        sawNever = true
        continue
      } else {
        error("unrecognized @defer trigger '\(parameter.text)': write 'on …', 'when …', 'prefetch on/when …', "
              + "'hydrate on/when …' or 'hydrate never'", parameter.range)
        continue
      }
      guard let group = whenGroup else { continue }
      if !sawWhen.insert(group.rawValue).inserted {
        error("duplicate 'when' trigger: a @defer block has one\(group == .main ? "" : group == .prefetch ? " for prefetch" : " for hydrate")",
              parameter.range)
      }
      // The condition starts after the first space after the `w` of the first `when`.
      var whenAt = Int(text.start)
      while whenAt + 4 <= Int(text.end) && !(bytes[whenAt] == UInt8(ascii: "w") && bytes[whenAt + 1] == UInt8(ascii: "h")
                                             && bytes[whenAt + 2] == UInt8(ascii: "e") && bytes[whenAt + 3] == UInt8(ascii: "n")) {
        whenAt += 1
      }
      if let start = valueStart(in: text, from: whenAt + 1) { checkExpression(ByteRange(start, Int(text.end))) }
    }
    if sawNever && hydrateOthers {
      error("'hydrate never' cannot be combined with other 'hydrate' triggers", block.nameRange)
    }
  }

  /// `@placeholder` and `@loading` parameters, and each of them, `@error` too, once per `@defer`.
  mutating func checkDeferBranch(_ block: Block, of primary: Block) {
    for branch in primary.branches {
      if nodes[Int(branch.index)].block?.kind == block.kind {
        error("a @defer block can have only one @\(block.name) block", block.nameRange)
        return
      }
    }
    guard block.kind == .placeholder || block.kind == .loading else { return }
    var seen: Set<String> = []
    for parameter in block.parameters {
      let text = angularText(parameter, in: block)
      let name: String
      if afterWords(["minimum"], in: text) != nil {
        name = "minimum"
      } else if block.kind == .loading && afterWords(["after"], in: text) != nil {
        name = "after"
      } else {
        error("unknown @\(block.name) parameter '\(parameter.text)': write \(block.kind == .loading ? "'after 100ms' or " : "")'minimum 500ms'",
              parameter.range)
        return
      }
      if !seen.insert(name).inserted {
        error("@\(block.name) block can have only one '\(name)' parameter", parameter.range)
        return
      }
      // A time: digits, an optional `.` and digits, an optional `ms` or `s`, and nothing after.
      guard let start = valueStart(in: text, from: Int(text.start)), isTime(ByteRange(start, Int(text.end))) else {
        error("'\(name)' needs a time, like '500ms' or '1.5s': '\(parameter.text)'", parameter.range)
        return
      }
    }
  }

  /// Whether `from..<to` holds only `\s`.
  func onlySpaces(from: Int, to end: Int) -> Bool {
    var k = from
    while k < end {
      let space = Self.jsSpaceLength(bytes, k, end)
      if space == 0 { return false }
      k += space
    }
    return true
  }

  /// Angular's time pattern, `^\d+\.?\d*(ms|s)?$`.
  func isTime(_ range: ByteRange) -> Bool {
    var k = Int(range.start)
    let end = Int(range.end)
    let digitsStart = k
    while k < end && isDigit(bytes[k]) { k += 1 }
    guard k > digitsStart else { return false }
    if k < end && bytes[k] == UInt8(ascii: ".") { k += 1 }
    while k < end && isDigit(bytes[k]) { k += 1 }
    if k + 2 == end && bytes[k] == UInt8(ascii: "m") && bytes[k + 1] == UInt8(ascii: "s") { return true }
    if k + 1 == end && bytes[k] == UInt8(ascii: "s") { return true }
    return k == end
  }
}
