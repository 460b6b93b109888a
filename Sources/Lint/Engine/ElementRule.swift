import AccessibilityModel

/// A rule that judges one element at a time. The engine works out each element's facts once
/// per file and calls each element rule for the elements its `interest` names, the way ESLint
/// and oxc hand each node to the rules that listen for it: a rule about `accessibilityRole` is
/// never called for the elements that write no role. Rules that compare elements with each
/// other (duplicate labels, one summary per screen) stay `Rule`s and get one call per file, and
/// so do rules that read every element's name: the walk would call them for every element and
/// save nothing over their own loop (measured: it cost 3% more instructions, each call
/// re-reading what the loop reads once).
public protocol ElementRule: Rule {
  /// The elements the rule is called for.
  static var interest: ElementInterest { get }
  /// Reports what is wrong with `element` (called in document order).
  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink)
}

/// How the engine's walk calls an element rule: its check as a function (no existential to
/// open, and copy, at each call) and the elements it is called for.
public struct ElementWalk: Sendable {
  /// Checks the elements at `indices` (in `elements`), in their order: one call per rule and
  /// file, the rule's `check` inlined into the loop (called through this function for each
  /// element, it cost a call, and the rule's entry and exit, per element and rule).
  public let check: @Sendable (_ indices: UnsafeBufferPointer<Int>, _ elements: AXElements, _ context: RuleContext,
                               _ sink: inout FindingSink) -> Void
  public let interest: ElementInterest
}

extension ElementRule {
  /// (Asked of the rule, not found by a cast: a failed cast to a protocol searches every
  /// conformance in the program.)
  public var elementWalk: ElementWalk? {
    let rule = self
    return ElementWalk(check: { indices, elements, context, sink in
      for i in indices { rule.check(elements[i], context, &sink) }
    }, interest: Self.interest)
  }

  /// The rule alone (its tests, a caller with one rule): the same elements in the same order
  /// as the engine's walk.
  public func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let facts = context.file.facts
    for i in context.elements.indices where Self.interest.matches(facts[i]) {
      check(context.elements[i], context, &sink)
    }
  }
}

/// Which elements an element rule is called for: those that write one of some accessibility
/// props (in any binding form), those that bind an event, or every element. Matched against one
/// word of facts per element, made once per element by the engine's walk.
public struct ElementInterest: Sendable {
  /// The facts any one of which makes an element of interest (every element has
  /// `everyElementBit`): one test per element in the walk.
  let mask: UInt32

  /// Every element.
  public static let everyElement = ElementInterest(mask: everyElementBit)
  /// The elements that bind an event (`(tap)`, an activation attribute, the `…Change` of a
  /// two-way binding).
  public static let bindingEvents = ElementInterest(mask: eventsBit)
  /// The elements with a value of a profile's enumerated prop that is none of its values
  /// (`AXElement.invalidEnumeratedValues`).
  public static let invalidEnumeratedValues = ElementInterest(mask: enumeratedBit)

  /// The elements that write one of `props`.
  public static func writing(_ props: AccessibilityProp...) -> ElementInterest { writing(props) }

  /// The elements that write one of `props`.
  public static func writing(_ props: [AccessibilityProp]) -> ElementInterest {
    ElementInterest(mask: props.reduce(0) { $0 | bit($1) })
  }

  /// Both sets of elements.
  public func or(_ other: ElementInterest) -> ElementInterest {
    ElementInterest(mask: mask | other.mask)
  }

  func matches(_ facts: UInt32) -> Bool { mask & facts != 0 }

  /// One bit per prop the element writes, one if it binds an event, one if it has invalid
  /// values of enumerated props, `everyElementBit`, and the `ElementFact`s the rules' own
  /// walks test first.
  static func facts(of element: AXElement) -> UInt32 {
    var facts: UInt32 = element.events.isEmpty ? everyElementBit : eventsBit | everyElementBit
    facts |= UInt32(element.writtenProps)
    if !element.invalidEnumeratedValues.isEmpty { facts |= enumeratedBit }
    if element.isHidden { facts |= ElementFact.hidden }
    if element.isInsideStop { facts |= ElementFact.insideStop }
    if element.isStop { facts |= ElementFact.stop }
    if element.stopIsUncertain { facts |= ElementFact.uncertainStop }
    if element.isInteractive { facts |= ElementFact.interactive }
    if element.hasLabel { facts |= ElementFact.labelled }
    if NameText.isPossible(for: element) { facts |= ElementFact.mayHaveNameText }
    // (Only an element that writes `accessible` can be hidden by an alternative of it.)
    if facts & bit(.accessible) != 0 && element.hidingIsAnAlternative { facts |= ElementFact.hidingAlternative }
    return facts
  }

  static let eventsBit: UInt32 = 1 << 31
  static let enumeratedBit: UInt32 = 1 << 30
  /// Set for every element (above the props' bits, `AXElement.writtenProps`, and below the
  /// `ElementFact`s).
  static let everyElementBit: UInt32 = 1 << 16

  static func bit(_ prop: AccessibilityProp) -> UInt32 { UInt32(prop.bit) }
}
