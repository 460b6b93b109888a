/// The parsed template: a flat arena of nodes (no recursion, so any nesting depth is safe to
/// build, walk and release), the top-level nodes, and the syntax diagnostics.
public struct SyntaxTree: Sendable {
  public let source: SourceFile
  public internal(set) var nodes: NodeStore {
    didSet { countedElements = -1 }
  }
  public internal(set) var roots: [NodeID]
  public internal(set) var diagnostics: [SyntaxDiagnostic]
  /// Every comment node, in document order (suppression directives live in comments).
  public internal(set) var comments: [NodeID]
  /// Every element's attributes, in document order: an element's are
  /// `attributes[element.attributeIndices]` (one array for the template, not one per element).
  public internal(set) var attributes: [Attribute]
  /// The number of element nodes, as the parser counted them while it built the tree; -1 when
  /// not counted (a tree made from nodes, or whose nodes were set afterwards).
  private var countedElements: Int

  /// The number of element nodes. (The parser's count: a pass over every node's kind, as the
  /// model sized its storage, cost about 0.16 instructions per template byte.)
  public var elementCount: Int {
    if countedElements >= 0 { return countedElements }
    return nodes.withUnsafeBufferPointer { nodes in
      var count = 0
      for node in nodes where node.kindTag == .element { count &+= 1 }
      return count
    }
  }

  public init(source: SourceFile, nodes: [Node] = [], roots: [NodeID] = [], diagnostics: [SyntaxDiagnostic] = [],
              comments: [NodeID] = [], attributes: [Attribute] = []) {
    self.init(source: source, nodeStore: NodeStore(nodes), roots: roots, diagnostics: diagnostics, comments: comments,
              attributes: attributes, elementCount: -1)
  }

  /// The parser's: the nodes in their store, and how many are elements (-1: not counted).
  init(source: SourceFile, nodeStore: NodeStore, roots: [NodeID], diagnostics: [SyntaxDiagnostic], comments: [NodeID],
       attributes: [Attribute], elementCount: Int) {
    self.source = source
    countedElements = elementCount
    self.nodes = nodeStore
    self.roots = roots
    self.diagnostics = diagnostics
    self.comments = comments
    self.attributes = attributes
  }

  /// An element's attributes, in the order written (indices are those of `attributes`).
  public func attributes(of element: Element) -> ArraySlice<Attribute> { attributes[element.attributeIndices] }

  /// The first attribute of `element` whose (normalized) name is `name` and whose kind is one
  /// of `kinds`.
  public func attribute(of element: Element, named name: String, kinds: Set<AttributeKind>? = nil) -> Attribute? {
    attributeIndex(of: element, named: name) { kinds == nil || kinds!.contains($0) }.map { attributes[$0] }
  }

  /// The index in `attributes` of the first attribute of `element` named `name` whose kind
  /// `isWanted`. (The attributes are read in place: a search through `first(where:)` copies
  /// each one it looks at.)
  public func attributeIndex(of element: Element, named name: String,
                             kind isWanted: (AttributeKind) -> Bool = { _ in true }) -> Int? {
    for k in element.attributeIndices where attributes[k].name == name && isWanted(attributes[k].kind) { return k }
    return nil
  }

  /// Whether `element` has an attribute whose kind `isWanted` (read in place, not copied).
  @inlinable public func hasAttribute(of element: Element, kind isWanted: (AttributeKind) -> Bool) -> Bool {
    for k in element.attributeIndices where isWanted(attributes[k].kind) { return true }
    return false
  }

  /// The node `id` (lent, not copied: `tree[id].parent` reads one field of it in place).
  public subscript(id: NodeID) -> Node {
    _read { yield nodes[Int(id.index)] }
  }

  /// What `body` tells of comment node `id` (lent in place), or nil for another kind of node.
  /// (`tree[id].comment` copies the node's whole `NodeKind` and frees it again.)
  @inlinable public func withComment<Result>(_ id: NodeID, _ body: (borrowing Comment) -> Result) -> Result? {
    switch nodes[Int(id.index)].kind {
    case .comment(let comment): return body(comment)
    default: return nil
    }
  }

  /// Every node in document order (pre-order): the arena's own order.
  public func preorder() -> [NodeID] {
    (0..<nodes.count).map { NodeID($0) }
  }

  /// The children of a node, in order.
  public func children(of id: NodeID) -> ChildNodes {
    let node = nodes[Int(id.index)]
    return ChildNodes(nodes: nodes, start: id.index + 1, end: node.subtreeEnd)
  }

  /// The source text of a range.
  public func text(_ range: ByteRange) -> String { source.text(range) }
}

public struct NodeID: Hashable, Sendable, Comparable {
  public let index: Int32
  public init(_ index: Int) { self.index = Int32(index) }
  init(index: Int32) { self.index = index }
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}

/// A node of the arena. The arena is in document order and every subtree is contiguous: a
/// node's first child comes right after it, each next sibling right after the previous
/// sibling's subtree, and the subtree ends at `subtreeEnd`. No node owns an array of children.
///
/// A node is 64 bytes: the parent is an index (-1 for none) rather than an optional, and the
/// rare large payload (a block) lives in its tree's table (`Block`), so elements and text set the size.
public struct Node: Sendable {
  public var range: ByteRange
  /// The parent's index, or -1 at the top level.
  var parentIndex: Int32
  /// One past the last node of this node's subtree (the node itself included).
  public internal(set) var subtreeEnd: Int32
  public var kind: NodeKind

  public init(range: ByteRange, parent: NodeID?, kind: NodeKind) {
    self.range = range
    self.parentIndex = parent?.index ?? -1
    self.subtreeEnd = 0
    self.kind = kind
  }

  public var parent: NodeID? {
    get { parentIndex < 0 ? nil : NodeID(Int(parentIndex)) }
    set { parentIndex = newValue?.index ?? -1 }
  }

  public var element: Element? { if case .element(let e) = kind { return e }; return nil }
  public var text: TextNode? { if case .text(let t) = kind { return t }; return nil }
  public var comment: Comment? { if case .comment(let c) = kind { return c }; return nil }
  public var block: Block? { if case .block(let b) = kind { return b }; return nil }

  /// The node's kind without its payload. (A loop that switches on `nodes[i].kind`, binds the
  /// payload and then calls something copied the whole node; one that switches on this and
  /// then reads the one payload it needs copies only that.)
  @inlinable public var kindTag: NodeKindTag {
    switch kind {
    case .element: return .element
    case .text: return .text
    case .comment: return .comment
    case .block: return .block
    case .letDeclaration: return .letDeclaration
    case .cdata: return .cdata
    case .doctype: return .doctype
    }
  }
}

/// The cases of `NodeKind`, without their payloads (`Node.kindTag`).
public enum NodeKindTag: Sendable {
  case element, text, comment, block, letDeclaration, cdata, doctype
}

/// The children of one node, walked by jumping over each child's subtree (no array is built).
public struct ChildNodes: Sequence, Sendable {
  let nodes: NodeStore
  let start: Int32
  let end: Int32

  public struct Iterator: IteratorProtocol {
    let nodes: NodeStore
    var position: Int32
    let end: Int32
    public mutating func next() -> NodeID? {
      guard position < end else { return nil }
      let id = position
      position = nodes[Int(id)].subtreeEnd
      return NodeID(Int(id))
    }
  }

  public func makeIterator() -> Iterator { Iterator(nodes: nodes, position: start, end: end) }
  public var isEmpty: Bool { start >= end }
  public var first: NodeID? { isEmpty ? nil : NodeID(Int(start)) }
  public var underestimatedCount: Int { isEmpty ? 0 : 1 }
  /// How many children (walks them).
  public var count: Int { var n = 0; for _ in self { n += 1 }; return n }
  /// The last child (walks them).
  public var last: NodeID? { var last: NodeID?; for id in self { last = id }; return last }
}

extension Array {
  /// Pushes an entry made from each child so that popping gives them in document order (a
  /// depth-first walk's explicit stack), without building a reversed copy.
  public mutating func pushReversed(_ children: ChildNodes, _ entry: (NodeID) -> Element) {
    let mark = count
    for child in children { append(entry(child)) }
    self[mark...].reverse()
  }
}

extension Array where Element == NodeID {
  /// Pushes `children` so that popping gives them in document order.
  public mutating func pushReversed(_ children: ChildNodes) { pushReversed(children) { $0 } }
}

public enum NodeKind: Sendable {
  case element(Element)
  case text(TextNode)
  case comment(Comment)
  /// (A block is one reference and an index: its fields are in its tree's table.)
  case block(Block)
  /// Boxed too: a declaration is larger than an element, and declarations are few.
  indirect case letDeclaration(LetDeclaration)
  case cdata(CData)
  case doctype(Doctype)
}

extension NodeKind {
  /// An element's end tag, set in place: the element is moved out of the node and back, not
  /// copied (a copy retains its name and attributes and releases them again).
  mutating func setEndTag(_ range: ByteRange) {
    switch consume self {
    case .element(var element):
      element.endTagRange = range
      self = .element(element)
    case let other:
      self = other
    }
  }
}

public struct Element: Sendable {
  // Stored in 44 bytes, so that a node is 64 (not 72): the start tag begins one byte before the
  // name (`<` then the name), so only its end is kept; the name's range ends where the name's
  // bytes do, so only its start is kept (its length is the name's, `ElementName`); "no end tag"
  // is an end range at `UInt32.max` (files are at most 64 MiB); the two flags share a byte. The
  // attributes are the tree's (`SyntaxTree.attributes(of:)`): the element keeps where they are.
  private var storedName: ElementName
  private var flags: UInt8
  private var attributeStart: UInt32
  private var attributeEnd: UInt32
  private var nameStart: UInt32
  private var storedEndTag: ByteRange
  private var startTagEnd: UInt32

  private static let selfClosingFlag: UInt8 = 1
  private static let voidFlag: UInt8 = 2
  private static let noEndTag = ByteRange(start: .max, end: .max)

  /// The name as written (`an-view`, `app-card`, `DIV`).
  public var name: String {
    get { storedName.string }
    set { storedName = ElementName(newValue, length: Int(storedName.length)) }
  }
  public var nameRange: ByteRange {
    get { ByteRange(start: nameStart, end: nameStart &+ storedName.length) }
    set {
      nameStart = newValue.start
      if newValue.length != Int(storedName.length) { storedName = ElementName(storedName.string, length: newValue.length) }
    }
  }
  /// `<name …>` or `<name …/>`.
  public var startTagRange: ByteRange {
    get { ByteRange(start: nameStart &- 1, end: startTagEnd) }
    set {
      assert(newValue.start &+ 1 == nameStart, "a start tag begins one byte before its name")
      startTagEnd = newValue.end
    }
  }
  /// `</name>`, when the element has one.
  public var endTagRange: ByteRange? {
    get { storedEndTag.start == .max ? nil : storedEndTag }
    set { storedEndTag = newValue ?? Self.noEndTag }
  }
  public var isSelfClosing: Bool {
    get { flags & Self.selfClosingFlag != 0 }
    set { flags = newValue ? flags | Self.selfClosingFlag : flags & ~Self.selfClosingFlag }
  }
  /// An HTML void element (`<br>`, `<img>`, …), which has no end tag.
  public var isVoid: Bool {
    get { flags & Self.voidFlag != 0 }
    set { flags = newValue ? flags | Self.voidFlag : flags & ~Self.voidFlag }
  }

  /// Whether the element holds no reference (its name is kept as its bits: `NodeStore`).
  var holdsNoReference: Bool {
    if case .small = storedName { return true }
    return false
  }

  /// Where the element's attributes are in `SyntaxTree.attributes`.
  public var attributeIndices: Range<Int> { Int(attributeStart)..<Int(attributeEnd) }
  /// Whether the element has no attribute.
  public var hasNoAttributes: Bool { attributeStart == attributeEnd }

  /// `startTagRange` begins one byte before `nameRange` (the `<`); the attributes are
  /// `SyntaxTree.attributes[attributeIndices]`.
  public init(name: String, nameRange: ByteRange, attributeIndices: Range<Int>, startTagRange: ByteRange,
              endTagRange: ByteRange? = nil, isSelfClosing: Bool = false, isVoid: Bool = false) {
    self.init(name: ElementName(name, length: nameRange.length), nameRange: nameRange, attributeIndices: attributeIndices,
              startTagRange: startTagRange, endTagRange: endTagRange, isSelfClosing: isSelfClosing, isVoid: isVoid)
  }

  /// The parser's: the name as its spelling's facts keep it (`ElementNameFacts.storedName`),
  /// whose length is `nameRange`'s.
  init(name: ElementName, nameRange: ByteRange, attributeIndices: Range<Int>, startTagRange: ByteRange,
       endTagRange: ByteRange?, isSelfClosing: Bool, isVoid: Bool) {
    assert(startTagRange.start &+ 1 == nameRange.start, "a start tag begins one byte before its name")
    assert(Int(name.length) == nameRange.length, "a name's range is as long as the name")
    self.storedName = name
    self.flags = (isSelfClosing ? Self.selfClosingFlag : 0) | (isVoid ? Self.voidFlag : 0)
    self.attributeStart = UInt32(truncatingIfNeeded: attributeIndices.lowerBound)
    self.attributeEnd = UInt32(truncatingIfNeeded: attributeIndices.upperBound)
    self.nameStart = nameRange.start
    self.storedEndTag = endTagRange ?? Self.noEndTag
    self.startTagEnd = startTagRange.end
  }
}

/// An element's name and the length of its range (`Element.nameRange`). A small name whose
/// range is as long as it (nearly every name: the parser's are the bytes written) is kept as
/// its bits, which hold its length too and nothing to retain or release: a node torn down or
/// copied makes no call for it. Any other is boxed, with its range's length (the parser shares
/// one box among the elements of one spelling).
enum ElementName: Sendable {
  case small(StringBits)
  case boxed(ElementNameBox)

  init(_ name: String, length: Int) {
    if let count = StringBits.smallCount(name), Int(count) == length {
      self = .small(StringBits(name))
    } else {
      self = .boxed(ElementNameBox(name: name, length: UInt32(truncatingIfNeeded: length)))
    }
  }

  var string: String {
    switch self {
    case .small(let bits): return bits.string
    case .boxed(let box): return box.name
    }
  }

  /// The length of the name's range.
  var length: UInt32 {
    switch self {
    case .small(let bits): return bits.smallCount
    case .boxed(let box): return box.length
    }
  }
}

/// A name that `ElementName` does not keep as its bits, and the length of its range.
final class ElementNameBox: Sendable {
  let name: String
  let length: UInt32
  init(name: String, length: UInt32) {
    self.name = name
    self.length = length
  }
}

public enum AttributeKind: String, Sendable, Hashable, CaseIterable {
  /// `name="text"`, `name='text'`, `name=text`, `name`.
  case plain = "static"
  /// `[name]="expr"`, `bind-name="expr"`.
  case property
  /// `(event)="statement"`, `on-event="statement"`.
  case event
  /// `[(name)]="expr"`, `bindon-name="expr"`.
  case twoWay
  /// `*directive="microsyntax"`.
  case structural
  /// `#ref`, `ref-ref`.
  case reference
  /// `[attr.x]`, `[class.x]`, `[style.x]`.
  case attrClassStyle
  /// `@animation`, `[@animation]`.
  case animation
}

public struct Attribute: Sendable {
  // Stored largest first, so that no field is padded, and the small fields packed below: an
  // attribute is 80 bytes (it was 112).
  /// The name without its binding syntax: `ngModel`, `title`, `tap`, `attr.aria-label`, `ngIf`.
  /// (Stored as its bits, which hold nothing to release when the name is small, as most are; a
  /// longer one is kept alive by `extras`, which the parser shares among the attributes that
  /// name it, or, for the parser's, by the process's `LastingNames`: `StringBits`.)
  public var name: String {
    get { nameBits.string }
    set {
      let keeps = !StringBits.needsNoCounting(newValue)
      nameBits = StringBits(newValue)
      extras = AttributeExtras.make(keptName: keeps ? newValue : nil, parts: extras?.parts)
    }
  }
  private var nameBits: StringBits
  /// A static value's text with character references decoded (`value(in:)` reads every kind).
  /// A binding's or a reference's value is not made into a string by the parser (the linter
  /// reads its expression, or nothing): it is decoded from the source when asked for.
  // (Spelled `Optional<…>`, not `…?`: a stored `var` of type `T?` starts as nil before the
  // initializer runs, and then the parser's `attributes.append(Attribute(…))` built the
  // attribute aside, copied it into the array and destroyed the original, retaining and
  // releasing each of its strings and arrays once more. Same for `storedExpression` below and
  // in `Interpolation` and `LetDeclaration`.)
  var storedValue: Optional<String>
  /// The parsed expression of a property, two-way or event binding (nil if it did not parse).
  /// In a tree parsed with `ExpressionParsing.onDemand`, read it from
  /// `SyntaxTree.resolvingExpressions(_:)`: until then it is not built.
  public var expression: Expr? {
    get {
      assert(!expressionIsDeferred, "a deferred expression is read through SyntaxTree.resolvingExpressions")
      return storedExpression
    }
    set {
      storedExpression = newValue
      expressionIsDeferred = false
    }
  }
  var storedExpression: Optional<Expr>
  /// The parts of a value that has more than one (see `parts`).
  var splitParts: [TextPart] {
    get { extras?.parts ?? [] }
    set { extras = AttributeExtras.make(keptName: extras?.keptName, parts: newValue.isEmpty ? nil : newValue) }
  }
  /// What few attributes hold: a value's parts, a name that is not small (nil for most
  /// attributes: one reference to release at teardown, not an array and a name). (Spelled
  /// `Optional<…>`, as `storedValue` is.)
  private var extras: Optional<AttributeExtras>
  /// The name as written, with its brackets or prefix (`[(ngModel)]`, `bind-title`): its text
  /// is `SyntaxTree.text(nameRange)`.
  public var nameRange: ByteRange
  // (The ranges, the quote and the flags are packed: an attribute is 80 bytes, not 88. The
  // attribute starts where its name does, so only its end is kept; "no value" is a value range
  // at `UInt32.max` (files are at most 64 MiB) and "no quote" is 0.)
  private var storedValueRange: ByteRange
  private var rangeEnd: UInt32
  public var kind: AttributeKind
  private var storedQuote: UInt8
  private var flags: UInt8

  private static let noValue = ByteRange(start: .max, end: .max)
  private static let partsAreValueFlag: UInt8 = 1
  private static let expressionIsDeferredFlag: UInt8 = 2
  private static let interpolationsAreDeferredFlag: UInt8 = 4
  private static let valueIsUndecodedFlag: UInt8 = 8

  /// The whole attribute, name to closing quote.
  public var range: ByteRange {
    get { ByteRange(start: nameRange.start, end: rangeEnd) }
    set {
      assert(newValue.start == nameRange.start, "an attribute starts with its name")
      rangeEnd = newValue.end
    }
  }
  /// The value, inside the quotes; nil for a bare name.
  public var valueRange: ByteRange? {
    get { storedValueRange.start == .max ? nil : storedValueRange }
    set { storedValueRange = newValue ?? Self.noValue }
  }
  /// The quote byte (`"` or `'`), or nil for an unquoted value or a bare name.
  public var quote: UInt8? {
    get { storedQuote == 0 ? nil : storedQuote }
    set { storedQuote = newValue ?? 0 }
  }

  private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }
  private mutating func set(_ bit: UInt8, _ on: Bool) { flags = on ? flags | bit : flags & ~bit }
  /// For a static value: its text split into literal parts and `{{ }}` interpolations.
  /// (A value with no interpolation is one literal part, made when it is read: most
  /// attributes are never asked for their parts, and an array each is an allocation each.)
  public var parts: [TextPart] {
    get {
      if partsAreValue, let storedValue, let valueRange { return [.literal(storedValue, valueRange)] }
      return splitParts
    }
    set {
      splitParts = newValue
      partsAreValue = false
    }
  }
  /// The value's text with character references decoded; nil for a bare name. `source` is
  /// the file the attribute was parsed from.
  public func value(in source: SourceFile) -> String? {
    guard let valueRange else { return nil }
    guard valueIsUndecoded else { return storedValue }
    return source.bytes.withUnsafeBufferPointer { CharacterReference.decodedText($0, valueRange) }
  }
  /// A static attribute's value (`kind == .plain`), references decoded, read without the
  /// source; nil for a bare name and for every other kind (read those with `value(in:)`).
  public var staticValue: String? { kind == .plain ? storedValue : nil }
  /// The value was not decoded by the parser (`value(in:)` decodes it).
  var valueIsUndecoded: Bool {
    get { flag(Self.valueIsUndecodedFlag) }
    set { set(Self.valueIsUndecodedFlag, newValue) }
  }
  /// The value is the only part.
  var partsAreValue: Bool {
    get { flag(Self.partsAreValueFlag) }
    set { set(Self.partsAreValueFlag, newValue) }
  }
  /// The binding's expression was checked but not built (`ExpressionParsing.onDemand`).
  var expressionIsDeferred: Bool {
    get { flag(Self.expressionIsDeferredFlag) }
    set { set(Self.expressionIsDeferredFlag, newValue) }
  }
  /// Some interpolation of `parts` was checked but not built.
  var interpolationsAreDeferred: Bool {
    get { flag(Self.interpolationsAreDeferredFlag) }
    set { set(Self.interpolationsAreDeferredFlag, newValue) }
  }

  /// Whether the static value holds an interpolation or an ICU message (answered without
  /// building the parts).
  public var hasInterpolation: Bool {
    if partsAreValue { return false }
    return extras?.parts?.contains { if case .literal = $0 { return false }; return true } ?? false
  }

  public init(kind: AttributeKind, name: String, range: ByteRange, nameRange: ByteRange,
              valueRange: ByteRange? = nil, value: String? = nil, quote: UInt8? = nil,
              expression: Expr? = nil, parts: [TextPart] = []) {
    let keeper = StringBits.needsNoCounting(name) ? nil : AttributeExtras(keptName: name, parts: nil)
    self.init(kind: kind, name: StringBits(name), keeper: keeper, range: range, nameRange: nameRange, valueRange: valueRange,
              value: value, quote: quote, expression: expression, parts: parts.isEmpty ? nil : parts, partsAreValue: false,
              expressionIsDeferred: false, interpolationsAreDeferred: false, valueIsUndecoded: false)
  }

  /// Every field (the parser's): each is set once, so the parser's attribute is made in place.
  /// `keeper` keeps the name alive when it needs it (`StringBits`): shared, it holds no parts.
  init(kind: AttributeKind, name: StringBits, keeper: AttributeExtras?, range: ByteRange, nameRange: ByteRange,
       valueRange: ByteRange?, value: String?, quote: UInt8?, expression: Expr?, parts: [TextPart]?, partsAreValue: Bool,
       expressionIsDeferred: Bool, interpolationsAreDeferred: Bool, valueIsUndecoded: Bool) {
    assert(range.start == nameRange.start, "an attribute starts with its name")
    assert(keeper?.parts == nil, "a name's keeper holds no parts")
    self.kind = kind
    self.nameBits = name
    self.rangeEnd = range.end
    self.nameRange = nameRange
    self.storedValueRange = valueRange ?? Self.noValue
    self.storedValue = value
    self.storedQuote = quote ?? 0
    self.storedExpression = expression
    self.extras = parts == nil ? keeper : AttributeExtras(keptName: keeper?.keptName, parts: parts)
    self.flags = (partsAreValue ? Self.partsAreValueFlag : 0) | (expressionIsDeferred ? Self.expressionIsDeferredFlag : 0)
      | (interpolationsAreDeferred ? Self.interpolationsAreDeferredFlag : 0) | (valueIsUndecoded ? Self.valueIsUndecodedFlag : 0)
  }

  /// Whether the value is an expression (property or two-way binding).
  public var isBound: Bool { kind == .property || kind == .twoWay }

  /// Whether an expression of it (its binding's, or an interpolation's) was checked but not
  /// built: `SyntaxTree.resolvingExpressions` then returns another attribute.
  public var hasDeferredExpressions: Bool { expressionIsDeferred || interpolationsAreDeferred }
}

/// What few attributes hold besides their small fields (`Attribute.extras`): a name that is not
/// small, which the attribute's name bits read (kept here, it lives as long as they do), and a
/// value's parts. Never changed once made: an attribute given other extras gets a new one, so one
/// can be shared (the parser gives all the attributes of one spelling its name's keeper).
final class AttributeExtras: Sendable {
  let keptName: String?
  let parts: [TextPart]?

  init(keptName: String?, parts: [TextPart]?) {
    self.keptName = keptName
    self.parts = parts
  }

  /// Extras holding these, or nil when there is nothing to hold.
  static func make(keptName: String?, parts: [TextPart]?) -> AttributeExtras? {
    keptName == nil && parts == nil ? nil : AttributeExtras(keptName: keptName, parts: parts)
  }
}

/// A piece of text content or of a static attribute value.
public enum TextPart: Sendable {
  /// Literal text, character references decoded; the range is the source text.
  case literal(String, ByteRange)
  /// `{{ expr }}`.
  case interpolation(Interpolation)
  /// An ICU message `{count, plural, =0 {…} other {…}}`.
  case icu(ICUMessage)
}

public struct Interpolation: Sendable {
  /// From `{{` to `}}` inclusive.
  public var range: ByteRange
  /// Between the braces.
  public var expressionRange: ByteRange
  /// The parsed expression (nil if it did not parse). In a tree parsed with
  /// `ExpressionParsing.onDemand` it is built when asked for (see `SyntaxTree.resolvingExpressions`).
  public var expression: Expr? {
    get {
      assert(!isDeferred, "a deferred expression is read through SyntaxTree.resolvingExpressions")
      return storedExpression
    }
    set {
      storedExpression = newValue
      isDeferred = false
    }
  }
  var storedExpression: Optional<Expr>
  /// Checked but not built (`ExpressionParsing.onDemand`).
  var isDeferred = false

  public init(range: ByteRange, expressionRange: ByteRange, expression: Expr?) {
    self.range = range
    self.expressionRange = expressionRange
    self.storedExpression = expression
  }
}

public struct ICUMessage: Sendable {
  public var range: ByteRange
  /// The switch value (`count`), its source text.
  public var switchValue: String
  /// `plural`, `select`, …
  public var type: String
  /// Each case: its key (`=0`, `other`) and the text inside its braces (decoded, interpolations kept as parts).
  public var cases: [ICUCase]

  public init(range: ByteRange, switchValue: String, type: String, cases: [ICUCase]) {
    self.range = range
    self.switchValue = switchValue
    self.type = type
    self.cases = cases
  }
}

public struct ICUCase: Sendable {
  public var key: String
  public var range: ByteRange
  public var parts: [TextPart]
  public init(key: String, range: ByteRange, parts: [TextPart]) {
    self.key = key
    self.range = range
    self.parts = parts
  }
}

public struct TextNode: Sendable {
  /// Text that is one literal (most text: words, and the whitespace between tags) keeps it
  /// here and makes its one-part array only when `parts` is read; other text keeps its parts.
  /// (One field of either kind: a node torn down releases one reference, not a string and an
  /// empty array.)
  private enum Storage: Sendable {
    case literal(String, ByteRange)
    case parts([TextPart])
    /// A line break then spaces, 1 to 32 bytes (the commonest text: the indentation between
    /// tags), kept as its range alone: its text is a literal made again from its length when
    /// read (`RepeatedStrings.indentation(count:)`). A node of this case holds no reference,
    /// so one torn down or copied makes no release or retain call.
    case indentation(ByteRange)
    /// One interpolation and nothing else (`{{ item.title }}`): kept as it is, its one-part
    /// array made only when `parts` is read, so a node of this case owns no array.
    case interpolation(Interpolation)
  }
  private var storage: Storage

  /// Text that is one literal.
  public init(literal text: String, range: ByteRange) {
    storage = .literal(text, range)
  }

  /// Text that is one indentation (`RepeatedStrings.run` tells it), at `range`: a line break
  /// then spaces, 1 to 32 bytes.
  init(indentation range: ByteRange) {
    assert(RepeatedStrings.indentation(count: range.length) != nil, "an indentation is 1 to 32 bytes")
    storage = .indentation(range)
  }

  /// Text that is one interpolation and nothing else.
  init(interpolation: Interpolation) {
    storage = .interpolation(interpolation)
  }

  /// An indentation's text, from its length.
  private static func indentation(_ range: ByteRange) -> String {
    RepeatedStrings.indentation(count: range.length) ?? ""
  }

  public init(parts: [TextPart]) {
    if parts.count == 1, case .literal(let text, let range) = parts[0] {
      storage = .literal(text, range)
    } else if parts.count == 1, case .interpolation(let interpolation) = parts[0] {
      storage = .interpolation(interpolation)
    } else {
      storage = .parts(parts)
    }
  }

  public var parts: [TextPart] {
    switch storage {
    case .literal(let text, let range): return [.literal(text, range)]
    case .parts(let parts): return parts
    case .indentation(let range): return [.literal(Self.indentation(range), range)]
    case .interpolation(let interpolation): return [.interpolation(interpolation)]
    }
  }

  /// The text and its range when the text is one literal (read without building `parts`).
  public var onlyLiteral: (text: String, range: ByteRange)? {
    switch storage {
    case .literal(let text, let range): return (text, range)
    case .parts, .interpolation: return nil
    case .indentation(let range): return (Self.indentation(range), range)
    }
  }

  /// The literal text, with every interpolation left out.
  public var literalText: String {
    switch storage {
    case .literal(let text, _):
      return text
    case .parts(let parts):
      var out = ""
      for part in parts { if case .literal(let s, _) = part { out += s } }
      return out
    case .indentation(let range):
      return Self.indentation(range)
    case .interpolation:
      return ""
    }
  }

  public var hasInterpolation: Bool {
    switch storage {
    case .literal, .indentation: return false
    case .interpolation: return true
    case .parts(let parts): return parts.contains { if case .literal = $0 { return false }; return true }
    }
  }

  /// Whether the text holds no reference: an indentation, a literal whose string needs no
  /// counting (`StringBits.needsNoCounting`; `layoutIsKnown` is `StringBits.layoutIsKnown`), or
  /// an interpolation whose tree is not built (`ExpressionParsing.onDemand`: most are).
  func holdsNoReference(uncountedLayout layoutIsKnown: Bool) -> Bool {
    switch storage {
    case .indentation: return true
    case .literal(let text, _): return StringBits.needsNoCounting(text, layoutIsKnown: layoutIsKnown)
    case .interpolation(let interpolation): return interpolation.storedExpression == nil
    case .parts: return false
    }
  }

  /// Only whitespace (and no interpolation).
  public var isWhitespace: Bool {
    if case .indentation = storage { return true }
    return !hasInterpolation && UnicodeWhitespace.isBlank(literalText)
  }
}

public struct Comment: Sendable {
  /// The text between `<!--` and `-->`.
  public var content: String
  public var contentRange: ByteRange
  public init(content: String, contentRange: ByteRange) {
    self.content = content
    self.contentRange = contentRange
  }
}

public struct CData: Sendable {
  public var contentRange: ByteRange
  public init(contentRange: ByteRange) { self.contentRange = contentRange }
}

public struct Doctype: Sendable {
  public var contentRange: ByteRange
  public init(contentRange: ByteRange) { self.contentRange = contentRange }
}

public enum BlockKind: String, Sendable, CaseIterable {
  case `if`, elseIf = "else if", `else`
  case `for`, empty
  case `switch`, `case`, `default`
  case `defer`, placeholder, loading, error
  /// A block name Angular does not know (reported as a parse error, kept in the tree).
  case unknown

  /// Compared only with the names of the same length (`NameTable`).
  public init?(rawValue: String) {
    guard let kind = Self.names.value(named: rawValue) else { return nil }
    self = kind
  }

  private static let names = NameTable<BlockKind>()

  /// Blocks that continue the block before them (`} @else {`).
  public var isConnected: Bool {
    switch self {
    case .elseIf, .else, .empty, .placeholder, .loading, .error: return true
    default: return false
    }
  }
}

/// A control-flow block. Its fields (`Block.Fields`, read and written as the block's own:
/// `block.kind`, `block.branches.append(id)`) live in a table that the blocks of one tree share
/// (`BlockTable`), so that a block is one reference and an index in its node, which stays 64
/// bytes, and a tree makes one table for its blocks, not one box per block (a box was
/// allocated, and freed with the tree, for every block). A block written through this API
/// while the table is shared first moves its fields to a table of its own, so a copy never
/// sees another's writes; the parser writes what it learns late (the closing brace, the
/// connected blocks) in the tree's table directly.
@dynamicMemberLookup
public struct Block: Sendable {
  public struct Fields: Sendable {
    public var kind: BlockKind
    /// The name as written, without `@` (`else if`): `writtenName`, or else the name of
    /// `namingKind`. (A block named exactly as its kind is, as most are, keeps no string of its
    /// own: a kind's name is a literal, but a stored one was still retained and released each
    /// time the fields were copied, swapped into the table and torn down.)
    public var name: String {
      get { writtenName ?? namingKind.rawValue }
      set { writtenName = newValue }
    }
    var writtenName: String?
    /// The kind whose name is the block's when `writtenName` is nil.
    var namingKind: BlockKind
    /// From `@` to the end of the name.
    public var nameRange: ByteRange
    /// Where the parameters are in the table's store (`Block.parameters`).
    var parameterRun: Range<Int32> = 0..<0
    /// The text between the parentheses (without them), if there are parentheses.
    public var parametersRange: ByteRange?
    var storedExpression: Expr?
    /// The text of `expression`, checked but not built (`ExpressionParsing.onDemand`).
    var deferredExpressionRange: ByteRange?
    /// `{`
    public var openBraceRange: ByteRange?
    /// `}`; nil when the block was not closed.
    public var closeBraceRange: ByteRange?
    /// For a connected block (`@else`, `@empty`, `@placeholder`, …): the block it continues.
    public var primary: NodeID?
    /// Where the connected blocks are in the table's store (`Block.branches`).
    var branchList = BranchList()
  }

  /// The table that holds this block's fields (the tree's, or the block's own), and where.
  private(set) var table: BlockTable
  private var index: Int32

  /// A block of `table` (the parser's: the fields are already there).
  init(table: BlockTable, index: Int) {
    self.table = table
    self.index = Int32(truncatingIfNeeded: index)
  }

  /// A block of `table` whose reference holds no count of its own: only for a node appended to
  /// a store that holds the table (`NodeStore.appendUnshared(_:lentBy:)`). (A copy of it counts
  /// the table, as any copy of a block does.)
  init(lentBy table: BlockTable, index: Int) {
    self.table = Unmanaged.passUnretained(table).takeRetainedValue()
    self.index = Int32(truncatingIfNeeded: index)
  }

  /// Where the block's fields are in its table (the tree's table, for a parsed block).
  var tableIndex: Int { Int(index) }

  /// The table, moved to one of the block's own first when another block may read it.
  private var unique: BlockTable {
    mutating get {
      if !isKnownUniquelyReferenced(&table) {
        table = table.ownTable(of: Int(index))
        index = 0
      }
      return table
    }
  }

  public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
    get { table[fields: Int(index)][keyPath: field] }
    _modify {
      let table = unique
      yield &table[fields: Int(index)][keyPath: field]
    }
  }

  /// The name as written, without `@` (`else if`). (Read directly: through the fields' key
  /// path, a computed field copied the whole fields.)
  public var name: String {
    get { table[fields: Int(index)].name }
    set { self.writtenName = newValue }
  }

  /// The parsed expression of the first parameter where it is one (`@if`, `@else if`,
  /// `@switch`, `@case`), or of the iterable of `@for (x of items; …)`. In a tree parsed with
  /// `ExpressionParsing.onDemand`, read it from `SyntaxTree.resolvingExpression(_:)`.
  public var expression: Expr? {
    get {
      assert(self.deferredExpressionRange == nil, "a deferred expression is read through SyntaxTree.resolvingExpression")
      return self.storedExpression
    }
    set {
      self.storedExpression = newValue
      self.deferredExpressionRange = nil
    }
  }

  /// The parameters between the parentheses, split on `;` as Angular does, trimmed. (Made
  /// when read: `parametersInPlace` reads them in place.)
  public var parameters: [BlockParameter] {
    get { parametersInPlace.array }
    set {
      let table = unique
      table[fields: Int(index)].parameterRun = table.parameterStore.append(newValue)
    }
  }

  /// For a primary block: the connected blocks that follow it, in order. (Made when read:
  /// `branchesInPlace` reads them in place.)
  public var branches: [NodeID] {
    get { Array(branchesInPlace) }
    set {
      let table = unique
      table[fields: Int(index)].branchList = table.branchList(newValue)
    }
  }

  /// Written with neither braces nor content: `@default never;`, or a `@case` with no body,
  /// which shares the body of the case after it (`@case (1) @case (2) {…}`).
  public var hasNoBody: Bool { self.closeBraceRange?.length == 0 }

  public init(kind: BlockKind, name: String, nameRange: ByteRange, parameters: [BlockParameter] = [],
              parametersRange: ByteRange? = nil, expression: Expr? = nil, openBraceRange: ByteRange? = nil,
              closeBraceRange: ByteRange? = nil, primary: NodeID? = nil, branches: [NodeID] = []) {
    let table = BlockTable([])
    var fields = Fields(kind: kind, name: name, nameRange: nameRange)
    fields.parameterRun = table.parameterStore.append(parameters)
    fields.parametersRange = parametersRange
    fields.storedExpression = expression
    fields.openBraceRange = openBraceRange
    fields.closeBraceRange = closeBraceRange
    fields.primary = primary
    fields.branchList = table.branchList(branches)
    table.append(fields)
    self.table = table
    index = 0
  }
}

extension Block.Fields {
  /// A block's fields as its name tells them, before the rest is read (`name` nil: the block
  /// is named exactly as `kind` is, and no string is kept). (In an extension: the memberwise
  /// initializer stays.)
  init(kind: BlockKind, name: String?, nameRange: ByteRange) {
    self.init(kind: kind, writtenName: name, namingKind: kind, nameRange: nameRange, parametersRange: nil,
              storedExpression: nil, deferredExpressionRange: nil, openBraceRange: nil, closeBraceRange: nil, primary: nil)
  }
}

/// The fields of a tree's blocks (`Block`), in the order the parser met them, and the stores
/// that hold their parameters and branches (the fields keep only where theirs are). Written by
/// the parser while it builds the tree, and afterwards only through a `Block` that holds it
/// alone. The fields are in a block of memory the table owns, read and written in place
/// (`subscript(fields:)`): held in an array, each write asked whether the array was shared, and
/// the teardown called the fields' destroy witness for every block. Here it passes over the
/// fields that hold no reference (`holdsNoReference`: most, with neither a written name nor a
/// built expression).
final class BlockTable: @unchecked Sendable {
  // (Unchecked: a table is read and written by one thread at a time, as the class's
  // `@unchecked Sendable` says: the parser's, then a `Block` that holds it alone.)
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Block.Fields>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity = 0
  let parameterStore: BlockParameterStore
  let branchStore: BlockBranchStore
  /// A table of `fields`, whose parameters and branches are in `parameterStore` and
  /// `branchStore` (the parser's own stores, which it appends to while it builds the tree; new
  /// ones for a block made or copied on its own).
  init(_ fields: [Block.Fields], parameterStore: BlockParameterStore = BlockParameterStore(),
       branchStore: BlockBranchStore = BlockBranchStore()) {
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Block.Fields>.alignment)!
    self.parameterStore = parameterStore
    self.branchStore = branchStore
    for f in fields { append(f) }
  }

  deinit {
    // (Fields that hold no reference are left as they are: nothing is leaked.)
    for k in 0..<count where !base[k].holdsNoReference { (base + k).deinitialize(count: 1) }
    if capacity > 0 { base.deallocate() }
  }

  /// Whether the table holds no fields.
  var isEmpty: Bool { count == 0 }

  /// The fields of the block at `index`, read and written in place.
  subscript(fields index: Int) -> Block.Fields {
    unsafeAddress {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "block index out of range")
      return UnsafePointer(base + index)
    }
    unsafeMutableAddress {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "block index out of range")
      return base + index
    }
  }

  /// Appends `fields`; returns their index.
  @discardableResult func append(_ fields: consuming Block.Fields) -> Int {
    if count == capacity { grow(toHold: count &+ 1) }
    (base + count).initialize(to: fields)
    count &+= 1
    return count &- 1
  }

  /// Room for `minimumCapacity` fields in all.
  func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(toHold: minimumCapacity) }
  }

  /// Room for `minimumCapacity` fields in all, the fields moved over. (Out of line: the appends
  /// that need it are few.)
  @inline(never) private func grow(toHold minimumCapacity: Int) {
    let larger = Swift.max(minimumCapacity, capacity * 2, 8)
    base = capacity == 0 ? .allocate(capacity: larger) : movedToLargerBlock(base, count: count, capacity: larger)
    capacity = larger
  }

  /// A list of `ids` in this table's branch store.
  func branchList(_ ids: [NodeID]) -> BranchList {
    var list = BranchList()
    for id in ids { list.append(id, to: branchStore) }
    return list
  }

  /// A table of its own for the block at `index` (its parameters and branches copied too).
  func ownTable(of index: Int) -> BlockTable {
    var block = self[fields: index]
    let own = BlockTable([])
    let run = Int(block.parameterRun.lowerBound)..<Int(block.parameterRun.upperBound)
    block.parameterRun = own.parameterStore.append(parameterStore.parameters[run])
    block.branchList = own.branchList(Array(BlockBranches(store: branchStore, list: block.branchList)))
    own.append(block)
    return own
  }
}

extension Block.Fields {
  /// Whether the fields hold no reference: neither a written name nor an expression (a table's
  /// teardown passes over them).
  var holdsNoReference: Bool { writtenName == nil && storedExpression == nil }
}

public struct BlockParameter: Sendable {
  public var text: String
  public var range: ByteRange
  public init(text: String, range: ByteRange) {
    self.text = text
    self.range = range
  }
}

/// `@let name = expr;`
public struct LetDeclaration: Sendable {
  public var name: String
  public var nameRange: ByteRange
  public var valueRange: ByteRange
  /// The parsed value. In a tree parsed with `ExpressionParsing.onDemand`, read it from
  /// `SyntaxTree.resolvingExpression(_:)`.
  public var expression: Expr? {
    get {
      assert(!expressionIsDeferred, "a deferred expression is read through SyntaxTree.resolvingExpression")
      return storedExpression
    }
    set {
      storedExpression = newValue
      expressionIsDeferred = false
    }
  }
  var storedExpression: Optional<Expr>
  /// Checked but not built (`ExpressionParsing.onDemand`).
  var expressionIsDeferred = false
  public init(name: String, nameRange: ByteRange, valueRange: ByteRange, expression: Expr?) {
    self.name = name
    self.nameRange = nameRange
    self.valueRange = valueRange
    self.storedExpression = expression
  }
}

/// A problem the lexer, parser or expression parser found, at an exact byte range.
public struct SyntaxDiagnostic: Sendable, Equatable {
  public var message: String
  public var range: ByteRange
  public init(_ message: String, _ range: ByteRange) {
    self.message = message
    self.range = range
  }
}
