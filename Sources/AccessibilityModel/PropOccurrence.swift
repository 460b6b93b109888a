import TemplateSyntax

/// One accessibility prop written on an element, with the value the linter knows of it.
/// A class, not a struct: the model's props are read by every rule, and passing one around is
/// then one reference count instead of a copy of its attribute, expression and value.
///
/// It points at the template's attribute array (shared, not copied) and holds the index of its
/// attribute in it; the rare facts (a form mistake, a value the profile's vocabulary changed) live in one
/// optional box. A prop is then 72 bytes instead of 224.
///
/// Its fields are written only while no one else holds it: by `fill`, when it is made or taken
/// from the thread's spares (`SpareProps`), and by `empty`, when it is kept there. (Hence
/// unchecked: shared, a prop is never written. Their accesses are unchecked as the item
/// stores' are: a checked access on every read cost more than the read.)
public final class PropOccurrence: @unchecked Sendable {
  @exclusivity(unchecked) public private(set) var prop: AccessibilityProp
  /// An `accessibilityState` written as a string the profile reads (`"checked"`); `value` is
  /// then the object it means.
  @exclusivity(unchecked) public private(set) var isStringState: Bool
  @exclusivity(unchecked) @usableFromInline private(set) var storedIndex: Int32
  /// Where `attribute` is: in `attributes`, or in the tree's attribute array when `attributes`
  /// is empty (a prop the model builder read from the tree: `lentFrom`). (The attribute's
  /// address, not the array's and an index: a prop stays 72 bytes.)
  @exclusivity(unchecked) @usableFromInline private(set) var attributeAddress: UnsafePointer<Attribute>
  /// What keeps `attributeAddress` alive when the prop holds it: the template's attributes
  /// (`attribute` is the one at `attributeIndex`), or, when reading
  /// the prop built expressions the tree had deferred, that attribute alone. Empty for a prop
  /// the model builder read in place: the tree's prop store keeps the tree's attributes
  /// (`ItemStore.attributes`), and a prop still held elsewhere when the store is torn down is
  /// given them then (`SpareProps.recycle`). (A prop retained the array when it was filled and
  /// released it when it was emptied, a pair of calls for each prop of every tree.)
  @exclusivity(unchecked) @usableFromInline private(set) var attributes: [Attribute]
  @exclusivity(unchecked) @usableFromInline private(set) var storedValue: AbstractValue
  /// The value the linter knows of the prop. (Lent, not returned: a plain variable read cost
  /// 143K more instructions on the 1 MB benchmark. A field that may be filled again is copied
  /// out for a `switch` whose cases call out, which a constant was not; less than the
  /// allocation each prop was.)
  @inlinable public var value: AbstractValue { _read { yield storedValue } }
  @exclusivity(unchecked) private var unusual: UnusualReading?

  /// Where the attribute is in `SyntaxTree.attributes`.
  public var attributeIndex: Int { Int(storedIndex) }
  /// `body` run on the UTF-8 bytes of the value when it is a constant string, read where the
  /// prop keeps it; nil for any other value, and for a string whose UTF-8 is not stored in one
  /// piece (a bridged string; none that the parser makes), which the caller then reads through
  /// `value`. (A rule that asks a question of a constant's bytes
  /// asks it here with no copy of the string: a `switch` over `value` whose case calls out copies
  /// the payload, and releases it after. Measured with label-too-long passing over a label of
  /// at most `max-length` bytes and no sentence end: 369K fewer instructions on the 1 MB
  /// benchmark.)
  @inlinable public func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    guard case .string(let text) = storedValue else { return nil }
    return text.utf8.withContiguousStorageIfAvailable(body)
  }
  /// `body` run on `value`, lent.
  @inlinable public func withValue<Result>(_ body: (borrowing AbstractValue) -> Result) -> Result { body(storedValue) }
  /// The attribute, with its expressions built (lent, not copied: `attribute.kind` reads one
  /// field in place). Inlinable, with one yield, so that a rule in another module reads it in
  /// place too: a call to the accessor allocated its frame on the heap (20,000 allocations on
  /// a 1 MB corpus).
  @inlinable public var attribute: Attribute {
    _read { yield attributeAddress.pointee }
  }
  /// A binding written in the wrong form (`binding-quote-mistake`); `value` is then unknown.
  public var formMistake: BindingFormMistake? { unusual?.formMistake }
  /// The value as written when the profile's vocabulary changed it (`imageButton` for the
  /// `button` in `value`); alternatives keep their order. Nil when `value` is as written.
  public var writtenValue: AbstractValue? { unusual?.writtenValue }

  /// The prop written by `attributes[attributeIndex]` (the template's attributes,
  /// `SyntaxTree.attributes`); `attribute` is that attribute with its expressions built
  /// (`SyntaxTree.resolvingExpressions`).
  public convenience init(prop: AccessibilityProp, attributeIndex: Int, in attributes: [Attribute], attribute: borrowing Attribute,
                          value: AbstractValue, formMistake: BindingFormMistake? = nil, isStringState: Bool = false,
                          writtenValue: AbstractValue? = nil) {
    self.init()
    fill(prop: prop, attributeIndex: attributeIndex, in: attributes, attribute: attribute, value: value,
         formMistake: formMistake, isStringState: isStringState, writtenValue: writtenValue)
  }

  /// An empty prop, to `fill` (what `empty` leaves).
  init() {
    prop = .accessibilityLabel
    isStringState = false
    storedIndex = 0
    attributes = []
    attributeAddress = Self.noAttributes
    storedValue = .null
    unusual = nil
  }

  /// Makes it the prop `init(prop:attributeIndex:in:attribute:value:…)` makes. Only while no
  /// one else holds it (a new prop, or a spare).
  func fill(prop: AccessibilityProp, attributeIndex: Int, in attributes: [Attribute], attribute: borrowing Attribute,
            value: AbstractValue, formMistake: BindingFormMistake? = nil, isStringState: Bool = false,
            writtenValue: AbstractValue? = nil) {
    self.prop = prop
    self.isStringState = isStringState
    self.storedIndex = Int32(truncatingIfNeeded: attributeIndex)
    // (The element's attribute is read in place; the resolved one is kept only when it differs.)
    // The attributes and the unusual reading are written without reading or releasing what they
    // held: a prop is filled only as `init()` or `empty()` left them, an empty array (the
    // runtime's shared empty storage, which is never freed) and nil, so there is nothing to
    // release. (An assignment released each, a call per prop for nothing.) The value is
    // assigned: a spare keeps its last tree's value until it is filled again (see `empty`).
    assert(self.attributes.isEmpty && self.unusual == nil, "a prop is filled only when empty")
    if attributes.indices.contains(attributeIndex) && !attributes[attributeIndex].hasDeferredExpressions {
      withUnsafeMutablePointer(to: &self.attributes) { $0.initialize(to: attributes) }
      attributeAddress = self.attributes.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + attributeIndex }
    } else {
      withUnsafeMutablePointer(to: &self.attributes) { $0.initialize(to: [copy attribute]) }
      attributeAddress = self.attributes.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped }
    }
    self.storedValue = value
    if formMistake != nil || writtenValue != nil {
      withUnsafeMutablePointer(to: &self.unusual) {
        $0.initialize(to: UnusualReading(formMistake: formMistake, writtenValue: writtenValue))
      }
    }
  }

  /// `fill(prop:attributeIndex:in:…)` for the attribute at `attributeIndex` of the tree's
  /// attributes, whose elements start at `base`, read in place (its expressions were built at
  /// parse time): the prop points at it and holds no reference to the array, which the tree's
  /// prop store keeps (see `attributes`). Only while no one else holds it.
  func fill(prop: AccessibilityProp, attributeIndex: Int, lentFrom base: UnsafePointer<Attribute>,
            value: AbstractValue, formMistake: BindingFormMistake?, isStringState: Bool, writtenValue: AbstractValue?) {
    self.prop = prop
    self.isStringState = isStringState
    self.storedIndex = Int32(truncatingIfNeeded: attributeIndex)
    assert(self.attributes.isEmpty && self.unusual == nil, "a prop is filled only when empty")
    attributeAddress = base + attributeIndex
    self.storedValue = value
    if formMistake != nil || writtenValue != nil {
      withUnsafeMutablePointer(to: &self.unusual) {
        $0.initialize(to: UnusualReading(formMistake: formMistake, writtenValue: writtenValue))
      }
    }
  }

  /// Makes it hold `attributes`, the tree's, when it points into them without holding them
  /// (as it is torn down, for a prop that outlives the tree's prop store).
  func keep(_ attributes: [Attribute]) {
    if self.attributes.isEmpty { self.attributes = attributes }
  }

  /// An address for a prop with no attribute yet (never read: `fill` sets it).
  private static var noAttributes: UnsafePointer<Attribute> { UnsafePointer(bitPattern: MemoryLayout<Attribute>.alignment).unsafelyUnwrapped }

  /// Lets go of its tree's attributes and unusual reading, to be kept as a spare, and leaves what
  /// `fill` writes over without releasing (see there). Only while no one else holds it.
  /// The value is kept until `fill` assigns the next one: it is then released while the next
  /// tree is built, its memory freed among that tree's allocations, which the allocator serves
  /// again from what was just freed. (Released here, a tree's values were freed all together at
  /// its teardown, and the next tree's allocations took slower paths: 347K more instructions on
  /// the 1 MB benchmark.) A spare's value is one value, released at the latest with the spare.
  func empty() {
    // (Most props hold none: the tree's prop store holds the tree's.)
    if !attributes.isEmpty { attributes = [] }
    // (Most props have no unusual reading: nothing to release, and no release call made for it.)
    if unusual != nil { unusual = nil }
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
