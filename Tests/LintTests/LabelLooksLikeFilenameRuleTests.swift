import XCTest
@testable import Lint

final class LabelLooksLikeFilenameRuleTests: XCTestCase {
  let id = "label-looks-like-filename"

  func test_file1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"ic_trash.png\" (tap)=\"borrar()\"></an-button>", rule: id), [
      "1:32 label 'ic_trash.png' looks like a file or asset name: screen readers spell it out and Voice Control users cannot say it; write what it is in words",
    ])
  }

  func test_file2() {
    XCTAssertEqual(TestLint.lines("<an-image src=\"IMG_2041.jpg\" accessibilityLabel=\"IMG_2041\"/>", rule: id), [
      "1:50 label 'IMG_2041' looks like a file or asset name: screen readers spell it out and Voice Control users cannot say it; write what the image tells here in words",
    ])
  }

  func test_file3() {
    XCTAssertEqual(TestLint.lines("<an-image src=\"شعار.svg\" accessibilityLabel=\"شعار.svg\"/>", rule: id), [
      "1:46 label 'شعار.svg' looks like a file or asset name: screen readers spell it out and Voice Control users cannot say it; write what the image tells here in words",
    ])
  }

  func test_file4() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"locked ? 'ic_lock' : 'Abrir documento'\" (tap)=\"open()\"></an-button>", rule: id), [
      "1:34 label alternative 'ic_lock' looks like a file or asset name: screen readers spell it out and Voice Control users cannot say it; write what it is in words",
    ])
  }

  /// The byte check that runs first never turns away a name the full check would flag: over
  /// many generated names (file names, asset and camera names, symbol names, words, other
  /// scripts), every one the full check flags passes it, and it turns away names with none of
  /// `.`, `_`, `-` or three digits.
  func testPrefilterKeepsEveryFilename() {
    let pieces = ["ic", "IMG", "dsc", "icon", "heart", "fill", "png", "Añadir", "شعار", "svg", "2041", "12", "7", ".", "_", "-",
                  "İ", "e\u{301}", "x", "circle", "PXL", "00001", "Logo", "١٢٣", " ", "\u{A0}", "\t", "\u{3000}", "\u{2003}", "\u{1680}", "\u{85}"]
    // (A seeded generator: the same names on every run.)
    var state: UInt64 = 11
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    var flagged = 0
    for _ in 0..<20_000 {
      let count = 1 + next(4)
      let name = (0..<count).map { _ in pieces[next(pieces.count)] }.joined()
      let full = LabelLooksLikeFilenameRule.looksLikeFilename(name)
      if full { flagged += 1 }
      XCTAssertTrue(!full || LabelLooksLikeFilenameRule.mayBeFilename(name), name)
    }
    XCTAssertGreaterThan(flagged, 120)  // (149 with this seed: the implication is checked on many names it flags)
    for name in ["Volumen", "Favoritos", "Añadir", "شعار", "ic12", "١٢٣٤"] {
      XCTAssertFalse(LabelLooksLikeFilenameRule.mayBeFilename(name), name)
    }
    for name in ["a.b", "ic_x", "a-b", "IMG2041", " a.png ", "\u{A0} a.png", "\u{3000} ic_x", "a\u{A0}b.png"] {
      XCTAssertTrue(LabelLooksLikeFilenameRule.mayBeFilename(name), name)
    }
    // whitespace inside: a sentence, not a file name
    for name in ["Guardar cambios.", "icon close.png", "img_back 2x", "ver ic_trash", "الإعدادات 95", "Añadir a.png"] {
      XCTAssertFalse(LabelLooksLikeFilenameRule.mayBeFilename(name), name)
    }
  }
  /// Inside a stop with a label of its own, a label is never read.
  func testALabelInsideALabelledStopIsNotChecked() throws {
    let template = "<an-view accessible=\"true\" accessibilityLabel=\"Grupo\"><an-image src=\"a.png\" accessibilityLabel=\"ic_trash.png\"/></an-view>\n"
      + "<an-view accessible=\"true\"><an-image src=\"a.png\" accessibilityLabel=\"ic_trash.png\"/></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "label-looks-like-filename"), [
      "2:70 label 'ic_trash.png' looks like a file or asset name: screen readers spell it out and Voice Control users cannot say it; write what the image tells here in words",
    ])
  }
}
