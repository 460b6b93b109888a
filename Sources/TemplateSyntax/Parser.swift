/// Builds the syntax tree from the lexer's tokens, recovering from errors the way Angular's
/// tree builder does: a bad tag gives one diagnostic at its place and the rest of the file
/// is still parsed. The tree is built with an explicit stack, so nesting depth is unbounded.
public enum TemplateParser {
  /// `expressions`: when the trees of bindings and interpolations are built (see
  /// `ExpressionParsing`); the diagnostics are the same either way.
  public static func parse(_ source: SourceFile, expressions: ExpressionParsing = .eager) -> SyntaxTree {
    source.bytes.withUnsafeBufferPointer { buffer in
      // (The repeated strings and the expression buffers are the thread's, from one parse to the next.)
      let leftovers = ParseLeftovers.take()
      var builder = TreeBuilder(source: source, bytes: buffer, expressions: expressions)
      swap(&builder.repeated, &leftovers.repeated)
      swap(&builder.expressionScratch, &leftovers.expressionScratch)
      builder.run()
      swap(&builder.repeated, &leftovers.repeated)
      swap(&builder.expressionScratch, &leftovers.expressionScratch)
      ParseLeftovers.give(leftovers)
      return SyntaxTree(source: source, nodes: builder.nodes, roots: builder.roots, diagnostics: builder.diagnostics,
                        comments: builder.comments, attributes: builder.attributes)
    }
  }
}

/// An open element or block: its node, its last child so far, and what end tags and child
/// elements need to know of it.
struct OpenNode {
  var id: Int
  /// The last child so far (-1 for none).
  var lastChild: Int32 = -1
  /// The element's normalized name ("" for a block), so that implied end tags are found
  /// without copying elements out of `nodes`.
  var name: String
  /// The element's name as Angular matches end tags (exact case, with its namespace:
  /// `:svg:rect`), "" for a block.
  var fullName: String
  /// The closest non-empty full name at or below this entry (a block keeps its parent's): an
  /// element finds the namespace to inherit in one step, not by walking back over every block
  /// it is nested in.
  var closestFullName: String
  /// Where the element's name is written when that name is its full name (no namespace), nil
  /// otherwise and for a block. An end tag that repeats it byte for byte closes it without
  /// its name being made into a string (`endElement`).
  var plainName: ByteRange?
  /// A custom element (a hyphen in its name), which no HTML tag rule names.
  var isCustom: Bool
  /// The element carries `ngNonBindable`.
  var isNonBindable: Bool
  /// Angular's whitespace pass leaves the element's content as written: `<pre>`, `<textarea>`,
  /// `<script>`, `<style>`, `<template>` (names as written, lowercase) or `ngPreserveWhitespaces`.
  var preservesWhitespace = false

  init(id: Int, name: String, fullName: String, closestFullName: String, plainName: ByteRange?, isCustom: Bool,
       isNonBindable: Bool, preservesWhitespace: Bool = false) {
    self.preservesWhitespace = preservesWhitespace
    self.id = id
    self.name = name
    self.fullName = fullName
    self.closestFullName = closestFullName
    self.plainName = plainName
    self.isCustom = isCustom
    self.isNonBindable = isNonBindable
  }
}

struct TreeBuilder {
  let source: SourceFile
  let bytes: UnsafeBufferPointer<UInt8>
  /// When the trees of bindings and interpolations are built.
  let expressions: ExpressionParsing
  /// `ExpressionParsing.eager`: every tree is built. Else the trees of text interpolations,
  /// blocks and `@let` are only checked.
  let isEager: Bool
  var lexer: Lexer
  var nodes: [Node] = []
  var roots: [NodeID] = []
  var diagnostics: [SyntaxDiagnostic] = []
  var comments: [NodeID] = []
  /// Every element's attributes, in document order (`SyntaxTree.attributes`).
  var attributes: [Attribute] = []
  /// Open elements and blocks, innermost last (one array of entries: a push or a pop is one
  /// array operation, not one per fact kept).
  var stack: [OpenNode] = []
  /// The last node at the top level so far (-1 for none).
  var lastRoot: Int32 = -1
  /// The attribute tokens of the start tag being read (see `startElement`).
  var attributeTokens: [Token] = []
  /// Per node: its previous sibling (-1 for none), to look back past whitespace and comments
  /// for the block a connected block continues.
  var previousSibling: [Int32] = []
  /// How many open elements carry `ngNonBindable`.
  var nonBindableDepth = 0
  /// How many open elements preserve their whitespace (`OpenNode.preservesWhitespace`).
  var preservedWhitespaceDepth = 0
  /// The text run being collected.
  var textParts: [TextPart] = []
  /// The run's text while it is one literal (most text: words, and the whitespace between
  /// tags): kept here, not in `textParts`, until a second part comes.
  var textLiteral: (text: String, range: ByteRange)?
  /// The text run holds a reference that decodes to `{` (`splitEncodedInterpolations`).
  var textHasEncodedBrace = false
  /// Names and short texts already made into strings (the thread's table: `ParseLeftovers`).
  var repeated = RepeatedStrings.placeholder
  /// The expression lexer's buffers (tokens, string literals), handed from one expression to
  /// the next.
  var expressionScratch = ExprScratch()
  /// Where the template's expression trees are built: one arena for all of them.
  let expressionArena = ExprArena()
  var textStart = -1
  var textEnd = -1

  init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, expressions: ExpressionParsing) {
    self.source = source
    self.bytes = bytes
    self.expressions = expressions
    if case .eager = expressions { isEager = true } else { isEager = false }
    self.lexer = Lexer(bytes)
    nodes.reserveCapacity(bytes.count / 24)
    // (About one attribute per 60 bytes of a template: made at its size, the array is not
    // copied as it grows.)
    attributes.reserveCapacity(bytes.count / 48)
  }

  /// Whether `byte` occurs in the source bytes of `r`.
  func contains(_ byte: UInt8, in r: ByteRange) -> Bool {
    var i = Int(r.start)
    let end = Int(r.end)
    while i < end {
      if bytes[i] == byte { return true }
      i += 1
    }
    return false
  }

  func text(_ r: ByteRange) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(r.start)..<Int(r.end)]), as: UTF8.self)
  }

  /// `text(r)` for a run that often repeats (a name, the whitespace between tags).
  mutating func repeatedText(_ r: ByteRange) -> String { repeated.string(bytes, r) }

  mutating func error(_ message: String, _ range: ByteRange) {
    diagnostics.append(SyntaxDiagnostic(message, range))
  }

  // MARK: - Main loop

  mutating func run() {
    while true {
      let token = lexer.next()
      switch token.kind {
      case .text:
        addText(.literal(repeatedText(token.range), token.range), token.range)
      case .charRef:
        let decoded = decodeReference(token)
        if decoded == "{" && nonBindableDepth == 0 { textHasEncodedBrace = true }
        addText(.literal(decoded, token.range), token.range)
      case .rawText:
        if token.flag == 1 && contains(UInt8(ascii: "{"), in: token.range) {
          // The text of `<textarea>` and `<title>` is text for Angular's template parser: its
          // `{{ }}` are interpolations, with their syntax errors. But Angular's tree builder
          // makes a new text node after each `&` there (and after the reference it starts), and
          // reads each node's interpolations apart: a `{{ }}` with a `&` inside is text.
          for segment in escapableTextSegments(token.range) {
            for part in splitInterpolation(segment, inText: true, buildsTrees: isEager) {
              switch part {
              case .literal(_, let range): addText(part, range)
              case .interpolation(let interpolation): addText(part, interpolation.range)
              case .icu(let message): addText(part, message.range)
              }
            }
          }
        } else {
          let value = token.flag == 1 ? decodeText(token.range, inText: true) : text(token.range)
          addText(.literal(value, token.range), token.range)
        }
      case .interpolation where textHasEncodedBrace:
        // (After a `{` written as a reference the run is split again when it ends: the braces
        // Angular's binding parser pairs may not be the lexer's.)
        addText(.literal(text(token.range), token.range), token.range)
      case .interpolation:
        // Angular finds the end of an interpolation again in the decoded text, where a reference
        // may be a quote (`{{ &quot;a }}`: with no end there, it is text) or a brace
        // (`{{ a }&#125; b }}`: it ends there, and what follows is text and interpolations).
        let decodedEnd = nonBindableDepth > 0 || !ReferenceDecoding.mayHaveReference(bytes, token.value)
          ? Int(token.value.end) : interpolationEnd(from: Int(token.value.start), to: Int(token.range.end))
        if nonBindableDepth > 0 || decodedEnd < 0 || decodedEnd > Int(token.value.end) {
          addText(.literal(text(token.range), token.range), token.range)
        } else if decodedEnd < Int(token.value.end) {
          for part in splitInterpolation(token.range, inText: true, buildsTrees: isEager) {
            switch part {
            case .literal(_, let range): addText(part, range)
            case .interpolation(let interpolation): addText(part, interpolation.range)
            case .icu(let message): addText(part, message.range)
            }
          }
        } else {
          checkNotEmpty(token.value, at: token.range)
          addText(.interpolation(interpolation(token.range, expression: token.value, inText: true, buildsTree: isEager)), token.range)
        }
      case .expansion:
        addText(.icu(parseICU(token.range)), token.range)
      case .tagOpenStart:
        flushText()
        startElement(token)
      case .tagClose:
        flushText()
        endElement(token)
      case .blockOpen:
        flushText()
        openBlock(token)
      case .blockClose:
        flushText()
        closeBlock(token)
      case .letDeclaration:
        flushText()
        // (Angular checks the value of a declaration with a name, or of a whole one without:
        // `@let = ;` is an empty value, `@let ;` only incomplete.)
        let whole = bytes[Int(token.range.end) - 1] == UInt8(ascii: ";")
        if nonBindableDepth == 0 && (token.name.length > 0 || whole)
          && ExpressionParser.emptiness(bytes, range: token.value) != nil {
          error("@let declaration value cannot be empty", token.range)
        }
        var declaration = LetDeclaration(name: text(token.name), nameRange: token.name, valueRange: token.value, expression: nil)
        if nonBindableDepth == 0 {
          if isEager {
            declaration.expression = parseExpression(token.value)
          } else {
            checkExpression(token.value)
            declaration.expressionIsDeferred = true
          }
        }
        append(Node(range: token.range, parent: nil, kind: .letDeclaration(declaration)))
      case .comment:
        flushText()
        let id = append(Node(range: token.range, parent: nil, kind: .comment(Comment(content: text(token.value), contentRange: token.value))))
        comments.append(NodeID(id))
      case .cdata:
        flushText()
        append(Node(range: token.range, parent: nil, kind: .cdata(CData(contentRange: token.value))))
      case .doctype:
        flushText()
        append(Node(range: token.range, parent: nil, kind: .doctype(Doctype(contentRange: token.value))))
      case .attribute, .tagOpenEnd, .tagOpenEndSelfClosing, .tagOpenIncomplete:
        break  // consumed by startElement
      case .endOfFile:
        flushText()
        finish(at: Int(token.range.start))
        diagnostics.append(contentsOf: lexer.diagnostics)
        diagnostics.sort { $0.range < $1.range }
        return
      }
    }
  }

  // MARK: - Tree

  var currentParent: Int? { stack.last?.id }

  @discardableResult
  mutating func append(_ node: consuming Node) -> Int {
    let id = nodes.count
    node.parent = currentParent.map { NodeID($0) }
    node.subtreeEnd = Int32(id + 1)  // grows when the node is closed (`popStack`)
    nodes.append(node)
    if currentParent != nil {
      previousSibling.append(stack[stack.count - 1].lastChild)
      stack[stack.count - 1].lastChild = Int32(id)
    } else {
      roots.append(NodeID(id))
      previousSibling.append(lastRoot)
      lastRoot = Int32(id)
    }
    return id
  }

  mutating func addText(_ part: TextPart, _ range: ByteRange) {
    if textStart < 0 { textStart = Int(range.start) }
    textEnd = Int(range.end)
    // The run's first part, when it is a literal, waits in `textLiteral`.
    if textParts.isEmpty && textLiteral == nil, case .literal(let s, let r) = part {
      textLiteral = (s, r)
      return
    }
    if let (s, r) = textLiteral {
      textParts.reserveCapacity(4)  // (`text {{ x }} text`: one array, not one per growth)
      textParts.append(.literal(s, r))
      textLiteral = nil
    }
    // Merge adjacent literal parts.
    if case .literal(let s, let r) = part, case .literal(let prev, let prevRange)? = textParts.last {
      textParts[textParts.count - 1] = .literal(prev + s, ByteRange(Int(prevRange.start), Int(r.end)))
    } else {
      textParts.append(part)
    }
  }

  mutating func flushText() {
    guard textStart >= 0 else { return }
    if textHasEncodedBrace {
      textHasEncodedBrace = false
      splitEncodedInterpolations()
    }
    if let (text, range) = textLiteral {
      // One literal: no array of parts is made or emptied.
      textLiteral = nil
      append(Node(range: ByteRange(textStart, textEnd), parent: nil, kind: .text(TextNode(literal: text, range: range))))
    } else {
      append(Node(range: ByteRange(textStart, textEnd), parent: nil, kind: .text(TextNode(parts: textParts))))
      textParts = []
    }
    textStart = -1
  }

  /// A text run with a `{` written as a reference: Angular's binding parser reads the node's
  /// decoded text, where such a brace opens an interpolation like any other (`&#123;&#123; a
  /// &#125;&#125;` is `{{ a }}`; in `&#123;&#123;a="{{ b }}"` the quote hides the `}}`, so
  /// there is none), so the run is split again from the end of its last interpolation or ICU
  /// message (the interpolations the lexer found after the brace were kept as text for this).
  mutating func splitEncodedInterpolations() {
    var kept = 0
    var tailStart = textStart
    if textLiteral == nil {
      for (index, part) in textParts.enumerated() {
        switch part {
        case .literal: continue
        case .interpolation(let interpolation): tailStart = Int(interpolation.range.end)
        case .icu(let message): tailStart = Int(message.range.end)
        }
        kept = index + 1
      }
    }
    guard tailStart < textEnd else { return }
    let parts = splitInterpolation(ByteRange(tailStart, textEnd), inText: true, buildsTrees: isEager)
    if textLiteral != nil {
      textLiteral = nil
      textParts = parts
    } else {
      textParts.removeSubrange(kept...)
      textParts.append(contentsOf: parts)
    }
  }

  /// Closes the container at `stack[index]` and everything above it; the content of those
  /// that end implicitly stops at `end`.
  mutating func popStack(to index: Int, end: Int) {
    while stack.count > index {
      let open = stack.removeLast()
      let id = open.id
      nodes[id].subtreeEnd = Int32(nodes.count)
      if nodes[id].range.end < UInt32(end) { nodes[id].range.end = UInt32(end) }
      if case .element = nodes[id].kind {
        if open.isNonBindable { nonBindableDepth -= 1 }
        if open.preservesWhitespace { preservedWhitespaceDepth -= 1 }
      } else if case .block(let block) = nodes[id].kind, block.kind == .switch, nonBindableDepth == 0 {
        checkSwitchChildren(id)
      }
    }
  }

  // MARK: - Elements

  mutating func startElement(_ open: Token) {
    let rawName = repeatedText(open.name)
    let name = normalizedName(rawName, open.name)
    // The attribute tokens are collected first (in a buffer kept from element to element), so
    // that the attributes are made straight into an array of their exact count.
    while !attributeTokens.isEmpty { attributeTokens.removeLast() }  // (keeps the buffer, cheaply)
    var closing = lexer.next()
    while closing.kind == .attribute {
      attributeTokens.append(closing)
      closing = lexer.next()
    }
    let attributeStart = attributes.count
    for token in attributeTokens { appendAttribute(token) }
    let attributeIndices = attributeStart..<attributes.count
    // Angular's full name (`:svg:rect` inside `<svg>`): HTML tag rules apply to names without
    // a namespace only.
    let full = fullName(rawName, open.name)
    let namespaced = (full.utf8.first == UInt8(ascii: ":"))
    // An open element that this tag closes implicitly (`<li>` after `<li>`).
    // (Custom element names have a hyphen; no HTML tag rule names one, so they skip the lookups.)
    let custom = contains(UInt8(ascii: "-"), in: open.name)
    if !namespaced, let parent = stack.last, !parent.isCustom, HTMLTags.mayBeClosedByChildren(parent.name),
       let closers = HTMLTags.closedByChildren[parent.name], closers.contains(name) {
      popStack(to: stack.count - 1, end: Int(open.range.start))
    }
    let isVoid = !namespaced && !custom && HTMLTags.voidElements.contains(name)
    let selfClosing = closing.kind == .tagOpenEndSelfClosing
    let startEnd = Int(closing.range.end)
    if nonBindableDepth == 0 && !attributeIndices.isEmpty {
      // (`ng-template`, or `…:ng-template` with a namespace, read on the name's bytes)
      let n = open.name.length
      let e = Int(open.name.end)
      let isTemplate = n >= 11 && (n == 11 || bytes[e - 12] == UInt8(ascii: ":"))
        && AttributeClassifier.startsWith(bytes, ByteRange(e - 11, e), "ng-template")
      checkAttributes(attributes[attributeIndices], onTemplateElement: isTemplate)
    }
    if selfClosing && !custom && !namespaced && HTMLTags.notSelfClosable.contains(name) {
      errorSelfClosed(rawName, open.name)
    }
    let element = Element(name: rawName, nameRange: open.name, attributeIndices: attributeIndices,
                          startTagRange: ByteRange(Int(open.range.start), startEnd),
                          isSelfClosing: selfClosing, isVoid: isVoid)
    let id = append(Node(range: ByteRange(Int(open.range.start), startEnd), parent: nil, kind: .element(element)))
    if !selfClosing && !isVoid {
      // (`:ngNonBindable` too: an empty prefix is none, `AttributeClassifier`)
      var nonBindable = false
      var preserves = !custom && Self.preservesWhitespace(bytes, open.name)
      for k in attributeIndices where attributes[k].kind == .plain {
        if attributes[k].name == "ngNonBindable" { nonBindable = true }
        if attributes[k].name == "ngPreserveWhitespaces" { preserves = true }
      }
      stack.append(OpenNode(id: id, name: namespaced ? full : name, fullName: full,
                            closestFullName: full.isEmpty ? stack.last?.closestFullName ?? "" : full,
                            plainName: full == rawName ? open.name : nil, isCustom: custom, isNonBindable: nonBindable,
                            preservesWhitespace: preserves))
      if nonBindable { nonBindableDepth += 1 }
      if preserves { preservedWhitespaceDepth += 1 }
    }
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

  /// `HTMLTags.normalized(rawName)`, decided on the source bytes of the name: almost every name
  /// is returned as it is, without walking the string.
  func normalizedName(_ rawName: String, _ nameRange: ByteRange) -> String {
    let written = UnsafeBufferPointer(rebasing: bytes[Int(nameRange.start)..<Int(nameRange.end)])
    return HTMLTags.needsLowercasing(written) ? rawName.lowercased() : rawName
  }

  /// Angular's full name of an element written `rawName` inside the open elements
  /// (`fullName(_:inside:)`, with the closest open element as the parent).
  func fullName(_ rawName: String, _ nameRange: ByteRange) -> String {
    // Fast path: no prefix written, no namespace implied by the name, none to inherit (the
    // colon is looked for in the source bytes: iterating the string's UTF-8 view costs more;
    // the parent is read in place, not copied).
    let length = nameRange.length
    let implied = length == 3 || length == 4 || length == 13 ? Self.impliedNamespace(rawName, length: length) : nil
    if implied == nil && !contains(UInt8(ascii: ":"), in: nameRange)
      && stack.last?.closestFullName.utf8.first != UInt8(ascii: ":") {
      return rawName
    }
    return Self.fullName(rawName, implied: implied, inside: stack.last?.closestFullName)
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

  mutating func endElement(_ close: Token) {
    // Most end tags close the innermost open element and repeat its name as written, which is
    // its full name: the search below would find it first, and its name cannot be a void
    // element's (a void element is never open).
    if let written = stack.last?.plainName, sameBytes(written, close.name) {
      closeElement(at: stack.count - 1, by: close)
      return
    }
    let rawName = repeatedText(close.name)
    let name = normalizedName(rawName, close.name)
    let full = fullName(rawName, close.name)
    if !(full.utf8.first == UInt8(ascii: ":")) && !contains(UInt8(ascii: "-"), in: close.name)
      && HTMLTags.voidElements.contains(name) {
      errorVoidEndTag(rawName, close.name)
      append(Node(range: close.range, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    // (A block's entry has no name: `</>` closes nothing, as for Angular.)
    var index = full.isEmpty ? -1 : stack.count - 1
    while index >= 0 {
      if stack[index].fullName == full { break }
      index -= 1
    }
    guard index >= 0 else {
      error("unexpected end tag '</\(rawName)>': no '<\(rawName)>' is open", close.name)
      append(Node(range: close.range, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    reportUnclosed(above: index, closer: "'</\(rawName)>'", at: close.range)
    closeElement(at: index, by: close)
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
  mutating func closeElement(at index: Int, by close: Token) {
    let id = stack[index].id
    popStack(to: index, end: Int(close.range.start))
    nodes[id].range.end = close.range.end
    nodes[id].kind.setEndTag(close.range)
  }

  /// Whether two ranges of the source hold the same bytes.
  func sameBytes(_ a: ByteRange, _ b: ByteRange) -> Bool {
    ByteScan.equal(UnsafeBufferPointer(rebasing: bytes[Int(a.start)..<Int(a.end)]),
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
        if !HTMLTags.closedByParent.contains(HTMLTags.normalized(e.name)) {
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
    let (kind, nameRange) = AttributeClassifier.classify(bytes, token.name)
    let name = repeatedText(nameRange)
    guard token.hasValue else {
      // An event or two-way binding needs a statement (Angular: "Empty expressions are not allowed").
      if (kind == .event || kind == .twoWay) && nonBindableDepth == 0 {
        error("empty expression: '\(text(token.name))' needs a value", token.name)
      }
      attributes.append(Attribute(kind: kind, name: name, range: token.range, nameRange: token.name))
      return
    }
    let quote = token.flag == 0 ? nil : token.flag
    // A static value is made now (the model and the rules read static text); a binding's or a
    // reference's is decoded when something asks for it (`Attribute.value(in:)`).
    let value: String? = kind != .plain ? nil
      : contains(UInt8(ascii: "&"), in: token.value) ? decodeText(token.value, inText: false) : repeatedText(token.value)
    // The fields are worked out first and the attribute made once, straight into the array.
    var expression: Expr?
    var expressionIsDeferred = false
    var parts: [TextPart] = []
    var partsAreValue = false
    var interpolationsAreDeferred = false
    // `[attr.x]`, `[class.x]`, `[style.x]` and `[@trigger]` are property bindings too (their
    // values are checked, their trees never needed); `@trigger` alone takes no expression.
    let isBoundAnimation = kind == .animation
      && bytes[Int(AttributeClassifier.withoutEmptyPrefix(bytes, token.name).start)] == UInt8(ascii: "[")
    switch kind {
    case .property, .twoWay, .event, .attrClassStyle, .animation:
      guard nonBindableDepth == 0, kind != .animation || isBoundAnimation else { break }
      if (kind == .event || kind == .twoWay) && ExpressionParser.emptiness(bytes, range: token.value) != nil {
        error("empty expression: '\(text(token.name))' needs a value", token.value)
        break
      }
      // (A two-way binding's tree is always built: Angular checks that it can be written back.)
      let builds = expressions.buildsTrees(of: kind, named: name)
      let result = (kind == .event ? ExpressionSite.action : .binding).parse(bytes, token.value, buildsTree: builds, scratch: &expressionScratch, arena: expressionArena)
      if !result.diagnostics.isEmpty { diagnostics.append(contentsOf: result.diagnostics) }
      if kind == .twoWay, result.diagnostics.isEmpty, let target = result.expression, !Self.isWritableTarget(target) {
        error("unsupported expression in a two-way binding: '\(text(token.name))' needs a property or an item it can "
              + "write back ('value', 'user.name', 'items[0]')", token.value)
      }
      expression = result.expression
      expressionIsDeferred = !builds
    case .structural:
      // Angular reads the microsyntax into bindings, with their expressions' errors.
      guard nonBindableDepth == 0 else { break }
      let result = ExpressionSite.templateBindings.parse(bytes, token.value, buildsTree: false, scratch: &expressionScratch, arena: expressionArena)
      if !result.diagnostics.isEmpty { diagnostics.append(contentsOf: result.diagnostics) }
    case .plain:
      // (A value with no `{`, written or as a reference, holds no interpolation: one scan finds
      // that for nearly every value.)
      let end = Int(token.value.end)
      let special = ByteScan.firstOf(bytes, from: Int(token.value.start), to: end, UInt8(ascii: "{"), UInt8(ascii: "&"))
      if special == end || (bytes[special] == UInt8(ascii: "&") && !contains(UInt8(ascii: "{"), in: ByteRange(special, end))
                              && !InterpolationSplit.hasEncodedBrace(bytes, ByteRange(special, end))) {
        partsAreValue = true
      } else {
        let builds = expressions.buildsTrees(of: kind, named: name)
        parts = splitInterpolation(token.value, inText: false, buildsTrees: builds)
        interpolationsAreDeferred = !builds && parts.contains {
          if case .interpolation = $0 { return true }
          return false
        }
      }
    default:
      break
    }
    attributes.append(Attribute(kind: kind, name: name, range: token.range, nameRange: token.name, valueRange: token.value,
                                value: value, quote: quote, expression: expression, parts: parts, partsAreValue: partsAreValue,
                                expressionIsDeferred: expressionIsDeferred, interpolationsAreDeferred: interpolationsAreDeferred,
                                valueIsUndecoded: kind != .plain))
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

  // MARK: - Blocks

  /// A block's name with its words joined by one space: runs of spaces, tabs and line breaks
  /// become one space, and those at either end go. A name that is already so (`if`, `else if`:
  /// no tab or line break, no space at either end or after another) is returned as it is.
  static func joinedWords(_ name: String) -> String {
    func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    var afterSeparator = true  // a separator first is one to drop
    var alreadyJoined = true
    for b in name.utf8 {
      let separator = isSeparator(b)
      if separator && (b != 0x20 || afterSeparator) { alreadyJoined = false; break }
      afterSeparator = separator
    }
    if alreadyJoined && !afterSeparator { return name }
    // (split on characters: a CR LF is one character, and no separator)
    return name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
  }

  mutating func openBlock(_ token: Token) {
    let rawName = text(ByteRange(Int(token.name.start) + 1, Int(token.name.end)))
    let normalizedName = Self.joinedWords(rawName)
    var kind = BlockKind(rawValue: normalizedName) ?? .unknown
    // `@else if` needs the two words on one line (Angular's pattern); `@default never;` is a
    // `@default` with no content.
    if kind == .elseIf && rawName.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { kind = .unknown }
    // Angular's test is a prefix: `@else ifa (b)` is an `@else if`.
    // (The spaces between are any but line breaks: U+00A0 too, which Angular reads in a name.)
    if kind == .unknown && rawName.hasPrefix("else") {
      let end = Int(token.name.end)
      let afterElse = Int(token.name.start) + 5
      var k = afterElse
      while k < end && bytes[k] != 0x0A && bytes[k] != 0x0D {
        let width = Self.jsSpaceLength(bytes, k, end)
        if width == 0 { break }
        k += width
      }
      if k > afterElse && AttributeClassifier.startsWith(bytes, ByteRange(k, end), "if") { kind = .elseIf }
    }
    if token.flag == 2 && normalizedName == "default never" { kind = .default }
    var block = Block(kind: kind, name: normalizedName, nameRange: token.name)
    if token.hasValue {
      block.parametersRange = token.value
      block.parameters = splitParameters(token.value)
    }
    let incomplete = token.flag == 1
    let closedAtOnce = token.flag == 2
    // Under `ngNonBindable` Angular checks no block (names, parameters, order): only the markup.
    let checked = nonBindableDepth == 0
    let isContent = kind == .unknown && normalizedName == "content"
    if checked && isContent { checkContentBlock(block.parameters, blockName: token.name) }
    if checked && kind == .unknown && !isContent {
      error("unknown block '@\(normalizedName)'; write '&#64;' for a literal '@'", token.name)
    } else if incomplete {
      error("incomplete block '@\(normalizedName)': missing '{'; write '&#64;' for a literal '@'", token.name)
    }
    if closedAtOnce {
      block.closeBraceRange = ByteRange(Int(token.range.end), Int(token.range.end))
    } else if !incomplete {
      block.openBraceRange = ByteRange(Int(token.range.end) - 1, Int(token.range.end))
    }
    if checked { checkParameters(&block) }

    // Connected blocks continue the block just before them.
    if kind.isConnected {
      if let previous = previousSiblingBlock(), accepts(previous, kind) {
        let primary = nodes[previous].block?.primary.map { Int($0.index) } ?? previous
        block.primary = NodeID(primary)
      } else if checked {
        error("@\(normalizedName) block must follow \(expectedPredecessor(kind))", token.name)
      }
    }
    if checked, let primary = block.primary, let primaryBlock = nodes[Int(primary.index)].block, primaryBlock.kind == .defer {
      checkDeferBranch(block, of: primaryBlock)
    }
    if checked && (kind == .case || kind == .default) {
      let inSwitch = currentParent.flatMap { nodes[$0].block }?.kind == .switch
      if !inSwitch { error("@\(normalizedName) block must be directly inside a @switch block", token.name) }
    }
    let id = append(Node(range: token.range, parent: nil, kind: .block(block)))
    if let primary = block.primary { updateBlock(Int(primary.index)) { $0.branches.append(NodeID(id)) } }
    if !incomplete && !closedAtOnce {
      stack.append(OpenNode(id: id, name: "", fullName: "", closestFullName: stack.last?.closestFullName ?? "",
                            plainName: nil, isCustom: false, isNonBindable: false))
    }
  }

  mutating func checkParameters(_ block: inout Block) {
    let first = block.parameters.first
    switch block.kind {
    case .if, .elseIf, .switch, .case:
      if let first {
        blockExpression(first.range, of: &block)
      } else {
        error("@\(block.name) block must have an expression in parentheses", block.nameRange)
      }
      if block.kind == .switch || block.kind == .case {
        if block.parameters.count > 1 {
          error("@\(block.name) block must have exactly one parameter", block.parameters[1].range)
        }
        return
      }
      // `@if (value; as name)`: at most one alias, a JavaScript identifier.
      var sawAlias = false
      for parameter in block.parameters.dropFirst() {
        // (`as`, then JavaScript's whitespace, U+00A0 and the other Unicode spaces included)
        let start = Int(parameter.range.start)
        let end = Int(parameter.range.end)
        guard end - start > 2, bytes[start] == UInt8(ascii: "a"), bytes[start + 1] == UInt8(ascii: "s"),
              Self.jsSpaceLength(bytes, start + 2, end) > 0 else {
          error("unknown @\(block.name) parameter '\(parameter.text)': only 'as name' is allowed", parameter.range)
          continue
        }
        if sawAlias {
          error("@\(block.name) block can have only one 'as' alias", parameter.range)
          continue
        }
        sawAlias = true
        let name = text(ByteRange(Self.afterJSSpace(bytes, start + 2, end), end))
        if !Self.isIdentifier(name) {
          error("the 'as' alias must be an identifier: '\(name)'", parameter.range)
        }
      }
    case .for:
      guard let first else {
        error("@for block must have an expression: '@for (item of items; track item.id)'", block.nameRange)
        return
      }
      var itemName = ""
      if let (item, ofRange) = forIterableRange(strippingParentheses(first.range)) {
        itemName = item
        blockExpression(ofRange, of: &block)
        if Self.loopVariables.contains(item) {
          error("the @for item cannot be called '\(item)'", first.range)
        }
      } else {
        error("@for loop must be of the form 'item of items'", first.range)
      }
      // `track expression` once, and `let name = $index, …` with Angular's loop variables.
      var sawTrack = false
      var names: Set<String> = Self.loopVariables  // (the loop variables are names already)
      for parameter in block.parameters.dropFirst() {
        let utf8 = Array(parameter.text.utf8)
        if utf8.count > 5 && parameter.text.hasPrefix("track") && isWhitespace(utf8[5]) {
          if sawTrack { error("@for loop can have only one 'track' expression", parameter.range) }
          sawTrack = true
          var k = Int(parameter.range.start) + 5
          while k < Int(parameter.range.end) && isWhitespace(bytes[k]) { k += 1 }
          let track = ByteRange(k, Int(parameter.range.end))
          // (Its tree is built only when it may hold a pipe, to look for one.)
          guard contains(UInt8(ascii: "|"), in: track) else {
            checkExpression(track)
            continue
          }
          let result = ExpressionSite.plain.parse(bytes, track, buildsTree: true, scratch: &expressionScratch, arena: expressionArena)
          if !result.diagnostics.isEmpty { diagnostics.append(contentsOf: result.diagnostics) }
          if result.diagnostics.isEmpty, let expression = result.expression,
             expression.contains(where: { if case .pipe = $0.kind { return true }; return false }) {
            error("a @for 'track' expression cannot use pipes", track)
          }
        } else if utf8.count > 3 && parameter.text.hasPrefix("let") && isWhitespace(utf8[3]) {
          let declarations = String(decoding: utf8[4...], as: UTF8.self)
          for declaration in declarations.split(separator: ",", omittingEmptySubsequences: false) {
            let sides = declaration.split(separator: "=", omittingEmptySubsequences: false)
            let name = sides.count == 2 ? String(sides[0]).trimmingASCIIWhitespace() : ""
            let variable = sides.count == 2 ? String(sides[1]).trimmingASCIIWhitespace() : ""
            if name.isEmpty || variable.isEmpty {
              error("@for 'let' must be of the form 'let name = $index, …'", parameter.range)
            } else if !Self.loopVariables.contains(variable) {
              error("unknown @for variable '\(variable)'; the variables are \(Self.loopVariables.sorted().joined(separator: ", "))",
                    parameter.range)
            } else if name == itemName || names.contains(name) {
              error("@for 'let' name '\(name)' is already taken", parameter.range)
            } else {
              names.insert(name)
            }
          }
        } else {
          error("unknown @for parameter '\(parameter.text)'", parameter.range)
        }
      }
      if !sawTrack {
        error("@for loop must have a 'track' expression", block.nameRange)
      }
    case .defer:
      checkDeferTriggers(block)
    case .else, .empty, .default, .loading, .placeholder, .error:
      if block.kind == .else || block.kind == .empty || block.kind == .default || block.kind == .error,
         let range = block.parametersRange, !block.parameters.isEmpty, block.name != "default never" {
        error("@\(block.name) block cannot have parameters", range)
      }
    default:
      break
    }
  }

  /// Where the JavaScript whitespace starting at `k` ends (`jsSpaceLength`).
  static func afterJSSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int, _ end: Int) -> Int {
    var i = k
    while true {
      let w = jsSpaceLength(bytes, i, end)
      if w == 0 { return i }
      i += w
    }
  }

  /// The length of the JavaScript `\s` character at `k` (ASCII whitespace, U+00A0, U+FEFF and
  /// the other Unicode spaces) before `end`, or 0.
  static func jsSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int, _ end: Int) -> Int {
    guard k < end else { return 0 }
    let b = bytes[k]
    if isWhitespace(b) || b == 0x0B { return 1 }
    if b == 0xC2 && k + 1 < end && bytes[k + 1] == 0xA0 { return 2 }
    guard k + 2 < end else { return 0 }
    let (b1, b2) = (bytes[k + 1], bytes[k + 2])
    if b == 0xEF && b1 == 0xBB && b2 == 0xBF { return 3 }
    if b == 0xE2 && b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) { return 3 }
    if (b == 0xE2 && b1 == 0x81 && b2 == 0x9F) || (b == 0xE3 && b1 == 0x80 && b2 == 0x80)
      || (b == 0xE1 && b1 == 0x9A && b2 == 0x80) { return 3 }
    return 0
  }

  /// `((x of xs))` → `x of xs`: Angular allows parentheses around a `@for` expression.
  func strippingParentheses(_ range: ByteRange) -> ByteRange {
    var s = Int(range.start)
    var e = Int(range.end)
    var open = 0
    var i = s
    while i < e {
      if bytes[i] == UInt8(ascii: "(") { open += 1; s = i + 1 } else if !isWhitespace(bytes[i]) { break }
      i += 1
    }
    if open == 0 { return range }
    var k = e - 1
    while k >= s && open > 0 {
      if bytes[k] == UInt8(ascii: ")") { open -= 1; e = k } else if !isWhitespace(bytes[k]) { break }
      k -= 1
    }
    return open == 0 ? ByteRange(s, e) : range
  }

  /// The `items` of `item of items`.
  /// Angular's pattern: an item name (ASCII letters, digits, `_`, `$`), spaces, `of`, spaces,
  /// and a non-blank expression. Gives the name and the range of the expression.
  func forIterableRange(_ range: ByteRange) -> (String, ByteRange)? {
    var i = Int(range.start)
    let end = Int(range.end)
    func space(_ k: Int) -> Int { Self.jsSpaceLength(bytes, k, end) }
    func skip(_ k: inout Int) { k = Self.afterJSSpace(bytes, k, end) }
    skip(&i)
    let nameStart = i
    while i < end && (isASCIILetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_")
                      || bytes[i] == UInt8(ascii: "$")) { i += 1 }
    let nameEnd = i
    guard space(i) > 0 else { return nil }
    skip(&i)
    guard i + 2 < end, bytes[i] == UInt8(ascii: "o"), bytes[i + 1] == UInt8(ascii: "f"), space(i + 2) > 0 else {
      return nil
    }
    var s = i + 2
    skip(&s)
    guard s < end else { return nil }
    return (text(ByteRange(nameStart, nameEnd)), ByteRange(s, end))
  }

  static let loopVariables: Set<String> = ["$index", "$first", "$last", "$even", "$odd", "$count"]

  static func isIdentifier(_ s: String) -> Bool {
    guard let f = s.utf8.first, isASCIILetter(f) || f == UInt8(ascii: "_") || f == UInt8(ascii: "$") else { return false }
    return s.utf8.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") }
  }

  /// Parameters split on `;` outside quotes, trimmed (Angular's reading: a `;` ends a
  /// parameter even inside parentheses; a `\\` skips the next character; the whitespace its
  /// lexer skips before a parameter includes U+00A0, which its trim after one removes too).
  func splitParameters(_ range: ByteRange) -> [BlockParameter] {
    var result: [BlockParameter] = []
    result.reserveCapacity(4)  // (`@for` has two or three: one array, not one per growth)
    var i = Int(range.start)
    let end = Int(range.end)
    var start = i
    var quote: UInt8 = 0
    func add(_ a: Int, _ b: Int, into result: inout [BlockParameter]) {
      var s = a
      var e = b
      while s < e {
        if isWhitespace(bytes[s]) { s += 1 } else if bytes[s] == 0xC2 && s + 1 < e && bytes[s + 1] == 0xA0 { s += 2 } else { break }
      }
      while e > s {
        if isWhitespace(bytes[e - 1]) { e -= 1 } else if bytes[e - 1] == 0xA0 && e - 2 >= s && bytes[e - 2] == 0xC2 { e -= 2 } else { break }
      }
      if e > s { result.append(BlockParameter(text: text(ByteRange(s, e)), range: ByteRange(s, e))) }
    }
    while i < end {
      let b = bytes[i]
      if b == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if b == quote {
        quote = 0
      } else if quote == 0 && (b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`")) {
        quote = b
      } else if quote == 0 && b == UInt8(ascii: ";") {
        add(start, i, into: &result)
        start = i + 1
      }
      i += 1
    }
    add(start, min(end, max(start, end)), into: &result)
    return result
  }

  /// The block node just before the one being opened, skipping whitespace and comments.
  func previousSiblingBlock() -> Int? {
    var i = Int(currentParent == nil ? lastRoot : stack[stack.count - 1].lastChild)
    while i >= 0 {
      switch nodes[i].kind {
      case .text(let t) where t.isWhitespace: i = Int(previousSibling[i]); continue
      case .comment, .doctype: i = Int(previousSibling[i]); continue  // Angular keeps no node for a doctype
      case .block: return i
      default: return nil
      }
    }
    return nil
  }

  func accepts(_ previous: Int, _ kind: BlockKind) -> Bool {
    guard let prev = nodes[previous].block else { return false }
    switch kind {
    case .elseIf, .else: return prev.kind == .if || prev.kind == .elseIf
    case .empty: return prev.kind == .for
    case .placeholder, .loading, .error:
      return prev.kind == .defer || prev.kind == .placeholder || prev.kind == .loading || prev.kind == .error
    default: return false
    }
  }

  func expectedPredecessor(_ kind: BlockKind) -> String {
    switch kind {
    case .elseIf, .else: return "an @if or @else if block"
    case .empty: return "a @for block"
    default: return "a @defer block"
    }
  }

  mutating func checkSwitchChildren(_ id: Int) {
    var sawDefault = false
    // `@default never;` ends the cases; and cases with no body (`@case (1) @case (2) {…}`) share
    // the body of the next case, which `@default never;` does not have.
    var sawNever = false
    var casesWithoutBody = false
    // (every child is closed: its subtree ends where the next sibling starts)
    for childID in ChildNodes(nodes: nodes, start: Int32(id + 1), end: nodes[id].subtreeEnd) {
      let child = Int(childID.index)
      switch nodes[child].kind {
      case .block(let b) where b.kind == .default || b.kind == .case:
        // (A case with no parameter is no case for Angular here: it reports the parameter.)
        if b.kind == .default || !b.parameters.isEmpty {
          if sawNever { error("'@default never;' must be the last case of its @switch", b.nameRange) }
          if b.name == "default never" {
            if casesWithoutBody { error("a @case with no body cannot be followed by '@default never;'", b.nameRange) }
            sawNever = true
          } else {
            casesWithoutBody = b.closeBraceRange.map { $0.length == 0 } ?? false
          }
        }
        if b.kind == .default {
          if sawDefault { error("@switch block can have only one @default block", b.nameRange) }
          sawDefault = true
        }
      case .text(let t) where t.isWhitespace: continue
      case .comment, .doctype: continue
      default:
        error("@switch block can only contain @case and @default blocks", nodes[child].range)
      }
    }
  }

  mutating func closeBlock(_ token: Token) {
    var index = stack.count - 1
    while index >= 0 {
      if case .block = nodes[stack[index].id].kind { break }
      index -= 1
    }
    guard index >= 0 else {
      error("unexpected '}': no block is open; write '&#125;' for a literal '}'", token.range)
      append(Node(range: token.range, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    reportUnclosed(above: index, closer: "'}'", at: token.range)
    let id = stack[index].id
    popStack(to: index, end: Int(token.range.start))
    nodes[id].range.end = token.range.end
    updateBlock(id) { $0.closeBraceRange = token.range }
  }

  /// Changes the block of node `id` in place: the node lets go of it first, so that the block
  /// is the only holder of its box and is not copied.
  mutating func updateBlock(_ id: Int, _ change: (inout Block) -> Void) {
    guard case .block(var block) = nodes[id].kind else { return }
    nodes[id].kind = .doctype(Doctype(contentRange: block.nameRange))
    change(&block)
    nodes[id].kind = .block(block)
  }

  mutating func finish(at end: Int) {
    for id in stack.lazy.map(\.id) {
      switch nodes[id].kind {
      case .block(let b):
        error("block '@\(b.name)' is not closed: missing '}'", b.nameRange)
      default: break
      }
    }
    popStack(to: 0, end: end)
  }

  // MARK: - Text decoding

  func decodeReference(_ token: Token) -> String {
    CharacterReference.decoded(bytes, token.name, whole: token.range, inText: true)
  }

  /// Text with its character references decoded (attribute values, escapable raw text, the
  /// text of ICU cases). `inText`: not an attribute's value (`&ngsp;` is a space there).
  func decodeText(_ range: ByteRange, inText: Bool) -> String { CharacterReference.decodedText(bytes, range, inText: inText) }

  // MARK: - ICU messages

  /// `{switch, type, key {text} key {text}}` — cases hold text, interpolations and nested
  /// messages (elements inside a case are kept as literal text). Reads the message the lexer
  /// just delimited, with the ends it recorded, in one pass and with an explicit stack (nesting
  /// depth is unbounded).
  /// ICU messages nested deeper than this are an error (and stay text).
  static let maxICUDepth = 64

  /// An ICU message's switch value is a binding for Angular (its syntax errors are reported;
  /// it is read as written, and may be blank), except under `ngNonBindable`.
  mutating func checkSwitchValue(_ range: ByteRange) {
    if nonBindableDepth == 0 { checkExpression(range) }
  }

  mutating func parseICU(_ range: ByteRange) -> ICUMessage {
    let messageEnds = lexer.icuMessageEnds
    let caseEnds = lexer.icuCaseEnds
    let markup = lexer.icuMarkup
    let markupAt = lexer.icuMarkupAt
    /// A message being read: its header, the cases read so far, and the case being read.
    struct Frame {
      var range: ByteRange
      var switchValue = ""
      /// Where the switch value is written (between `{` and the first `,`).
      var switchRange = ByteRange(0, 0)
      var type = ""
      var cases: [ICUCase] = []
      var i: Int
      /// The case being read: its key, where its key starts, its content's end, its parts.
      var inCase = false
      var key = ""
      var keyStart = 0
      var contentEnd = 0
      var parts: [TextPart] = []
      var literalStart = 0
      /// The case's open elements (Angular builds each case's elements apart).
      var openTags: [ICUOpenTag] = []
    }
    func open(_ r: ByteRange, _ builder: TreeBuilder) -> Frame {
      let end = Int(r.end) - 1
      var frame = Frame(range: r, i: Int(r.start) + 1)
      var k = frame.i
      while k < end && builder.bytes[k] != UInt8(ascii: ",") { k += 1 }
      frame.switchValue = builder.text(ByteRange(frame.i, k)).trimmingASCIIWhitespace()
      frame.switchRange = ByteRange(frame.i, k)
      let typeStart = min(k + 1, end)
      k = typeStart
      while k < end && builder.bytes[k] != UInt8(ascii: ",") { k += 1 }
      frame.type = builder.text(ByteRange(typeStart, k)).trimmingASCIIWhitespace()
      frame.i = min(k + 1, end)
      return frame
    }
    var stack: [Frame] = [open(range, self)]
    checkSwitchValue(stack[0].switchRange)
    var reportedDeepICU = false
    while true {
      var f = stack.removeLast()
      let end = Int(f.range.end) - 1
      if !f.inCase {
        // the lexer's whitespace between cases: U+0009 to U+0020 and U+00A0
        while f.i < end {
          let b = bytes[f.i]
          if b >= 0x09 && b <= 0x20 { f.i += 1 } else if b == 0xC2 && f.i + 1 < end && bytes[f.i + 1] == 0xA0 { f.i += 2 } else { break }
        }
        if f.i < end && bytes[f.i] == UInt8(ascii: "{") && !(f.i + 1 < end && bytes[f.i + 1] == UInt8(ascii: "{")) {
          // a message between cases (Angular reads one there): skipped
          f.i = min(messageEnds[f.i] ?? end, end)
          stack.append(f)
          continue
        }
        if f.i >= end {
          let message = ICUMessage(range: f.range, switchValue: f.switchValue, type: f.type, cases: f.cases)
          guard var parent = stack.popLast() else { return message }
          parent.parts.append(.icu(message))
          parent.i = Int(f.range.end)
          parent.literalStart = parent.i
          stack.append(parent)
          continue
        }
        // The case's key is everything up to its `{` (Angular), trimmed.
        let keyStart = f.i
        var k = f.i
        while k < end && bytes[k] != UInt8(ascii: "{") { k += 1 }
        var keyEnd = k
        while keyEnd > keyStart && isWhitespace(bytes[keyEnd - 1]) { keyEnd -= 1 }
        f.key = text(ByteRange(keyStart, keyEnd))
        guard k < end, let contentEnd = caseEnds[k] else {
          error("invalid ICU message: case '\(f.key)' must be followed by '{'", ByteRange(keyStart, k))
          f.i = end
          stack.append(f)
          continue
        }
        f.inCase = true
        f.keyStart = keyStart
        f.contentEnd = min(contentEnd, end)
        f.parts = []
        f.openTags = []
        f.i = k + 1
        f.literalStart = f.i
        stack.append(f)
        continue
      }
      // inside a case: literal text, interpolations, nested messages
      let stop = f.contentEnd
      var nested: ByteRange? = nil
      while f.i < stop {
        if bytes[f.i] == UInt8(ascii: "<"), let tokens = markupAt[f.i] {
          checkICUMarkup(markup[tokens], openTags: &f.openTags)
          f.i = max(f.i + 1, Int(markup[tokens.upperBound - 1].range.end))
          continue
        }
        guard bytes[f.i] == UInt8(ascii: "{") else { f.i += 1; continue }
        if f.i + 1 < stop && bytes[f.i + 1] == UInt8(ascii: "{") {
          // Angular: quotes hide `}}`, and a tag ends the interpolation early (then `{{` is text)
          var k = f.i + 2
          var quote: UInt8 = 0
          while k + 1 < stop {
            let c = bytes[k]
            if quote == 0 && c == UInt8(ascii: "}") && bytes[k + 1] == UInt8(ascii: "}") { break }
            if startsTag(bytes, k, stop) { k = stop; break }
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == quote { quote = 0 } else if quote == 0 && (c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")) { quote = c }
            k += 1
          }
          if k + 1 >= stop {
            f.i += 2
            continue
          }
          if f.literalStart < f.i {
            let r = ByteRange(f.literalStart, f.i)
            f.parts.append(.literal(decodeText(r, inText: true), r))
          }
          let exprRange = ByteRange(f.i + 2, k)
          f.parts.append(.interpolation(Interpolation(range: ByteRange(f.i, k + 2), expressionRange: exprRange,
                                                      expression: parseExpression(exprRange, site: .icuInterpolation))))
          f.i = k + 2
          f.literalStart = f.i
          continue
        }
        if let messageEnd = messageEnds[f.i], messageEnd <= stop {
          if stack.count + 1 >= TreeBuilder.maxICUDepth {
            // Deeper messages stay text: the tree of nested values must stay shallow enough
            // to be walked and freed on a small stack.
            if !reportedDeepICU {
              error("ICU messages nested more than \(TreeBuilder.maxICUDepth) deep", ByteRange(f.i, f.i + 1))
              reportedDeepICU = true
            }
            f.i = messageEnd
            continue
          }
          if f.literalStart < f.i {
            let r = ByteRange(f.literalStart, f.i)
            f.parts.append(.literal(decodeText(r, inText: true), r))
          }
          nested = ByteRange(f.i, messageEnd)
          break
        }
        f.i += 1
      }
      if let nested {
        stack.append(f)
        stack.append(open(nested, self))
        checkSwitchValue(stack[stack.count - 1].switchRange)
        continue
      }
      if f.literalStart < stop {
        let r = ByteRange(f.literalStart, stop)
        f.parts.append(.literal(decodeText(r, inText: true), r))
      }
      f.cases.append(ICUCase(key: f.key, range: ByteRange(f.keyStart, min(stop + 1, end)), parts: f.parts))
      f.inCase = false
      f.i = stop + 1
      stack.append(f)
    }
  }

  // MARK: - Expressions

  /// `{{ }}` and `{{ // note }}` are errors in Angular.
  mutating func checkNotEmpty(_ expression: ByteRange, at range: ByteRange) {
    switch ExpressionParser.emptiness(bytes, range: expression) {
    case .blank?: error("blank interpolation: '{{ }}' needs an expression", range)
    case .commentOnly?: error("interpolation holds only a comment", range)
    case nil: break
    }
  }

  /// An interpolation in text (`inText`) or in a static value, with its character references
  /// decoded first as Angular does (`"&quot;a&quot;"`): built, or checked and deferred.
  mutating func interpolation(_ range: ByteRange, expression: ByteRange, inText: Bool, buildsTree: Bool) -> Interpolation {
    let site: ExpressionSite = !inText ? .valueInterpolation
      : preservedWhitespaceDepth > 0 ? .preservedInterpolation : .interpolation
    let result = site.parse(bytes, expression, buildsTree: buildsTree, scratch: &expressionScratch, arena: expressionArena)
    if !result.diagnostics.isEmpty { diagnostics.append(contentsOf: result.diagnostics) }
    var made = Interpolation(range: range, expressionRange: expression, expression: result.expression)
    made.isDeferred = !buildsTree
    return made
  }

  mutating func parseExpression(_ range: ByteRange, site: ExpressionSite = .plain) -> Expr? {
    let result = site.parse(bytes, range, buildsTree: true, scratch: &expressionScratch, arena: expressionArena)
    if !result.diagnostics.isEmpty { diagnostics.append(contentsOf: result.diagnostics) }
    return result.expression
  }

  /// A block's expression: built, or checked and deferred (`ExpressionParsing.onDemand`).
  mutating func blockExpression(_ range: ByteRange, of block: inout Block) {
    if isEager {
      block.expression = parseExpression(range)
    } else {
      checkExpression(range)
      block.deferredExpressionRange = range
    }
  }

  /// An expression whose tree nothing keeps (`track item.id`): its diagnostics only.
  mutating func checkExpression(_ range: ByteRange) {
    let found = ExpressionSite.plain.parse(bytes, range, buildsTree: false, scratch: &expressionScratch, arena: expressionArena).diagnostics
    // (Only when there are some: an empty append still gave the array a new buffer.)
    if !found.isEmpty { diagnostics.append(contentsOf: found) }
  }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    var scalars = Substring(self)
    while let f = scalars.first, f == " " || f == "\n" || f == "\t" || f == "\r" { scalars = scalars.dropFirst() }
    while let l = scalars.last, l == " " || l == "\n" || l == "\t" || l == "\r" { scalars = scalars.dropLast() }
    return String(scalars)
  }
}

/// Angular's attribute name forms, read from the name's bytes: the kind and the range of the
/// bound name inside the raw name (`[(ngModel)]` → twoWay, `ngModel`).
enum AttributeClassifier {
  static func classify(_ b: UnsafeBufferPointer<UInt8>, _ written: ByteRange) -> (AttributeKind, ByteRange) {
    let r = withoutEmptyPrefix(b, written)
    let s = Int(r.start)
    let e = Int(r.end)
    let n = e - s
    func has(_ prefix: StaticString) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard n > count else { return false }
      for k in 0..<count where b[s + k] != prefix.utf8Start[k] { return false }
      return true
    }
    func isBoundPrefix(_ start: Int) -> Bool {
      // attr. / class. / style.
      let rest = ByteRange(start, e)
      return startsWith(b, rest, "attr.") || startsWith(b, rest, "class.") || startsWith(b, rest, "style.")
    }
    let first = n > 0 ? b[s] : 0
    let last = n > 0 ? b[e - 1] : 0
    // Angular: the opening delimiter decides (`[(` before `[`); a name that lacks its closing
    // delimiter, or has nothing inside (`[]`, `()`, `[()]`, `[(x]`), is a plain attribute.
    if first == UInt8(ascii: "[") && n >= 2 && b[s + 1] == UInt8(ascii: "(") {
      if n >= 5 && b[e - 2] == UInt8(ascii: ")") && last == UInt8(ascii: "]") { return (.twoWay, ByteRange(s + 2, e - 2)) }
      return (.plain, r)
    }
    if first == UInt8(ascii: "[") {
      guard n >= 3 && last == UInt8(ascii: "]") else { return (.plain, r) }
      if b[s + 1] == UInt8(ascii: "@") { return (.animation, ByteRange(s + 2, e - 1)) }
      return (isBoundPrefix(s + 1) ? .attrClassStyle : .property, ByteRange(s + 1, e - 1))
    }
    if first == UInt8(ascii: "(") {
      guard n >= 3 && last == UInt8(ascii: ")") else { return (.plain, r) }
      return (.event, ByteRange(s + 1, e - 1))
    }
    if first == UInt8(ascii: "*") { return (.structural, ByteRange(s + 1, e)) }
    if first == UInt8(ascii: "#") { return (.reference, ByteRange(s + 1, e)) }
    if first == UInt8(ascii: "@") { return (.animation, ByteRange(s + 1, e)) }
    if has("bindon-") { return (.twoWay, ByteRange(s + 7, e)) }
    if has("bind-") { return (isBoundPrefix(s + 5) ? .attrClassStyle : .property, ByteRange(s + 5, e)) }
    if has("on-") { return (.event, ByteRange(s + 3, e)) }
    if has("ref-") { return (.reference, ByteRange(s + 4, e)) }
    return (.plain, r)
  }

  /// An attribute name without an empty namespace prefix, which is none for Angular: `:[x]` is
  /// `[x]`, `:title` is `title` (`svg:title` keeps its prefix).
  static func withoutEmptyPrefix(_ b: UnsafeBufferPointer<UInt8>, _ written: ByteRange) -> ByteRange {
    written.length > 1 && b[Int(written.start)] == UInt8(ascii: ":") ? ByteRange(Int(written.start) + 1, Int(written.end)) : written
  }

  static func startsWith(_ b: UnsafeBufferPointer<UInt8>, _ r: ByteRange, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard r.length >= count else { return false }
    for k in 0..<count where b[Int(r.start) + k] != prefix.utf8Start[k] { return false }
    return true
  }
}
