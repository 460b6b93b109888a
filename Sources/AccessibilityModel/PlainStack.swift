import TemplateSyntax

/// A stack of plain values (no reference in them) in a buffer of its own, doubled when full and
/// freed with the stack: the model builder's walk keeps its open frames in one. An array's
/// `append` and `removeLast` checked that its buffer was unique each time, and the array grew
/// from empty for every template.
struct PlainStack<Element>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    // (Nothing is deinitialized: popped or left, an element with a reference would leak it.)
    precondition(_isPOD(Element.self), "a plain stack holds values with no reference in them")
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var isEmpty: Bool { count == 0 }

  /// The top element (the stack must not be empty).
  var top: Element {
    precondition(count > 0, "the top of an empty stack")
    return base[count - 1]
  }

  mutating func push(_ element: Element) {
    if count == capacity {
      base = movedToLargerBlock(base, count: count, capacity: capacity * 2)
      capacity *= 2
    }
    (base + count).initialize(to: element)
    count &+= 1  // (below `capacity` once room is made: no overflow)
  }

  mutating func pop() {
    precondition(count > 0, "a pop from an empty stack")
    count -= 1
  }

  /// Pops the top while `done` says it is done with; stops at an empty stack. (One test of the
  /// count per step: `while !isEmpty, done(top) { pop() }` tested it three times, twice in
  /// `top` and `pop`'s checks, for what the loop's own test had told.)
  mutating func pop(while done: (Element) -> Bool) {
    while count > 0 && done(base[count &- 1]) { count &-= 1 }  // (count > 0 tested first)
  }

  /// The top element, or `fallback` when the stack is empty.
  func top(or fallback: Element) -> Element {
    count > 0 ? base[count &- 1] : fallback  // (count > 0 tested first)
  }
}
