import TemplateSyntax

/// Values made from runs of one template's source bytes, kept by those bytes: a template repeats
/// itself (`[accessibilityLabel]="item.title"` and `{{ item.title }}` on every row of a list),
/// and a repeat is then one lookup, not the work again, and shares the first one's strings and
/// arrays (made once and freed once, not once per element). Open addressing, a power of two in
/// size, at most half full; empty until the first value is kept.
///
/// The slots hold only numbers, the values are in a buffer of their own: the table is then made,
/// grown and freed with no value to copy or destroy in each of its (mostly empty) slots. (Both
/// are buffers, not arrays: making an array of slots, or reserving room in an empty array of
/// values, went through the runtime's unspecialized path, a generic metadata lookup of about a
/// thousand instructions each, per memo per template. A slot's index is masked by the slots'
/// count, a value's was kept below the values' count: both in bounds by construction.)
final class SourceRunMemo<Value> {
  private var slots = UnsafeMutableBufferPointer<SourceRunSlot>(start: nil, count: 0)
  private var values: UnsafeMutablePointer<Value>?
  private var valueCount = 0
  private var valueCapacity = 0

  deinit {
    slots.deallocate()
    guard let values else { return }
    values.deinitialize(count: valueCount)
    values.deallocate()
  }

  /// The value of the bytes `start..<end` of `bytes` (the template's source): the one kept for
  /// the same bytes, or `make()`'s, kept when `keeps` says it is a function of the bytes alone.
  func value(of start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>,
             make: () -> Value, keeps: (Value) -> Bool) -> Value {
    guard start >= 0, start < end, end <= bytes.count else { return make() }
    let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let hash = Self.hash(run)
    if slots.isEmpty {
      slots = Self.emptySlots(64)
      reserveValues()
    }
    // (Wrapping arithmetic below: the slots' count is a power of two of at least 64, an index is
    // masked by it, and the values' count stays below their capacity.)
    let mask = slots.count &- 1
    var i = Int(hash) & mask
    while slots[i].count != 0 {
      if slots[i].hash == hash, Int(slots[i].count) == run.count,
         ByteScan.equal(run, UnsafeBufferPointer(rebasing: bytes[Int(slots[i].start)..<Int(slots[i].start) + run.count])) {
        // (A slot is filled only after `reserveValues` made the buffer.)
        return values.unsafelyUnwrapped[Int(slots[i].valueIndex)]
      }
      i = (i &+ 1) & mask
    }
    let value = make()
    guard keeps(value) else { return value }
    slots[i] = SourceRunSlot(hash: hash, start: UInt32(start), count: UInt32(run.count), valueIndex: UInt32(valueCount))
    // (Room was reserved for every value the table takes before it grows.)
    precondition(valueCount < valueCapacity, "a kept value has room")
    (values.unsafelyUnwrapped + valueCount).initialize(to: value)
    valueCount &+= 1
    if valueCount &* 2 > slots.count { grow() }
    return value
  }

  /// A hash of the run, eight bytes at a step: a binding's text is 10 to 30 bytes, and a step
  /// per byte was most of a lookup. A run of eight or more ends with its last eight bytes (which
  /// may overlap the step before); a shorter one is read a byte at a time. (FNV-1a's multiply,
  /// with the product's high half folded into its low half at each step, since the slot is
  /// picked by the low bits.)
  @inline(__always) private static func hash(_ run: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let prime: UInt64 = 1_099_511_628_211
    var hash: UInt64 = 14_695_981_039_346_656_037
    if run.count >= 8, let base = run.baseAddress {
      let raw = UnsafeRawPointer(base)
      var k = 0
      // (`k` stays below the run's count, a buffer's: the wrapping adds cannot overflow.)
      while k &+ 8 < run.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* prime
        hash ^= hash >> 32
        k &+= 8
      }
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: run.count - 8, as: UInt64.self)) &* prime
    } else {
      for b in run { hash = (hash ^ UInt64(b)) &* prime }
    }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// Twice the slots, every kept value moved to its place there.
  private func grow() {
    let old = slots
    slots = Self.emptySlots(old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.count != 0 {
      var i = Int(slot.hash) & mask
      while slots[i].count != 0 { i = (i + 1) & mask }
      slots[i] = slot
    }
    old.deallocate()
    reserveValues()
  }

  /// `count` empty slots, in a buffer of their own.
  private static func emptySlots(_ count: Int) -> UnsafeMutableBufferPointer<SourceRunSlot> {
    let slots = UnsafeMutableBufferPointer<SourceRunSlot>.allocate(capacity: count)
    slots.initialize(repeating: SourceRunSlot())
    return slots
  }

  /// Room in `values` for every value the table takes before it grows (half its slots, and the
  /// one that makes it grow): the buffer is then made once per table size, not grown by doubling
  /// from one (five or six copies for a template's twenty or so bound values).
  private func reserveValues() {
    let capacity = slots.count / 2 + 1
    guard capacity > valueCapacity else { return }
    values = values.map { movedToLargerBlock($0, count: valueCount, capacity: capacity) } ?? .allocate(capacity: capacity)
    valueCapacity = capacity
  }
}

/// Where one kept value's bytes are in the source, and where the value is in the memo's values
/// (`count` 0: empty). (Not nested in the generic memo: a buffer of it is then of one type,
/// made with no generic metadata lookup.) The values are not in the model's `ItemStore`: an
/// `ItemStore<Value>` made inside this generic class cost 114K more instructions on the 1 MB
/// benchmark.
private struct SourceRunSlot {
  var hash: UInt32 = 0
  var start: UInt32 = 0
  var count: UInt32 = 0
  var valueIndex: UInt32 = 0
}

extension AbstractValue {
  /// Whether the value holds no object: an object's entries keep where each is written, so
  /// only a value with none is a function of its expression's bytes alone.
  var holdsNoObject: Bool {
    switch self {
    case .object: return false
    case .array(let values), .alternatives(let values): return values.allSatisfy(\.holdsNoObject)
    default: return true
    }
  }
}
