import TemplateSyntax

/// Suppression comments, as the spec's last section gives them:
///
///     <!-- an-lint-disable-next-line rule-a, rule-b -- justification -->
///     <!-- an-lint-disable-line rule-a -->          (the comment's own line, as in ESLint)
///     <!-- an-lint-disable rule-a -->  …  <!-- an-lint-enable rule-a -->
///     <!-- an-lint-disable-file -->
///
/// No rule list means every rule. An `an-lint-enable` naming rules ends the open regions for
/// those rules only; a bare one ends them for every rule (ESLint's semantics). Rule names are
/// separated by commas and/or spaces. The text after ` -- ` is the justification (it goes into
/// SARIF). A directive that suppresses nothing is reported (`unused-suppression`), and so is a
/// comment starting with `an-lint-` whose first word is no directive (`an-lint-enabled`); a
/// directive naming an unknown rule is reported at that name (`unknown-rule-in-suppression`,
/// `an-lint-enable` included), and a directive naming only unknown rules is not also reported
/// unused. Directives for rules turned off in the configuration are not reported unused
/// (turning a rule off must not make every directive for it a warning).
public struct Suppressions: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case nextLine = "an-lint-disable-next-line"
    case line = "an-lint-disable-line"
    case disable = "an-lint-disable"
    case enable = "an-lint-enable"
    case file = "an-lint-disable-file"

    /// Compared only with the directives of the same length (`NameTable`).
    public init?(rawValue: String) {
      guard let kind = Self.names.value(named: rawValue) else { return nil }
      self = kind
    }

    private static let names = NameTable<Kind>()
  }

  public struct RuleName: Sendable, Equatable {
    public var name: String
    public var range: ByteRange
  }

  public struct Directive: Sendable {
    public var kind: Kind
    /// The whole comment, `<!--` to `-->`.
    public var range: ByteRange
    /// Empty: every rule.
    public var rules: [RuleName]
    public var justification: String?
    /// For `disable`: where its region ends for every rule (the next bare `an-lint-enable`, or
    /// the end of the file); an enable naming a rule ends it earlier for that rule (`regionEnd(of:rule:)`).
    public var regionEnd: Int = Int.max
  }

  /// A comment that starts with `an-lint-` but whose first word is no directive
  /// (`an-lint-enabled`, `an-lint-disable-next-line:`): reported, as it does nothing.
  public struct UnknownDirective: Sendable {
    public var name: String
    /// The whole comment, `<!--` to `-->`.
    public var range: ByteRange
  }

  /// A comment that is a directive, or that starts like one.
  enum Parsed {
    case directive(Directive)
    case unknown(UnknownDirective)
  }

  public private(set) var directives: [Directive] = []
  public private(set) var unknownDirectives: [UnknownDirective] = []

  public init(tree: SyntaxTree) {
    for id in tree.comments {
      // Every directive starts with `an-lint-`: other comments (most) are passed over here, read
      // in place, without copying the comment out or calling `parse`, a large function.
      guard tree.withComment(id, { Self.mayBeDirective($0.content) }) == true, let comment = tree[id].comment else {
        continue
      }
      switch Self.parse(comment, range: tree[id].range, source: tree.source) {
      case .directive(let directive)?: directives.append(directive)
      case .unknown(let unknown)?: unknownDirectives.append(unknown)
      case nil: break
      }
    }
    directives.sort { $0.range.start < $1.range.start }
    // Regions close as in ESLint: a bare `an-lint-enable` ends every region open before it; an
    // enable naming rules ends only those rules (`disable a, b` … `enable a` leaves `b`
    // disabled, and a bare `disable` … `enable a` leaves every rule but `a` disabled).
    var nextBareEnable = Int.max
    for i in directives.indices.reversed() {
      switch directives[i].kind {
      case .enable where directives[i].rules.isEmpty: nextBareEnable = Int(directives[i].range.start)
      case .disable: directives[i].regionEnd = nextBareEnable
      default: break
      }
    }
    for directive in directives where directive.kind == .enable {
      for rule in directive.rules { enables[rule.name, default: []].append(Int(directive.range.start)) }
    }
  }

  /// Per rule id, the starts of the `an-lint-enable` directives that name it, in order.
  private var enables: [String: [Int]] = [:]

  /// Where the region of `directive` (a disable) ends for `rule`: at the first bare enable after
  /// it, or the first enable naming `rule`, whichever comes first.
  func regionEnd(of directive: Directive, rule: String) -> Int {
    guard let starts = enables[rule] else { return directive.regionEnd }
    let after = Int(directive.range.end)
    var lo = 0
    var hi = starts.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if starts[mid] < after { lo = mid + 1 } else { hi = mid }
    }
    return lo < starts.count ? min(starts[lo], directive.regionEnd) : directive.regionEnd
  }

  public var isEmpty: Bool { directives.isEmpty && unknownDirectives.isEmpty }

  /// The directive of a comment that `mayBeDirective` (the caller has told it).
  static func parse(_ comment: Comment, range: ByteRange, source: SourceFile) -> Parsed? {
    let content = comment.content
    assert(mayBeDirective(content), "parse is given comments that may be directives")
    let bytes = Array(content.utf8)
    var i = 0
    while i < bytes.count && isSpace(bytes[i]) { i += 1 }
    let keywordStart = i
    while i < bytes.count && !isSpace(bytes[i]) { i += 1 }
    let keyword = String(decoding: bytes[keywordStart..<i], as: UTF8.self)
    guard let kind = Kind(rawValue: keyword) else { return .unknown(UnknownDirective(name: keyword, range: range)) }
    // Rules up to ` -- `, then the justification.
    var rulesEnd = bytes.count
    var justification: String?
    var k = i
    while k + 1 < bytes.count {
      if bytes[k] == UInt8(ascii: "-") && bytes[k + 1] == UInt8(ascii: "-") && (k == 0 || isSpace(bytes[k - 1]))
        && (k + 2 == bytes.count || isSpace(bytes[k + 2])) {
        rulesEnd = k
        let text = String(decoding: bytes[(k + 2)...], as: UTF8.self).trimmingSpaces()
        justification = text.isEmpty ? nil : text
        break
      }
      k += 1
    }
    var rules: [RuleName] = []
    let base = Int(comment.contentRange.start)
    var j = i
    while j < rulesEnd {
      while j < rulesEnd && (isSpace(bytes[j]) || bytes[j] == UInt8(ascii: ",")) { j += 1 }
      let start = j
      while j < rulesEnd && !isSpace(bytes[j]) && bytes[j] != UInt8(ascii: ",") { j += 1 }
      if j > start {
        rules.append(RuleName(name: String(decoding: bytes[start..<j], as: UTF8.self), range: ByteRange(base + start, base + j)))
      }
    }
    return .directive(Directive(kind: kind, range: range, rules: rules, justification: justification))
  }

  static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

  /// Whether `content`, after its leading spaces, starts with `an-lint-`, as every `Kind` does.
  /// (Read as bytes: a walk of the string's UTF-8 view cost about a thousand instructions a
  /// comment.)
  static func mayBeDirective(_ content: String) -> Bool {
    TextTools.withBytes(of: content, startsWithDirectivePrefix)
  }

  static func startsWithDirectivePrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < bytes.count && isSpace(bytes[i]) { i += 1 }
    // (`an-lint-` is eight bytes: compared as one word, with no lazy global and no generic
    // `starts(with:)`, for every comment of every file.)
    guard bytes.count &- i >= 8, let base = bytes.baseAddress else { return false }
    return UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) == directivePrefixWord
  }

  /// What every directive starts with, `an-lint-`, as its eight bytes read in one little-endian
  /// word (`a` 61 in the low byte, `n` 6E, `-` 2D, `l` 6C, `i` 69, `n` 6E, `t` 74, `-` 2D).
  static let directivePrefixWord: UInt64 = 0x2D74_6E69_6C2D_6E61

  /// The rules whose findings are about the directives themselves. A directive naming one of
  /// them silences those findings about the other directives it covers; a directive with no
  /// rule list does not (as in ESLint, `an-lint-disable-file` does not hide stale directives).
  static let directiveRules: Set<String> = ["unused-suppression", "unknown-rule-in-suppression"]

  /// Marks the suppressed findings and reports the directives that are unused or unknown.
  ///
  /// In three steps, so that no finding depends on itself: the findings of the rules are
  /// suppressed; the findings about the directives (unknown directives and rule names, names
  /// that suppressed nothing) are suppressed by the directives that name their rule, never by
  /// the directive they are about; last, a directive naming `unused-suppression` or
  /// `unknown-rule-in-suppression` that silenced nothing is reported, and that finding is not
  /// suppressed (a directive for these rules cannot be silenced by another).
  /// - Parameters:
  ///   - lineOf: the line (from 0) of an offset, in the file the user reads: for an inline
  ///     template, the line of the `.ts` file, so `an-lint-disable-line` and
  ///     `an-lint-disable-next-line` count the lines the user sees.
  ///   - knownRules: every registered rule id.
  ///   - activeRules: the ids enabled for this file.
  public func apply(to findings: inout [Finding], lineOf: (Int) -> Int, knownRules: Set<String>, activeRules: Set<String>,
                    severities: [String: Severity]) -> [Finding] {
    // Each directive's first and last lines, once.
    var startLines: [Int] = []
    var endLines: [Int] = []
    startLines.reserveCapacity(directives.count)
    endLines.reserveCapacity(directives.count)
    for directive in directives {
      let lineBased = directive.kind == .line || directive.kind == .nextLine
      startLines.append(lineBased ? lineOf(Int(directive.range.start)) + 1 : 0)
      endLines.append(lineBased ? lineOf(Int(directive.range.end)) + 1 : 0)
    }
    func covers(_ d: Int, offset: Int, line: Int, rule: String) -> Bool {
      let directive = directives[d]
      switch directive.kind {
      case .nextLine: return line == endLines[d] + 1
      case .line: return line >= startLines[d] && line <= endLines[d]
      case .disable: return offset >= Int(directive.range.end) && offset < regionEnd(of: directive, rule: rule)
      case .file: return true
      case .enable: return false
      }
    }
    var used = Array(repeating: Set<String>(), count: directives.count)
    var usedAll = Array(repeating: false, count: directives.count)
    for f in findings.indices {
      let findingLine = lineOf(Int(findings[f].range.start)) + 1
      let offset = Int(findings[f].range.start)
      for (d, directive) in directives.enumerated() {
        let id = findings[f].ruleID
        guard covers(d, offset: offset, line: findingLine, rule: id) else { continue }
        if directive.rules.isEmpty {
          usedAll[d] = true
        } else if directive.rules.contains(where: { $0.name == id }) {
          used[d].insert(id)
        } else {
          continue
        }
        if findings[f].suppression == nil { findings[f].suppression = SuppressionInfo(justification: directive.justification) }
      }
    }
    // The findings about the directives. A directive's unused names are worked out at the end
    // (its names of the directive rules are known then): here its finding holds its place.
    var extra: [Finding] = []
    var about: [Int?] = []   // per finding of `extra`, the directive it is about
    var unusedFinding = [Int?](repeating: nil, count: directives.count)
    var namesDirectiveRules = false
    func isUnused(_ rule: RuleName, _ d: Int) -> Bool {
      directives[d].kind != .enable && knownRules.contains(rule.name) && !used[d].contains(rule.name)
        && activeRules.contains(rule.name)
    }
    if let severity = severities["unused-suppression"] {
      for unknown in unknownDirectives {
        let names = Kind.allCases.map(\.rawValue)
        let advice = nearest(unknown.name, in: names).map { "did you mean '\($0)'?" }
          ?? "expected one of: \(names.joined(separator: ", "))"
        extra.append(Finding(ruleID: "unused-suppression", severity: severity,
                             message: "unknown directive '\(unknown.name)': the comment does nothing; \(advice)",
                             range: ByteRange(Int(unknown.range.start), Int(unknown.range.start) + 4)))
        about.append(nil)
      }
    }
    for (d, directive) in directives.enumerated() {
      if let severity = severities["unknown-rule-in-suppression"] {
        for rule in directive.rules where !knownRules.contains(rule.name) {
          let suggestion = Self.nearestRule(rule.name, in: Array(knownRules).sorted()).map { "; did you mean '\($0)'?" }
            ?? "; 'an-lint --list-rules' lists the rule ids"
          extra.append(Finding(ruleID: "unknown-rule-in-suppression", severity: severity,
                               message: "unknown rule '\(rule.name)' in suppression comment\(suggestion)", range: rule.range))
          about.append(d)
        }
      }
      if directive.rules.contains(where: { Self.directiveRules.contains($0.name) }) { namesDirectiveRules = true }
      // `an-lint-enable` is checked for unknown names only: it suppresses nothing by design.
      guard directive.kind != .enable, let severity = severities["unused-suppression"] else { continue }
      let start = Int(directive.range.start)
      if directive.rules.isEmpty {
        if !usedAll[d] {
          extra.append(Finding(ruleID: "unused-suppression", severity: severity,
                               message: "'\(directive.kind.rawValue)' suppresses nothing: no finding is reported \(where_(directive)); remove it",
                               range: ByteRange(start, start + 4)))
          about.append(d)
        }
      } else if directive.rules.contains(where: { !Self.directiveRules.contains($0.name) && isUnused($0, d) }) {
        unusedFinding[d] = extra.count
        extra.append(Finding(ruleID: "unused-suppression", severity: severity, message: "", range: ByteRange(start, start + 4)))
        about.append(d)
      }
    }
    if namesDirectiveRules {
      for x in extra.indices {
        let offset = Int(extra[x].range.start)
        let line = lineOf(offset) + 1
        let id = extra[x].ruleID
        for (d, directive) in directives.enumerated() where d != about[x] && directive.rules.contains(where: { $0.name == id }) {
          guard covers(d, offset: offset, line: line, rule: id) else { continue }
          used[d].insert(id)
          if extra[x].suppression == nil { extra[x].suppression = SuppressionInfo(justification: directive.justification) }
        }
      }
    }
    if let severity = severities["unused-suppression"] {
      for (d, directive) in directives.enumerated() where !directive.rules.isEmpty {
        let unused = directive.rules.filter { isUnused($0, d) }.map(\.name)
        guard !unused.isEmpty else { continue }
        let message = "'\(directive.kind.rawValue)' suppresses nothing for \(Messages.quoted(unused)): no such finding is reported \(where_(directive)); remove \(unused.count == 1 ? "it" : "them")"
        if let x = unusedFinding[d] {
          extra[x].message = message
        } else {
          let start = Int(directive.range.start)
          extra.append(Finding(ruleID: "unused-suppression", severity: severity, message: message, range: ByteRange(start, start + 4)))
        }
      }
    }
    return extra
  }

  func where_(_ directive: Directive) -> String {
    switch directive.kind {
    case .nextLine: return "on the next line"
    case .line: return "on this line"
    case .disable: return "in its region"
    case .file, .enable: return "in this file"
    }
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s = s.dropLast() }
    return String(s)
  }
}

extension Suppressions {
  /// The rule id nearest a misspelt one: by spelling (`nearest`), or else the one id whose words
  /// include every word written, in order, with the fewest words added (`tap-needs-role` is
  /// `tap-needs-button-role`).
  static func nearestRule(_ name: String, in ids: [String]) -> String? {
    if let close = nearest(name, in: ids) { return close }
    let words = name.lowercased().split(separator: "-")
    guard words.count >= 2 else { return nil }
    var best: (id: String, extra: Int)?
    var tied = false
    for id in ids {
      let idWords = id.split(separator: "-")
      var k = 0
      for word in idWords where k < words.count && word == words[k] { k += 1 }
      guard k == words.count else { continue }
      let extra = idWords.count - words.count
      if best == nil || extra < best!.extra { best = (id, extra); tied = false } else if extra == best!.extra { tied = true }
    }
    return tied ? nil : best?.id
  }
}
