/// An optional element index in four bytes, -1 for none (an `Int?` takes sixteen): what the
/// model keeps per element and per open ancestor while it is built.
struct OptionalIndex: Sendable {
  private var stored: Int32

  init(_ value: Int? = nil) { stored = value.map { Int32(truncatingIfNeeded: $0) } ?? -1 }

  var value: Int? {
    get { stored < 0 ? nil : Int(stored) }
    set { stored = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  }
}
