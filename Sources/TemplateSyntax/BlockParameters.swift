/// The parameters of one block (`Block.Fields.parameters`), read in place: a run of a store that
/// the blocks of one tree share, so that a parsed block makes no array of its own (one was
/// allocated for each block with parameters, and freed with the tree) and one torn down
/// releases one shared reference. A block with no parameters holds no reference at all.
struct BlockParameters: RandomAccessCollection, Sendable {
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

  var startIndex: Int { 0 }
  var endIndex: Int { Int(end &- start) }

  subscript(position: Int) -> BlockParameter {
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

  /// Appends a parameter (the parser's).
  func append(_ parameter: BlockParameter) { parameters.append(parameter) }

  var count: Int { parameters.count }
}
