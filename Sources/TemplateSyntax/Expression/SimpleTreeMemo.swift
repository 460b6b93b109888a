/// What `SimpleTree.build` made of the texts it has read in one template, by their bytes: the
/// nodes of a tree, or that the text was none of the simple forms (the parser's). A template
/// writes the same bindings again and again (`item.title` on every row, `{ checked: isOn,
/// disabled: false }` on every switch): a repeat is the first one's tree, moved to its own place
/// (`Expr.shift`: no node is copied), rather than read again; a text that was the parser's is
/// left to it at once.
///
/// A small direct-mapped table (a slot per text, the last one that hashed there): a text found
/// is always compared byte for byte with the one it was made from, so a lookup only ever gives
/// what reading the text gives. Used only by a template's arena (`ExprArena.reserveCapacity`),
/// which holds the trees it refers to; they are never taken out (`rollBack` takes out only what
/// a failed build appended, after every tree the memo knows). A class: the builds that keep
/// what they made write into its table in place, never into a copy. Every arena holds one from
/// its start (a `let`, so that `build` reads it without retaining it); its table is made when
/// a build first uses it (`start(_:)`).
final class SimpleTreeMemo {
  /// One text read: where its first occurrence is, and what was made of it.
  struct Entry {
    var hash: UInt64 = 0
    var start: UInt32 = 0
    /// The text's length; 0 for an empty slot (`build` reads no empty text).
    var length: UInt32 = 0
    /// The tree's nodes (its root last), in the arena; no node when the text was no simple form.
    var firstNode: Int32 = 0
    var nodeCount: Int32 = 0
  }

  /// The table's `1 << bits` slots (its own storage: a build writes a slot with no check that
  /// the storage is not shared, and an empty table is made with one fill). It starts small and
  /// doubles when half its slots are taken, so that its size follows the number of different
  /// texts, not the template's size (emptying a table of a slot per 128 bytes was a tenth of
  /// what the memo saved).
  /// (Nil until `start(_:)`.)
  private var table: UnsafeMutablePointer<Entry>?
  private var bits = 6
  private var taken = 0
  private static let maxBits = 12
  /// The template's bytes, which every text is read from (a build from other bytes is not
  /// memoised): their address as an integer (0 until `start(_:)`; no buffer of bytes is at
  /// address 0), so that `holds` is two integer compares, with no optional to unwrap.
  private var baseBits: UInt = 0
  private var count = 0

  /// A memo not started: it holds no table and no bytes yet.
  init() {}

  deinit {
    guard let table else { return }
    table.deinitialize(count: 1 << bits)
    table.deallocate()
  }

  /// Whether `start(_:)` has been called.
  var isStarted: Bool { table != nil }

  /// Makes the memo's (empty) table, for the bytes of `template`. Called once, before any other use.
  func start(_ template: UnsafeBufferPointer<UInt8>) {
    assert(!isStarted, "a memo is started once")
    table = Self.emptyTable(bits: bits)
    baseBits = UInt(bitPattern: template.baseAddress)
    count = template.count
  }

  /// The table's slots, once started (every use but `start` follows it: `build` starts the memo
  /// before its first lookup).
  @inline(__always) private var slots: UnsafeMutablePointer<Entry> { table.unsafelyUnwrapped }

  /// A table of `1 << bits` empty slots. (An `Entry` of zero bytes is `Entry()`: the table is
  /// made with one fill of zero words, not an entry at a time.)
  private static func emptyTable(bits: Int) -> UnsafeMutablePointer<Entry> {
    let bytes = MemoryLayout<Entry>.stride << bits
    let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: MemoryLayout<UInt64>.alignment)
    raw.initializeMemory(as: UInt64.self, repeating: 0, count: bytes / MemoryLayout<UInt64>.stride)
    return raw.bindMemory(to: Entry.self, capacity: 1 << bits)
  }

  /// Whether `bytes` are the template's (never before `start(_:)` for bytes that are not empty:
  /// `baseBits` is 0 until then, and such bytes have an address).
  @inline(__always) func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UInt(bitPattern: bytes.baseAddress) == baseBits && bytes.count == count
  }

  /// The hash of `bytes[start..<end]` (not empty) read with or without `operators`. Its lowest
  /// bit is `operators` itself, so two equal hashes are always of texts read the same way (an
  /// entry is then told apart by its length and bytes alone); the slot is taken from the top bits.
  /// (Always inlined into `SimpleTree.build`, its one caller: the call cost a fifth of the hash.)
  @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, operators: Bool) -> UInt64 {
    var h = UInt64(end &- start) &* 2 | (operators ? 1 : 0)
    forEachWord(bytes, start, end) { h = (h ^ $0) &* 0x9E37_79B9_7F4A_7C15; h ^= h >> 29 }
    return h & ~1 | (operators ? 1 : 0)
  }

  /// Calls `body` with the words that hold every byte of the run: eight bytes at a time, the last
  /// eight overlapping the word before; a run under eight bytes as one word, zero-extended.
  /// (Wrapping arithmetic: `start..<end` is a run of the template, not empty: `build` checked it.)
  @inline(__always) private static func forEachWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                                    _ body: (UInt64) -> Void) {
    let n = end &- start
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return }
    if n < 8 {
      var word: UInt64 = 0
      for k in 0..<n { word |= UInt64(bytes[start + k]) << (8 * UInt64(k)) }
      body(word)
      return
    }
    var k = start
    while k &+ 8 < end {
      body(base.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      k &+= 8
    }
    body(base.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
  }

  /// The slot of a text of `hash`.
  /// (Below `1 << bits`: the hash's top `bits` bits.)
  @inline(__always) func slot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(truncatingIfNeeded: 64 &- bits)) }

  /// The entry of slot `slot` when it is of the text `bytes[start..<end]` (of `hash`).
  @inline(__always) func entry(_ slot: Int, _ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int,
                               _ end: Int) -> Entry? {
    let entry = slots[slot]
    guard entry.hash == hash, Int(entry.length) == end - start,
          Self.sameBytes(bytes, Int(entry.start), start, end - start) else { return nil }
    return entry
  }

  /// Whether the runs of `length` bytes at `a` and `b` of the template's bytes are the same
  /// bytes (the same run, or `ByteScan.equal`). Both are within them: `a` is a kept entry's
  /// (a text's, when it was kept), `b` the text's: they are compared in place, not as slices.
  @inline(__always) private static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int,
                                                  _ length: Int) -> Bool {
    if a == b { return true }
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return length == 0 }
    assert(a >= 0 && b >= 0 && a + length <= bytes.count && b + length <= bytes.count, "runs within the template")
    return ByteScan.equal(base + a, base + b, count: length)
  }

  /// Keeps in slot `slot` what was made of `bytes[start..<end]`: the nodes from
  /// `mark` to the arena's end (none: it was no simple form).
  func keep(_ slot: Int, _ hash: UInt64, _ start: Int, _ end: Int, since mark: ExprArena.Mark, arena: ExprArena) {
    if slots[slot].length == 0 { taken += 1 }
    slots[slot] = Entry(hash: hash, start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end - start),
                        firstNode: Int32(truncatingIfNeeded: mark.nodes),
                        nodeCount: Int32(truncatingIfNeeded: arena.nodes.count - mark.nodes))
    if taken * 2 > 1 << bits && bits < Self.maxBits { grow() }
  }

  /// Doubles the table, each entry moved to its slot in the larger one (by the hash it keeps).
  private func grow() {
    let old = slots
    let oldSize = 1 << bits
    bits += 1
    table = Self.emptyTable(bits: bits)
    taken = 0
    for k in 0..<oldSize where old[k].length != 0 {
      let target = slot(old[k].hash)
      if slots[target].length == 0 { taken += 1 }
      slots[target] = old[k]
    }
    old.deinitialize(count: oldSize)
    old.deallocate()
  }
}
