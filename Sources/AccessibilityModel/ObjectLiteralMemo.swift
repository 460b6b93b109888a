import TemplateSyntax

/// The values of the object literals one template binds (`[accessibilityState]="{ checked: on }"`),
/// kept by their bytes: a template binds few different ones, each on many elements (a row of a
/// list), and a repeat is then its first value moved to where it is written
/// (`AbstractValue.shiftingRanges`), not evaluated again. An object's entries keep where they
/// are written, so a literal's value is a function of its bytes and of where they are (which
/// is why `SourceRunMemo`, which hands a kept value back as it is, keeps none).
///
/// At most `limit` literals are kept, the oldest given up for a new one: few enough that a
/// lookup compares lengths and bytes with each, no hash, and a bound on what a template keeps.
final class ObjectLiteralMemo {
  static let limit = 8
  private struct Kept {
    var start: Int
    var count: Int
    var value: AbstractValue
    /// The value's entries when it is an object (most): read for a move with no copy of the
    /// whole value, only of the array.
    var entries: [ObjectEntry]?
    init(start: Int, count: Int, value: AbstractValue) {
      self.start = start
      self.count = count
      self.value = value
      if case .object(let entries) = value { self.entries = entries } else { entries = nil }
    }
  }
  private var kept: UnsafeMutablePointer<Kept>?
  private var count = 0
  /// The slot the next literal takes once every slot is used (the oldest).
  private var next = 0

  deinit {
    guard let kept else { return }
    kept.deinitialize(count: count)
    kept.deallocate()
  }

  /// The value of the object literal `start..<end` of `bytes` (the template's source) when the
  /// same bytes were kept (`keep`): their value moved to `start`. (No closure makes a missing
  /// value: one captured the whole model builder. Inlined into the builder's one caller: a
  /// call of its own for each literal cost more than the lookup.)
  @inline(__always) func value(of start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> AbstractValue? {
    guard let kept, start >= 0, start < end, end <= bytes.count, let base = bytes.baseAddress else { return nil }
    let length = end &- start
    var k = 0
    while k < count {
      if kept[k].count == length, ByteScan.equal(UnsafeBufferPointer(start: base + start, count: length),
                                                 UnsafeBufferPointer(start: base + kept[k].start, count: length)) {
        // (Wrapping: the distance back to an earlier literal is a move of `0 &- bytes`.)
        return Self.moved(kept + k, by: UInt32(truncatingIfNeeded: start &- kept[k].start))
      }
      k &+= 1
    }
    return nil
  }

  /// Keeps `value`, the value of the object literal `start..<end` (which `value(of:_:in:)` found
  /// no kept value for).
  func keep(_ value: AbstractValue, of start: Int, _ end: Int) {
    keep(Kept(start: start, count: end &- start, value: value))
  }

  /// The kept literal's value `delta` bytes further on. (An object, most, is moved from its
  /// entries: matched out of the value, the whole value was copied for the move, and released
  /// after.)
  private static func moved(_ literal: UnsafeMutablePointer<Kept>, by delta: UInt32) -> AbstractValue {
    if let entries = literal.pointee.entries { return AbstractValue.object(movedBy: delta, entries) }
    return literal.pointee.value.shiftingRanges(by: delta)
  }

  private func keep(_ literal: Kept) {
    let kept = self.kept ?? {
      let made = UnsafeMutablePointer<Kept>.allocate(capacity: Self.limit)
      self.kept = made
      return made
    }()
    if count < Self.limit {
      (kept + count).initialize(to: literal)
      count &+= 1
    } else {
      kept[next] = literal
      next = next &+ 1 == Self.limit ? 0 : next &+ 1
    }
  }
}

extension AbstractValue {
  /// The value with each of its objects' entries (at any depth) `delta` bytes further on, key
  /// and value range (wrapping: a move back is a `delta` of `0 &- bytes`). An object's entries
  /// are its only ranges: a value evaluated from the same bytes written elsewhere is this one
  /// moved by the distance between the two. (A value with no object is returned as it is.)
  func shiftingRanges(by delta: UInt32) -> AbstractValue {
    switch self {
    case .object(let entries):
      return .object(movedBy: delta, entries)
    case .array(let values):
      return holdsNoObject ? self : .array(values.map { $0.shiftingRanges(by: delta) })
    case .alternatives(let values):
      return holdsNoObject ? self : .alternatives(values.map { $0.shiftingRanges(by: delta) })
    default:
      return self
    }
  }

  /// The object of `entries` `delta` bytes further on (`shiftingRanges`).
  static func object(movedBy delta: UInt32, _ entries: [ObjectEntry]) -> AbstractValue {
    // (Most objects have one to three entries: each made as an array literal, at its size in
    // one step, as the evaluator makes them, from the entries' fields. A `map`, or an array
    // made uninitialized, went through the array's generic paths; an entry passed whole was
    // copied by its value witness.)
    switch entries.count {
    case 1: return .object([moved(entries, 0, by: delta)])
    case 2: return .object([moved(entries, 0, by: delta), moved(entries, 1, by: delta)])
    case 3: return .object([moved(entries, 0, by: delta), moved(entries, 1, by: delta), moved(entries, 2, by: delta)])
    default:
      var moved: [ObjectEntry] = []
      moved.reserveCapacity(entries.count)
      for k in entries.indices { moved.append(Self.moved(entries, k, by: delta)) }
      return .object(moved)
    }
  }

  /// Entry `k` of `entries` `delta` bytes further on (`shiftingRanges`), made from its fields.
  @inline(__always) private static func moved(_ entries: [ObjectEntry], _ k: Int, by delta: UInt32) -> ObjectEntry {
    let value: AbstractValue
    switch entries[k].value {
    case .object, .array, .alternatives: value = entries[k].value.shiftingRanges(by: delta)
    default: value = entries[k].value
    }
    return ObjectEntry(key: entries[k].key, keyRange: entries[k].keyRange.moved(by: delta), value: value,
                       valueRange: entries[k].valueRange.moved(by: delta))
  }
}

extension ByteRange {
  /// The range `delta` bytes further on (wrapping, as `AbstractValue.shiftingRanges`).
  @inline(__always) func moved(by delta: UInt32) -> ByteRange { ByteRange(start: start &+ delta, end: end &+ delta) }
}
