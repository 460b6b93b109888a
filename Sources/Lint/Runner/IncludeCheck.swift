/// The `include` patterns of a configuration file that matched no file to lint, for a
/// warning (a typo such as `scr/**/*.html` would otherwise lint nothing, silently).
///
/// Only a walk of the folder that holds the configuration file tells: the file applies to
/// that whole folder, so a pattern it wrote that matches none of the files the walk kept
/// matches nothing. A walk of a subfolder says nothing (the pattern may be for another one),
/// nor do patterns inherited through `extends` (they were written for the other file's
/// folder). Matching uses the files the walk already found: no second walk; each file is
/// tested only against the patterns that have not matched yet.
struct IncludeCheck {
  /// Per configuration file: its patterns (with where they were written) and whether each has
  /// matched a file yet; in the order first met.
  private var states: [String: (patterns: [(written: WrittenGlob, glob: Glob)], matched: [Bool])] = [:]
  private var order: [String] = []

  /// Notes the files a walk of `root` kept under `configuration`.
  mutating func record(_ configuration: Configuration, root: String, files: [String]) {
    guard !configuration.includeWritten.isEmpty, let path = configuration.path,
          configuration.includeWritten.count == configuration.include.count,
          PathUtilities.absolute(root) == PathUtilities.absolute(PathUtilities.directoryName(of: path)) else { return }
    if states[path] == nil {
      var patterns: [(written: WrittenGlob, glob: Glob)] = []
      for (written, pattern) in zip(configuration.includeWritten, configuration.include) where written.path == path {
        if let glob = try? Glob(pattern) { patterns.append((written, glob)) }
      }
      states[path] = (patterns, [Bool](repeating: false, count: patterns.count))
      order.append(path)
    }
    guard var state = states[path] else { return }
    var open = state.matched.indices.filter { !state.matched[$0] }
    for file in files {
      if open.isEmpty { break }
      guard let relative = configuration.relativePath(of: file) else { continue }
      open.removeAll { index in
        guard state.patterns[index].glob.matches(relative) else { return false }
        state.matched[index] = true
        return true
      }
    }
    states[path] = state
  }

  /// `path:line:column: warning: …`, one per pattern that matched nothing, in the order the
  /// files were met and the patterns written.
  var warnings: [String] {
    var result: [String] = []
    for path in order {
      guard let state = states[path] else { continue }
      for (index, pattern) in state.patterns.enumerated() where !state.matched[index] {
        let w = pattern.written
        result.append("\(w.path):\(w.line):\(w.column): warning: 'include' pattern '\(w.pattern)' matches no file to lint")
      }
    }
    return result
  }
}
