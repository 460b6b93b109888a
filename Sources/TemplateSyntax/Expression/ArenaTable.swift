/// A table of plain values (no reference in them) that grows at its end, in storage of its own:
/// the expression arena's nodes and object properties. An append checks only that there is
/// room (an array's also checked, with a call, that its buffer was not shared), and a run of the
/// table can be copied to its end in place (`appendCopies`), with no temporary buffer and no
/// generic append. (A repeated simple expression no longer copies its tree: it shares the first
/// one's nodes, `Expr.shift`; the arena's tests still copy runs with it.)
///
/// A class: its arena holds it and is the one that appends, while it parses; the table is read
/// only once the arena's trees are handed out (see `ExprArena`).
final class ArenaTable<Element>: RandomAccessCollection {
  /// The storage: `capacity` slots, the first `count` written. No storage until the first
  /// append (a table that stays empty, as in an arena made for one small tree, allocates
  /// nothing): until then a non-null address that is never read, as `count` is 0.
  private var base: UnsafeMutablePointer<Element>
  private var capacity = 0
  private(set) var count = 0

  init() {
    // (Nothing is deinitialized: an element with a reference in it would leak it.)
    precondition(_isPOD(Element.self), "an arena table holds values with no reference in them")
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }

  deinit {
    if capacity > 0 { base.deallocate() }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// (One unsigned comparison checks both bounds.)
  @inline(__always) subscript(index: Int) -> Element {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "arena table index out of range")
    return base[index]
  }

  @inline(__always) func append(_ element: Element) {
    if count == capacity { grow(toHold: count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Appends, for each of the `length` elements from `first` (written ones), what `transform`
  /// makes of it, in order. Room for all of them is made first, so that the elements read are
  /// never moved while the copies are written.
  @inline(__always) func appendCopies(from first: Int, count length: Int, _ transform: (Element) -> Element) {
    precondition(first >= 0 && length >= 0 && first <= count - length, "copies of elements the table holds")
    if count + length > capacity { grow(toHold: count + length) }
    let target = base + count
    for k in 0..<length { (target + k).initialize(to: transform(base[first + k])) }
    count += length
  }

  /// Takes out the elements from `index` on (`index` at most `count`).
  func removeAll(from index: Int) {
    precondition(index >= 0 && index <= count, "a table is cut back to a length it had")
    count = index
  }

  /// Takes the storage of `other` (its elements dropped), when this table has none and `other`
  /// holds at most `limit` slots; `other` is left with no storage. (For a table's storage to
  /// serve the next template's arena: `SpareArenaTables`.)
  func takeStorage(of other: ArenaTable, upTo limit: Int) {
    guard capacity == 0, other.capacity > 0, other.capacity <= limit else { return }
    base = other.base
    capacity = other.capacity
    other.base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    other.capacity = 0
    other.count = 0
  }

  /// Makes room for `minimumCapacity` elements in all.
  func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(toHold: minimumCapacity) }
  }

  /// Room for `minimumCapacity` elements (more than there is): at least twice the room there
  /// was, the elements moved over. (Out of line: the appends that need it are few.)
  @inline(never) private func grow(toHold minimumCapacity: Int) {
    let larger = Swift.max(minimumCapacity, capacity * 2, 16)
    if capacity == 0 {
      base = .allocate(capacity: larger)
    } else {
      base = movedToLargerBlock(base, count: count, capacity: larger)
    }
    capacity = larger
  }
}
