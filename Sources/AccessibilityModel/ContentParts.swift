import TemplateSyntax

/// The parts of an element's content while the model collects them. Most content is one
/// literal (`<an-text>Guardar</an-text>`) or one interpolation (`{{ title }}`): it is kept as a
/// string, and an array is made only when a second part comes. The sequence is the one an array
/// would hold, part for part.
struct ContentParts {
  /// The only part so far, a literal (the array is empty then).
  private(set) var lone: String?
  /// The source of the only part so far, a dynamic one (the array is empty then).
  private(set) var loneDynamic: String?
  /// Every part, once there are two.
  private(set) var many: [StringPart] = []

  var isEmpty: Bool { lone == nil && loneDynamic == nil && many.isEmpty }

  /// Every part, as one array (made for the rare content whose choices are worked out).
  var all: [StringPart] {
    if let text = lone { return [.literal(text)] }
    if let source = loneDynamic { return [.dynamic(source: source)] }
    return many
  }

  /// Appends a part as it is (a literal after a literal stays a part of its own).
  mutating func append(_ part: StringPart) {
    if isEmpty {
      switch part {
      case .literal(let text): lone = text
      case .dynamic(let source): loneDynamic = source
      }
      return
    }
    // (Room for a few parts when the array is made, whatever the first part is: one array, not
    // one per growth.)
    if many.isEmpty { many.reserveCapacity(4) }
    if let text = lone.take() { many.append(.literal(text)) }
    if let source = loneDynamic.take() { many.append(.dynamic(source: source)) }
    many.append(part)
  }

  mutating func append(contentsOf parts: [StringPart]) {
    for part in parts { append(part) }
  }

  /// Appends a literal, joined to the last part when that is a literal too.
  mutating func appendLiteral(_ text: String) {
    if lone != nil {
      lone!.append(text)
    } else if case .literal? = many.last {
      extendLastLiteral(with: text)
    } else {
      append(.literal(text))
    }
  }

  /// A space after the last part when it is a literal that does not end with one: every reader
  /// collapses whitespace, and a run growing by one space per nested primitive was copied at
  /// each one.
  mutating func appendSpace() {
    if lone != nil {
      if lone!.utf8.last != 0x20 { lone!.append(" ") }
    } else if case .literal(let previous)? = many.last, previous.utf8.last != 0x20 {
      extendLastLiteral(with: " ")
    }
  }

  /// Appends `text` to the last part, a literal, in place: the literal is moved out of the
  /// array and back, so that a string the parts alone hold grows in its own storage (joining
  /// two strings made a third each time).
  private mutating func extendLastLiteral(with text: String) {
    switch many.removeLast() {
    case .literal(var last):
      last.append(text)
      many.append(.literal(last))
    case let other:
      many.append(other)
    }
  }
}
