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
}
