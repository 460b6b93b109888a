import AccessibilityModel
import Foundation
import Lint
import Reporters

/// `--rule`, `--select`, `--ignore` and `--exclude`, applied to the findings of a run.
///
/// `--select` keeps `parse-error` (a template that cannot be read is always reported, as ruff
/// does for syntax errors) unless `--ignore` names it.
struct FindingFilter {
  var overrides: [String: Severity?] = [:]
  var select: Set<String>?
  var ignore: Set<String> = []
  var exclude: [Glob] = []
  var currentDirectory: String

  init(_ arguments: Arguments, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    for override in arguments.ruleOverrides { overrides[override.id] = .some(override.severity) }
    select = arguments.select.map(Set.init)
    ignore = Set(arguments.ignore)
    exclude = arguments.exclude.compactMap { try? Glob($0) }
    self.currentDirectory = currentDirectory
  }

  var isEmpty: Bool { overrides.isEmpty && select == nil && ignore.isEmpty && exclude.isEmpty }

  /// True when `path` (as given or as reported) matches an `--exclude` glob.
  func isExcluded(_ path: String) -> Bool {
    guard !exclude.isEmpty else { return false }
    let absolute = PathUtilities.absolute(path)
    guard let relative = PathUtilities.relative(absolute, to: PathUtilities.absolute(currentDirectory)) else { return false }
    return exclude.contains { $0.matches(relative) }
  }

  /// The severity a rule's findings are reported at: the configuration's, changed by
  /// `--rule`, nil (off) when `--ignore` names it or `--select` does not. `--rule` only
  /// changes the severity of a rule that runs: one the configuration turns off stays off.
  func severity(of rule: RuleDescription, in configuration: Configuration) -> Severity? {
    guard var severity = configuration.severity(for: rule) else { return nil }
    if let override = overrides[rule.id] {
      guard let changed = override else { return nil }
      severity = changed
    }
    if ignore.contains(rule.id) { return nil }
    if let select, !select.contains(rule.id), rule.id != "parse-error" { return nil }
    return severity
  }

  func apply(_ findings: [Finding]) -> [Finding] {
    guard !isEmpty else { return findings }
    var kept: [Finding] = []
    for var finding in findings {
      if ignore.contains(finding.ruleID) { continue }
      if let select, !select.contains(finding.ruleID), finding.ruleID != "parse-error" { continue }
      if isExcluded(finding.path) { continue }
      if let override = overrides[finding.ruleID] {
        guard let severity = override else { continue }
        finding.severity = severity
      }
      kept.append(finding)
    }
    return kept
  }
}

/// Path arguments that are globs (`'src/**/*.html'`), expanded by the linter with the matcher
/// `.linter.yml` uses, so the result does not depend on the shell.
enum GlobArguments {
  static func isGlob(_ path: String) -> Bool {
    path.contains { "*?[{".contains($0) }
  }

  /// The files under the literal part of `pattern` that it matches, sorted; the folders of
  /// the default `exclude` (`.git`, `node_modules`, …) are not searched.
  static func expand(_ pattern: String) -> [String] {
    var normalized = pattern
    while normalized.hasPrefix("./") { normalized.removeFirst(2) }
    guard let glob = try? Glob(normalized) else { return [] }
    let components = normalized.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    var literal: [String] = []
    for component in components.dropLast() {
      if isGlob(component) { break }
      literal.append(component)
    }
    let base = literal.isEmpty ? "." : literal.joined(separator: "/")
    let skipped = (try? GlobSet(Configuration.defaultExclude)) ?? GlobSet(globs: [])
    // Read with `readdir` by the names' bytes (`PathBytes`): a name that is not UTF-8 matches
    // too. A linked folder is not entered.
    guard PathBytes.isDirectory(base, followLinks: true) == true else { return [] }
    var matches: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let directory = folder.isEmpty ? base : PathUtilities.join(base, folder)
      for name in PathBytes.names(inDirectory: directory) ?? [] {
        let relative = folder.isEmpty ? name : folder + "/" + name
        let path = base == "." ? relative : base + "/" + relative
        guard let isDirectory = PathBytes.isDirectory(path, followLinks: true) else { continue }
        if isDirectory {
          if PathBytes.isDirectory(path, followLinks: false) == true
              && !skipped.matches(relative + "/") && !skipped.matches(relative + "/x") {
            folders.append(relative)
          }
          continue
        }
        if glob.matches(path) { matches.append(path) }
      }
    }
    return matches.sorted()
  }
}

/// `--statistics`: how many findings each rule gave, most first.
enum Statistics {
  static func add(_ findings: [Finding], to counts: inout [String: Int]) {
    for finding in findings where finding.suppression == nil { counts[finding.ruleID, default: 0] += 1 }
  }

  static func counts(_ findings: [Finding]) -> [(rule: String, count: Int)] {
    var counts: [String: Int] = [:]
    add(findings, to: &counts)
    return rows(counts)
  }

  static func rows(_ counts: [String: Int]) -> [(rule: String, count: Int)] {
    counts.map { (rule: $0.key, count: $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.rule < $1.rule }
  }

  static func render(_ findings: [Finding], format: String) -> String {
    render(rows: counts(findings), format: format)
  }

  static func render(rows: [(rule: String, count: Int)], format: String) -> String {
    if format == "json" {
      return "{" + rows.map { "\(jsonStringLiteral($0.rule)):\($0.count)" }.joined(separator: ",") + "}\n"
    }
    let width = String(rows.first?.count ?? 0).count
    var out = rows.map { String(repeating: " ", count: width - String($0.count).count) + "\($0.count)  \($0.rule)" }
    out.append("\(rows.reduce(0) { $0 + $1.count }) in total")
    return out.joined(separator: "\n") + "\n"
  }

  /// `--statistics` as a report stream: counts per rule, written at the end.
  struct Stream: ReportStream {
    let format: String
    var counts: [String: Int] = [:]

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {}
    mutating func file(_ findings: [Finding], to out: ReportOutput) { Statistics.add(findings, to: &counts) }
    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      out.write(Array(Statistics.render(rows: Statistics.rows(counts), format: format).utf8))
    }
  }
}

/// `an-lint --print-config FILE`: the configuration that applies to FILE after `--config`,
/// `--platform` and `--rule`/`--select`/`--ignore`, written as YAML that `.linter.yml` accepts.
enum PrintConfig {
  static func run(_ file: String, arguments: Arguments, io: CommandIO) -> Int32 {
    let resolver = ConfigResolver(configPath: arguments.config, knownRules: RuleRegistry.descriptions)
    let configuration: Configuration
    switch resolver.configuration(forFile: file) {
    case .success(let loaded): configuration = loaded
    case .failure(let error):
      io.writeErr(error.description + "\n")
      return ExitCode.failure
    }
    io.writeOut(render(configuration, for: file, arguments: arguments))
    return ExitCode.clean
  }

  /// A YAML double-quoted string that reads back as `text` and is inert on a terminal and in a
  /// CI log: `"` and `\` escaped; control characters (`\n`, `\t`, `\r`, `\0`, else `\uXXXX`),
  /// DEL, C1 controls, line and paragraph separators and default-ignorable characters (bidi
  /// controls, zero-width characters, which would not show) as `\u` escapes; and the second `#`
  /// of `##[` (a GitHub Actions workflow command) as `\u0023`.
  static func quoted(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = "\""
    for (i, s) in scalars.enumerated() {
      switch s {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      default:
        let v = s.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || (v >= 0xAD && s.properties.isDefaultIgnorableCodePoint)
            || (s == "#" && i > 0 && scalars[i - 1] == "#" && i + 1 < scalars.count && scalars[i + 1] == "[") {
          let hex = String(v, radix: 16, uppercase: true)
          result += v > 0xFFFF ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(s)
        }
      }
    }
    return result + "\""
  }

  static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }

  static func render(_ configuration: Configuration, for file: String, arguments: Arguments) -> String {
    let filter = FindingFilter(arguments)
    // The comments quote paths: shown as `OutputSafety` shows text (a line break in a path
    // would end the comment).
    var lines = [OutputSafety.line("# The configuration an-lint applies to \(PathBytes.display(file))"),
                 OutputSafety.line("# from \(PathBytes.display(configuration.path ?? "the defaults (no .linter.yml)"))\(arguments.platforms == nil ? "" : ", with --platform").")]
    if let directory = configuration.directory {
      lines.append(OutputSafety.line("# Globs are relative to \(PathUtilities.relative(PathUtilities.absolute(directory), to: PathUtilities.currentDirectory()) ?? directory)."))
    }
    let platforms = arguments.platforms ?? configuration.platforms
    lines.append("platforms: [" + platforms.map(\.rawValue).joined(separator: ", ") + "]")
    lines.append("languages: [" + configuration.languages.joined(separator: ", ") + "]")
    lines.append("include: " + list(configuration.include))
    lines.append("exclude: " + list(configuration.exclude))
    lines.append("screens: " + list(configuration.screens))
    if let profile = configuration.profile { lines.append("profile: \(profile)") }
    let components = configuration.components.sorted { $0.key < $1.key }
    lines.append(components.isEmpty ? "components: {}" : "components:")
    for (name, primitive) in components {
      guard let entry = configuration.componentEntries[name] else {
        lines.append("  \(quoted(name)): \(primitive)")
        continue
      }
      var keys = ["primitive: \(primitive)"]
      if let v = entry.nameFrom { keys.append("name-from: " + list(v)) }
      if let v = entry.placeholder { keys.append("placeholder: " + list(v)) }
      if let v = entry.hiddenWhen {
        keys.append("hidden-when: {" + v.sorted { $0.key < $1.key }.map { "\(quoted($0.key)): " + list($0.value) }.joined(separator: ", ") + "}")
      }
      if let v = entry.activation { keys.append("activation: " + list(v)) }
      if let v = entry.label { keys.append("label: " + list(v)) }
      lines.append("  \(quoted(name)): {" + keys.joined(separator: ", ") + "}")
    }
    let words = configuration.words.sorted { $0.key < $1.key }
    lines.append(words.isEmpty ? "words: {}" : "words:")
    for (category, list) in words { lines.append("  \(category): " + self.list(list)) }
    lines.append("rules:")
    for rule in RuleRegistry.descriptions {
      let severity = filter.severity(of: rule, in: configuration)
      var parts = ["severity: " + (severity?.rawValue ?? "off")]
      for option in rule.options {
        guard let value = configuration.option(option.name, for: rule) else { continue }
        switch value {
        case .strings(let strings): parts.append("\(option.name): " + list(strings))
        default: parts.append("\(option.name): \(value)")
        }
      }
      lines.append("  \(rule.id): { " + parts.joined(separator: ", ") + " }")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `an-lint init`: writes a commented `.linter.yml` in the current folder; never overwrites.
enum InitCommand {
  static func run(io: CommandIO) -> Int32 {
    let path = Configuration.fileName
    if FileManager.default.fileExists(atPath: path) {
      io.writeErr("an-lint: error: '\(path)' already exists; not overwritten\n")
      return ExitCode.failure
    }
    do {
      try Data(template.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    } catch {
      io.writeErr("an-lint: error: cannot write '\(path)': \(error.localizedDescription)\n")
      return ExitCode.failure
    }
    io.writeErr("an-lint: wrote \(path)\n")
    return ExitCode.clean
  }

  static let template = """
  # an-lint configuration. Every key is optional; the values below are the defaults.
  # Globs are relative to the folder of this file. The nearest .linter.yml above a
  # template applies to it; `extends:` builds on another file (`extends: ..` on the
  # nearest .linter.yml of the parent folders).

  # extends: ../common/.linter.yml

  # Platforms whose hosts render these templates: ios tvos visionos macos watchos android.
  # Unwritten: all six, or the profile's (nativescript: ios and android).
  # platforms: [ios, tvos, visionos, macos, watchos, android]

  # Word lists to use (role, state, gesture, essential, vague-link and close words).
  languages: [es, en, ar, fr, de, pt, it]

  # What a directory walk lints, and what it skips.
  include: ["**/*.html", "**/*.an.html", "**/*.an", "**/*.ts"]
  exclude: [".git/**", ".build/**", "node_modules/**", "DerivedData/**", "Pods/**"]

  # Per rule: off, info, warn (or warning), error; or { severity: …, <option>: … }.
  # `an-lint --list-rules` lists the rules; `an-lint explain RULE` explains one.
  # For example:  rules: { redundant-role: off, label-too-long: { severity: warning, max-length: 80 } }
  rules: {}

  # A built-in set of component mappings (nativescript: NativeScript-Angular views).
  # profile: nativescript

  # Custom elements and the primitive each one renders, or a mapping with where its
  # name comes from (name-from), placeholder, hidden-when, activation and label.
  # For example:  components: { app-avatar: an-image, app-tile: { primitive: an-button, name-from: [title] } }
  components: {}

  # Templates that are whole screens (checked by screen-without-title).
  screens: []

  # Extra words per category: role, state, gesture, essential, vague-link, close.
  # For example:  words: { state: [encendido, apagado] }
  words: {}

  """
}
