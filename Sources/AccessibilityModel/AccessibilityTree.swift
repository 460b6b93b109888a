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

/// Where an element's name comes from.
public enum NameOrigin: Sendable, Equatable {
  case label
  case content
  case placeholder
  /// The combined names of what an `accessible="true"` element swallows.
  case group
}

public enum AccessibleName: Sendable, Equatable {
  /// No name at all.
  case none
  /// A constant name.
  case known(String, NameOrigin)
  /// A name the linter cannot know (a binding, an interpolation, projected content, an
  /// unmapped component's content, text inside a block).
  case dynamic(NameOrigin)
  /// A constant name with nothing readable in it: only icon-font glyphs (private-use
  /// characters), symbols, emoji or punctuation. Screen readers announce nothing useful, so it
  /// is no name.
  case unreadable(String, NameOrigin)

  /// A name that is announced: known and readable, or unknown (given the benefit of the doubt).
  public var exists: Bool {
    switch self {
    case .none, .unreadable: return false
    case .known, .dynamic: return true
    }
  }
  public var text: String? { if case .known(let s, _) = self { return s }; return nil }
  public var origin: NameOrigin? {
    switch self {
    case .none: return nil
    case .known(_, let o), .dynamic(let o), .unreadable(_, let o): return o
    }
  }

  /// A known constant name, classified: readable text is `.known`, text with no letter or
  /// digit is `.unreadable`, nothing is `.none`.
  public static func constant(_ text: String, _ origin: NameOrigin) -> AccessibleName {
    if text.isEmpty { return .none }
    return isReadable(text) ? .known(text, origin) : .unreadable(text, origin)
  }

  /// A private-use character: what icon fonts draw their glyphs with.
  public static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
    (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
  }

  /// Whether a text has something a screen reader reads as words: a letter or a digit.
  /// Icon-font glyphs (private-use characters), symbols, emoji, punctuation and marks alone
  /// are not.
  public static func isReadable(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        let v = scalar.value
        if (v >= 0x30 && v <= 0x39) || (v | 0x20 >= 0x61 && v | 0x20 <= 0x7A) { return true }
        continue
      }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
           .decimalNumber, .letterNumber, .otherNumber:
        return true
      default:
        continue
      }
    }
    return false
  }
}

/// The text an element contains, read as a screen reader would combine it.
///
/// Stored in 24 bytes (an element holds one): the parts as one literal or an array, the first
/// offset as 32 bits (files are at most 64 MiB), -1 for none.
public struct ContentText: Sendable, Equatable {
  /// Content that is one literal (most text: `<an-text>Guardar</an-text>`) keeps it inline and
  /// makes its one-part array only when read.
  private enum Storage: Sendable, Equatable {
    case literal(String)
    case parts([StringPart])
  }
  private var storage: Storage
  /// True when some of the text is conditional (inside a control-flow block or an ICU message)
  /// or was too large to collect.
  public var isConditional: Bool
  private var storedFirstOffset: Int32

  /// The parts.
  public var parts: [StringPart] {
    get {
      switch storage {
      case .literal(let text): return [.literal(text)]
      case .parts(let parts): return parts
      }
    }
    set { storage = Self.stored(newValue) }
  }

  /// Offset of the first non-whitespace character of the text, for findings that point at it.
  public var firstOffset: Int? {
    get { storedFirstOffset < 0 ? nil : Int(storedFirstOffset) }
    set { storedFirstOffset = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  }

  public init(parts: [StringPart], firstOffset: Int?, isConditional: Bool) {
    storage = Self.stored(parts)
    storedFirstOffset = firstOffset.map { Int32(truncatingIfNeeded: $0) } ?? -1
    self.isConditional = isConditional
  }

  /// The parts the model collected (a lone literal is stored as it is: no array is made).
  init(_ collected: ContentParts, firstOffset: Int?, isConditional: Bool) {
    storage = collected.lone.map(Storage.literal) ?? Self.stored(collected.many)
    storedFirstOffset = firstOffset.map { Int32(truncatingIfNeeded: $0) } ?? -1
    self.isConditional = isConditional
  }

  private static func stored(_ parts: [StringPart]) -> Storage {
    if parts.count == 1, case .literal(let text) = parts[0] { return .literal(text) }
    return .parts(parts)
  }

  public static let empty = ContentText(parts: [], firstOffset: nil, isConditional: false)

  /// The text when every part is known, whitespace collapsed.
  public var constant: String? {
    if isConditional { return nil }
    switch storage {
    case .literal(let text):
      return collapseWhitespace(text)
    case .parts(let parts):
      var out = ""
      for part in parts {
        guard case .literal(let s) = part else { return nil }
        out += s
      }
      return collapseWhitespace(out)
    }
  }

  public var isEmpty: Bool {
    if isConditional { return false }
    switch storage {
    case .literal(let text):
      return UnicodeWhitespace.isBlank(text)
    case .parts(let parts):
      for part in parts {
        switch part {
        case .dynamic: return false
        case .literal(let s): if !UnicodeWhitespace.isBlank(s) { return false }
        }
      }
      return true
    }
  }
}

/// Runs of White_Space become one space, with none at either end (what a screen reader reads
/// from text content and labels).
func collapseWhitespace(_ s: String) -> String {
  var text = s
  text.makeContiguousUTF8()
  let collapsed: String?? = text.utf8.withContiguousStorageIfAvailable { collapsedWhitespace($0) }
  guard let collapsed else { return collapseWhitespaceByScalars(s) }  // not reached: made contiguous
  return collapsed ?? s
}

/// The definition, one scalar at a time (also what the byte version is tested against).
func collapseWhitespaceByScalars(_ s: String) -> String {
  var out = String.UnicodeScalarView()
  var pendingSpace = false
  for scalar in s.unicodeScalars {
    if scalar.properties.isWhitespace {
      pendingSpace = !out.isEmpty
      continue
    }
    if pendingSpace { out.append(" "); pendingSpace = false }
    out.append(scalar)
  }
  return String(out)
}

/// The collapsed bytes, or nil when they are the bytes given (most labels: nothing to trim,
/// single inner spaces). ASCII whitespace is recognised directly; a multi-byte character is
/// decoded only when its lead byte can start a non-ASCII space (`UnicodeWhitespace`).
private func collapsedWhitespace(_ b: UnsafeBufferPointer<UInt8>) -> String? {
  let n = b.count
  var i = 0
  var previousSpace = true
  var clean = true
  while i < n {
    let c = b[i]
    i += 1
    if c >= 0x80 {
      if UnicodeWhitespace.mayStartSpace(c) { clean = false; break }
      previousSpace = false
      continue
    }
    let space = UnicodeWhitespace.isASCIISpace(c)
    if space && (previousSpace || c != 0x20) { clean = false; break }
    previousSpace = space
  }
  if clean && (!previousSpace || n == 0) { return nil }

  // Written straight into the string's storage: the result is never longer than the text (a
  // run of spaces becomes at most one).
  return String(unsafeUninitializedCapacity: n) { out in
    var count = 0
    var pendingSpace = false
    var i = 0
    while i < n {
      let c = b[i]
      if c < 0x80 {
        i += 1
        if UnicodeWhitespace.isASCIISpace(c) {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace { out[count] = 0x20; count += 1; pendingSpace = false }
        out[count] = c
        count += 1
        continue
      }
      var j = i + 1
      while j < n && b[j] & 0xC0 == 0x80 { j += 1 }
      if UnicodeWhitespace.mayStartSpace(c) && isWhitespaceScalar(b, i, j) {
        pendingSpace = count > 0
        i = j
        continue
      }
      if pendingSpace { out[count] = 0x20; count += 1; pendingSpace = false }
      for k in i..<j {
        out[count] = b[k]
        count += 1
      }
      i = j
    }
    return count
  }
}

/// Whether the two- or three-byte sequence `b[start..<end]` is a White_Space scalar.
private func isWhitespaceScalar(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
  var value = UInt32(b[start] & (end - start == 2 ? 0x1F : 0x0F))
  var k = start + 1
  while k < end { value = value << 6 | UInt32(b[k] & 0x3F); k += 1 }
  guard end - start <= 3, let scalar = Unicode.Scalar(value) else { return false }
  return scalar.properties.isWhitespace
}

/// A value kept in a box, for a field most elements leave empty.
final class ValueBox: @unchecked Sendable {
  let value: AbstractValue
  init(_ value: AbstractValue) { self.value = value }
}

/// What one primitive element will be for a screen reader: computed once per file and shared
/// by every rule and by the platform preview. A class, so that rules reading it share one copy;
/// it is only written while `ModelBuilder` builds the tree, and read-only afterwards.
public final class AXElement: @unchecked Sendable {
  public var index: Int { Int(storedIndex) }
  // Stored properties are laid out in the order written, so they are declared here by size:
  // the one-byte facts fill the bytes the element leaves, the four-byte indices come together,
  // the primitive keeps only its four bytes of traits (its name is the tag's), and the rare
  // placeholder lives in a box. An element then takes 224 bytes of the allocator, not 288.
  public let element: Element
  public internal(set) var effectiveRole: EffectiveRole = .noRole
  /// Whether the element's own stop status, or its place inside a stop, depends on a value the
  /// linter cannot know: a bound `accessible`, or a bound role on an element that is not a stop
  /// otherwise, here or on an ancestor. Rules about stops stay silent on it.
  public internal(set) var stopIsUncertain = false
  /// Removed from the screen for everyone by a `hidden-when` value (`visibility="collapsed"`):
  /// hidden from assistive technologies too, but not hidden from them alone.
  public internal(set) var isRemoved = false
  @usableFromInline let primitiveTraits: Primitive.Traits
  public let node: NodeID
  private let storedIndex: Int32
  private var parentSlot = OptionalIndex()
  private var hiddenBySlot = OptionalIndex()
  private var containingStopSlot = OptionalIndex()
  private var enclosingModalSlot = OptionalIndex()
  private var subtreeEndIndex: Int32 = 0
  /// Where the first occurrence of each prop is in `props` (-1: absent). Indices, not copies: a
  /// `PropOccurrence` holds a whole `Attribute`, and seven optional copies made every element
  /// about 1.5 KB, props or not (a template of a million plain `<an-text>` held 1.5 GB of them).
  @usableFromInline var roleIndex: Int32 = -1
  @usableFromInline var labelIndex: Int32 = -1
  @usableFromInline var hintIndex: Int32 = -1
  @usableFromInline var valueIndex: Int32 = -1
  @usableFromInline var stateIndex: Int32 = -1
  @usableFromInline var accessibleIndex: Int32 = -1
  @usableFromInline var spokenHintIndex: Int32 = -1
  /// The innermost control-flow block around it (`AccessibilityTree.enclosingBlocks(of:)` walks
  /// out from it). One index, not the list: 40,000 nested blocks must not cost 40,000² entries.
  public internal(set) var innermostBlock: NodeID? {
    get { innermostBlockIndex < 0 ? nil : NodeID(Int(innermostBlockIndex)) }
    set { innermostBlockIndex = newValue?.index ?? -1 }
  }
  private var innermostBlockIndex: Int32 = -1
  private var profileFacts: ProfileFacts?
  /// The tree's props and events (this element's are `propRun` and `eventRun` of them).
  @usableFromInline let itemStores: ElementItemStores
  @usableFromInline var propRun = ItemRun()
  @usableFromInline var eventRun = ItemRun()
  /// Every accessibility prop written, in source order (a prop may appear twice).
  @inlinable public var props: ElementItems<PropOccurrence> { ElementItems(store: itemStores.props, run: propRun) }
  /// Every event bound, in source order.
  @inlinable public var events: ElementItems<EventBinding> { ElementItems(store: itemStores.events, run: eventRun) }

  /// Adds a prop after the others (while the model is built).
  func append(_ prop: PropOccurrence) {
    writtenProps |= prop.prop.bit
    propRun.append(prop, to: itemStores.props)
  }
  /// Adds an event after the others (while the model is built).
  func append(_ event: EventBinding) { eventRun.append(event, to: itemStores.events) }
  /// The value of its `placeholder` (or the profile's placeholder attribute), if written.
  public internal(set) var placeholder: AbstractValue? {
    get { placeholderBox?.value }
    set { placeholderBox = newValue.map(ValueBox.init) }
  }
  private var placeholderBox: ValueBox?
  public internal(set) var name: AccessibleName = .none
  /// A modal layer: computed once (see `computeIsModalLayer`).
  public internal(set) var isModalLayer = false
  /// A label that names the element: present and not known to be empty (an empty label is
  /// removed by the host, not written).
  public internal(set) var hasLabel = false
  /// A VoiceOver/TalkBack stop: not hidden, not part of another stop, not a modal layer, and
  /// grouped, named, given a role, or a primitive that is an element by itself. Computed once,
  /// when the model is built.
  public internal(set) var isStop = false
  /// The props the element writes, one bit each (`AccessibilityProp.bit`): `prop(_:)` answers
  /// for a prop it does not have without reading its props (most elements have one or none).
  public private(set) var writtenProps: UInt16 = 0
  public internal(set) var content: ContentText = .empty

  init(index: Int, node: NodeID, element: Element, primitive: Primitive, itemStores: ElementItemStores) {
    assert(primitive.name == element.name, "a primitive is named by its element's tag")
    self.itemStores = itemStores
    self.storedIndex = Int32(truncatingIfNeeded: index)
    self.node = node
    self.element = element
    self.primitiveTraits = Primitive.Traits(primitive)
  }

  /// The primitive it is (its name is the element's tag; only the rest is stored).
  @inlinable public var primitive: Primitive { Primitive(name: element.name, primitiveTraits) }

  // Element indices are kept as `Int32` with -1 for none (an `Int?` takes 16 bytes), and what
  // only profiles, mapped components and platform-prefixed attributes give lives in one
  // optional box (`ProfileFacts`): a plain element is about half the size it was.

  /// The nearest primitive ancestor (transparent elements and blocks skipped).
  public internal(set) var parent: Int? {
    get { parentSlot.value }
    set { parentSlot.value = newValue }
  }
  /// Elements `index+1 ..< subtreeEnd` are this element's descendants.
  public internal(set) var subtreeEnd: Int {
    get { Int(subtreeEndIndex) }
    set { subtreeEndIndex = Int32(truncatingIfNeeded: newValue) }
  }

  /// The index of the `accessible="false"` element (this one or an ancestor) that hides it.
  public internal(set) var hiddenBy: Int? {
    get { hiddenBySlot.value }
    set { hiddenBySlot.value = newValue }
  }
  /// The stop this element is part of ("a stop is a leaf"): the ancestor that is
  /// a screen-reader stop, whose name and action stand for everything inside it. Nil when no
  /// ancestor is a stop. Modal layers are containers, never stops.
  public internal(set) var containingStop: Int? {
    get { containingStopSlot.value }
    set { containingStopSlot.value = newValue }
  }
  /// The nearest proper ancestor that is a modal layer (`an-modal`, `an-sheet`, `an-dialog`,
  /// `accessibilityViewIsModal`).
  public internal(set) var enclosingModal: Int? {
    get { enclosingModalSlot.value }
    set { enclosingModalSlot.value = newValue }
  }

  /// The box of profile facts, made on the first write that is not a default value.
  private func facts(unless isDefault: Bool) -> ProfileFacts? {
    if let profileFacts { return profileFacts }
    if isDefault { return nil }
    let made = ProfileFacts()
    profileFacts = made
    return made
  }

  /// Its behaviour as a mapped component (`components:` or the profile), if any.
  public internal(set) var behaviour: ComponentBehaviour? {
    get { profileFacts?.behaviour }
    set { facts(unless: newValue == nil)?.behaviour = newValue }
  }
  /// The profile's own platform forms of roles (see `roleForm(_:on:)`).
  var roleForms: [Role: [PlatformAPI: RoleForm]] {
    get { profileFacts?.roleForms ?? [:] }
    set { facts(unless: newValue.isEmpty)?.roleForms = newValue }
  }
  /// The profile's own names of roles (see `roleName(_:)`).
  var roleNames: [Role: String] {
    get { profileFacts?.roleNames ?? [:] }
    set { facts(unless: newValue.isEmpty)?.roleNames = newValue }
  }
  /// The profile's platform forms of role values it names its own way (see `publishedRoleForms`).
  var writtenRoleForms: [String: [PlatformAPI: [RoleForm]]] {
    get { profileFacts?.writtenRoleForms ?? [:] }
    set { facts(unless: newValue.isEmpty)?.writtenRoleForms = newValue }
  }
  /// The profile's trait for a checked state, per platform API (see `publishValue`).
  var checkedTraits: [PlatformAPI: String] {
    get { profileFacts?.checkedTraits ?? [:] }
    set { facts(unless: newValue.isEmpty)?.checkedTraits = newValue }
  }
  /// Attributes written for one platform only (`ios:accessibilityLabel`, `android:text`).
  public internal(set) var platformAttributes: [PlatformAttribute] {
    get { profileFacts?.platformAttributes ?? [] }
    set { facts(unless: newValue.isEmpty)?.platformAttributes = newValue }
  }
  /// Platforms on which it (or an ancestor) is removed or hidden from assistive technologies
  /// by a platform-prefixed attribute (`ios:visibility="collapsed"`): no stop there.
  public internal(set) var hiddenOn: Set<Platform> {
    get { profileFacts?.hiddenOn ?? [] }
    set { facts(unless: newValue.isEmpty)?.hiddenOn = newValue }
  }
  /// Platforms on which a platform-prefixed attribute names it (`android:text`,
  /// `ios:accessibilityLabel`).
  public internal(set) var namedOn: Set<Platform> {
    get { profileFacts?.namedOn ?? [] }
    set { facts(unless: newValue.isEmpty)?.namedOn = newValue }
  }
  /// Set when its only name is a platform-prefixed attribute: it has a name on `namedOn` and
  /// none on the other platforms.
  public internal(set) var isNamedOnlyOnSomePlatforms: Bool {
    get { profileFacts?.isNamedOnlyOnSomePlatforms ?? false }
    set { facts(unless: !newValue)?.isNamedOnlyOnSomePlatforms = newValue }
  }

  /// Whether it has no name on a platform although `name` exists: its only name is written for
  /// other platforms (`android:text` alone has none on iOS).
  public func lacksName(on platform: Platform) -> Bool {
    isNamedOnlyOnSomePlatforms && !namedOn.contains(platform)
  }
  /// Values of the profile's enumerated props that are none of their values (see
  /// `ComponentProfile.enumeratedProps`).
  public internal(set) var invalidEnumeratedValues: [InvalidEnumeratedValue] {
    get { profileFacts?.invalidEnumeratedValues ?? [] }
    set { facts(unless: newValue.isEmpty)?.invalidEnumeratedValues = newValue }
  }
  /// Events the host never fires on this element (NativeScript's `(accessibilityIncrement)` on
  /// a view that is not adjustable).
  public internal(set) var unfiredEvents: [EventBinding] {
    get { profileFacts?.unfiredEvents ?? [] }
    set { facts(unless: newValue.isEmpty)?.unfiredEvents = newValue }
  }

  public var tagName: String { element.name }
  public var nameRange: ByteRange { element.nameRange }

  /// The first occurrence of a prop.
  public func prop(_ prop: AccessibilityProp) -> PropOccurrence? {
    guard writtenProps & prop.bit != 0 else { return nil }
    for occurrence in props where occurrence.prop == prop { return occurrence }
    return nil
  }

  /// The first occurrence of each contract prop (found once when the model is built).
  /// (Inlinable, as the rules read them for every element.)
  @inlinable public var role: PropOccurrence? { occurrence(roleIndex) }
  @inlinable public var label: PropOccurrence? { occurrence(labelIndex) }
  @inlinable public var hint: PropOccurrence? { occurrence(hintIndex) }
  @inlinable public var value: PropOccurrence? { occurrence(valueIndex) }
  @inlinable public var state: PropOccurrence? { occurrence(stateIndex) }
  @inlinable public var accessible: PropOccurrence? { occurrence(accessibleIndex) }

  @inlinable func occurrence(_ index: Int32) -> PropOccurrence? {
    index >= 0 && Int(index) < props.count ? props[Int(index)] : nil
  }

  /// The index in `props` of the first occurrence of a prop, or -1.
  func propIndex(_ prop: AccessibilityProp) -> Int32 {
    props.firstIndex { $0.prop == prop }.map { Int32(truncatingIfNeeded: $0) } ?? -1
  }

  /// Finds the first occurrence of each contract prop, in one pass over `props` (last to first,
  /// so that an earlier occurrence wins): what `propIndex` answers for each.
  func indexContractProps() {
    var k = props.count - 1
    while k >= 0 {
      let index = Int32(truncatingIfNeeded: k)
      switch props[k].prop {
      case .accessibilityRole: roleIndex = index
      case .accessibilityLabel: labelIndex = index
      case .accessibilityHint: hintIndex = index
      case .accessibilityValue: valueIndex = index
      case .accessibilityState: stateIndex = index
      case .accessible: accessibleIndex = index
      default: break
      }
      k -= 1
    }
  }

  /// `accessible` known to be true / false; nil when absent or unknown.
  public var accessibleFlag: Bool? { accessible?.value.boolValue }

  public var isHidden: Bool { hiddenBy != nil }
  /// Part of another element's stop: not a stop of its own on Apple platforms.
  public var isInsideStop: Bool { containingStop != nil }
  /// `accessible="true"`: one stop that swallows its content on purpose.
  public var isGroup: Bool { accessibleFlag == true }

  public func hasEvent(_ category: EventCategory) -> Bool { events.contains { $0.category == category } }
  public func event(named name: String) -> EventBinding? { events.first { $0.name == name } }
  public var hasActivation: Bool { hasEvent(.activation) }

  /// Interactive: an interactive effective role, or an activation event.
  public var isInteractive: Bool { effectiveRole.isInteractive || hasActivation }

  /// The explicit role, when it is a known role of the vocabulary.
  public var explicitRole: Role? {
    guard let role else { return nil }
    if case .string(let s) = role.value { return Role(rawValue: s) }
    return nil
  }

  /// Computed once, when the model is built (see `hasLabel`).
  func computeHasLabel() -> Bool {
    guard let label else { return false }
    if case .string(let s) = label.value { return !UnicodeWhitespace.isBlank(s) }
    return true
  }

  /// The `accessibilityHint` when it is a hint at all: not inside an `accessible="false"`
  /// subtree, and not known to be empty, null or undefined. Computed once.
  @inlinable public var spokenHint: PropOccurrence? { occurrence(spokenHintIndex) }

  func computeSpokenHint() -> PropOccurrence? {
    guard !isHidden, let hint else { return nil }
    let absent = hint.value.possibilities.allSatisfy { value in
      switch value {
      case .null, .undefined: return true
      case .string(let s): return UnicodeWhitespace.isBlank(s)
      default: return false
      }
    }
    return absent ? nil : hint
  }

  /// The value of a state key: nil when there is no state or no such key; `.dynamic` when the
  /// whole state object is unknown.
  public func stateValue(_ key: StateKey) -> AbstractValue? {
    guard let state else { return nil }
    switch state.value {
    case .object(let entries): return entries.first { $0.key == key.rawValue }?.value
    case .dynamic, .alternatives, .concatenation: return .dynamic(.any)
    default: return nil
    }
  }

  /// The object entry of a state key, with its source ranges.
  public func stateEntry(_ key: StateKey) -> ObjectEntry? { state?.value.entry(key.rawValue) }

  /// Whether the state object is known (an object literal) or absent.
  public var stateIsKnown: Bool {
    guard let state else { return true }
    if case .object = state.value { return true }
    return false
  }

  /// Whether the element makes itself a stop, ignoring where it sits.
  func makesItselfAStop(_ roleIsSupported: (Role) -> Bool = { _ in true }) -> Bool {
    if isModalLayer { return false }
    if accessibleFlag == true { return true }
    if hasLabel { return true }
    if let r = explicitRole, r != .none, roleIsSupported(r) { return true }
    return primitive.isStopByItself
  }

  /// A stop on one platform: as `isStop`, but a role the platform cannot express does not make
  /// an element a stop there, and on Android an element inside a stop that is itself
  /// interactive stays focusable (TalkBack reaches inner clickable elements; UIKit and AppKit
  /// never descend into an accessibility element).
  public func isStop(on platform: Platform) -> Bool {
    if isHidden || hiddenOn.contains(platform) { return false }
    if isInsideStop { return platform.api == .android && isInteractive && !isModalLayer }
    // A label written for this platform only (`ios:accessibilityLabel`) makes it a stop there.
    if !isModalLayer, platformAttributes.contains(where: {
      $0.platform == platform && $0.names && $0.name == AccessibilityProp.accessibilityLabel.rawValue
    }) { return true }
    return makesItselfAStop { roleForm($0, on: platform.api).isSupported }
  }
}

/// The accessibility model of one template: every primitive element, in document order.
public struct AccessibilityTree: Sendable {
  public let elements: [AXElement]
  public let syntax: SyntaxTree
  /// The components and vocabulary the model was built with.
  public let profile: ComponentProfile

  /// Facts only some rules read, each worked out the first time one asks: where the exclusive
  /// branches are (`areMutuallyExclusive`), the pairs of complementary `@if`s
  /// (`complementaryIf(of:)`), the groups of structural directives (`DirectiveBranches`), the
  /// detached `<ng-template>` around each node (`templateScope(of:)`). (A generic box per fact
  /// cost 370,000 instructions per process in generic metadata, more than a one-file lint.)
  let lazyFacts = LazyFacts()

  public init(syntax: SyntaxTree, components: [String: String] = [:]) {
    self.init(syntax: syntax, profile: ComponentProfile(components: components))
  }

  public init(syntax: SyntaxTree, profile: ComponentProfile) {
    self.syntax = syntax
    self.profile = profile
    self.elements = ModelBuilder(syntax: syntax, profile: profile).build()
  }

  public subscript(index: Int) -> AXElement { elements[index] }

  /// The control-flow blocks around an element, outermost first (walked out through the syntax
  /// tree from its innermost block).
  public func enclosingBlocks(of index: Int) -> [NodeID] {
    var out: [NodeID] = []
    var current = elements[index].innermostBlock
    while let id = current {
      if syntax[id].block != nil { out.append(id) }
      current = syntax[id].parent
    }
    return out.reversed()
  }

  /// Descendant indices of an element (document order).
  public func descendants(of index: Int) -> Range<Int> { (index + 1)..<elements[index].subtreeEnd }

  /// The primitive children of an element (those whose nearest primitive ancestor it is), in
  /// order: walked by jumping over each child's subtree, with no array per element.
  public func children(of index: Int) -> ChildElements {
    ChildElements(elements: elements, start: index + 1, end: elements[index].subtreeEnd)
  }

  /// The elements at the top level (no primitive ancestor), in order.
  public var topLevel: ChildElements { ChildElements(elements: elements, start: 0, end: elements.count) }

  /// The primitive ancestors of an element, nearest first.
  public func ancestors(of index: Int) -> [Int] {
    var out: [Int] = []
    var current = elements[index].parent
    while let c = current { out.append(c); current = elements[c].parent }
    return out
  }
}

struct ModelBuilder {
  let syntax: SyntaxTree
  let profile: ComponentProfile
  let components: [String: String]
  /// Where the elements' props and events go (one buffer each for the tree).
  let itemStores = ElementItemStores()
  static let contentNodeBudget = 512

  init(syntax: SyntaxTree, profile: ComponentProfile) {
    self.syntax = syntax
    self.profile = profile
    self.components = profile.components
  }

  init(syntax: SyntaxTree, components: [String: String]) {
    self.init(syntax: syntax, profile: ComponentProfile(components: components))
  }

  func build() -> [AXElement] {
    var elements: [AXElement] = []
    /// What an element's or block's descendants inherit, until the node `end` (one past its
    /// subtree), in four-byte indices: one frame per open ancestor.
    struct Frame {
      var end: Int32
      var parent = OptionalIndex()
      var hiddenBy = OptionalIndex()
      var containingStop = OptionalIndex()
      var enclosingModal = OptionalIndex()
      var innermostBlock: NodeID?
      var uncertain = false
    }
    // The arena is in document order with every subtree contiguous, so one pass over it is the
    // preorder walk; the stack holds a frame per open element or block (as deep as the
    // nesting, never as wide as a list of siblings).
    let top = Frame(end: Int32.max)
    var open: [Frame] = []
    let nodes = syntax.nodes
    for nodeIndex in nodes.indices {
      while let last = open.last, Int(last.end) <= nodeIndex { open.removeLast() }
      let frame = open.last ?? top
      let node = NodeID(nodeIndex)
      let subtreeEnd = nodes[nodeIndex].subtreeEnd
      var childFrame = frame
      childFrame.end = subtreeEnd
      switch nodes[nodeIndex].kindTag {
      case .element:
        let element = nodes[nodeIndex].element!
        if var primitive = Primitive.resolve(element.name, components: components) {
          let index = elements.count
          let behaviour = profile.behaviours.isEmpty ? nil : profile.behaviours[element.name]
          if let stop = behaviour?.isStopByItself { primitive.isStopByItself = stop }
          let ax = AXElement(index: index, node: node, element: element, primitive: primitive, itemStores: itemStores)
          // (Only what a profile or mapping gives is written: the defaults make no box.)
          if let behaviour { ax.behaviour = behaviour }
          if !profile.roleForms.isEmpty { ax.roleForms = profile.roleForms }
          if !profile.roleNames.isEmpty { ax.roleNames = profile.roleNames }
          if !profile.writtenRoleForms.isEmpty { ax.writtenRoleForms = profile.writtenRoleForms }
          if !profile.checkedTraits.isEmpty { ax.checkedTraits = profile.checkedTraits }
          ax.parent = frame.parent.value
          ax.hiddenBy = frame.hiddenBy.value
          ax.containingStop = frame.containingStop.value
          ax.enclosingModal = frame.enclosingModal.value
          ax.innermostBlock = frame.innermostBlock
          readAttributes(ax)
          if let p = frame.parent.value, !elements[p].hiddenOn.isEmpty { ax.hiddenOn.formUnion(elements[p].hiddenOn) }
          ax.indexContractProps()
          ax.hasLabel = ax.computeHasLabel()
          ax.isModalLayer = ax.computeIsModalLayer()
          ax.effectiveRole = effectiveRole(ax)
          markUnfiredEvents(ax)
          if ax.hiddenBy == nil, ax.accessibleFlag == false || ax.isRemoved { ax.hiddenBy = index }
          let makesStop = ax.makesItselfAStop()
          ax.isStop = ax.hiddenBy == nil && ax.containingStop == nil && makesStop
          let uncertainAccessible = ax.accessible != nil && ax.accessibleFlag == nil
          let uncertainRole = ax.effectiveRole == .unknown && !makesStop
          ax.stopIsUncertain = frame.uncertain || uncertainAccessible || uncertainRole
          elements.append(ax)
          childFrame.parent.value = index
          childFrame.hiddenBy.value = ax.hiddenBy
          childFrame.uncertain = ax.stopIsUncertain
          if ax.isModalLayer {
            // A modal layer is a container: what is inside it stays separately reachable.
            childFrame.enclosingModal.value = index
            childFrame.containingStop.value = nil
          } else if ax.isStop {
            childFrame.containingStop.value = index
          }
        }
      case .block:
        childFrame.innermostBlock = node
      default:
        continue  // text, comments and the rest have no children
      }
      // Only elements and blocks can hold primitives, and only those with children get a frame.
      if Int(subtreeEnd) > nodeIndex + 1 { open.append(childFrame) }
    }
    let axOfNode = ElementOfNode(elements: elements)
    // Elements are in preorder, so a subtree is contiguous: walked backwards, each element's
    // descendants are done before it, and its end is final when it is passed to its parent.
    for i in elements.indices { elements[i].subtreeEnd = i + 1 }
    for i in elements.indices.reversed() {
      if let p = elements[i].parent, elements[p].subtreeEnd < elements[i].subtreeEnd {
        elements[p].subtreeEnd = elements[i].subtreeEnd
      }
    }
    for i in elements.indices {
      if usesContent(elements[i]) {
        elements[i].content = ownContent(elements[i], elements: elements, axOfNode: axOfNode)
      }
    }
    for i in elements.indices {
      elements[i].name = accessibleName(elements[i], elements: elements)
      elements[i].spokenHintIndex = elements[i].computeSpokenHint() == nil ? -1 : elements[i].hintIndex
    }
    return elements
  }

  // MARK: Attributes

  func readAttributes(_ ax: AXElement) {
    // (Fields are read in place: a loop over the attributes copies each, and most are passed over.)
    let attributes = syntax.attributes
    for i in ax.element.attributeIndices {
      switch attributes[i].kind {
      case .plain, .property, .twoWay:
        let name = attributes[i].name
        if attributes[i].kind == .twoWay {
          ax.append(EventBinding(name: name + "Change", category: .other, attributeIndex: i, in: attributes))
        }
        if let scoped = profile.platformAttribute(name) {
          readPlatformAttribute(ax, i, attributes[i], on: scoped.platform, name: scoped.name)
          continue
        }
        if let prop = AccessibilityProp.named(name) {
          // The model and the rules read a prop's expression: built here if it was deferred.
          // (An attribute built at parse time is read in place, not copied.)
          if attributes[i].hasDeferredExpressions {
            readProp(ax, prop, i, syntax.resolvingExpressions(attributes[i]))
          } else {
            readProp(ax, prop, i, attributes[i])
          }
        } else if name == "placeholder" || ax.behaviour?.placeholder.contains(name) == true {
          ax.placeholder = value(of: attributes[i], prop: nil)
        } else {
          readProfileAttribute(ax, i, attributes[i])
        }
      case .event:
        let name = attributes[i].name
        ax.append(EventBinding(name: name, category: EventCategory(eventName: name), attributeIndex: i, in: attributes))
      default:
        break
      }
    }
    addLabelAlias(ax)
  }

  /// The prop `prop` written by the element's attribute `index` (`attribute`, its expressions built).
  func readProp(_ ax: AXElement, _ prop: AccessibilityProp, _ index: Int, _ attribute: borrowing Attribute) {
    var v = value(of: attribute, prop: prop)
    var mistake = BindingFormMistake.detect(prop: prop, attribute: attribute, value: v)
    if mistake == nil { mistake = profileMistake(prop, attribute) }
    if let mistake, mistake.voids(v) { v = .dynamic(.any) }
    let read = vocabulary(prop, v, attribute)
    ax.append(PropOccurrence(prop: prop, attributeIndex: index, in: syntax.attributes, attribute: attribute, value: read.value,
                             formMistake: mistake, isStringState: read.isStringState, writtenValue: read.written))
  }

  /// The abstract value of an attribute, converted as Angular converts static text for the
  /// prop. Static text with `{{ }}` is evaluated like a template literal, so
  /// `accessibilityValue="{{ on ? 'on' : 'off' }}"` has the same alternatives as the bound form
  /// for every rule.
  func value(of attribute: Attribute, prop: AccessibilityProp?) -> AbstractValue {
    // (An attribute whose expressions are built is read as it is: no copy of it is made.)
    if attribute.hasDeferredExpressions { return value(of: syntax.resolvingExpressions(attribute), prop: prop) }
    if attribute.kind == .plain {
      let text = attribute.staticValue ?? ""
      if prop == .accessible || prop == .accessibilityViewIsModal {
        if text.isEmpty || text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
      }
      guard attribute.hasInterpolation else { return .string(text) }
      var elements: [TemplateElement] = []
      var interpolated = false
      for part in attribute.parts {
        switch part {
        case .literal(let s, _):
          elements.append(.literal(s))
        case .interpolation(let i):
          interpolated = true
          // An interpolation that did not parse is an unknown part.
          elements.append(.expression(i.expression ?? Expr(.identifier("_"), i.expressionRange)))
        case .icu(let m):
          interpolated = true
          elements.append(.expression(Expr(.identifier("_"), m.range)))
        }
      }
      guard interpolated else { return .string(text) }
      return Evaluator.evaluate(template: elements, source: syntax.source)
    }
    guard let expr = attribute.expression else { return .dynamic(.any) }
    return Evaluator.evaluate(expr, source: syntax.source)
  }

  // MARK: Semantics

  func effectiveRole(_ ax: AXElement) -> EffectiveRole {
    guard let role = ax.role else { return ax.primitive.nativeRole }
    if case .string(let s) = role.value, let r = Role(rawValue: s) { return .role(r) }
    return .unknown
  }

  /// The text inside an element, through transparent elements and blocks; a nested primitive
  /// with a label contributes its label, a hidden one nothing.
  func contentText(_ id: NodeID, elements: [AXElement], axOfNode: ElementOfNode) -> ContentText {
    var parts = ContentParts()
    var first: Int?
    var conditional = false
    var budget = Self.contentNodeBudget
    // The arena is in document order with every subtree contiguous: the walk is a cursor that
    // either steps into a node's children (the next node) or jumps over its subtree.
    var cursor = id.index + 1
    let end = syntax.nodes[Int(id.index)].subtreeEnd
    func appendLiteral(_ s: String, _ range: ByteRange, _ parts: inout ContentParts) {
      if first == nil, let offset = firstNonWhitespace(s, range) { first = offset }
      parts.appendLiteral(s)
    }
    while cursor < end {
      let current = NodeID(Int(cursor))
      // (Skipped unless the node's case steps into it below.)
      cursor = syntax.nodes[Int(current.index)].subtreeEnd
      budget -= 1
      if budget < 0 { conditional = true; break }
      // (The kind is read in place, then the one payload needed: `syntax[current]`, or a switch
      // binding the payload, copied the whole node.)
      switch syntax.nodes[Int(current.index)].kindTag {
      case .text:
        let t = syntax.nodes[Int(current.index)].text!
        if let (s, r) = t.onlyLiteral { appendLiteral(s, r, &parts); continue }
        for part in t.parts {
          switch part {
          case .literal(let s, let r): appendLiteral(s, r, &parts)
          case .interpolation(let i):
            if first == nil { first = Int(i.range.start) }
            parts.append(.dynamic(source: sourceText(i.expressionRange)))
          case .icu(let m):
            if first == nil { first = Int(m.range.start) }
            conditional = true
            parts.append(.dynamic(source: syntax.text(m.range)))
          }
        }
        continue
      case .element:
        let e = syntax.nodes[Int(current.index)].element!
        if let index = axOfNode[current] {
          // a nested primitive: hidden ones say nothing; labelled ones say their label
          let nested = elements[index]
          let hidden = nested.accessibleFlag == false || nested.isRemoved
          var labelValue: AbstractValue?
          if let label = nested.label { labelValue = label.formMistake == nil ? label.value : .dynamic(.any) }
          if hidden { continue }
          if labelValue == nil, let text = nameAttribute(of: nested) {
            let inner = attributeText(text)
            if !inner.isEmpty {
              if first == nil { first = inner.firstOffset ?? Int(e.nameRange.start) }
              parts.appendSpace()
              for part in inner.parts {
                if case .literal(let s) = part { parts.appendLiteral(s) } else { parts.append(part) }
              }
              conditional = conditional || inner.isConditional
              parts.appendSpace()
              continue
            }
          }
          if let labelValue {
            parts.appendSpace()
            switch labelValue {
            case .string(let s) where !s.isEmpty:
              if first == nil { first = Int(e.nameRange.start) }
              appendLiteral(s, e.nameRange, &parts)
              parts.appendSpace()
              continue
            case .string: break
            default:
              if first == nil { first = Int(e.nameRange.start) }
              parts.append(.dynamic(source: "label"))
              parts.appendSpace()
              continue
            }
          }
          parts.appendSpace()
          cursor = current.index + 1
          continue
        }
        if let piece = profile.textPieces[e.name] {
          // A piece of text written as an attribute (`<Span text="…">`).
          if let attribute = valueAttribute(e, named: piece) {
            let inner = attributeText(attribute)
            if first == nil, !inner.isEmpty { first = inner.firstOffset ?? Int(e.nameRange.start) }
            parts.append(contentsOf: inner.parts)
            conditional = conditional || inner.isConditional
          }
          continue
        }
        if let unknown = unknownContent(e) {
          // Content decided elsewhere (projected, stamped from a template, or rendered by a
          // component the configuration does not map): unknown, never missing.
          if first == nil { first = Int(e.nameRange.start) }
          parts.appendSpace()
          parts.append(.dynamic(source: unknown))
          parts.appendSpace()
          continue
        }
      case .block:
        conditional = true
      case .comment, .cdata, .doctype, .letDeclaration:
        continue
      }
      cursor = current.index + 1
    }
    return ContentText(parts, firstOffset: first, isConditional: conditional)
  }

  /// What a non-primitive element renders when the linter cannot know it, shown as its tag:
  /// `<ng-content>` (projected content), an element with `ngTemplateOutlet` or an
  /// `<ng-template>` (stamped from a template), a custom component (a name with a hyphen)
  /// that `.linter.yml` does not map. Nil for plain HTML elements and `<ng-container>`, whose
  /// content is read through.
  func nonPrimitiveContent(_ element: Element) -> String? {
    let name = element.name
    if name == "ng-content" || name == "ng-template" { return "<\(name)>" }
    if syntax.attributeIndex(of: element, named: "ngTemplateOutlet") != nil { return "<\(name) ngTemplateOutlet>" }
    if name == "ng-container" { return nil }
    if name.utf8.contains(UInt8(ascii: "-")) { return "<\(name)>" }
    return nil
  }

  func firstNonWhitespace(_ s: String, _ range: ByteRange) -> Int? {
    // The literal may contain decoded references, so walk the source bytes instead.
    let bytes = syntax.source.bytes
    var i = Int(range.start)
    while i < Int(range.end) {
      let b = bytes[i]
      if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C { i += 1; continue }
      if b == 0xC2 && i + 1 < bytes.count && bytes[i + 1] == 0xA0 { i += 2; continue }
      return i
    }
    return nil
  }

  /// Elements whose name may come from what they contain: content-named primitives, groups,
  /// and elements given an interactive, header or text role.
  func usesContent(_ ax: AXElement) -> Bool {
    ax.isStop || ax.primitive.nameSource == .content || ax.accessibleFlag == true || ax.effectiveRole.isInteractive
      || ax.effectiveRole == .role(.header) || ax.effectiveRole == .role(.text) || ax.hasActivation
  }

  func accessibleName(_ ax: AXElement, elements: [AXElement]) -> AccessibleName {
    if let label = ax.label {
      switch label.value {
      case .string(let s):
        let trimmed = collapseWhitespace(s)
        if !trimmed.isEmpty { return .constant(trimmed, .label) }
      default:
        return .dynamic(.label)
      }
    }
    if usesContent(ax) && !ax.content.isEmpty {
      let origin: NameOrigin = ax.accessibleFlag == true && ax.primitive.nameSource != .content ? .group : .content
      if let constant = ax.content.constant { return .constant(constant, origin) }
      return .dynamic(origin)
    }
    if ax.primitive.nameSource == .labelOrPlaceholder, let placeholder = ax.placeholder {
      switch placeholder {
      case .string(let s):
        let trimmed = collapseWhitespace(s)
        if !trimmed.isEmpty { return .constant(trimmed, .placeholder) }
      default:
        return .dynamic(.placeholder)
      }
    }
    if ax.behaviour?.namedByHost == true { return .dynamic(.content) }
    // Named on one platform (`android:text`, `ios:accessibilityLabel`): a name exists there.
    if !ax.namedOn.isEmpty {
      ax.isNamedOnlyOnSomePlatforms = true
      return .dynamic(.label)
    }
    return .none
  }
}

extension String {
  func trimmingCharacters() -> String { collapseWhitespace(self) }
}

extension ModelBuilder {
  /// The source text of `range` with its whitespace collapsed (`trimmingCharacters()`). The
  /// ASCII spaces at its ends (`{{ name }}`) are left out before the text is made, so an
  /// expression with no other run of spaces is made once and not copied again.
  func sourceText(_ range: ByteRange) -> String {
    let bytes = syntax.source.bytes
    var start = max(0, min(Int(range.start), bytes.count))
    var end = max(start, min(Int(range.end), bytes.count))
    // (Every ASCII space is White_Space, which `collapseWhitespace` drops at the ends.)
    while start < end && UnicodeWhitespace.isASCIISpace(bytes[start]) { start += 1 }
    while end > start && UnicodeWhitespace.isASCIISpace(bytes[end - 1]) { end -= 1 }
    return collapseWhitespace(syntax.text(ByteRange(start, end)))
  }
}
