import XCTest
@testable import Lint

final class LabelContainsRoleRuleTests: XCTestCase {
  let id = "label-contains-role"

  func test_role1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Botón favorito\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:32 label 'Botón favorito' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label, leaving 'Favorito'",
    ])
  }

  func test_role2() {
    XCTAssertEqual(TestLint.lines("<an-button (tap)=\"save()\">Favorite button</an-button>", rule: id), [
      "1:27 text 'Favorite button' names the role (button) that the screen reader already announces, so it is heard twice; drop 'button' from the text, leaving 'Favorite'",
    ])
  }

  func test_role3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"زر إرسال\" (tap)=\"send()\"></an-button>", rule: id), [
      "1:32 label 'زر إرسال' names the role (button) that the screen reader already announces, so it is heard twice; drop 'زر' from the label, leaving 'إرسال'",
    ])
  }

  func test_role4() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"isFav ? 'Quitar de favoritos' : 'Botón añadir'\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:34 label alternative 'Botón añadir' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label ('Botón añadir' → 'Añadir')",
    ])
  }

  func test_role5() {
    XCTAssertEqual(TestLint.lines("<an-text-field accessibilityLabel=\"Campo de texto del nombre\"></an-text-field>", rule: id), [
      "1:36 label 'Campo de texto del nombre' names the role (text field) that the screen reader already announces, so it is heard twice; drop 'campo de texto' from the label, leaving 'Nombre'",
    ])
  }

  func test_role6() {
    XCTAssertEqual(TestLint.lines("<an-button (tap)=\"copy()\">Copiar enlace</an-button>", rule: id), [])
  }

  func testLanguagesComeFromTheConfig() {
    let text = "<an-button accessibilityLabel=\"Botón favorito\" (tap)=\"fav()\"></an-button>"
    XCTAssertEqual(TestLint.lines(text, rule: id, config: "languages: [en, ar]"), [])
  }

  func testSwallowedAndHiddenAreNotChecked() {
    let text = """
      <an-view accessible="true" accessibilityLabel="Pedido"><an-button accessibilityLabel="Botón pedir" (tap)="o()"></an-button></an-view>
      <an-view accessible="false"><an-button accessibilityLabel="Botón oculto" (tap)="h()"></an-button></an-view>
      """
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  func testPlainTextIsProse() {
    XCTAssertEqual(TestLint.lines("<an-text>Pulsa el botón azul</an-text>", rule: id), [])
  }
  /// An ICU message's cases are alternatives of the text.
  func testTheCasesOfAnICUMessageAreAlternativesOfTheText() throws {
    let template = "<an-button (tap)=\"x()\">{n, plural, =1 {Botón guardar} other {Guardar}}</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "label-contains-role").map { String($0.prefix(52)) }, [
      "1:24 text alternative 'Botón guardar' names the role",
    ])
  }
}

extension LabelContainsRoleRuleTests {
  /// A link named only by a vague word that is also its role ("Link", "Enlace") is one problem:
  /// `ambiguous-link-text` reports it, this rule yields; with that rule off, this one reports.
  func testAVagueLinkNamedByItsRoleIsAmbiguousLinkTexts() {
    let text = "<an-link (tap)=\"go()\">Link</an-link>\n<an-link (tap)=\"go()\" accessibilityLabel=\"Enlace\"></an-link>\n<an-link (tap)=\"go()\">Read more link</an-link>"
    XCTAssertEqual(TestLint.all(text).map { "\($0.span?.start.line ?? 0) \($0.ruleID)" }, [
      "1 ambiguous-link-text", "2 ambiguous-link-text", "3 label-contains-role",
    ])
    XCTAssertEqual(TestLint.all(text, config: "rules:\n  ambiguous-link-text: off").map { "\($0.span?.start.line ?? 0) \($0.ruleID)" }, [
      "1 label-contains-role", "2 label-contains-role", "3 label-contains-role",
    ])
  }
}

extension LabelContainsRoleRuleTests {
  /// A role word that starts the label and is followed by an article or a possessive is an
  /// imperative verb, not the role named ("Link your bank account", "Switch the theme"); one
  /// followed by a preposition or anything else is still the role.
  func testALeadingVerbSpeltAsTheRoleIsNotTheRole() {
    let text = """
      <an-link (tap)="x()">Link your bank account</an-link>
      <an-switch accessibilityLabel="Switch the theme"></an-switch>
      <an-checkbox accessibilityLabel="Check your email"></an-checkbox>
      <an-link (tap)="x()">Link to the privacy policy</an-link>
      <an-link (tap)="x()">Your link</an-link>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "label-contains-role"), [
      "4:22 text 'Link to the privacy policy' names the role (link) that the screen reader already announces, so it is heard twice; drop 'link' from the text, leaving 'Privacy policy'",
      "5:22 text 'Your link' names the role (link) that the screen reader already announces, so it is heard twice; drop 'link' from the text, leaving 'Your'",
    ])
  }
}
