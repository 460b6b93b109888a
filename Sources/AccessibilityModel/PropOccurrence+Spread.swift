import TemplateSyntax

extension PropOccurrence {
  /// The entries of an object literal with a spread (`[accessibilityState]="{ ...base, busy: true }"`,
  /// whose value is unknown as a whole) that are known constants: those written after the last
  /// spread, which no spread can override. Keys the spread may add are unknown, and so is a key
  /// written before a spread (the spread may override it): neither is here, so no rule may read
  /// a key as missing from this. Empty when the value is not such an object.
  ///
  /// (Worked out when asked: only a state object with a spread in it has any, and few do.)
  public func entriesAfterSpread(source: SourceFile) -> [ObjectEntry] {
    guard case .dynamic = value, attribute.kind == .property || attribute.kind == .twoWay,
          var expression = attribute.expression else { return [] }
    while case .parenthesized(let inner) = expression.kind { expression = inner }
    guard case .object(let properties) = expression.kind,
          let lastSpread = properties.lastIndex(where: { if case .spread = $0.value.kind { return true }; return false })
    else { return [] }
    var entries: [ObjectEntry] = []
    for property in properties[(lastSpread + 1)...] {
      entries.append(ObjectEntry(key: property.key, keyRange: property.keyRange,
                                 value: Evaluator.evaluate(property.value, source: source), valueRange: property.value.range))
    }
    return entries
  }
}
