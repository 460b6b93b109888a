import AccessibilityModel
import TemplateSyntax
import XCTest
@testable import Lint

/// The engine's one walk of the model: each element rule is called for the elements its
/// interest names, in document order, and reports what its own walk would.
final class ElementWalkTests: XCTestCase {
  /// Reports every element it is called for (by tag and line of source), for role writers.
  struct RoleWriters: ElementRule {
    static let description = RuleDescription(id: "test-role-writers", summary: "test", rationale: "test",
                                             defaultSeverity: .info, tags: [])
    static let interest = ElementInterest.writing(.accessibilityRole)
    func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
      sink.report(element.nameRange, element.tagName)
    }
  }

  /// The same, for the elements that bind an event or write a hint.
  struct EventsOrHints: ElementRule {
    static let description = RuleDescription(id: "test-events-or-hints", summary: "test", rationale: "test",
                                             defaultSeverity: .info, tags: [])
    static let interest = ElementInterest.bindingEvents.or(.writing(.accessibilityHint))
    func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
      sink.report(element.nameRange, element.tagName)
    }
  }

  /// Every element.
  struct Every: ElementRule {
    static let description = RuleDescription(id: "test-every", summary: "test", rationale: "test",
                                             defaultSeverity: .info, tags: [])
    static let interest = ElementInterest.everyElement
    func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
      sink.report(element.nameRange, element.tagName)
    }
  }

  let template = """
    <an-view>
      <an-text accessibilityRole="header">Título</an-text>
      <an-image accessibilityHint="Abre"></an-image>
      @if (a) { <an-view (tap)="go()" [accessibilityRole]="r"></an-view> }
      <an-switch [(checked)]="on"></an-switch>
      <an-text>Nada</an-text>
    </an-view>
    """

  func messages(_ rule: any Rule) -> [String] {
    let set = RuleSet(configuration: .default, rules: [rule])
    let findings = FileLinter.lint(SourceFile(path: "t.html", text: template), ruleSet: set)
    return findings.map { "\($0.message):\($0.span?.start.line ?? 0)" }
  }

  func testEachRuleIsCalledForTheElementsItAsksFor() {
    XCTAssertEqual(messages(RoleWriters()), ["an-text:2", "an-view:4"])
    XCTAssertEqual(messages(EventsOrHints()), ["an-image:3", "an-view:4", "an-switch:5"])
    XCTAssertEqual(messages(Every()), ["an-view:1", "an-text:2", "an-image:3", "an-view:4", "an-switch:5", "an-text:6"])
  }

  /// A rule run alone (its own walk, as its tests run it) reports what the engine's walk does.
  func testARuleAloneWalksTheSameElements() throws {
    let tree = TemplateParser.parse(SourceFile(path: "t.html", text: template))
    let model = AccessibilityTree(syntax: tree)
    let set = RuleSet(configuration: .default)
    let file = FileContext(path: "t.html", tree: tree, model: model, platforms: set.platforms, words: set.words, isScreen: false)
    for rule in [RoleWriters() as any Rule, EventsOrHints(), Every()] {
      var alone = FindingSink()
      try rule.check(RuleContext(file: file, options: RuleOptions()), &alone)
      let walked = messages(rule).map { String($0.split(separator: ":")[0]) }
      XCTAssertEqual(alone.findings.map(\.message), walked)
    }
  }

  /// The facts an element is matched by: one bit per prop it writes, one for its events.
  func testFactsAndMatching() {
    let model = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: template)))
    let facts = model.elements.map(ElementInterest.facts(of:))
    let role = ElementInterest.writing(.accessibilityRole)
    XCTAssertEqual(facts.map(role.matches), [false, true, false, true, false, false])
    XCTAssertEqual(facts.map(ElementInterest.bindingEvents.matches), [false, false, false, true, true, false])
    XCTAssertEqual(facts.map(ElementInterest.writing(AccessibilityProp.allCases).matches), [false, true, true, true, false, false])
    XCTAssertEqual(facts.map(ElementInterest.everyElement.matches), [true, true, true, true, true, true])
    // Each prop has its own bit.
    XCTAssertEqual(Set(AccessibilityProp.allCases.map(ElementInterest.bit)).count, AccessibilityProp.allCases.count)
  }

  /// The rules that use the walk are the registry's element rules, each with its interest.
  func testTheRegistryRulesThatUseTheWalk() {
    let walked = RuleSet(configuration: .default).entries.filter { $0.elementWalk != nil }.map(\.rule.id).sorted()
    XCTAssertEqual(walked, [
      "binding-quote-mistake", "checked-overridden-by-value", "checked-state-as-text", "empty-label",
      "gesture-without-action", "header-on-interactive", "hint-essential-information", "hint-mentions-gesture",
      "hint-on-static-element", "hint-repeats-label", "hint-without-label", "invalid-state", "label-trailing-punctuation",
      "missing-checked-state", "redundant-role",
      "role-none-on-interactive", "role-state-mismatch", "role-unsupported-on-platform", "sort-priority-override",
      "state-unsupported-on-platform", "tap-needs-button-role", "unknown-role",
    ])
  }
}
