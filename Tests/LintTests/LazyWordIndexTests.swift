import Foundation
import XCTest
@testable import Lint

/// The word lists' indexes are made when a rule first asks for one, and once: threads that ask
/// at the same time get the same answers as one thread asking alone.
final class LazyWordIndexTests: XCTestCase {
  static let questions: [(WordCategory, String)] = [
    (.state, "Favorito activado"), (.state, "Wi-Fi on"), (.state, "Notificaciones desactivadas"),
    (.gesture, "Desliza hacia arriba para abrir"), (.vagueLink, "más información"), (.state, "مفعّل"),
  ]

  static func answers(_ words: WordMatcher) -> [String] {
    questions.map { words.firstMatch($0.0, in: $0.1) ?? "-" } + [words.roleWord("button", in: "Botón guardar") ?? "-"]
  }

  func testAnswersDoNotDependOnWhoAsksFirst() {
    let expected = Self.answers(WordMatcher())
    XCTAssertEqual(expected[0], "activado")
    XCTAssertEqual(expected[1], "on")
    // A fresh matcher asked by 8 threads at once.
    let shared = WordMatcher()
    let results = ResultsBox(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { k in
      results.set(k, LazyWordIndexTests.answers(shared))
    }
    for k in 0..<8 { XCTAssertEqual(results.get(k), expected, "thread \(k)") }
    // Asked again, from the indexes already made.
    XCTAssertEqual(Self.answers(shared), expected)
  }

  final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[String]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ k: Int, _ value: [String]) { lock.lock(); values[k] = value; lock.unlock() }
    func get(_ k: Int) -> [String] { lock.lock(); defer { lock.unlock() }; return values[k] }
  }
}
