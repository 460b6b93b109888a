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
    var chain: [Expr] = []
    var e = expr
    descend: while true {
      switch e.kind {
      case .parenthesized(let inner), .nonNull(let inner), .unary(_, let inner), .pipe(let inner, _, _):
        chain.append(e)
        e = inner
      case .binary(let op, let left, _) where binaryEvaluatesLeft(op):
        chain.append(e)
        e = left
      default:
        break descend
      }
    }
    var value = evaluateNode(e, source: source)
    while let outer = chain.popLast() {
      switch outer.kind {
      case .unary(let op, _):
        value = applyUnary(op, to: value)
      case .pipe:
        value = isStringTyped(value) ? .dynamic(.string) : .dynamic(.any)
      case .binary(let op, let left, let right):
        value = evaluateBinary(op, value, left, right, source: source)
      default:
        continue  // grouping and `!` non-null assertions keep the value
      }
    }
    return value
  }

  /// One node that does not continue a chain (`evaluate` follows those).
  static func evaluateNode(_ expr: Expr, source: SourceFile) -> AbstractValue {
    switch expr.kind {
    case .string(let s): return .string(s)
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .null: return .null
    case .undefined: return .undefined
    case .template(let elements): return evaluateTemplate(elements, source: source)
    case .object(let properties): return evaluateObject(properties, source: source)
    case .array(let elements): return evaluateArray(elements, source: source)
    case .conditional(let condition, let yes, let no):
      return evaluateConditional(condition, yes, no, source: source)
    default:
      return .dynamic(.any)
    }
  }

  // MARK: - Helpers shared with callers

  /// Builds alternatives: nested alternatives are flattened, duplicates removed (first
  /// occurrence kept), and a single value is returned as itself.
  public static func alternatives(_ values: [AbstractValue]) -> AbstractValue {
    var out: [AbstractValue] = []
    for value in values {
      for member in value.possibilities where !out.contains(member) {
        out.append(member)
      }
    }
    if out.count == 1 { return out[0] }
    if out.isEmpty { return .dynamic(.any) }
    return .alternatives(out)
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

  static func evaluateObject(_ properties: [ObjectProperty], source: SourceFile) -> AbstractValue {
    // `{...o}`: the keys and values that `o` brings are unknown.
    if properties.contains(where: { if case .spread = $0.value.kind { return true }; return false }) {
      return .dynamic(.any)
    }
    var entries: [ObjectEntry] = []
    entries.reserveCapacity(properties.count)
    for property in properties {
      let value = evaluate(property.value, source: source)
      entries.append(ObjectEntry(key: property.key, keyRange: property.keyRange, value: value,
                                 valueRange: property.value.range))
    }
    return .object(entries)
  }

  static func evaluateArray(_ elements: [Expr], source: SourceFile) -> AbstractValue {
    if elements.contains(where: { if case .spread = $0.kind { return true }; return false }) {
      return .dynamic(.any)
    }
    var values: [AbstractValue] = []
    values.reserveCapacity(elements.count)
    for element in elements { values.append(evaluate(element, source: source)) }
    return .array(values)
  }

  static func evaluateConditional(_ condition: Expr, _ yes: Expr, _ no: Expr, source: SourceFile) -> AbstractValue {
    let test = evaluate(condition, source: source)
    if let truth = truthiness(test) {
      return evaluate(truth ? yes : no, source: source)
    }
    return alternatives([evaluate(yes, source: source), evaluate(no, source: source)])
  }

  static func evaluateTemplate(_ elements: [TemplateElement], source: SourceFile) -> AbstractValue {
    var result: AbstractValue = .string("")
    for element in elements {
      switch element {
      case .literal(let s):
        result = concatenate(result, "", .string(s), "")
      case .expression(let e):
        let value = evaluate(e, source: source)
        result = concatenate(result, "", value, source.text(e.range))
      }
    }
    return result
  }

  /// A prefix operator applied to the value of its operand.
  static func applyUnary(_ op: String, to value: AbstractValue) -> AbstractValue {
    if op == "void" { return .undefined }
    var results: [AbstractValue] = []
    for member in value.possibilities {
      results.append(applyUnary(op, member))
    }
    return alternatives(results)
  }

  static func applyUnary(_ op: String, _ value: AbstractValue) -> AbstractValue {
    switch op {
    case "!":
      if let truth = truthiness(value) { return .bool(!truth) }
    case "-":
      if case .number(let n) = value { return .number(-n) }
    case "+":
      if case .number(let n) = value { return .number(n) }
    case "typeof":
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
  static func binaryEvaluatesLeft(_ op: String) -> Bool {
    switch op {
    case "+", "??", "||", "&&", "-", "*", "/", "%", "**", "===", "!==", "==", "!=", "<", ">", "<=", ">=": return true
    default: return false
    }
  }

  /// A binary operator, given the value of its left operand (for the operators of
  /// `binaryEvaluatesLeft`).
  static func evaluateBinary(_ op: String, _ l: AbstractValue, _ left: Expr, _ right: Expr, source: SourceFile) -> AbstractValue {
    switch op {
    case "+":
      let r = evaluate(right, source: source)
      return add(l, left, r, right, source: source)
    case "??":
      return nullish(l, right, source: source)
    case "||":
      return logicalOr(l, right, source: source)
    case "&&":
      return logicalAnd(l, right, source: source)
    case "-", "*", "/", "%", "**", "===", "!==", "==", "!=", "<", ">", "<=", ">=":
      let r = evaluate(right, source: source)
      return arithmeticOrComparison(op, l, r)
    default:
      return .dynamic(.any)
    }
  }

  static func nullish(_ l: AbstractValue, _ right: Expr, source: SourceFile) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      switch member {
      case .null, .undefined:
        let r = rightValue ?? evaluate(right, source: source)
        rightValue = r
        results.append(r)
      case .dynamic:
        results.append(member)
        let r = rightValue ?? evaluate(right, source: source)
        rightValue = r
        results.append(r)
      default:
        results.append(member)
      }
    }
    return alternatives(results)
  }

  static func logicalOr(_ l: AbstractValue, _ right: Expr, source: SourceFile) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      let truth = truthiness(member)
      if truth == true {
        results.append(member)
        continue
      }
      if truth == nil { results.append(member) }
      let r = rightValue ?? evaluate(right, source: source)
      rightValue = r
      results.append(r)
    }
    return alternatives(results)
  }

  static func logicalAnd(_ l: AbstractValue, _ right: Expr, source: SourceFile) -> AbstractValue {
    var results: [AbstractValue] = []
    var rightValue: AbstractValue?
    for member in l.possibilities {
      guard let truth = truthiness(member) else { return .dynamic(.any) }
      if truth {
        let r = rightValue ?? evaluate(right, source: source)
        rightValue = r
        results.append(r)
      } else {
        results.append(member)
      }
    }
    return alternatives(results)
  }

  static func arithmeticOrComparison(_ op: String, _ l: AbstractValue, _ r: AbstractValue) -> AbstractValue {
    if case .number(let a) = l, case .number(let b) = r {
      switch op {
      case "-": return .number(a - b)
      case "*": return .number(a * b)
      case "/": return .number(a / b)
      case "%":
        // (No `truncatingRemainder`: it needs libm's fmod, which this target does not link.)
        let q = a / b
        guard q.isFinite && abs(q) < 9.0e15 else { return .dynamic(.any) }
        return .number(a - b * Double(Int64(q)))
      case "**": return .number(pow(a, b))
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    }
    if op == "===" || op == "!==" {
      if let equal = strictlyEqual(l, r) { return .bool(op == "===" ? equal : !equal) }
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

  static func add(_ l: AbstractValue, _ left: Expr, _ r: AbstractValue, _ right: Expr,
                  source: SourceFile) -> AbstractValue {
    let leftText = l.isDynamic || l.possibilities.contains { $0.isDynamic } ? source.text(left.range) : ""
    let rightText = r.isDynamic || r.possibilities.contains { $0.isDynamic } ? source.text(right.range) : ""
    return concatenate(l, leftText, r, rightText)
  }

  /// JavaScript `+` of two abstract values. `leftText`/`rightText` are the source texts
  /// used for dynamic parts.
  static func concatenate(_ l: AbstractValue, _ leftText: String, _ r: AbstractValue, _ rightText: String) -> AbstractValue {
    let lp = l.possibilities
    let rp = r.possibilities
    if lp.count > 1 || rp.count > 1 {
      if lp.count * rp.count > maxAlternatives {
        return isStringTyped(l) || isStringTyped(r) ? .dynamic(.string) : .dynamic(.any)
      }
      var results: [AbstractValue] = []
      for a in lp {
        for b in rp { results.append(addSingle(a, leftText, b, rightText)) }
      }
      return alternatives(results)
    }
    return addSingle(l, leftText, r, rightText)
  }

  static func addSingle(_ l: AbstractValue, _ leftText: String, _ r: AbstractValue, _ rightText: String) -> AbstractValue {
    if case .number(let a) = l, case .number(let b) = r { return .number(a + b) }
    guard isStringTyped(l) || isStringTyped(r) else {
      return .dynamic(.any)
    }
    var parts: [StringPart] = []
    appendParts(of: l, text: leftText, to: &parts)
    appendParts(of: r, text: rightText, to: &parts)
    if parts.isEmpty { return .string("") }
    if parts.count == 1, case .literal(let s) = parts[0] { return .string(s) }
    return .concatenation(parts)
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
