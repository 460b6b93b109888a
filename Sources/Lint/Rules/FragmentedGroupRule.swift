import AccessibilityModel

/// A container of several texts that the reader visits one by one.
struct FragmentedGroupRule: Rule {
  static let description = RuleDescription(
    id: "fragmented-group",
    summary: "Card of separate texts with no grouping",
    rationale: "What the eye takes in as one card (name, job, badge, time) the screen reader reads as one stop per text, and the user has to rebuild the unit in their head. Group it: accessible=\"true\" on the container with a combined accessibilityLabel, and hide what is already said. WCAG 2.2: 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: SwiftUI accessibility modifiers (https://developer.apple.com/documentation/swiftui/view-accessibility); Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .info,
    tags: ["naming", "grouping"],
    options: [
      RuleOption(name: "min-children", kind: .integer(min: 2, max: 100), defaultValue: .integer(4),
                 summary: "the fewest direct text-stop children that make a container fragmented"),
    ])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let minimum = context.options.integer("min-children")
    // (The model is read where the file holds it: a copy of it, `context.model`, retained and
    // released each of its fields.)
    // Whether an element holds an interactive element that is not hidden, at any depth: grouping
    // the container would swallow it (grouped-interactive).
    let holdsInteractive = Self.holdsShownControl(context)
    defer { holdsInteractive.deallocate() }
    // Content the template does not show may hold a control too (projected content, a stamped
    // template, a component that binds an event or renders all its content itself). Worked out
    // the first time a container has enough texts: most templates have none.
    var holdsUnknown: [Bool]?
    for container in context.elements(with: 0, without: ElementFact.hidden | ElementFact.insideStop) {
      // (An `accessible` written in any form groups it, hides it, or may: a bound one is not known.)
      guard container.primitive.kind == .view || container.primitive.kind == .container,
            !container.primitive.holdsSeparateItems, !container.isModalLayer,
            !container.isHidden, !container.isInsideStop, container.accessible == nil,
            !holdsInteractive[container.index] else { continue }
      var texts: [Int] = []
      var holdsHeader = false
      for index in context.file.model.children(of: container.index) {
        let child = context.file.model[index]
        if child.isStop && child.effectiveRole == .role(.header) { holdsHeader = true; break }
        // (Not what a detached `<ng-template>` holds: it shows where it is stamped.)
        if child.isStop && !child.stopIsUncertain && child.effectiveRole == .role(.text) { texts.append(index) }
      }
      // (A section: a header over its text is a structure to keep, not a card to merge.)
      guard !holdsHeader, texts.count >= minimum else { continue }
      let most = context.file.model.coexistingSets(of: texts).map(\.count).max() ?? 0
      guard most >= minimum, !Self.combineTooLong(texts, context.file.model) else { continue }
      if holdsUnknown == nil { holdsUnknown = context.file.model.unknownContentHolders(wrapperCounts: { _ in false }) }
      guard holdsUnknown?[container.index] == false else { continue }
      sink.report(container.nameRange,
                  "'\(container.tagName)' holds \(most) texts that are read as \(most) separate stops: make it one stop with accessible=\"true\" and an accessibilityLabel that combines them (hide decorative parts with accessible=\"false\")")
    }
  }

  /// For each element, whether it holds an interactive element that is not hidden, at any
  /// depth, told from the word of facts (only the elements marked are read from the model, for
  /// their parents). Elements are in preorder: walked backwards, each is final when it tells
  /// its parent. (Read and written through the arrays' buffers: every index is below the
  /// count of both, and a parent comes before its child in preorder, so it is too. Through the
  /// arrays, each element cost a bounds check and `holds` a uniqueness check.) The caller
  /// deallocates the buffer. (A buffer, not an array: an array of them was made through the
  /// standard library's unspecialized allocation, which looks the storage's type up at run
  /// time, some 650 instructions a file.)
  static func holdsShownControl(_ context: RuleContext) -> UnsafeMutableBufferPointer<Bool> {
    let elements = context.elements
    let holds = UnsafeMutableBufferPointer<Bool>.allocate(capacity: context.file.facts.count)
    holds.initialize(repeating: false)
    context.file.facts.withUnsafeBufferPointer { facts in
      var i = facts.count
      while i > 0 {
        i -= 1
        guard holds[i] || facts[i] & (ElementFact.interactive | ElementFact.hidden) == ElementFact.interactive else { continue }
        if let parent = elements[i].parent { holds[parent] = true }
      }
    }
    return holds
  }

  /// Whether the texts' known words together are longer than a label should be
  /// (`label-too-long`'s default): paragraphs of prose, not the parts of a card, where one
  /// combined label would be worse to read than the separate stops.
  static func combineTooLong(_ texts: [Int], _ model: AccessibilityTree) -> Bool {
    var length = -1
    for index in texts {
      guard case .known(let name, _) = model[index].name else { continue }
      length += TextTools.characterCount(TextTools.trimmed(name)) + 1
      if length > LabelTooLongRule.defaultMaxLength { return true }
    }
    return false
  }
}
