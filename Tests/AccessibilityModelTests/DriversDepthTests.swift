import AccessibilityModel
import Foundation
import TemplateSyntax
import XCTest

/// Issue 13, item 2: `drivers` walks a `+` chain as tall as the tree allows without recursion.
final class DriversDepthTests: XCTestCase {
  func testDriversOfTheTallestSumOnATinyStack() {
    let text = (0..<1023).map { $0 % 2 == 0 ? "a\($0)" : "'-'" }.joined(separator: " + ")
    let source = SourceFile(path: "t", text: text)
    let parsed = ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count))
    XCTAssertEqual(parsed.diagnostics, [])
    guard let expression = parsed.expression else { return }
    final class Result: @unchecked Sendable { var names: [String] = [] }
    final class Input: @unchecked Sendable {
      let expression: Expr
      init(_ expression: Expr) { self.expression = expression }
    }
    let result = Result()
    let input = Input(expression)
    let done = DispatchSemaphore(value: 0)
    // The tree is released on this thread (releasing it is recursive, and not measured here).
    let thread = Thread { [weak input] in
      if let input { result.names = input.expression.drivers.map { source.text($0.range) } }
      done.signal()
    }
    thread.stackSize = 128 * 1024
    withExtendedLifetime(input) {
      thread.start()
      done.wait()
    }
    XCTAssertEqual(result.names, (0..<1023).filter { $0 % 2 == 0 }.map { "a\($0)" })
  }
}
