import AccessibilityModel
import TemplateSyntax

/// What a file holds, which decides how it is linted.
public enum SourceLanguage: Sendable, Equatable {
  /// An Angular template (`.html`, `.an`, …).
  case template
  /// A TypeScript file: its `@Component` inline templates are linted.
  case typescript
  /// A TypeScript declaration file (`.d.ts`): nothing to lint.
  case declaration

  /// By the path's extension: `.d.ts` is a declaration, `.ts` TypeScript, anything else a template.
  public static func of(path: String) -> SourceLanguage {
    if path.hasSuffix(".d.ts") { return .declaration }
    if path.hasSuffix(".ts") { return .typescript }
    return .template
  }

  /// By an editor's language id (`typescript`, `html`, …), else by the path.
  public static func of(languageID: String?, path: String) -> SourceLanguage {
    switch languageID {
    case "typescript": return path.hasSuffix(".d.ts") ? .declaration : .typescript
    case "html", "angular", "ng-template", "an": return .template
    default: return of(path: path)
    }
  }
}

/// Lints one file's bytes: parse, build the accessibility model, run the rules, apply the
/// suppression comments, and resolve line/column (only when there is something to report).
///
/// A template that is not ours (no `<an-*>` primitive and no component mapped in
/// `components:`; see `Ownership`) gives nothing at all. A TypeScript file gives the findings
/// of its inline templates (`InlineTemplates`), each mapped back to the file's bytes: ranges,
/// fix edits (their text escaped for the literal) and line/column all refer to the `.ts` file.
public enum FileLinter {
  /// `lineText: false` leaves `Finding.lineText` nil (no copy of the source lines).
  public static func lint(_ source: SourceFile, ruleSet: RuleSet, isScreen: Bool = false,
                          language: SourceLanguage? = nil, lineText: Bool = true) -> [Finding] {
    var findings: [Finding]
    let lines = SharedLineIndex(source)
    switch language ?? SourceLanguage.of(path: source.path) {
    case .declaration:
      return []
    case .template:
      findings = lintTemplate(source, ruleSet: ruleSet, isScreen: isScreen, lines: lines)
    case .typescript:
      findings = []
      for template in InlineTemplates.extract(source.bytes) {
        let text = SourceFile(path: source.path, bytes: template.bytes)
        for var finding in lintTemplate(text, ruleSet: ruleSet, isScreen: isScreen, lines: SharedLineIndex(text),
                                        inFile: (template, lines)) {
          finding.range = template.fileRange(finding.range)
          if let fix = finding.fix { finding.fix = mapFix(fix, template) }
          findings.append(finding)
        }
      }
    }
    if findings.isEmpty { return [] }
    resolveAll(&findings, lines, source, lineText: lineText)
    findings.sort(by: Finding.ordered)
    return findings
  }

  /// A fix on an inline template, moved to the file: each edit's range mapped exactly and its
  /// text escaped for the literal; nil when an edit starts or ends inside an escape or a
  /// substitution (it cannot be applied to the file's bytes).
  static func mapFix(_ fix: Fix, _ template: InlineTemplate) -> Fix? {
    var edits: [TextEdit] = []
    for edit in fix.edits {
      guard let start = template.exactFileOffset(Int(edit.range.start)),
            let end = template.exactFileOffset(Int(edit.range.end)), start <= end else { return nil }
      edits.append(TextEdit(range: ByteRange(start, end), replacement: template.escaped(edit.replacement)))
    }
    return Fix(description: fix.description, edits: edits, applicability: fix.applicability)
  }

  /// The findings of one template, path set, ranges in its bytes, line and column not resolved.
  /// `lines` is the template's line index, shared with the rules and the suppressions. For an
  /// inline template, `inFile` is the template and the `.ts` file's line index: the suppression
  /// comments count the file's lines (`an-lint-disable-next-line` covers the next `.ts` line).
  static func lintTemplate(_ source: SourceFile, ruleSet: RuleSet, isScreen: Bool, lines: SharedLineIndex,
                           inFile: (template: InlineTemplate, lines: SharedLineIndex)? = nil) -> [Finding] {
    guard Ownership.isOurs(source.bytes, components: ruleSet.components) else { return [] }
    if let problem = BinaryCheck.problem(in: source.bytes) {
      guard let severity = ruleSet.severities["parse-error"] else { return [] }
      return [Finding(ruleID: "parse-error", severity: severity, message: problem.message, path: source.path,
                      range: ByteRange(problem.offset, problem.offset))]
    }
    let tree = TemplateParser.parse(source, expressions: ruleSet.expressionParsing)
    // (The model is moved into the file's context and read there afterwards: a second copy of
    // it here retained, and released, every one of its fields.)
    let model = AccessibilityTree(syntax: tree, profile: ruleSet.profile)
    // (The elements of interest to some element rule are listed as the facts are made, in the
    // same pass: each walk group's list is then picked from them, not from every element.)
    let file = FileContext(path: source.path, tree: tree, model: model, platforms: ruleSet.platforms,
                           words: ruleSet.words, isScreen: isScreen, lines: lines,
                           candidateMask: ruleSet.walkGroups.reduce(0) { $0 | $1.mask })
    var findings: [Finding] = []
    // (Each sink made in its slot: copies of one sink retained its empty array once per rule.
    // In a buffer, not an array: an array was made through the standard library's unspecialized
    // allocation, which looks the storage's type up at run time, some 800 instructions a file.
    // Every slot is initialized here and deinitialized with the buffer.)
    let ruleCount = ruleSet.entries.count
    let sinks = UnsafeMutableBufferPointer<FindingSink>.allocate(capacity: ruleCount)
    for k in 0..<ruleCount { (sinks.baseAddress! + k).initialize(to: FindingSink()) }
    defer {
      sinks.deinitialize()
      sinks.deallocate()
    }
    let entries = ruleSet.entries
    // (Entries are read in place, by index: an entry copied out is a dozen reference counts.)
    // (The rules without options, most of them, share one context: one object per file, not
    // one per rule.)
    let withoutOptions = RuleContext(file: file, options: RuleOptions())
    // (The shared context is passed as this function holds it: returned from a function, it was
    // retained and released around every rule's call.)
    @inline(__always) func withContext<Result>(_ k: Int, _ body: (RuleContext) throws -> Result) rethrows -> Result {
      if entries[k].options.values.isEmpty { return try body(withoutOptions) }
      return try body(RuleContext(file: file, options: entries[k].options))
    }
    // The element rules wait for the walk below; the others are called once, here.
    for k in entries.indices where entries[k].elementWalk == nil {
      do {
        try withContext(k) { try entries[k].rule.check($0, &sinks[k]) }
      } catch {
        sinks[k].report(at: 0, "internal error in rule '\(entries[k].rule.id)': \(error); please report it")
      }
    }
    // The element rules: each element's facts are worked out once, then each rule is called for
    // the elements whose facts it asked for, in document order (as from its own walk). Rules
    // that ask for the same facts are a group (`RuleSet.walkGroups`): the facts are scanned
    // once per group, not once per rule, and the group's elements listed for its rules. Each
    // rule is called once per group, with the list (`ElementWalk.check`), and loops over it
    // itself. (A rule alone in its group is given the list too: one way to call every rule.)
    if !ruleSet.walkGroups.isEmpty {
      let elements = file.model.elements
      // (One list for every group, made once per file at the most it can hold.)
      var matched = MatchedElements()
      defer { matched.deallocate() }
      file.facts.withCandidates { facts, candidates in
        matched.useCandidates(candidates)
        // (The groups whose mask is one bit, most of them, listed together in one pass.)
        matched.collectOneBitGroups(facts, ruleSet.walkGroups.reduce(0) { $1.isOneBit ? $0 | $1.mask : $0 })
        for group in ruleSet.walkGroups {
          let indices: UnsafeBufferPointer<Int>
          if group.isOneBit {
            indices = matched.oneBitGroup(group.mask)
          } else {
            matched.collect(facts, group.mask)
            indices = UnsafeBufferPointer(matched.indices)
          }
          if indices.isEmpty { continue }
          for k in group.entries {
            guard let walk = entries[k].elementWalk else { continue }
            withContext(k) { walk.check(indices, elements, $0, &sinks[k]) }
          }
        }
      }
    }
    let overlaps = Precedence.overlappedSubjects(ruleSet: ruleSet, sinks: UnsafeBufferPointer(sinks))
    let removal = PlatformRemoval(file: file)
    for k in entries.indices where !sinks[k].findings.isEmpty {
      let id = entries[k].rule.id
      for var f in sinks[k].findings {
        if !overlaps.isEmpty, let subject = f.subject, overlaps[k].covers(subject) { continue }
        if !removal.isEmpty {
          guard let narrowed = removal.narrowed(f, targeted: ruleSet.platforms) else { continue }
          f = narrowed
        }
        findings.append(Finding(ruleID: id, severity: entries[k].severity, message: f.message, path: source.path,
                                range: f.range, platforms: f.platforms, fix: f.fix))
      }
    }
    let suppressions = Suppressions(tree: tree)
    if !suppressions.isEmpty {
      let index = inFile?.lines.index ?? lines.index
      let template = inFile?.template
      let extra = suppressions.apply(to: &findings, lineOf: { index.lineIndex(of: template?.fileOffset($0) ?? $0) },
                                     knownRules: RuleRegistry.ids, activeRules: Set(ruleSet.severities.keys),
                                     severities: ruleSet.severities)
      for var f in extra {
        f.path = source.path
        findings.append(f)
      }
    }
    return findings
  }

  /// Lines longer than this (in bytes) are not copied into findings.
  public static let maximumLineText = 1024

  /// Line and column of every finding, in one pass over the file.
  /// (The lines are indexed only up to the last finding's end: `SharedLineIndex.index(covering:)`.)
  static func resolveAll(_ findings: inout [Finding], _ shared: SharedLineIndex, _ source: SourceFile, lineText: Bool = true) {
    var offsets: [Int] = []
    offsets.reserveCapacity(findings.count * 2)
    var last = 0
    for f in findings {
      offsets.append(Int(f.range.start)); offsets.append(Int(f.range.end))
      last = max(last, Int(f.range.start), Int(f.range.end))
    }
    let lines = shared.index(covering: last)
    let positions = lines.positions(of: offsets)
    for i in findings.indices {
      if lineText {
        setSpan(&findings[i], positions[2 * i], positions[2 * i + 1], lines, source)
      } else {
        findings[i].span = SourceSpan(start: positions[2 * i], end: positions[2 * i + 1])
      }
    }
  }

  static func setSpan(_ finding: inout Finding, _ start: SourcePosition, _ end: SourcePosition, _ lines: LineIndex,
                      _ source: SourceFile) {
    finding.span = SourceSpan(start: start, end: end)
    // A minified or generated line can be megabytes long, and every finding on it would keep a
    // copy: such lines get no code frame (nor a line-text fingerprint).
    let line = lines.lineRange(start.line)
    finding.lineText = line.length <= maximumLineText ? source.text(line) : nil
  }
}

/// The elements a walk group is called for (`FileLinter.lintTemplate`): the indices of the
/// elements whose facts have a bit of the group's mask, in document order, in one buffer made
/// once per file at the most it can hold. They are picked from the candidates: the elements of
/// interest to any group (listed with the file's facts, `ElementFactWords.withCandidates`),
/// fewer than all.
private struct MatchedElements {
  private var buffer = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
  /// The candidates given to `useCandidates`.
  private var candidates = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
  /// The indices found by the last `collect`.
  private(set) var indices = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
  /// The lists of `collectOneBitGroups`, and where each bit's ends (at the bit's index) and
  /// begins (at 32 past it).
  private var oneBitLists = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
  private var oneBitEnds = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

  /// Takes `candidates` (indices of the facts the next calls read, each below their count), the
  /// elements with a bit of every group's mask, as the candidates of the next calls. (Lent: the
  /// caller keeps them while it calls the others.)
  mutating func useCandidates(_ candidates: UnsafeBufferPointer<UInt32>) {
    Self.grow(&buffer, to: candidates.count)
    self.candidates = candidates
  }

  /// Lists, in one pass over the candidates, the elements of each group whose mask is one bit
  /// of `bits` (`oneBitGroup(_:)` gives each list): a candidate is appended to the list of each
  /// bit it has. (Most groups' masks are one bit, a prop or the events: `collect` read every
  /// candidate once for each of them.)
  @inline(never)
  mutating func collectOneBitGroups(_ facts: UnsafeBufferPointer<UInt32>, _ bits: UInt32) {
    // A list per bit of `bits`, one after another, each with room for every candidate: bit
    // `b`'s from `oneBitEnds[32 + b]` up to `oneBitEnds[b]`, its next free slot.
    Self.grow(&oneBitEnds, to: 64)
    var start = 0
    var rest = bits
    while rest != 0 {
      let bit = rest.trailingZeroBitCount
      oneBitEnds[bit] = start
      oneBitEnds[32 + bit] = start
      start += candidates.count
      rest &= rest &- 1
    }
    Self.grow(&oneBitLists, to: start)
    // (Every bit of `bits` has its list, and a list holds at most every candidate: every write
    // is within `oneBitLists`.)
    for candidate in candidates {
      let i = Int(candidate)
      var hits = facts[i] & bits
      while hits != 0 {
        let bit = hits.trailingZeroBitCount
        let end = oneBitEnds[bit]
        oneBitLists[end] = i
        oneBitEnds[bit] = end &+ 1
        hits &= hits &- 1
      }
    }
  }

  /// The elements of a one-bit group listed by the last `collectOneBitGroups` (`mask` one of
  /// its bits).
  func oneBitGroup(_ mask: UInt32) -> UnsafeBufferPointer<Int> {
    let bit = mask.trailingZeroBitCount
    return UnsafeBufferPointer(rebasing: oneBitLists[oneBitEnds[32 + bit]..<oneBitEnds[bit]])
  }

  /// Lists the candidates that have a bit of `mask`, a subset of the candidates' mask.
  @inline(never)
  mutating func collect(_ facts: UnsafeBufferPointer<UInt32>, _ mask: UInt32) {
    indices = Self.select(candidates.lazy.map { Int($0) }, facts, mask, into: buffer)
  }

  /// The elements of `from` (indices into `facts`, each below its count) that have a bit of
  /// `mask`, written into `out`, which has a slot for each. (Every index is written and the
  /// count moves on only for a match: no array's uniqueness and capacity checks per element.
  /// The count never passes the number of indices read, so every write is within `out`. Not
  /// inlined: inside the engine's long function the loop reloaded the facts and the mask from
  /// the stack for every element.)
  @inline(__always)
  private static func select<Indices: Collection<Int>>(_ from: Indices, _ facts: UnsafeBufferPointer<UInt32>, _ mask: UInt32,
                                                        into out: UnsafeMutableBufferPointer<Int>) -> UnsafeMutableBufferPointer<Int> {
    var count = 0
    for i in from {
      out[count] = i
      count &+= facts[i] & mask != 0 ? 1 : 0
    }
    return UnsafeMutableBufferPointer(rebasing: out[..<count])
  }

  /// Makes `buffer` hold at least `count` indices.
  private static func grow(_ buffer: inout UnsafeMutableBufferPointer<Int>, to count: Int) {
    guard buffer.count < count else { return }
    buffer.deallocate()
    buffer = .allocate(capacity: count)
  }

  func deallocate() {
    buffer.deallocate()
    oneBitLists.deallocate()
    oneBitEnds.deallocate()
  }
}

/// Files that are not text: a NUL byte, or invalid UTF-8.
enum BinaryCheck {
  struct Problem {
    var offset: Int
    var message: String
  }

  static func problem(in bytes: [UInt8]) -> Problem? {
    bytes.withUnsafeBufferPointer { b in
      // The first NUL byte, found by the C library (`ByteSearch`): the text before it is
      // checked for UTF-8 without a zero test, and invalid UTF-8 there is the first problem.
      // (A sequence cut by the NUL is invalid either way: a zero byte is no continuation.)
      let nul = ByteSearch.firstIndex(of: 0, in: b, from: 0, to: b.count)
      if let invalid = invalidUTF8(b, end: nul) { return invalid }
      guard nul < b.count else { return nil }
      return Problem(offset: nul, message: "file contains a NUL byte: it looks binary and is skipped")
    }
  }

  /// The first invalid UTF-8 sequence of `b[..<end]`, which holds no zero byte.
  static func invalidUTF8(_ b: UnsafeBufferPointer<UInt8>, end n: Int) -> Problem? {
    guard n > 0, let base = b.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    /// The eight bytes from `k` (all within `b[..<n]`), the first in the lowest bits.
    @inline(__always) func word(_ k: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
    }
    let high: UInt64 = 0x8080_8080_8080_8080
    var i = 0
    // (Wrapping adds: `i` is at most `n`, a buffer's count, and no sum passes it by more than 64.)
    sequences: while i < n {
      // Eight bytes at a time from a sequence boundary while they are ASCII or two-byte
      // sequences (Latin, Greek, Cyrillic, Arabic, Hebrew…); a word with anything else is
      // then checked one sequence at a time from its first byte that is not ASCII.
      if i &+ 8 <= n {
        let w = word(i)
        let highBits = w & high
        if highBits == 0 {
          i &+= 8
          // Two ASCII words in a row: maybe a long run, 64 bytes at a time, then 8 at a time
          // to the word with the first byte that is not ASCII.
          if i &+ 8 <= n && word(i) & high == 0 {
            i &+= 8
            while i &+ 64 <= n {
              // (The 64 bytes ORed as four sixteen-byte vectors, two words each: half the
              // loads and ORs of eight words.)
              let lanes = raw.loadUnaligned(fromByteOffset: i, as: SIMD2<UInt64>.self)
                | raw.loadUnaligned(fromByteOffset: i &+ 16, as: SIMD2<UInt64>.self)
                | raw.loadUnaligned(fromByteOffset: i &+ 32, as: SIMD2<UInt64>.self)
                | raw.loadUnaligned(fromByteOffset: i &+ 48, as: SIMD2<UInt64>.self)
              if (lanes[0] | lanes[1]) & high != 0 {
                // (One of these eight words has such a byte: no end test on the way to it.)
                while word(i) & high == 0 { i &+= 8 }
                continue sequences
              }
              i &+= 64
            }
            while i &+ 8 <= n && word(i) & high == 0 { i &+= 8 }
          }
          continue
        }
        let length = asciiOrTwoByteLength(w, highBits: highBits)
        if length != 0 {
          i &+= length
          continue
        }
        i &+= highBits.trailingZeroBitCount >> 3
      }
      // One sequence at a time (in the last seven bytes, or from a word's first byte that is
      // not ASCII while the bytes are not ASCII: a run of Chinese or emoji is not word-tested
      // again at every character).
      repeat {
        let c = b[i]
        if c < 0x80 { i &+= 1; continue }
        // The three-byte sequences with a lead other than E0 and ED (whose second byte has a
        // narrower range), checked inline.
        if c >= 0xE1 && c <= 0xEF && c != 0xED && i &+ 2 < n && b[i &+ 1] & 0xC0 == 0x80 && b[i &+ 2] & 0xC0 == 0x80 {
          i &+= 3
          continue
        }
        var need = 0
        var minimum: UInt32 = 0
        var scalar: UInt32 = 0
        if c & 0xE0 == 0xC0 { need = 1; scalar = UInt32(c & 0x1F); minimum = 0x80 }
        else if c & 0xF0 == 0xE0 { need = 2; scalar = UInt32(c & 0x0F); minimum = 0x800 }
        else if c & 0xF8 == 0xF0 { need = 3; scalar = UInt32(c & 0x07); minimum = 0x10000 }
        else { return invalid(i, c) }
        if i + need >= n { return invalid(i, c) }
        for k in 1...need {
          let cc = b[i + k]
          if cc & 0xC0 != 0x80 { return invalid(i, c) }
          scalar = scalar << 6 | UInt32(cc & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return invalid(i, c) }
        i += need + 1
      } while i < n && b[i] >= 0x80
    }
    return nil
  }

  /// How far the eight bytes `w` (the first in the lowest bits; `highBits` their bits 7)
  /// starting at a sequence boundary are valid UTF-8 made of ASCII and two-byte sequences
  /// only: 8, or 7 when the last byte leads a sequence the next word ends; 0 when they hold
  /// anything else (a longer sequence's byte, an invalid byte or sequence).
  @inline(__always)
  static func asciiOrTwoByteLength(_ w: UInt64, highBits: UInt64) -> Int {
    let high: UInt64 = 0x8080_8080_8080_8080
    let bit6 = (w << 1) & high  // (each byte's bit 6, moved to its bit 7)
    let bit5 = (w << 2) & high
    let leads = highBits & bit6  // 11xxxxxx
    let continuations = highBits & ~bit6  // 10xxxxxx
    // A two-byte lead is C2…DF: bit 5 clear, one of bits 1…4 set (C0 and C1 are overlong).
    // Adding 7F to a byte's bits 1…4 (at most 1E: no carry into the next byte) sets its bit 7
    // exactly when one of them is set.
    let notOverlong = ((w & 0x1E1E_1E1E_1E1E_1E1E) &+ 0x7F7F_7F7F_7F7F_7F7F) & high
    // Every continuation follows a lead, and every lead but the last byte has one.
    guard leads & (bit5 | ~notOverlong) == 0, continuations == leads << 8 else { return 0 }
    return 8 &- Int(truncatingIfNeeded: leads >> 63)
  }

  static func invalid(_ offset: Int, _ byte: UInt8) -> Problem {
    let hex = String(byte, radix: 16, uppercase: true)
    return Problem(offset: offset, message: "file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)): it is skipped; save it as UTF-8")
  }
}
