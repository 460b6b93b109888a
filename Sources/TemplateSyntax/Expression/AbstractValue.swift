/// What the linter knows of a value without running the app (spec: "Expressions").
/// (Not `indirect`: every case that holds values holds them in an array, so no case needs a
/// box of its own, and a string or a number is made without an allocation.)
public enum AbstractValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case undefined
  /// A known object literal; each entry keeps its key's and its value's source range.
  case object([ObjectEntry])
  /// A known array literal.
  case array([AbstractValue])
  /// One of a finite set of values (ternaries, `x ?? 'a'`). Never nested: alternatives
  /// are flattened. A member may be `.dynamic` (`x ?? 'a'`).
  case alternatives([AbstractValue])
  /// A string built from known and unknown parts (`'Hola ' + name`, `Hola {{ name }}`).
  case concatenation([StringPart])
  /// Nothing known (`.any`) or only that it is a string (`'key' | translate`).
  case dynamic(DynamicKind)

  public enum DynamicKind: Sendable, Equatable {
    case any
    case string
  }

  /// The known constant string, if this is one.
  public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
  public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

  /// `null` or `undefined`: what a host reads as nothing set.
  public var isNullish: Bool {
    switch self {
    case .null, .undefined: return true
    default: return false
    }
  }

  /// A choice of values one of which is `null` or `undefined` (`saved ? 'Guardado' : null`).
  public var hasNullishAlternative: Bool {
    if case .alternatives(let values) = self { return values.contains { $0.isNullish } }
    return false
  }

  /// True when nothing about the value is known.
  public var isDynamic: Bool { if case .dynamic = self { return true }; return false }

  /// The alternatives of a value: itself, or each member of `.alternatives`.
  public var possibilities: Possibilities {
    if case .alternatives(let values) = self { return Possibilities(values) }
    return Possibilities(one: self)
  }

  /// The known constant values among the possibilities (dynamic members are left out).
  public var knownPossibilities: Possibilities {
    switch self {
    case .alternatives(let values):
      // (Alternatives that are all known, the usual case, are shared as they are: no copy.)
      guard values.contains(where: { $0.isDynamic || $0.isConcatenation }) else { return Possibilities(values) }
      return Possibilities(values.filter { !$0.isDynamic && !$0.isConcatenation })
    case .dynamic, .concatenation: return Possibilities([])
    default: return Possibilities(one: self)
    }
  }

  /// The values a value may be, read in place: one value (most values) or the members of its
  /// alternatives.
  public typealias Possibilities = OneOrMany<AbstractValue>

  public var isConcatenation: Bool { if case .concatenation = self { return true }; return false }
  var isAlternatives: Bool { if case .alternatives = self { return true }; return false }

  /// For an object: the entry named `key`.
  public func entry(_ key: String) -> ObjectEntry? {
    if case .object(let entries) = self { return entries.first { $0.key == key } }
    return nil
  }
}

public struct ObjectEntry: Sendable, Equatable {
  public var key: String
  public var keyRange: ByteRange
  public var value: AbstractValue
  public var valueRange: ByteRange
  public init(key: String, keyRange: ByteRange, value: AbstractValue, valueRange: ByteRange) {
    self.key = key
    self.keyRange = keyRange
    self.value = value
    self.valueRange = valueRange
  }
}

public enum StringPart: Sendable, Equatable {
  case literal(String)
  /// An unknown part; `source` is the expression's source text (for messages and previews).
  case dynamic(source: String)
}
