import TemplateSyntax

// What a component's behaviour and a profile's vocabulary add to the model: names from
// attributes, placeholders, removal, activation, label aliases, role aliases, string states.

extension AbstractValue {
  /// A known value as the text it sets when bound to an attribute, as Angular and the host
  /// stringify it: a string as it is, `true`/`false`, a number (`1`, `0.5`); nil otherwise.
  var stringified: String? {
    switch self {
    case .string(let s): return s
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n == n.rounded(.towardZero) && abs(n) < 1e15 ? String(Int(n)) : String(n)
    default: return nil
    }
  }
}

extension ModelBuilder {
  /// Whether the profile's vocabulary may change a value of `prop` or find a mistake in it
  /// (`vocabulary`, `profileMistake`): a role with role aliases, a state with string states.
  func vocabularyReads(_ prop: AccessibilityProp) -> Bool {
    switch prop {
    case .accessibilityRole: return !profile.roleAliases.isEmpty
    case .accessibilityState: return !profile.stringStates.isEmpty
    default: return false
    }
  }

  /// Role aliases become the vocabulary's role (`imageButton` → `button`; a role the profile
  /// knows with no equivalent becomes unknown); a string state becomes the object it means.
  func vocabulary(_ prop: AccessibilityProp, _ written: consuming AbstractValue, _ attribute: Attribute)
    -> (value: AbstractValue, written: AbstractValue?, isStringState: Bool) {
    switch prop {
    case .accessibilityRole where !profile.roleAliases.isEmpty:
      let value = mapPossibilities(written) { value in
        guard case .string(let s) = value, Role(rawValue: s) == nil, let alias = profile.roleAliases[s] else { return value }
        return alias.map { .string($0.rawValue) } ?? .dynamic(.any)
      }
      return (value, value != written ? written : nil, false)
    case .accessibilityState where !profile.stringStates.isEmpty:
      let range = attribute.valueRange ?? attribute.nameRange
      var converted = false
      let value = mapPossibilities(written) { value in
        guard case .string(let s) = value else { return value }
        let trimmed = collapseWhitespace(s)
        if trimmed.isEmpty { converted = true; return .null }
        guard let state = profile.stringStates[trimmed] else { return value }
        converted = true
        return .object([ObjectEntry(key: state.key.rawValue, keyRange: range, value: .bool(state.value), valueRange: range)])
      }
      return (Self.mergingStateAlternatives(value), nil, converted || attribute.kind == .plain)
    default:
      return (written, nil, false)
    }
  }

  /// `on ? 'checked' : 'unchecked'` is one key with alternative values: `{ checked: true | false }`.
  static func mergingStateAlternatives(_ value: AbstractValue) -> AbstractValue {
    guard case .alternatives(let values) = value else { return value }
    var entries: [ObjectEntry] = []
    for v in values {
      guard case .object(let e) = v, e.count == 1, entries.isEmpty || entries[0].key == e[0].key else { return value }
      entries.append(e[0])
    }
    guard var merged = entries.first else { return value }
    merged.value = .alternatives(entries.map(\.value))
    return .object([merged])
  }

  /// `[accessibilityRole]="imageButton"`, `[accessibilityState]="unchecked"`: a bare identifier
  /// that is one of the profile's role names or string states binds a field of that name.
  /// (The expression is read only for a prop the profile has such names for: most have none.)
  func profileMistake(_ prop: AccessibilityProp, _ attribute: Attribute) -> BindingFormMistake? {
    switch prop {
    case .accessibilityRole where !profile.roleAliases.isEmpty:
      guard let name = Self.boundIdentifier(attribute), profile.roleAliases[name] != nil else { return nil }
      return .bareIdentifier(name)
    case .accessibilityState where !profile.stringStates.isEmpty:
      guard let name = Self.boundIdentifier(attribute), profile.stringStates[name] != nil else { return nil }
      return .bareIdentifier(name)
    default:
      return nil
    }
  }

  /// The bare identifier a property binding's whole expression is (`[accessibilityRole]="button"`).
  static func boundIdentifier(_ attribute: Attribute) -> String? {
    guard attribute.kind == .property else { return nil }
    return boundIdentifier(attribute.expression)
  }

  /// The bare identifier a property binding's whole `expression` is, given the expression alone.
  @inline(__always) static func boundIdentifier(_ expression: Expr?) -> String? {
    expression?.ungrouped.identifierName
  }

  func mapPossibilities(_ value: AbstractValue, _ transform: (AbstractValue) -> AbstractValue) -> AbstractValue {
    if case .alternatives(let values) = value { return .alternatives(values.map(transform)) }
    return transform(value)
  }

  /// Whether `readProfileAttribute` can find anything on `ax`: only a profile with enumerated
  /// or hiding props, or a mapped element's behaviour, gives an attribute that is no prop a
  /// meaning. (Asked first: with none, the usual case, the attribute is not copied for the call.)
  @inline(__always) func readsProfileAttributes(of ax: AXElement) -> Bool {
    !profile.enumeratedProps.isEmpty || !profile.hidingProps.isEmpty || ax.hasBehaviour
  }

  /// Attributes the profile or the component's behaviour gives a meaning: hiding props
  /// (`accessibilityHidden`), `hidden-when` values, and activation attributes.
  func readProfileAttribute(_ ax: AXElement, _ index: Int, _ attribute: Attribute) {
    let name = attribute.name
    checkEnumeratedValue(ax, attribute, name: name)
    if !profile.hidingProps.isEmpty && profile.hidingProps.contains(name) {
      let v: AbstractValue
      if attribute.kind == .plain {
        let text = attribute.staticValue ?? ""
        if text.isEmpty || text == "true" { v = .bool(false) } else if text == "false" { return } else { v = .dynamic(.any) }
      } else {
        switch value(of: attribute, prop: nil) {
        case .bool(true): v = .bool(false)
        case .bool(false), .null, .undefined: return
        default: v = .dynamic(.any)
        }
      }
      ax.append(PropOccurrence(prop: .accessible, attributeIndex: index, in: syntax.attributes,
                               attribute: syntax.resolvingExpressions(attribute),
                               value: v))
      return
    }
    guard ax.hasBehaviour, let behaviour = ax.behaviour else { return }
    if let values = behaviour.hiddenWhen[name] {
      let possibilities = value(of: attribute, prop: nil).possibilities
      let removed = !possibilities.isEmpty && possibilities.allSatisfy { value in
        value.stringified.map { values.contains(collapseWhitespace($0)) } ?? false
      }
      if removed { ax.isRemoved = true }
    }
    if behaviour.activation.contains(name) {
      ax.append(EventBinding(name: name, category: .activation, attributeIndex: index, in: syntax.attributes))
    }
  }

  /// A label alias (`automationText`) is read as `accessibilityLabel` when there is none.
  /// (Inlined into `readAttributes`: an element with no behaviour, most, is answered without a
  /// call.)
  @inline(__always) func addLabelAlias(_ ax: AXElement) {
    guard ax.hasBehaviour else { return }
    addBehaviourLabelAlias(ax)
  }

  private func addBehaviourLabelAlias(_ ax: AXElement) {
    guard let aliases = ax.behaviour?.label, !aliases.isEmpty,
          !ax.props.contains(where: { $0.prop == .accessibilityLabel }) else { return }
    for i in ax.element.attributeIndices where aliases.contains(syntax.attributes[i].name) {
      let attribute = syntax.attributes[i]
      guard attribute.kind == .plain || attribute.kind == .property || attribute.kind == .twoWay else { continue }
      ax.append(PropOccurrence(prop: .accessibilityLabel, attributeIndex: i, in: syntax.attributes,
                               attribute: syntax.resolvingExpressions(attribute),
                               value: value(of: attribute, prop: .accessibilityLabel)))
      return
    }
  }

  /// The element's own text: its first present name attribute (`text`), else its content when
  /// its behaviour names content (or names nothing), else nothing.
  func ownContent(_ ax: AXElement, elements: AXElements, axOfNode: ElementOfNode) -> ContentText {
    if let attribute = nameAttribute(of: ax) { return attributeText(attribute) }
    if ax.hasBehaviour, let nameFrom = ax.behaviour?.nameFrom, !nameFrom.isEmpty, !nameFrom.contains(ComponentBehaviour.content) {
      return .empty
    }
    return loneLiteralContent(ax.node) ?? loneTextContent(ax.node) ?? contentText(ax.node, elements: elements, axOfNode: axOfNode)
  }

  /// The first attribute its behaviour takes its name from that is written on it.
  /// (Inlined, the element with no behaviour, most, answered with no call: the call cost more
  /// than the answer, for every element whose content is read.)
  @inline(__always) func nameAttribute(of ax: AXElement) -> Attribute? {
    guard ax.hasBehaviour else { return nil }
    return behaviourNameAttribute(of: ax)
  }

  /// `nameAttribute(of:)` of an element with a behaviour.
  private func behaviourNameAttribute(of ax: AXElement) -> Attribute? {
    guard let names = ax.behaviour?.nameAttributes else { return nil }
    for name in names {
      if let attribute = valueAttribute(ax.element, named: name) { return attribute }
    }
    return nil
  }

  /// The first attribute of `element` named `name` that gives a value: static, bound or two-way.
  func valueAttribute(_ element: Element, named name: String) -> Attribute? {
    syntax.attributeIndex(of: element, named: name) { $0 == .plain || $0 == .property || $0 == .twoWay }
      .map { syntax.attributes[$0] }
  }

  /// An attribute's value as text: known, built from parts, or unknown.
  func attributeText(_ attribute: Attribute) -> ContentText {
    let range = attribute.valueRange ?? attribute.nameRange
    switch value(of: attribute, prop: nil) {
    case .string(let s):
      let first = attribute.kind == .plain ? firstNonWhitespace(s, range) : Int(range.start)
      let end = attribute.kind == .plain ? endOfNonWhitespace(range) : Int(range.end)
      return ContentText(parts: [.literal(s)], firstOffset: s.isEmpty ? nil : first, endOffset: end, isConditional: false)
    case .number(let n):
      return ContentText(parts: [.literal(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))],
                         firstOffset: Int(range.start), endOffset: Int(range.end), isConditional: false)
    case .concatenation(let parts):
      return ContentText(parts: parts, firstOffset: Int(range.start), endOffset: Int(range.end), isConditional: false)
    case .null, .undefined:
      return .empty
    default:
      return ContentText(parts: [.dynamic(source: sourceText(range))], firstOffset: Int(range.start), endOffset: Int(range.end),
                         isConditional: false)
    }
  }

  /// What a non-primitive element renders when the linter cannot know it (see
  /// `nonPrimitiveContent(_:)`); under a profile whose views are PascalCase, an unmapped PascalCase
  /// element is a component too, unless the profile reads through it (`FormattedString`, and
  /// property elements such as `ActionBar.titleView`).
  func unknownContent(_ element: Element) -> String? {
    if let known = nonPrimitiveContent(element) { return known }
    // A property element (`<ActionBar.titleView>`) holds views of the element around it.
    guard profile.pascalCaseIsComponent, !profile.transparent.contains(element.name), !element.name.contains("."),
          let first = element.name.utf8.first, first >= 0x41 && first <= 0x5A else { return nil }
    return "<\(element.name)>"
  }
}
