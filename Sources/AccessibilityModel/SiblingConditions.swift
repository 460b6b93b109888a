import Foundation

// Conditions of sibling `@if` blocks (and `*ngIf`s) read as constraints on one value, to tell
// when no value satisfies two of them: `step === 1` and `step === 2`, `orders.length > 0` and
// `orders.length === 0`, `tab === 'a'` and `tab !== 'a'`. Only a comparison of an expression
// with a literal (a number, a string, `true`, `false`, `null`, `undefined`) is read, and only
// when it is the whole condition; the expression is compared as written, spaces aside.

/// A literal of a comparison.
enum ConditionLiteral: Hashable {
  case number(Double)
  case string(String)
  case keyword(String)
}

/// One condition `subject op literal` (or `literal op subject`, turned around).
struct SiblingCondition: Hashable {
  enum Relation: Hashable {
    /// `===`/`==`
    case equal
    /// `!==`/`!=`
    case notEqual
    /// `<`, `<=`, `>`, `>=` against a number.
    case less, lessOrEqual, greater, greaterOrEqual
  }

  /// The compared expression, without spaces.
  var subject: String
  var relation: Relation
  var literal: ConditionLiteral
  /// `==`/`!=`: JavaScript converts between kinds (`1 == '1'`), so only literals of one kind
  /// are compared.
  var isLoose: Bool

  /// The condition `text` as a comparison with a literal, or nil.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard let (start, length) = SiblingCondition.topLevelOperator(bytes) else { return nil }
    let op = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
    let left = SiblingCondition.trimmed(bytes[..<start])
    let right = SiblingCondition.trimmed(bytes[(start + length)...])
    guard !left.isEmpty, !right.isEmpty else { return nil }
    var relation: Relation
    switch op {
    case "===", "==": relation = .equal
    case "!==", "!=": relation = .notEqual
    case "<": relation = .less
    case "<=": relation = .lessOrEqual
    case ">": relation = .greater
    case ">=": relation = .greaterOrEqual
    default: return nil
    }
    let subjectBytes: ArraySlice<UInt8>
    let literal: ConditionLiteral
    if let value = SiblingCondition.literal(right), SiblingCondition.literal(left) == nil {
      subjectBytes = left
      literal = value
    } else if let value = SiblingCondition.literal(left), SiblingCondition.literal(right) == nil {
      subjectBytes = right
      literal = value
      // `0 < x` is `x > 0`.
      switch relation {
      case .less: relation = .greater
      case .lessOrEqual: relation = .greaterOrEqual
      case .greater: relation = .less
      case .greaterOrEqual: relation = .lessOrEqual
      case .equal, .notEqual: break
      }
    } else {
      return nil
    }
    if case .number = literal {} else if relation != .equal && relation != .notEqual { return nil }
    self.subject = String(decoding: subjectBytes.filter { !ComplementaryIfs.isSpace($0) }, as: UTF8.self)
    self.relation = relation
    self.literal = literal
    self.isLoose = op.count == 2 && (relation == .equal || relation == .notEqual)
  }

  /// Whether no value of the subject satisfies both (same subject assumed).
  func excludes(_ other: SiblingCondition) -> Bool {
    switch (relation, other.relation) {
    case (.equal, .equal):
      return comparable(other) && literal != other.literal
    case (.equal, .notEqual), (.notEqual, .equal):
      // (`x == 1` and `x !== 1` both hold for '1'.)
      let (equal, notEqual) = relation == .equal ? (self, other) : (other, self)
      return literal == other.literal && (!equal.isLoose || notEqual.isLoose)
    case (.notEqual, _), (_, .notEqual):
      return false
    case (.equal, _):
      // (Only a number: `null >= 0` holds in JavaScript.)
      guard case .number(let v) = literal, !isLoose else { return false }
      return !other.admits(v)
    case (_, .equal):
      return other.excludes(self)
    default:
      return disjoint(other)
    }
  }

  /// Whether two different literals mean two different values: always when both comparisons
  /// are strict; with a loose one (`x == '1'` holds for 1), only within one kind.
  private func comparable(_ other: SiblingCondition) -> Bool {
    if !isLoose && !other.isLoose { return true }
    switch (literal, other.literal) {
    case (.number, .number), (.string, .string): return true
    default: return false
    }
  }

  /// Whether the number `v` satisfies this ordering.
  private func admits(_ v: Double) -> Bool {
    guard case .number(let bound) = literal else { return true }
    switch relation {
    case .less: return v < bound
    case .lessOrEqual: return v <= bound
    case .greater: return v > bound
    case .greaterOrEqual: return v >= bound
    case .equal: return v == bound
    case .notEqual: return v != bound
    }
  }

  /// Two orderings no number satisfies together (`x < 0` and `x >= 0`).
  private func disjoint(_ other: SiblingCondition) -> Bool {
    guard case .number(let a) = literal, case .number(let b) = other.literal else { return false }
    let isUpper = relation == .less || relation == .lessOrEqual
    let otherIsUpper = other.relation == .less || other.relation == .lessOrEqual
    guard isUpper != otherIsUpper else { return false }
    let (upper, upperStrict, lower, lowerStrict) = isUpper
      ? (a, relation == .less, b, other.relation == .greater)
      : (b, other.relation == .less, a, relation == .greater)
    return upper < lower || (upper == lower && (upperStrict || lowerStrict))
  }

  /// The one comparison operator outside brackets and quotes, as (start, length); nil when
  /// there is none, more than one, or any other operator at that level that could bind
  /// around it (`&&`, `||`, `??`, `?`, `|`, `,`, `;`, `=`).
  static func topLevelOperator(_ b: [UInt8]) -> (Int, Int)? {
    var depth = 0
    var quote: UInt8 = 0
    var found: (Int, Int)?
    var i = 0
    while i < b.count {
      let c = b[i]
      if quote != 0 {
        if c == UInt8(ascii: "\\") { i += 2; continue }
        if c == quote { quote = 0 }
        i += 1
        continue
      }
      switch c {
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): quote = c
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default:
        guard depth == 0 else { break }
        let next = i + 1 < b.count ? b[i + 1] : 0
        let third = i + 2 < b.count ? b[i + 2] : 0
        var length = 0
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "!"):
          if next == UInt8(ascii: "=") {
            length = third == UInt8(ascii: "=") ? 3 : 2
          } else if c == UInt8(ascii: "=") {
            return nil
          }
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
          length = next == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: ","), UInt8(ascii: ";"):
          return nil
        default:
          break
        }
        if length > 0 {
          if found != nil { return nil }
          found = (i, length)
          i += length
          continue
        }
      }
      i += 1
    }
    return depth == 0 && quote == 0 ? found : nil
  }

  static func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var s = s
    while let f = s.first, ComplementaryIfs.isSpace(f) { s = s.dropFirst() }
    while let l = s.last, ComplementaryIfs.isSpace(l) { s = s.dropLast() }
    return s
  }

  /// A literal: a decimal number (with a sign), a quoted string without escapes, or a keyword.
  static func literal(_ s: ArraySlice<UInt8>) -> ConditionLiteral? {
    let text = String(decoding: s, as: UTF8.self)
    if let q = s.first, q == UInt8(ascii: "'") || q == UInt8(ascii: "\""), s.count >= 2, s.last == q {
      let inner = s.dropFirst().dropLast()
      guard !inner.contains(q), !inner.contains(UInt8(ascii: "\\")) else { return nil }
      return .string(String(decoding: inner, as: UTF8.self))
    }
    if ["true", "false", "null", "undefined"].contains(text) { return .keyword(text) }
    let digits = s.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
    guard s.count - digits.count <= 1, let first = digits.first, first >= 0x30 && first <= 0x39,
          digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
          let value = Double(text) else { return nil }
    return .number(value)
  }
}
