import TemplateSyntax

/// The props or the events of every element of a tree, in one buffer: an element's are a
/// contiguous run of it (`ItemRun`), written while the model is built and read-only afterwards.
/// One buffer per tree, not one array per element: an array each was an allocation for every
/// element with a prop or an event. The tree's element storage (`AXElementStorage`) holds the
/// two stores, which every element reaches through it.
/// Items in a block of memory of its own, grown (moved) when full. Not an array: an array's
/// append checks that its buffer is unique and retains and releases the store around that
/// check, for each of the tree's props and events; here an append is a store and a count.
/// (The element storage makes its two with room for all their items: they never grow.)
@usableFromInline final class ItemStore<Item>: @unchecked Sendable {
  // (Unchecked: only the model builder writes, before any element is shared; a checked
  // access on every read cost more than the read.)
  @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<Item>
  @exclusivity(unchecked) @usableFromInline var count = 0
  @exclusivity(unchecked) private var capacity: Int

  /// What its block is for, among the blocks a thread keeps (`SpareBlocks`).
  private let use: SpareBlocks.Use
  /// The tree's attributes, for a store of props that point into them without holding them
  /// (`PropOccurrence.attributes`); empty for other stores.
  private let attributes: [Attribute]

  /// An empty store with room for `capacity` items (at least one), for `use`, holding the tree's
  /// `attributes` for its items.
  init(capacity: Int = 1, for use: SpareBlocks.Use, keeping attributes: [Attribute] = []) {
    // (The block the thread's last tree left for the same use, when it is large enough.)
    self.use = use
    self.attributes = attributes
    (base, self.capacity) = SpareBlocks.take(Item.self, capacity: capacity, for: use)
  }

  deinit {
    // (A generic class's deinit is never specialized: `deinitialize(count:)` here destroyed
    // each item through the runtime's generic path, a witness call per prop or event. The
    // item types the model stores are destroyed one by one in code made for their type.)
    if Item.self == PropOccurrence.self {
      // (A tree's props are kept for the thread's next trees: `SpareProps`.)
      base.withMemoryRebound(to: PropOccurrence.self, capacity: max(count, 1)) { SpareProps.recycle($0, count, attributes: attributes) }
    } else if Item.self == EventBinding.self {
      base.withMemoryRebound(to: EventBinding.self, capacity: max(count, 1)) { Self.destroy($0, count) }
    } else if Item.self == StringPart.self {
      base.withMemoryRebound(to: StringPart.self, capacity: max(count, 1)) { Self.destroy($0, count) }
    } else {
      base.deinitialize(count: count)
    }
    SpareBlocks.give(base, capacity: capacity, for: use)
  }

  /// Destroys the first `count` items of `items`, one at a time (specialized for each caller's type).
  @inline(__always) private static func destroy<Stored>(_ items: UnsafeMutablePointer<Stored>, _ count: Int) {
    var k = 0
    while k < count {
      _ = (items + k).move()
      k += 1
    }
  }

  /// Room for `minimumCapacity` items, so that appending that many moves none.
  func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let (larger, largerCapacity) = SpareBlocks.take(Item.self, capacity: minimumCapacity, for: use)
    larger.moveInitialize(from: base, count: count)
    SpareBlocks.give(base, capacity: capacity, for: use)
    (base, capacity) = (larger, largerCapacity)
  }

  /// Adds an item after the others (while the model is built).
  @inline(__always) func append(_ item: consuming Item) {
    if count == capacity { reserveCapacity(capacity * 2) }
    (base + count).initialize(to: item)
    count &+= 1  // (below `capacity` once room is made: no overflow)
  }

  /// The item at `index` (lent by the buffer, as an array's subscript lends it).
  @inlinable subscript(index: Int) -> Item {
    _read {
      precondition(index >= 0 && index < count, "item index out of range")
      yield base[index]
    }
  }
}

/// Where one element's items are in a store.
@usableFromInline struct ItemRun: Sendable {
  @usableFromInline var start: Int32 = 0
  @usableFromInline var count: Int32 = 0
  init() {}

  /// Adds an item after the element's others. They must be the last of `store` (the builder
  /// reads one element's attributes at a time). (Inlined into the element's two `append`s: a
  /// call of its own for each of the tree's props and events was a saved-register frame around
  /// a few field tests and an array append.)
  @inline(__always) mutating func append<Item>(_ item: consuming Item, to store: ItemStore<Item>) {
    if count == 0 { start = Int32(truncatingIfNeeded: store.count) }
    precondition(Int(start) + Int(count) == store.count, "an element's items are added while they are the last of the store")
    store.append(item)
    count &+= 1  // (at most the store's count, checked above, an index into a file's attributes: no overflow)
  }
}

/// One element's props or events, in the order written: indices from 0, as an array's.
public struct ElementItems<Item>: RandomAccessCollection {
  @usableFromInline let store: ItemStore<Item>
  @usableFromInline let run: ItemRun

  @inlinable init(store: ItemStore<Item>, run: ItemRun) {
    self.store = store
    self.run = run
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { Int(run.count) }
  @inlinable public var count: Int { Int(run.count) }
  @inlinable public var isEmpty: Bool { run.count == 0 }

  @inlinable public subscript(position: Int) -> Item {
    _read {
      precondition(position >= 0 && position < Int(run.count), "index out of range")
      yield store[Int(run.start) &+ position]
    }
  }
}

extension ElementItems: Sendable where Item: Sendable {}

/// The occurrences of one prop among an element's props, in source order
/// (`AXElement.occurrences(of:)`). Each other prop's occurrence is passed over where it is
/// stored: a loop over `props` that filters retains and releases every occurrence, most of
/// them of other props.
public struct PropOccurrences: Sequence, IteratorProtocol {
  @usableFromInline let props: ElementItems<PropOccurrence>
  @usableFromInline let prop: AccessibilityProp
  @usableFromInline var position = 0

  @inlinable init(props: ElementItems<PropOccurrence>, prop: AccessibilityProp) {
    self.props = props
    self.prop = prop
  }

  @inlinable public mutating func next() -> PropOccurrence? {
    while position < props.count {
      let k = position
      position += 1
      if props[k].prop == prop { return props[k] }
    }
    return nil
  }
}
