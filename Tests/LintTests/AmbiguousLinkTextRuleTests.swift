import XCTest
@testable import Lint

/// Exact findings of `ambiguous-link-text` (messages included).
final class AmbiguousLinkTextRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-link (tap)=\"v()\">Leer más</an-link>"
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text"), [
      "1:22 link text 'Leer más' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
    ])
  }
  func testCase2() throws {
    let template = "<an-link [accessibilityLabel]=\"c ? 'Read more' : 'Open the article'\" (tap)=\"o()\"></an-link>"
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text"), [
      "1:32 the link's label alternative 'Read more' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
    ])
  }
  func testCase3() throws {
    let template = "<an-view accessibilityRole=\"link\" accessibilityLabel=\"اضغط هنا\" (tap)=\"o()\"></an-view>\n<an-button (tap)=\"m()\">Más</an-button>\n<an-link (tap)=\"o()\">{{ title }}</an-link>"
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text"), [
      "1:55 link text 'اضغط هنا' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
    ])
  }
  func testCase4() throws {
    let template = "<an-link (tap)=\"a()\">Click here</an-link>\n<an-link (tap)=\"b()\">Aquí</an-link>"
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text", config: "languages: [es]\n"), [
      "2:22 link text 'Aquí' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
    ])
  }
  /// The cases of an ICU message in the text are its alternatives.
  func testTheCasesOfAnICUMessageAreAlternativesOfTheText() throws {
    let template = "<an-link (tap)=\"a()\">{n, plural, =0 {Más} other {Aquí}}</an-link>\n"
      + "<an-link (tap)=\"a()\">{n, plural, =0 {Ver todo} other {{{n}} pedidos}}</an-link>\n"
      + "<an-link (tap)=\"a()\">Ver {n, select, a {pedidos} other {más}}</an-link>"
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text"), [
      "1:22 the link's text alternatives 'Más' and 'Aquí' are only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
      "2:22 the link's text alternative 'Ver todo' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
      "3:22 the link's text alternative 'Ver más' is only a vague phrase: out of context (the links rotor, Voice Control) it says nothing; name the destination, or give the link an accessibilityLabel that does",
    ])
  }
}

extension AmbiguousLinkTextRuleTests {
  /// The common vague phrases of every shipped language, including the polite and regional forms.
  func testCommonVaguePhrasesInEveryLanguage() throws {
    let phrases = ["Show more", "Find out more", "More details", "See all", "Haga clic aquí", "Mostrar más",
                   "Plus de détails", "Ler mais", "Mostra altro", "Weitere Details", "عرض الكل"]
    let template = phrases.map { "<an-link (tap)=\"o()\">\($0)</an-link>" }.joined(separator: "\n")
    XCTAssertEqual(TestLint.lines(template, rule: "ambiguous-link-text").count, phrases.count)
    let specific = "<an-link (tap)=\"o()\">Show more reviews of this hotel</an-link>\n<an-link (tap)=\"o()\">Ver todos los pedidos</an-link>"
    XCTAssertEqual(TestLint.lines(specific, rule: "ambiguous-link-text"), [])
  }
}

extension AmbiguousLinkTextRuleTests {
  /// A finding about text content spans the text, from its first character to the end of its
  /// last piece (spaces around it left out; an interpolation whole; a nested element's text), not a
  /// point where it starts.
  func testAFindingOnTextContentSpansTheText() throws {
    let template = """
      <an-link (tap)="a()">  Leer más  </an-link>
      <an-link (tap)="a()"><an-text>Ver más</an-text></an-link>
      <an-button (tap)="a()">Guardar</an-button><an-button (tap)="b()">
        Guardar
      </an-button>
      <an-button (tap)="c()">{{ x ? 'Wi-Fi on' : 'Wi-Fi off' }}</an-button>
      """
    func spans(_ rule: String) -> [String] {
      TestLint.findings(template, rule: rule).map { finding in
        let bytes = Array(template.utf8)[Int(finding.range.start)..<Int(finding.range.end)]
        return String(decoding: bytes, as: UTF8.self)
      }
    }
    XCTAssertEqual(spans("ambiguous-link-text"), ["Leer más", "Ver más"])
    XCTAssertEqual(spans("duplicate-label"), ["Guardar"])
    XCTAssertEqual(spans("state-in-label"), ["{{ x ? 'Wi-Fi on' : 'Wi-Fi off' }}"])
  }
}
