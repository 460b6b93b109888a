/// The patterns of one `.gitignore` or `.ignore` file, matched against paths relative to the
/// directory that holds it, with gitignore's rules:
///
/// - blank lines and lines starting with `#` are skipped; `\#` and `\!` start a pattern with a
///   literal `#` or `!`; trailing spaces are dropped unless escaped (`\ `);
/// - `!` negates: a path it matches is not ignored (the last matching pattern wins);
/// - a trailing `/` matches directories only;
/// - a pattern with no `/` but a trailing one matches a name at any depth; one with a leading or
///   inner `/` is anchored to the file's directory;
/// - `*`, `?`, `[…]` and `**` as `Glob` reads them (`{` and `}` are literal, as in git).
public struct IgnoreFile: Sendable {
  struct Pattern: Sendable {
    var glob: Glob
    var negated: Bool
    var directoryOnly: Bool
  }

  var patterns: [Pattern] = []

  public var isEmpty: Bool { patterns.isEmpty }

  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  public init(bytes: [UInt8]) {
    var start = 0
    let n = bytes.count
    while start <= n {
      var end = start
      while end < n && bytes[end] != 0x0A { end += 1 }
      if let pattern = Self.pattern(bytes[start..<end]) { patterns.append(pattern) }
      start = end + 1
    }
  }

  /// Appends the patterns of `other`, which take precedence (a `.ignore` after a `.gitignore`).
  public mutating func append(_ other: IgnoreFile) {
    patterns += other.patterns
  }

  /// Whether `path` (relative to the file's directory) is ignored: true or false when a pattern
  /// decides (the last one that matches), nil when none matches.
  public func match(_ path: String, isDirectory: Bool) -> Bool? {
    if patterns.isEmpty { return nil }
    let components = Glob.components(of: path)
    for pattern in patterns.reversed() where isDirectory || !pattern.directoryOnly {
      if pattern.glob.matches(components: components) { return !pattern.negated }
    }
    return nil
  }

  static func pattern(_ line: ArraySlice<UInt8>) -> Pattern? {
    var line = line
    if line.last == 0x0D { line = line.dropLast() }
    // Trailing spaces go, unless the last one is escaped.
    while line.last == 0x20 {
      let beforeSpace = line.index(before: line.endIndex)
      var backslashes = 0
      var k = beforeSpace - 1
      while k >= line.startIndex && line[k] == UInt8(ascii: "\\") { backslashes += 1; k -= 1 }
      if backslashes % 2 == 1 { break }
      line = line.dropLast()
    }
    guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
    var negated = false
    if first == UInt8(ascii: "!") {
      negated = true
      line = line.dropFirst()
    }
    var directoryOnly = false
    if line.last == UInt8(ascii: "/") {
      directoryOnly = true
      while line.last == UInt8(ascii: "/") { line = line.dropLast() }
    }
    if line.isEmpty { return nil }
    // `{` and `}` are literal in gitignore; `Glob` reads them as alternatives unless escaped.
    var text: [UInt8] = []
    text.reserveCapacity(line.count + 4)
    var escaped = false
    for b in line {
      if !escaped && (b == UInt8(ascii: "{") || b == UInt8(ascii: "}")) {
        text.append(UInt8(ascii: "\\"))
      }
      escaped = !escaped && b == UInt8(ascii: "\\")
      text.append(b)
    }
    guard let glob = try? Glob(String(decoding: text, as: UTF8.self)) else { return nil }
    return Pattern(glob: glob, negated: negated, directoryOnly: directoryOnly)
  }
}
