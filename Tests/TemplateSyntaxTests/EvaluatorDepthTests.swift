import Foundation
import XCTest
import TemplateSyntax

/// A value shared with a thread the test starts.
final class Box<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// Runs `body` on a thread with a 128 KB stack (a quarter of a macOS secondary thread's).
func onTinyStack(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = 128 * 1024
  thread.start()
  done.wait()
}

/// Issue 13, item 2: the evaluator follows chains as tall as the tree allows (prefix operators,
/// `+` and other left operands, pipes) in a loop, so its stack does not grow with them.
final class EvaluatorDepthTests: XCTestCase {
  func testTallestChainsEvaluateOnATinyStack() {
    let cases: [(String, AbstractValue)] = [
      (String(repeating: "!", count: 1022) + "true", .bool(true)),
      (String(repeating: "-", count: 1021) + "1", .number(-1)),
      (Array(repeating: "'x'", count: 1023).joined(separator: " + "), .string(String(repeating: "x", count: 1023))),
      (Array(repeating: "1", count: 1023).joined(separator: " * "), .number(1)),
      ("null" + String(repeating: " ?? null", count: 1021) + " ?? 'z'", .string("z")),
      ("'a'" + String(repeating: " | p", count: 1022), .dynamic(.string)),
      ("'a'" + String(repeating: "!", count: 1022), .string("a")),
    ]
    for (text, expected) in cases {
      let source = SourceFile(path: "t", text: text)
      let parsed = ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count))
      XCTAssertEqual(parsed.diagnostics, [], String(text.prefix(20)))
      guard let expression = parsed.expression else { continue }
      let input = Box((expression, source))
      let result = Box<AbstractValue?>(nil)
      // The tree is released on this thread, after the evaluation: releasing it is recursive
      // (the parser's height limit bounds that), and not what this test measures.
      withExtendedLifetime(input) {
        onTinyStack { [weak input] in
          if let input { result.value = Evaluator.evaluate(input.value.0, source: input.value.1) }
        }
      }
      XCTAssertEqual(result.value, expected, String(text.prefix(20)))
    }
  }
}
