import TemplateSyntax

// General helpers over a prop's value that need the source text: interpolations evaluated, and
// the expressions a value is built from (added for the naming rules; usable by any rule).

extension PropOccurrence {
  /// The expressions this value is written with: the binding's expression, or the expressions
  /// of the static value's `{{ }}` interpolations. Empty for plain text.
  public var expressions: [Expr] {
    if attribute.isBound { return attribute.expression.map { [$0] } ?? [] }
    return attribute.parts.compactMap { part in
      if case .interpolation(let i) = part { return i.expression }
      return nil
    }
  }
}

extension Expr {
  /// The expression without grouping and negation around it: `(!isFav)` → `isFav`.
  public var core: Expr {
    var e = self
    while true {
      switch e.kind {
      case .parenthesized(let inner), .nonNull(let inner): e = inner
      case .unary("!", let inner): e = inner
      default: return e
      }
    }
  }

  /// Whether the expression is a literal (string, number, boolean, null, undefined, or a
  /// template literal without `${}`).
  public var isLiteral: Bool {
    switch core.kind {
    case .string, .number, .bool, .null, .undefined: return true
    case .template(let elements): return elements.allSatisfy { if case .literal = $0 { return true }; return false }
    default: return false
    }
  }

  /// The non-literal expressions a value is built from: the conditions of its ternaries and
  /// the unknown operands of its `+` / template concatenations (each reduced to its `core`).
  /// `'Favorito ' + (isFav ? 'sí' : 'no')` gives `isFav`; `count + ' mensajes'` gives `count`.
  public var drivers: [Expr] {
    // Walked with a stack of what is left to visit (next on top), not by recursion: a chain
    // `a + b + …` is as tall as the expression tree.
    var out: [Expr] = []
    var pending: [Expr] = [self]
    while let e = pending.popLast() {
      let c = e.core
      switch c.kind {
      case .conditional(let condition, let yes, let no):
        out.append(condition.core)
        pending.append(no)
        pending.append(yes)
      case .binary("+", let l, let r), .binary("??", let l, let r), .binary("||", let l, let r):
        pending.append(r)
        pending.append(l)
      case .template(let elements):
        for case .expression(let inner) in elements.reversed() { pending.append(inner) }
      default:
        if !c.isLiteral { out.append(c) }
      }
    }
    return out
  }
}
