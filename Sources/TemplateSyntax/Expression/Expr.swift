/// An Angular binding expression, as parsed. Every node keeps its source range.
///
/// A node of an `ExprArena`: the arena holds the tree, and `kind` reads the node with its
/// children as `Expr`s of the same arena.
///
/// A tree made before for the same text elsewhere in the template (`SimpleTree.build`'s memo)
/// is not copied: the `Expr` refers to the first tree's nodes and keeps how far its text is
/// from theirs (`shift`), added to every range read through it and passed to its children.
public struct Expr: Sendable, Equatable {
  let arena: ExprArena
  /// The node's index in `arena`; -1 for a placeholder (what a parse that builds no tree makes).
  let id: Int32
  /// What is added (wrapping) to the ranges of the arena's nodes to give this tree's: 0 for a
  /// tree of its own nodes. (Four bytes: an `Expr` stays two words.)
  let shift: UInt32

  public var range: ByteRange { id < 0 ? ByteRange(0, 0) : arena.nodes[Int(id)].range.shifted(by: shift) }
  public var kind: ExprKind { id < 0 ? .null : arena.kind(of: id, shift: shift) }

  /// A tree of its own: `kind`'s children are copied into a new arena (a parser appends to
  /// its arena instead, `ExprArena.append`).
  public init(_ kind: ExprKind, _ range: ByteRange) {
    self = ExprArena().append(kind, range)
  }

  init(arena: ExprArena, id: Int32, shift: UInt32 = 0) {
    self.arena = arena
    self.id = id
    self.shift = shift
  }

  public static func == (lhs: Expr, rhs: Expr) -> Bool {
    if lhs.arena === rhs.arena && lhs.id == rhs.id && lhs.shift == rhs.shift { return true }
    return lhs.range == rhs.range && lhs.kind == rhs.kind
  }
}

extension Expr {
  /// The expression inside any grouping parentheses (`((a))` is `a`); read without making
  /// the nodes' kinds.
  public var ungrouped: Expr {
    var e = self
    while e.id >= 0, case let node = e.arena.nodes[Int(e.id)], node.tag == .parenthesized {
      e = Expr(arena: arena, id: node.a, shift: shift)
    }
    return e
  }

  /// The name, when this is an identifier (`a`, not `(a)`).
  public var identifierName: String? {
    guard id >= 0, case let node = arena.nodes[Int(id)], node.tag == .identifier else { return nil }
    return arena.strings[Int(node.a)]
  }
}

public enum ExprKind: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case undefined
  /// A template literal: literal strings interleaved with `${}` expressions.
  case template([TemplateElement])
  /// `this`
  case this
  case identifier(String)
  /// `a.b`, `a?.b`
  case member(Expr, name: String, safe: Bool)
  /// `a[b]`, `a?.[b]`
  case keyed(Expr, key: Expr, safe: Bool)
  /// `f(x)`, `a?.f(x)`
  case call(Expr, arguments: [Expr], safe: Bool)
  /// `!a`, `-a`, `+a`, `typeof a`, `void a`
  case unary(op: String, Expr)
  /// `a + b`, `a && b`, `a ?? b`, `a === b`, `a = b`, …
  case binary(op: String, Expr, Expr)
  /// `c ? a : b`
  case conditional(Expr, then: Expr, else: Expr)
  /// `value | name:arg1:arg2`
  case pipe(Expr, name: String, arguments: [Expr])
  /// `a!`
  case nonNull(Expr)
  /// `(a)`
  case parenthesized(Expr)
  case object([ObjectProperty])
  case array([Expr])
  /// `a; b` (event handlers only).
  case chain([Expr])
  /// `x => body`, `(a, b) => body` (the body is one expression; assignments are allowed in it).
  case arrowFunction(parameters: [String], body: Expr)
  /// `...value` in an array literal, an object literal or a call's arguments.
  case spread(Expr)
  /// `/body/flags`
  case regex(String, flags: String)
}

public enum TemplateElement: Sendable, Equatable {
  case literal(String)
  case expression(Expr)
}

public struct ObjectProperty: Sendable, Equatable {
  public var key: String
  public var keyRange: ByteRange
  /// `{ a }` shorthand keeps an identifier expression as its value; `{ ...o }` is a property
  /// with the key `...` and a `spread` value.
  public var value: Expr
  public init(key: String, keyRange: ByteRange, value: Expr) {
    self.key = key
    self.keyRange = keyRange
    self.value = value
  }
}

extension Expr {
  /// The expressions directly inside this one, in source order.
  public var subexpressions: [Expr] {
    switch kind {
    case .string, .number, .bool, .null, .undefined, .this, .identifier, .regex:
      return []
    case .template(let elements):
      return elements.compactMap { if case .expression(let e) = $0 { return e }; return nil }
    case .member(let receiver, _, _):
      return [receiver]
    case .keyed(let receiver, let key, _):
      return [receiver, key]
    case .call(let callee, let arguments, _):
      return [callee] + arguments
    case .unary(_, let operand), .nonNull(let operand), .parenthesized(let operand), .spread(let operand):
      return [operand]
    case .binary(_, let left, let right):
      return [left, right]
    case .conditional(let condition, let then, let otherwise):
      return [condition, then, otherwise]
    case .pipe(let value, _, let arguments):
      return [value] + arguments
    case .object(let properties):
      return properties.map(\.value)
    case .array(let elements), .chain(let elements):
      return elements
    case .arrowFunction(_, let body):
      return [body]
    }
  }

  /// Whether this expression, or one at any depth inside it, `matches` (walked with a stack).
  public func contains(where matches: (Expr) -> Bool) -> Bool {
    var stack = [self]
    while let expr = stack.popLast() {
      if matches(expr) { return true }
      stack.append(contentsOf: expr.subexpressions)
    }
    return false
  }
}
