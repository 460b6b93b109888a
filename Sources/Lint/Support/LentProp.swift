import AccessibilityModel

/// A prop occurrence read without taking a reference to it. `AXElement.label` (and the other
/// contract props) returns the occurrence retained, and a rule that reads it and calls out
/// releases it after: a pair of calls, some 40 instructions, for every label a rule reads. The
/// file's model holds every occurrence of its elements for as long as the rules run (a rule is
/// given the model with the elements), so an occurrence read from an element of the model
/// can be lent to the rule instead.
///
/// (The occurrence is taken from the element's getter and made unmanaged at once: the retain
/// and the release then meet with nothing between them, and the optimizer drops both.)
struct LentProp {
  private let reference: Unmanaged<PropOccurrence>

  /// The occurrence, unretained; nil for no occurrence. `occurrence` must be an element's prop
  /// of a model that outlives every use of the result (the file's model, during the rules).
  @inline(__always) init?(_ occurrence: PropOccurrence?) {
    guard let occurrence else { return nil }
    reference = Unmanaged.passUnretained(occurrence)
  }

  /// `body` given the occurrence, lent (no reference count).
  @inline(__always) func read<Result>(_ body: (PropOccurrence) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }
}

extension PropOccurrences {
  /// The next occurrence, lent (`LentProp`): the element's props are the model's.
  @inline(__always) mutating func nextLent() -> LentProp? { LentProp(next()) }
}
