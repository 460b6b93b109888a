import Foundation

/// Hands out work items `0..<count` to worker threads and gives their results back to one
/// consumer in index order, whatever order they complete in (ordered merge).
///
/// Only the results completed ahead of the next one to deliver are buffered, and a worker
/// cannot start an item more than `window` items ahead of it: memory holds the items in
/// flight, never the whole run.
final class OrderedMerge<Value>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var nextToClaim = 0
  private var nextToDeliver = 0
  private var completed: [Int: Value] = [:]
  /// The largest number of results buffered at once (for the tests).
  private(set) var maximumBuffered = 0

  init(count: Int, window: Int) {
    self.count = count
    self.window = max(1, window)
  }

  /// The next item to work on, waiting while it would be `window` or more items ahead of
  /// delivery; nil when every item is handed out.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextToClaim < count && nextToClaim >= nextToDeliver + window { condition.wait() }
    if nextToClaim >= count { return nil }
    nextToClaim += 1
    return nextToClaim - 1
  }

  /// Stores the result of item `index`.
  func complete(_ index: Int, _ value: Value) {
    condition.lock()
    completed[index] = value
    maximumBuffered = max(maximumBuffered, completed.count)
    condition.broadcast()
    condition.unlock()
  }

  /// The result of the next item in order, waiting for it; nil after the last one.
  func next() -> Value? {
    condition.lock()
    defer { condition.unlock() }
    if nextToDeliver >= count { return nil }
    while true {
      if let value = completed.removeValue(forKey: nextToDeliver) {
        nextToDeliver += 1
        condition.broadcast()
        return value
      }
      condition.wait()
    }
  }
}
