import XCTest
@testable import Lint

/// Exact findings of `fragmented-group` (messages included).
final class FragmentedGroupRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-view>\n  <an-text>Ana</an-text>\n  <an-text>Diseñadora</an-text>\n  <an-text>Verificada</an-text>\n  <an-text>Hace 5 min</an-text>\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group"), [
      "1:2 'an-view' holds 4 texts that are read as 4 separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")",
    ])
  }
  func testCase2() throws {
    let template = "<an-stack>\n  <an-text>a</an-text>\n  <an-text>b</an-text>\n  <an-text>c</an-text>\n</an-stack>"
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group", config: "rules:\n  fragmented-group: { min-children: 3 }\n"), [
      "1:2 'an-stack' holds 3 texts that are read as 3 separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")",
    ])
  }
  func testCase3() throws {
    let template = "<an-view>\n  <an-text>a</an-text>\n  <an-text>b</an-text>\n  <an-text>c</an-text>\n  <an-text>d</an-text>\n  <an-button (tap)=\"x()\">Llamar</an-button>\n</an-view>\n<an-list>\n  <an-text>a</an-text>\n  <an-text>b</an-text>\n  <an-text>c</an-text>\n  <an-text>d</an-text>\n</an-list>\n<an-view>\n  <an-text>a</an-text>\n  @if (x) { <an-text>b</an-text><an-text>c</an-text> } @else { <an-text>d</an-text><an-text>e</an-text> }\n</an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group"), [])
  }
  /// A modal layer, a bound `[accessible]` and an interactive element deeper down keep it silent.
  func testModalLayersBoundAccessibleAndNestedControlsAreNotReported() throws {
    let texts = "<an-text>Ana</an-text><an-text>Diseñadora</an-text><an-text>Verificada</an-text><an-text>Hace 5 min</an-text>"
    let template = "<an-view [accessibilityViewIsModal]=\"true\">\(texts)</an-view>\n"
      + "<an-view [accessible]=\"grouped\">\(texts)</an-view>\n"
      + "<an-view [accessible]=\"x ? true : false\">\(texts)</an-view>\n"
      + "<an-view>\(texts)<an-view><an-button (tap)=\"edit()\">Editar perfil</an-button></an-view></an-view>\n"
      + "<an-view>\(texts)<an-view accessible=\"false\"><an-button (tap)=\"edit()\">Editar</an-button></an-view></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group"), [
      "5:2 'an-view' holds 4 texts that are read as 4 separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")",
    ])
  }

  /// Content that may render a control, at any depth, and a header among the children keep it
  /// silent; a component that wraps the container's own text is read through.
  func testUnknownControlsAndSectionsAreNotReported() throws {
    let texts = "<an-text>Ana</an-text><an-text>Diseñadora</an-text><an-text>Verificada</an-text><an-text>Hace 5 min</an-text>"
    let template = "<an-view>\(texts)<app-fav-button (tap)=\"fav(p)\"></app-fav-button></an-view>\n"
      + "<an-view>\(texts)<an-view><app-fav-button [item]=\"p\"></app-fav-button></an-view></an-view>\n"
      + "<an-view>\(texts)<ng-content select=\"[actions]\"></ng-content></an-view>\n"
      + "<an-view>\(texts)<ng-container *ngComponentOutlet=\"actions\"></ng-container></an-view>\n"
      + "<an-view><an-text accessibilityRole=\"header\">Historia</an-text>\(texts)</an-view>\n"
      + "<an-view><app-card>\(texts)</app-card></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group"), [
      "6:2 'an-view' holds 4 texts that are read as 4 separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")",
    ])
  }

  /// Texts whose known words together are longer than a label should be are prose, not a card.
  func testProseParagraphsAreNotACard() throws {
    let template = """
      <an-view>
        <an-text i18n>Al continuar aceptas las condiciones del servicio.</an-text>
        <an-text i18n>Tus datos se guardan cifrados en tu dispositivo.</an-text>
        <an-text i18n>Puedes borrar tu cuenta cuando quieras.</an-text>
        <an-text i18n>Escríbenos si tienes dudas.</an-text>
      </an-view>
      <an-view><an-text>Zapatillas</an-text><an-text>59,99 €</an-text><an-text>Envío gratis</an-text><an-text>{{ llegada }}</an-text></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "fragmented-group"), [
      "7:2 'an-view' holds 4 texts that are read as 4 separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")",
    ])
  }
}
