/// The primitive children of an element, or the top-level elements: the elements are in
/// preorder with every subtree contiguous, so the walk steps from a child to the end of its
/// subtree, which is its next sibling.
public struct ChildElements: Sequence, Sendable {
  let elements: AXElements
  let start: Int
  let end: Int

  public struct Iterator: IteratorProtocol {
    let elements: AXElements
    var position: Int
    let end: Int
    public mutating func next() -> Int? {
      guard position < end else { return nil }
      let index = position
      position = elements[index].subtreeEnd
      return index
    }
  }

  public func makeIterator() -> Iterator { Iterator(elements: elements, position: start, end: end) }
  public var underestimatedCount: Int { start < end ? 1 : 0 }
  /// Whether there are two or more.
  public var hasSeveral: Bool { start < end && elements[start].subtreeEnd < end }
}
