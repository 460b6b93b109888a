/// What a value's expression is built from (for rules that compare a label with the state
/// that drives it), read from the arena's nodes in place.
extension Expr {
  /// The expression without grouping and negation around it: `(!isFav)` → `isFav`.
  public var core: Expr {
    guard id >= 0 else { return self }
    return Expr(arena: arena, id: arena.core(of: id), shift: shift)
  }

  /// Whether the expression is a literal (string, number, boolean, null, undefined, or a
  /// template literal without `${}`).
  public var isLiteral: Bool {
    guard id >= 0 else { return true }
    return arena.isLiteral(arena.core(of: id))
  }

  /// The non-literal expressions a value is built from: the conditions of its ternaries and
  /// the unknown operands of its `+` / template concatenations (each reduced to its `core`).
  /// `'Favorito ' + (isFav ? 'sí' : 'no')` gives `isFav`; `count + ' mensajes'` gives `count`.
  public var drivers: [Expr] {
    guard id >= 0 else { return [] }
    // Walked with a stack of what is left to visit (next on top), not by recursion: a chain
    // `a + b + …` is as tall as the expression tree.
    var out: [Expr] = []
    var pending: [Int32] = [id]
    while let next = pending.popLast() {
      let c = arena.core(of: next)
      let node = arena.nodes[Int(c)]
      switch node.tag {
      case .conditional:
        out.append(Expr(arena: arena, id: arena.core(of: node.a), shift: shift))
        pending.append(node.c)
        pending.append(node.b)
      case .binary where Self.isJoining(node.op):
        pending.append(node.b)
        pending.append(node.a)
      case .template:
        for entry in arena.list(node.a).reversed() where entry >= 0 { pending.append(entry) }
      default:
        if !arena.isLiteral(c) { out.append(Expr(arena: arena, id: c, shift: shift)) }
      }
    }
    return out
  }

  /// `+`, `??` and `||`: the operators whose operands both reach the value.
  static func isJoining(_ op: ExprOp) -> Bool { op == .plus || op == .nullish || op == .orOr }
}

extension ExprArena {
  /// Node `id` without the grouping, `!` and non-null assertions around it.
  func core(of id: Int32) -> Int32 {
    var k = id
    while true {
      let node = nodes[Int(k)]
      switch node.tag {
      case .parenthesized, .nonNull: k = node.a
      case .unary where node.op == .bang: k = node.a
      default: return k
      }
    }
  }

  /// Whether node `id` is a literal (a template literal without `${}` too).
  func isLiteral(_ id: Int32) -> Bool {
    let node = nodes[Int(id)]
    switch node.tag {
    case .string, .number, .bool, .null, .undefined: return true
    case .template: return list(node.a).allSatisfy { $0 < 0 }
    default: return false
    }
  }
}
