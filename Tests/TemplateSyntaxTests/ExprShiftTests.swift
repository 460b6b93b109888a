import XCTest
@testable import TemplateSyntax

/// `Expr.shift`: a repeated simple expression is the first tree's nodes, moved to its own text.
/// What is read through it (its evaluation's ranges, a copy of it, a node built on it) must be
/// what a tree of its own gives.
final class ExprShiftTests: XCTestCase {
  func testARepeatReadsAsATreeOfItsOwn() {
    let text = "{ checked: isOn, label: a.b }"
    let template = text + "\n  " + text
    let source = SourceFile(path: "t", text: template)
    source.bytes.withUnsafeBufferPointer { buffer in
      let arena = ExprArena()
      arena.reserveCapacity(forTemplateBytes: buffer.count)
      let second = ByteRange(text.utf8.count + 3, template.utf8.count)
      _ = SimpleTree.build(buffer, ByteRange(0, text.utf8.count), arena: arena, operators: true)
      guard let repeated = SimpleTree.build(buffer, second, arena: arena, operators: true),
            let alone = SimpleTree.build(buffer, second, arena: ExprArena(), operators: true) else {
        return XCTFail("both are simple forms")
      }
      XCTAssertNotEqual(repeated.shift, 0, "the repeat is the first tree, moved")
      XCTAssertEqual(Evaluator.evaluate(repeated, source: source), Evaluator.evaluate(alone, source: source))
      XCTAssertEqual(repeated.drivers.map(\.range), alone.drivers.map(\.range))
      // A node built on the repeat in its own arena refers to a copy at the repeat's place.
      let member = arena.append(.member(repeated, name: "x", safe: false), repeated.range)
      guard case .member(let receiver, _, _) = member.kind else { return XCTFail("a member") }
      XCTAssertEqual(receiver.shift, 0)
      XCTAssertEqual(receiver, alone)
      XCTAssertEqual(receiver.range, alone.range)
    }
  }
}
