/// Abstract evaluation of expressions (spec: "Expressions"): what the linter knows of a
/// value without running the app.
public enum Evaluator {
  /// Concatenating alternatives expands into alternatives while the number of
  /// combinations stays at or under this; beyond it the result is dynamic.
  public static let maxAlternatives: Int = 16

  /// The abstract value of an expression. `source` gives the text of dynamic parts.
  ///
  /// The chains that can be as tall as the whole tree (`ExpressionParser.maxTreeHeight`):
  /// grouping, prefix operators, non-null assertions, pipes and the left operands of binary
  /// operators, are followed in a loop; recursion follows only the other operands, whose depth
  /// the parser's nesting limit bounds (`a + b + …`, `!!…a`, `a | p | …` use no stack per link).
  public static func evaluate(_ expr: Expr, source: SourceFile) -> AbstractValue {
    guard expr.id >= 0 else { return .null }
    return Walk(arena: expr.arena, source: source, shift: expr.shift).evaluate(expr.id)
  }

  /// The abstract value of a template literal's or an attribute's parts: literal texts and
  /// expressions, concatenated (`'a' + x + 'b'`).
  public static func evaluate(template parts: [TemplateElement], source: SourceFile) -> AbstractValue {
    var result: AbstractValue = .string("")
    for part in parts {
      switch part {
      case .literal(let s):
        concatenate(&result, "", .string(s), "")
      case .expression(let e):
        concatenate(&result, "", evaluate(e, source: source), source.text(e.range))
      }
    }
    return result
  }

  /// The evaluation of one tree, reading its arena's nodes in place.
  struct Walk {
    let arena: ExprArena
    let source: SourceFile
    /// The tree's `Expr.shift`, added to every range read.
    let shift: UInt32

    func node(_ id: Int32) -> ExprArena.Node { arena.nodes[Int(id)] }
    func string(_ k: Int32) -> String { arena.strings[Int(k)] }
    func text(_ id: Int32) -> String { source.text(range(id)) }
    func range(_ id: Int32) -> ByteRange { node(id).range.shifted(by: shift) }

    func evaluate(_ root: Int32) -> AbstractValue { evaluate(root, node: node(root)) }

    /// `evaluate(root)`, given the root's node `n` (read already by the caller).
    @inline(__always) func evaluate(_ root: Int32, node n: ExprArena.Node) -> AbstractValue {
      // (Most values are a node alone, an object's `isOn` or `false`: they skip the chain's
      // walk and its stack buffer, which made every call save and restore more.)
      guard continuesChain(n) else { return evaluateNode(n) }
      return evaluateChain(root)
    }

    /// `evaluate` of a node that continues a chain.
    @inline(never) func evaluateChain(_ root: Int32) -> AbstractValue {
      var links = 0
      var id = root
      while continuesChain(node(id)) {
        links += 1
        id = node(id).a
      }
      guard links > 0 else { return evaluateNode(node(id)) }
      guard links <= Self.shortChain else { return evaluateLongChain(root, links: links, innermost: id) }
      // A short chain (most have one or two links) is walked down again from its root for each
      // link, outward: at most six steps more, where a buffer on the stack went through the
      // runtime's general allocation path on Linux (~360 instructions a chain).
      // (The value is held here alone, so that a `+` chain appends to its parts in place.)
      var value = evaluateNode(node(id))
      for link in (0..<links).reversed() {
        var k = root
        for _ in 0..<link { k = node(k).a }
        applyLink(node(k), to: &value)
      }
      return value
    }

    /// The most links `evaluateChain` walks again from the root rather than recording.
    static let shortChain = 4

    /// `evaluateChain` of a longer chain: its links are recorded on the way down, and read back
    /// outward from a buffer on the stack.
    @inline(never) func evaluateLongChain(_ root: Int32, links: Int, innermost: Int32) -> AbstractValue {
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: links) { chain in
        var k = root
        for link in 0..<links {
          chain[link] = k
          k = node(k).a
        }
        var value = evaluateNode(node(innermost))
        for link in (0..<links).reversed() { applyLink(node(chain[link]), to: &value) }
        return value
      }
    }

    /// Applies one link `n` of a chain to the value of its operand.
    func applyLink(_ n: ExprArena.Node, to value: inout AbstractValue) {
      switch n.tag {
      case .unary:
        value = applyUnary(n.op, to: value)
      case .pipe:
        value = isStringTyped(value) ? .dynamic(.string) : .dynamic(.any)
      case .binary:
        evaluateBinary(n.op, &value, n.a, n.b)
      default:
        break  // grouping and `!` non-null assertions keep the value
      }
    }

    /// Whether `evaluate` follows node `n` to its operand `a` and applies it afterwards.
    func continuesChain(_ n: ExprArena.Node) -> Bool {
      switch n.tag {
      case .parenthesized, .nonNull, .unary, .pipe: return true
      case .binary: return binaryEvaluatesLeft(n.op)
      default: return false
      }
    }

    /// One node `n` that does not continue a chain (`evaluate` follows those), read once by
    /// the caller.
    func evaluateNode(_ n: ExprArena.Node) -> AbstractValue {
      switch n.tag {
      case .string: return .string(string(n.a))
      case .number: return .number(arena.numbers[Int(n.a)])
      case .bool: return .bool(n.flag)
      case .null: return .null
      case .undefined: return .undefined
      case .template: return evaluateTemplate(arena.list(n.a))
      case .object: return evaluateObject(Int(n.a), Int(n.b))
      case .array: return evaluateArray(arena.list(n.a))
      case .conditional: return evaluateConditional(n.a, n.b, n.c)
      default: return .dynamic(.any)
      }
    }

    func evaluateObject(_ start: Int, _ count: Int) -> AbstractValue {
      // Most objects have one to three entries: an array literal is allocated at its size in one
      // step, where reserving room in an empty array went through the general path that grows
      // and copies an array (~110 instructions an object more). For these, each property and its
      // value's node are read once, for the spread test and for the entry (a larger object reads
      // them again for its entries).
      // `{...o}`: the keys and values that `o` brings are unknown. (Evaluating has no effect, so
      // looking for a spread before any entry is made gives what stopping at it gave.)
      switch count {
      case 1:
        let p0 = PropertyRead(self, start)
        guard !p0.isSpread else { return .dynamic(.any) }
        return .object([p0.entry(self)])
      case 2:
        let p0 = PropertyRead(self, start), p1 = PropertyRead(self, start + 1)
        guard !p0.isSpread && !p1.isSpread else { return .dynamic(.any) }
        return .object([p0.entry(self), p1.entry(self)])
      case 3:
        let p0 = PropertyRead(self, start), p1 = PropertyRead(self, start + 1), p2 = PropertyRead(self, start + 2)
        guard !p0.isSpread && !p1.isSpread && !p2.isSpread else { return .dynamic(.any) }
        return .object([p0.entry(self), p1.entry(self), p2.entry(self)])
      default:
        for k in start..<(start + count) where PropertyRead(self, k).isSpread { return .dynamic(.any) }
        var entries: [ObjectEntry] = []
        entries.reserveCapacity(count)
        for k in start..<(start + count) { entries.append(PropertyRead(self, k).entry(self)) }
        return .object(entries)
      }
    }

    /// Property `k` of the arena and its value's node, read once.
    struct PropertyRead {
      let property: ExprArena.Property
      let value: ExprArena.Node

      @inline(__always) init(_ walk: Walk, _ k: Int) {
        property = walk.arena.properties[k]
        value = walk.node(property.value)
      }

      var isSpread: Bool { value.tag == .spread }

      /// The object entry of the property.
      @inline(__always) func entry(_ walk: Walk) -> ObjectEntry {
        ObjectEntry(key: walk.string(property.key), keyRange: property.keyRange.shifted(by: walk.shift),
                    value: walk.evaluate(property.value, node: value), valueRange: value.range.shifted(by: walk.shift))
      }
    }

    func evaluateArray(_ elements: ArraySlice<Int32>) -> AbstractValue {
      if elements.contains(where: { node($0).tag == .spread }) { return .dynamic(.any) }
      var values: [AbstractValue] = []
      values.reserveCapacity(elements.count)
      for element in elements { values.append(evaluate(element)) }
      return .array(values)
    }

    func evaluateConditional(_ condition: Int32, _ yes: Int32, _ no: Int32) -> AbstractValue {
      if let truth = truthiness(evaluate(condition)) { return evaluate(truth ? yes : no) }
      return alternatives(evaluate(yes), evaluate(no))
    }

    /// A template literal's list: `~k` is the literal `strings[k]`, others are expressions.
    func evaluateTemplate(_ entries: ArraySlice<Int32>) -> AbstractValue {
      var result: AbstractValue = .string("")
      for entry in entries {
        if entry < 0 {
          concatenate(&result, "", .string(string(~entry)), "")
        } else {
          concatenate(&result, "", evaluate(entry), text(entry))
        }
      }
      return result
    }

    /// A binary operator, applied to `l`, the value of its left operand (for the operators of
    /// `binaryEvaluatesLeft`).
    func evaluateBinary(_ op: ExprOp, _ l: inout AbstractValue, _ left: Int32, _ right: Int32) {
      switch op {
      case .plus:
        let r = evaluate(right)
        let leftText = mayBeDynamic(l) ? text(left) : ""
        let rightText = mayBeDynamic(r) ? text(right) : ""
        concatenate(&l, leftText, r, rightText)
      case .nullish:
        l = nullish(l) { evaluate(right) }
      case .orOr:
        l = logicalOr(l) { evaluate(right) }
      case .andAnd:
        l = logicalAnd(l) { evaluate(right) }
      case .minus, .star, .slash, .percent, .starStar, .eq3, .notEq2, .eq2, .notEq, .lt, .gt, .le, .ge:
        // (With a left value that is no primitive, `sel === i`'s unknown `sel`, every one of
        // these is unknown whatever the right value: it is not evaluated, which has no effect.)
        l = isPrimitive(l) ? arithmeticOrComparison(op, l, evaluate(right)) : .dynamic(.any)
      default:
        l = .dynamic(.any)
      }
    }
  }

  // MARK: - Helpers shared with callers

  /// Builds alternatives: nested alternatives are flattened, duplicates removed (first
  /// occurrence kept), and a single value is returned as itself.
  public static func alternatives(_ values: [AbstractValue]) -> AbstractValue {
    var out: [AbstractValue] = []
    out.reserveCapacity(values.count)
    for value in values {
      for member in value.possibilities where !out.contains(member) {
        out.append(member)
      }
    }
    if out.count == 1 { return out[0] }
    if out.isEmpty { return .dynamic(.any) }
    return .alternatives(out)
  }

  /// `alternatives([a, b])`, without making an array for the two when neither is a choice
  /// itself (a ternary's branches, most often).
  static func alternatives(_ a: AbstractValue, _ b: AbstractValue) -> AbstractValue {
    if a.isAlternatives || b.isAlternatives { return alternatives([a, b]) }
    return a == b ? a : .alternatives([a, b])
  }

  /// The JavaScript truthiness of a known value, or nil when unknown.
  public static func truthiness(_ value: AbstractValue) -> Bool? {
    switch value {
    case .string(let s): return !s.isEmpty
    case .number(let n): return n != 0 && !n.isNaN
    case .bool(let b): return b
    case .null, .undefined: return false
    case .object, .array: return true
    case .alternatives(let members):
      var result: Bool?
      for member in members {
        guard let t = truthiness(member) else { return nil }
        if let r = result, r != t { return nil }
        result = t
      }
      return result
    case .concatenation(let parts):
      for part in parts {
        if case .literal(let s) = part, !s.isEmpty { return true }
      }
      return nil
    case .dynamic:
      return nil
    }
  }

  /// The JavaScript `String(value)` of a known primitive, or nil.
  public static func stringConversion(_ value: AbstractValue) -> String? {
    switch value {
    case .string(let s): return s
    case .number(let n): return numberString(n)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .undefined: return "undefined"
    default: return nil
    }
  }

  /// JavaScript's formatting of a number (integers without a fraction).
  public static func numberString(_ n: Double) -> String {
    if n.isNaN { return "NaN" }
    if n.isInfinite { return n < 0 ? "-Infinity" : "Infinity" }
    // (No `rounded()`: it needs libm, which this target does not link.)
    if abs(n) < 9.0e18 && Double(Int64(n)) == n {
      return n == 0 ? "0" : String(Int64(n))
    }
    var s = n.description
    if s.hasSuffix(".0") { s.removeLast(2) }
    if let e = s.firstIndex(of: "e") {
      let exponent = s[s.index(after: e)...]
      if exponent.first != "-" && exponent.first != "+" {
        s.insert("+", at: s.index(after: e))
      }
    }
    return s
  }

  // MARK: - Cases

  /// A prefix operator applied to the value of its operand.
  static func applyUnary(_ op: ExprOp, to value: AbstractValue) -> AbstractValue {
    if op == .void { return .undefined }
    // (One value, the usual case: its result is one value, no choice to build.)
    if !value.isAlternatives { return applyUnary(op, value) }
    var results: [AbstractValue] = []
    for member in value.possibilities {
      results.append(applyUnary(op, member))
    }
    return alternatives(results)
  }

  static func applyUnary(_ op: ExprOp, _ value: AbstractValue) -> AbstractValue {
    switch op {
    case .bang:
      if let truth = truthiness(value) { return .bool(!truth) }
    case .minus:
      if case .number(let n) = value { return .number(-n) }
    case .plus:
      if case .number(let n) = value { return .number(n) }
    case .typeof:
      switch value {
      case .string, .concatenation, .dynamic(.string): return .string("string")
      case .number: return .string("number")
      case .bool: return .string("boolean")
      case .undefined: return .string("undefined")
      case .null, .object, .array: return .string("object")
      default: return .dynamic(.string)
      }
    default:
      break
    }
    return .dynamic(.any)
  }

  /// Whether `evaluateBinary` uses the value of the left operand (the operators it knows).
  static func binaryEvaluatesLeft(_ op: ExprOp) -> Bool {
    switch op {
    case .plus, .nullish, .orOr, .andAnd, .minus, .star, .slash, .percent, .starStar, .eq3, .notEq2, .eq2, .notEq,
         .lt, .gt, .le, .ge: return true
    default: return false
    }
  }

  static func nullish(_ l: AbstractValue, _ right: () -> AbstractValue) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      switch member {
      case .null, .undefined:
        let r = rightValue ?? right()
        rightValue = r
        results.append(r)
      case .dynamic:
        results.append(member)
        let r = rightValue ?? right()
        rightValue = r
        results.append(r)
      default:
        results.append(member)
      }
    }
    return alternatives(results)
  }

  static func logicalOr(_ l: AbstractValue, _ right: () -> AbstractValue) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      let truth = truthiness(member)
      if truth == true {
        results.append(member)
        continue
      }
      if truth == nil { results.append(member) }
      let r = rightValue ?? right()
      rightValue = r
      results.append(r)
    }
    return alternatives(results)
  }

  static func logicalAnd(_ l: AbstractValue, _ right: () -> AbstractValue) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      guard let truth = truthiness(member) else { return .dynamic(.any) }
      if truth {
        let r = rightValue ?? right()
        rightValue = r
        results.append(r)
      } else {
        results.append(member)
      }
    }
    return alternatives(results)
  }

  static func arithmeticOrComparison(_ op: ExprOp, _ l: AbstractValue, _ r: AbstractValue) -> AbstractValue {
    if case .number(let a) = l, case .number(let b) = r {
      switch op {
      case .minus: return .number(a - b)
      case .star: return .number(a * b)
      case .slash: return .number(a / b)
      case .percent:
        // (No `truncatingRemainder`: it needs libm's fmod, which this target does not link.)
        let q = a / b
        guard q.isFinite && abs(q) < 9.0e15 else { return .dynamic(.any) }
        return .number(a - b * Double(Int64(q)))
      case .starStar: return .number(pow(a, b))
      case .lt: return .bool(a < b)
      case .gt: return .bool(a > b)
      case .le: return .bool(a <= b)
      case .ge: return .bool(a >= b)
      default: break
      }
    }
    if op == .eq3 || op == .notEq2 {
      if let equal = strictlyEqual(l, r) { return .bool(op == .eq3 ? equal : !equal) }
    }
    return .dynamic(.any)
  }

  /// `===` between two known primitives, or nil.
  static func strictlyEqual(_ l: AbstractValue, _ r: AbstractValue) -> Bool? {
    switch (l, r) {
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null), (.undefined, .undefined): return true
    default:
      if isPrimitive(l) && isPrimitive(r) { return false }
      return nil
    }
  }

  static func isPrimitive(_ v: AbstractValue) -> Bool {
    switch v {
    case .string, .number, .bool, .null, .undefined: return true
    default: return false
    }
  }

  /// Powers for `**` without Foundation: integral exponents exactly, others by exp/log.
  static func pow(_ base: Double, _ exponent: Double) -> Double {
    if abs(exponent) <= 1024 && Double(Int(exponent)) == exponent {
      var result = 1.0
      var k = Int(abs(exponent))
      var b = base
      while k > 0 {
        if k & 1 == 1 { result *= b }
        b *= b
        k >>= 1
      }
      return exponent < 0 ? 1 / result : result
    }
    return .nan
  }

  // MARK: - String building

  /// Whether a value is known to be a string (its contents may be unknown).
  static func isStringTyped(_ v: AbstractValue) -> Bool {
    switch v {
    case .string, .concatenation, .dynamic(.string): return true
    case .alternatives(let members): return members.allSatisfy { isStringTyped($0) }
    default: return false
    }
  }

  /// Whether a value is unknown, or a choice with an unknown member (its source text is then
  /// a part of a concatenation).
  static func mayBeDynamic(_ v: AbstractValue) -> Bool {
    switch v {
    case .dynamic: return true
    case .alternatives(let members): return members.contains { $0.isDynamic }
    default: return false
    }
  }

  /// Whether `possibilities` has more than one member.
  static func hasSeveralPossibilities(_ v: AbstractValue) -> Bool {
    if case .alternatives(let members) = v { return members.count > 1 }
    return false
  }

  /// JavaScript `+` of two abstract values, the result left in `l`. `leftText`/`rightText` are
  /// the source texts used for dynamic parts.
  static func concatenate(_ l: inout AbstractValue, _ leftText: String, _ r: AbstractValue, _ rightText: String) {
    guard hasSeveralPossibilities(l) || hasSeveralPossibilities(r) else {
      addSingle(&l, leftText, r, rightText)
      return
    }
    let lp = l.possibilities
    let rp = r.possibilities
    if lp.count * rp.count > maxAlternatives {
      l = isStringTyped(l) || isStringTyped(r) ? .dynamic(.string) : .dynamic(.any)
      return
    }
    var results: [AbstractValue] = []
    for a in lp {
      for b in rp {
        var sum = a
        addSingle(&sum, leftText, b, rightText)
        results.append(sum)
      }
    }
    l = alternatives(results)
  }

  /// `+` of one value and one value, the result left in `l`.
  static func addSingle(_ l: inout AbstractValue, _ leftText: String, _ r: AbstractValue, _ rightText: String) {
    if case .number(let a) = l, case .number(let b) = r {
      l = .number(a + b)
      return
    }
    guard isStringTyped(l) || isStringTyped(r) else {
      l = .dynamic(.any)
      return
    }
    var parts: [StringPart]
    if case .concatenation(let inner) = l {
      // The left parts are taken over as they are (they were made here: no empty literal, no
      // two literals in a row), and `l` lets go of them first, so that a chain `a + ', ' + b`
      // appends to one array in place.
      parts = inner
      l = .null
    } else {
      parts = []
      // (Room for a few more: a chain goes on appending to it.)
      parts.reserveCapacity(max(4, 1 + partCount(r)))
      appendParts(of: l, text: leftText, to: &parts)
    }
    appendParts(of: r, text: rightText, to: &parts)
    if parts.isEmpty {
      l = .string("")
    } else if parts.count == 1, case .literal(let s) = parts[0] {
      l = .string(s)
    } else {
      l = .concatenation(parts)
    }
  }

  /// How many parts `appendParts` adds for `value`, at most.
  static func partCount(_ value: AbstractValue) -> Int {
    if case .concatenation(let inner) = value { return inner.count }
    return 1
  }

  static func appendParts(of value: AbstractValue, text: String, to parts: inout [StringPart]) {
    if let s = stringConversion(value) {
      appendPart(.literal(s), to: &parts)
      return
    }
    if case .concatenation(let inner) = value {
      for part in inner { appendPart(part, to: &parts) }
      return
    }
    appendPart(.dynamic(source: text), to: &parts)
  }

  /// Appends a part, merging adjacent literals and dropping empty ones.
  static func appendPart(_ part: StringPart, to parts: inout [StringPart]) {
    if case .literal(let s) = part {
      if s.isEmpty { return }
      if let last = parts.last, case .literal(let previous) = last {
        parts[parts.count - 1] = .literal(previous + s)
        return
      }
    }
    parts.append(part)
  }
}
