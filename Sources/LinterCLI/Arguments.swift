import AccessibilityModel
import Lint
import Reporters

/// The command line, parsed by hand (no packages): `an-lint [PATH…] [OPTIONS]`,
/// `an-lint explain RULE`, `an-lint tree FILE`, `an-lint lsp`.
public struct Arguments: Equatable, Sendable {
  public enum Command: Equatable, Sendable {
    case lint
    case explain(String)
    case tree(String)
    case lsp
    case help
    case version
    case listRules
    case printConfig(String)
    case initConfig
  }

  /// `--rule ID=SEVERITY`: nil severity is `off`.
  public struct RuleOverride: Equatable, Sendable {
    public var id: String
    public var severity: Severity?
  }

  public enum ColorMode: String, Equatable, Sendable { case auto, always, never }

  public var command: Command = .lint
  public var paths: [String] = []
  public var format = "text"
  public var output: String?
  public var config: String?
  public var platforms: [Platform]?
  public var maxWarnings: Int?
  public var quiet = false
  public var stdin = false
  public var stdinFilename: String?
  public var color: ColorMode = .auto
  public var threads: Int?
  public var verbose = false
  public var fix = false
  public var fixDryRun = false
  public var baseline: String?
  public var writeBaseline: String?
  /// `--no-ignore`: walk what `.gitignore` and `.ignore` files ignore.
  public var noIgnore = false
  /// `--rule ID=SEVERITY`, in the order given (a later one wins).
  public var ruleOverrides: [RuleOverride] = []
  /// `--select ID,…`: report only these rules (nil: every rule).
  public var select: [String]?
  /// `--ignore ID,…`: never report these rules.
  public var ignore: [String] = []
  /// `--exclude GLOB`: skip files matching it (relative to the current folder).
  public var exclude: [String] = []
  public var exitZero = false
  public var statistics = false

  public init() {}

  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    /// An argument that is not UTF-8 is quoted with U+FFFD for each byte that is not (`PathBytes`).
    public init(message: String) { self.message = PathBytes.display(message) }
  }

  static let valueOptions = ["--format", "--output", "--config", "--platform", "--max-warnings", "--stdin-filename",
                             "--color", "--jobs", "--baseline", "--write-baseline", "--rule", "--select", "--ignore",
                             "--exclude", "--print-config", "-f", "-o", "-c"]
  static let flagOptions = ["--quiet", "--stdin", "--list-rules", "--version", "--help", "--verbose", "--fix",
                            "--fix-dry-run", "--no-ignore", "--exit-zero", "--statistics", "-q", "-h", "-v"]

  public static func parse(_ argv: [String]) throws(UsageError) -> Arguments {
    var args = Arguments()
    var positional: [String] = []
    var i = 0
    var endOfOptions = false
    func value(_ name: String) throws(UsageError) -> String {
      i += 1
      guard i < argv.count else { throw UsageError(message: "option '\(name)' needs a value") }
      return argv[i]
    }
    while i < argv.count {
      var arg = argv[i]
      var inline: String?
      if !endOfOptions, arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        inline = String(arg[arg.index(after: eq)...])
        arg = String(arg[..<eq])
      }
      func optionValue() throws(UsageError) -> String {
        if let inline { return inline }
        return try value(arg)
      }
      if endOfOptions || !arg.hasPrefix("-") || arg == "-" {
        positional.append(argv[i])
        i += 1
        continue
      }
      switch arg {
      case "--": endOfOptions = true
      case "--format", "-f":
        let f = try optionValue()
        guard Reporters.names.contains(f) else {
          throw UsageError(message: "unknown format '\(f)'" + suggest(f, Reporters.names, else: "the formats are \(Reporters.names.joined(separator: ", "))"))
        }
        args.format = f
      case "--output", "-o": args.output = try optionValue()
      case "--config", "-c": args.config = try optionValue()
      case "--platform":
        let list = try optionValue()
        var platforms: [Platform] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: " ") }) where !name.isEmpty {
          guard let p = Platform(rawValue: name.lowercased()) else {
            let names = Platform.allCases.map(\.rawValue)
            throw UsageError(message: "unknown platform '\(name)'" + suggest(name, names, else: "the platforms are \(names.joined(separator: ", "))"))
          }
          if !platforms.contains(p) { platforms.append(p) }
        }
        guard !platforms.isEmpty else { throw UsageError(message: "option '--platform' needs at least one platform") }
        args.platforms = platforms
      case "--max-warnings":
        let v = try optionValue()
        guard let n = Int(v), n >= 0 else { throw UsageError(message: "option '--max-warnings' needs a number ≥ 0, not '\(v)'") }
        args.maxWarnings = n
      case "--jobs":
        let v = try optionValue()
        guard let n = Int(v), n >= 1 else { throw UsageError(message: "option '--jobs' needs a number ≥ 1, not '\(v)'") }
        args.threads = n
      case "--quiet", "-q": args.quiet = true
      case "--stdin": args.stdin = true
      case "--stdin-filename": args.stdinFilename = try optionValue()
      case "--list-rules": args.command = .listRules
      case "--version", "-v": args.command = .version
      case "--help", "-h": args.command = .help
      case "--verbose": args.verbose = true
      case "--fix": args.fix = true
      case "--fix-dry-run": args.fixDryRun = true
      case "--no-ignore": args.noIgnore = true
      case "--baseline": args.baseline = try optionValue()
      case "--write-baseline": args.writeBaseline = try optionValue()
      case "--rule":
        let v = try optionValue()
        guard let eq = v.firstIndex(of: "=") else {
          throw UsageError(message: "option '--rule' takes ID=SEVERITY (off, info, warn, warning, error), not '\(v)'")
        }
        let id = try ruleID(String(v[..<eq]), option: "--rule")
        let name = String(v[v.index(after: eq)...])
        let parsed = Configuration.severity(named: name)
        guard parsed.known else {
          throw UsageError(message: "unknown severity '\(name)' in '--rule \(v)'" + suggest(name, Configuration.severityNames + ["warn"], else: "the severities are off, info, warn, warning, error"))
        }
        args.ruleOverrides.append(RuleOverride(id: id, severity: parsed.severity))
      case "--select", "--ignore":
        let list = try optionValue()
        var ids: [String] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: " ") }) where !name.isEmpty {
          ids.append(try ruleID(name, option: arg))
        }
        guard !ids.isEmpty else { throw UsageError(message: "option '\(arg)' needs at least one rule id") }
        if arg == "--select" { args.select = (args.select ?? []) + ids } else { args.ignore += ids }
      case "--exclude":
        let pattern = try optionValue()
        do {
          _ = try Glob(pattern)
        } catch {
          throw UsageError(message: "option '--exclude': \(error.description)")
        }
        args.exclude.append(pattern)
      case "--print-config": args.command = .printConfig(try optionValue())
      case "--exit-zero": args.exitZero = true
      case "--statistics": args.statistics = true
      case "--color":
        let v = try optionValue()
        guard let mode = ColorMode(rawValue: v) else { throw UsageError(message: "option '--color' takes auto, always or never, not '\(v)'") }
        args.color = mode
      default:
        let all = valueOptions + flagOptions
        throw UsageError(message: "unknown option '\(arg)'\(suggest(arg, all.filter { $0.hasPrefix("--") }))")
      }
      i += 1
    }
    if args.command == .lint, let first = positional.first {
      switch first {
      case "explain":
        guard positional.count == 2 else { throw UsageError(message: "usage: an-lint explain RULE") }
        args.command = .explain(PathBytes.display(positional[1]))
        return args
      case "tree":
        guard positional.count == 2 else { throw UsageError(message: "usage: an-lint tree FILE [--platform P] [--format text|json]") }
        args.command = .tree(positional[1])
        return args
      case "lsp":
        args.command = .lsp
        return args
      case "help":
        args.command = .help
        return args
      case "init":
        guard positional.count == 1 else { throw UsageError(message: "usage: an-lint init") }
        args.command = .initConfig
        return args
      default: break
      }
    }
    // '-' is standard input, as in ruff and most Unix tools.
    if positional.contains("-") {
      guard positional == ["-"] else { throw UsageError(message: "'-' (standard input) takes no other paths") }
      positional = []
      args.stdin = true
      if args.stdinFilename == nil { args.stdinFilename = "-" }
    }
    args.paths = positional
    if args.stdin {
      guard args.stdinFilename != nil else { throw UsageError(message: "option '--stdin' needs '--stdin-filename NAME' (the path the text belongs to)") }
      guard positional.isEmpty else { throw UsageError(message: "option '--stdin' takes no paths") }
    } else if args.stdinFilename != nil {
      throw UsageError(message: "option '--stdin-filename' is only used with '--stdin'")
    }
    if args.fix && args.fixDryRun {
      throw UsageError(message: "'--fix' cannot be used with '--fix-dry-run'")
    }
    if args.fix && args.stdin { throw UsageError(message: "'--fix' cannot be used with '--stdin'") }
    // The paths to lint, '--config' and '--stdin-filename' may be any bytes (they are read by
    // them, see `PathBytes`); the files written are named in UTF-8.
    for (option, name) in [("--output", args.output), ("--baseline", args.baseline), ("--write-baseline", args.writeBaseline)] {
      if let name, PathBytes.hasEscapes(name) {
        throw UsageError(message: "option '\(option)' needs a file name that is valid UTF-8, not '\(name)'")
      }
    }
    if args.paths.isEmpty && !args.stdin { args.paths = ["."] }
    return args
  }

  /// The process's arguments after the program name, each with its exact bytes (`PathBytes`):
  /// `CommandLine.arguments` decodes a name that is not UTF-8 with U+FFFD, naming no file.
  public static var processArguments: [String] {
    (1..<max(1, Int(CommandLine.argc))).compactMap { index in
      CommandLine.unsafeArgv[index].map { PathBytes.string(cString: $0) }
    }
  }

  /// A rule id given to an option, checked against the registry.
  static func ruleID(_ name: String, option: String) throws(UsageError) -> String {
    let ids = RuleRegistry.descriptions.map(\.id)
    guard ids.contains(name) else {
      throw UsageError(message: "unknown rule '\(name)' in '\(option)'" + suggest(name, ids, else: "'an-lint --list-rules' lists them"))
    }
    return name
  }

  /// `; did you mean 'x'?` when a candidate is close, else `; <otherwise>` (or nothing).
  static func suggest(_ name: String, _ candidates: [String], else otherwise: String? = nil) -> String {
    if let near = nearest(name, in: candidates, maxDistance: defaultSuggestionDistance(for: name)) {
      return "; did you mean '\(near)'?"
    }
    return otherwise.map { "; " + $0 } ?? ""
  }

  public static let usage = """
  USAGE: an-lint [PATH…] [OPTIONS]
         an-lint explain RULE
         an-lint tree FILE [--platform P] [--format text|json] [--verbose]
         an-lint lsp
         an-lint init
         an-lint --list-rules [--format text|json]
         an-lint --print-config FILE

  Lints <an-*> templates (and the inline templates of Angular components in .ts
  files) for accessibility. PATH defaults to '.', walked with the include/exclude
  globs of the nearest .linter.yml, skipping what .gitignore and .ignore files
  ignore. Files with no <an-*> primitive (and no mapped component) give nothing.
  A PATH with * ? [ or { is a glob the linter expands ('src/**/*.html'); '-' is
  standard input.

  OPTIONS:
    -f, --format FORMAT     text (default), json, sarif, github, checkstyle, gitlab
    -o, --output FILE       write the report to FILE instead of standard output
    -c, --config FILE       use FILE instead of the nearest .linter.yml
        --platform LIST     target these platforms (comma-separated: ios, tvos,
                            visionos, macos, watchos, android)
        --rule ID=SEVERITY  set a rule's severity: off, info, warn, warning, error
                            (repeatable)
        --select ID,…       report only these rules
        --ignore ID,…       never report these rules
        --exclude GLOB      skip files matching GLOB (repeatable)
        --max-warnings N    exit 1 when there are more than N warnings
        --exit-zero         exit 0 even with findings (2 still means an error)
        --statistics        print how many findings each rule gave, not the findings
    -q, --quiet             report errors only
        --stdin             lint standard input (needs --stdin-filename NAME)
        --stdin-filename NAME  the path the standard input belongs to
        --fix               apply the safe fixes, then report what remains
        --fix-dry-run       print the fixes as a unified diff, change nothing
        --baseline FILE     report only findings that are not in FILE
        --write-baseline FILE  record the current findings in FILE
        --no-ignore         also walk what .gitignore and .ignore files ignore
        --list-rules        list every rule with the severity it runs at here
        --print-config FILE print the configuration that applies to FILE, as YAML
        --color MODE        auto (default: colour on a terminal, or when FORCE_COLOR
                            is set; never when NO_COLOR is), always, never
        --jobs N            lint with N threads (default: one per core)
    -v, --version           print the version
    -h, --help              print this help

  EXIT CODES:
    0  no problems (or only warnings within --max-warnings)
    1  findings of error severity, or more warnings than --max-warnings
    2  usage, configuration or I/O error
  """
}

extension Substring {
  func trimmingCharacters(in set: String) -> String {
    var s = self
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return String(s)
  }
}
