import TemplateSyntax

/// Memory blocks of the trees this thread tore down (their element facts and their prop, event
/// and content-pair stores), for the next trees it builds: a tree makes the same few blocks as
/// the one before, and each was an allocation and a free of the allocator's slower (large) kind.
/// One block is kept per use, at most `largestKept` bytes, so a thread keeps at most
/// 4 × 64 KiB whatever it linted. (Per thread, as `SpareProps`: no lock. A block is plain
/// memory, which any thread may free.)
final class SpareBlocks {
  /// What a block is for: each use keeps one block, taken again by the next tree's same use.
  enum Use: Int {
    case facts, props, events, pairs
  }
  static let largestKept = 64 * 1024
  private static let uses = 4
  private let starts = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: uses)
  private let byteCounts = UnsafeMutablePointer<Int>.allocate(capacity: uses)

  private static let slot = ThreadSlot<SpareBlocks>()

  init() {
    starts.initialize(repeating: nil, count: Self.uses)
    byteCounts.initialize(repeating: 0, count: Self.uses)
  }

  deinit {
    for k in 0..<Self.uses { starts[k]?.deallocate() }
    starts.deallocate()
    byteCounts.deallocate()
  }

  /// This thread's spares (made when it has none).
  private static var ofThisThread: SpareBlocks {
    if let spares = slot.value { return spares }
    let spares = SpareBlocks()
    slot.set(spares)
    return spares
  }

  /// Uninitialized memory for at least `capacity` items of `Item` (at least one): the block kept
  /// for `use` when it is large enough, or a new one. Returns the block and how many items it has
  /// room for (the whole block, which may be more than asked).
  static func take<Item>(_: Item.Type, capacity: Int, for use: Use) -> (base: UnsafeMutablePointer<Item>, capacity: Int) {
    let stride = MemoryLayout<Item>.stride
    let capacity = max(capacity, 1)
    let spares = ofThisThread
    let k = use.rawValue
    guard let start = spares.starts[k], spares.byteCounts[k] >= capacity * stride else {
      return (.allocate(capacity: capacity), capacity)
    }
    spares.starts[k] = nil
    let kept = spares.byteCounts[k] / stride
    return (start.bindMemory(to: Item.self, capacity: kept), kept)
  }

  /// Takes back `base`, a block of `capacity` items (every item destroyed), used for `use`: kept
  /// when it is small enough and larger than the block kept for that use (which is then freed),
  /// freed otherwise.
  static func give<Item>(_ base: UnsafeMutablePointer<Item>, capacity: Int, for use: Use) {
    let byteCount = capacity * MemoryLayout<Item>.stride
    let spares = ofThisThread
    let k = use.rawValue
    guard byteCount <= largestKept, byteCount > spares.byteCounts[k] || spares.starts[k] == nil else {
      base.deallocate()
      return
    }
    spares.starts[k]?.deallocate()
    spares.starts[k] = UnsafeMutableRawPointer(base)
    spares.byteCounts[k] = byteCount
  }
}
