import AccessibilityModel

/// Turns a parsed `.linter.yml` into a `Configuration`, validating every key and value.
struct ConfigReader {
  let path: String
  let knownRules: [RuleDescription]
  private var configuration: Configuration
  /// The primitive a `components:` mapping with no `primitive` keeps: its entry's in the base
  /// configuration, else the profile's (this file's `profile:`, else the base's).
  private var inheritedPrimitives: [String: String] = [:]

  /// The base configuration (from `extends:`), if any, refined by this file.
  private let base: Configuration?

  init(path: String, knownRules: [RuleDescription], base: Configuration? = nil) {
    self.path = path
    self.knownRules = knownRules
    self.base = base
    configuration = base ?? Configuration()
    configuration.path = path
    configuration.directory = PathUtilities.directoryName(of: path)
    if let base, let baseDirectory = base.directory {
      // Inherited globs stay relative to the base's folder: when this file's folder is inside
      // it, this file's own globs are moved into the base's frame (`a/*.html` written in
      // `sub/` becomes `sub/a/*.html`); otherwise they are read from this file's folder.
      let here = PathUtilities.absolute(PathUtilities.directoryName(of: path))
      if let relative = PathUtilities.relative(here, to: PathUtilities.absolute(baseDirectory)) {
        configuration.directory = baseDirectory
        globPrefix = relative == "." || relative.isEmpty ? "" : relative + "/"
      }
    }
  }

  /// Prepended to this file's globs when they are read in the base's folder.
  private var globPrefix = ""

  private func rebased(_ globs: [String]) -> [String] {
    guard !globPrefix.isEmpty else { return globs }
    return globs.map { glob in
      var pattern = glob
      while pattern.hasPrefix("./") { pattern.removeFirst(2) }
      if pattern.hasPrefix("/") { return globPrefix + pattern.dropFirst() }
      return globPrefix + (pattern.contains("/") ? pattern : "**/" + pattern)
    }
  }

  // MARK: Errors

  func fail(_ node: YAMLNode, _ message: String) -> ConfigError {
    ConfigError(path: path, line: node.line, column: node.column, message: message)
  }

  /// How a node is named in "found …": `'text'`, `the string 'text'` (quoted), `a list`,
  /// `a mapping`, `nothing`.
  static func describe(_ node: YAMLNode) -> String {
    switch node.kind {
    case .null: return "nothing"
    case .scalar(let text, let style):
      return style == .plain ? "'\(text)'" : "the string '\(text)'"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }

  /// `unknown <what> '<name>'; did you mean '<x>'?`, or `…; expected one of: a, b` when nothing is
  /// close (or `unknown <what> '<name>'` alone when `listValid` is false).
  static func unknown(_ what: String, _ name: String, among valid: [String], listValid: Bool = true,
                      context: String = "") -> String {
    let head = "unknown \(what) '\(name)'\(context)"
    if let suggestion = nearest(name, in: valid) { return "\(head); did you mean '\(suggestion)'?" }
    if !listValid || valid.isEmpty { return head }
    if valid.count == 1 { return "\(head); expected '\(valid[0])'" }
    return "\(head); expected one of: \(valid.joined(separator: ", "))"
  }

  // MARK: Top level

  mutating func read(_ root: YAMLNode) throws(ConfigError) -> Configuration {
    if case .null = root.kind { return configuration }
    guard let pairs = root.mappingPairs else {
      throw fail(root, "expected a mapping of settings (\(Configuration.keys.joined(separator: ", "))) at the top level, found \(ConfigReader.describe(root))")
    }
    // Every problem of the file is collected and reported at once.
    var errors: [ConfigError] = []
    let profileName = pairs.first(where: { $0.name == "profile" })?.value.scalarText ?? configuration.profile
    if let profile = profileName.flatMap({ ComponentProfile.builtIn[$0] }) {
      inheritedPrimitives = profile.behaviours.mapValues(\.primitive)
    }
    inheritedPrimitives.merge(configuration.components) { $1 }
    for pair in pairs {
      do throws(ConfigError) {
        switch pair.name {
        case "platforms":
          configuration.platforms = try readPlatforms(pair.value)
          configuration.platformsWritten = true
        case "profile": configuration.profile = try readProfile(pair.value)
        case "languages": configuration.languages = try readLanguages(pair.value)
        case "extends": break   // read first, by Configuration.load
        case "include":
          var written: [WrittenGlob] = []
          configuration.include = rebased(try readGlobs(pair.value, key: "include", written: &written))
          configuration.includeWritten = written
        case "exclude": configuration.exclude = rebased(try readGlobs(pair.value, key: "exclude"))
        case "screens": configuration.screens = rebased(try readGlobs(pair.value, key: "screens"))
        // Maps refine the base entry by entry; the rest replace it.
        case "rules": configuration.rules.merge(try readRules(pair.value, errors: &errors)) { $1 }
        case "components":
          let (plain, entries) = try readComponents(pair.value, errors: &errors)
          configuration.components.merge(plain) { $1 }
          for name in plain.keys { configuration.componentEntries[name] = entries[name] }
        case "words": configuration.words.merge(try readWords(pair.value, errors: &errors)) { $1 }
        default:
          throw fail(pair.key, ConfigReader.unknown("key", pair.name, among: Configuration.keys))
        }
      } catch {
        errors.append(error)
      }
    }
    if let error = ConfigError.combining(errors) { throw error }
    if let name = configuration.profile, !configuration.platformsWritten,
       let platforms = ComponentProfile.builtIn[name]?.platforms {
      configuration.platforms = platforms
    }
    return configuration
  }

  private func readProfile(_ node: YAMLNode) throws(ConfigError) -> String {
    let names = ComponentProfile.builtInNames
    guard let name = node.scalarText else {
      throw fail(node, "'profile' must be the name of a built-in profile (\(names.joined(separator: ", "))), found \(ConfigReader.describe(node))")
    }
    guard ComponentProfile.builtIn[name] != nil else {
      throw fail(node, ConfigReader.unknown("profile", name, among: names))
    }
    return name
  }

  // MARK: Lists of names

  /// A single scalar or a list of scalars.
  private func readStrings(_ node: YAMLNode, key: String, itemName: String) throws(ConfigError) -> [YAMLNode] {
    switch node.kind {
    case .scalar:
      return [node]
    case .sequence(let items):
      for item in items where item.scalarText == nil {
        throw fail(item, "expected \(itemName) in '\(key)', found \(ConfigReader.describe(item))")
      }
      return items
    default:
      throw fail(node, "'\(key)' must be \(itemName) or a list of them, found \(ConfigReader.describe(node))")
    }
  }

  private func readPlatforms(_ node: YAMLNode) throws(ConfigError) -> [Platform] {
    let items = try readStrings(node, key: "platforms", itemName: "a platform name")
    if items.isEmpty { throw fail(node, "'platforms' must name at least one platform") }
    let names = Platform.allCases.map(\.rawValue)
    var result: [Platform] = []
    for item in items {
      let name = item.scalarText ?? ""
      guard let platform = Platform(rawValue: name) else {
        throw fail(item, ConfigReader.unknown("platform", name, among: names))
      }
      if !result.contains(platform) { result.append(platform) }
    }
    return result
  }

  private func readLanguages(_ node: YAMLNode) throws(ConfigError) -> [String] {
    let items = try readStrings(node, key: "languages", itemName: "a language code")
    if items.isEmpty { throw fail(node, "'languages' must name at least one language") }
    var result: [String] = []
    for item in items {
      let name = item.scalarText ?? ""
      guard Configuration.shippedLanguages.contains(name) else {
        throw fail(item, ConfigReader.unknown("language", name, among: Configuration.shippedLanguages))
      }
      if !result.contains(name) { result.append(name) }
    }
    return result
  }

  private func readGlobs(_ node: YAMLNode, key: String) throws(ConfigError) -> [String] {
    var written: [WrittenGlob] = []
    return try readGlobs(node, key: key, written: &written)
  }

  /// The globs, and in `written` where each was written.
  private func readGlobs(_ node: YAMLNode, key: String, written: inout [WrittenGlob]) throws(ConfigError) -> [String] {
    let items = try readStrings(node, key: key, itemName: "a glob")
    var result: [String] = []
    var places: [WrittenGlob] = []
    for item in items {
      let pattern = item.scalarText ?? ""
      do {
        _ = try Glob(pattern)
      } catch {
        throw fail(item, error.description)
      }
      result.append(pattern)
      places.append(WrittenGlob(pattern: pattern, path: path, line: item.line, column: item.column))
    }
    written = places
    return result
  }

  // MARK: Rules

  private func readRules(_ node: YAMLNode, errors: inout [ConfigError]) throws(ConfigError) -> [String: RuleSetting] {
    guard let pairs = node.mappingPairs else {
      throw fail(node, "'rules' must be a mapping of rule ids to severities or options, found \(ConfigReader.describe(node))")
    }
    let ids = knownRules.map(\.id)
    var result: [String: RuleSetting] = [:]
    for pair in pairs {
      guard let rule = knownRules.first(where: { $0.id == pair.name }) else {
        errors.append(fail(pair.key, ConfigReader.unknown("rule", pair.name, among: ids, listValid: false)))
        continue
      }
      do throws(ConfigError) {
        result[rule.id] = try readRuleSetting(pair.value, rule: rule, inherited: configuration.rules[rule.id])
      } catch {
        errors.append(error)
      }
    }
    return result
  }

  private func readSeverity(_ node: YAMLNode, rule: RuleDescription) throws(ConfigError) -> Severity? {
    guard let name = node.scalarText else {
      throw fail(node, "expected a severity (off, info, warning, error) for rule '\(rule.id)', found \(ConfigReader.describe(node))")
    }
    let parsed = Configuration.severity(named: name)
    guard parsed.known else {
      throw fail(node, ConfigReader.unknown("severity", name, among: Configuration.severityNames,
                                            context: " for rule '\(rule.id)'"))
    }
    return parsed.severity
  }

  /// `inherited`: the entry of the file extended, which this one refines key by key (as ESLint
  /// does): a severity alone keeps its options, options alone keep its severity (`off`
  /// included) and its other options.
  private func readRuleSetting(_ node: YAMLNode, rule: RuleDescription, inherited: RuleSetting?) throws(ConfigError) -> RuleSetting {
    switch node.kind {
    case .scalar:
      return RuleSetting(severity: try readSeverity(node, rule: rule), options: inherited?.options ?? [:])
    case .mapping(let pairs):
      var setting = inherited ?? RuleSetting(severity: rule.defaultSeverity)
      let optionNames = ["severity"] + rule.options.map(\.name)
      for pair in pairs {
        if pair.name == "severity" {
          setting.severity = try readSeverity(pair.value, rule: rule)
          continue
        }
        guard let option = rule.options.first(where: { $0.name == pair.name }) else {
          throw fail(pair.key, ConfigReader.unknown("option", pair.name, among: optionNames,
                                                    context: " for rule '\(rule.id)'"))
        }
        setting.options[option.name] = try readOption(pair.value, option: option, rule: rule)
      }
      return setting
    default:
      throw fail(node, "expected a severity (off, info, warning, error) or a mapping with 'severity' and options for rule '\(rule.id)', found \(ConfigReader.describe(node))")
    }
  }

  /// "an integer from 1 to 500", "a number from 0.0 to 1.0", …
  static func expectation(_ kind: RuleOption.Kind) -> String {
    switch kind {
    case .integer(let low, let high):
      if low == Int.min && high == Int.max { return "an integer" }
      if high == Int.max { return "an integer of at least \(low)" }
      if low == Int.min { return "an integer of at most \(high)" }
      return "an integer from \(low) to \(high)"
    case .number(let low, let high):
      if low == -Double.infinity && high == Double.infinity { return "a number" }
      if high == Double.infinity { return "a number of at least \(low)" }
      if low == -Double.infinity { return "a number of at most \(high)" }
      return "a number from \(low) to \(high)"
    case .boolean:
      return "true or false"
    case .strings:
      return "a list of strings"
    }
  }

  private func readOption(_ node: YAMLNode, option: RuleOption, rule: RuleDescription) throws(ConfigError) -> OptionValue {
    let failure = fail(node, "option '\(option.name)' of rule '\(rule.id)' must be \(ConfigReader.expectation(option.kind)), found \(ConfigReader.describe(node))")
    let plain: String?
    if case .scalar(let text, .plain) = node.kind { plain = text } else { plain = nil }
    switch option.kind {
    case .integer(let low, let high):
      guard let text = plain, let value = Int(text), value >= low, value <= high else { throw failure }
      return .integer(value)
    case .number(let low, let high):
      guard let text = plain, let value = Double(text), value.isFinite, value >= low, value <= high else { throw failure }
      return .number(value)
    case .boolean:
      switch plain {
      case "true", "True", "TRUE": return .boolean(true)
      case "false", "False", "FALSE": return .boolean(false)
      default: throw failure
      }
    case .strings:
      switch node.kind {
      case .scalar(let text, _):
        return .strings([text])
      case .sequence(let items):
        var strings: [String] = []
        for item in items {
          guard let text = item.scalarText else {
            throw fail(item, "option '\(option.name)' of rule '\(rule.id)' must be a list of strings, found \(ConfigReader.describe(item)) in the list")
          }
          strings.append(text)
        }
        return .strings(strings)
      default:
        throw failure
      }
    }
  }

  // MARK: Components and words

  private static func isElementName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        || scalar == "." || scalar == ":"
    }
  }

  private func readComponents(_ node: YAMLNode, errors: inout [ConfigError]) throws(ConfigError) -> ([String: String], [String: ComponentEntry]) {
    guard let pairs = node.mappingPairs else {
      throw fail(node, "'components' must be a mapping of element names to primitives, found \(ConfigReader.describe(node))")
    }
    var result: [String: String] = [:]
    var entries: [String: ComponentEntry] = [:]
    for pair in pairs {
      do throws(ConfigError) {
        if case .mapping = pair.value.kind {
          try checkComponentName(pair)
          let entry = try readComponentEntry(pair, inherited: inheritedPrimitives[pair.name], errors: &errors)
          result[pair.name] = entry.primitive
          entries[pair.name] = entry
        } else {
          result[pair.name] = try readComponent(pair)
        }
      } catch {
        errors.append(error)
      }
    }
    return (result, entries)
  }

  private func checkComponentName(_ pair: YAMLPair) throws(ConfigError) {
    let name = pair.name
    guard ConfigReader.isElementName(name) else {
      throw fail(pair.key, "'\(name)' is not an element name; expected a letter followed by letters, digits, '-', '_', '.' or ':'")
    }
    if Configuration.primitives.contains(name) {
      throw fail(pair.key, "'\(name)' is a primitive and cannot be mapped; expected a custom element name")
    }
  }

  private func readComponent(_ pair: YAMLPair) throws(ConfigError) -> String {
    let name = pair.name
    guard ConfigReader.isElementName(name) else {
      throw fail(pair.key, "'\(name)' is not an element name; expected a letter followed by letters, digits, '-', '_', '.' or ':'")
    }
    if Configuration.primitives.contains(name) {
      throw fail(pair.key, "'\(name)' is a primitive and cannot be mapped; expected a custom element name")
    }
    guard let primitive = pair.value.scalarText else {
      throw fail(pair.value, "expected a primitive name or a mapping with 'primitive' for component '\(name)', found \(ConfigReader.describe(pair.value))")
    }
    guard Configuration.primitives.contains(primitive) else {
      throw fail(pair.value, ConfigReader.unknown("primitive", primitive, among: Configuration.primitives,
                                                  context: " for component '\(name)'"))
    }
    return primitive
  }

  private func readWords(_ node: YAMLNode, errors: inout [ConfigError]) throws(ConfigError) -> [String: [String]] {
    guard let pairs = node.mappingPairs else {
      throw fail(node, "'words' must be a mapping of categories (\(Configuration.wordCategories.joined(separator: ", "))) to lists of words, found \(ConfigReader.describe(node))")
    }
    var result: [String: [String]] = [:]
    for pair in pairs {
      guard Configuration.wordCategories.contains(pair.name) else {
        errors.append(fail(pair.key, ConfigReader.unknown("word category", pair.name, among: Configuration.wordCategories)))
        continue
      }
      do throws(ConfigError) {
        let items = try readStrings(pair.value, key: "words." + pair.name, itemName: "a word")
        var words: [String] = []
        for item in items {
          let word = item.scalarText ?? ""
          if word.allSatisfy(\.isWhitespace) {
            errors.append(fail(item, "expected a word in 'words.\(pair.name)', found an empty string"))
            continue
          }
          words.append(word)
        }
        result[pair.name] = words
      } catch {
        errors.append(error)
      }
    }
    return result
  }
}
