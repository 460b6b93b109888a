import Foundation

/// Hands out work items `0..<count` to worker threads and gives their results back to one
/// consumer in index order, whatever order they complete in (ordered merge).
///
/// Only the results completed ahead of the next one to deliver are buffered, and a worker
/// cannot start an item more than `window` items ahead of it: memory holds the items in
/// flight, never the whole run.
///
/// A thread is woken only when it can go on: the consumer when the result it waits for
/// arrives, a worker when delivery opens the window it waits on. (Waking every waiter at every
/// completion cost two or three context switches per file on two cores.) The consumer may
/// work too (`nextStep`): it then waits only when it can neither deliver nor start an item.
final class OrderedMerge<Value>: @unchecked Sendable {
  /// What the consuming thread does next (`nextStep`).
  enum Step {
    /// The next result in order.
    case deliver(Value)
    /// An item to work on; its result goes to `complete`.
    case work(Int)
    /// Every result is delivered.
    case finished
  }

  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var nextToClaim = 0
  private var nextToDeliver = 0
  /// The results completed ahead of delivery, item `i` at `i % window` (every item in flight
  /// is within `window` of the next to deliver).
  private var completed: [Value?]
  private var buffered = 0
  /// Workers waiting for the window to open, and whether the consumer waits for a result.
  private var waitingWorkers = 0
  private var consumerWaits = false
  /// The largest number of results buffered at once (for the tests).
  private(set) var maximumBuffered = 0

  init(count: Int, window: Int) {
    self.count = count
    self.window = max(1, window)
    self.completed = Array(repeating: nil, count: self.window)
  }

  /// The next item to work on, waiting while it would be `window` or more items ahead of
  /// delivery; nil when every item is handed out.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextToClaim < count && nextToClaim >= nextToDeliver + window {
      waitingWorkers += 1
      condition.wait()
      waitingWorkers -= 1
    }
    if nextToClaim >= count { return nil }
    nextToClaim += 1
    return nextToClaim - 1
  }

  /// Stores the result of item `index`.
  func complete(_ index: Int, _ value: Value) {
    condition.lock()
    completed[index % window] = value
    buffered += 1
    maximumBuffered = max(maximumBuffered, buffered)
    if consumerWaits && index == nextToDeliver { condition.broadcast() }
    condition.unlock()
  }

  /// The result of the next item in order, waiting for it; nil after the last one.
  func next() -> Value? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if nextToDeliver >= count { return nil }
      if let value = takeNext() { return value }
      waitForResult()
    }
  }

  /// For a consumer that also works: the next result when it is there (delivering first frees
  /// the window), else a new item, else a wait for whichever comes first.
  func nextStep() -> Step {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if nextToDeliver >= count { return .finished }
      if let value = takeNext() { return .deliver(value) }
      if nextToClaim < count && nextToClaim < nextToDeliver + window {
        nextToClaim += 1
        return .work(nextToClaim - 1)
      }
      waitForResult()
    }
  }

  /// Takes the next result in order if it is there (the lock held), and wakes the workers
  /// waiting for the window it opens.
  private func takeNext() -> Value? {
    let slot = nextToDeliver % window
    guard let value = completed[slot] else { return nil }
    completed[slot] = nil
    buffered -= 1
    nextToDeliver += 1
    if waitingWorkers > 0 { condition.broadcast() }
    return value
  }

  /// Waits (the lock held) until a worker completes the next item in order.
  private func waitForResult() {
    consumerWaits = true
    condition.wait()
    consumerWaits = false
  }
}
