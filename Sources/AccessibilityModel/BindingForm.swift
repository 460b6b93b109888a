import TemplateSyntax

/// An accessibility prop written in the wrong binding form (`binding-quote-mistake`). The
/// model treats such a value as unknown, so no other rule reports on it (one root cause).
public enum BindingFormMistake: Sendable, Equatable {
  /// `accessibilityLabel="'Play'"`: a static attribute whose whole text is wrapped in quotes.
  /// `text` is the text inside the quotes, `quote` the quote character.
  case quotedStaticText(text: String, quote: Character)
  /// `[accessibilityRole]="button"`, `[accessibilityState]="disabled"`: a property binding whose
  /// whole expression is a bare identifier that is a role name (for the role) or a state key
  /// (for the state): it binds a component field of that name.
  case bareIdentifier(String)
  /// `[accessible]="'false'"`: a string where a boolean belongs (a non-empty string is truthy).
  /// The known string values, alternatives of a ternary included.
  case stringForBoolean([String])

  /// Reads an attribute for a prop. `value` is the attribute's abstract value as evaluated.
  /// (Always inlined: the model asks it of every prop, and most are answered by the kind and
  /// the value alone; what reads more is a call of its own.)
  @inline(__always) public static func detect(prop: AccessibilityProp, attribute: Attribute, value: AbstractValue) -> BindingFormMistake? {
    switch attribute.kind {
    case .plain:
      // Static accessibilityState text is invalid whatever it holds (`invalid-state`).
      guard prop != .accessibilityState, let text = attribute.staticValue else { return nil }
      return quoted(text)
    case .property:
      if prop.isBoolean { return stringForBoolean(value) }
      // (The expression is read only for the two props a bare word can be a mistake for, and
      // only when its value is unknown: a bare identifier evaluates to nothing known, and most
      // bindings, a quoted role or a ternary of them, to something known.)
      guard prop == .accessibilityRole || prop == .accessibilityState, case .dynamic(.any) = value else { return nil }
      return bareIdentifier(prop, attribute.expression)
    default:
      return nil
    }
  }

  /// `detect` for a bound boolean prop: the strings it may be.
  private static func stringForBoolean(_ value: AbstractValue) -> BindingFormMistake? {
    let strings = value.knownPossibilities.compactMap(\.stringValue)
    return strings.isEmpty ? nil : .stringForBoolean(strings)
  }

  /// `detect` for a bound role or state whose value is unknown: a bare word that is a role
  /// name (for the role) or a state key (for the state).
  /// (Given the binding's expression, not the whole attribute: an attribute passed here was
  /// copied to the stack for every prop `detect` was asked about, bound or not.)
  private static func bareIdentifier(_ prop: AccessibilityProp, _ expression: Expr?) -> BindingFormMistake? {
    guard let name = ModelBuilder.boundIdentifier(expression) else { return nil }
    let known = prop == .accessibilityRole ? Role(rawValue: name) != nil : StateKey(rawValue: name) != nil
    return known ? .bareIdentifier(name) : nil
  }

  /// `'text'` or `"text"` with no other quote of the same kind inside (`'a' y 'b'` is not one
  /// literal, `Rock 'n' roll` does not start with a quote).
  static func quoted(_ text: String) -> BindingFormMistake? {
    // (Most texts start, past ASCII spaces, with an ASCII byte that is no quote: nothing to
    // collapse or count. A text that starts otherwise is read in full. The bytes are read where
    // the string keeps them: stepping through `utf8` cost more than the test.)
    if text.utf8.withContiguousStorageIfAvailable(startsWithPlainASCII) == true { return nil }
    let trimmed = collapseWhitespace(text)
    // (A text whose first byte is no quote does not start with one: no character to count.)
    guard let byte = trimmed.utf8.first, byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") else { return nil }
    guard let first = trimmed.first, let last = trimmed.last, trimmed.count >= 2, first == last,
          first == "'" || first == "\"" else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains(first) else { return nil }
    return .quotedStaticText(text: String(inner), quote: first)
  }

  /// Whether the first byte past ASCII spaces is an ASCII byte that is no quote.
  private static func startsWithPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where !UnicodeWhitespace.isASCIISpace(byte) { return isPlainStart(byte) }
    return false
  }

  /// An ASCII byte that is no quote: a text starting with it is no quoted text (also read by
  /// `ModelBuilder.readProp`, from the source, before a static value is asked for its text).
  @inline(__always) static func isPlainStart(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\"")
  }

  /// True when the prop's value is void as a whole (the model treats it as unknown); a ternary
  /// with one string alternative keeps its other alternatives.
  public func voids(_ value: AbstractValue) -> Bool {
    if case .alternatives = value { return false }
    return true
  }
}

extension AccessibilityProp {
  /// Props that take a boolean.
  /// (Inlined: the model asks it of every bound prop.)
  @inline(__always) public var isBoolean: Bool { self == .accessible || self == .accessibilityViewIsModal }
}
