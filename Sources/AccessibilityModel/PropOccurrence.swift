import TemplateSyntax

/// One accessibility prop written on an element, with the value the linter knows of it.
/// A class, not a struct: the model's props are read by every rule, and passing one around is
/// then one reference count instead of a copy of its attribute, expression and value.
///
/// It holds the template's attribute array (shared, not copied) and the index of its attribute
/// in it; the rare facts (a form mistake, a value the profile's vocabulary changed) live in one
/// optional box. A prop is then 72 bytes instead of 224.
public final class PropOccurrence: Sendable {
  public let prop: AccessibilityProp
  /// An `accessibilityState` written as a string the profile reads (`"checked"`); `value` is
  /// then the object it means.
  public let isStringState: Bool
  @usableFromInline let storedIndex: Int32
  /// Where `attribute` is in `attributes`.
  @usableFromInline let readIndex: Int32
  /// The template's attributes (`attribute` is the one at `attributeIndex`), or, when reading
  /// the prop built expressions the tree had deferred, that attribute alone.
  @usableFromInline let attributes: [Attribute]
  public let value: AbstractValue
  private let unusual: UnusualReading?

  /// Where the attribute is in `SyntaxTree.attributes`.
  public var attributeIndex: Int { Int(storedIndex) }
  /// `body` run on `value` lent in place. (A `switch` over `value` that binds a payload,
  /// `case .string(let s)`, copied the value out of the prop first: a retain and a release of its
  /// string or array. A borrowing parameter is matched where it is.)
  @inlinable public func withValue<Result>(_ body: (borrowing AbstractValue) -> Result) -> Result { body(value) }
  /// The attribute, with its expressions built (lent, not copied: `attribute.kind` reads one
  /// field in place). Inlinable, with one yield, so that a rule in another module reads it in
  /// place too: a call to the accessor allocated its frame on the heap (20,000 allocations on
  /// a 1 MB corpus).
  @inlinable public var attribute: Attribute {
    _read { yield attributes[Int(readIndex)] }
  }
  /// A binding written in the wrong form (`binding-quote-mistake`); `value` is then unknown.
  public var formMistake: BindingFormMistake? { unusual?.formMistake }
  /// The value as written when the profile's vocabulary changed it (`imageButton` for the
  /// `button` in `value`); alternatives keep their order. Nil when `value` is as written.
  public var writtenValue: AbstractValue? { unusual?.writtenValue }

  /// The prop written by `attributes[attributeIndex]` (the template's attributes,
  /// `SyntaxTree.attributes`); `attribute` is that attribute with its expressions built
  /// (`SyntaxTree.resolvingExpressions`).
  public init(prop: AccessibilityProp, attributeIndex: Int, in attributes: [Attribute], attribute: borrowing Attribute,
              value: AbstractValue, formMistake: BindingFormMistake? = nil, isStringState: Bool = false,
              writtenValue: AbstractValue? = nil) {
    self.prop = prop
    self.isStringState = isStringState
    self.storedIndex = Int32(truncatingIfNeeded: attributeIndex)
    // (The element's attribute is read in place; the resolved one is kept only when it differs.)
    if attributes.indices.contains(attributeIndex) && !attributes[attributeIndex].hasDeferredExpressions {
      self.attributes = attributes
      self.readIndex = Int32(truncatingIfNeeded: attributeIndex)
    } else {
      self.attributes = [copy attribute]
      self.readIndex = 0
    }
    self.value = value
    self.unusual = formMistake == nil && writtenValue == nil
      ? nil : UnusualReading(formMistake: formMistake, writtenValue: writtenValue)
  }

  /// Where a finding about this prop's value points: inside the quotes, or the name when
  /// there is no value.
  public var valueRange: ByteRange { attribute.valueRange ?? attribute.nameRange }
}

/// What few props have: a binding-form mistake, or a value the profile's vocabulary changed.
final class UnusualReading: Sendable {
  let formMistake: BindingFormMistake?
  let writtenValue: AbstractValue?
  init(formMistake: BindingFormMistake?, writtenValue: AbstractValue?) {
    self.formMistake = formMistake
    self.writtenValue = writtenValue
  }
}

/// An event bound on an element (`(tap)`, the `…Change` of a two-way binding, or an activation
/// attribute a profile names). It holds the template's attribute array (shared) and the index
/// of its attribute: 32 bytes, not a copy of the attribute.
public struct EventBinding: Sendable {
  public var name: String
  public var category: EventCategory
  @usableFromInline var storedIndex: Int32
  @usableFromInline var attributes: [Attribute]

  /// The event `name` written by `attributes[attributeIndex]` (the template's attributes,
  /// `SyntaxTree.attributes`).
  public init(name: String, category: EventCategory, attributeIndex: Int, in attributes: [Attribute]) {
    self.name = name
    self.category = category
    self.storedIndex = Int32(truncatingIfNeeded: attributeIndex)
    self.attributes = attributes
  }

  /// Where the attribute is in `SyntaxTree.attributes`.
  public var attributeIndex: Int { Int(storedIndex) }
  /// The attribute (lent, not copied).
  @inlinable public var attribute: Attribute { _read { yield attributes[Int(storedIndex)] } }
}
