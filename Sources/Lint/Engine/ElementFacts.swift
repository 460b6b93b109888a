import AccessibilityModel

/// Facts of an element that the rules which walk the elements themselves test first, as bits of
/// its word of facts (`ElementInterest.facts(of:)`, made once per file: `FileContext.facts`).
/// A rule's walk skips, by one load each, the elements its first test would pass over
/// (`RuleContext.elements(with:without:)`): each element read from the model takes a reference
/// count on the model's storage and gives it back, for every rule that reads it.
enum ElementFact {
  /// `AXElement.isHidden`
  static let hidden: UInt32 = 1 << 29
  /// `AXElement.isInsideStop`
  static let insideStop: UInt32 = 1 << 28
  /// `AXElement.isStop`
  static let stop: UInt32 = 1 << 27
  /// `AXElement.stopIsUncertain`
  static let uncertainStop: UInt32 = 1 << 26
  /// `AXElement.isInteractive`
  static let interactive: UInt32 = 1 << 25
  /// `AXElement.hasLabel`
  static let labelled: UInt32 = 1 << 24
  /// `NameText.isPossible(for:)`: what `RuleContext.nameText` needs to give a name.
  static let mayHaveNameText: UInt32 = 1 << 23
  /// `AXElement.hidingIsAnAlternative`
  static let hidingAlternative: UInt32 = 1 << 22
  /// It binds an event (`ElementInterest.bindingEvents`).
  static let events: UInt32 = ElementInterest.eventsBit
}

/// The elements of a file whose facts have every bit of `present` and none of `absent`, in
/// document order; only those are read from the model.
struct ElementsWithFacts: Sequence, IteratorProtocol {
  let elements: AXElements
  let facts: ElementFactWords
  let present: UInt32
  /// `present` and `absent`: an element's facts masked so are `present` exactly when it has
  /// every bit of `present` and none of `absent` (one test per element, not two).
  let tested: UInt32
  private var position = 0

  init(_ elements: AXElements, facts: ElementFactWords, present: UInt32, absent: UInt32) {
    assert(present & absent == 0, "a fact both present and absent")
    self.elements = elements
    self.facts = facts
    self.present = present
    self.tested = present | absent
  }

  mutating func next() -> AXElement? {
    // (The scan runs on locals over the facts' buffer: with the position in the iterator and
    // the array's count and bounds checked per element, it cost about nine instructions an
    // element. `position` only grows from 0 and stays at most the count, so every index read
    // is in bounds by construction.)
    let (tested, present) = (self.tested, self.present)
    let found: Int? = facts.withUnsafeBufferPointer { facts in
      var i = position
      assert(i >= 0 && i <= facts.count)
      while i < facts.count {
        if facts[i] & tested == present { position = i + 1; return i }
        i += 1
      }
      position = i
      return nil
    }
    guard let found else { return nil }
    return elements[found]
  }
}

/// The accessibility stops of a file (`ElementFact.stop`) with none of the facts of `absent`, in
/// document order: `ElementsWithFacts` over the stops' list (`ElementFactWords.withStops`), not
/// over every element's facts.
struct StopsWithFacts: Sequence, IteratorProtocol {
  let elements: AXElements
  let facts: ElementFactWords
  let absent: UInt32
  private var position = 0

  init(_ elements: AXElements, facts: ElementFactWords, absent: UInt32) {
    self.elements = elements
    self.facts = facts
    self.absent = absent
  }

  mutating func next() -> AXElement? {
    // (`position` only grows from 0 and stays at most the stops' count, and each stop is an
    // index of the words: every index read is in bounds by construction.)
    let absent = self.absent
    var i = position
    let found: Int = facts.withStops { words, stops in
      while i < stops.count {
        let k = Int(stops[i])
        i += 1
        if words[k] & absent == 0 { return k }
      }
      return -1
    }
    position = i
    return found < 0 ? nil : elements[found]
  }
}

extension RuleContext {
  /// The elements with every fact of `present` and none of `absent` (`ElementFact`).
  func elements(with present: UInt32, without absent: UInt32 = 0) -> ElementsWithFacts {
    ElementsWithFacts(elements, facts: file.facts, present: present, absent: absent)
  }

  /// The stops with none of the facts of `absent` (`ElementFact`): `elements(with:
  /// ElementFact.stop, without: absent)`, read from the file's list of stops (five rules walk
  /// them, and each scanned every element's facts for them).
  func stops(without absent: UInt32 = 0) -> StopsWithFacts {
    StopsWithFacts(elements, facts: file.facts, absent: absent)
  }
}
