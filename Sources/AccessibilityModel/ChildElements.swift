/// The primitive children of an element, or the top-level elements: the elements are in
/// preorder with every subtree contiguous, so the walk steps from a child to the end of its
/// subtree, which is its next sibling.
public struct ChildElements: Sequence, Sendable {
  let elements: AXElements
  let start: Int
  let end: Int

  /// (Inlinable: a rule walking an element's children steps without a call per child.)
  public struct Iterator: IteratorProtocol {
    @usableFromInline let elements: AXElements
    @usableFromInline var position: Int
    @usableFromInline let end: Int

    init(elements: AXElements, position: Int, end: Int) {
      self.elements = elements
      self.position = position
      self.end = end
    }

    @inlinable public mutating func next() -> Int? {
      guard position < end else { return nil }
      let index = position
      // (`end` is the parent's subtree end or the elements' count, and every subtree end is at
      // most that: `index` is an element's by construction.)
      position = elements.element(madeAt: index).subtreeEnd
      return index
    }
  }

  public func makeIterator() -> Iterator { Iterator(elements: elements, position: start, end: end) }
  public var underestimatedCount: Int { start < end ? 1 : 0 }
  /// Whether there are two or more.
  public var hasSeveral: Bool { start < end && elements[start].subtreeEnd < end }
}
