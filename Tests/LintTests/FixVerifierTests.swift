import XCTest
@testable import Lint
import TemplateSyntax

/// Issue 13, item 2: a fix is applied only when the template keeps its structure.
final class FixVerifierTests: XCTestCase {
  func testAFixThatChangesTheTreeIsNotApplied() {
    // A fix that would turn an attribute into text (it deletes the closing quote) is refused.
    let bytes = Array("<an-button accessibilityLabel=\"Guardar.\"></an-button>".utf8)
    let breaking = Fix(description: "x", edits: [TextEdit(range: ByteRange(38, 40), replacement: "")])
    let fine = Fix(description: "y", edits: [TextEdit(range: ByteRange(38, 39), replacement: "")])
    let result = FixVerifier.apply([breaking, fine], to: bytes, path: "a.html")
    XCTAssertEqual(result.applied, [])
    let alone = FixVerifier.apply([fine], to: bytes, path: "a.html")
    XCTAssertEqual(alone.applied, [0])
    XCTAssertEqual(String(decoding: alone.bytes, as: UTF8.self), "<an-button accessibilityLabel=\"Guardar\"></an-button>")
    let both = FixVerifier.apply([fine, breaking], to: bytes, path: "a.html")
    XCTAssertEqual(both.applied, [0])
  }
}
