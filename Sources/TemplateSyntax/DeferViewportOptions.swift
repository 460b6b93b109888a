/// The options object of a `viewport` trigger (`@defer (on viewport({rootMargin: '10px'}))`),
/// checked as Angular checks it: an object literal, with no spread and no `root` option; a
/// `trigger` option names an element reference with a bare identifier (and not on a hydration
/// trigger); every other value is a literal: a string, a number, `true`, `false`, `null`,
/// `undefined`, or an array or object of literals.
extension TreeBuilder {
  /// What Angular rejects in the options object `options`, or nil.
  func viewportOptionsProblem(_ options: Expr, hydrate: Bool) -> String? {
    guard case .object(let properties) = options.kind else {
      return "the options of 'viewport' must be an object literal: 'viewport({rootMargin: \"10px\"})'"
    }
    if properties.contains(where: { if case .spread = $0.value.kind { return true }; return false }) {
      return "the options of 'viewport' cannot spread another object"
    }
    if properties.contains(where: { $0.key == "root" }) {
      return "'viewport' has no 'root' option: it watches the viewport"
    }
    // Angular reads the first `trigger` as the element to watch; another is an option value.
    let triggerIndex = properties.firstIndex { $0.key == "trigger" }
    if let triggerIndex {
      guard case .identifier = properties[triggerIndex].value.kind else {
        return "the 'trigger' option of 'viewport' must name an element reference: 'trigger: ref'"
      }
      if hydrate { return "the hydration trigger 'viewport' cannot have a 'trigger' option" }
    }
    for (index, property) in properties.enumerated() where index != triggerIndex {
      if let found = Self.firstNonLiteral(property.value) {
        return "the options of 'viewport' must be literal values (strings, numbers, booleans, null, arrays and "
          + "objects of them), not \(found)"
      }
    }
    return nil
  }

  /// The first part of `value`, in source order, that is not a literal (shown as its kind), or
  /// nil when it is all literals. Walked with a stack: an array of arrays may nest deep.
  static func firstNonLiteral(_ value: Expr) -> String? {
    var stack = [value]
    while let expr = stack.popLast() {
      switch expr.kind {
      case .string, .number, .bool, .null, .undefined:
        continue
      case .array(let elements):
        stack.append(contentsOf: elements.reversed())
      case .object(let properties):
        // (A spread in a nested object brings the values of what it spreads.)
        stack.append(contentsOf: properties.reversed().map { property in
          if case .spread(let inner) = property.value.kind { return inner }
          return property.value
        })
      default:
        return kindName(expr)
      }
    }
    return nil
  }

  /// How a value that is not a literal is named in a message.
  static func kindName(_ expr: Expr) -> String {
    switch expr.kind {
    case .identifier, .member, .keyed, .this: return "a property read"
    case .call: return "a call"
    case .unary, .binary: return "an operator"
    case .conditional: return "a conditional"
    case .pipe: return "a pipe"
    case .nonNull: return "a non-null assertion"
    case .parenthesized: return "a parenthesized expression"
    case .template: return "a template literal"
    case .spread: return "a spread"
    case .arrowFunction: return "an arrow function"
    case .regex: return "a regular expression"
    case .chain: return "a chain"
    case .string, .number, .bool, .null, .undefined, .array, .object: return "a literal"
    }
  }
}
