/// The parameters of one block (`Block.Fields.parameters`), read in place: a run of a store that
/// the blocks of one tree share, so that a parsed block makes no array of its own (one was
/// allocated for each block with parameters, and freed with the tree) and one torn down
/// releases one shared reference. A block with no parameters holds no reference at all.
/// Read publicly through `Block.parametersInPlace` (`Block.parameters` makes an array).
public struct BlockParameters: RandomAccessCollection, Sendable {
  /// The store that holds the run (nil when there is none).
  private let store: BlockParameterStore?
  private let start: Int32
  private let end: Int32

  /// No parameters.
  init() {
    store = nil
    start = 0
    end = 0
  }

  /// The parameters `parameters`, in a store of their own (a block made or written through the
  /// public API).
  init(_ parameters: [BlockParameter]) {
    guard !parameters.isEmpty else { self.init(); return }
    self.init(store: BlockParameterStore(parameters), run: 0..<parameters.count)
  }

  /// The parameters at `run` of `store` (the parser's, appended there just before).
  init(store: BlockParameterStore, run: Range<Int>) {
    self.store = run.isEmpty ? nil : store
    self.start = Int32(truncatingIfNeeded: run.lowerBound)
    self.end = Int32(truncatingIfNeeded: run.upperBound)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { Int(end &- start) }

  public subscript(position: Int) -> BlockParameter {
    precondition(position >= 0 && position < endIndex, "a block parameter's index is in its run")
    return store!.parameters[Int(start) + position]
  }

  /// The parameters as an array (made when asked for).
  var array: [BlockParameter] {
    guard let store else { return [] }
    return Array(store.parameters[Int(start)..<Int(end)])
  }
}

/// The parameters of a tree's blocks, in the order the parser met them (`BlockParameters`).
/// Appended to only by the parser while it builds the tree (earlier runs never change), and
/// only read afterwards.
final class BlockParameterStore: @unchecked Sendable {
  private(set) var parameters: [BlockParameter]

  init(_ parameters: [BlockParameter] = []) { self.parameters = parameters }

  /// Makes room for `count` parameters (the parser's guess, made once).
  func reserveCapacity(_ count: Int) { parameters.reserveCapacity(count) }

  /// Appends a parameter (the parser's).
  func append(_ parameter: BlockParameter) { parameters.append(parameter) }

  var count: Int { parameters.count }
}

/// The connected blocks of one primary block (`Block.Fields.branches`), read in place: a list
/// linked through a store that the blocks of one tree share, so that a parsed primary block
/// makes no array of its own (one was allocated for each, and freed with the tree). The parser
/// appends a branch when it meets it, after the blocks nested in the branch before (so a
/// primary's branches are not next to each other in the store: each entry links to the next).
/// Read publicly through `Block.branchesInPlace` (`Block.branches` makes an array).
public struct BlockBranches: Sequence, Sendable {
  /// The store that holds the list (nil when it is empty).
  private var store: BlockBranchStore?
  /// The list's first and last entries in the store (-1 when it is empty).
  private var head: Int32 = -1
  private var tail: Int32 = -1
  /// How many entries this list has (a copy made before an append keeps its own length, so it
  /// never walks past its own last entry, whose link the append sets).
  private var length: Int32 = 0

  /// No branches.
  init() {}

  /// The branches `ids`, in a store of their own (a block made or written through the public API).
  init(_ ids: [NodeID]) {
    guard !ids.isEmpty else { return }
    let store = BlockBranchStore()
    for id in ids { append(id, to: store) }
  }

  public var isEmpty: Bool { length == 0 }
  public var count: Int { Int(length) }
  /// The first branch, if any.
  public var first: NodeID? { isEmpty ? nil : store?.entries[Int(head)].id }
  /// The last branch, if any.
  public var last: NodeID? { isEmpty ? nil : store?.entries[Int(tail)].id }

  /// Appends `id` at the end of the list, in `store` (the tree's; the list's own store, if it
  /// has one, must be it).
  mutating func append(_ id: NodeID, to store: BlockBranchStore) {
    assert(self.store == nil || self.store === store, "a list grows in the store that holds it")
    let entry = store.append(id)
    if length == 0 { head = entry } else { store.link(tail, to: entry) }
    tail = entry
    length += 1
    self.store = store
  }

  public struct Iterator: IteratorProtocol {
    let store: BlockBranchStore?
    var entry: Int32
    var left: Int32
    public mutating func next() -> NodeID? {
      guard left > 0, let store else { return nil }
      left -= 1
      let read = store.entries[Int(entry)]
      entry = read.next
      return read.id
    }
  }

  public func makeIterator() -> Iterator { Iterator(store: store, entry: head, left: length) }
  public var underestimatedCount: Int { Int(length) }
}

extension Block {
  /// The parameters, read in place: no array is made (`parameters` makes one).
  public var parametersInPlace: BlockParameters { self.storedParameters }
  /// The connected blocks that follow a primary block, read in place: no array is made
  /// (`branches` makes one).
  public var branchesInPlace: BlockBranches { self.storedBranches }
}

/// The branches of a tree's primary blocks, linked per primary (`BlockBranches`). Appended to
/// and linked only by the parser while it builds the tree (an entry's link is set once, to the
/// entry appended after it in the same list), and only read afterwards.
final class BlockBranchStore: @unchecked Sendable {
  /// An entry: its block, and the next entry of its list (-1 until one is appended).
  struct Entry {
    var id: NodeID
    var next: Int32
  }
  private(set) var entries: [Entry] = []

  /// Makes room for `count` entries (the parser's guess, made once).
  func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

  /// A new entry for `id`, linked to nothing yet.
  func append(_ id: NodeID) -> Int32 {
    entries.append(Entry(id: id, next: -1))
    return Int32(truncatingIfNeeded: entries.count - 1)
  }

  /// Links `entry` (the last of its list) to `next`.
  func link(_ entry: Int32, to next: Int32) {
    assert(entries[Int(entry)].next == -1, "an entry is linked once")
    entries[Int(entry)].next = next
  }
}
