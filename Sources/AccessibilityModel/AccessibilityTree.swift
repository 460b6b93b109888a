import TemplateSyntax

/// The accessibility model of one template: every primitive element, in document order.
public struct AccessibilityTree: Sendable {
  public let elements: AXElements
  public let syntax: SyntaxTree
  /// The components and vocabulary the model was built with.
  public let profile: ComponentProfile

  /// Facts only some rules read, each worked out the first time one asks: where the exclusive
  /// branches are (`areMutuallyExclusive`), the groups of sibling `@if`s that exclude each
  /// other (`siblingIfGroup(of:)`), the groups of structural directives (`DirectiveBranches`),
  /// the detached `<ng-template>` around each node (`templateScope(of:)`), the handlers users
  /// can trigger (`runsHandler(of:on:outside:)`) and where template variables are declared
  /// (`TemplateDeclarations`). (A generic box per fact
  /// cost 370,000 instructions per process in generic metadata, more than a one-file lint.)
  let lazyFacts = LazyFacts()

  public init(syntax: SyntaxTree, components: [String: String] = [:]) {
    self.init(syntax: syntax, profile: ComponentProfile(components: components))
  }

  public init(syntax: SyntaxTree, profile: ComponentProfile) {
    self.syntax = syntax
    self.profile = profile
    let builder = ModelBuilder(syntax: syntax, profile: profile)
    self.elements = builder.build()
    if let made = builder.directives.made { lazyFacts.keep(made) }
  }

  public subscript(index: Int) -> AXElement { elements[index] }

  /// The control-flow blocks around an element, outermost first (walked out through the syntax
  /// tree from its innermost block).
  public func enclosingBlocks(of index: Int) -> [NodeID] {
    var out: [NodeID] = []
    var current = elements[index].innermostBlock
    while let id = current {
      if syntax[id].block != nil { out.append(id) }
      current = syntax[id].parent
    }
    return out.reversed()
  }

  /// Descendant indices of an element (document order).
  public func descendants(of index: Int) -> Range<Int> { (index + 1)..<elements[index].subtreeEnd }

  /// The primitive children of an element (those whose nearest primitive ancestor it is), in
  /// order: walked by jumping over each child's subtree, with no array per element.
  public func children(of index: Int) -> ChildElements {
    ChildElements(elements: elements, start: index + 1, end: elements[index].subtreeEnd)
  }

  /// The elements at the top level (no primitive ancestor), in order.
  public var topLevel: ChildElements { ChildElements(elements: elements, start: 0, end: elements.count) }

  /// The primitive ancestors of an element, nearest first.
  public func ancestors(of index: Int) -> [Int] {
    var out: [Int] = []
    var current = elements[index].parent
    while let c = current { out.append(c); current = elements[c].parent }
    return out
  }
}

struct ModelBuilder {
  let syntax: SyntaxTree
  let profile: ComponentProfile
  let components: [String: String]
  /// The primitive catalog's table, read once for the tree (a static is checked at each read).
  let primitiveCatalog = Primitive.catalogByKey
  /// The names the template declares (`TemplateVariables`), made when first asked.
  let templateVariables = TemplateVariableNames()
  /// The structural directives' groups, made at the first detached `<ng-template>` or directive
  /// in content (few templates have one).
  let directives = DirectiveBranchesBox()
  /// The values of the property bindings read so far, by their expressions' bytes.
  let boundValues = SourceRunMemo<AbstractValue>()
  /// The values of the object literals bound so far, by their bytes (`ObjectLiteralMemo`).
  let boundObjects = ObjectLiteralMemo()
  /// The texts of the interpolations read so far (`sourceText`), by their bytes.
  let sourceTexts = SourceRunMemo<String>()
  /// The parts of the template's two-part contents (`ContentText`'s pairs).
  let contentPairs = ContentPairs()
  /// The props this thread's torn-down trees left, filled again for this tree's.
  let spareProps = SpareProps.ofThisThread
  static let contentNodeBudget = 512
  /// Whether the profile gives elements anything of its own (behaviours, role forms or names):
  /// asked once for the tree, not five times per element.
  let profileGivesElementFacts: Bool

  init(syntax: SyntaxTree, profile: ComponentProfile) {
    self.syntax = syntax
    self.profile = profile
    self.components = profile.components
    profileGivesElementFacts = !profile.behaviours.isEmpty || !profile.roleForms.isEmpty || !profile.roleNames.isEmpty
      || !profile.writtenRoleForms.isEmpty || !profile.checkedTraits.isEmpty
  }

  init(syntax: SyntaxTree, components: [String: String]) {
    self.init(syntax: syntax, profile: ComponentProfile(components: components))
  }

  func build() -> AXElements {
    // (Room for one element per element node, the most there can be: the storage never grows.)
    let elementNodes = syntax.elementCount
    // (A prop or an event is read from an attribute, one at most from each: the stores are made
    // with room for as many as the tree has attributes, rather than copied at each doubling.
    // The room is only reserved, never written past what is used; counting the event bindings
    // first, to reserve less, was a pass over every attribute.)
    let elements = AXElements(storage: AXElementStorage(
      capacity: elementNodes, propCapacity: syntax.attributes.count, eventCapacity: syntax.attributes.count,
      nodes: syntax.nodes, attributes: syntax.attributes))
    addElements(to: elements)
    let axOfNode = ElementOfNode(elements: elements)
    // Elements are in preorder, so a subtree is contiguous: walked backwards, each element's
    // descendants are done before it, and its end is final when it is passed to its parent.
    // (Each end starts as `index + 1`, set when the element was made.)
    for index in elements.indices.reversed() {
      let ax = elements.element(madeAt: index)
      if let p = ax.parent {
        // (A parent comes before its children.)
        let parent = elements.element(madeAt: p)
        if parent.subtreeEnd < ax.subtreeEnd { parent.subtreeEnd = ax.subtreeEnd }
      }
    }
    readContentAndNames(of: elements, axOfNode: axOfNode)
    return elements
  }

  /// Adds an element for each primitive element node, in document order, with what it inherits
  /// from the elements and blocks around it. (A function of its own, the elements lent to it:
  /// each element's handle is made from the lent storage with no retain and release around
  /// it, as it was in `build`, which owns the storage.)
  private func addElements(to elements: AXElements) {
    /// What an element's or block's descendants inherit, until the node `end` (one past its
    /// subtree), in four-byte indices: one frame per open ancestor. (The three flags share a
    /// byte: a frame is copied at each element and block, field by field, and an optional index
    /// and three booleans were five fields.)
    struct Frame {
      var end: Int32
      var inherited = InheritedFacts()
      private var flags: UInt8 = 0
      var uncertain: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
      }
      /// Inside a detached `<ng-template>`, shown where it is stamped.
      var detached: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
      }
      /// Projected into an unmapped component that binds an event (`<app-icon-button
      /// (tap)="…">`): the component may draw its own control around it.
      var inActiveComponent: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
      }
      /// `detached` or `inActiveComponent`: what is inside may be stamped inside a stop.
      var mayBeInsideAControl: Bool { flags & 6 != 0 }
      init(end: Int32) { self.end = end }
    }
    // The arena is in document order with every subtree contiguous, so one pass over it is the
    // preorder walk; the stack holds a frame per open element or block (as deep as the
    // nesting, never as wide as a list of siblings).
    let top = Frame(end: Int32.max)
    var open = PlainStack<Frame>(capacity: 32)
    let nodes = syntax.nodes
    for nodeIndex in nodes.indices {
      // Text, comments and the rest have no children and hand nothing down: passed over before
      // the stack is trimmed and a frame copied (more than half of a template's nodes). A frame
      // left open past its end is closed at the next element or block, as it would have been.
      let kind = nodes[nodeIndex].kindTag
      guard kind == .element || kind == .block else { continue }
      open.pop { Int($0.end) <= nodeIndex }
      let frame = open.top(or: top)
      let node = NodeID(nodeIndex)
      let subtreeEnd = nodes[nodeIndex].subtreeEnd
      var childFrame = frame
      childFrame.end = subtreeEnd
      switch kind {
      case .element:
        // (The tag's bytes say whether it is a primitive, read in place; only a primitive's
        // element is copied, once, for its facts.)
        if let traits = primitiveTraits(ofNode: nodeIndex) {
          let index = elements.count
          // (With no profile facts, most runs, the element is added with no behaviour looked up.)
          if profileGivesElementFacts {
            appendProfiled(to: elements, node: node, element: syntax.elementOfNode(nodeIndex)!, traits: traits,
                           inherited: frame.inherited)
          } else {
            // (The node's kind is matched in place and its element copied into the facts once:
            // through `elementOfNode`, the element was copied out again, by its value witness.
            // The node is always an element: its tag gave the traits. Matched through the store's
            // subscript, which lends the node in place: a lent buffer's subscript copied the whole
            // node, about 80 instructions, to take its element.)
            if case .element(let element) = nodes[nodeIndex].kind {
              elements.storage.append(node: node, element: element, primitiveTraits: traits, inherited: frame.inherited)
            }
          }
          // (`index` is the element just added, with what it inherits.)
          let ax = elements.element(madeAt: index)
          readAttributes(ax)
          // (Only a parent with a box of profile facts has platforms to hand down: most have none,
          // and are passed over without making their two empty sets.)
          // (`p`, the parent's index, was added before this element: read with its bounds asserted.)
          if let p = frame.inherited.parent.value, elements.element(madeAt: p).hasProfileFacts {
            if !elements[p].hiddenOn.isEmpty { ax.hiddenOn.formUnion(elements[p].hiddenOn) }
            if !elements[p].removedOn.isEmpty { ax.removedOn.formUnion(elements[p].removedOn) }
          }
          // The name its label gives (`nameFromLabel`) is worked out once, here: `hasLabel` is
          // whether the label gives one, and the name is kept until `readContentAndNames` reads it back.
          if let labelled = nameFromLabel(ax) {
            ax.hasLabel = true
            ax.setFirstName(labelled)
          }
          ax.isModalLayer = ax.computeIsModalLayer()
          ax.effectiveRole = effectiveRole(ax)
          markUnfiredEvents(ax)
          if ax.hiddenBy == nil, ax.accessibleFlag == false || ax.isRemoved { ax.hiddenBy = index }
          let makesStop = ax.makesItselfAStop()
          ax.isStop = ax.hiddenBy == nil && ax.containingStop == nil && makesStop
          // (Whether it writes `accessible` is read from its index: the getter was a call.)
          let uncertainAccessible = ax.holdsOccurrence(ax.accessibleIndex) && ax.accessibleFlag == nil
          let uncertainRole = ax.effectiveRole == .unknown && !makesStop
          let uncertain = frame.uncertain || uncertainAccessible || uncertainRole
          // In a detached `<ng-template>`, an element that is not interactive may be stamped
          // inside a stop (an icon template drawn in a labelled button); a control is one
          // wherever it goes (and inside a stop, that is grouped-interactive's finding).
          // The same inside an unmapped component that binds an event: it may be a control.
          ax.stopIsUncertain = uncertain || (frame.mayBeInsideAControl && !ax.isInteractive)
          childFrame.inherited.parent.value = index
          childFrame.inherited.hiddenBy.value = ax.hiddenBy
          childFrame.uncertain = uncertain
          if ax.isModalLayer {
            // A modal layer is a container: what is inside it stays separately reachable.
            childFrame.inherited.enclosingModal.value = index
            childFrame.inherited.containingStop.value = nil
          } else if ax.isStop {
            childFrame.inherited.containingStop.value = index
          }
        } else if isDetachedTemplate(at: nodeIndex) {
          // A detached `<ng-template>` shows where something stamps it, not here: what is around
          // it (hiding, a stop that would swallow it, a modal layer) does not apply to its content.
          if directives.get(syntax).groupOfBranch[node] == nil {
            childFrame.inherited.hiddenBy.value = nil
            childFrame.inherited.containingStop.value = nil
            childFrame.inherited.enclosingModal.value = nil
            childFrame.detached = true
          }
        } else if Int(subtreeEnd) > nodeIndex &+ 1, isComponentBindingAnEvent(at: nodeIndex) {
          // (Asked only of an element with children: it marks what they inherit.)
          childFrame.inActiveComponent = true
        }
      case .block:
        childFrame.inherited.innermostBlock = node.index
      default:
        continue  // (passed over above)
      }
      // Only elements and blocks can hold primitives, and only those with children get a frame.
      // (`nodeIndex &+ 1`: a node index, an array index, never Int.max.)
      if Int(subtreeEnd) > nodeIndex &+ 1 { open.push(childFrame) }
    }
  }

  /// Adds the element with what the profile gives it: its behaviour (a mapped element's) and
  /// the profile's role forms and names. (Only what a profile or mapping gives is written: the
  /// defaults make no box.)
  private func appendProfiled(to elements: AXElements, node: NodeID, element: Element, traits: Primitive.Traits,
                              inherited: InheritedFacts) {
    let behaviour = profile.behaviours.isEmpty ? nil : profile.behaviours[element.name]
    var traits = traits
    if let stop = behaviour?.isStopByItself { traits.isStopByItself = stop }
    elements.storage.append(node: node, element: element, primitiveTraits: traits, inherited: inherited)
    let ax = elements[elements.count - 1]
    if let behaviour { ax.behaviour = behaviour }
    if !profile.roleForms.isEmpty { ax.roleForms = profile.roleForms }
    if !profile.roleNames.isEmpty { ax.roleNames = profile.roleNames }
    if !profile.writtenRoleForms.isEmpty { ax.writtenRoleForms = profile.writtenRoleForms }
    if !profile.checkedTraits.isEmpty { ax.checkedTraits = profile.checkedTraits }
  }

  /// Each element's content and name, once every element's facts and subtree end are final.
  /// (A function of its own, the elements lent to it: each element's handle is made from the
  /// lent storage, by index, with no retain and release of the storage around it, as the loop
  /// in `build`, which owns the storage, made.)
  private func readContentAndNames(of elements: AXElements, axOfNode: ElementOfNode) {
    // (An element's content is read from the elements inside it as the pass above left them,
    // never from their content or names: one pass does both.)
    // (A labelled element keeps the name its label gave: it is not read out and written back.)
    for index in 0..<elements.count {
      let ax = elements.element(madeAt: index)
      // (Whether its name may come from its content is told once, for both reads below.)
      let takesNameFromContent = ax.takesNameFromContent
      if usesContent(ax, labelled: ax.hasLabel, takesNameFromContent: takesNameFromContent) {
        ax.setFirstContent(ownContent(ax, elements: elements, axOfNode: axOfNode))
      }
      // (An element that can have no name but a label's, most of those it does not take its
      // content, keeps the `.none` its facts start with: no call.)
      if !ax.hasLabel && ax.mayBeNamedWithoutLabel(takesNameFromContent: takesNameFromContent) {
        ax.setFirstName(nameWithoutLabel(ax, takesNameFromContent: takesNameFromContent))
      }
      ax.indexSpokenHint()
    }
  }

  /// The traits of the primitive element node `n` is (`Primitive.resolve`), nil when it is
  /// none. With no `components:` mapping (most runs), read from the tag's bytes: no element or
  /// name is copied or looked up.
  /// (Inlined into the builder's walk, which asks it of every element node; a mapping's lookup
  /// is a call of its own.)
  @inline(__always) func primitiveTraits(ofNode n: Int) -> Primitive.Traits? {
    guard components.isEmpty else { return mappedPrimitiveTraits(ofNode: n) }
    guard let range = syntax.elementNameRange(ofNode: n) else { return nil }
    return syntax.source.bytes.withUnsafeBufferPointer { bytes in
      Primitive.traits(ofTag: UnsafeBufferPointer(rebasing: bytes[Int(range.start)..<Int(range.end)]), catalog: primitiveCatalog)
    }
  }

  /// `primitiveTraits(ofNode:)` with a `components:` mapping (`Primitive.resolve`).
  func mappedPrimitiveTraits(ofNode n: Int) -> Primitive.Traits? {
    syntax.elementOfNode(n).flatMap { Primitive.resolve($0.name, components: components) }.map(Primitive.Traits.init)
  }

  /// Whether node `n` is a custom component (a tag with a hyphen, not `ng-…`) that binds an
  /// event. (Read in place: its attributes first, by kind, then the name's bytes.)
  func isComponentBindingAnEvent(at n: Int) -> Bool {
    // (The tag's bytes first: most elements that are not primitives are passed over there.)
    let start = Int(syntax.nodes[n].range.start) + 1
    let isComponent = syntax.source.bytes.withUnsafeBufferPointer { bytes -> Bool in
      guard start + 3 < bytes.count, !(bytes[start] == UInt8(ascii: "n") && bytes[start + 1] == UInt8(ascii: "g")
                                       && bytes[start + 2] == UInt8(ascii: "-")) else { return false }
      var k = start
      while k < bytes.count {
        let b = bytes[k]
        if b == UInt8(ascii: "-") { return true }
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") { return false }
        k += 1
      }
      return false
    }
    guard isComponent, case .element(let element) = syntax.nodes[n].kind else { return false }
    return syntax.hasAttribute(of: element) { $0 == .event }
  }

  /// Whether node `n` is a detached `<ng-template>` (`TemplateScopes.isDetached`), read in place.
  /// (The element is not the one `build` holds: using that one here made it copy every node.)
  @inline(__always) func isDetachedTemplate(at n: Int) -> Bool {
    // (Most elements are passed over on the bytes of their tag: `<ng-template` and a byte that
    // ends the name. Inlined into the builder's walk, which asks it of every element that is no
    // primitive.)
    let start = Int(syntax.nodes[n].range.start) + 1
    let isNamed = syntax.source.bytes.withUnsafeBufferPointer { bytes -> Bool in
      let name: StaticString = "ng-template"
      let length = name.utf8CodeUnitCount
      guard start + length < bytes.count else { return false }
      for k in 0..<length where bytes[start + k] != name.utf8Start[k] { return false }
      let after = bytes[start + length]
      return after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == 0x0C
        || after == UInt8(ascii: ">") || after == UInt8(ascii: "/")
    }
    guard isNamed, case .element(let element) = syntax.nodes[n].kind else { return false }
    return TemplateScopes.isDetached(element, in: syntax)
  }

  // MARK: Attributes

  func readAttributes(_ ax: AXElement) {
    // (Fields are read in place, from the array's buffer: the array's subscript hands back a
    // copy of the whole attribute, even to read its name. A prop's attribute is lent to
    // `readProp` as an `inout` argument (see there), through a mutable view of the buffer that
    // is never written.)
    // (An element with no attribute, about two in five, is passed over before the buffer is
    // lent: entering the closure that reads it cost more than the test.)
    if ax.attributeIndices.isEmpty { addLabelAlias(ax); return }
    let attributes = syntax.attributes
    attributes.withUnsafeBufferPointer { written in
      let lent = UnsafeMutablePointer(mutating: written.baseAddress)
      for i in ax.attributeIndices {
        switch written[i].kind {
        case .plain, .property, .twoWay:
          // (The name is read where it is stored at each use, not copied once: a copy retained
          // and released it for every attribute.)
          if written[i].kind == .twoWay {
            ax.append(EventBinding(name: written[i].name + "Change", category: .other, attributeIndex: i, in: attributes))
          }
          if let scoped = profile.platformAttribute(written[i].name) {
            readPlatformAttribute(ax, i, written[i], on: scoped.platform, name: scoped.name)
            continue
          }
          // (Asked only of a mapped element whose behaviour has system names: most have none.)
          if ax.hasBehaviour, let systemNames = ax.behaviour?.systemNames, !systemNames.isEmpty,
             let platform = systemNames[written[i].name] {
            readSystemName(ax, written[i], on: platform)
            continue
          }
          if let prop = AccessibilityProp.named(written[i].name) {
            ax.recordPropAttribute(at: i)
            // The model and the rules read a prop's expression: built here if it was deferred.
            // (An attribute built at parse time is read in place, not copied.)
            if written[i].hasDeferredExpressions {
              var resolved = syntax.resolvingExpressions(written[i])
              readProp(ax, prop, i, &resolved, lentFrom: nil)
            } else if let lent {
              readProp(ax, prop, i, &lent[i], lentFrom: UnsafePointer(lent))
            }
          } else if written[i].name == "placeholder" || (ax.hasBehaviour && ax.behaviour?.placeholder.contains(written[i].name) == true) {
            ax.setPlaceholder(value(of: written[i], prop: nil), valueRange: written[i].valueRange)
          } else if readsProfileAttributes(of: ax) {
            readProfileAttribute(ax, i, written[i])
          }
        case .event:
          // (The name is copied once, read for the category and then moved into the event: read
          // where it is stored for each, it was copied twice.)
          let name = written[i].name
          let category = EventCategory(eventName: name, handler: written[i].valueRange, in: syntax.source)
          ax.append(EventBinding(name: consume name, category: category, attributeIndex: i, in: attributes))
        default:
          break
        }
      }
    }
    addLabelAlias(ax)
  }

  /// The prop `prop` written by the element's attribute `index` (`attribute`, its expressions
  /// built).
  ///
  /// `attribute` is `inout` only so that it is lent by its address: it is read, never written.
  /// Passed as a plain (or `borrowing`) argument, `written[i]`, the compiler copies the whole
  /// attribute first, every string and array in it retained and released, since it cannot tell
  /// that the callees leave the buffer alone; `inout` promises that nothing else touches it for
  /// the call. (Measured: the plain form cost 1.43 million instructions more on the benchmark's
  /// 1 MB subset, 1.35 per byte of the model's 37.)
  /// `base`: the elements of the tree's attributes when `attribute` is the one at `index` of
  /// them, read in place (the prop then points into them); nil for an attribute built apart.
  func readProp(_ ax: AXElement, _ prop: AccessibilityProp, _ index: Int, _ attribute: inout Attribute,
                lentFrom base: UnsafePointer<Attribute>?) {
    let v = value(lent: &attribute, prop: prop)
    let mistake = attribute.kind == .plain && startsWithPlainByte(attribute) ? nil
      : BindingFormMistake.detect(prop: prop, attribute: attribute, value: v)
    // (The profile's vocabulary is asked only about a prop it may change: most props, and
    // every prop of a profile with no role aliases or string states, are kept as written.)
    let readByVocabulary = vocabularyReads(prop)
    // Most props: no mistake, nothing the vocabulary reads: kept as written. (Filled here with
    // no reading to hand on: through the general path below, the optional mistake and the
    // reading's tuple were moved between registers and the stack for every prop.)
    if mistake == nil && !readByVocabulary {
      addProp(ax, prop, index, &attribute, lentFrom: base, value: v, formMistake: nil, isStringState: false, writtenValue: nil)
      return
    }
    readUnusualProp(ax, prop, index, &attribute, lentFrom: base, value: v, mistake: mistake, readByVocabulary: readByVocabulary)
  }

  /// `readProp` of a prop with a form mistake or one the profile's vocabulary reads (`value` is
  /// its value as written, `mistake` the form mistake `BindingFormMistake.detect` found).
  @inline(never)
  private func readUnusualProp(_ ax: AXElement, _ prop: AccessibilityProp, _ index: Int, _ attribute: inout Attribute,
                               lentFrom base: UnsafePointer<Attribute>?, value: consuming AbstractValue,
                               mistake: consuming BindingFormMistake?, readByVocabulary: Bool) {
    var v = value
    var mistake = mistake
    if mistake == nil && readByVocabulary { mistake = profileMistake(prop, attribute) }
    // A bare word the template declares itself (`@let header = …`, `let-button`) is its value.
    if case .bareIdentifier(let name)? = mistake, templateVariables.contains(name, in: syntax) { mistake = nil }
    if let mistake, mistake.voids(v) { v = .dynamic(.any) }
    // (The value is handed over, not copied: most props keep it as written.)
    let read: (value: AbstractValue, written: AbstractValue?, isStringState: Bool)
    if readByVocabulary {
      read = vocabulary(prop, consume v, attribute)
    } else {
      read = (consume v, nil, false)
    }
    addProp(ax, prop, index, &attribute, lentFrom: base, value: read.value, formMistake: mistake,
            isStringState: read.isStringState, writtenValue: read.written)
  }

  /// Adds to `ax` a prop (a spare, filled) read from `attribute` (`readProp`).
  @inline(__always)
  private func addProp(_ ax: AXElement, _ prop: AccessibilityProp, _ index: Int, _ attribute: inout Attribute,
                       lentFrom base: UnsafePointer<Attribute>?, value: AbstractValue, formMistake: BindingFormMistake?,
                       isStringState: Bool, writtenValue: AbstractValue?) {
    let occurrence = spareProps.prop()
    if let base {
      occurrence.fill(prop: prop, attributeIndex: index, lentFrom: base, value: value,
                      formMistake: formMistake, isStringState: isStringState, writtenValue: writtenValue)
    } else {
      occurrence.fill(prop: prop, attributeIndex: index, in: syntax.attributes, attribute: attribute, value: value,
                      formMistake: formMistake, isStringState: isStringState, writtenValue: writtenValue)
    }
    ax.append(occurrence)
  }

  /// Whether a static attribute's value starts, in the source, with an ASCII byte that is no
  /// space, no quote and no `&` (which may start a reference the parser decoded): its text then
  /// starts with that byte, is no quoted text, and `BindingFormMistake.detect` finds no mistake
  /// in it (`BindingFormMistake.isPlainStart`, the test `quoted` makes of a text's first byte).
  /// (Most static props, a label or a role written as a word: one byte read, where reading the
  /// text's first byte through the string cost about eighty instructions.)
  private func startsWithPlainByte(_ attribute: borrowing Attribute) -> Bool {
    guard let range = attribute.valueRange, range.end > range.start else { return false }
    return syntax.source.bytes.withUnsafeBufferPointer { bytes in
      let start = Int(range.start)
      guard start < bytes.count else { return false }
      let b = bytes[start]
      return b > 0x20 && BindingFormMistake.isPlainStart(b) && b != UInt8(ascii: "&")
    }
  }

  /// The abstract value of an attribute, converted as Angular converts static text for the
  /// prop. Static text with `{{ }}` is evaluated like a template literal, so
  /// `accessibilityValue="{{ on ? 'on' : 'off' }}"` has the same alternatives as the bound form
  /// for every rule.
  @inline(__always) func value(of attribute: Attribute, prop: AccessibilityProp?) -> AbstractValue {
    var attribute = attribute
    return value(lent: &attribute, prop: prop)
  }

  /// `value(of:prop:)` of an attribute lent by its address (`readProp`'s): `inout` only for that,
  /// never written. (Passed by value, the attribute was first copied to the stack, 80 bytes, for
  /// each of a template's props.) Static text with no interpolation, for a prop that is no
  /// boolean flag, is its text: answered inline, with no call (about a third of the props).
  @inline(__always) func value(lent attribute: inout Attribute, prop: AccessibilityProp?) -> AbstractValue {
    if attribute.kind == .plain, !attribute.hasDeferredExpressions, !attribute.hasInterpolation,
       prop?.isBoolean != true {
      return .string(attribute.staticValue ?? "")
    }
    return value(readingLent: &attribute, prop: prop)
  }

  /// `value(lent:prop:)`, out of line.
  private func value(readingLent attribute: inout Attribute, prop: AccessibilityProp?) -> AbstractValue {
    // (An attribute whose expressions are built is read as it is: no copy of it is made.)
    if attribute.hasDeferredExpressions { return value(of: syntax.resolvingExpressions(attribute), prop: prop) }
    if attribute.kind == .plain {
      let text = attribute.staticValue ?? ""
      if prop?.isBoolean == true, case .bool(let flag) = Self.staticFlag(.string(text)) {
        return .bool(flag)
      }
      guard attribute.hasInterpolation else { return .string(text) }
      var elements: [TemplateElement] = []
      var interpolated = false
      for part in attribute.parts {
        switch part {
        case .literal(let s, _):
          elements.append(.literal(s))
        case .interpolation(let i):
          interpolated = true
          // An interpolation that did not parse is an unknown part.
          elements.append(.expression(i.expression ?? Expr(.identifier("_"), i.expressionRange)))
        case .icu(let m):
          interpolated = true
          elements.append(.expression(Expr(.identifier("_"), m.range)))
        }
      }
      guard interpolated else { return .string(text) }
      let value = Evaluator.evaluate(template: elements, source: syntax.source)
      // (Interpolated text is text as static text is: `accessible="{{ 'false' }}"` is false.)
      if prop?.isBoolean == true { return Self.staticFlag(value) }
      return value
    }
    guard let expr = attribute.expression else { return .dynamic(.any) }
    // (A property binding's value is its expression's: one written before is not evaluated
    // again. The same object literal written elsewhere has the same value but for where its
    // entries are: it is kept with ranges from its first byte, and moved to each occurrence.)
    if attribute.kind == .property, let range = attribute.valueRange {
      return syntax.source.bytes.withUnsafeBufferPointer { bytes in
        let start = Int(range.start)
        guard start < bytes.count else { return Evaluator.evaluate(expr, source: syntax.source) }
        guard bytes[start] != UInt8(ascii: "{") else {
          if let kept = boundObjects.value(of: start, Int(range.end), in: bytes) { return kept }
          let value = Evaluator.evaluate(expr, source: syntax.source)
          boundObjects.keep(value, of: start, Int(range.end))
          return value
        }
        return boundValues.value(of: start, Int(range.end), in: bytes, make: { Evaluator.evaluate(expr, source: syntax.source) },
                                 keeps: \.holdsNoObject)
      }
    }
    return Evaluator.evaluate(expr, source: syntax.source)
  }

  /// A boolean prop's static text read as Angular's host reads it: empty or "true" is true,
  /// "false" false (each alternative of a choice); other values are left as they are.
  static func staticFlag(_ value: AbstractValue) -> AbstractValue {
    switch value {
    case .string(let s) where s.isEmpty || s == "true": return .bool(true)
    case .string("false"): return .bool(false)
    case .alternatives(let values): return .alternatives(values.map(staticFlag))
    default: return value
    }
  }

  // MARK: Semantics

  /// The role written, or the primitive's own when none is, or when it is bound to `null` or
  /// `undefined` (the binding removes the prop: the native role comes back).
  /// (Inlined into the builder, which asks it of every element: one with no role, most, is
  /// answered without a call.)
  @inline(__always) func effectiveRole(_ ax: AXElement) -> EffectiveRole {
    guard ax.roleIndex >= 0, let role = ax.role else { return ax.nativeRole }
    return effectiveRole(ax, writtenRole: role)
  }

  private func effectiveRole(_ ax: AXElement, writtenRole role: PropOccurrence) -> EffectiveRole {
    switch role.value {
    case .string(let s): return Role(rawValue: s).map { .role($0) } ?? .unknown
    case .null, .undefined: return ax.nativeRole
    default: return .unknown
    }
  }

  /// `contentText(id, …)` of an element whose one child is text that is one literal (the
  /// commonest content, `<an-text>Guardar</an-text>`), nil for any other: the text the walk
  /// reads there, with no walk (its state, set up for every call, cost more than that reading).
  @inline(__always) func loneLiteralContent(_ id: NodeID) -> ContentText? {
    let child = Int(id.index) &+ 1  // (a node index: below the node count)
    guard Int(syntax.nodes[Int(id.index)].subtreeEnd) == child &+ 1, syntax.kindOfNode(child) == .text,
          let (s, r) = syntax.textOfNode(child)?.onlyLiteral else { return nil }
    var parts = ContentParts()
    parts.appendLiteral(s)
    return ContentText(consume parts, pairs: contentPairs, firstOffset: firstNonWhitespace(s, r), endOffset: endOfNonWhitespace(r),
                       isConditional: false)
  }

  /// `contentText(id, …)` of an element whose one child is text of several parts with no ICU
  /// message (`Hola {{ name }}`, `{{ n }} elementos`), nil for any other: the parts the walk
  /// reads there, read with no walk (its state, set up for every call, and its case for every
  /// kind of node cost more than the reading). Answers as the walk does: one text node, read
  /// part by part, the budget never spent, nothing conditional.
  func loneTextContent(_ id: NodeID) -> ContentText? {
    let child = Int(id.index) &+ 1  // (a node index: below the node count)
    guard Int(syntax.nodes[Int(id.index)].subtreeEnd) == child &+ 1, syntax.kindOfNode(child) == .text,
          let text = syntax.textOfNode(child) else { return nil }
    var parts = ContentParts()
    var first: Int?
    var textEnd: Int?
    // (Where the one interpolation's expression is, not the interpolation: it is copied out of
    // the parts again only when it may make choices, few do.)
    var expressionRange: ByteRange?
    var interpolationCount = 0
    let textParts = text.parts
    for part in textParts {
      switch part {
      case .literal(let s, let r):
        appendLiteral(s, r, to: &parts, first: &first, end: &textEnd)
      case .interpolation(let i):
        appendInterpolation(i, to: &parts, first: &first, end: &textEnd)
        interpolationCount += 1
        if expressionRange == nil { expressionRange = i.expressionRange }
      case .icu:
        // (An ICU message makes the content conditional, its cases the choices: the walk's.)
        return nil
      }
    }
    if interpolationCount == 1, let expressionRange, mayHoldQuestionMark(expressionRange) {
      for case .interpolation(let interpolation) in textParts {
        if let choices = interpolationChoices(interpolation, in: parts) {
          return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: false,
                             choices: choices)
        }
        break
      }
    }
    return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: false)
  }

  /// A literal piece of content's text (`contentText`, `loneTextContent`): appended to
  /// `parts`, with `first` (where the content's first non-whitespace is, if not yet known) and
  /// `end` (one past its last) moved to it.
  @inline(__always) func appendLiteral(_ s: String, _ range: ByteRange, to parts: inout ContentParts, first: inout Int?,
                                       end: inout Int?) {
    if first == nil, let offset = firstNonWhitespace(s, range) { first = offset }
    if let last = endOfNonWhitespace(range) { end = last }
    parts.appendLiteral(s)
  }

  /// An interpolation in content's text, as `appendLiteral`: a dynamic part of its expression's
  /// source, reaching from its `{{` to its `}}`.
  @inline(__always) func appendInterpolation(_ i: Interpolation, to parts: inout ContentParts, first: inout Int?,
                                             end: inout Int?) {
    if first == nil { first = Int(i.range.start) }
    end = Int(i.range.end)
    parts.append(.dynamic(source: sourceText(i.expressionRange)))
  }

  /// The text inside an element, through transparent elements and blocks; a nested primitive
  /// with a label contributes its label, a hidden one nothing.
  func contentText(_ id: NodeID, elements: AXElements, axOfNode: ElementOfNode) -> ContentText {
    var parts = ContentParts()
    var first: Int?
    var textEnd: Int?  // (one past the last piece that makes the text)
    var conditional = false
    var budget = Self.contentNodeBudget
    // The one ICU message of content that is otherwise literal (its cases are its choices).
    var icu: ICUMessage?
    var icuCount = 0
    var inBlock = false  // (other unknown parts are turned away by `choices(of:in:)`)
    // The one interpolation of content that is otherwise literal (a ternary's alternatives are
    // its choices).
    var interpolation: Interpolation?
    var interpolationCount = 0
    // The arena is in document order with every subtree contiguous: the walk is a cursor that
    // either steps into a node's children (the next node) or jumps over its subtree.
    var cursor = id.index + 1
    let end = syntax.nodes[Int(id.index)].subtreeEnd
    func appendLiteral(_ s: String, _ range: ByteRange, _ parts: inout ContentParts) {
      self.appendLiteral(s, range, to: &parts, first: &first, end: &textEnd)
    }
    /// The text reaches to the end of the node being read.
    func reach(_ node: NodeID) { textEnd = Int(syntax.nodes[Int(node.index)].range.end) }
    while cursor < end {
      let current = NodeID(Int(cursor))
      // (Skipped unless the node's case steps into it below.)
      cursor = syntax.nodes[Int(current.index)].subtreeEnd
      budget -= 1
      if budget < 0 { conditional = true; break }
      // (The kind is read in place, then the one payload needed: `syntax[current]`, or a switch
      // binding the payload, copied the whole node.)
      switch syntax.kindOfNode(Int(current.index)) {
      case .text:
        let t = syntax.textOfNode(Int(current.index))!
        if let (s, r) = t.onlyLiteral { appendLiteral(s, r, &parts); continue }
        for part in t.parts {
          switch part {
          case .literal(let s, let r): appendLiteral(s, r, &parts)
          case .interpolation(let i):
            appendInterpolation(i, to: &parts, first: &first, end: &textEnd)
            interpolationCount += 1
            if interpolation == nil { interpolation = i }
          case .icu(let m):
            if first == nil { first = Int(m.range.start) }
            textEnd = Int(m.range.end)
            conditional = true
            icuCount += 1
            if icu == nil { icu = m }
            parts.append(.dynamic(source: syntax.text(m.range)))
          }
        }
        continue
      case .element:
        let e = syntax.elementOfNode(Int(current.index))!
        if e.isDroppedByAngular { continue }
        // An element a structural directive chooses (`*ngIf … else`, the `<ng-template>` shown
        // instead, `[ngSwitch]` cases): a branch, read as blocks are; a host whose `then`
        // template shows in its place shows nothing of its own. Any other element under a
        // structural directive (`*ngIf` with no `else`, `*ngFor`) may not show, or show many
        // times: conditional, as the content of an `@if` with no `@else` or of a `@for` is.
        if DirectiveBranches.mayTakePart(e, in: syntax) {
          let groups = directives.get(syntax)
          if groups.replacedHosts.contains(current) { conditional = true; inBlock = true; continue }
          if groups.groupOfBranch[current] != nil {
            conditional = true
            inBlock = true
            if axOfNode[current] == nil, e.name == "ng-template" || unknownContent(e) == nil {
              cursor = current.index + 1
              continue
            }
          } else if syntax.hasAttribute(of: e, kind: { $0 == .structural }) {
            conditional = true
            inBlock = true
          }
        }
        if let index = axOfNode[current] {
          // a nested primitive: hidden ones say nothing; labelled ones say their label
          let nested = elements[index]
          let hidden = nested.accessibleFlag == false || nested.isRemoved
          var labelValue: AbstractValue?
          if let label = nested.label { labelValue = label.formMistake == nil ? label.value : .dynamic(.any) }
          if hidden { continue }
          if labelValue == nil, let text = nameAttribute(of: nested) {
            let inner = attributeText(text)
            if !inner.isEmpty {
              if first == nil { first = inner.firstOffset ?? Int(e.nameRange.start) }
              reach(current)
              parts.appendSpace()
              for part in inner.parts {
                if case .literal(let s) = part { parts.appendLiteral(s) } else { parts.append(part) }
              }
              conditional = conditional || inner.isConditional
              parts.appendSpace()
              continue
            }
          }
          if let labelValue {
            parts.appendSpace()
            switch labelValue {
            case .string(let s) where !s.isEmpty:
              if first == nil { first = Int(e.nameRange.start) }
              appendLiteral(s, e.nameRange, &parts)
              reach(current)
              parts.appendSpace()
              continue
            case .string: break
            default:
              if first == nil { first = Int(e.nameRange.start) }
              reach(current)
              parts.append(.dynamic(source: "label"))
              parts.appendSpace()
              continue
            }
          }
          parts.appendSpace()
          cursor = current.index + 1
          continue
        }
        if let piece = profile.textPieces[e.name] {
          // A piece of text written as an attribute (`<Span text="…">`).
          if let attribute = valueAttribute(e, named: piece) {
            let inner = attributeText(attribute)
            if first == nil, !inner.isEmpty { first = inner.firstOffset ?? Int(e.nameRange.start) }
            if !inner.isEmpty { reach(current) }
            parts.append(contentsOf: inner.parts)
            conditional = conditional || inner.isConditional
          }
          continue
        }
        if let unknown = unknownContent(e) {
          // Content decided elsewhere (projected, stamped from a template, or rendered by a
          // component the configuration does not map): unknown, never missing.
          if first == nil { first = Int(e.nameRange.start) }
          reach(current)
          parts.appendSpace()
          parts.append(.dynamic(source: unknown))
          parts.appendSpace()
          continue
        }
      case .block:
        conditional = true
        inBlock = true  // (a branch: which one shows is not known)
      case .cdata:
        // Angular makes a CDATA section a text node of its raw content (no references decoded);
        // one that holds `{{` may be interpolated: unknown.
        guard case .cdata(let cdata) = syntax.nodes[Int(current.index)].kind else { continue }
        let content = cdata.contentRange
        let text = syntax.text(content)
        if text.utf8.contains(UInt8(ascii: "{")) {
          if first == nil { first = Int(content.start) }
          textEnd = Int(content.end)
          parts.append(.dynamic(source: text))
        } else {
          appendLiteral(text, content, &parts)
        }
        continue
      case .comment, .doctype, .letDeclaration:
        continue
      }
      cursor = current.index + 1
    }
    // (The parts are handed over, not copied: a copy retained and released each of their texts.)
    if icuCount == 1, let icu, budget >= 0, !inBlock, !parts.isEmpty {
      let choices = Self.choices(of: icu, in: parts.all)
      return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: conditional, choices: choices)
    }
    if icuCount == 0, inBlock, budget >= 0, let choices = blockChoices(id, elements: elements, axOfNode: axOfNode) {
      return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: conditional, choices: choices)
    }
    if icuCount == 0, !inBlock, interpolationCount == 1, let interpolation, budget >= 0,
       let choices = interpolationChoices(interpolation, in: parts) {
      return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: conditional, choices: choices)
    }
    return ContentText(consume parts, pairs: contentPairs, firstOffset: first, endOffset: textEnd, isConditional: conditional)
  }

  /// Whether the source bytes of `range` may hold a `?`, the byte `interpolationChoices` looks
  /// for first (false: it would give nil), read eight bytes at a step in place: most
  /// interpolations have none, and are passed over with no call and no copy of the parts.
  @inline(__always) func mayHoldQuestionMark(_ range: ByteRange) -> Bool {
    syntax.source.bytes.withUnsafeBufferPointer { bytes in
      let start = Int(range.start)
      let end = min(Int(range.end), bytes.count)
      guard start < end, let base = bytes.baseAddress else { return false }
      let raw = UnsafeRawPointer(base)
      let ones: UInt64 = 0x0101_0101_0101_0101
      // (The classic "has a zero byte" test on the word xor-ed with `?` in every byte: exact as
      // a yes or no.)
      @inline(__always) func holdsQuestionMark(_ word: UInt64) -> Bool {
        let x = word ^ (0x3F &* ones)
        return (x &- ones) & ~x & (0x80 &* ones) != 0
      }
      guard end &- start >= 8 else {
        for i in start..<end where bytes[i] == UInt8(ascii: "?") { return true }
        return false
      }
      // (Eight bytes at a step, the last step ending at the end, overlapping the one before.)
      var i = start
      while i &+ 8 < end {
        if holdsQuestionMark(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return true }
        i &+= 8
      }
      return holdsQuestionMark(raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
    }
  }

  /// The texts of content made of literal text around one interpolation whose value is one of
  /// known alternatives (`{{ on ? 'Wi-Fi on' : 'Wi-Fi off' }}`, `Favorito {{ fav ? 'activado'
  /// : 'desactivado' }}`): each alternative with the text around it, whitespace collapsed, nil
  /// for one the linter cannot know. Nil for other content. (Only an expression with a `?` is
  /// built and evaluated: a ternary or `??` makes the alternatives.)
  func interpolationChoices(_ interpolation: Interpolation, in parts: ContentParts) -> [String?]? {
    // (Looked for with `memchr`: a byte-by-byte `contains` over the slice was most of the cost
    // of content with one interpolation.)
    let hasQuestionMark = syntax.source.bytes.withUnsafeBufferPointer { bytes in
      let end = min(Int(interpolation.expressionRange.end), bytes.count)
      return ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: bytes, from: Int(interpolation.expressionRange.start), to: end) < end
    }
    guard hasQuestionMark, let expr = syntax.resolvingExpression(interpolation).expression else { return nil }
    guard case .alternatives(let values) = Evaluator.evaluate(expr, source: syntax.source),
          values.contains(where: { $0.stringValue != nil }) else { return nil }
    // (An interpolation shows `null` and `undefined` as nothing.)
    return Self.choices(values.map { $0.isNullish ? "" : $0.stringValue }, in: parts.all)
  }

  /// The texts of content made of literal text and one group of blocks that always shows one
  /// branch (`@if … @else`, `@switch` with a `@default`), or of elements a structural directive
  /// chooses between the same way (`*ngIf … else` and its `<ng-template>`, `[ngSwitch]` cases
  /// with a default): each branch's text (`literalText`) with the text around the group,
  /// whitespace collapsed, nil for a branch that holds more than known text. Nil for other
  /// content, and when a branch is blank (the group may show nothing).
  func blockChoices(_ id: NodeID, elements: AXElements, axOfNode: ElementOfNode) -> [String?]? {
    var before = ""
    var after = ""
    var group: NodeID?
    var branches: [NodeID] = []
    // For a directive group: its branches not yet met (text between them must be blank).
    var pending = 0
    for child in syntax.children(of: id) {
      switch syntax.kindOfNode(Int(child.index)) {
      case .text:
        guard let (s, _) = syntax.textOfNode(Int(child.index))!.onlyLiteral else { return nil }
        if pending > 0 {
          guard UnicodeWhitespace.isBlank(s) else { return nil }
        } else if group == nil {
          before += s
        } else {
          after += s
        }
      case .comment:
        continue
      case .block:
        // (After the group, only its own connected branches: `@else if`, `@else`.)
        if group != nil { if branches.contains(child) { continue } else { return nil } }
        group = child
        let block = syntax.blockOfNode(Int(child.index))!
        switch block.kind {
        case .if:
          guard let last = block.branchesInPlace.last, syntax.blockOfNode(Int(last.index))?.kind == .else else { return nil }
          branches = [child] + block.branchesInPlace
        case .switch:
          for c in syntax.children(of: child) {
            // (A case with no body shares the next one's: one branch.)
            guard let b = syntax.blockOfNode(Int(c.index)), AccessibilityTree.isSwitchBranch(b) else { continue }
            branches.append(c)
          }
          guard branches.contains(where: { syntax.blockOfNode(Int($0.index))?.kind == .default }) else { return nil }
        default:
          return nil
        }
      case .element:
        let e = syntax.elementOfNode(Int(child.index))!
        guard DirectiveBranches.mayTakePart(e, in: syntax) else { return nil }
        let groups = directives.get(syntax)
        if groups.replacedHosts.contains(child) { continue }
        guard let owner = groups.groupOfBranch[child] else { return nil }
        if group == nil {
          guard groups.alwaysShowOne.contains(owner), let all = groups.branchesOfGroup[owner] else { return nil }
          group = owner
          branches = all
          pending = all.count
        } else if group != owner {
          return nil
        }
        pending -= 1
      default:
        return nil
      }
    }
    guard !branches.isEmpty, pending == 0 else { return nil }
    var choices: [String?] = []
    var budget = Self.contentNodeBudget
    for branch in branches {
      // A block's content, an `<ng-template>`'s or a container's; a primitive chosen by a
      // directive says what it says inside content.
      let isBlock = syntax.kindOfNode(Int(branch.index)) == .block
      let start = isBlock || axOfNode[branch] == nil ? branch.index + 1 : branch.index
      if !isBlock, axOfNode[branch] == nil, let e = syntax.elementOfNode(Int(branch.index)),
         e.name != "ng-template", unknownContent(e) != nil {
        choices.append(nil)
        continue
      }
      let text = literalText(start, syntax.nodes[Int(branch.index)].subtreeEnd, elements: elements, axOfNode: axOfNode, budget: &budget)
      if let text, UnicodeWhitespace.isBlank(text) { return nil }
      choices.append(text.map { collapseWhitespace(before + $0 + after) })
    }
    return budget < 0 ? nil : choices
  }

  /// The text of the nodes from `start` to `end` (a subtree's run of the arena) when it is all
  /// known: literal text, read through transparent elements (`ng-container`, plain HTML) and
  /// nested primitives as the content walk reads them (hidden ones say nothing, labelled ones
  /// their label, others their text); nil when anything else is there (an interpolation, a
  /// block, a directive, content decided elsewhere) or past `budget` nodes. Walked with a cursor
  /// over the arena, not by recursion.
  func literalText(_ start: Int32, _ end: Int32, elements: AXElements, axOfNode: ElementOfNode, budget: inout Int) -> String? {
    var text = ""
    var cursor = start
    while cursor < end {
      let current = NodeID(Int(cursor))
      cursor = syntax.nodes[Int(current.index)].subtreeEnd
      budget -= 1
      if budget < 0 { return nil }
      switch syntax.kindOfNode(Int(current.index)) {
      case .text:
        guard let (s, _) = syntax.textOfNode(Int(current.index))!.onlyLiteral else { return nil }
        text += s
      case .comment, .letDeclaration:
        continue
      case .element:
        let e = syntax.elementOfNode(Int(current.index))!
        if e.isDroppedByAngular { continue }
        // (The first node may be a chosen primitive itself: its directive is what chose it.)
        if current.index != start, DirectiveBranches.mayTakePart(e, in: syntax) { return nil }
        if let index = axOfNode[current] {
          let nested = elements[index]
          if nested.accessibleFlag == false || nested.isRemoved { continue }
          if let label = nested.label {
            guard label.formMistake == nil, case .string(let s) = label.value else { return nil }
            if !s.isEmpty { text += " " + s + " "; continue }
          } else if let attribute = nameAttribute(of: nested) {
            let inner = attributeText(attribute)
            if !inner.isEmpty {
              guard let constant = inner.constant else { return nil }
              text += " " + constant + " "
              continue
            }
          }
          text += " "
        } else if unknownContent(e) != nil {
          return nil
        }
        cursor = current.index + 1
      case .block, .cdata, .doctype:
        return nil
      }
    }
    return text
  }

  /// The whole text of each case of `icu`, the only dynamic part of `parts` (the literals
  /// before and after it kept), whitespace collapsed: nil for a case that holds more than
  /// literal text.
  static func choices(of icu: ICUMessage, in parts: [StringPart]) -> [String?]? {
    choices(icu.cases.map { icuCase -> String? in
      var text = ""
      for part in icuCase.parts {
        guard case .literal(let s, _) = part else { return nil }
        text += s
      }
      return text
    }, in: parts)
  }

  /// Each of `texts` (nil: not known) in place of the only dynamic part of `parts`, with the
  /// literals before and after it, whitespace collapsed; nil when `parts` has another dynamic
  /// part.
  static func choices(_ texts: [String?], in parts: [StringPart]) -> [String?]? {
    guard let at = parts.firstIndex(where: { if case .dynamic = $0 { return true }; return false }) else { return nil }
    var before = ""
    var after = ""
    for (k, part) in parts.enumerated() {
      guard case .literal(let s) = part else { if k != at { return nil }; continue }
      if k < at { before += s } else { after += s }
    }
    return texts.map { $0.map { collapseWhitespace(before + $0 + after) } }
  }

  /// What a non-primitive element renders when the linter cannot know it, shown as its tag:
  /// `<ng-content>` (projected content), an element with `ngTemplateOutlet` or an
  /// `<ng-template>` (stamped from a template), one with `ngComponentOutlet` (a component
  /// chosen at run time), a custom component (a name with a hyphen)
  /// that `.linter.yml` does not map. Nil for plain HTML elements and `<ng-container>`, whose
  /// content is read through.
  func nonPrimitiveContent(_ element: Element) -> String? {
    let name = element.name
    if name == "ng-content" || name == "ng-template" { return "<\(name)>" }
    if syntax.attributeIndex(of: element, named: "ngTemplateOutlet") != nil { return "<\(name) ngTemplateOutlet>" }
    if syntax.attributeIndex(of: element, named: "ngComponentOutlet") != nil { return "<\(name) ngComponentOutlet>" }
    if name == "ng-container" { return nil }
    if name.utf8.contains(UInt8(ascii: "-")) { return "<\(name)>" }
    return nil
  }

  /// The ASCII whitespace a text's ends are trimmed of (no-break spaces are tested apart).
  @inline(__always) static func isTrimmedSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C
  }

  /// One past the last byte of `range` that is not whitespace (as `firstNonWhitespace` reads it).
  /// (Read from the buffer with wrapping steps: `i` stays within `range.start...bytes.count`,
  /// `range.start` is never negative, so every byte read is in bounds by construction.)
  /// (This and `firstNonWhitespace` are always inlined: a few byte tests, asked of every literal
  /// of content; as calls of their own the model cost 63K more instructions on the 1 MB benchmark.)
  @inline(__always) func endOfNonWhitespace(_ range: ByteRange) -> Int? {
    syntax.source.bytes.withUnsafeBufferPointer { bytes -> Int? in
      let start = Int(range.start)
      var i = min(Int(range.end), bytes.count)
      while i > start {
        let b = bytes[i &- 1]
        if Self.isTrimmedSpace(b) { i &-= 1; continue }
        if b == 0xA0 && i &- 2 >= start && bytes[i &- 2] == 0xC2 { i &-= 2; continue }
        return i
      }
      return nil
    }
  }

  @inline(__always) func firstNonWhitespace(_ s: String, _ range: ByteRange) -> Int? {
    // The literal may contain decoded references, so walk the source bytes instead.
    let bytes = syntax.source.bytes
    var i = Int(range.start)
    while i < Int(range.end) {
      let b = bytes[i]
      if Self.isTrimmedSpace(b) { i += 1; continue }
      if b == 0xC2 && i + 1 < bytes.count && bytes[i + 1] == 0xA0 { i += 2; continue }
      return i
    }
    return nil
  }

  /// Elements whose name may come from what they contain (content-named primitives, groups,
  /// and elements given an interactive, header or text role), unless their `accessibilityLabel`
  /// (`labelled`: it `hasLabel`, see `nameFromLabel`) names them whatever it holds: then nothing reads their
  /// content (`content` stays empty), and a labelled container is not walked (a screen's
  /// labelled root read its whole screen). A label bound to a choice with a `null` or
  /// `undefined` alternative leaves the name without it to `lacksNameWhenLabelIsNull`.
  /// (`takesNameFromContent` is the element's, asked once for this and `nameWithoutLabel`;
  /// inlined into the builder's loop, which asks it of every element.)
  @inline(__always) func usesContent(_ ax: AXElement, labelled: Bool, takesNameFromContent: Bool) -> Bool {
    guard takesNameFromContent else { return false }
    guard labelled, ax.hasLabelProp else { return true }
    // (Only a choice has alternatives: the label's value, most often a string, is matched where
    // the label keeps it, not copied out and released.)
    guard case .alternatives = ax.lentLabel.value else { return false }
    return ax.lentLabel.value.hasNullishAlternative
  }

  /// The name the element's `accessibilityLabel` gives it: its text, collapsed, when that is
  /// not blank; unknown when it is bound to anything but `null` or `undefined`; nil when it has
  /// no label, or one that names nothing (the name then comes from `nameWithoutLabel`): an
  /// empty label, or one bound to nothing, is removed by the host. Non-nil exactly when the
  /// element `hasLabel`.
  /// (Inlined into the builder, which asks it of every element: one with no label, most, is
  /// answered without a call.)
  @inline(__always) func nameFromLabel(_ ax: AXElement) -> AccessibleName? {
    guard ax.hasLabelProp else { return nil }
    return nameGiven(byLabel: &ax.labelSlot.pointee)
  }

  /// `label` is `inout` only so that it is lent by its address in the prop store: it is read,
  /// never written. (Passed as a plain argument, from the store's buffer, it was retained and
  /// released around the call, as `readProp`'s attribute was.) (Always inlined into the
  /// builder's walk: left to the optimizer, the walk cost 31K more instructions on the 1 MB
  /// benchmark.)
  @inline(__always) private func nameGiven(byLabel label: inout PropOccurrence) -> AccessibleName? {
    label.withValue { value in
      switch value {
      case .string(let s):
        let name = AccessibleName.collapsing(s, .label)
        if case .none = name { return nil }  // (blank)
        return name
      case .null, .undefined:
        return nil  // no label: the name comes from what follows
      default:
        return .dynamic(.label)
      }
    }
  }

  /// The name it has without a label that names it (`AXElement.nameWithoutLabel`).
  func nameWithoutLabel(_ ax: AXElement, takesNameFromContent: Bool) -> AccessibleName {
    let name = ax.nameWithoutLabel(takesNameFromContent: takesNameFromContent)
    // Named on one platform (`android:text`, `ios:accessibilityLabel`): a name exists there.
    if name == .dynamic(.label) { ax.isNamedOnlyOnSomePlatforms = true }
    return name
  }
}

extension AXElement {
  /// Whether the element's content makes its name (what `content` is worked out for).
  /// (Inlined: a few fields, asked of every element while the model is built.)
  @inline(__always) var takesNameFromContent: Bool {
    isStop || primitive.nameSource == .content || accessibleFlag == true || effectiveRole.isInteractive
      || effectiveRole == .role(.header) || effectiveRole == .role(.text) || hasActivation
  }

  /// The name the element has without its `accessibilityLabel`: from its content, its
  /// placeholder, its host, or a platform's own label attribute (`.dynamic(.label)`). What a
  /// label bound to `null` leaves (`saved ? 'Guardado' : null`).
  public var nameWithoutLabel: AccessibleName { nameWithoutLabel(takesNameFromContent: takesNameFromContent) }

  /// Whether `nameWithoutLabel(takesNameFromContent:)` may be other than `.none`: it reads its
  /// content, a placeholder, its behaviour or the platforms that name it, only when these say so.
  @inline(__always) func mayBeNamedWithoutLabel(takesNameFromContent: Bool) -> Bool {
    takesNameFromContent || primitive.nameSource == .labelOrPlaceholder || hasBehaviour || hasProfileFacts
  }

  /// `nameWithoutLabel`, told whether it `takesNameFromContent` (the builder has asked already).
  /// (Always inlined, into the builder's pass over names and `nameWithoutLabel`: a call for
  /// every element named without a label cost 14K more instructions on the 1 MB benchmark.)
  @inline(__always) func nameWithoutLabel(takesNameFromContent: Bool) -> AccessibleName {
    if takesNameFromContent {
      let origin: NameOrigin = accessibleFlag == true && primitive.nameSource != .content ? .group : .content
      // (One reading of the text, not two: content with no constant is never empty, and a
      // constant is empty exactly when the content is.)
      guard let name = content.constantName(origin) else { return .dynamic(origin) }
      if name != .none { return name }
    }
    if primitive.nameSource == .labelOrPlaceholder, let placeholder {
      switch placeholder {
      case .string(let s):
        let name = AccessibleName.collapsing(s, .placeholder)
        if name != .none { return name }
      default:
        return .dynamic(.placeholder)
      }
    }
    if hasBehaviour && behaviour?.namedByHost == true { return .dynamic(.content) }
    if !namedOn.isEmpty { return .dynamic(.label) }
    return .none
  }

  /// Whether `accessible` (or the profile's prop that hides, `accessibilityHidden`) is a choice
  /// of values one of which hides the element (`loading ? false : true`): hidden in that case.
  public var hidingIsAnAlternative: Bool {
    guard let prop = accessible, case .alternatives = prop.value else { return false }
    let hiding = prop.attribute.name != AccessibilityProp.accessible.rawValue
    return prop.value.possibilities.contains { $0.boolValue == hiding }
  }

  /// Whether the element has a name but none when its `accessibilityLabel`, bound to a choice
  /// with a `null` or `undefined` alternative (`saved ? 'Guardado' : null`), takes that
  /// alternative: then only `nameWithoutLabel` is left.
  public var lacksNameWhenLabelIsNull: Bool {
    guard name.exists, let label, label.value.hasNullishAlternative else { return false }
    return !nameWithoutLabel.exists
  }
}

extension String {
  func trimmingCharacters() -> String { collapseWhitespace(self) }
}

extension ModelBuilder {
  /// The source text of `range` with its whitespace collapsed (`trimmingCharacters()`). The
  /// ASCII spaces at its ends (`{{ name }}`) are left out before the text is made, and an ASCII
  /// text is collapsed from its bytes (`collapsedText`): the string is made once.
  func sourceText(_ range: ByteRange) -> String {
    syntax.source.bytes.withUnsafeBufferPointer { bytes in
      var start = max(0, min(Int(range.start), bytes.count))
      var end = max(start, min(Int(range.end), bytes.count))
      // (Every ASCII space is White_Space, which `collapseWhitespace` drops at the ends.)
      // (Wrapping steps: `start...end` stays within the buffer, clamped above.)
      while start < end && UnicodeWhitespace.isASCIISpace(bytes[start]) { start &+= 1 }
      while end > start && UnicodeWhitespace.isASCIISpace(bytes[end &- 1]) { end &-= 1 }
      // (The same text is made once per template: `{{ item.title }}` on every row shares it.)
      return sourceTexts.value(of: start, end, in: bytes, make: { collapsedText(UnsafeBufferPointer(rebasing: bytes[start..<end])) },
                               keeps: { _ in true })
    }
  }
}

extension AccessibilityTree {
  /// For every element, whether it holds, at any depth, content the template does not show:
  /// projected content (`<ng-content>`), a stamped template (`*ngTemplateOutlet`,
  /// `<ng-template>`), an unmapped component, or an ICU message (whose cases may hold markup).
  /// What it renders there is unknown, so a rule that looks for something inside an element (a
  /// close control) cannot say it is missing. One pass over the nodes and one up the elements.
  ///
  /// With `wrapperCounts`, a component that wraps content of the template
  /// (`<app-card>…</app-card>`) counts only when `wrapperCounts` says so, and an ICU message
  /// does not: what counts is what renders something of its own (projected content, a stamped
  /// template, a component that binds an event or has no content of its own:
  /// `<app-fav-button [item]="p">`).
  public func unknownContentHolders(wrapperCounts: ((Element) -> Bool)? = nil) -> [Bool] {
    let nearest = nearestPrimitives()
    var holds = [Bool](repeating: false, count: elements.count)
    forEachUnknownContent { n in
      guard nearest[n] >= 0, counts(n, wrapperCounts) else { return }
      holds[Int(nearest[n])] = true
    }
    markAncestors(&holds)
    return holds
  }

  /// Whether unknown content node `n` (`forEachUnknownContent`) counts, as
  /// `unknownContentHolders(wrapperCounts:)` says.
  private func counts(_ n: Int, _ wrapperCounts: ((Element) -> Bool)?) -> Bool {
    guard let wrapperCounts else { return true }
    guard let element = syntax.elementOfNode(n) else { return false }  // (an ICU message)
    guard !element.name.hasPrefix("ng-"), syntax.attributeIndex(of: element, named: "ngTemplateOutlet") == nil,
          syntax.attributeIndex(of: element, named: "ngComponentOutlet") == nil else { return true }
    if syntax.hasAttribute(of: element, kind: { $0 == .event || $0 == .twoWay }) { return true }
    for child in syntax.children(of: NodeID(n)) {
      switch syntax.kindOfNode(Int(child.index)) {
      case .comment: continue
      case .text: if let t = syntax.textOfNode(Int(child.index)), let (s, _) = t.onlyLiteral, UnicodeWhitespace.isBlank(s) { continue }
      default: break
      }
      return wrapperCounts(element)
    }
    return true
  }

  /// Marks every ancestor of a marked element. Elements are in preorder: walked backwards, each
  /// is final when it tells its parent.
  private func markAncestors(_ marks: inout [Bool]) {
    for i in elements.indices.reversed() where marks[i] {
      if let parent = elements[i].parent { marks[parent] = true }
    }
  }

  /// The nodes of content the template does not show (as for `unknownContentHolders`) that may
  /// hold stops of their own: not inside a primitive that is a stop, inside one, or hidden. In
  /// document order, outermost only (what is inside one is not looked at again).
  /// (`wrapperCounts` as for `unknownContentHolders(wrapperCounts:)`.) With `readingTemplates`,
  /// a detached `<ng-template>` is not unknown: its content is the template's own, and only what
  /// the template does not show inside it counts (for a rule that asks whether something may
  /// exist at all, not how many times or where).
  public func unknownContentOutsideStops(wrapperCounts: ((Element) -> Bool)? = nil, readingTemplates: Bool = false) -> [NodeID] {
    let nearest = nearestPrimitives()
    var out: [NodeID] = []
    forEachUnknownContent(readingTemplates: readingTemplates) { n in
      guard counts(n, wrapperCounts) else { return }
      let around = nearest[n]
      if around < 0 || !(elements[Int(around)].isStop || elements[Int(around)].isInsideStop || elements[Int(around)].isHidden) {
        out.append(NodeID(n))
      }
    }
    return out
  }

  /// The nearest primitive around each node (-1: none), worked out from its parent's (parents
  /// come first in the arena).
  private func nearestPrimitives() -> [Int32] {
    let axOfNode = ElementOfNode(elements: elements)
    var nearest = [Int32](repeating: -1, count: syntax.nodes.count)
    for n in syntax.nodes.indices {
      guard let parent = syntax.nodes[n].parent else { continue }
      nearest[n] = axOfNode[parent].map { Int32($0) } ?? nearest[Int(parent.index)]
    }
    return nearest
  }

  /// Calls `body` with each node of unknown content, outermost only, in document order.
  private func forEachUnknownContent(readingTemplates: Bool = false, _ body: (Int) -> Void) {
    let builder = ModelBuilder(syntax: syntax, profile: profile)
    var n = 0
    var next = 0  // the next element, by document order
    while n < syntax.nodes.count {
      while next < elements.count && Int(elements[next].node.index) < n { next += 1 }
      let isPrimitive = next < elements.count && Int(elements[next].node.index) == n
      guard !isPrimitive, isUnknownContent(n, builder, readingTemplates: readingTemplates) else { n += 1; continue }
      body(n)
      n = Int(syntax.nodes[n].subtreeEnd)
    }
  }

  /// Projected content, a stamped template, an unmapped component, or an ICU message (asked of
  /// nodes that made no element: a primitive's tag has a hyphen too).
  private func isUnknownContent(_ n: Int, _ builder: ModelBuilder, readingTemplates: Bool) -> Bool {
    switch syntax.kindOfNode(n) {
    case .element:
      guard let element = syntax.elementOfNode(n) else { return false }
      // The `<ng-template>` an `*ngIf … else` chooses shows in place of its element, as an
      // `@else` does: its content is read where it is.
      if TemplateScopes.isDetached(element, in: syntax),
         readingTemplates || directiveBranches.groupOfBranch[NodeID(n)] != nil {
        return false
      }
      return builder.unknownContent(element) != nil
    case .text:
      guard let text = syntax.textOfNode(n) else { return false }
      return text.parts.contains { if case .icu = $0 { return true }; return false }
    default:
      return false
    }
  }

}
