import TemplateSyntax

/// Values made from runs of one template's source bytes, kept by those bytes: a template repeats
/// itself (`[accessibilityLabel]="item.title"` and `{{ item.title }}` on every row of a list),
/// and a repeat is then one lookup, not the work again, and shares the first one's strings and
/// arrays (made once and freed once, not once per element). Open addressing, a power of two in
/// size, at most half full; empty until the first value is kept.
///
/// The slots hold only numbers, the values are in an array of their own: the table is then made,
/// grown and freed with no value to copy or destroy in each of its (mostly empty) slots.
final class SourceRunMemo<Value> {
  /// Where one kept value's bytes are in the source, and where the value is in `values`
  /// (`count` 0: empty).
  private struct Slot {
    var hash: UInt32 = 0
    var start: UInt32 = 0
    var count: UInt32 = 0
    var valueIndex: UInt32 = 0
  }
  private var slots: [Slot] = []
  private var values: [Value] = []

  /// The value of the bytes `start..<end` of `bytes` (the template's source): the one kept for
  /// the same bytes, or `make()`'s, kept when `keeps` says it is a function of the bytes alone.
  func value(of start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>,
             make: () -> Value, keeps: (Value) -> Bool) -> Value {
    guard start >= 0, start < end, end <= bytes.count else { return make() }
    let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let hash = Self.hash(run)
    if slots.isEmpty {
      slots = Array(repeating: Slot(), count: 64)
      reserveValues()
    }
    let mask = slots.count - 1
    var i = Int(hash) & mask
    while slots[i].count != 0 {
      if slots[i].hash == hash, Int(slots[i].count) == run.count,
         ByteScan.equal(run, UnsafeBufferPointer(rebasing: bytes[Int(slots[i].start)..<Int(slots[i].start) + run.count])) {
        return values[Int(slots[i].valueIndex)]
      }
      i = (i + 1) & mask
    }
    let value = make()
    guard keeps(value) else { return value }
    slots[i] = Slot(hash: hash, start: UInt32(start), count: UInt32(run.count), valueIndex: UInt32(values.count))
    values.append(value)
    if values.count * 2 > slots.count { grow() }
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
      while k + 8 < run.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* prime
        hash ^= hash >> 32
        k += 8
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
    slots = Array(repeating: Slot(), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.count != 0 {
      var i = Int(slot.hash) & mask
      while slots[i].count != 0 { i = (i + 1) & mask }
      slots[i] = slot
    }
    reserveValues()
  }

  /// Room in `values` for every value the table takes before it grows (half its slots, and the
  /// one that makes it grow): the array is then made once per table size, not grown by doubling
  /// from one (five or six copies for a template's twenty or so bound values).
  private func reserveValues() {
    values.reserveCapacity(slots.count / 2 + 1)
  }
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
