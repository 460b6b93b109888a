import XCTest
@testable import Lint
import TemplateSyntax

final class LabelTrailingPunctuationRuleTests: XCTestCase {
  let id = "label-trailing-punctuation"

  func test_punct1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Guardar.\" (tap)=\"save()\"></an-button>", rule: id), [
      "1:32 label 'Guardar.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
  }

  func test_punct2() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"saved ? 'Guardado.' : 'Guardar'\" (tap)=\"save()\"></an-button>", rule: id), [
      "1:34 label alternative 'Guardado.' ends in punctuation: a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
  }

  func test_punct3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"إرسال!\" (tap)=\"send()\"></an-button>", rule: id), [
      "1:32 label 'إرسال!' ends in '!': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
  }

  func test_punct4() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"{{ count }} messages.\" (tap)=\"open()\"></an-button>", rule: id), [
      "1:32 label '… messages.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
  }

  func test_punct5() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"!\" (tap)=\"x()\"></an-button>", rule: id), [
      "1:32 label '!' is only punctuation: write a short name that says what it is",
    ])
  }

  func testFixRemovesTheMarksFromEachViolatingLiteral() {
    let text = "<an-button [accessibilityLabel]=\"saved ? 'Guardado.' : 'Listo !'\" (tap)=\"s()\"></an-button>"
    let findings = TestLint.findings(text, rule: id)
    XCTAssertEqual(findings.count, 1)
    let fix = findings.first?.fix
    XCTAssertEqual(fix?.description, "remove the trailing punctuation")
    var bytes = Array(text.utf8)
    for edit in (fix?.edits ?? []).reversed() {
      bytes.replaceSubrange(Int(edit.range.start)..<Int(edit.range.end), with: Array(edit.replacement.utf8))
    }
    XCTAssertEqual(String(decoding: bytes, as: UTF8.self),
                   "<an-button [accessibilityLabel]=\"saved ? 'Guardado' : 'Listo'\" (tap)=\"s()\"></an-button>")
  }

  func testFixOnStaticArabicLabel() {
    let text = "<an-button accessibilityLabel=\"إرسال.\" (tap)=\"s()\"></an-button>"
    let edits = TestLint.findings(text, rule: id).first?.fix?.edits ?? []
    XCTAssertEqual(edits.count, 1)
    XCTAssertEqual(edits.first?.replacement, "")
    XCTAssertEqual(edits.first.map { SourceFile(path: "t", text: text).text($0.range) }, ".")
  }

  func testNoFixForPunctuationOnlyAndNoFindingForEllipsis() {
    XCTAssertNil(TestLint.findings("<an-button accessibilityLabel=\"!\" (tap)=\"x()\"></an-button>", rule: id).first?.fix)
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Cargar más...\" (tap)=\"x()\"></an-button>", rule: id), [])
    XCTAssertEqual(TestLint.lines("<an-text>Guarda los cambios.</an-text>", rule: id), [])
  }

  /// The full stop of an abbreviation or an initial stays; other marks after one, two stops,
  /// and a stop after an ordinary word are reported (and the fix leaves the abbreviation whole).
  func testTheStopOfAnAbbreviationIsPartOfTheWord() {
    let text = """
      <an-button accessibilityLabel="Mercadona S.A." (tap)="m()"></an-button>
      <an-button accessibilityLabel="Apple Inc." (tap)="m()"></an-button>
      <an-button [accessibilityLabel]="x ? 'Música, podcasts, etc.' : 'Baker St.'" (tap)="m()"></an-button>
      <an-button accessibilityLabel="Apple Inc.:" (tap)="m()"></an-button>
      <an-button accessibilityLabel="Pago a Mercadona." (tap)="m()"></an-button>
      """
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "4:32 label 'Apple Inc.:' ends in '.:': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
      "5:32 label 'Pago a Mercadona.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation",
    ])
  }
}

extension LabelTrailingPunctuationRuleTests {
  /// Spanish, Portuguese and German abbreviations of company forms, address forms and chapters.
  func testMoreAbbreviationsKeepTheirStop() {
    for label in ["García Hnos.", "Comercial Ltda.", "Para Vd.", "Siehe Kap."] {
      XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"\(label)\" (tap)=\"m()\"></an-button>", rule: id), [], label)
    }
  }
}
