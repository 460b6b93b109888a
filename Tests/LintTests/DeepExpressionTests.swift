import Foundation
import XCTest
@testable import Lint
import TemplateSyntax

/// Runs `body` on a secondary thread with a small stack, as the linter's own worker threads
/// have on macOS (512 KB; debug builds use far more stack per call, so 4 MB there).
func onWorkerThread(_ body: @escaping @Sendable () -> Void) {
  #if DEBUG
  let size = 4 * 1024 * 1024
  #else
  let size = 512 * 1024
  #endif
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = size
  thread.start()
  done.wait()
}

/// Issue 13, item 2: an expression nested 100,000 deep, in every place a template holds one,
/// gives one parse error where the nesting passes the limit, never a stack overflow; and the
/// deepest expressions accepted are linted on a worker thread's stack.
final class DeepExpressionTests: XCTestCase {
  static let depth = 100_000

  /// Each hostile form and the offset (from the expression's start) of its error.
  static let forms: [(name: String, text: String, errorAt: Int)] = [
    ("parentheses", String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth), 256),
    ("ternaries", String(repeating: "a?b:", count: depth) + "c", 1025),
    ("negations", String(repeating: "!", count: depth) + "a", depth - 1024),
    ("members", "a" + String(repeating: ".b", count: depth), 0),
    ("arrays", String(repeating: "[", count: depth) + String(repeating: "]", count: depth), 256),
    ("pipes", "a" + String(repeating: " | p", count: depth), 0),
    ("sums", Array(repeating: "a", count: depth).joined(separator: " + "), 0),
    ("calls", String(repeating: "f(", count: depth) + String(repeating: ")", count: depth), 513),
    ("template literals", String(repeating: "`${", count: depth) + "a" + String(repeating: "}`", count: depth), 769),
  ]

  /// The expression in a property binding, a text interpolation, an attribute interpolation,
  /// an event handler and a block parameter; each line's prefix, with its length in columns.
  static let places: [(before: String, after: String)] = [
    ("<an-text [accessibilityLabel]=\"", "\">x</an-text>"),
    ("<an-text>{{ ", " }}</an-text>"),
    ("<an-text accessibilityLabel=\"{{ ", " }}\">y</an-text>"),
    ("<an-button (tap)=\"", "\">Ir</an-button>"),
    ("@if (", ") {<an-text>z</an-text>}"),
  ]

  static func template(_ expression: String) -> String {
    places.map { $0.before + expression + $0.after + "\n" }.joined()
  }

  /// `LINE:COLUMN rule: message` for the expected parse errors of a form.
  static func expected(_ form: (name: String, text: String, errorAt: Int)) -> [String] {
    places.enumerated().map { k, place in
      if form.name == "pipes" && place.before.contains("(tap)") {
        return "\(k + 1):\(place.before.count + 3) parse-error: cannot have a pipe in an action expression"
      }
      return "\(k + 1):\(place.before.count + 1 + form.errorAt) parse-error: expression nested too deeply"
    }
  }

  static func parseErrors(_ findings: [Finding]) -> [String] {
    findings.filter { $0.ruleID == "parse-error" }.map {
      "\($0.span?.start.line ?? 0):\($0.span?.start.column ?? 0) \($0.ruleID): \($0.message)"
    }
  }

  func testHostileExpressionsGiveOneParseErrorEachOnAWorkerThread() {
    let results = LockedResults()
    onWorkerThread {
      for form in Self.forms {
        results.add(form.name, Self.parseErrors(TestLint.all(Self.template(form.text))))
      }
    }
    for form in Self.forms {
      XCTAssertEqual(results.get(form.name), Self.expected(form), form.name)
    }
  }

  /// The deepest expressions the parser accepts (256 levels of nesting, a tree 1,024 tall),
  /// evaluated and checked by every rule on a worker thread: no parse error, no crash.
  func testTheDeepestAcceptedExpressionsAreLintedOnAWorkerThread() {
    let accepted: [(String, String)] = [
      ("parentheses", String(repeating: "(", count: 255) + "'x'" + String(repeating: ")", count: 255)),
      ("ternaries", String(repeating: "a ? 'b' : ", count: 255) + "'c'"),
      ("negations", String(repeating: "!", count: 1022) + "a"),
      ("members", "a" + String(repeating: ".b", count: 1022)),
      ("arrays", String(repeating: "[", count: 255) + String(repeating: "]", count: 255)),
      ("pipes", "a" + String(repeating: " | p", count: 1022)),
      ("sums", Array(repeating: "'x'", count: 1023).joined(separator: " + ")),
      ("sums of references", Array(repeating: "&#39;x&#39;", count: 1023).joined(separator: " + ")),
      ("dynamic sums", Array(repeating: "a", count: 1023).joined(separator: " + ")),
      ("calls", String(repeating: "f(", count: 255) + String(repeating: ")", count: 255)),
    ]
    let results = LockedResults()
    onWorkerThread {
      for (name, e) in accepted {
        let text = "<an-button [accessibilityLabel]=\"\(e)\" [accessibilityHint]=\"\(e)\" (tap)=\"go()\">x</an-button>\n<an-text>{{ \(e) }}</an-text>\n"
        results.add(name, Self.parseErrors(TestLint.all(text)))
      }
    }
    for (name, _) in accepted {
      XCTAssertEqual(results.get(name), [], name)
    }
  }
}

final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: [String]] = [:]
  func add(_ key: String, _ value: [String]) { lock.lock(); values[key] = value; lock.unlock() }
  func get(_ key: String) -> [String]? { lock.lock(); defer { lock.unlock() }; return values[key] }
}
