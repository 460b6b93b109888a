/// The tree builder's attributes (`SyntaxTree.attributes`), made straight into the room of the
/// tree's array while that array is made (`Array(unsafeUninitializedCapacity:)`, around the
/// parse), then, past its room, into an array of their own that is appended after. (Appended to
/// an array one by one, each attribute asked again whether the array was shared.) Read by index
/// as a collection of the attributes made so far. Only inside the closure that makes the tree's
/// array: the room is that array's.
struct AttributeSink: RandomAccessCollection {
  private let room: UnsafeMutablePointer<Attribute>
  private let capacity: Int
  /// How many attributes are in the room (all of it, when there are more).
  private(set) var inRoom = 0
  /// The attributes past the room.
  private(set) var overflow: [Attribute] = []

  /// A sink into `room`, whose slots are not initialized.
  init(room: UnsafeMutableBufferPointer<Attribute>) {
    self.room = room.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Attribute>.alignment)!
    capacity = room.baseAddress == nil ? 0 : room.count
  }

  /// A sink with no room (what a builder holds until its parse starts).
  init() { self.init(room: UnsafeMutableBufferPointer(start: nil, count: 0)) }

  var startIndex: Int { 0 }
  var endIndex: Int { inRoom &+ overflow.count }

  /// The attribute at `index`, read in place. (One unsigned comparison checks both bounds.)
  subscript(index: Int) -> Attribute {
    _read {
      if UInt(bitPattern: index) < UInt(bitPattern: inRoom) {
        yield room[index]
      } else {
        yield overflow[index - inRoom]
      }
    }
  }

  @inline(__always) mutating func append(_ attribute: consuming Attribute) {
    if inRoom < capacity {
      (room + inRoom).initialize(to: attribute)
      inRoom &+= 1
    } else {
      overflow.append(attribute)
    }
  }

  /// The attributes past the room, taken (the sink keeps none).
  mutating func takeOverflow() -> [Attribute] {
    var taken: [Attribute] = []
    swap(&taken, &overflow)
    return taken
  }
}
