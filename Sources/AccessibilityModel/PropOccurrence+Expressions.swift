import TemplateSyntax

// General helpers over a prop's value: the expressions it is written with (what each is built
// from is `Expr.drivers`, in TemplateSyntax).

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
