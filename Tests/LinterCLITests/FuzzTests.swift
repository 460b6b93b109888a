import Foundation
import XCTest
@testable import LinterCLI

/// Issue 13, item 7: a short run of the deterministic fuzzer in the suite (`.ci/run` runs
/// the `an-lint-fuzz` executable for 100,000 executions in release mode).
final class FuzzTests: XCTestCase {
  func testTheSeedCorpusAndAFewMutationsRunCleanly() {
    let corpus = Fuzzing.corpus(root: CLITests.root.path)
    XCTAssertGreaterThan(corpus.count, 100)
    let outcome = Fuzzing.run(seed: 7, executions: corpus.count + 100, corpus: corpus, budget: 30,
                              hangPath: FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-fuzz-hang").path)
    XCTAssertEqual(outcome.executions, corpus.count + 100)
    XCTAssertEqual(outcome.slow.count, 0)
  }

  func testMutationsAreDeterministic() {
    var a = Fuzzing.Random(state: 99)
    var b = Fuzzing.Random(state: 99)
    let corpus = [Array("<an-view></an-view>".utf8)]
    for _ in 0..<50 { XCTAssertEqual(Fuzzing.mutate(corpus[0], corpus, &a), Fuzzing.mutate(corpus[0], corpus, &b)) }
  }
}
