import AccessibilityModel
import XCTest
@testable import Lint

/// `profile:` and the mapping form of `components:` entries: values, defaults, and every error
/// with its place.
final class ProfileConfigTests: XCTestCase {
  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Configuration? {
    do {
      return try Configuration.parse(text: text, path: "cfg/.linter.yml", knownRules: RuleRegistry.descriptions)
    } catch {
      XCTFail("unexpected error \(error)", file: file, line: line)
      return nil
    }
  }

  private func error(_ text: String) -> String {
    do {
      _ = try Configuration.parse(text: text, path: ".linter.yml", knownRules: RuleRegistry.descriptions)
      return "no error"
    } catch {
      return error.description
    }
  }

  func testProfileSetsItsComponentsAndPlatforms() throws {
    let config = try XCTUnwrap(parse("profile: nativescript"))
    XCTAssertEqual(config.profile, "nativescript")
    XCTAssertEqual(config.platforms, [.ios, .android])
    XCTAssertEqual(config.components, [:])
    XCTAssertEqual(config.primitive(forComponent: "Button"), "an-button")
    XCTAssertEqual(config.componentProfile.behaviours["Button"]?.nameFrom, ["text", "content"])
    XCTAssertEqual(config.componentProfile.behaviours["TextField"]?.placeholder, ["hint"])
    XCTAssertEqual(try XCTUnwrap(parse("profile: nativescript\nplatforms: [android]")).platforms, [.android])
    XCTAssertEqual(try XCTUnwrap(parse("platforms: [ios]\nprofile: nativescript")).platforms, [.ios])
    XCTAssertNil(try XCTUnwrap(parse("platforms: [ios]")).profile)
  }

  func testProfileErrors() {
    XCTAssertEqual(error("profile: nativescrip"), ".linter.yml:1:10: error: unknown profile 'nativescrip'; did you mean 'nativescript'?")
    XCTAssertEqual(error("profile: flutter"), ".linter.yml:1:10: error: unknown profile 'flutter'; expected 'nativescript'")
    XCTAssertEqual(error("profile: [nativescript]"), ".linter.yml:1:10: error: 'profile' must be the name of a built-in profile (nativescript), found a list")
    XCTAssertEqual(error("profiles: nativescript"), ".linter.yml:1:1: error: unknown key 'profiles'; did you mean 'profile'?")
  }

  func testMappingEntries() throws {
    let config = try XCTUnwrap(parse("""
      components:
        app-tile:
          primitive: an-button
          name-from: [title, content]
          placeholder: prompt
          hidden-when: {visibility: [collapsed, hidden], state: gone}
          activation: [routerLink]
          label: [automationText]
        app-card: an-view
      """))
    XCTAssertEqual(config.components, ["app-tile": "an-button", "app-card": "an-view"])
    let tile = try XCTUnwrap(config.componentProfile.behaviours["app-tile"])
    XCTAssertEqual(tile, ComponentBehaviour(primitive: "an-button", nameFrom: ["title", "content"], placeholder: ["prompt"],
                                            hiddenWhen: ["visibility": ["collapsed", "hidden"], "state": ["gone"]],
                                            activation: ["routerLink"], label: ["automationText"]))
    XCTAssertEqual(config.componentProfile.behaviours["app-card"], ComponentBehaviour(primitive: "an-view"))
  }

  func testEntriesRefineTheProfile() throws {
    let config = try XCTUnwrap(parse("""
      profile: nativescript
      components:
        Label: an-button
        Button: {primitive: an-button, label: [automationText]}
        MDButton: {primitive: an-button, name-from: text}
      """))
    let profile = config.componentProfile
    // A plain mapping changes the primitive and keeps the profile's behaviour.
    XCTAssertEqual(profile.behaviours["Label"]?.primitive, "an-button")
    XCTAssertEqual(profile.behaviours["Label"]?.nameFrom, ["text", "content"])
    // A mapping changes the keys it writes.
    XCTAssertEqual(profile.behaviours["Button"]?.label, ["automationText"])
    XCTAssertEqual(profile.behaviours["Button"]?.nameFrom, ["text", "content"])
    XCTAssertEqual(profile.behaviours["MDButton"]?.nameFrom, ["text"])
    XCTAssertEqual(profile.behaviours["StackLayout"]?.primitive, "an-view")
  }

  func testMappingEntryErrors() {
    XCTAssertEqual(error("components:\n  app-tile: {name-from: text}"),
                   ".linter.yml:2:13: error: component 'app-tile' needs 'primitive': the primitive it renders (an-view, an-text, an-button, an-link, an-image, an-icon, an-switch, an-checkbox, an-radio, an-slider, an-text-field, an-search-field, an-scroll-view, an-list, an-stack, an-modal, an-sheet, an-dialog)")
    XCTAssertEqual(error("components:\n  app-tile: {primitive: an-buton}"),
                   ".linter.yml:2:25: error: unknown primitive 'an-buton' for component 'app-tile'; did you mean 'an-button'?")
    XCTAssertEqual(error("components:\n  app-tile: {primitive: [an-button]}"),
                   ".linter.yml:2:25: error: expected a primitive name for 'primitive' of component 'app-tile', found a list")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    name_from: text"),
                   ".linter.yml:4:5: error: unknown key 'name_from' for component 'app-tile'; did you mean 'name-from'?")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    name-from: {a: b}"),
                   ".linter.yml:4:16: error: 'name-from' of component 'app-tile' must be an attribute name or 'content' or a list of them, found a mapping")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    placeholder: ['1st']"),
                   ".linter.yml:4:19: error: expected an attribute name in 'placeholder' of component 'app-tile', found the string '1st'")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    activation: []"),
                   ".linter.yml:4:17: error: 'activation' of component 'app-tile' must name at least one attribute")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    hidden-when: visibility"),
                   ".linter.yml:4:18: error: 'hidden-when' of component 'app-tile' must be a mapping of attribute names to the values that hide it, found 'visibility'")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    hidden-when: {visibility: {a: b}}"),
                   ".linter.yml:4:31: error: the values of 'visibility' in 'hidden-when' of component 'app-tile' must be a value or a list of values, found a mapping")
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    label: [automationText, [x]]"),
                   ".linter.yml:4:29: error: expected an attribute name in 'label' of component 'app-tile', found a list")
    XCTAssertEqual(error("components:\n  an-view: {primitive: an-button}"),
                   ".linter.yml:2:3: error: 'an-view' is a primitive and cannot be mapped; expected a custom element name")
    // Every problem of the file at once.
    XCTAssertEqual(error("components:\n  app-tile:\n    primitive: an-button\n    label: []\n    activation: []"),
                   ".linter.yml:4:12: error: 'label' of component 'app-tile' must name at least one attribute\n.linter.yml:5:17: error: 'activation' of component 'app-tile' must name at least one attribute")
  }
}

extension ProfileConfigTests {
  /// `hidden-when` values are compared as the bound value sets the attribute: a bound `true`
  /// is the text "true", a bound number its digits.
  func testHiddenWhenMatchesBoundBooleansAndNumbers() {
    let config = """
      components:
        app-card:
          primitive: an-view
          hidden-when: { hidden: ["true"], level: [0] }
      """
    let template = """
      <an-view>
        <app-card hidden="true" (tap)="a()"></app-card>
        <app-card [hidden]="true" (tap)="b()"></app-card>
        <app-card [hidden]="'true'" (tap)="c()"></app-card>
        <app-card [level]="0" (tap)="d()"></app-card>
        <app-card [hidden]="false" (tap)="e()"></app-card>
        <app-card [hidden]="open ? true : false" (tap)="f()"></app-card>
      </an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "tap-needs-button-role", config: config), [
      #"6:4 'app-card' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole="button" and an accessibilityLabel (nothing inside it is a name)"#,
      #"7:4 'app-card' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole="button" and an accessibilityLabel (nothing inside it is a name)"#,
    ])
  }
}

extension ProfileConfigTests {
  /// A mapping for one of the profile's own views changes only the keys it writes: its
  /// `primitive` may be left out (also when `profile:` comes after `components:`).
  func testAMappingOfAProfileViewMayLeaveOutItsPrimitive() throws {
    for text in ["profile: nativescript\ncomponents:\n  Label: { hidden-when: { hidden: [\"true\"] } }",
                 "components:\n  Label: { hidden-when: { hidden: [\"true\"] } }\nprofile: nativescript"] {
      let config = try XCTUnwrap(parse(text))
      let label = try XCTUnwrap(config.componentProfile.behaviours["Label"])
      XCTAssertEqual(label.primitive, "an-text")
      XCTAssertEqual(label.nameFrom, ["text", "content"])
      XCTAssertEqual(label.hiddenWhen, ["hidden": ["true"]])
      XCTAssertEqual(config.components["Label"], "an-text")
    }
    // Not a view of the profile (or no profile): `primitive` is needed.
    XCTAssertEqual(error("profile: nativescript\ncomponents:\n  FancyLabel: { name-from: text }"),
                   ".linter.yml:3:15: error: component 'FancyLabel' needs 'primitive': the primitive it renders (an-view, an-text, an-button, an-link, an-image, an-icon, an-switch, an-checkbox, an-radio, an-slider, an-text-field, an-search-field, an-scroll-view, an-list, an-stack, an-modal, an-sheet, an-dialog)")
    XCTAssertTrue(error("components:\n  Label: { name-from: text }").hasPrefix(".linter.yml:2:10: error: component 'Label' needs 'primitive'"))
  }
}
