/// An optional element index in four bytes, -1 for none (an `Int?` takes sixteen): what the
/// model keeps per element and per open ancestor while it is built.
/// (Inlinable, as the rules read an element's parent and stop through it.)
@usableFromInline struct OptionalIndex: Sendable {
  @usableFromInline var stored: Int32

  @inlinable init(_ value: Int? = nil) { stored = value.map { Int32(truncatingIfNeeded: $0) } ?? -1 }

  @inlinable var value: Int? {
    get { stored < 0 ? nil : Int(stored) }
    set { stored = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  }
}
