import TemplateSyntax

/// A value kept in a box, for a field most elements leave empty.
final class ValueBox: @unchecked Sendable {
  let value: AbstractValue
  /// Where the value is written (the attribute's value), when known.
  let valueRange: ByteRange?
  init(_ value: AbstractValue, valueRange: ByteRange? = nil) {
    self.value = value
    self.valueRange = valueRange
  }
}

/// The facts of one element, as plain data: what `AXElement` reads. Every element of a tree
/// is one of these in one buffer (`AXElementStorage`), not an object of its own: a tree of
/// elements was as many allocations, and as many releases and deallocations when the file was
/// done, and each element read by a rule was retained and released.
@usableFromInline struct AXFacts {
  // Stored properties are laid out in the order written, so they are declared here by size:
  // the one-byte facts fill the bytes the element leaves, the four-byte indices come together,
  // the primitive keeps only its four bytes of traits (its name is the tag's), and the rare
  // profile facts and placeholder live in the storage's side tables.
  /// The element, as its node holds it (`ElementBits`: not owned, so nothing is retained when
  /// the element is added or released when the facts are freed).
  @usableFromInline let elementBits: ElementBits
  @usableFromInline var effectiveRole: EffectiveRole = .noRole
  @usableFromInline var stopIsUncertain = false
  @usableFromInline var isRemoved = false
  @usableFromInline var isModalLayer = false
  @usableFromInline var hasLabel = false
  @usableFromInline var isStop = false
  /// Whether `profileFacts` holds a behaviour (see `AXElement.hasBehaviour`).
  @usableFromInline var hasBehaviour = false
  @usableFromInline var eventCategories: UInt8 = 0
  @usableFromInline var writtenProps: UInt16 = 0
  /// Which of its first 32 attributes are known props as written (`AXElement.writesProp(attributeAt:)`).
  @usableFromInline var propAttributes: UInt32 = 0
  @usableFromInline let primitiveTraits: Primitive.Traits
  @usableFromInline let node: NodeID
  @usableFromInline var parentSlot = OptionalIndex()
  @usableFromInline var hiddenBySlot = OptionalIndex()
  @usableFromInline var containingStopSlot = OptionalIndex()
  @usableFromInline var enclosingModalSlot = OptionalIndex()
  @usableFromInline var subtreeEndIndex: Int32 = 0
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
  @usableFromInline var innermostBlockIndex: Int32 = -1
  @usableFromInline var propRun = ItemRun()
  @usableFromInline var eventRun = ItemRun()
  /// Where its profile facts and its placeholder are in the storage's side tables (-1: none).
  /// (Indices, not optional references: an element then holds no reference for them, and the
  /// elements' buffer has two fewer releases per element to make when it is freed.)
  var profileFactsSlot = OptionalIndex()
  var placeholderSlot = OptionalIndex()
  @usableFromInline var name: AccessibleName = .none
  @usableFromInline var content = ContentText()

  /// The facts of element `index`, with what it inherits; its subtree ends after it until its
  /// descendants are added. (What it inherits is written here, once: set after, each field was
  /// written twice.)
  @inline(__always) init(index: Int, node: NodeID, element: borrowing Element, primitiveTraits: Primitive.Traits,
                         inherited: InheritedFacts) {
    self.node = node
    self.primitiveTraits = primitiveTraits
    self.elementBits = ElementBits(element)
    self.parentSlot = inherited.parent
    self.hiddenBySlot = inherited.hiddenBy
    self.containingStopSlot = inherited.containingStop
    self.enclosingModalSlot = inherited.enclosingModal
    self.innermostBlockIndex = inherited.innermostBlock
    self.subtreeEndIndex = Int32(truncatingIfNeeded: index &+ 1)  // (an element's index: below the storage's Int capacity)
  }
}

/// What an element inherits from the elements and blocks around it (`parent`, `hiddenBy`,
/// `containingStop`, `enclosingModal`, `innermostBlock`): what the builder's walk hands down,
/// written into the element's facts when it is added.
struct InheritedFacts {
  var parent = OptionalIndex()
  var hiddenBy = OptionalIndex()
  var containingStop = OptionalIndex()
  var enclosingModal = OptionalIndex()
  /// The innermost block's node index, -1 for none.
  var innermostBlock: Int32 = -1
}

/// An element's bits, kept without owning what its name may reference (a boxed name): the
/// tree's nodes own it, and the element storage holds the nodes (`AXElementStorage.nodes`), so
/// it lives as long as the facts. Most names hold no reference at all; an owned copy was still
/// copied and destroyed through the element's value witnesses, about 60 instructions when each
/// element was added and a call for each when the facts were freed. (`StringBits` keeps a
/// string's bits the same way.)
@usableFromInline struct ElementBits {
  @usableFromInline let words: (UInt64, UInt64, UInt64, UInt64, UInt64)
  @usableFromInline let last: UInt32

  /// The bits of `element`, which must be one the storage's nodes hold (or share a name with).
  @inline(__always) init(_ element: borrowing Element) {
    self = unsafeBitCast(element, to: ElementBits.self)
  }

  /// The element (a read in place retains nothing; a copy kept retains as any element does).
  @inlinable var element: Element { unsafeBitCast(self, to: Element.self) }
}

/// The elements of one tree, their facts in one buffer in document order. The buffer is made
/// with room for every element the tree can have (it never moves: an `AXElement` points into
/// it), filled while the model is built, and read-only afterwards. (A buffer of its own, not an
/// array: writing one element's fact while reading another's, as the builder does, is no
/// overlapping access of an array.)
public final class AXElementStorage: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutablePointer<AXFacts>
  @usableFromInline private(set) var count = 0
  private let capacity: Int
  /// The tree's props and events (each element's are its `propRun` and `eventRun` of them),
  /// held here: an element reaches them in one load. (Made here with the room the builder asks
  /// for, so no store of the builder's is set up, grown or released per tree.)
  @usableFromInline let props: ItemStore<PropOccurrence>
  @usableFromInline let events: ItemStore<EventBinding>
  /// The tree's nodes, which own what the elements' bits may reference (`ElementBits`).
  private let nodes: NodeStore
  /// The few elements' profile facts and placeholders (`AXFacts.profileFactsSlot`,
  /// `AXFacts.placeholderSlot`).
  private(set) var profileFactsTable: [ProfileFacts] = []
  private(set) var placeholderTable: [ValueBox] = []

  /// The profile facts at `slot` of the side table. (Out of line: an element's read of a
  /// profile fact then stays a test of its slot, small enough to be inlined where most elements,
  /// which have none, are asked.)
  @inline(never) func profileFacts(at slot: Int32) -> ProfileFacts { profileFactsTable[Int(slot)] }
  /// Adds a box of profile facts; its slot.
  func add(_ profileFacts: ProfileFacts) -> OptionalIndex {
    profileFactsTable.append(profileFacts)
    return OptionalIndex(profileFactsTable.count - 1)
  }
  /// The placeholder box at `slot` of the side table (out of line, as `profileFacts(at:)`).
  @inline(never) func placeholderBox(at slot: Int32) -> ValueBox { placeholderTable[Int(slot)] }
  /// Sets the placeholder box at `slot`, or adds it when `slot` is none; its slot.
  func setPlaceholderBox(_ box: ValueBox, at slot: OptionalIndex) -> OptionalIndex {
    guard let index = slot.value else {
      placeholderTable.append(box)
      return OptionalIndex(placeholderTable.count - 1)
    }
    placeholderTable[index] = box
    return slot
  }

  init(capacity: Int, propCapacity: Int, eventCapacity: Int, nodes: NodeStore, attributes: [Attribute] = []) {
    self.nodes = nodes
    (self.base, self.capacity) = SpareBlocks.take(AXFacts.self, capacity: capacity, for: .facts)
    // (The props the builder reads in place point into `attributes`: their store holds them.)
    self.props = ItemStore(capacity: propCapacity, for: .props, keeping: attributes)
    self.events = ItemStore(capacity: eventCapacity, for: .events)
  }

  deinit {
    base.deinitialize(count: count)
    SpareBlocks.give(base, capacity: capacity, for: .facts)
  }

  /// Adds an element after the others (while the model is built): the builder reads it back as
  /// `elements[index]`. (The element is one of `nodes`': its bits are kept, borrowed from the
  /// node, not a copy. No handle is returned: one made here retained the storage for every
  /// element, where one made from the builder's lent `AXElements` takes no reference.)
  @inline(__always) func append(node: NodeID, element: borrowing Element, primitiveTraits: Primitive.Traits,
                                 inherited: InheritedFacts) {
    precondition(count < capacity, "more elements than the storage was made for")
    (base + count).initialize(to: AXFacts(index: count, node: node, element: element, primitiveTraits: primitiveTraits,
                                          inherited: inherited))
    count &+= 1  // (below `capacity`, checked above: no overflow)
  }
}

/// The elements of a tree, in document order: a collection of `AXElement`s read from the
/// tree's storage (nothing is stored per element but its facts).
public struct AXElements: RandomAccessCollection, Sendable {
  @usableFromInline let storage: AXElementStorage
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }
  @inlinable public subscript(position: Int) -> AXElement {
    precondition(position >= 0 && position < storage.count, "element index out of range")
    return AXElement(storage: storage, facts: storage.base + position)
  }
  /// The element at `position`, an index a walk of the elements made (below `count` by
  /// construction: the builder's, a walk over children): its bounds are asserted, not checked
  /// on every step of the walk.
  @inlinable @inline(__always) func element(madeAt position: Int) -> AXElement {
    assert(position >= 0 && position < storage.count, "element index out of range")
    return AXElement(storage: storage, facts: storage.base + position)
  }
  @inlinable public func index(after i: Int) -> Int { i + 1 }
  @inlinable public func index(before i: Int) -> Int { i - 1 }
  public typealias Indices = Range<Int>
  @inlinable public var indices: Range<Int> { 0..<storage.count }
}

/// What one primitive element will be for a screen reader: computed once per file and shared
/// by every rule and by the platform preview. A handle: the tree's storage (kept alive by it)
/// and where the element's facts are in it. The facts are written only while `ModelBuilder`
/// builds the tree, and read-only afterwards.
public struct AXElement: @unchecked Sendable {
  @usableFromInline let storage: AXElementStorage
  /// The element's facts in the storage (a pointer, not an index: a read is one load).
  @usableFromInline let facts: UnsafeMutablePointer<AXFacts>

  @inlinable init(storage: AXElementStorage, facts: UnsafeMutablePointer<AXFacts>) {
    self.storage = storage
    self.facts = facts
  }

  public var index: Int { facts - storage.base }
  @inlinable public var element: Element { facts.pointee.elementBits.element }
  /// Where its attributes are in `SyntaxTree.attributes` (read in place: `element` is a copy).
  var attributeIndices: Range<Int> { facts.pointee.elementBits.element.attributeIndices }
  public internal(set) var effectiveRole: EffectiveRole {
    @inlinable get { facts.pointee.effectiveRole }
    nonmutating set { facts.pointee.effectiveRole = newValue }
  }
  /// Whether the element's own stop status, or its place inside a stop, depends on a value the
  /// linter cannot know: a bound `accessible`, or a bound role on an element that is not a stop
  /// otherwise, here or on an ancestor. Rules about stops stay silent on it.
  public internal(set) var stopIsUncertain: Bool {
    @inlinable get { facts.pointee.stopIsUncertain }
    nonmutating set { facts.pointee.stopIsUncertain = newValue }
  }
  /// Removed from the screen for everyone by a `hidden-when` value (`visibility="collapsed"`):
  /// hidden from assistive technologies too, but not hidden from them alone.
  public internal(set) var isRemoved: Bool {
    @inlinable get { facts.pointee.isRemoved }
    nonmutating set { facts.pointee.isRemoved = newValue }
  }
  @inlinable var primitiveTraits: Primitive.Traits { facts.pointee.primitiveTraits }
  @inlinable public var node: NodeID { facts.pointee.node }
  /// The innermost control-flow block around it (`AccessibilityTree.enclosingBlocks(of:)` walks
  /// out from it). One index, not the list: 40,000 nested blocks must not cost 40,000² entries.
  public internal(set) var innermostBlock: NodeID? {
    get { facts.pointee.innermostBlockIndex < 0 ? nil : NodeID(Int(facts.pointee.innermostBlockIndex)) }
    nonmutating set { facts.pointee.innermostBlockIndex = newValue?.index ?? -1 }
  }
  /// Every accessibility prop written, in source order (a prop may appear twice).
  @inlinable public var props: ElementItems<PropOccurrence> {
    ElementItems(store: storage.props, run: facts.pointee.propRun)
  }
  /// Every occurrence of `prop`, in source order (the others are not read out).
  @inlinable public func occurrences(of prop: AccessibilityProp) -> PropOccurrences {
    PropOccurrences(props: props, prop: prop)
  }
  /// Every event bound, in source order.
  @inlinable public var events: ElementItems<EventBinding> {
    ElementItems(store: storage.events, run: facts.pointee.eventRun)
  }

  /// Adds a prop after the others (while the model is built). (Taken, not borrowed, down to
  /// the store: the new prop is moved in, with no retain for the store and release for the
  /// caller.)
  /// The first occurrence of a contract prop is indexed here, as it is added (its bit not yet
  /// in `writtenProps`): a pass over the element's props afterwards read every prop again.
  /// (Inlined into the builder: a call of its own for each of the tree's props.)
  @inline(__always) func append(_ prop: consuming PropOccurrence) {
    let which = prop.prop
    if facts.pointee.writtenProps & which.bit == 0 { indexFirstOccurrence(of: which, at: facts.pointee.propRun.count) }
    facts.pointee.writtenProps |= which.bit
    facts.pointee.propRun.append(prop, to: storage.props)
  }
  /// Adds an event after the others (while the model is built), taken as a prop is.
  func append(_ event: consuming EventBinding) {
    facts.pointee.eventCategories |= Self.bit(event.category)
    facts.pointee.eventRun.append(event, to: storage.events)
  }
  /// The value of its `placeholder` (or the profile's placeholder attribute), if written.
  public internal(set) var placeholder: AbstractValue? {
    get { placeholderBox?.value }
    nonmutating set {
      guard let newValue else { facts.pointee.placeholderSlot = OptionalIndex(); return }
      setPlaceholderBox(ValueBox(newValue))
    }
  }
  private var placeholderBox: ValueBox? {
    let slot = facts.pointee.placeholderSlot.stored
    return slot < 0 ? nil : storage.placeholderBox(at: slot)
  }
  private func setPlaceholderBox(_ box: ValueBox) {
    facts.pointee.placeholderSlot = storage.setPlaceholderBox(box, at: facts.pointee.placeholderSlot)
  }
  /// Where its placeholder's value is written (what `an-lint tree` shows of a bound one, and
  /// where a finding about the name it gives points).
  public var placeholderValueRange: ByteRange? { placeholderBox?.valueRange }
  /// Sets the placeholder with where its value is written (while the model is built).
  func setPlaceholder(_ value: AbstractValue, valueRange: ByteRange?) {
    setPlaceholderBox(ValueBox(value, valueRange: valueRange))
  }
  public internal(set) var name: AccessibleName {
    @inlinable get { facts.pointee.name }
    nonmutating set { facts.pointee.name = newValue }
  }
  /// Sets `name`, once, while the model is built: written in place over the `.none` the facts
  /// start with, which holds nothing to release (an assignment released it first, a call per
  /// element for nothing).
  func setFirstName(_ name: AccessibleName) {
    assert(facts.pointee.name == .none, "the name is set once")
    withUnsafeMutablePointer(to: &facts.pointee.name) { $0.initialize(to: name) }
  }
  /// Sets `content`, once, while the model is built, in place over the empty content the facts
  /// start with (as `setFirstName` sets the name).
  func setFirstContent(_ content: ContentText) {
    assert(facts.pointee.content == ContentText(), "the content is set once")
    withUnsafeMutablePointer(to: &facts.pointee.content) { $0.initialize(to: content) }
  }
  /// A modal layer: computed once (see `computeIsModalLayer`).
  public internal(set) var isModalLayer: Bool {
    @inlinable get { facts.pointee.isModalLayer }
    nonmutating set { facts.pointee.isModalLayer = newValue }
  }
  /// A label that names the element: present and not known to be empty (an empty label is
  /// removed by the host, not written).
  public internal(set) var hasLabel: Bool {
    @inlinable get { facts.pointee.hasLabel }
    nonmutating set { facts.pointee.hasLabel = newValue }
  }
  /// A VoiceOver/TalkBack stop: not hidden, not part of another stop, not a modal layer, and
  /// grouped, named, given a role, or a primitive that is an element by itself. Computed once,
  /// when the model is built.
  public internal(set) var isStop: Bool {
    @inlinable get { facts.pointee.isStop }
    nonmutating set { facts.pointee.isStop = newValue }
  }
  /// The props the element writes, one bit each (`AccessibilityProp.bit`): `prop(_:)` answers
  /// for a prop it does not have without reading its props (most elements have one or none).
  @inlinable public var writtenProps: UInt16 { facts.pointee.writtenProps }
  /// Whether its attribute `index` (in `SyntaxTree.attributes`), a plain, property or two-way
  /// binding, was read as the prop its name is (`AccessibilityProp.named`), as the model found
  /// it. `false` says only that the model did not record it: a prop after a platform prefix or
  /// past the element's first 32 attributes is not recorded. (A rule that asks of each attribute
  /// whether it is a known prop reads the answer here, not by looking the name up again.)
  @inlinable public func writesProp(attributeAt index: Int) -> Bool {
    let offset = index &- facts.pointee.elementBits.element.attributeIndices.lowerBound
    return offset >= 0 && offset < 32 && facts.pointee.propAttributes & (1 << UInt32(offset)) != 0
  }
  /// Records that its attribute `index` is read as a prop (see `writesProp(attributeAt:)`).
  func recordPropAttribute(at index: Int) {
    let offset = index &- facts.pointee.elementBits.element.attributeIndices.lowerBound
    if offset >= 0 && offset < 32 { facts.pointee.propAttributes |= 1 << UInt32(offset) }
  }
  /// The categories of the events it binds, one bit each (`bit(_:)`): `hasEvent(_:)`, asked by
  /// `isInteractive` of nearly every element a rule looks at, reads no event.
  @inlinable var eventCategories: UInt8 { facts.pointee.eventCategories }
  /// The text it contains, read as a screen reader combines it: worked out for an element
  /// whose name may come from it (`ModelBuilder.usesContent`), empty for one its label names.
  public internal(set) var content: ContentText {
    @inlinable get { facts.pointee.content }
    nonmutating set { facts.pointee.content = newValue }
  }

  /// The primitive it is (its name is the element's tag; only the rest is stored).
  @inlinable public var primitive: Primitive { Primitive(name: element.name, primitiveTraits) }
  /// The primitive's native role (`primitive.nativeRole`), read from its stored traits: no
  /// `Primitive` is made, with a copy of the name, to read it.
  @inlinable public var nativeRole: EffectiveRole { primitiveTraits.nativeRole }

  // Element indices are kept as `Int32` with -1 for none (an `Int?` takes 16 bytes), and what
  // only profiles, mapped components and platform-prefixed attributes give lives in one
  // optional box (`ProfileFacts`): a plain element is about half the size it was.

  /// The nearest primitive ancestor (transparent elements and blocks skipped).
  public internal(set) var parent: Int? {
    @inlinable get { facts.pointee.parentSlot.value }
    nonmutating set { facts.pointee.parentSlot.value = newValue }
  }
  /// Elements `index+1 ..< subtreeEnd` are this element's descendants.
  public internal(set) var subtreeEnd: Int {
    @inlinable get { Int(facts.pointee.subtreeEndIndex) }
    nonmutating set { facts.pointee.subtreeEndIndex = Int32(truncatingIfNeeded: newValue) }
  }

  /// The index of the `accessible="false"` element (this one or an ancestor) that hides it.
  public internal(set) var hiddenBy: Int? {
    @inlinable get { facts.pointee.hiddenBySlot.value }
    nonmutating set { facts.pointee.hiddenBySlot.value = newValue }
  }
  /// The stop this element is part of ("a stop is a leaf"): the ancestor that is
  /// a screen-reader stop, whose name and action stand for everything inside it. Nil when no
  /// ancestor is a stop. Modal layers are containers, never stops.
  public internal(set) var containingStop: Int? {
    @inlinable get { facts.pointee.containingStopSlot.value }
    nonmutating set { facts.pointee.containingStopSlot.value = newValue }
  }
  /// The nearest proper ancestor that is a modal layer (`an-modal`, `an-sheet`, `an-dialog`,
  /// `accessibilityViewIsModal`).
  public internal(set) var enclosingModal: Int? {
    @inlinable get { facts.pointee.enclosingModalSlot.value }
    nonmutating set { facts.pointee.enclosingModalSlot.value = newValue }
  }

  /// The box of profile facts, made on the first write that is not a default value.
  private func facts(unless isDefault: Bool) -> ProfileFacts? {
    if let profileFacts { return profileFacts }
    if isDefault { return nil }
    let made = ProfileFacts()
    facts.pointee.profileFactsSlot = storage.add(made)
    return made
  }
  private var profileFacts: ProfileFacts? {
    let slot = facts.pointee.profileFactsSlot.stored
    return slot < 0 ? nil : storage.profileFacts(at: slot)
  }
  /// Whether it has a box of profile facts (without one, every fact of it is its default).
  var hasProfileFacts: Bool { facts.pointee.profileFactsSlot.stored >= 0 }

  /// Its behaviour as a mapped component (`components:` or the profile), if any.
  public internal(set) var behaviour: ComponentBehaviour? {
    get { profileFacts?.behaviour }
    nonmutating set {
      facts(unless: newValue == nil)?.behaviour = newValue
      facts.pointee.hasBehaviour = newValue != nil
    }
  }
  /// Whether it has a behaviour, read from a flag: asking `behaviour` makes an optional
  /// behaviour and destroys it, which costs as much for the many elements that have none.
  var hasBehaviour: Bool { facts.pointee.hasBehaviour }
  /// The profile's own platform forms of roles (see `roleForm(_:on:)`).
  var roleForms: [Role: [PlatformAPI: RoleForm]] {
    get { profileFacts?.roleForms ?? [:] }
    nonmutating set { facts(unless: newValue.isEmpty)?.roleForms = newValue }
  }
  /// The profile's own names of roles (see `roleName(_:)`).
  var roleNames: [Role: String] {
    get { profileFacts?.roleNames ?? [:] }
    nonmutating set { facts(unless: newValue.isEmpty)?.roleNames = newValue }
  }
  /// The profile's platform forms of role values it names its own way (see `publishedRoleForms`).
  var writtenRoleForms: [String: [PlatformAPI: [RoleForm]]] {
    get { profileFacts?.writtenRoleForms ?? [:] }
    nonmutating set { facts(unless: newValue.isEmpty)?.writtenRoleForms = newValue }
  }
  /// The profile's trait for a checked state, per platform API (see `publishValue`).
  var checkedTraits: [PlatformAPI: String] {
    get { profileFacts?.checkedTraits ?? [:] }
    nonmutating set { facts(unless: newValue.isEmpty)?.checkedTraits = newValue }
  }
  /// Attributes written for one platform only (`ios:accessibilityLabel`, `android:text`).
  public internal(set) var platformAttributes: [PlatformAttribute] {
    get { profileFacts?.platformAttributes ?? [] }
    nonmutating set { facts(unless: newValue.isEmpty)?.platformAttributes = newValue }
  }
  /// Whether `removedOn` has a platform: read without making the set (most elements have no
  /// platform facts at all).
  public var isRemovedOnSomePlatform: Bool {
    guard let facts = profileFacts else { return false }
    return !facts.removedOn.isEmpty
  }
  /// Platforms on which it (or an ancestor) is removed by a platform-prefixed attribute
  /// (`ios:visibility="collapsed"`): not on screen there, no stop, nothing to tap.
  public internal(set) var removedOn: Set<Platform> {
    get { profileFacts?.removedOn ?? [] }
    nonmutating set { facts(unless: newValue.isEmpty)?.removedOn = newValue }
  }
  /// Whether `hiddenOn` has a platform: read without copying the set out (most elements have no
  /// platform facts at all).
  public var isHiddenOnSomePlatform: Bool {
    guard let facts = profileFacts else { return false }
    return !facts.hiddenOn.isEmpty
  }
  /// Platforms on which it (or an ancestor) is hidden from assistive technologies by a
  /// platform-prefixed attribute (`ios:accessibilityHidden="true"`, `android:accessible="false"`):
  /// no stop there, though still on screen (see `PlatformAttribute.hides`).
  public internal(set) var hiddenOn: Set<Platform> {
    get { profileFacts?.hiddenOn ?? [] }
    nonmutating set { facts(unless: newValue.isEmpty)?.hiddenOn = newValue }
  }
  /// Platforms on which a platform-prefixed attribute names it (`android:text`,
  /// `ios:accessibilityLabel`).
  public internal(set) var namedOn: Set<Platform> {
    get { profileFacts?.namedOn ?? [] }
    nonmutating set { facts(unless: newValue.isEmpty)?.namedOn = newValue }
  }
  /// Set when its only name is a platform-prefixed attribute: it has a name on `namedOn` and
  /// none on the other platforms.
  public internal(set) var isNamedOnlyOnSomePlatforms: Bool {
    get { profileFacts?.isNamedOnlyOnSomePlatforms ?? false }
    nonmutating set { facts(unless: !newValue)?.isNamedOnlyOnSomePlatforms = newValue }
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
    nonmutating set { facts(unless: newValue.isEmpty)?.invalidEnumeratedValues = newValue }
  }
  /// Events the host never fires on this element (NativeScript's `(accessibilityIncrement)` on
  /// a view that is not adjustable).
  public internal(set) var unfiredEvents: [EventBinding] {
    get { profileFacts?.unfiredEvents ?? [] }
    nonmutating set { facts(unless: newValue.isEmpty)?.unfiredEvents = newValue }
  }

  public var tagName: String { element.name }
  public var nameRange: ByteRange { element.nameRange }

  /// The first occurrence of a prop.
  public func prop(_ prop: AccessibilityProp) -> PropOccurrence? {
    guard writtenProps & prop.bit != 0 else { return nil }
    var occurrences = occurrences(of: prop)
    return occurrences.next()
  }

  /// The first occurrence of each contract prop (found once when the model is built).
  /// (Inlinable, as the rules read them for every element.)
  @inlinable public var role: PropOccurrence? { occurrence(facts.pointee.roleIndex) }
  @inlinable public var label: PropOccurrence? { occurrence(facts.pointee.labelIndex) }
  @inlinable public var hint: PropOccurrence? { occurrence(facts.pointee.hintIndex) }
  @inlinable public var value: PropOccurrence? { occurrence(facts.pointee.valueIndex) }
  @inlinable public var state: PropOccurrence? { occurrence(facts.pointee.stateIndex) }
  @inlinable public var accessible: PropOccurrence? { occurrence(facts.pointee.accessibleIndex) }

  @inlinable func occurrence(_ index: Int32) -> PropOccurrence? {
    // (Read from the store's buffer, as `lentLabel` is: through `props` the store was retained
    // and released, and the index checked again, around each read. `holdsOccurrence` says the
    // index is one of the element's props, and they are the store's.)
    guard holdsOccurrence(index) else { return nil }
    return storage.props.base[storeIndex(ofProp: index)]
  }

  /// Where the element's prop `index` is in the prop store (the element's run starts there).
  @inlinable func storeIndex(ofProp index: Int32) -> Int { Int(facts.pointee.propRun.start) &+ Int(index) }

  /// Whether `index` (a contract prop's, -1 when absent) is one of the element's props.
  @inlinable func holdsOccurrence(_ index: Int32) -> Bool { index >= 0 && index < facts.pointee.propRun.count }

  /// Whether `label` is not nil.
  var hasLabelProp: Bool { holdsOccurrence(facts.pointee.labelIndex) }
  /// The label prop, lent where it is stored: no reference is taken, as `label` takes one to
  /// return it (the builder reads every labelled element's twice). Only when `hasLabelProp`.
  var lentLabel: PropOccurrence {
    // (Read from the store's buffer: through `props`, or the store's subscript, the store was
    // retained and released around the read. The index is in the store: `hasLabelProp` says
    // the label is one of the element's props, and they are the store's.)
    _read {
      let k = storeIndex(ofProp: facts.pointee.labelIndex)
      assert(k >= 0 && k < storage.props.count, "the label is one of the element's props")
      yield storage.props.base[k]
    }
  }

  /// Where the label prop is in the prop store, for a function that takes it `inout` (see
  /// `ModelBuilder.nameFromLabel`). Only when `hasLabelProp`.
  var labelSlot: UnsafeMutablePointer<PropOccurrence> { slot(ofProp: facts.pointee.labelIndex) }

  /// Where the element's prop `index` is in the prop store. Only when `holdsOccurrence(index)`.
  func slot(ofProp index: Int32) -> UnsafeMutablePointer<PropOccurrence> {
    let k = storeIndex(ofProp: index)
    assert(k >= 0 && k < storage.props.count, "the prop is one of the element's props")
    return storage.props.base + k
  }

  /// Where the first occurrence of each contract prop is in `props` (-1: absent).
  var roleIndex: Int32 { facts.pointee.roleIndex }
  var labelIndex: Int32 { facts.pointee.labelIndex }
  var hintIndex: Int32 { facts.pointee.hintIndex }
  var valueIndex: Int32 { facts.pointee.valueIndex }
  var stateIndex: Int32 { facts.pointee.stateIndex }
  var accessibleIndex: Int32 { facts.pointee.accessibleIndex }

  /// The index in `props` of the first occurrence of a prop, or -1.
  func propIndex(_ prop: AccessibilityProp) -> Int32 {
    props.firstIndex { $0.prop == prop }.map { Int32(truncatingIfNeeded: $0) } ?? -1
  }

  /// Records where the first occurrence of a contract prop is in `props` (what `propIndex`
  /// answers for it).
  @inline(__always) private func indexFirstOccurrence(of prop: AccessibilityProp, at k: Int32) {
    switch prop {
    case .accessibilityRole: facts.pointee.roleIndex = k
    case .accessibilityLabel: facts.pointee.labelIndex = k
    case .accessibilityHint: facts.pointee.hintIndex = k
    case .accessibilityValue: facts.pointee.valueIndex = k
    case .accessibilityState: facts.pointee.stateIndex = k
    case .accessible: facts.pointee.accessibleIndex = k
    default: break
    }
  }

  /// Sets `spokenHint` from `hintSaysSomething()` (once, when the model is built).
  func indexSpokenHint() {
    // (Most elements have no hint: nothing to read, and -1 stays.)
    guard facts.pointee.hintIndex >= 0 else { return }
    facts.pointee.spokenHintIndex = hintSaysSomething() ? facts.pointee.hintIndex : -1
  }

  /// `accessible` known to be true / false; nil when absent or unknown.
  /// (Inlinable, the absent case first: most elements write no `accessible`, and the builder and
  /// the rules ask every element.)
  @inlinable public var accessibleFlag: Bool? {
    guard facts.pointee.accessibleIndex >= 0 else { return nil }
    return writtenAccessibleFlag
  }
  /// (Read where the prop store keeps the prop: `accessible` took a reference to it, and its
  /// value was copied out.)
  @usableFromInline var writtenAccessibleFlag: Bool? {
    guard holdsOccurrence(facts.pointee.accessibleIndex) else { return nil }
    return slot(ofProp: facts.pointee.accessibleIndex).pointee.withValue { value in
      if case .bool(let flag) = value { return flag }
      return nil
    }
  }

  public var isHidden: Bool { hiddenBy != nil }
  /// Part of another element's stop: not a stop of its own on Apple platforms.
  public var isInsideStop: Bool { containingStop != nil }
  /// `accessible="true"`: one stop that swallows its content on purpose.
  public var isGroup: Bool { accessibleFlag == true }

  public func hasEvent(_ category: EventCategory) -> Bool { eventCategories & Self.bit(category) != 0 }

  private static func bit(_ category: EventCategory) -> UInt8 {
    switch category {
    case .activation: return 1
    case .gesture: return 2
    case .accessibility: return 4
    case .other: return 8
    }
  }
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

  /// The `accessibilityHint` when it is a hint at all: not inside an `accessible="false"`
  /// subtree, and not known to be empty, null or undefined. Computed once.
  @inlinable public var spokenHint: PropOccurrence? { occurrence(facts.pointee.spokenHintIndex) }

  /// Whether the element's hint is spoken (`spokenHint`): it is not hidden, and its hint says
  /// something. (The hint is read where the store keeps it, as the label is: `hint` took a
  /// reference to return it.)
  func hintSaysSomething() -> Bool {
    guard !isHidden, holdsOccurrence(facts.pointee.hintIndex) else { return false }
    // (Each possibility read as the value holds it: no `possibilities` is made for a hint that
    // is one value, as most are.)
    let absent = slot(ofProp: facts.pointee.hintIndex).pointee.withValue { value in
      if case .alternatives(let values) = value { return values.allSatisfy(Self.saysNothing) }
      return Self.saysNothing(value)
    }
    return !absent
  }

  /// Whether a hint's value says nothing: null, undefined, or blank text.
  private static func saysNothing(_ value: borrowing AbstractValue) -> Bool {
    switch value {
    case .null, .undefined: return true
    case .string(let s): return UnicodeWhitespace.isBlank(s)
    default: return false
    }
  }

  /// The value of a state key: nil when there is no state, no such key, or the key is bound to
  /// `null` or `undefined`; `.dynamic` when the whole state object is unknown.
  public func stateValue(_ key: StateKey) -> AbstractValue? {
    guard let state else { return nil }
    switch state.value {
    case .object(let entries):
      guard let value = entries.first(where: { $0.key == key.rawValue })?.value, !value.isNullish else { return nil }
      return value
    case .dynamic, .alternatives, .concatenation: return .dynamic(.any)
    default: return nil
    }
  }

  /// The object entry of a state key, with its source ranges. An entry bound to `null` or
  /// `undefined` (`{ checked: undefined }`) is no entry: the host leaves that state unset.
  public func stateEntry(_ key: StateKey) -> ObjectEntry? {
    guard let entry = state?.value.entry(key.rawValue), !entry.value.isNullish else { return nil }
    return entry
  }

  /// Whether the element offers custom actions to screen readers: `[accessibilityActions]` or
  /// `(accessibilityAction)`.
  public var offersCustomActions: Bool {
    prop(.accessibilityActions) != nil || event(named: "accessibilityAction") != nil
  }

  /// Whether the state object is known (an object literal), absent, or bound to `null` or
  /// `undefined` (no state at all).
  public var stateIsKnown: Bool {
    guard let state else { return true }
    switch state.value {
    case .object, .null, .undefined: return true
    default: return false
    }
  }

  /// Whether the element makes itself a stop, ignoring where it sits.
  /// (Inlined: a few fields, asked of every element while the model is built.)
  @inline(__always) func makesItselfAStop(_ roleIsSupported: (Role) -> Bool = { _ in true }) -> Bool {
    if isModalLayer { return false }
    if accessibleFlag == true { return true }
    if hasLabel { return true }
    // (Most elements write no role: the call is made only for one that does.)
    if facts.pointee.roleIndex >= 0, let r = explicitRole, r != .none, roleIsSupported(r) { return true }
    return primitive.isStopByItself
  }

  /// A stop on one platform: as `isStop`, but a role the platform cannot express does not make
  /// an element a stop there, and on Android an element inside a stop that is itself
  /// interactive stays focusable (TalkBack reaches inner clickable elements; UIKit and AppKit
  /// never descend into an accessibility element).
  public func isStop(on platform: Platform) -> Bool { isStop(on: platform, insideAStop: isInsideStop) }

  /// `isStop(on:)`, told whether an ancestor is a stop on that platform: one whose role the
  /// platform drops may be no stop there, and what it holds is then read on its own
  /// (`PublishedTree`).
  public func isStop(on platform: Platform, insideAStop: Bool) -> Bool {
    if isHidden || hiddenOn.contains(platform) || removedOn.contains(platform) { return false }
    if insideAStop { return platform.api == .android && isInteractive && !isModalLayer }
    // A label written for this platform only (`ios:accessibilityLabel`) makes it a stop there.
    if !isModalLayer, platformAttributes.contains(where: {
      $0.platform == platform && $0.names && $0.name == AccessibilityProp.accessibilityLabel.rawValue
    }) { return true }
    return makesItselfAStop { roleForm($0, on: platform.api).isSupported }
  }
}
