/// The nodes of expression trees, stored flat: a node is a small record of indices, and its
/// children, names and literal values are indices into the arena's tables. An `Expr` is a
/// reference to the arena and the index of its node.
///
/// The parser appends every tree of one template to one arena (`TreeBuilder`), so that a file's
/// expressions take a few arrays instead of a heap box per node, and are freed together. An
/// arena is only appended to by the parse that made it, before any tree in it is handed out;
/// after that it is read-only, and may be read from any thread.
final class ExprArena: @unchecked Sendable {
  /// One node. What `a`, `b` and `c` hold depends on `tag` (see `append(_:_:)`).
  struct Node {
    var range: ByteRange
    var tag: Tag
    var flag: Bool
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0

    /// A unary or binary node's operator: kept in `c` as a tag (`ExprArena.field(_:)`), not
    /// as a string, so that reading one is a byte compare.
    var op: ExprOp { ExprOp(rawValue: UInt8(truncatingIfNeeded: c)) ?? .none }
  }

  /// The field of a node that holds operator `op` (read back by `Node.op`).
  static func field(_ op: ExprOp) -> Int32 { Int32(op.rawValue) }

  enum Tag: UInt8 {
    case string, number, bool, null, undefined, template, this, identifier, member, keyed, call, unary,
      binary, conditional, pipe, nonNull, parenthesized, object, array, chain, arrowFunction, spread, regex
  }

  /// A property of an object literal: its key (an index into `strings`), the key's range and
  /// the value's node.
  struct Property {
    var key: Int32
    var keyRange: ByteRange
    var value: Int32
  }

  let nodes = ArenaTable<Node>()
  var strings: [String] = []
  var numbers: [Double] = []
  /// Lists of nodes (arguments, elements, statements) and of names (arrow function parameters):
  /// a count, then that many indices. In a template literal's list, a negative entry `~k` is
  /// the literal `strings[k]`.
  var lists: [Int32] = []
  let properties = ArenaTable<Property>()
  /// The properties of the object literals being parsed, innermost last (`appendObject`).
  var pendingProperties: [Property] = []

  init() {}

  /// The arena of a parser that has no expression yet (`ExprParserCore.init()`): never
  /// appended to (`start` gives the parser the arena its trees go to).
  static let unused = ExprArena()

  /// Makes room for the nodes of a template of `byteCount` bytes (about one per 48 bytes, one
  /// per attribute: see `TreeBuilder.init`), and for its strings and object properties (each
  /// about one per 500 bytes of the templates measured; room for one per 256), so that no table
  /// is copied again and again as it grows (the two smaller ones grew six or seven times in a
  /// template of some 25 KB).
  /// (The tables first take the storage the last template's arena on this thread left,
  /// `SpareArenaTables`: no allocation, and none freed when this arena goes.)
  func reserveCapacity(forTemplateBytes byteCount: Int) {
    SpareArenaTables.ofThisThread.lend(to: self)
    nodes.reserveCapacity(byteCount / 48)
    strings.reserveCapacity(byteCount / 256)
    properties.reserveCapacity(byteCount / 256)
    keepsTreeMemo = true
  }

  /// Whether `SimpleTree.build` keeps what it made here (`memo`, started on its first build):
  /// in a template's arena, which holds many trees, not in one made for a single expression.
  private(set) var keepsTreeMemo = false
  /// (A `let`: `build` reads it in place, with no retain and release around each use.)
  let memo = SimpleTreeMemo()
  /// The memo, once a build has started it.
  var treeMemo: SimpleTreeMemo? { memo.isStarted ? memo : nil }

  /// How many nodes it holds.
  var count: Int { nodes.count }

  // MARK: - Building

  /// Appends a node of `kind` at `range`. Children in this arena are referred to; children of
  /// another arena are copied in first.
  func append(_ kind: ExprKind, _ range: ByteRange) -> Expr {
    var node = Node(range: range, tag: .null, flag: false)
    switch kind {
    case .string(let s): node.tag = .string; node.a = add(s)
    case .number(let n): node.tag = .number; node.a = Int32(truncatingIfNeeded: numbers.count); numbers.append(n)
    case .bool(let b): node.tag = .bool; node.flag = b
    case .null: node.tag = .null
    case .undefined: node.tag = .undefined
    case .this: node.tag = .this
    case .template(let elements):
      node.tag = .template
      var entries: [Int32] = []
      entries.reserveCapacity(elements.count)
      for element in elements {
        switch element {
        case .literal(let s): entries.append(~add(s))
        case .expression(let e): entries.append(id(of: e))
        }
      }
      node.a = addList(entries)
    case .identifier(let s): node.tag = .identifier; node.a = add(s)
    case .member(let receiver, let name, let safe):
      node.tag = .member; node.a = id(of: receiver); node.b = add(name); node.flag = safe
    case .keyed(let receiver, let key, let safe):
      node.tag = .keyed; node.a = id(of: receiver); node.b = id(of: key); node.flag = safe
    case .call(let callee, let arguments, let safe):
      node.tag = .call; node.a = id(of: callee); node.b = addList(arguments.map(id(of:))); node.flag = safe
    case .unary(let op, let operand):
      // (Only operators the parser makes have a tag; any other text reads back as "".)
      node.tag = .unary; node.a = id(of: operand); node.c = Self.field(ExprOp(text: op) ?? .none)
    case .binary(let op, let left, let right):
      node.tag = .binary; node.a = id(of: left); node.b = id(of: right); node.c = Self.field(ExprOp(text: op) ?? .none)
    case .conditional(let condition, let yes, let no):
      node.tag = .conditional; node.a = id(of: condition); node.b = id(of: yes); node.c = id(of: no)
    case .pipe(let value, let name, let arguments):
      node.tag = .pipe; node.a = id(of: value); node.b = add(name); node.c = addList(arguments.map(id(of:)))
    case .nonNull(let operand): node.tag = .nonNull; node.a = id(of: operand)
    case .parenthesized(let operand): node.tag = .parenthesized; node.a = id(of: operand)
    case .object(let entries):
      node.tag = .object
      node.b = Int32(truncatingIfNeeded: entries.count)
      // The values first (a value from another arena is copied in, which may add properties).
      let values = entries.map { id(of: $0.value) }
      node.a = Int32(truncatingIfNeeded: properties.count)
      for (entry, value) in zip(entries, values) {
        properties.append(Property(key: add(entry.key), keyRange: entry.keyRange, value: value))
      }
    case .array(let elements): node.tag = .array; node.a = addList(elements.map(id(of:)))
    case .chain(let statements): node.tag = .chain; node.a = addList(statements.map(id(of:)))
    case .arrowFunction(let parameters, let body):
      node.tag = .arrowFunction; node.b = id(of: body); node.a = addList(parameters.map(add))
    case .spread(let operand): node.tag = .spread; node.a = id(of: operand)
    case .regex(let body, let flags): node.tag = .regex; node.a = add(body); node.b = add(flags)
    }
    nodes.append(node)
    return Expr(arena: self, id: Int32(truncatingIfNeeded: nodes.count - 1))
  }

  /// The index of `e`'s node here, copying it (and its subtree) in from another arena.
  private func id(of e: Expr) -> Int32 {
    if e.arena === self && e.shift == 0 { return e.id }
    return copy(e, mappingRanges: { $0 }).id
  }

  /// Appends a node whose fields are already indices here (the parser's way for the common
  /// kinds: no `ExprKind` is made).
  /// Returns the node's index.
  func appendNode(_ tag: Tag, _ range: ByteRange, a: Int32 = 0, b: Int32 = 0, c: Int32 = 0, flag: Bool = false) -> Int32 {
    nodes.append(Node(range: range, tag: tag, flag: flag, a: a, b: b, c: c))
    return Int32(truncatingIfNeeded: nodes.count - 1)
  }

  /// An object literal's node, from the properties `pendingProperties` holds from `mark` on
  /// (whose keys and values are indices here); they stay pending until the parser drops them.
  func appendObject(pendingFrom mark: Int, _ range: ByteRange) -> Int32 {
    let start = Int32(truncatingIfNeeded: properties.count)
    // (One at a time: an object has a few, and appending a slice goes through the generic path.)
    for k in mark..<pendingProperties.count { properties.append(pendingProperties[k]) }
    return appendNode(.object, range, a: start, b: Int32(truncatingIfNeeded: pendingProperties.count - mark))
  }

  func add(_ s: String) -> Int32 {
    strings.append(s)
    return Int32(truncatingIfNeeded: strings.count - 1)
  }

  /// How far each table is filled: taken before a build that may give up part way
  /// (`SimpleTree.build`) and handed back to `rollBack(to:)`.
  struct Mark {
    fileprivate(set) var nodes: Int
    fileprivate(set) var strings: Int
    fileprivate(set) var numbers: Int
    fileprivate(set) var properties: Int
  }

  var mark: Mark { Mark(nodes: nodes.count, strings: strings.count, numbers: numbers.count, properties: properties.count) }

  /// Takes out everything appended since `mark` was taken (no tree may refer to it yet), and
  /// forgets the names stored since (a name whose slot one of them took is stored again when
  /// next asked for: a spare string, never a wrong one).
  func rollBack(to mark: Mark) {
    nodes.removeAll(from: mark.nodes)
    numbers.removeSubrange(mark.numbers...)
    properties.removeAll(from: mark.properties)
    guard strings.count > mark.strings else { return }
    strings.removeSubrange(mark.strings...)
    guard let names else { return }
    for slot in 0..<(1 << Self.nameSlotBits) where names[slot].index >= mark.strings {
      names[slot] = NameSlot(key: ShortBytes(empty: ()), index: 0)
    }
  }

  /// Where the names of this arena's trees are in `strings`, by the bytes they were made from:
  /// a small direct-mapped table (made on first use) of runs of 1 to 15 bytes. A template writes
  /// the same few names again and again (`item`, `title`, `isOn`): each is made into a string
  /// and stored once, and every later node refers to that entry (no string made, stored and
  /// released again per node). A slot is reused only for the same bytes, so the entry is
  /// always the string of the bytes asked for.
  /// (Storage of its own, `1 << nameSlotBits` slots made on first use and freed with the arena:
  /// a store needs no check that it is not shared, and making it is one allocation and a fill.)
  fileprivate var names: UnsafeMutablePointer<NameSlot>?
  private static let nameSlotBits = 7

  /// A slot of `names`: the bytes of a name (empty: none) and its entry in `strings`, side by
  /// side, so that a lookup reads one table.
  fileprivate struct NameSlot {
    var key: ShortBytes
    var index: Int32
  }

  /// `add(_:)` of the text of `bytes[start..<end]` (a name, or a string literal's text with no
  /// escape), given the entry already made from the same bytes when there is one.
  func addText(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
    guard let key = ShortBytes(bytes, start: start, end: end) else { return addNewText(bytes, start, end) }
    let slot = key.slot(bits: Self.nameSlotBits)
    // (No table until the first name is stored; `slot` is below `1 << nameSlotBits`, the key's top bits.)
    if let names, names[slot].key == key { return names[slot].index }
    return addNewName(key, slot, bytes, start, end)
  }

  /// `addText`'s store of a name not in `names` (made on first use), kept out of line: most
  /// names are found, and with the string's making and storing inlined the found path saved
  /// and restored more registers on every call.
  @inline(never) private func addNewName(_ key: ShortBytes, _ slot: Int, _ bytes: UnsafeBufferPointer<UInt8>,
                                         _ start: Int, _ end: Int) -> Int32 {
    let names = self.names ?? makeNames()
    // (An ASCII name, nearly every one, is made from its key's words, `StringBits.smallASCII`:
    // no decoding or validation, as `RepeatedStrings` makes its short runs.)
    let name = key.isASCII && StringBits.smallASCIILayoutIsKnown ? StringBits.smallASCII(key) : Self.text(bytes, start, end)
    let index = add(name)
    names[slot] = NameSlot(key: key, index: index)
    return index
  }

  /// The names table, made (every slot empty) and kept.
  private func makeNames() -> UnsafeMutablePointer<NameSlot> {
    // (Storage a template's arena left on this thread, if any: `SpareArenaTables`.)
    let table = SpareArenaTables.ofThisThread.takeNames() ?? .allocate(capacity: 1 << Self.nameSlotBits)
    table.initialize(repeating: NameSlot(key: ShortBytes(empty: ()), index: 0), count: 1 << Self.nameSlotBits)
    names = table
    return table
  }

  deinit {
    // (A template's arena, the one `reserveCapacity(forTemplateBytes:)` lent storage to.)
    if keepsTreeMemo { SpareArenaTables.ofThisThread.keep(from: self) }
    // (A slot holds no reference: nothing to deinitialize.)
    names?.deallocate()
  }

  /// `add(_:)` of a text with no key (empty, or longer than a key holds), out of line as above.
  @inline(never) private func addNewText(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
    add(Self.text(bytes, start, end))
  }

  /// The string of `bytes[start..<end]`: a text longer than a name key holds, or one that is not
  /// ASCII (an ASCII name is made from its key). (`String(decoding:as:)`: for such texts, mostly
  /// long ones stored out of line, it made them with fewer instructions than
  /// `String(unsafeUninitializedCapacity:)`, which paid when most texts were short names.)
  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return String(decoding: run, as: UTF8.self)
  }

  func add(_ n: Double) -> Int32 {
    numbers.append(n)
    return Int32(truncatingIfNeeded: numbers.count - 1)
  }

  private func addList(_ entries: [Int32]) -> Int32 {
    let start = Int32(truncatingIfNeeded: lists.count)
    lists.append(Int32(truncatingIfNeeded: entries.count))
    lists.append(contentsOf: entries)
    return start
  }

  /// A copy of `e`'s tree (from any arena) in this one, with every range passed through
  /// `map` (after `e`'s shift). Not recursive: a node's children always come before it in its
  /// arena, so the subtree's nodes are copied in the order they were made, each after its children.
  func copy(_ e: Expr, mappingRanges givenMap: (ByteRange) -> ByteRange) -> Expr {
    guard e.id >= 0 else { return e }
    let source = e.arena
    let shift = e.shift
    func map(_ range: ByteRange) -> ByteRange { givenMap(range.shifted(by: shift)) }
    var subtree: [Int32] = []
    var stack: [Int32] = [e.id]
    while let id = stack.popLast() {
      subtree.append(id)
      source.forEachChild(of: id) { stack.append($0) }
    }
    subtree.sort()
    var copied: [Int32: Int32] = [:]
    copied.reserveCapacity(subtree.count)
    for id in subtree where copied[id] == nil {
      var node = source.nodes[Int(id)]
      node.range = map(node.range)
      func child(_ k: Int32) -> Int32 { copied[k]! }
      func string(_ k: Int32) -> Int32 { add(source.strings[Int(k)]) }
      func list(_ start: Int32, _ entry: (Int32) -> Int32) -> Int32 { addList(source.list(start).map(entry)) }
      switch node.tag {
      case .string, .identifier: node.a = string(node.a)
      case .number:
        numbers.append(source.numbers[Int(node.a)])
        node.a = Int32(truncatingIfNeeded: numbers.count - 1)
      case .bool, .null, .undefined, .this: break
      case .template: node.a = list(node.a) { $0 < 0 ? ~string(~$0) : child($0) }
      case .member: node.a = child(node.a); node.b = string(node.b)
      case .unary: node.a = child(node.a)
      case .keyed, .binary: node.a = child(node.a); node.b = child(node.b)
      case .call: node.a = child(node.a); node.b = list(node.b, child)
      case .conditional: node.a = child(node.a); node.b = child(node.b); node.c = child(node.c)
      case .pipe: node.a = child(node.a); node.b = string(node.b); node.c = list(node.c, child)
      case .nonNull, .parenthesized, .spread: node.a = child(node.a)
      case .object:
        let start = Int(node.a)
        node.a = Int32(truncatingIfNeeded: properties.count)
        for property in source.properties[start..<(start + Int(node.b))] {
          properties.append(Property(key: string(property.key), keyRange: map(property.keyRange), value: child(property.value)))
        }
      case .array, .chain: node.a = list(node.a, child)
      case .arrowFunction: node.a = list(node.a, string); node.b = child(node.b)
      case .regex: node.a = string(node.a); node.b = string(node.b)
      }
      nodes.append(node)
      copied[id] = Int32(truncatingIfNeeded: nodes.count - 1)
    }
    return Expr(arena: self, id: copied[e.id]!)
  }

  /// Calls `body` with each child node of node `id`.
  func forEachChild(of id: Int32, _ body: (Int32) -> Void) {
    let node = nodes[Int(id)]
    switch node.tag {
    case .string, .number, .bool, .null, .undefined, .this, .identifier, .regex: break
    case .template: for k in list(node.a) where k >= 0 { body(k) }
    case .member, .unary, .nonNull, .parenthesized, .spread: body(node.a)
    case .keyed, .binary: body(node.a); body(node.b)
    case .call: body(node.a); list(node.b).forEach(body)
    case .conditional: body(node.a); body(node.b); body(node.c)
    case .pipe: body(node.a); list(node.c).forEach(body)
    case .object:
      let start = Int(node.a)
      for property in properties[start..<(start + Int(node.b))] { body(property.value) }
    case .array, .chain: list(node.a).forEach(body)
    case .arrowFunction: body(node.b)
    }
  }

  // MARK: - Reading

  @inline(__always) func expr(_ id: Int32) -> Expr { Expr(arena: self, id: id) }

  func list(_ start: Int32) -> ArraySlice<Int32> {
    let s = Int(start)
    return lists[(s + 1)..<(s + 1 + Int(lists[s]))]
  }

  /// The kind of node `id`, with its children as `Expr`s of this arena (moved by `shift`, as
  /// the node: `Expr.shift`).
  func kind(of id: Int32, shift: UInt32) -> ExprKind {
    let node = nodes[Int(id)]
    func expr(_ id: Int32) -> Expr { Expr(arena: self, id: id, shift: shift) }
    switch node.tag {
    case .string: return .string(strings[Int(node.a)])
    case .number: return .number(numbers[Int(node.a)])
    case .bool: return .bool(node.flag)
    case .null: return .null
    case .undefined: return .undefined
    case .this: return .this
    case .template:
      return .template(list(node.a).map { $0 < 0 ? .literal(strings[Int(~$0)]) : .expression(expr($0)) })
    case .identifier: return .identifier(strings[Int(node.a)])
    case .member: return .member(expr(node.a), name: strings[Int(node.b)], safe: node.flag)
    case .keyed: return .keyed(expr(node.a), key: expr(node.b), safe: node.flag)
    case .call: return .call(expr(node.a), arguments: list(node.b).map(expr), safe: node.flag)
    case .unary: return .unary(op: node.op.text, expr(node.a))
    case .binary: return .binary(op: node.op.text, expr(node.a), expr(node.b))
    case .conditional: return .conditional(expr(node.a), then: expr(node.b), else: expr(node.c))
    case .pipe: return .pipe(expr(node.a), name: strings[Int(node.b)], arguments: list(node.c).map(expr))
    case .nonNull: return .nonNull(expr(node.a))
    case .parenthesized: return .parenthesized(expr(node.a))
    case .object:
      let start = Int(node.a)
      return .object(properties[start..<(start + Int(node.b))].map {
        ObjectProperty(key: strings[Int($0.key)], keyRange: $0.keyRange.shifted(by: shift), value: expr($0.value))
      })
    case .array: return .array(list(node.a).map(expr))
    case .chain: return .chain(list(node.a).map(expr))
    case .arrowFunction: return .arrowFunction(parameters: list(node.a).map { strings[Int($0)] }, body: expr(node.b))
    case .spread: return .spread(expr(node.a))
    case .regex: return .regex(strings[Int(node.a)], flags: strings[Int(node.b)])
    }
  }
}

/// The storage of the node, property, string and name tables of the last template's arena this
/// thread tore down, for the next template's arena to fill again: each template's arena
/// allocated them all and freed them all. At most `limit` slots a table are kept (about 380 KB
/// of nodes), so what a thread keeps stays small whatever it linted. (Per thread, as
/// `SpareProps`: no lock, and storage kept here is touched by no other thread until it is lent
/// again.)
fileprivate final class SpareArenaTables {
  static let limit = 1 << 14
  private let nodes = ArenaTable<ExprArena.Node>()
  private let properties = ArenaTable<ExprArena.Property>()
  private var strings: [String] = []
  /// A names table (`ExprArena.names`), its slots to be emptied again.
  private var names: UnsafeMutablePointer<ExprArena.NameSlot>?

  private static let slot = ThreadSlot<SpareArenaTables>()

  /// This thread's spares (made when it has none).
  static var ofThisThread: SpareArenaTables {
    if let spares = slot.value { return spares }
    let spares = SpareArenaTables()
    slot.set(spares)
    return spares
  }

  /// Gives `arena`'s empty tables the storage kept here, if any.
  func lend(to arena: ExprArena) {
    arena.nodes.takeStorage(of: nodes, upTo: Self.limit)
    arena.properties.takeStorage(of: properties, upTo: Self.limit)
    if arena.strings.capacity == 0 { swap(&arena.strings, &strings) }
  }

  /// The names table kept here, if any (its slots not emptied: the caller fills them).
  func takeNames() -> UnsafeMutablePointer<ExprArena.NameSlot>? {
    defer { names = nil }
    return names
  }

  /// Keeps the storage of `arena`'s tables (being torn down), when there is room.
  func keep(from arena: ExprArena) {
    nodes.takeStorage(of: arena.nodes, upTo: Self.limit)
    properties.takeStorage(of: arena.properties, upTo: Self.limit)
    if strings.capacity == 0 && arena.strings.capacity <= Self.limit {
      arena.strings.removeAll(keepingCapacity: true)
      swap(&strings, &arena.strings)
    }
    if names == nil {
      names = arena.names
      arena.names = nil
    }
  }
}
