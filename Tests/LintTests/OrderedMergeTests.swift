import Foundation
import XCTest
@testable import Lint

/// The ordered merge: results come out in index order whatever order they complete in, only
/// the results completed ahead of delivery are held, and files reach the caller while later
/// ones are still to be linted.
final class OrderedMergeTests: XCTestCase {
  func testResultsCompletedInReverseComeOutInOrder() {
    let merge = OrderedMerge<String>(count: 4, window: 4)
    XCTAssertEqual((0..<4).map { _ in merge.claim() }, [0, 1, 2, 3])
    XCTAssertNil(merge.claim())
    for index in [3, 1, 2, 0] { merge.complete(index, "file \(index)") }
    XCTAssertEqual(merge.maximumBuffered, 4)
    XCTAssertEqual([merge.next(), merge.next(), merge.next(), merge.next()], ["file 0", "file 1", "file 2", "file 3"])
    XCTAssertNil(merge.next())
  }

  func testAWorkerNeverRunsMoreThanTheWindowAheadOfDelivery() {
    let count = 300
    let window = 5
    let merge = OrderedMerge<Int>(count: count, window: window)
    let group = DispatchGroup()
    let claimedAhead = MaximumBox()
    let delivered = MaximumBox()
    for worker in 0..<4 {
      DispatchQueue.global().async(group: group) {
        var state = UInt64(worker + 1)
        while let index = merge.claim() {
          claimedAhead.record(index - delivered.value)
          // Uneven work, so items complete out of order.
          state = state &* 6364136223846793005 &+ 1442695040888963407
          var x = 0
          for i in 0..<Int(state >> 54) { x &+= i }
          merge.complete(index, index &+ x &- x)
        }
      }
    }
    var received: [Int] = []
    while let value = merge.next() {
      received.append(value)
      delivered.set(received.count)
    }
    group.wait()
    XCTAssertEqual(received, Array(0..<count))
    XCTAssertLessThanOrEqual(merge.maximumBuffered, window)
    // An item is claimed only when fewer than `window` items separate it from delivery.
    XCTAssertLessThanOrEqual(claimedAhead.maximum, window)
  }

  /// The consumer that works too (`nextStep`): it delivers every result in order, its own
  /// items among them, no item is started `window` or more ahead of delivery, and it never
  /// waits for a worker that cannot go on (two workers that block on the window end).
  func testAConsumerThatWorksDeliversEveryResultInOrder() {
    for (count, window) in [(1, 1), (2, 1), (300, 1), (300, 3), (300, 8)] {
      let merge = OrderedMerge<Int>(count: count, window: window)
      let group = DispatchGroup()
      let delivered = MaximumBox()
      let claimedAhead = MaximumBox()
      let byWorkers = MaximumBox()
      @Sendable func work(_ index: Int, seed: inout UInt64) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        var x = 0
        for i in 0..<Int(seed >> 53) { x &+= i }
        return index * 10 &+ x &- x
      }
      for worker in 0..<2 {
        DispatchQueue.global().async(group: group) {
          var seed = UInt64(worker + 7)
          while let index = merge.claim() {
            claimedAhead.record(index - delivered.value)
            byWorkers.add(1)
            merge.complete(index, work(index, seed: &seed))
          }
        }
      }
      var received: [Int] = []
      var ownItems = 0
      var seed: UInt64 = 3
      steps: while true {
        switch merge.nextStep() {
        case .deliver(let value):
          received.append(value)
          delivered.set(received.count)
        case .work(let index):
          claimedAhead.record(index - delivered.value)
          ownItems += 1
          merge.complete(index, work(index, seed: &seed))
        case .finished: break steps
        }
      }
      group.wait()
      XCTAssertEqual(received, (0..<count).map { $0 * 10 }, "count \(count), window \(window)")
      XCTAssertEqual(ownItems + byWorkers.value, count, "count \(count), window \(window)")
      XCTAssertLessThanOrEqual(merge.maximumBuffered, window)
      // (Delivery is counted just after it happens: an item may be seen `window` ahead.)
      XCTAssertLessThanOrEqual(claimedAhead.maximum, window)
      XCTAssertNil(merge.claim())
    }
  }

  /// The files, one finding each, and a clean last file; when the first result reaches the
  /// caller, the last file is given a problem: it is reported, so it was read after the first
  /// result was delivered (the run was not over).
  func testTheFirstResultArrivesBeforeTheLastFileIsRead() throws {
    for threads in [1, 2, 4] {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-stream-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: dir) }
      try "platforms: [ios, android]\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
      for i in 0..<120 {
        try "<an-view>\n  <an-button (tap)=\"go(\(i))\"></an-button>\n</an-view>\n"
          .write(to: dir.appendingPathComponent(String(format: "f%03d.html", i)), atomically: true, encoding: .utf8)
      }
      let last = dir.appendingPathComponent("z.html")
      try "<an-text>Hola</an-text>\n".write(to: last, atomically: true, encoding: .utf8)
      var paths: [String] = []
      var counts: [Int] = []
      let summary = LintRunner.stream(LintRequest(paths: [dir.path], threads: threads, configBoundary: dir.path), window: 8) { result in
        if paths.isEmpty {
          try? "<an-button (tap)=\"late()\"></an-button>\n".write(to: last, atomically: false, encoding: .utf8)
        }
        paths.append(result.path)
        counts.append(result.findings.count)
      }
      XCTAssertEqual(summary.filesLinted, 121)
      XCTAssertEqual(paths, (0..<120).map { dir.path + String(format: "/f%03d.html", $0) } + [last.path], "threads \(threads)")
      XCTAssertEqual(counts, Array(repeating: 1, count: 121), "threads \(threads)")
      XCTAssertEqual(LintRunner.run(LintRequest(paths: [dir.path], threads: threads, configBoundary: dir.path)).report.findings.count, 121)
    }
  }

  /// Results are delivered in path order, not in the order files were walked or completed:
  /// `a-b/…` sorts before `a/…` (`-` < `/`), the walk visits `a` first; a large first file
  /// completes after the small ones behind it.
  func testFilesComeInPathOrderWhateverTheWalkOrderAndTheTimeTheyTake() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint-order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    for folder in ["a", "a-b", "b"] {
      try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "platforms: [ios, android]\n".write(to: dir.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    let big = String(repeating: "<an-view>\n  <an-button (tap)=\"go()\"></an-button>\n</an-view>\n", count: 3000)
    try big.write(to: dir.appendingPathComponent("a-b/0.html"), atomically: true, encoding: .utf8)
    for (folder, n) in [("a", 5), ("a-b", 5), ("b", 5)] {
      for i in 1...n {
        try "<an-button (tap)=\"go()\"></an-button>\n".write(to: dir.appendingPathComponent("\(folder)/\(i).html"),
                                                              atomically: true, encoding: .utf8)
      }
    }
    let request = LintRequest(paths: [dir.appendingPathComponent("b").path, dir.path], threads: 3, configBoundary: dir.path)
    var paths: [String] = []
    var findings: [Finding] = []
    _ = LintRunner.stream(request, window: 4) { result in
      paths.append(result.path)
      findings += result.findings
    }
    XCTAssertEqual(paths, paths.sorted())
    XCTAssertEqual(paths.map { String($0.dropFirst(dir.path.count + 1)) },
                   ["a-b/0.html", "a-b/1.html", "a-b/2.html", "a-b/3.html", "a-b/4.html", "a-b/5.html",
                    "a/1.html", "a/2.html", "a/3.html", "a/4.html", "a/5.html",
                    "b/1.html", "b/2.html", "b/3.html", "b/4.html", "b/5.html"])
    XCTAssertEqual(findings.count, 3000 + 15)
    XCTAssertEqual(findings, LintRunner.run(LintRequest(paths: request.paths, threads: 1, configBoundary: dir.path)).report.findings)
  }
}

/// A maximum and a current value shared between threads.
final class MaximumBox: @unchecked Sendable {
  private let lock = NSLock()
  private var current = 0
  private var highest = 0
  var value: Int { lock.lock(); defer { lock.unlock() }; return current }
  var maximum: Int { lock.lock(); defer { lock.unlock() }; return highest }
  func set(_ v: Int) { lock.lock(); current = v; lock.unlock() }
  func add(_ v: Int) { lock.lock(); current += v; lock.unlock() }
  func record(_ v: Int) { lock.lock(); highest = max(highest, v); lock.unlock() }
}
