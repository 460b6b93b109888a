// The tree builder's expressions: interpolations, block expressions and the checks of
// expressions whose trees nothing keeps.
extension TreeBuilder {
  // MARK: - Expressions

  /// `{{ }}` and `{{ // note }}` are errors in Angular. (Always inlined: a call per interpolation
  /// cost more than the test, which finds most expressions not empty at their first byte.)
  @inline(__always) mutating func checkNotEmpty(_ expression: ByteRange, at range: ByteRange) {
    switch ExpressionParser.emptiness(bytes, range: expression) {
    case .blank?: error("blank interpolation: '{{ }}' needs an expression", range)
    case .commentOnly?: error("interpolation holds only a comment", range)
    case nil: break
    }
  }

  /// An interpolation in text (`inText`) or in a static value, with its character references
  /// decoded first as Angular does (`"&quot;a&quot;"`): built, or checked and deferred.
  mutating func interpolation(_ range: ByteRange, expression: ByteRange, inText: Bool, buildsTree: Bool) -> Interpolation {
    let site: ExpressionSite = !inText ? .valueInterpolation
      : preservedWhitespaceDepth > 0 ? .preservedInterpolation : .interpolation
    let parsed = site.parse(bytes, expression, buildsTree: buildsTree, scratch: &expressionScratch, arena: expressionArena,
                            reportingTo: &diagnostics)
    var made = Interpolation(range: range, expressionRange: expression, expression: parsed)
    made.isDeferred = !buildsTree
    return made
  }

  mutating func parseExpression(_ range: ByteRange, site: ExpressionSite = .plain) -> Expr? {
    site.parse(bytes, range, buildsTree: true, scratch: &expressionScratch, arena: expressionArena, reportingTo: &diagnostics)
  }

  /// A block's expression: built, or checked and deferred (`ExpressionParsing.onDemand`).
  mutating func blockExpression(_ range: ByteRange, of block: inout Block.Fields) {
    if isEager {
      block.storedExpression = parseExpression(range)
    } else {
      checkExpression(range)
      block.deferredExpressionRange = range
    }
  }

  /// An expression whose tree nothing keeps (`track item.id`): its diagnostics only.
  mutating func checkExpression(_ range: ByteRange) {
    _ = ExpressionSite.plain.parse(bytes, range, buildsTree: false, scratch: &expressionScratch, arena: expressionArena,
                                   reportingTo: &diagnostics)
  }
}
