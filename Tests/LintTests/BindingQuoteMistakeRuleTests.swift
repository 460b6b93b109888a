import XCTest
@testable import Lint

final class BindingQuoteMistakeRuleTests: XCTestCase {
  func lint(_ text: String) -> [String] { TestLint.lines(text, rule: "binding-quote-mistake", isScreen: true) }
  func all(_ text: String) -> [String] {
    ["unknown-role", "tap-needs-button-role", "invalid-state", "hidden-content-labelled", "grouped-interactive"]
      .flatMap { TestLint.lines(text, rule: $0, isScreen: true) }
  }

  func testQuotesInsideStaticText() {
    XCTAssertEqual(lint("""
      <an-button accessibilityLabel="'Reproducir'" accessibilityHint='"Empieza"' (tap)="p()">▶</an-button>
      <an-view accessibilityRole="'button'" accessibilityLabel="Play" (tap)="p()"></an-view>
      <an-view accessible="'false'"></an-view>
      """), [
      "1:32 accessibilityLabel is static text wrapped in quotes: the quotes would be part of the text read aloud; write accessibilityLabel=\"Reproducir\", or bind it as [accessibilityLabel]=\"'Reproducir'\"",
      "1:65 accessibilityHint is static text wrapped in quotes: the quotes would be part of the text read aloud; write accessibilityHint=\"Empieza\", or bind it as [accessibilityHint]=\"'Empieza'\"",
      "2:29 accessibilityRole is static text wrapped in quotes: the role would be the text 'button' with its quotes, which is no role; write accessibilityRole=\"button\", or bind it as [accessibilityRole]=\"'button'\"",
      "3:22 accessible is static text wrapped in quotes: the value is the text 'false' with its quotes, not a boolean; write accessible=\"false\", or bind it as [accessible]=\"false\"",
    ])
  }

  func testBareRoleOrStateIdentifiers() {
    XCTAssertEqual(lint("""
      <an-view [accessibilityRole]="button" accessibilityLabel="Save" (tap)="save()"></an-view>
      <an-button [accessibilityState]="(disabled)" (tap)="send()">Send</an-button>
      """), [
      "1:31 [accessibilityRole]=\"button\" binds a component field called 'button', not the role 'button'; write [accessibilityRole]=\"'button'\" or accessibilityRole=\"button\"",
      "2:34 [accessibilityState]=\"disabled\" binds a component field called 'disabled', not the state 'disabled'; write [accessibilityState]=\"{ disabled: true }\"",
    ])
  }

  func testStringsWhereABooleanBelongs() {
    XCTAssertEqual(lint("""
      <an-view [accessible]="'false'"></an-view>
      <an-view [accessibilityViewIsModal]="'yes'"></an-view>
      <an-view [accessible]="agrupar ? 'true' : false"></an-view>
      """), [
      "1:24 [accessible] is bound to the string 'false' where a boolean belongs: a non-empty string is truthy, so the element is grouped, not hidden; write [accessible]=\"false\" without the quotes",
      "2:38 [accessibilityViewIsModal] is bound to the string 'yes' where a boolean belongs: a non-empty string is truthy; bind a boolean (true or false), without quotes",
      "3:24 the alternative 'true' of [accessible] is a string where a boolean belongs: a non-empty string is truthy; bind booleans, without quotes",
    ])
  }

  func testOtherRulesTreatTheValueAsUnknown() {
    XCTAssertEqual(all("""
      <an-view>
        <an-view accessibilityRole="'heading'" (tap)="x()"></an-view>
        <an-view [accessibilityRole]="header" (tap)="x()"></an-view>
        <an-view [accessible]="'false'"><an-image src="a.png" accessibilityLabel="A"></an-image></an-view>
      </an-view>
      """), [])
  }

  func testSilentForms() {
    XCTAssertEqual(lint("""
      <an-view>
        <an-view [accessibilityRole]="role" [accessibilityState]="state" accessibilityLabel="Order"></an-view>
        <an-view [accessibilityRole]="button.role" [accessibilityState]="isOn ? on : off"></an-view>
        <an-text accessibilityLabel="Rock 'n' roll">Rock 'n' roll</an-text>
        <an-text accessibilityLabel="'Hola' y 'adiós'">x</an-text>
        <an-text [accessibilityLabel]="header">{{ header }}</an-text>
        <an-view [accessible]="false" [accessibilityViewIsModal]="modal"></an-view>
        <an-view accessibilityState="'selected'"></an-view>
      </an-view>
      """), [])
  }
  /// A name the template declares binds the template's own value, not a component field.
  func testTemplateVariablesAreNotComponentFields() throws {
    let template = "@let header = isTitle ? 'header' : 'text';\n<an-text [accessibilityRole]=\"header\">Pedidos</an-text>\n"
      + "@for (button of roles; track button) { <an-view [accessibilityRole]=\"button\" (tap)=\"go()\">Ir</an-view> }\n"
      + "<ng-template let-link><an-view [accessibilityRole]=\"link\" (tap)=\"a()\">Ver</an-view></ng-template>\n"
      + "<an-view *ngFor=\"let s of states; let selected = first\" [accessibilityState]=\"selected\">X</an-view>\n"
      + "@if (user; as checked) { <an-view [accessibilityState]=\"checked\">Y</an-view> }\n"
      + "<an-text #summary [accessibilityRole]=\"summary\">Z</an-text>\n"
      + "<an-text [accessibilityRole]=\"text\">Resumen</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "binding-quote-mistake"), [
      "8:31 [accessibilityRole]=\"text\" binds a component field called 'text', not the role 'text'; write [accessibilityRole]=\"'text'\" or accessibilityRole=\"text\"",
    ])
  }
}
