/// A tree's nodes (`SyntaxTree.nodes`), in storage of their own whose teardown passes over every
/// node that holds no reference: an element whose name is small, an indentation text, a CDATA
/// section or a doctype (most of a template's nodes) costs no call when the tree is freed. (An
/// array of nodes called the node's destroy witness for every node, about 63 instructions each.)
///
/// A collection like an array of nodes (`tree.nodes[i]`, `for node in tree.nodes`); a copy
/// shares the storage until one of them is written (copy on write), as an array does.
public struct NodeStore: RandomAccessCollection, @unchecked Sendable {
  // (`@unchecked Sendable`: the storage is written only through a store that holds it alone,
  // `makeUnique`, so a store handed to another thread is never written while it is read.)
  @usableFromInline var storage: NodeStorage

  /// An empty store with room for `capacity` nodes.
  init(capacity: Int = 0) {
    storage = NodeStorage(capacity: capacity)
  }

  /// A store of `nodes` (copied).
  public init(_ nodes: [Node]) {
    self.init(capacity: nodes.count)
    for node in nodes { append(node) }
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }
  @inlinable public var count: Int { storage.count }

  /// The node at `position`, read in place. (One unsigned comparison checks both bounds.)
  @inlinable public subscript(position: Int) -> Node {
    unsafeAddress {
      precondition(UInt(bitPattern: position) < UInt(bitPattern: storage.count), "node index out of range")
      // (The storage lives for the access: `self`, which holds it, is kept for it.)
      return UnsafePointer(storage.base + position)
    }
  }

  /// Calls `body` with the node at `position` to write in place (the storage made this store's
  /// own first). `body` must not change whether the node holds a reference (`holdsNoReference`:
  /// the teardown passes over a node that held none when appended); it may change its ranges,
  /// its subtree end and an element's end tag (`NodeKind.setEndTag` moves the element out and
  /// back), as closing a node does. (Checked in debug builds.)
  mutating func modifyKeepingReferences<Result>(_ position: Int, _ body: (inout Node) -> Result) -> Result {
    makeUnique()
    return modifyUnsharedKeepingReferences(position, body)
  }

  /// `appendUnshared(_:)` for a block node whose block refers to `table` with no count of its
  /// own (`Block(lentBy:index:)`), the tree builder's table, which the storage holds for every
  /// such node (`holdBlockTable`): the node is passed over at teardown, and the block was made
  /// and is torn down with no retain or release. (Asked for every block, they cost a call each
  /// and an outlined teardown.)
  @inline(__always) mutating func appendUnshared(_ node: consuming Node, lentBy table: BlockTable) {
    assert(isKnownUniquelyReferenced(&storage), "the store is not shared")
    storage.appendLent(node, table)
  }

  /// Holds `table` for the block nodes appended with `appendUnshared(_:lentBy:)`, before the
  /// first of them.
  mutating func holdBlockTable(_ table: BlockTable) {
    makeUnique()
    storage.holdBlockTable(table)
  }

  /// `modifyKeepingReferences` for a store that no other store shares (`appendUnshared`).
  mutating func modifyUnsharedKeepingReferences<Result>(_ position: Int, _ body: (inout Node) -> Result) -> Result {
    precondition(UInt(bitPattern: position) < UInt(bitPattern: storage.count), "node index out of range")
    assert(isKnownUniquelyReferenced(&storage), "the store is not shared")
    let node = storage.base + position
    #if DEBUG
    let heldNone = node.pointee.holdsNoReference(uncountedLayout: storage.uncountedLayout)
    defer { assert(node.pointee.holdsNoReference(uncountedLayout: storage.uncountedLayout) == heldNone,
                   "a node modified in place holds references as it did") }
    #endif
    return body(&node.pointee)
  }

  /// Calls `body` with the nodes in place.
  @inlinable @inline(__always) public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Node>) throws -> Result) rethrows -> Result {
    // (The storage is kept alive until `body` returns.)
    defer { _fixLifetime(storage) }
    return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }

  @inline(__always) mutating func append(_ node: consuming Node) {
    makeUnique()
    storage.append(node)
  }

  /// `append(_:)` for a store that no other store shares (the tree builder's, which it copies
  /// only for reads that end before its next write): its storage is not asked whether it is
  /// shared. (Checked in debug builds. Asked for every node, it cost about 10 instructions each.)
  @inline(__always) mutating func appendUnshared(_ node: consuming Node) {
    assert(isKnownUniquelyReferenced(&storage), "the store is not shared")
    storage.append(node)
  }

  mutating func reserveCapacity(_ minimumCapacity: Int) {
    makeUnique()
    storage.reserveCapacity(minimumCapacity)
  }

  /// Makes the storage this store's alone (a copy of it, if another store shares it).
  @inline(__always) private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

/// The storage of a `NodeStore`: `capacity` slots, the first `count` written, and the list of
/// the written nodes that may hold a reference (`holdsNoReference`, asked once, when the node is
/// appended: there, inlined into the builder, it is mostly known from how the node was made).
@usableFromInline final class NodeStorage {
  /// A non-null address that is never read while `capacity` is 0.
  @usableFromInline private(set) var base: UnsafeMutablePointer<Node>
  @usableFromInline private(set) var count = 0
  private var capacity = 0
  /// The index of every node that may hold a reference, each once, in the order appended.
  private var mayHoldReference: [Int32] = []
  /// `StringBits.layoutIsKnown`, read once per store.
  let uncountedLayout = StringBits.layoutIsKnown
  /// The table that the block nodes appended with `appendLent` refer to with no count of their
  /// own: held here for all of them, as long as the storage lives. (Such a node is never listed
  /// in `mayHoldReference`, and a block copied out of it counts the table as any copy does.)
  private var lentTable: BlockTable?

  init(capacity: Int) {
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Node>.alignment)!
    if capacity > 0 { grow(toHold: capacity) }
  }

  deinit {
    // Every written node that may hold a reference is deinitialized, once (its index is listed
    // once: only its append lists it); one that held none when appended is left as it is,
    // which leaks nothing (no node is changed afterwards to hold one: `modifyKeepingReferences`
    // is the only write). Then the block is freed once.
    for k in mayHoldReference { (base + Int(k)).deinitialize(count: 1) }
    if capacity > 0 { base.deallocate() }
  }

  @inline(__always) func append(_ node: consuming Node) {
    if count == capacity { grow(toHold: count &+ 1) }
    // (A node index is an `Int32`, as a `NodeID`'s is; checked, as the parser checks its ids.)
    if !node.holdsNoReference(uncountedLayout: uncountedLayout) { mayHoldReference.append(Int32(count)) }
    (base + count).initialize(to: node)
    count &+= 1  // (at most `capacity`, an allocated count)
  }

  /// `append(_:)` for a block node of `lentTable` whose reference holds no count (see there).
  @inline(__always) func appendLent(_ node: consuming Node, _ table: BlockTable) {
    assert(lentTable === table, "the storage holds the table")
    if count == capacity { grow(toHold: count &+ 1) }
    (base + count).initialize(to: node)
    count &+= 1
  }

  func holdBlockTable(_ table: BlockTable) {
    assert(lentTable == nil || lentTable === table, "one table is lent")
    lentTable = table
  }

  /// Room for `minimumCapacity` nodes, and for a list of a quarter of them as holding a reference.
  func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(toHold: minimumCapacity) }
    mayHoldReference.reserveCapacity(minimumCapacity / 4)
  }

  /// A storage of its own holding copies of the nodes.
  func copy() -> NodeStorage {
    let copy = NodeStorage(capacity: count)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    copy.mayHoldReference = mayHoldReference
    if let lentTable {
      // The copied nodes that refer to the lent table with no count of their own were counted
      // when copied: the copy holds the table for them, as this storage does, and they are
      // made to hold no count again.
      copy.lentTable = lentTable
      var listed = [Bool](repeating: false, count: count)
      for k in mayHoldReference { listed[Int(k)] = true }
      for k in 0..<count where !listed[k] {
        if case .block(let block) = copy.base[k].kind, block.table === lentTable {
          Unmanaged.passUnretained(lentTable).release()
        }
      }
    }
    return copy
  }

  /// Room for `minimumCapacity` nodes in all (more than there is), the nodes moved over.
  /// (Out of line: the appends that need it are few.)
  @inline(never) private func grow(toHold minimumCapacity: Int) {
    let larger = Swift.max(minimumCapacity, capacity * 2, 16)
    base = capacity == 0 ? .allocate(capacity: larger) : movedToLargerBlock(base, count: count, capacity: larger)
    capacity = larger
  }
}

extension Node {
  /// Whether tearing the node down releases nothing (`NodeStorage`'s teardown passes over it).
  /// (A reference-holding kind answers false: a node that held one when appended would leak it.)
  /// `uncountedLayout`: `StringBits.layoutIsKnown`, read once by the caller.
  @inline(__always) func holdsNoReference(uncountedLayout: Bool) -> Bool {
    switch kind {
    case .element(let element): return element.holdsNoReference
    case .text(let text): return text.holdsNoReference(uncountedLayout: uncountedLayout)
    case .cdata, .doctype: return true
    case .comment, .block, .letDeclaration: return false
    }
  }
}
