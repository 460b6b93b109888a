import AccessibilityModel

/// How one rule is configured: its severity (nil: off) and its options.
public struct RuleSetting: Sendable, Equatable {
  /// nil turns the rule off.
  public var severity: Severity?
  /// Only the options written in the file; see `Configuration.option(_:for:)` for defaults.
  public var options: [String: OptionValue]

  public init(severity: Severity?, options: [String: OptionValue] = [:]) {
    self.severity = severity
    self.options = options
  }
}

/// The settings of one `.linter.yml` (or the defaults when there is none).
///
/// Globs in `include`, `exclude` and `screens` are relative to `directory`.
public struct Configuration: Sendable, Equatable {
  /// The platforms whose hosts the templates target; platform rules report only these.
  public var platforms: [Platform]
  /// The languages whose word lists rules use (ISO 639-1 codes).
  public var languages: [String]
  /// Globs of the files a directory walk lints.
  public var include: [String]
  /// Where each glob of `include` was written, in the same order (empty for the defaults):
  /// a walk of the whole folder warns about a pattern that matches no file.
  public var includeWritten: [WrittenGlob] = []
  /// Globs of files and directories a walk skips.
  public var exclude: [String]
  /// Per rule id; rules not listed keep their default severity and options.
  public var rules: [String: RuleSetting]
  /// Custom element name → primitive name (`"app-avatar": "an-image"`), as written in
  /// `components:` (both forms); the profile's are in `componentProfile`.
  public var components: [String: String]
  /// The `components:` entries written as mappings (`{ primitive: an-button, name-from: … }`).
  public var componentEntries: [String: ComponentEntry] = [:]
  /// The built-in profile (`profile: nativescript`), if any.
  public var profile: String?
  /// Whether `platforms:` was written (here or in the file extended); otherwise a profile's
  /// platforms are the default.
  public var platformsWritten = false
  /// Globs of templates that are whole screens (for `screen-without-title`).
  public var screens: [String]
  /// Extra words per category (see `Configuration.wordCategories`), added to the shipped lists.
  public var words: [String: [String]]
  /// The directory the file was found in (globs are relative to it); nil for the defaults.
  public var directory: String?
  /// The file the settings came from; nil for the defaults.
  public var path: String?

  // MARK: Vocabularies

  /// The keys a configuration file may have, in the order documented.
  public static let keys = ["extends", "profile", "platforms", "languages", "include", "exclude", "rules", "components", "screens", "words"]
  /// Every language the word lists ship for.
  public static let shippedLanguages = ["es", "en", "ar", "fr", "de", "pt", "it"]
  /// `**/*.ts`: the inline templates of `@Component` decorators (`.d.ts` files are never walked).
  public static let defaultInclude = ["**/*.html", "**/*.an.html", "**/*.an", "**/*.ts"]
  public static let defaultExclude = [".git/**", ".build/**", "node_modules/**", "DerivedData/**", "Pods/**"]
  /// The primitives a custom component may be mapped to.
  public static let primitives = [
    "an-view", "an-text", "an-button", "an-link", "an-image", "an-icon", "an-switch", "an-checkbox", "an-radio",
    "an-slider", "an-text-field", "an-search-field", "an-scroll-view", "an-list", "an-stack", "an-modal",
    "an-sheet", "an-dialog",
  ]
  /// The categories of `words:`.
  public static let wordCategories = ["role", "state", "gesture", "essential", "vague-link", "close"]
  /// What a rule's severity may be set to (`off` turns it off).
  public static let severityNames = ["off", "info", "warning", "error"]

  /// A severity as written in `.linter.yml` or `--rule`: `off`, `info`, `warn` or `warning`,
  /// `error`. `known` is false for any other name; `severity` is nil for `off`.
  public static func severity(named name: String) -> (known: Bool, severity: Severity?) {
    switch name {
    case "off": return (true, nil)
    case "warn": return (true, .warning)
    default:
      guard let severity = Severity(rawValue: name) else { return (false, nil) }
      return (true, severity)
    }
  }
  /// The file name looked for by discovery.
  public static let fileName = ".linter.yml"

  // MARK: Creating

  public init(platforms: [Platform] = Platform.allCases,
              languages: [String] = Configuration.shippedLanguages,
              include: [String] = Configuration.defaultInclude,
              exclude: [String] = Configuration.defaultExclude,
              rules: [String: RuleSetting] = [:],
              components: [String: String] = [:],
              screens: [String] = [],
              words: [String: [String]] = [:],
              directory: String? = nil,
              path: String? = nil) {
    self.platforms = platforms
    self.languages = languages
    self.include = include
    self.exclude = exclude
    self.rules = rules
    self.components = components
    self.screens = screens
    self.words = words
    self.directory = directory
    self.path = path
  }

  /// Every setting at its default, from no file.
  public static let `default` = Configuration()

  /// Reads and validates the file at `path`. Rule ids and options are checked against `knownRules`.
  public static func load(path: String, knownRules: [RuleDescription]) throws(ConfigError) -> Configuration {
    try load(path: path, knownRules: knownRules, chain: [])
  }

  /// `chain`: the absolute paths of the files that extend this one, outermost first (for cycles).
  static func load(path: String, knownRules: [RuleDescription], chain: [String]) throws(ConfigError) -> Configuration {
    switch readFile(path) {
    case .success(let bytes):
      return try load(path: path, bytes: bytes, knownRules: knownRules, chain: chain)
    case .failure(let failure):
      throw ConfigError(path: path, line: 0, column: 0, message: "cannot read the configuration file: \(failure.reason)")
    }
  }

  /// Parses and validates `bytes`, read from `path`.
  static func load(path: String, bytes: [UInt8], knownRules: [RuleDescription], chain: [String]) throws(ConfigError) -> Configuration {
    let root: YAMLNode
    do {
      root = try YAML.parse(utf8: bytes)
    } catch {
      throw ConfigError(path: path, line: error.line, column: error.column, message: error.message)
    }
    let base = try loadBase(of: root, path: path, knownRules: knownRules, chain: chain)
    var reader = ConfigReader(path: path, knownRules: knownRules, base: base)
    return try reader.read(root)
  }

  /// The configuration the file at `path` extends (`extends:`), or nil. A path to a folder
  /// (`..`) means the nearest `.linter.yml` in that folder or above it.
  static func loadBase(of root: YAMLNode, path: String, knownRules: [RuleDescription], chain: [String]) throws(ConfigError) -> Configuration? {
    guard let pair = root.mappingPairs?.first(where: { $0.name == "extends" }) else { return nil }
    guard let target = pair.value.scalarText, !target.isEmpty else {
      throw ConfigError(path: path, line: pair.value.line, column: pair.value.column,
                        message: "'extends' must be the path of a configuration file or folder, found \(ConfigReader.describe(pair.value))")
    }
    let here = PathUtilities.absolute(path)
    let folder = PathUtilities.directoryName(of: here)
    var candidate = target.hasPrefix("/") ? PathUtilities.normalize(target) : PathUtilities.normalize(PathUtilities.join(folder, target))
    if case .success(let status) = FileStatus.of(candidate, followLinks: true), status.kind == .directory {
      var directory = candidate
      var found: String?
      while found == nil {
        let file = PathUtilities.join(directory, fileName)
        if file != here, case .success(let status) = FileStatus.of(file, followLinks: true), status.kind == .file {
          found = file
        } else if directory == "/" {
          break
        } else {
          directory = PathUtilities.directoryName(of: directory)
        }
      }
      guard let found else {
        throw ConfigError(path: path, line: pair.value.line, column: pair.value.column,
                          message: "'extends: \(target)' finds no \(fileName) in '\(candidate)' or above it")
      }
      candidate = found
    }
    let chain = chain + [here]
    if chain.contains(candidate) {
      let cycle = (chain + [candidate]).map { PathUtilities.relative($0, to: PathUtilities.currentDirectory()) ?? $0 }
      throw ConfigError(path: path, line: pair.value.line, column: pair.value.column,
                        message: "'extends' makes a cycle: \(cycle.joined(separator: " → "))")
    }
    let shown = PathUtilities.relative(candidate, to: PathUtilities.currentDirectory()) ?? candidate
    // A file that cannot be read is reported where `extends` names it, as every other
    // problem of this file is.
    let bytes: [UInt8]
    switch readFile(candidate) {
    case .success(let contents): bytes = contents
    case .failure(let failure):
      throw ConfigError(path: path, line: pair.value.line, column: pair.value.column,
                        message: "'extends: \(target)': cannot read '\(shown)': \(failure.reason)")
    }
    var base = try load(path: shown, bytes: bytes, knownRules: knownRules, chain: chain)
    base.path = shown
    return base
  }

  /// Parses and validates `text` as if read from `path` (which names the file in errors and
  /// sets `path` and `directory`).
  public static func parse(text: String, path: String, knownRules: [RuleDescription]) throws(ConfigError) -> Configuration {
    let root: YAMLNode
    do {
      root = try YAML.parse(text)
    } catch {
      throw ConfigError(path: path, line: error.line, column: error.column, message: error.message)
    }
    let base = try loadBase(of: root, path: path, knownRules: knownRules, chain: [])
    var reader = ConfigReader(path: path, knownRules: knownRules, base: base)
    return try reader.read(root)
  }

  // MARK: Querying

  /// The severity `rule` runs at (nil: off), with this file's override if any.
  public func severity(for rule: RuleDescription) -> Severity? {
    if let setting = rules[rule.id] { return setting.severity }
    return rule.defaultSeverity
  }

  /// The value of the option `name` of `rule`: this file's, or the option's default; nil when the
  /// rule has no such option.
  public func option(_ name: String, for rule: RuleDescription) -> OptionValue? {
    if let value = rules[rule.id]?.options[name] { return value }
    return rule.options.first(where: { $0.name == name })?.defaultValue
  }

  /// The primitive a custom element is mapped to, if any (the profile's included).
  public func primitive(forComponent name: String) -> String? {
    components[name] ?? profile.flatMap { ComponentProfile.builtIn[$0]?.behaviours[name]?.primitive }
  }

  /// `path` relative to `directory` (lexically, after making both absolute), for matching globs;
  /// nil when the path is outside the directory. With no `directory`, relative to the current one.
  public func relativePath(of path: String) -> String? {
    let base = PathUtilities.absolute(directory ?? ".")
    return PathUtilities.relative(PathUtilities.absolute(path), to: base)
  }

  /// True when `exclude` skips the file at `path` (or a directory that holds it), as a
  /// directory walk would: what an editor's language server must not lint either.
  public func excludes(_ path: String) -> Bool {
    guard !exclude.isEmpty, let relative = relativePath(of: path), let globs = try? GlobSet(exclude) else { return false }
    return globs.excludesFile(relative)
  }

  /// True when the template at `path` is matched by `screens`.
  public func isScreen(_ path: String) -> Bool {
    guard !screens.isEmpty, let relative = relativePath(of: path) else { return false }
    for pattern in screens {
      if let glob = try? Glob(pattern), glob.matches(relative) { return true }
    }
    return false
  }
}

/// A glob as written in a configuration file, and where.
public struct WrittenGlob: Sendable, Equatable {
  public var pattern: String
  /// The configuration file, and the 1-based line and column of the pattern in it.
  public var path: String
  public var line: Int
  public var column: Int

  public init(pattern: String, path: String, line: Int, column: Int) {
    self.pattern = pattern
    self.path = path
    self.line = line
    self.column = column
  }
}
