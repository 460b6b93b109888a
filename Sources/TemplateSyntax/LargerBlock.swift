/// Moves the first `count` items of `block` into a new block with room for `capacity` items and
/// frees the old one: the growth step of the buffers that are not arrays so that a push needs no
/// uniqueness check (the parser's `TokenQueue` and `OpenNodeStack`, the model's stores and stacks).
@inlinable @inline(__always) public func movedToLargerBlock<Item>(_ block: UnsafeMutablePointer<Item>, count: Int,
                                                 capacity: Int) -> UnsafeMutablePointer<Item> {
  precondition(capacity >= count, "a larger block holds every item")
  let larger = UnsafeMutablePointer<Item>.allocate(capacity: capacity)
  larger.moveInitialize(from: block, count: count)
  block.deallocate()
  return larger
}
