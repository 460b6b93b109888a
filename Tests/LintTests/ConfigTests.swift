import AccessibilityModel
import XCTest
@testable import Lint

final class ConfigTests: XCTestCase {
  private let rules = CatalogRules.all + [CatalogRules.kinds]

  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Configuration? {
    do {
      return try Configuration.parse(text: text, path: "cfg/.linter.yml", knownRules: rules)
    } catch {
      XCTFail("unexpected error \(error)", file: file, line: line)
      return nil
    }
  }

  /// The printed error, or `no error`.
  private func error(_ text: String) -> String {
    do {
      _ = try Configuration.parse(text: text, path: ".linter.yml", knownRules: rules)
      return "no error"
    } catch {
      return error.description
    }
  }

  // MARK: Defaults

  func testDefaults() {
    let config = Configuration.default
    XCTAssertEqual(config.platforms, [.ios, .tvos, .visionos, .macos, .watchos, .android])
    XCTAssertEqual(config.languages, ["es", "en", "ar", "fr", "de", "pt", "it"])
    XCTAssertEqual(config.include, ["**/*.html", "**/*.an.html", "**/*.an", "**/*.ts"])
    XCTAssertEqual(config.exclude, [".git/**", ".build/**", "node_modules/**", "DerivedData/**", "Pods/**"])
    XCTAssertEqual(config.rules, [:])
    XCTAssertEqual(config.components, [:])
    XCTAssertEqual(config.screens, [])
    XCTAssertEqual(config.words, [:])
    XCTAssertNil(config.directory)
    XCTAssertNil(config.path)
  }

  func testEmptyFileGivesDefaultsWithItsPlace() {
    let config = parse("# nothing yet\n")
    var expected = Configuration.default
    expected.path = "cfg/.linter.yml"
    expected.directory = "cfg"
    XCTAssertEqual(config, expected)
  }

  // MARK: Every key

  func testEveryKey() {
    let text = """
    platforms: [ios, android]
    languages: [es, en]
    include: ["**/*.html"]
    exclude: [vendor/**]
    rules:
      redundant-role: off
      missing-name: error
      label-too-long: {severity: info, max-length: 80}
      header-on-every-label:
        max-ratio: 0.75
    components: {app-avatar: an-image}
    screens: ["screens/**"]
    words:
      close: [Salir]
      vague-link: ver todo
    """
    guard let config = parse(text) else { return }
    XCTAssertEqual(config.platforms, [.ios, .android])
    XCTAssertEqual(config.languages, ["es", "en"])
    XCTAssertEqual(config.include, ["**/*.html"])
    XCTAssertEqual(config.exclude, ["vendor/**"])
    XCTAssertEqual(config.rules, [
      "redundant-role": RuleSetting(severity: nil),
      "missing-name": RuleSetting(severity: .error),
      "label-too-long": RuleSetting(severity: .info, options: ["max-length": .integer(80)]),
      "header-on-every-label": RuleSetting(severity: .warning, options: ["max-ratio": .number(0.75)]),
    ])
    XCTAssertEqual(config.components, ["app-avatar": "an-image"])
    XCTAssertEqual(config.screens, ["screens/**"])
    XCTAssertEqual(config.words, ["close": ["Salir"], "vague-link": ["ver todo"]])
    XCTAssertEqual(config.path, "cfg/.linter.yml")
    XCTAssertEqual(config.directory, "cfg")
  }

  func testSingleStringsAndDuplicatesInLists() {
    guard let config = parse("platforms: watchos\nlanguages: [ar, ar, fr]\nexclude: vendor") else { return }
    XCTAssertEqual(config.platforms, [.watchos])
    XCTAssertEqual(config.languages, ["ar", "fr"])
    XCTAssertEqual(config.exclude, ["vendor"])
  }

  func testQueries() {
    guard let config = parse("rules:\n  label-too-long: {max-length: 70}\n  redundant-role: off\n") else { return }
    let long = CatalogRules.rule("label-too-long")
    XCTAssertEqual(config.severity(for: long), .warning)
    XCTAssertEqual(config.option("max-length", for: long), .integer(70))
    XCTAssertNil(config.option("nope", for: long))
    XCTAssertNil(config.severity(for: CatalogRules.rule("redundant-role")))
    let header = CatalogRules.rule("header-on-every-label")
    XCTAssertEqual(config.severity(for: header), .warning)
    XCTAssertEqual(config.option("min-headers", for: header), .integer(3))
  }

  func testOptionKinds() {
    let text = """
    rules:
      kinds:
        severity: off
        count: 10
        floor: 99999
        ratio: 1
        strict: true
        names: [a, 'b']
    """
    XCTAssertEqual(parse(text)?.rules["kinds"], RuleSetting(severity: nil, options: [
      "count": .integer(10), "floor": .integer(99999), "ratio": .number(1), "strict": .boolean(true),
      "names": .strings(["a", "b"]),
    ]))
    XCTAssertEqual(parse("rules: {kinds: {names: solo, strict: False}}")?.rules["kinds"],
                   RuleSetting(severity: .error, options: ["names": .strings(["solo"]), "strict": .boolean(false)]))
  }

  func testScreensAndRelativePaths() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let config = try Configuration.parse(text: "screens: [\"screens/**\", \"*-page.html\"]",
                                         path: directory + "/.linter.yml", knownRules: rules)
    XCTAssertEqual(config.directory, directory)
    XCTAssertEqual(config.relativePath(of: directory + "/a/b.html"), "a/b.html")
    XCTAssertNil(config.relativePath(of: "/elsewhere/b.html"))
    XCTAssertTrue(config.isScreen(directory + "/screens/home.html"))
    XCTAssertTrue(config.isScreen(directory + "/x/y/login-page.html"))
    XCTAssertFalse(config.isScreen(directory + "/x/card.html"))
    XCTAssertFalse(Configuration.default.isScreen("screens/home.html"))
  }

  func testRepositoryConfigurationFileIsValid() throws {
    // The repository's own `.linter.yml`, validated against every rule id of the catalog.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let config = try Configuration.load(path: root + "/.linter.yml", knownRules: CatalogRules.all)
    XCTAssertEqual(config.platforms, [.ios, .macos, .android])
    XCTAssertEqual(config.languages, ["es", "en", "ar"])
    XCTAssertEqual(config.include, ["**/*.html", "**/*.an.html", "**/*.an"])
    XCTAssertEqual(config.exclude.last, "Tests/**/Fixtures/**")
    XCTAssertEqual(config.rules["redundant-role"], RuleSetting(severity: nil))
    XCTAssertEqual(config.rules["label-too-long"], RuleSetting(severity: .warning, options: ["max-length": .integer(80)]))
    XCTAssertEqual(config.rules["header-on-every-label"],
                   RuleSetting(severity: .warning, options: ["min-headers": .integer(4), "max-ratio": .number(0.6)]))
    XCTAssertEqual(config.components["app-avatar"], "an-image")
    XCTAssertEqual(config.screens.count, 2)
    XCTAssertEqual(Set(config.words.keys), Set(Configuration.wordCategories))
    XCTAssertEqual(config.words["vague-link"], ["ver todo", "see all"])
  }

  // MARK: Errors

  func testYAMLErrorsCarryThePath() {
    XCTAssertEqual(error("a: [b"), ".linter.yml:1:4: error: unterminated flow sequence; expected ']'")
  }

  func testTopLevelErrors() {
    XCTAssertEqual(error("- ios"),
                   ".linter.yml:1:1: error: expected a mapping of settings (extends, profile, platforms, languages, include, exclude, rules, components, screens, words) at the top level, found a list")
    XCTAssertEqual(error("platfroms: [ios]"), ".linter.yml:1:1: error: unknown key 'platfroms'; did you mean 'platforms'?")
    // Every error of the file at once, one line each.
    XCTAssertEqual(error("x: 1\nRULES: {}"), ".linter.yml:1:1: error: unknown key 'x'; expected one of: extends, profile, platforms, languages, include, exclude, rules, components, screens, words\n.linter.yml:2:1: error: unknown key 'RULES'; did you mean 'rules'?")
    XCTAssertEqual(error("include: []\nRules: {}"), ".linter.yml:2:1: error: unknown key 'Rules'; did you mean 'rules'?")
    XCTAssertEqual(error("exclud: []"), ".linter.yml:1:1: error: unknown key 'exclud'; did you mean 'exclude'?")
  }

  func testPlatformErrors() {
    XCTAssertEqual(error("platforms: [ios, andriod]"), ".linter.yml:1:18: error: unknown platform 'andriod'; did you mean 'android'?")
    XCTAssertEqual(error("platforms: iOS"), ".linter.yml:1:12: error: unknown platform 'iOS'; did you mean 'ios'?")
    XCTAssertEqual(error("platforms: [web]"), ".linter.yml:1:13: error: unknown platform 'web'; expected one of: ios, tvos, visionos, macos, watchos, android")
    XCTAssertEqual(error("platforms: []"), ".linter.yml:1:12: error: 'platforms' must name at least one platform")
    XCTAssertEqual(error("platforms:"), ".linter.yml:1:11: error: 'platforms' must be a platform name or a list of them, found nothing")
    XCTAssertEqual(error("platforms: {ios: 1}"), ".linter.yml:1:12: error: 'platforms' must be a platform name or a list of them, found a mapping")
    XCTAssertEqual(error("platforms:\n  - [ios]"), ".linter.yml:2:5: error: expected a platform name in 'platforms', found a list")
  }

  func testLanguageErrors() {
    XCTAssertEqual(error("languages: [es, em]"), ".linter.yml:1:17: error: unknown language 'em'; did you mean 'es'?")
    XCTAssertEqual(error("languages: [zh]"), ".linter.yml:1:13: error: unknown language 'zh'; expected one of: es, en, ar, fr, de, pt, it")
    XCTAssertEqual(error("languages: []"), ".linter.yml:1:12: error: 'languages' must name at least one language")
  }

  func testGlobErrors() {
    XCTAssertEqual(error("include: ['src/[ab']"), ".linter.yml:1:11: error: invalid glob 'src/[ab': unterminated '['; expected ']'")
    XCTAssertEqual(error("exclude:\n  - '{a,b'"), ".linter.yml:2:5: error: invalid glob '{a,b': unterminated '{'; expected '}'")
    XCTAssertEqual(error("screens: ['']"), ".linter.yml:1:11: error: invalid glob '': the pattern is empty")
    XCTAssertEqual(error("screens: {a: b}"), ".linter.yml:1:10: error: 'screens' must be a glob or a list of them, found a mapping")
    XCTAssertEqual(error("include: [[a]]"), ".linter.yml:1:11: error: expected a glob in 'include', found a list")
  }

  func testRuleErrors() {
    XCTAssertEqual(error("rules: [a]"), ".linter.yml:1:8: error: 'rules' must be a mapping of rule ids to severities or options, found a list")
    XCTAssertEqual(error("rules:\n  unknown-rol: error"), ".linter.yml:2:3: error: unknown rule 'unknown-rol'; did you mean 'unknown-role'?")
    XCTAssertEqual(error("rules:\n  no-such-thing: error"), ".linter.yml:2:3: error: unknown rule 'no-such-thing'")
    XCTAssertEqual(error("rules:\n  missing-name: warnings"), ".linter.yml:2:17: error: unknown severity 'warnings' for rule 'missing-name'; did you mean 'warning'?")
    XCTAssertEqual(error("rules:\n  missing-name: warn"), "no error")
    XCTAssertEqual(error("rules:\n  missing-name: fatal"), ".linter.yml:2:17: error: unknown severity 'fatal' for rule 'missing-name'; expected one of: off, info, warning, error")
    XCTAssertEqual(error("rules:\n  missing-name: Error"), ".linter.yml:2:17: error: unknown severity 'Error' for rule 'missing-name'; did you mean 'error'?")
    XCTAssertEqual(error("rules:\n  missing-name:"), ".linter.yml:2:16: error: expected a severity (off, info, warning, error) or a mapping with 'severity' and options for rule 'missing-name', found nothing")
    XCTAssertEqual(error("rules:\n  missing-name: [error]"), ".linter.yml:2:17: error: expected a severity (off, info, warning, error) or a mapping with 'severity' and options for rule 'missing-name', found a list")
    XCTAssertEqual(error("rules:\n  missing-name: {severity: [x]}"), ".linter.yml:2:28: error: expected a severity (off, info, warning, error) for rule 'missing-name', found a list")
  }

  func testOptionErrors() {
    XCTAssertEqual(error("rules:\n  label-too-long: {max-lenght: 10}"), ".linter.yml:2:20: error: unknown option 'max-lenght' for rule 'label-too-long'; did you mean 'max-length'?")
    XCTAssertEqual(error("rules:\n  label-too-long: {limit: 10}"), ".linter.yml:2:20: error: unknown option 'limit' for rule 'label-too-long'; expected one of: severity, max-length")
    XCTAssertEqual(error("rules:\n  missing-name: {max: 1}"), ".linter.yml:2:18: error: unknown option 'max' for rule 'missing-name'; expected 'severity'")
    XCTAssertEqual(error("rules:\n  label-too-long: {max-length: 900}"), ".linter.yml:2:32: error: option 'max-length' of rule 'label-too-long' must be an integer from 1 to 500, found '900'")
    XCTAssertEqual(error("rules:\n  label-too-long: {max-length: '60'}"), ".linter.yml:2:32: error: option 'max-length' of rule 'label-too-long' must be an integer from 1 to 500, found the string '60'")
    XCTAssertEqual(error("rules:\n  label-too-long: {max-length: 6.5}"), ".linter.yml:2:32: error: option 'max-length' of rule 'label-too-long' must be an integer from 1 to 500, found '6.5'")
    XCTAssertEqual(error("rules:\n  label-too-long: {max-length: }"), ".linter.yml:2:31: error: option 'max-length' of rule 'label-too-long' must be an integer from 1 to 500, found nothing")
    XCTAssertEqual(error("rules:\n  kinds: {floor: 1}"), ".linter.yml:2:18: error: option 'floor' of rule 'kinds' must be an integer of at least 2, found '1'")
    XCTAssertEqual(error("rules:\n  kinds: {ratio: 1.5}"), ".linter.yml:2:18: error: option 'ratio' of rule 'kinds' must be a number from 0.0 to 1.0, found '1.5'")
    XCTAssertEqual(error("rules:\n  kinds: {ratio: nan}"), ".linter.yml:2:18: error: option 'ratio' of rule 'kinds' must be a number from 0.0 to 1.0, found 'nan'")
    XCTAssertEqual(error("rules:\n  kinds: {strict: yes}"), ".linter.yml:2:19: error: option 'strict' of rule 'kinds' must be true or false, found 'yes'")
    XCTAssertEqual(error("rules:\n  kinds: {names: {a: b}}"), ".linter.yml:2:18: error: option 'names' of rule 'kinds' must be a list of strings, found a mapping")
    XCTAssertEqual(error("rules:\n  kinds: {names: [a, [b]]}"), ".linter.yml:2:22: error: option 'names' of rule 'kinds' must be a list of strings, found a list in the list")
  }

  func testComponentErrors() {
    XCTAssertEqual(error("components: [a]"), ".linter.yml:1:13: error: 'components' must be a mapping of element names to primitives, found a list")
    XCTAssertEqual(error("components:\n  app-avatar: an-img"), ".linter.yml:2:15: error: unknown primitive 'an-img' for component 'app-avatar'; did you mean 'an-image'?")
    XCTAssertEqual(error("components:\n  app-avatar: div"), ".linter.yml:2:15: error: unknown primitive 'div' for component 'app-avatar'; expected one of: an-view, an-text, an-button, an-link, an-image, an-icon, an-switch, an-checkbox, an-radio, an-slider, an-text-field, an-search-field, an-scroll-view, an-list, an-stack, an-modal, an-sheet, an-dialog")
    XCTAssertEqual(error("components:\n  app-avatar: [an-image]"), ".linter.yml:2:15: error: expected a primitive name or a mapping with 'primitive' for component 'app-avatar', found a list")
    XCTAssertEqual(error("components:\n  'app avatar': an-image"), ".linter.yml:2:3: error: 'app avatar' is not an element name; expected a letter followed by letters, digits, '-', '_', '.' or ':'")
    XCTAssertEqual(error("components:\n  an-button: an-view"), ".linter.yml:2:3: error: 'an-button' is a primitive and cannot be mapped; expected a custom element name")
  }

  func testWordErrors() {
    XCTAssertEqual(error("words: [a]"), ".linter.yml:1:8: error: 'words' must be a mapping of categories (role, state, gesture, essential, vague-link, close) to lists of words, found a list")
    XCTAssertEqual(error("words:\n  gestures: [tap]"), ".linter.yml:2:3: error: unknown word category 'gestures'; did you mean 'gesture'?")
    XCTAssertEqual(error("words:\n  colour: [tap]"), ".linter.yml:2:3: error: unknown word category 'colour'; expected one of: role, state, gesture, essential, vague-link, close")
    XCTAssertEqual(error("words:\n  close: [' ']"), ".linter.yml:2:11: error: expected a word in 'words.close', found an empty string")
    XCTAssertEqual(error("words:\n  close:"), ".linter.yml:2:9: error: 'words.close' must be a word or a list of them, found nothing")
  }

  func testLoadErrors() throws {
    XCTAssertThrowsError(try Configuration.load(path: "/no/such/dir/.linter.yml", knownRules: rules)) { error in
      XCTAssertEqual((error as? ConfigError)?.description,
                     "/no/such/dir/.linter.yml: error: cannot read the configuration file: No such file or directory")
    }
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/.linter.yml"
    try Data([0x70, 0x3A, 0x20, 0xC3]).write(to: URL(fileURLWithPath: path))
    XCTAssertThrowsError(try Configuration.load(path: path, knownRules: rules)) { error in
      XCTAssertEqual((error as? ConfigError)?.description, "\(path):1:4: error: invalid UTF-8; expected UTF-8 text")
    }
  }
}

// MARK: extends: rule entries refined key by key

extension ConfigTests {
  func testAnExtendingFileRefinesEachRuleEntryKeyByKey() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try write("""
      rules:
        label-too-long: { severity: error, max-length: 20 }
        too-many-traits: off
        fragmented-group: { severity: warning, min-children: 5 }
        hint-repeats-label: error
      """, to: dir + "/.linter.yml")
    try write("""
      extends: ..
      rules:
        label-too-long: { max-length: 10 }
        too-many-traits: { max-traits: 2 }
        fragmented-group: info
        hint-repeats-label: { severity: warn }
      """, to: dir + "/app/.linter.yml")
    let config = try Configuration.load(path: dir + "/app/.linter.yml", knownRules: RuleRegistry.descriptions)
    // An option alone keeps the inherited severity (an inherited `off` included); a severity
    // alone keeps the inherited options.
    XCTAssertEqual(config.rules["label-too-long"], RuleSetting(severity: .error, options: ["max-length": .integer(10)]))
    XCTAssertEqual(config.rules["too-many-traits"], RuleSetting(severity: nil, options: ["max-traits": .integer(2)]))
    XCTAssertEqual(config.rules["fragmented-group"], RuleSetting(severity: .info, options: ["min-children": .integer(5)]))
    XCTAssertEqual(config.rules["hint-repeats-label"], RuleSetting(severity: .warning, options: [:]))
    // Without extends, an option alone means the rule's default severity.
    let alone = try Configuration.load(path: dir + "/.linter.yml", knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(alone.rules["label-too-long"], RuleSetting(severity: .error, options: ["max-length": .integer(20)]))
    let plain = try Configuration.parse(text: "rules: { label-too-long: { max-length: 10 } }", path: dir + "/x/.linter.yml",
                                        knownRules: RuleRegistry.descriptions)
    XCTAssertEqual(plain.rules["label-too-long"], RuleSetting(severity: .info, options: ["max-length": .integer(10)]))
  }
}
