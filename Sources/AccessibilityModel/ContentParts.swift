import TemplateSyntax

/// The parts of an element's content while the model collects them. Most content is one
/// literal (`<an-text>Guardar</an-text>`), one interpolation (`{{ title }}`), or one of each
/// (`Hola {{ name }}`, `{{ n }} elementos`): up to two parts are kept as they are, and an array
/// is made only when a third comes. The sequence is the one an array would hold, part for part.
struct ContentParts {
  /// The first part, while there are at most two (nil once the array is made).
  private var first: StringPart?
  /// The second part, while there are exactly two.
  private var second: StringPart?
  /// Every part, once there are three or more (empty before).
  private var more: [StringPart] = []

  // (Whether a slot is empty is asked with `case .none`, in place: `first == nil` copied the
  // part, retaining and releasing its text, at every append.)
  private var firstIsEmpty: Bool { if case .none = first { return true }; return false }
  private var secondIsEmpty: Bool { if case .none = second { return true }; return false }

  var isEmpty: Bool { firstIsEmpty && more.isEmpty }

  /// The only part so far, when it is a literal.
  var lone: String? {
    guard secondIsEmpty, case .literal(let text)? = first else { return nil }
    return text
  }
  /// The only part, moved out, when there is exactly one (nil, and left as it is, otherwise).
  mutating func takeLone() -> StringPart? {
    guard secondIsEmpty else { return nil }
    return first.take()
  }
  /// The two parts, when there are exactly two.
  var pair: (StringPart, StringPart)? {
    guard let first, let second else { return nil }
    return (first, second)
  }
  /// The two parts, moved out, when there are exactly two (nil, and left as they are, otherwise).
  mutating func takePair() -> (StringPart, StringPart)? {
    guard !firstIsEmpty, !secondIsEmpty else { return nil }
    return (first.take()!, second.take()!)
  }
  /// Every part, once there are two (empty before).
  var many: [StringPart] {
    if let (a, b) = pair { return [a, b] }
    return more
  }

  /// Every part, as one array (made for the rare content whose choices are worked out).
  var all: [StringPart] {
    if let first { return second.map { [first, $0] } ?? [first] }
    return more
  }

  /// Appends a part as it is (a literal after a literal stays a part of its own). (The part is
  /// taken, not borrowed: it is stored, and a new part was copied into its slot.)
  mutating func append(_ part: consuming StringPart) {
    if !more.isEmpty {
      more.append(part)
    } else if firstIsEmpty {
      first = part
    } else if secondIsEmpty {
      second = part
    } else {
      // (Room for a few parts when the array is made: one array, not one per growth.)
      more.reserveCapacity(4)
      more.append(first.take()!)
      more.append(second.take()!)
      more.append(part)
    }
  }

  mutating func append(contentsOf parts: [StringPart]) {
    for part in parts { append(part) }
  }

  /// Appends a literal, joined to the last part when that is a literal too.
  mutating func appendLiteral(_ text: String) {
    // (Most content starts with a literal: into no parts it goes straight to the first slot.)
    if isEmpty { first = .literal(text); return }
    if !extendLastLiteral(with: text, unlessEndingWithSpace: false) { append(.literal(text)) }
  }

  /// A space after the last part when it is a literal that does not end with one: every reader
  /// collapses whitespace, and a run growing by one space per nested primitive was copied at
  /// each one.
  mutating func appendSpace() {
    _ = extendLastLiteral(with: " ", unlessEndingWithSpace: true)
  }

  /// Appends `text` to the last part when it is a literal (and, when asked, does not end with a
  /// space); false when the last part is not a literal. In place: the literal is moved out and
  /// back, so that a string the parts alone hold grows in its own storage (joining two strings
  /// made a third each time).
  private mutating func extendLastLiteral(with text: String, unlessEndingWithSpace: Bool) -> Bool {
    if !more.isEmpty {
      guard case .literal? = more.last else { return false }
      guard case .literal(var last) = more.removeLast() else { return false }
      if !(unlessEndingWithSpace && last.utf8.last == 0x20) { last.append(text) }
      more.append(.literal(last))
      return true
    }
    if !secondIsEmpty { return Self.extend(&second, with: text, unlessEndingWithSpace: unlessEndingWithSpace) }
    return Self.extend(&first, with: text, unlessEndingWithSpace: unlessEndingWithSpace)
  }

  private static func extend(_ slot: inout StringPart?, with text: String, unlessEndingWithSpace: Bool) -> Bool {
    guard case .literal? = slot else { return false }
    guard case .literal(var last)? = slot.take() else { return false }
    if !(unlessEndingWithSpace && last.utf8.last == 0x20) { last.append(text) }
    slot = .literal(last)
    return true
  }
}
