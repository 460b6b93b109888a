// MARK: - Globs over repository-relative paths

/// A glob pattern that could not be compiled.
public struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
  public var pattern: String
  public var message: String

  public init(pattern: String, message: String) {
    self.pattern = pattern
    self.message = message
  }

  /// `invalid glob '<pattern>': <message>`
  public var description: String { "invalid glob '\(pattern)': \(message)" }
}

/// A compiled glob matched against `/`-separated paths relative to a base directory
/// (the directory of `.linter.yml`, or the walk root).
///
/// Syntax:
/// - `*` matches any run of characters within one path segment (not `/`); `?` one character.
/// - `**` as a whole segment matches any number of segments: `**/x` matches `x`, `a/x`, `a/b/x`;
///   `a/**/x` matches `a/x` and `a/b/x`; a trailing `/**` matches everything under the directory
///   (one or more segments), so `build/**` matches `build/a` and `build/a/b` but not `build`.
///   `**` inside a longer segment (`a**b`) acts as `*`.
/// - `[abc]`, `[a-z]`, `[!a-z]` or `[^a-z]`: one character of (or not of) a set; `]` first is literal.
/// - `{a,b}`: alternatives, which may nest and may contain `/` (`{src,lib/**}/*.html`).
/// - `\` makes the next character literal.
/// - As in `.gitignore`: a pattern with no `/` (other than a trailing one) matches the name at any
///   depth (`*.html` is `**/*.html`); a leading `/` or `./` anchors it to the base instead; a
///   trailing `/` is ignored.
///
/// Matching is case-sensitive, over Unicode scalars. A leading `.` is matched by `*` like any other
/// character. Paths are normalised before matching (`./`, empty and `.` segments are dropped).
public struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The largest number of alternatives `{…}` may expand to.
  public static let maximumAlternatives = 1024

  /// The pattern as written.
  public let pattern: String
  private let alternatives: [[Segment]]

  fileprivate enum Token: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case anyOne
    case star
    case set([ClosedRange<UInt32>], negated: Bool)
  }

  fileprivate enum Segment: Sendable, Equatable {
    case anyDepth
    case tokens([Token])
  }

  public init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    let scalars = Array(pattern.unicodeScalars)
    if scalars.isEmpty { throw GlobError(pattern: pattern, message: "the pattern is empty") }
    var expanded: [[Unicode.Scalar]] = []
    do {
      expanded = try Glob.expandBraces(scalars)
    } catch let message {
      throw GlobError(pattern: pattern, message: message.text)
    }
    var compiled: [[Segment]] = []
    for alternative in expanded {
      do {
        compiled.append(try Glob.compile(alternative))
      } catch let message {
        throw GlobError(pattern: pattern, message: message.text)
      }
    }
    alternatives = compiled
  }

  public var description: String { pattern }

  /// True when `path` (relative, `/`-separated) matches the pattern.
  public func matches(_ path: String) -> Bool {
    let components = Glob.components(of: path)
    if components.isEmpty { return false }
    for alternative in alternatives where Glob.match(alternative, components) {
      return true
    }
    return false
  }

  /// True when a path already split by `Glob.components(of:)` matches (to split once and match
  /// many globs).
  func matches(components: [[Unicode.Scalar]]) -> Bool {
    if components.isEmpty { return false }
    return alternatives.contains { Glob.match($0, components) }
  }

  /// True when every path inside the directory `directory` matches: the pattern ends in `/**`
  /// (or is `**`) and what comes before matches `directory`. A walker can skip such a directory
  /// without reading it.
  public func matchesEverything(inDirectory directory: String) -> Bool {
    let components = Glob.components(of: directory)
    for alternative in alternatives {
      guard alternative.last == .anyDepth else { continue }
      let prefix = Array(alternative.dropLast())
      if prefix.isEmpty || prefix.allSatisfy({ $0 == .anyDepth }) { return true }
      if !components.isEmpty && Glob.match(prefix, components) { return true }
    }
    return false
  }

  // MARK: Paths

  /// The segments of a relative path, without empty and `.` segments.
  static func components(of path: String) -> [[Unicode.Scalar]] {
    var result: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    for scalar in path.unicodeScalars {
      if scalar == "/" {
        if !current.isEmpty && current != ["."] { result.append(current) }
        current = []
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty && current != ["."] { result.append(current) }
    return result
  }

  // MARK: Compiling

  private struct Message: Error {
    var text: String
  }

  /// The indices of the characters that are glob syntax: not escaped with `\` and not inside
  /// a `[...]` set (a `]` right after `[`, `[!` or `[^` is a literal member of the set).
  private static func syntaxIndices(_ scalars: [Unicode.Scalar], from start: Int = 0) -> [Int] {
    var indices: [Int] = []
    var index = start
    var inSet = false
    while index < scalars.count {
      let c = scalars[index]
      if c == "\\" {
        index += 2
        continue
      }
      if inSet {
        if c == "]" { inSet = false }
      } else if c == "[" {
        inSet = true
        var next = index + 1
        if next < scalars.count && (scalars[next] == "!" || scalars[next] == "^") { next += 1 }
        if next < scalars.count && scalars[next] == "]" { index = next }
      } else {
        indices.append(index)
      }
      index += 1
    }
    return indices
  }

  /// Expands `{a,b}` (nested, outside `[...]`, honouring `\`) into plain alternatives.
  private static func expandBraces(_ scalars: [Unicode.Scalar]) throws(Message) -> [[Unicode.Scalar]] {
    let syntax = syntaxIndices(scalars)
    var open: Int?
    for index in syntax {
      if scalars[index] == "{" {
        open = index
        break
      }
      if scalars[index] == "}" { throw Message(text: "unmatched '}'; write '\\}' for a literal brace") }
    }
    guard let start = open else { return [scalars] }
    // Find the matching `}` and the top-level commas.
    var depth = 0
    var commas: [Int] = []
    var close: Int?
    for index in syntax where index >= start {
      let c = scalars[index]
      if c == "{" {
        depth += 1
      } else if c == "}" {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      } else if c == "," && depth == 1 {
        commas.append(index)
      }
    }
    guard let end = close else { throw Message(text: "unterminated '{'; expected '}'") }
    let head = Array(scalars[..<start])
    let tail = Array(scalars[(end + 1)...])
    var bounds = [start]
    bounds.append(contentsOf: commas)
    bounds.append(end)
    var results: [[Unicode.Scalar]] = []
    for k in 0..<(bounds.count - 1) {
      let body = Array(scalars[(bounds[k] + 1)..<bounds[k + 1]])
      let combined = head + body + tail
      let expanded = try expandBraces(combined)
      results.append(contentsOf: expanded)
      if results.count > maximumAlternatives {
        throw Message(text: "'{…}' expands to more than \(maximumAlternatives) alternatives")
      }
    }
    return results
  }

  private static func compile(_ raw: [Unicode.Scalar]) throws(Message) -> [Segment] {
    var scalars = raw[...]
    var anchored = false
    while scalars.starts(with: ["." as Unicode.Scalar, "/"]) {
      scalars = scalars.dropFirst(2)
      anchored = true
    }
    if scalars.first == "/" {
      anchored = true
      while scalars.first == "/" { scalars = scalars.dropFirst() }
    }
    while scalars.last == "/" && !isEscaped(scalars, at: scalars.endIndex - 1) { scalars = scalars.dropLast() }
    if scalars.isEmpty { throw Message(text: "the pattern matches no path; expected a name after '/'") }
    // Split on unescaped `/`.
    var rawSegments: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var index = scalars.startIndex
    var inSet = false
    while index < scalars.endIndex {
      let c = scalars[index]
      if c == "\\" && index + 1 < scalars.endIndex {
        current.append(c)
        current.append(scalars[index + 1])
        index += 2
        continue
      }
      if c == "[" && !inSet { inSet = true } else if c == "]" && inSet { inSet = false }
      if c == "/" && !inSet {
        if !current.isEmpty && current != ["."] { rawSegments.append(current) }
        current = []
      } else {
        current.append(c)
      }
      index += 1
    }
    if !current.isEmpty { rawSegments.append(current) }
    var segments: [Segment] = []
    if rawSegments.count == 1 && !anchored { segments.append(.anyDepth) }
    for raw in rawSegments {
      if raw == ["*", "*"] {
        if segments.last != .anyDepth { segments.append(.anyDepth) }
      } else {
        segments.append(.tokens(try tokenize(raw)))
      }
    }
    return segments
  }

  private static func isEscaped(_ scalars: ArraySlice<Unicode.Scalar>, at index: Int) -> Bool {
    var backslashes = 0
    var k = index - 1
    while k >= scalars.startIndex && scalars[k] == "\\" {
      backslashes += 1
      k -= 1
    }
    return backslashes % 2 == 1
  }

  private static func tokenize(_ segment: [Unicode.Scalar]) throws(Message) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < segment.count {
      let c = segment[index]
      switch c {
      case "\\":
        guard index + 1 < segment.count else {
          throw Message(text: "'\\' at the end escapes nothing; expected a character after it")
        }
        tokens.append(.literal(segment[index + 1]))
        index += 2
      case "?":
        tokens.append(.anyOne)
        index += 1
      case "*":
        if tokens.last != .star { tokens.append(.star) }
        index += 1
      case "[":
        let (token, next) = try parseSet(segment, from: index)
        tokens.append(token)
        index = next
      default:
        tokens.append(.literal(c))
        index += 1
      }
    }
    return tokens
  }

  private static func parseSet(_ segment: [Unicode.Scalar], from start: Int) throws(Message) -> (Token, Int) {
    var index = start + 1
    var negated = false
    if index < segment.count && (segment[index] == "!" || segment[index] == "^") {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<UInt32>] = []
    var first = true
    while index < segment.count {
      var c = segment[index]
      if c == "]" && !first {
        return (.set(ranges, negated: negated), index + 1)
      }
      first = false
      if c == "\\" && index + 1 < segment.count {
        index += 1
        c = segment[index]
      }
      if index + 2 < segment.count && segment[index + 1] == "-" && segment[index + 2] != "]" {
        let high = segment[index + 2]
        guard c.value <= high.value else {
          throw Message(text: "the range '\(c)-\(high)' is reversed; expected the lower bound first")
        }
        ranges.append(c.value...high.value)
        index += 3
      } else {
        ranges.append(c.value...c.value)
        index += 1
      }
    }
    throw Message(text: "unterminated '['; expected ']'")
  }

  // MARK: Matching

  private static func match(_ pattern: [Segment], _ components: [[Unicode.Scalar]]) -> Bool {
    // failed[p * (n + 1) + c]: pattern from p cannot match components from c.
    let width = components.count + 1
    var failed = [Bool](repeating: false, count: (pattern.count + 1) * width)
    return match(pattern, 0, components, 0, &failed, width)
  }

  private static func match(_ pattern: [Segment], _ p: Int, _ components: [[Unicode.Scalar]], _ c: Int,
                            _ failed: inout [Bool], _ width: Int) -> Bool {
    if failed[p * width + c] { return false }
    var result = false
    if p == pattern.count {
      result = c == components.count
    } else if case .tokens(let tokens) = pattern[p] {
      result = c < components.count && matchSegment(tokens, components[c])
        && match(pattern, p + 1, components, c + 1, &failed, width)
    } else if p == pattern.count - 1 {
      // A trailing `**` matches one or more segments.
      result = c < components.count
    } else {
      var k = c
      while k <= components.count && !result {
        result = match(pattern, p + 1, components, k, &failed, width)
        k += 1
      }
    }
    if !result { failed[p * width + c] = true }
    return result
  }

  private static func matchSegment(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
    var t = 0
    var n = 0
    var starToken = -1
    var starName = 0
    while n < name.count {
      if t < tokens.count {
        switch tokens[t] {
        case .star:
          starToken = t
          starName = n
          t += 1
          continue
        case .anyOne:
          t += 1
          n += 1
          continue
        case .literal(let c):
          if c == name[n] {
            t += 1
            n += 1
            continue
          }
        case .set(let ranges, let negated):
          let value = name[n].value
          if ranges.contains(where: { $0.contains(value) }) != negated {
            t += 1
            n += 1
            continue
          }
        }
      }
      guard starToken >= 0 else { return false }
      t = starToken + 1
      starName += 1
      n = starName
    }
    while t < tokens.count && tokens[t] == .star { t += 1 }
    return t == tokens.count
  }
}

/// A list of globs: a path matches when any of them does.
public struct GlobSet: Sendable, Equatable {
  public let globs: [Glob]

  public init(globs: [Glob]) { self.globs = globs }

  /// Compiles each pattern; the first bad one throws.
  public init(_ patterns: [String]) throws(GlobError) {
    var globs: [Glob] = []
    for pattern in patterns { globs.append(try Glob(pattern)) }
    self.globs = globs
  }

  public var isEmpty: Bool { globs.isEmpty }

  public func matches(_ path: String) -> Bool {
    if globs.isEmpty { return false }
    // The path is split once for all the globs.
    let components = Glob.components(of: path)
    return globs.contains { $0.matches(components: components) }
  }

  /// True when the directory itself matches a glob (as `node_modules` does, like `.gitignore`)
  /// or a glob matches everything inside it (`.build/**`): a walker need not descend.
  public func excludesDirectory(_ directory: String) -> Bool {
    globs.contains { $0.matches(directory) || $0.matchesEverything(inDirectory: directory) }
  }

  /// True when the file `path`, or one of the directories that contain it, is excluded:
  /// what the walker would have skipped.
  public func excludesFile(_ path: String) -> Bool {
    if matches(path) { return true }
    let components = Glob.components(of: path)
    var prefix = ""
    for component in components.dropLast() {
      var name = ""
      name.unicodeScalars.append(contentsOf: component)
      prefix = prefix.isEmpty ? name : prefix + "/" + name
      if excludesDirectory(prefix) { return true }
    }
    return false
  }
}
