import AccessibilityModel

/// Each element's word of facts (`ElementInterest.facts(of:)`), in document order, the indices
/// of the accessibility stops (`ElementFact.stop`) and those of the candidates of the engine's
/// walk (the elements with a fact of some element rule's interest), made in one pass when a
/// file's context is made (`FileContext.facts`) and read by the engine's walk and the rules' own
/// walks.
///
/// Both live in one buffer of a class of its own: the words, then the stops. (Two arrays were
/// made through the standard library's unspecialized allocation, which looks the storage's type
/// up at run time: some 900 instructions each per file. Listing the stops in a second pass over
/// the words cost some eight instructions an element.) The buffer is written only while it is
/// made, before any other reference to it exists, and read-only afterwards: hence unchecked
/// (a `ManagedBuffer` is never `Sendable` itself).
public struct ElementFactWords: @unchecked Sendable {
  /// The words at `0..<count`, then the stops from `count` (`stopCount` of them), then the
  /// candidates from `2 * count` (`candidateCount`): room is made for a stop and a candidate
  /// per element, the buffer holds `3 * count` words.
  final class Store: ManagedBuffer<Int, UInt32> {}

  let store: Store
  /// The number of elements (of words).
  public let count: Int
  /// The number of stops.
  let stopCount: Int
  /// The number of candidates.
  let candidateCount: Int

  /// The facts of `elements`; the candidates are the elements with a fact of `candidateMask`
  /// (none when it is 0).
  init(_ elements: AXElements, candidateMask: UInt32 = 0) {
    let n = elements.count
    store = unsafeDowncast(Store.create(minimumCapacity: 3 * n) { _ in n }, to: Store.self)
    // (Every element's word is written, at its index; every index is written at the stops' and
    // the candidates' next slots, and each count moves on only for a stop or a candidate: it
    // never passes the number of elements read, so every write is below `3 * n`.)
    (stopCount, candidateCount) = store.withUnsafeMutablePointerToElements { words in
      let stopSlots = words + n
      let candidateSlots = words + 2 &* n
      var stops = 0
      var candidates = 0
      for i in 0..<n {
        let facts = ElementInterest.facts(of: elements[i])
        (words + i).initialize(to: facts)
        (stopSlots + stops).initialize(to: UInt32(truncatingIfNeeded: i))
        (candidateSlots + candidates).initialize(to: UInt32(truncatingIfNeeded: i))
        stops &+= facts & ElementFact.stop != 0 ? 1 : 0
        candidates &+= facts & candidateMask != 0 ? 1 : 0
      }
      return (stops, candidates)
    }
    count = n
  }

  /// The word of the element at `index`.
  public subscript(index: Int) -> UInt32 {
    precondition(index >= 0 && index < count, "element index out of range")
    return store.withUnsafeMutablePointerToElements { $0[index] }
  }

  /// `body` run on the words.
  public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
    try store.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
  }

  /// `body` run on the words and on the candidates' indices.
  func withCandidates<Result>(_ body: (_ words: UnsafeBufferPointer<UInt32>, _ candidates: UnsafeBufferPointer<UInt32>) throws -> Result)
    rethrows -> Result {
    try store.withUnsafeMutablePointerToElements {
      try body(UnsafeBufferPointer(start: $0, count: count), UnsafeBufferPointer(start: $0 + 2 &* count, count: candidateCount))
    }
  }

  /// `body` run on the words and on the stops' indices.
  func withStops<Result>(_ body: (_ words: UnsafeBufferPointer<UInt32>, _ stops: UnsafeBufferPointer<UInt32>) throws -> Result)
    rethrows -> Result {
    try store.withUnsafeMutablePointerToElements {
      try body(UnsafeBufferPointer(start: $0, count: count), UnsafeBufferPointer(start: $0 + count, count: stopCount))
    }
  }
}
