// The tree builder's elements: start and end tags, implied end tags, attributes and the
// interpolations of static values, and character references in text.
extension TreeBuilder {
  // MARK: - Elements

  /// The start tag at `tagRange` (its first token's: `<` and the name) named at `tagName`.
  /// (Given the token's two ranges, not the token: its other fields, which the main loop had
  /// unpacked after the lexer's call, were packed again for this one.)
  mutating func startElement(tagRange: ByteRange, tagName: ByteRange) {
    // (What the name alone tells is worked out once per spelling.)
    let entry = elementNames.entry(bytes, tagName)
    // (The normalized name and the implied namespace are read where they are needed, which is
    // rarely: read here, each was retained and released for every element.)
    // (The name's other facts are bits read with one load: read one by one, each was loaded
    // and kept aside on its own.)
    let traits = elementNames.entries[entry].traits
    let hasImplied = traits.contains(.hasImplied)
    let hasColon = traits.contains(.hasColon)
    let custom = traits.contains(.isCustom)
    let isVoidName = traits.contains(.isVoidName)
    let isNotSelfClosableName = traits.contains(.isNotSelfClosableName)
    let nameMayBeClosedByChildren = traits.contains(.mayBeClosedByChildren)
    let namePreservesWhitespace = traits.contains(.preservesWhitespace)
    let isTemplate = traits.contains(.isTemplate)
    // Each attribute is made as the lexer reads its token, straight into the template's one
    // array (`SyntaxTree.attributes`): no buffer of tokens is filled, walked and emptied.
    let attributeStart = attributes.count
    startTagMarks = []
    var closing = lexer.nextOfStartTag()
    while closing.kind == .attribute {
      appendAttribute(closing)
      closing = lexer.nextOfStartTag()
    }
    let attributeIndices = attributeStart..<attributes.count
    // The parent's entry, read once here and again only after an implicit close (each read
    // of the stack's top checks its bounds again). (`&-` here and below: the stack is not empty.)
    var parent = stack.isEmpty ? nil : stack[stack.count &- 1]
    // Angular's full name (`:svg:rect` inside `<svg>`): HTML tag rules apply to names without
    // a namespace only. (Almost always the name as written: no prefix written, no namespace
    // implied by the name, none to inherit.)
    // (Made only when it is not the name as written: a copy of the name was retained and
    // released again for every element.)
    let isPlain = !hasImplied && !hasColon && !(parent?.inNamespace ?? false)
    // (What the name tells is worked out before the element is made, so that the element takes
    // the name as its last use: read after, the name was retained once more and released.)
    var namespaced = false
    var hasFullName = !tagName.isEmpty
    // (A full name that is not the name as written is kept aside; the others are the node's.)
    var fullIsWritten = true
    if !isPlain {
      let rawName = elementNames.entries[entry].rawName
      let full = Self.fullName(rawName, implied: elementNames.entries[entry].implied, inside: closestFullName)
      namespaced = full.utf8.first == UInt8(ascii: ":")
      hasFullName = !full.isEmpty
      fullIsWritten = full == rawName
      if !fullIsWritten && hasFullName { pendingFullName = full }
    }
    // An open element that this tag closes implicitly (`<li>` after `<li>`).
    // (Custom element names have a hyphen; no HTML tag rule names one, so they skip the lookups.)
    if !namespaced, let closers = parent?.closers, closers >= 0,
       HTMLTags.closerSets[Int(closers)].contains(elementNames.entries[entry].name) {
      popStack(to: stack.count &- 1, end: Int(tagRange.start))
      parent = stack.isEmpty ? nil : stack[stack.count &- 1]
    }
    let isVoid = !namespaced && !custom && isVoidName
    let selfClosing = closing.kind == .tagOpenEndSelfClosing
    let startEnd = Int(closing.range.end)
    if nonBindableDepth == 0 && startTagMarks.contains(.checked) {
      checkAttributes(attributes[attributeIndices], onTemplateElement: isTemplate)
    }
    if selfClosing && !custom && !namespaced && isNotSelfClosableName {
      errorSelfClosed(elementNames.entries[entry].rawName, tagName)
    }
    let name: ElementName = traits.contains(.isSmallName)
      ? .small(elementNames.entries[entry].smallNameBits) : elementNames.entries[entry].storedName
    let element = Element(name: name, nameRange: tagName,
                          attributeIndices: attributeIndices, startTagRange: ByteRange(Int(tagRange.start), startEnd),
                          endTagRange: nil, isSelfClosing: selfClosing, isVoid: isVoid)
    let id = append(Node(range: ByteRange(Int(tagRange.start), startEnd), parent: nil, kind: .element(element)),
                    parentIndex: parent.map { Int32(truncatingIfNeeded: $0.id) } ?? -1)
    elementCount &+= 1
    // (A marked element with no content translates nothing: Angular neither checks it nor lets
    // it open a section, so one without an end tag is passed over.)
    var i18nMarker = I18nMarker.none
    if startTagMarks.contains(.i18nMarker) && nonBindableDepth == 0 && !selfClosing && !isVoid {
      i18nMarker = inI18nSection ? .insideSection : .outsideSection
      inI18nSection = true
    }
    if !selfClosing && !isVoid {
      // (`:ngNonBindable` too: an empty prefix is none, `AttributeClassifier`)
      let nonBindable = startTagMarks.contains(.nonBindable)
      let preserves = namePreservesWhitespace || startTagMarks.contains(.preservesWhitespace)
      // (A namespaced or custom name is never a key of `closedByChildren`.)
      let closers = !namespaced && !custom && nameMayBeClosedByChildren
        ? HTMLTags.closerSetIndex[elementNames.entries[entry].name] ?? -1 : -1
      // (Whether the entry is in a namespace is known here: its full name's first byte is not read again.)
      let inNamespace = !hasFullName ? parent?.inNamespace ?? false : namespaced
      var rewrittenName: Int32 = -1
      if !fullIsWritten && hasFullName {
        rewrittenName = Int32(rewrittenFullNames.count)
        rewrittenFullNames.append(pendingFullName)
      }
      stack.append(OpenNode(id: id, closestNamed: closestNamed(hasFullName: hasFullName), rewrittenName: rewrittenName,
                            hasFullName: hasFullName, inNamespace: inNamespace,
                            closers: closers,
                            plainName: fullIsWritten ? tagName : nil, isNonBindable: nonBindable,
                            preservesWhitespace: preserves, i18nMarker: i18nMarker,
                            startTagIsIncomplete: closing.kind == .tagOpenIncomplete))
      if nonBindable { nonBindableDepth += 1 }
      if preserves { preservedWhitespaceDepth += 1 }
    }
  }

  /// The end of an element marked `i18n` (`id`), checked as Angular's template transform checks
  /// it: a marked element with content opens a translatable section, one inside a section is an
  /// error, and the section closes when any marked element with content ends (Angular keeps one
  /// flag, so after a nested marker's end the rest of the outer section is not checked: nor is
  /// it here). A marked element with only spaces and comments inside is no section at all.
  mutating func closeI18nMarker(_ marker: I18nMarker, _ id: Int) {
    var hasContent = false
    for child in ChildNodes(nodes: nodes, start: Int32(id + 1), end: nodes[id].subtreeEnd) {
      switch nodes[Int(child.index)].kind {
      case .comment: continue
      case .text(let t) where t.isWhitespace: continue
      default: hasContent = true
      }
      if hasContent { break }
    }
    guard hasContent else {
      inI18nSection = marker == .insideSection
      return
    }
    if marker == .insideSection, let element = nodes[id].element {
      error("nested i18n marker: an enclosing element's i18n already makes this content translatable; remove this one",
            element.nameRange)
    }
    inI18nSection = false
  }

  /// The elements whose content Angular's whitespace pass leaves as written, by their name's
  /// bytes (exact case, as Angular compares them): `pre`, `textarea`, `script`, `style`, `template`.
  static func preservesWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ name: ByteRange) -> Bool {
    func isName(_ candidate: StaticString) -> Bool { AttributeClassifier.startsWith(bytes, name, candidate) }
    switch name.length {
    case 3: return isName("pre")
    case 5: return isName("style")
    case 6: return isName("script")
    case 8: return isName("textarea") || isName("template")
    default: return false
    }
  }

  // (The helpers below are static and take the bytes: a call to a non-mutating method of the
  // builder passes the whole builder, a 400-byte copy each time.)

  /// `HTMLTags.normalized(rawName)`, decided on the source bytes of the name: almost every name
  /// is returned as it is, without walking the string.
  static func normalizedName(_ bytes: UnsafeBufferPointer<UInt8>, _ rawName: String, _ nameRange: ByteRange) -> String {
    let written = UnsafeBufferPointer(rebasing: bytes[Int(nameRange.start)..<Int(nameRange.end)])
    return HTMLTags.needsLowercasing(written) ? rawName.lowercased() : rawName
  }

  /// Angular's full name of an element written `rawName` (at `nameRange`) inside the open
  /// elements (`fullName(_:inside:)`, with the closest open element as the parent).
  @inline(__always) func fullName(_ rawName: String, _ nameRange: ByteRange) -> String {
    // Fast path: no prefix written, no namespace implied by the name, none to inherit (the
    // colon and the implied namespace are looked for in the source bytes: iterating the
    // string's UTF-8 view costs more; the parent is read in place, not copied).
    let implied = Self.impliedNamespace(bytes, nameRange)
    if implied == nil && !contains(UInt8(ascii: ":"), in: nameRange)
      && !(stack.last?.inNamespace ?? false) {
      return rawName
    }
    return Self.fullName(rawName, implied: implied, inside: closestFullName)
  }

  /// `impliedNamespace(_:length:)` of the name written at `name`, read on its bytes.
  static func impliedNamespace(_ bytes: UnsafeBufferPointer<UInt8>, _ name: ByteRange) -> String? {
    let s = Int(name.start)
    switch name.length {
    case 3:
      return bytes[s] | 0x20 == UInt8(ascii: "s") && bytes[s + 1] | 0x20 == UInt8(ascii: "v")
        && bytes[s + 2] | 0x20 == UInt8(ascii: "g") ? "svg" : nil
    case 4:
      return bytes[s] | 0x20 == UInt8(ascii: "m") && bytes[s + 1] | 0x20 == UInt8(ascii: "a")
        && bytes[s + 2] | 0x20 == UInt8(ascii: "t") && bytes[s + 3] | 0x20 == UInt8(ascii: "h") ? "math" : nil
    case 13:
      return AttributeClassifier.startsWith(bytes, name, "foreignObject") ? "svg" : nil
    default:
      return nil
    }
  }

  /// Angular's full name of an element written `rawName` inside an element whose full name is
  /// `parent` (nil at the top): exact case, with the namespace written (`svg:rect`), implied
  /// (`svg`, `math`) or inherited from the parent (not through `foreignObject`): `:svg:rect`.
  static func fullName(_ rawName: String, inside parent: String?) -> String {
    fullName(rawName, implied: impliedNamespace(rawName, length: rawName.utf8.count), inside: parent)
  }

  /// The namespace a name implies with no prefix: `svg` for `svg` and `foreignObject`, `math`
  /// for `math` (`length` is the name's byte count, checked first).
  static func impliedNamespace(_ rawName: String, length: Int) -> String? {
    if length == 3 && rawName.utf8.lazy.map({ $0 | 0x20 }).elementsEqual("svg".utf8) { return "svg" }
    if length == 4 && rawName.utf8.lazy.map({ $0 | 0x20 }).elementsEqual("math".utf8) { return "math" }
    if length == 13 && rawName == "foreignObject" { return "svg" }
    return nil
  }

  /// `fullName(_:inside:)` with the namespace the name implies already found.
  static func fullName(_ rawName: String, implied: String?, inside parent: String?) -> String {
    let utf8 = Array(rawName.utf8)
    var k = 0
    while k < utf8.count && utf8[k] != UInt8(ascii: ":") && (isASCIILetter(utf8[k]) || isDigit(utf8[k])) { k += 1 }
    var prefix = ""
    var local = rawName
    if k < utf8.count && utf8[k] == UInt8(ascii: ":") {
      prefix = String(decoding: utf8[0..<k], as: UTF8.self)
      local = String(decoding: utf8[(k + 1)...], as: UTF8.self)
    }
    if prefix.isEmpty, let implied, local == rawName { prefix = implied }
    if prefix.isEmpty, let parent, parent.utf8.first == UInt8(ascii: ":") {
      let rest = parent.dropFirst()
      if let colon = rest.firstIndex(of: ":"), rest[rest.index(after: colon)...] != "foreignObject" {
        prefix = String(rest[..<colon])
      }
    }
    return prefix.isEmpty ? local : ":\(prefix):\(local)"
  }

  /// The end tag at `tagRange` named at `tagName`; `flag` is its token's (1: no `>`). (Given
  /// these, not the token: `startElement`.)
  mutating func endElement(tagRange: ByteRange, tagName: ByteRange, flag: UInt8) {
    // Most end tags close the innermost open element and repeat its name as written, which is
    // its full name: the search below would find it first, and its name cannot be a void
    // element's (a void element is never open). (The top is read by its index, `&-` since the
    // stack is not empty: `stack.last` checked the subtraction for overflow.)
    let top = stack.count &- 1
    if top >= 0, let written = stack[top].plainName, Self.sameBytes(bytes, written, tagName) {
      closeElement(at: top, endTag: tagRange)
      return
    }
    let rawName = repeatedText(tagName)
    let name = Self.normalizedName(bytes, rawName, tagName)
    let full = fullName(rawName, tagName)
    if !(full.utf8.first == UInt8(ascii: ":")) && !contains(UInt8(ascii: "-"), in: tagName)
      && HTMLTags.voidElements.contains(name) {
      errorVoidEndTag(rawName, tagName)
      append(Node(range: tagRange, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    // (A block's entry has no name: `</>` closes nothing, as for Angular.)
    var index = full.isEmpty ? -1 : stack.count - 1
    while index >= 0 {
      if stack[index].hasFullName && fullName(ofEntry: index) == full { break }
      index -= 1
    }
    guard index >= 0 else {
      // (An end tag without its `>` is reported as that alone, as Angular keeps no end tag then.)
      if flag == 0 { error("unexpected end tag '</\(rawName)>': no '<\(rawName)>' is open", tagName) }
      append(Node(range: tagRange, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    reportUnclosed(above: index, closer: "'</\(rawName)>'", at: tagRange)
    closeElement(at: index, endTag: tagRange)
  }

  /// `<div/>`: only void, custom and foreign elements may close their own start tag.
  mutating func errorSelfClosed(_ name: String, _ range: ByteRange) {
    error("only void, custom and foreign elements can be self-closed: '<\(name)/>'", range)
  }

  /// `</br>`: a void element has no end tag.
  mutating func errorVoidEndTag(_ name: String, _ range: ByteRange) {
    error("void element '<\(name)>' has no end tag: remove '</\(name)>'", range)
  }

  /// An element that `closer` (an end tag, a block's `}`) closes before its own end tag.
  mutating func errorClosedWithout(_ name: String, closer: String, _ range: ByteRange) {
    error("'<\(name)>' has no end tag; \(closer) closes it", range)
  }

  /// Closes the open element at `stack[index]` (and what is open above it) with its end tag.
  /// (Inlined into `endElement`'s two calls, with `popStack`: one call per end tag saved.)
  /// (`&+`: `index` is an index of the stack, below its count.)
  @inline(__always) mutating func closeElement(at index: Int, endTag: ByteRange) {
    popStack(to: index &+ 1, end: Int(endTag.start))
    // (The element's end is set where it is closed: one access to the array, not two.)
    popTop(end: Int(endTag.start), endTag: endTag)
  }

  /// Whether two ranges of the source hold the same bytes.
  @inline(__always) static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ a: ByteRange, _ b: ByteRange) -> Bool {
    let n = a.length
    guard n == b.length else { return false }
    // (Shorter than 8 bytes, with 8 bytes of the buffer from each start, as most names are:
    // one masked compare of two words, not a loop over the bytes.)
    if n < 8 && Int(a.start) + 8 <= bytes.count && Int(b.start) + 8 <= bytes.count, let base = bytes.baseAddress {
      let x = UnsafeRawPointer(base + Int(a.start)).loadUnaligned(as: UInt64.self)
        ^ UnsafeRawPointer(base + Int(b.start)).loadUnaligned(as: UInt64.self)
      return UInt64(littleEndian: x) & ((1 &<< (8 &* UInt64(n))) &- 1) == 0
    }
    // (8 to 16 bytes, a custom element's name: the first eight and the last eight of each,
    // overlapping, hold every byte; both runs are inside the buffer. Two loads each, with no
    // loop to set up: left to `ByteScan.equal`, end tags cost about 58K more instructions on
    // the 1 MB benchmark.)
    if n >= 8 && n <= 16, let base = bytes.baseAddress {
      assert(Int(a.end) <= bytes.count && Int(b.end) <= bytes.count, "both runs are in the buffer")
      let x = UnsafeRawPointer(base + Int(a.start)), y = UnsafeRawPointer(base + Int(b.start))
      return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
        && x.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
    }
    return ByteScan.equal(UnsafeBufferPointer(rebasing: bytes[Int(a.start)..<Int(a.end)]),
                          UnsafeBufferPointer(rebasing: bytes[Int(b.start)..<Int(b.end)]))
  }

  /// One diagnostic for each open element or block above `index` that a closer ends
  /// implicitly (elements that their parent may close, like `<li>`, are silent).
  mutating func reportUnclosed(above index: Int, closer: @autoclosure () -> String, at range: ByteRange) {
    var i = stack.count - 1
    while i > index {
      let node = nodes[stack[i].id]
      switch node.kind {
      case .element(let e):
        if !stack[i].startTagIsIncomplete && !HTMLTags.closedByParent.contains(HTMLTags.normalized(e.name)) {
          errorClosedWithout(e.name, closer: closer(), e.nameRange)
        }
      case .block(let b):
        error("block '@\(b.name)' is not closed with '}'; \(closer()) closes it", b.nameRange)
      default: break
      }
      i -= 1
    }
  }

  /// Makes the attribute of `token` straight into `attributes` (a returned attribute was copied
  /// into the array and the original destroyed: two strings retained and released each).
  mutating func appendAttribute(_ token: Token) {
    // (What the name as written tells is worked out once per spelling.)
    let entry = attributeNames.entry(bytes, token.name)
    let kind = attributeNames.entries[entry].kind
    // (The name's bits, with nothing retained for a small name: `StringBits`.)
    let name = attributeNames.entries[entry].nameBits
    // (Read only when there is one: copied, a nil keeper still cost a call to retain it.)
    let keeper = attributeNames.entries[entry].hasNameKeeper ? attributeNames.entries[entry].nameKeeper : nil
    startTagMarks.formUnion(attributeNames.entries[entry].startTagMarks)
    let isBoundAnimation = attributeNames.entries[entry].isBoundAnimation
    guard token.hasValue else {
      // An event or two-way binding needs a statement (Angular: "Empty expressions are not allowed").
      if (kind == .event || kind == .twoWay) && nonBindableDepth == 0 {
        error("empty expression: '\(text(token.name))' needs a value", token.name)
      }
      attributes.append(Attribute(kind: kind, name: name, keeper: keeper, range: token.range, nameRange: token.name,
                                  valueRange: nil, value: nil, quote: nil, expression: nil, parts: nil, partsAreValue: false,
                                  expressionIsDeferred: false, interpolationsAreDeferred: false, valueIsUndecoded: false))
      return
    }
    let quote = token.flag == 0 ? nil : token.flag
    // A static value is made now (the model and the rules read static text); a binding's or a
    // reference's is decoded when something asks for it (`Attribute.value(in:)`).
    // (One scan finds a static value's first `{` or `&`: whether it has a reference to decode,
    // and whether it may hold an interpolation, below. None when the lexer's own scan of the
    // quoted value found neither: `Token.valueIsPlain`, most values.)
    let valueEnd = Int(token.value.end)
    let special = kind != .plain || token.valueIsPlain ? valueEnd
      : ByteScan.firstOf(bytes, from: Int(token.value.start), to: valueEnd, UInt8(ascii: "{"), UInt8(ascii: "&"))
    let hasReference = special < valueEnd && (bytes[special] == UInt8(ascii: "&")
                                               || ByteScan.firstOf(bytes, from: special + 1, to: valueEnd, UInt8(ascii: "&")) < valueEnd)
    let value: String? = kind != .plain ? nil
      : hasReference ? decodeText(token.value, inText: false)
      : token.valueIsPlain ? repeated.stringNotIndentation(bytes, token.value) : repeatedText(token.value)
    // The fields are worked out first and the attribute made once, straight into the array.
    var expression: Expr?
    var expressionIsDeferred = false
    var parts: [TextPart]?
    var partsAreValue = false
    var interpolationsAreDeferred = false
    // `[attr.x]`, `[class.x]`, `[style.x]` and `[@trigger]` are property bindings too (their
    // values are checked, their trees never needed); `@trigger` alone takes no expression.
    switch kind {
    case .property, .twoWay, .event, .attrClassStyle, .animation:
      guard nonBindableDepth == 0, kind != .animation || isBoundAnimation else { break }
      if (kind == .event || kind == .twoWay) && ExpressionParser.emptiness(bytes, range: token.value) != nil {
        error("empty expression: '\(text(token.name))' needs a value", token.value)
        break
      }
      // (A two-way binding's tree is always built: Angular checks that it can be written back.)
      let builds = buildsTrees(entry)
      let diagnosticCount = diagnostics.count
      expression = (kind == .event ? ExpressionSite.action : .binding).parse(bytes, token.value, buildsTree: builds, scratch: &expressionScratch,
                                                                              arena: expressionArena, reportingTo: &diagnostics)
      if kind == .twoWay, diagnostics.count == diagnosticCount, let target = expression, !Self.isWritableTarget(target) {
        error("unsupported expression in a two-way binding: '\(text(token.name))' needs a property or an item it can "
              + "write back ('value', 'user.name', 'items[0]')", token.value)
      }
      expressionIsDeferred = !builds
    case .structural:
      // Angular reads the microsyntax into bindings, with their expressions' errors.
      guard nonBindableDepth == 0 else { break }
      _ = ExpressionSite.templateBindings.parse(bytes, token.value, buildsTree: false, scratch: &expressionScratch,
                                                arena: expressionArena, reportingTo: &diagnostics)
    case .plain:
      // (A value with no `{`, written or as a reference, holds no interpolation: the scan above
      // finds that for nearly every value.)
      if special == valueEnd || (bytes[special] == UInt8(ascii: "&") && !contains(UInt8(ascii: "{"), in: ByteRange(special, valueEnd))
                                   && !InterpolationSplit.hasEncodedBrace(bytes, ByteRange(special, valueEnd))) {
        partsAreValue = true
      } else {
        let builds = buildsTrees(entry)
        let split = splitInterpolation(token.value, inText: false, buildsTrees: builds)
        interpolationsAreDeferred = !builds && split.contains {
          if case .interpolation = $0 { return true }
          return false
        }
        parts = split
      }
    default:
      break
    }
    attributes.append(Attribute(kind: kind, name: name, keeper: keeper, range: token.range, nameRange: token.name, valueRange: token.value,
                                value: value, quote: quote, expression: expression, parts: parts, partsAreValue: partsAreValue,
                                expressionIsDeferred: expressionIsDeferred, interpolationsAreDeferred: interpolationsAreDeferred,
                                valueIsUndecoded: kind != .plain))
  }

  /// `expressions.buildsTrees(of:named:)` for the attribute whose name's facts are at `entry`
  /// of `attributeNames`: asked once per spelling in a parse, and kept in its facts.
  /// (The answer kept is read inline: a call for every binding cost more than the read.)
  @inline(__always) mutating func buildsTrees(_ entry: Int) -> Bool {
    if attributeNames.entries[entry].buildsStamp == parseStamp { return attributeNames.entries[entry].builds }
    return buildsTreesFirstAsked(entry)
  }

  /// `buildsTrees(_:)` the first time a parse asks it for the spelling at `entry`.
  @inline(never) mutating func buildsTreesFirstAsked(_ entry: Int) -> Bool {
    let builds = expressions.buildsTrees(of: attributeNames.entries[entry].kind, named: attributeNames.name(entry))
    let stamp = parseStamp
    attributeNames.update(entry) {
      $0.builds = builds
      $0.buildsStamp = stamp
    }
    return builds
  }

  /// The runs of escapable raw text that Angular's tree builder makes into separate text
  /// nodes: a run ends at a `&`, after the reference it starts (`&amp;` stays with the text
  /// before it), and a `&` that starts none is a run of its own.
  func escapableTextSegments(_ range: ByteRange) -> [ByteRange] {
    var segments: [ByteRange] = []
    let end = Int(range.end)
    var start = Int(range.start)
    var k = ByteScan.firstOf(bytes, from: start, to: end, UInt8(ascii: "&"))
    while k < end {
      switch CharacterReference.read(bytes, at: k, end: end) {
      case .reference(_, let stop):
        segments.append(ByteRange(start, stop))
        start = stop
      case .text, .error:
        if start < k { segments.append(ByteRange(start, k)) }
        segments.append(ByteRange(k, k + 1))
        start = k + 1
      }
      k = ByteScan.firstOf(bytes, from: start, to: end, UInt8(ascii: "&"))
    }
    if start < end { segments.append(ByteRange(start, end)) }
    return segments
  }

  /// A static value's text (or, `inText`, text), split into literal parts and `{{ }}`
  /// interpolations.
  mutating func splitInterpolation(_ range: ByteRange, inText: Bool, buildsTrees: Bool) -> [TextPart] {
    var parts: [TextPart] = []
    var i = Int(range.start)
    let end = Int(range.end)
    var literalStart = i
    if nonBindableDepth == 0 {
      while i + 1 < end {
        // (`{{`, either brace possibly written as a reference: `&#123;{`)
        if bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "&"),
           let opened = InterpolationSplit.openingEnd(bytes, at: i, to: end) {
          let found = interpolationEnd(from: opened, to: end)
          // no `}}` (written as such or with references, `}&#125;`): the rest is text here
          guard found >= 0, let stop = InterpolationSplit.closingEnd(bytes, at: found, to: end) else { break }
          if literalStart < i {
            let r = ByteRange(literalStart, i)
            parts.append(.literal(decodeText(r, inText: inText), r))
          }
          let exprRange = ByteRange(opened, found)
          checkNotEmpty(exprRange, at: ByteRange(i, stop))
          parts.append(.interpolation(interpolation(ByteRange(i, stop), expression: exprRange, inText: inText, buildsTree: buildsTrees)))
          i = stop
          literalStart = i
          continue
        }
        i += 1
      }
    }
    if literalStart < end {
      let r = ByteRange(literalStart, end)
      parts.append(.literal(decodeText(r, inText: inText), r))
    }
    return parts
  }

  /// Where the `}}` of an interpolation is, as Angular's binding parser splits text
  /// (`InterpolationSplit.end`), or -1.
  func interpolationEnd(from start: Int, to end: Int) -> Int { InterpolationSplit.end(bytes, from: start, to: end) }

  // MARK: - Text decoding

  func decodeReference(_ token: Token) -> String {
    CharacterReference.decoded(bytes, token.name, whole: token.range, inText: true)
  }

  /// Text with its character references decoded (attribute values, escapable raw text, the
  /// text of ICU cases). `inText`: not an attribute's value (`&ngsp;` is a space there).
  func decodeText(_ range: ByteRange, inText: Bool) -> String { CharacterReference.decodedText(bytes, range, inText: inText) }
}

/// An element's `i18n` marker, as the parser tracks translatable sections.
enum I18nMarker {
  case none
  /// Marked, where no section was open.
  case outsideSection
  /// Marked, inside another marked element's section.
  case insideSection
}
