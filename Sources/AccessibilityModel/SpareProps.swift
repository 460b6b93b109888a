import TemplateSyntax

/// Props of the trees this thread tore down, for the next trees it builds to fill again: a
/// template's props are made together and freed together, and each was an allocation and a
/// free (about 370 instructions of the allocator's per prop, more than reading it). A prop is
/// kept only when nothing else holds it (the last reference was its tree's), emptied (all but
/// its value, released when it is filled again: `PropOccurrence.empty`), and at most `limit`
/// are kept, so what a thread keeps stays small whatever it linted.
/// (Per thread, as the parser's leftovers are: no lock, and a prop kept here is touched by no
/// other thread.)
final class SpareProps {
  static let limit = 4096
  private let base = UnsafeMutablePointer<PropOccurrence>.allocate(capacity: limit)
  private var count = 0

  private static let slot = ThreadSlot<SpareProps>()

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// This thread's spares (made when it has none).
  static var ofThisThread: SpareProps {
    if let spares = slot.value { return spares }
    let spares = SpareProps()
    slot.set(spares)
    return spares
  }

  /// A prop to fill (`PropOccurrence.fill`): a spare one, or a new empty one. (Inlined into
  /// the builder, the allocation out of line: after a thread's first template, nearly every prop
  /// is a spare.)
  @inline(__always) func prop() -> PropOccurrence {
    guard count > 0 else { return Self.newProp() }
    count -= 1
    return (base + count).move()
  }

  @inline(never) private static func newProp() -> PropOccurrence { PropOccurrence() }

  /// Destroys the first `count` props of `props` (a tree's prop store, torn down, which held
  /// `attributes`, the tree's), keeping each that nothing else holds, emptied
  /// (`PropOccurrence.empty`), while there is room. A prop held elsewhere is given the tree's
  /// attributes, which it may point into (`PropOccurrence.attributes`).
  static func recycle(_ props: UnsafeMutablePointer<PropOccurrence>, _ count: Int, attributes: [Attribute]) {
    let spares = ofThisThread
    var k = 0
    while k < count {
      var prop = (props + k).move()
      if isKnownUniquelyReferenced(&prop) {
        if spares.count < limit {
          prop.empty()
          // (Moved in: a copy retained the prop, and its variable released it after.)
          (spares.base + spares.count).initialize(to: consume prop)
          spares.count += 1
        }
      } else {
        prop.keep(attributes)
      }
      k += 1
    }
  }
}
