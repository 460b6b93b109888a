/// The parameters of one block (`Block.parameters`), read in place: a run of a store that the
/// blocks of one table share (`BlockTable.parameterStore`), so that a parsed block makes no
/// array of its own (one was allocated for each block with parameters, and freed with the
/// tree). A block's fields keep only the run, so they hold no reference to release when the
/// table goes; this view holds the store (none when there are no parameters).
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

  /// The parameters at `run` of `store` (a block table's: `BlockTable.parameterStore`).
  init(store: BlockParameterStore, run: Range<Int32>) {
    self.store = run.isEmpty ? nil : store
    self.start = run.lowerBound
    self.end = run.upperBound
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

  /// Appends `parameters` (a block's, written through the API); returns their run.
  func append(_ parameters: some Collection<BlockParameter>) -> Range<Int32> {
    let first = Int32(truncatingIfNeeded: count)
    self.parameters.append(contentsOf: parameters)
    return first..<Int32(truncatingIfNeeded: count)
  }

  var count: Int { parameters.count }
}

/// The connected blocks of one primary block (`Block.branches`), read in place: a list
/// (`BranchList`, what a block's fields keep) linked through a store that the blocks of one
/// table share (`BlockTable.branchStore`), so that a parsed primary block
/// makes no array of its own (one was allocated for each, and freed with the tree). The parser
/// appends a branch when it meets it, after the blocks nested in the branch before (so a
/// primary's branches are not next to each other in the store: each entry links to the next).
/// Read publicly through `Block.branchesInPlace` (`Block.branches` makes an array).
public struct BlockBranches: Sequence, Sendable {
  /// The store that holds the list (nil when it is empty).
  private let store: BlockBranchStore?
  private let list: BranchList

  /// The list `list` of `store` (a block table's: `BlockTable.branchStore`).
  init(store: BlockBranchStore, list: BranchList) {
    self.store = list.length == 0 ? nil : store
    self.list = list
  }

  public var isEmpty: Bool { list.length == 0 }
  public var count: Int { Int(list.length) }
  /// The first branch, if any.
  public var first: NodeID? { isEmpty ? nil : store?.entries[Int(list.head)].id }
  /// The last branch, if any.
  public var last: NodeID? { isEmpty ? nil : store?.entries[Int(list.tail)].id }

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

  public func makeIterator() -> Iterator { Iterator(store: store, entry: list.head, left: list.length) }
  public var underestimatedCount: Int { Int(list.length) }
}

/// Where one primary block's branches are in its table's `BlockBranchStore`: no reference, so
/// that a block's fields hold none to release when the table goes (`BlockBranches` reads it).
struct BranchList {
  /// The list's first and last entries in the store (-1 when it is empty).
  private(set) var head: Int32 = -1
  private(set) var tail: Int32 = -1
  /// How many entries this list has (a copy made before an append keeps its own length, so it
  /// never walks past its own last entry, whose link the append sets).
  private(set) var length: Int32 = 0

  /// Appends `id` at the end of the list, in `store` (the one that holds the list).
  mutating func append(_ id: NodeID, to store: BlockBranchStore) {
    let entry = store.append(id)
    if length == 0 { head = entry } else { store.link(tail, to: entry) }
    tail = entry
    length += 1
  }
}

extension Block {
  /// The parameters, read in place: no array is made (`parameters` makes one).
  public var parametersInPlace: BlockParameters { BlockParameters(store: table.parameterStore, run: self.parameterRun) }
  /// The connected blocks that follow a primary block, read in place: no array is made
  /// (`branches` makes one).
  public var branchesInPlace: BlockBranches { BlockBranches(store: table.branchStore, list: self.branchList) }
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
