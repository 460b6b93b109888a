import AccessibilityModel
import TemplateSyntax

/// One accessibility prop written twice on an element, in any two forms.
struct DuplicatePropRule: Rule {
  static let description = RuleDescription(
    id: "duplicate-prop",
    summary: "Accessibility prop written twice on one element",
    rationale: "accessibilityLabel=\"…\" and [accessibilityLabel]=\"…\" (or bind-, or [( )]) are the same prop. Writing it twice leaves the host one value to publish and the reader of the template no way to tell which one VoiceOver will say; usually a static value was left behind when a bound one was added. Reported on every occurrence after the first. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "props"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // Where each prop first occurs on the element at hand (by its place in `allCases`; -1: not
    // yet): one small buffer on the stack for the template, set and cleared per element. (An
    // array of them was made through the standard library's unspecialized allocation, which
    // looks the storage's type up at run time: some 650 instructions a file.)
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.props.count) { firstOfProp in
      firstOfProp.initialize(repeating: -1)
      check(context, firstOfProp: firstOfProp, &sink)
    }
  }

  /// `check` with `firstOfProp`, a slot per prop, every one -1 (as each element leaves them).
  private func check(_ context: RuleContext, firstOfProp: UnsafeMutableBufferPointer<Int>, _ sink: inout FindingSink) {
    let elements = context.elements
    let facts = context.file.facts
    // (Only an element that writes a prop is read, and its props are walked only when they
    // outnumber the props it writes, one bit each: when one is written twice.)
    for i in elements.indices where facts[i] & Self.writesAProp.mask != 0 {
      let element = elements[i]
      let props = element.props
      // (One prop, most elements', is told from the count alone: the bits are counted in
      // software, about fifteen instructions, only for an element with two or more.)
      guard props.count > 1, props.count > element.writtenProps.nonzeroBitCount else { continue }
      defer { for occurrence in props { firstOfProp[Self.place(occurrence.prop)] = -1 } }
      for (index, occurrence) in props.enumerated() {
        let place = Self.place(occurrence.prop)
        guard firstOfProp[place] >= 0 else {
          firstOfProp[place] = index
          continue
        }
        let original = props[firstOfProp[place]]
        // Where the first is written: its line, and its column too when both share a line.
        let first = context.lines.position(of: Int(original.attribute.nameRange.start))
        let here = context.lines.position(of: Int(occurrence.attribute.nameRange.start))
        let written = first.line == here.line ? "line \(first.line), column \(first.column)" : "line \(first.line)"
        let name = occurrence.prop.rawValue
        sink.report(occurrence.attribute.nameRange,
                    "\(name) is already set on this element (\(written)): the host publishes only one of them; keep one \(name)")
      }
    }
  }

  /// A prop's place in `AccessibilityProp.allCases`.
  static func place(_ prop: AccessibilityProp) -> Int { props.firstIndex(of: prop) ?? 0 }

  /// (Made once: `allCases` makes its array at every read.)
  static let props = AccessibilityProp.allCases

  /// The elements that write any prop.
  static let writesAProp = ElementInterest.writing(props)
}
