/// Subjects overlap when they name the same element and the same key, or when either is about
/// the element as a whole (an empty key).
/// "One root cause, one finding" (catalog, "Reporting conventions"), resolved by the engine
/// among the rules that are enabled: a rule's finding is dropped when a rule it yields to
/// (`RuleDescription.yieldsTo`) reported the same subject in the same file. Rules never check
/// each other's conditions themselves, so turning one off never silences another.
enum Precedence {
  /// The subjects reported by the rules one rule yields to.
  struct Taken {
    var subjects: Set<FindingSubject> = []
    var elements: Set<Int> = []

    func covers(_ subject: FindingSubject) -> Bool {
      if subjects.contains(subject) { return true }
      if subjects.contains(FindingSubject(element: subject.element)) { return true }
      return subject.key.isEmpty && elements.contains(subject.element)
    }
  }

  /// For each entry of the rule set, the subjects its findings must not be reported on; empty
  /// when no finding is on a subject that another took.
  static func overlappedSubjects(ruleSet: RuleSet, sinks: UnsafeBufferPointer<FindingSink>) -> [Taken] {
    // (Made at the first subject taken: in nearly every file no rule that yields has a finding
    // on a subject another took, and then there is no array, one `Taken` per rule, to fill
    // and tear down.)
    var result: [Taken] = []
    for (k, stronger) in ruleSet.yieldsTo.enumerated() where !stronger.isEmpty && !sinks[k].findings.isEmpty {
      for j in stronger {
        for f in sinks[j].findings {
          guard let subject = f.subject else { continue }
          if result.isEmpty { result = [Taken](repeating: Taken(), count: sinks.count) }
          result[k].subjects.insert(subject)
          result[k].elements.insert(subject.element)
        }
      }
    }
    return result
  }
}
