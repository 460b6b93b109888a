/// A few values read in place: one value kept by itself (most labels, hints and values have
/// one: no array is made for it), or an array of several.
public struct OneOrMany<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
  private let single: Element?
  private let several: [Element]

  public init(one value: Element) {
    single = value
    several = []
  }

  /// One value is kept by itself.
  public init(_ values: [Element]) {
    if values.count == 1 {
      single = values[0]
      several = []
    } else {
      single = nil
      several = values
    }
  }

  public init(arrayLiteral values: Element...) { self.init(values) }

  public var startIndex: Int { 0 }
  public var endIndex: Int { single == nil ? several.count : 1 }

  public subscript(position: Int) -> Element {
    if let single {
      precondition(position == 0, "index out of range")
      return single
    }
    return several[position]
  }
}

extension OneOrMany: Sendable where Element: Sendable {}

extension OneOrMany: Equatable where Element: Equatable {
  public static func == (lhs: OneOrMany, rhs: OneOrMany) -> Bool { lhs.elementsEqual(rhs) }
}
