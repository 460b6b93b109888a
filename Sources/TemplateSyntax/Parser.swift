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
      var builder = TreeBuilder(source: source, bytes: buffer, expressions: expressions, stack: leftovers.openNodes)
      if leftovers.parses == .max {  // (stamps start again: what earlier parses learned goes)
        leftovers.attributeNames = SpellingTable()
        leftovers.parses = 0
      }
      leftovers.parses += 1
      builder.parseStamp = leftovers.parses
      swap(&builder.repeated, &leftovers.repeated)
      swap(&builder.expressionScratch, &leftovers.expressionScratch)
      swap(&builder.elementNames, &leftovers.elementNames)
      swap(&builder.attributeNames, &leftovers.attributeNames)
      // (The attributes are made straight into the room of the tree's array, `AttributeSink`.
      // Templates have about one attribute per 60 bytes: room for one per 48 is made at once, and
      // the few past it are appended after.)
      var attributes = [Attribute](unsafeUninitializedCapacity: max(16, buffer.count / 48)) { room, made in
        builder.attributes = AttributeSink(room: room)
        builder.run()
        made = builder.attributes.inRoom
      }
      let overflow = builder.attributes.takeOverflow()
      builder.attributes = AttributeSink()
      if !overflow.isEmpty { attributes.append(contentsOf: overflow) }
      swap(&builder.repeated, &leftovers.repeated)
      swap(&builder.expressionScratch, &leftovers.expressionScratch)
      swap(&builder.elementNames, &leftovers.elementNames)
      swap(&builder.attributeNames, &leftovers.attributeNames)
      ParseLeftovers.give(leftovers)
      return SyntaxTree(source: source, nodeStore: builder.nodes, roots: builder.roots, diagnostics: builder.diagnostics,
                        comments: builder.comments, attributes: attributes, elementCount: builder.elementCount)
    }
  }
}

/// An open element or block: its node, its last block child so far, and what end tags and
/// child elements need to know of it. (No string and no set: an entry holding one retained it
/// when pushed and released it when popped. The names are the nodes', `TreeBuilder.fullName(ofEntry:)`.)
struct OpenNode {
  var id: Int
  /// The last child block so far (-1 for none): where `previousSiblingBlock` starts.
  var lastBlockChild: Int32 = -1
  /// Where in the stack the closest entry at or below this one with a non-empty full name is
  /// (-1 for none; a block keeps its parent's): an element finds the namespace to inherit in
  /// one step, not by walking back over every block it is nested in. An element's full name is
  /// its name as Angular matches end tags (exact case, with its namespace: `:svg:rect`).
  var closestNamed: Int32
  /// This entry's full name, when it is not the element's name as written (a namespace): its
  /// index in `TreeBuilder.rewrittenFullNames`; -1 otherwise.
  var rewrittenName: Int32
  /// The entry has a full name of its own (an element's, when not empty; a block has none).
  var hasFullName: Bool
  /// The closest full name has a namespace (`:svg:g`), which an element inside inherits.
  var inNamespace: Bool
  /// The tags whose start closes this element implicitly (`HTMLTags.closedByChildren`: `<p>`,
  /// `<li>`, …): an index of `HTMLTags.closerSets`, -1 for most elements and for a block.
  var closers: Int8
  /// Where the element's name is written when that name is its full name (no namespace), nil
  /// otherwise and for a block. An end tag that repeats it byte for byte closes it without
  /// its name being made into a string (`endElement`).
  var plainName: ByteRange?
  /// The element carries `ngNonBindable`.
  var isNonBindable: Bool
  /// The element carries an `i18n` marker, and whether a translatable section was open where
  /// it starts (`TreeBuilder.closeI18nMarker`).
  var i18nMarker: I18nMarker
  /// The start tag has no `>` (already an error): the element is not reported again when
  /// something else closes it.
  var startTagIsIncomplete: Bool
  /// Angular's whitespace pass leaves the element's content as written: `<pre>`, `<textarea>`,
  /// `<script>`, `<style>`, `<template>` (names as written, lowercase) or `ngPreserveWhitespaces`.
  var preservesWhitespace: Bool
  /// A block's index in `TreeBuilder.blocks` (-1 for an element).
  var blockIndex: Int32

  /// An element's entry (`hasFullName`) or a block's. `inNamespace`: the full name, or else the
  /// parent's closest one, has a namespace.
  init(id: Int, closestNamed: Int32, rewrittenName: Int32 = -1, hasFullName: Bool, inNamespace: Bool, closers: Int8 = -1,
       plainName: ByteRange?, isNonBindable: Bool, preservesWhitespace: Bool = false, i18nMarker: I18nMarker = .none,
       startTagIsIncomplete: Bool = false, blockIndex: Int32 = -1) {
    self.id = id
    self.blockIndex = blockIndex
    self.closestNamed = closestNamed
    self.rewrittenName = rewrittenName
    self.hasFullName = hasFullName
    self.inNamespace = inNamespace
    self.closers = closers
    self.plainName = plainName
    self.isNonBindable = isNonBindable
    self.preservesWhitespace = preservesWhitespace
    self.i18nMarker = i18nMarker
    self.startTagIsIncomplete = startTagIsIncomplete
  }
}

/// The tree builder's open entries (`OpenNode`), innermost last, in a buffer this class owns.
/// (Held in an array, every push, pop and write of an entry first checked that the array was
/// not shared: three checks per element, which a buffer only the builder holds never needs.)
/// An entry holds no reference, so one popped or left behind needs no teardown. Every index is
/// checked against `count`, as an array's is.
final class OpenNodeStack {
  // (Unchecked: only the builder that holds the stack reads and writes it, one access at a time.)
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<OpenNode>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  init() {
    assert(_isPOD(OpenNode.self), "an entry is dropped without being destroyed")
    capacity = 32
    base = .allocate(capacity: 32)
  }

  deinit { base.deallocate() }

  @inline(__always) var isEmpty: Bool { count == 0 }

  /// The innermost entry (a copy).
  @inline(__always) var last: OpenNode? { count == 0 ? nil : base[count - 1] }

  // (Read in place: `stack[k].id` reads one field, not a copy of the entry. One unsigned
  // comparison checks both bounds.)
  @inline(__always) subscript(index: Int) -> OpenNode {
    _read {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "open entry index out of range")
      yield base[index]
    }
    _modify {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "open entry index out of range")
      yield &base[index]
    }
  }

  @inline(__always) func append(_ entry: OpenNode) {
    if count == capacity { grow() }
    (base + count).initialize(to: entry)
    count += 1
  }

  @inline(__always) func removeLast() -> OpenNode {
    precondition(count > 0, "no open entry to remove")
    count -= 1
    return base[count]
  }

  /// Twice the room, the entries moved over (a nesting this deep is rare).
  private func grow() {
    base = movedToLargerBlock(base, count: count, capacity: capacity * 2)
    capacity *= 2
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
  /// (Written through `appendUnshared` and `modifyUnsharedKeepingReferences`: the builder
  /// copies the store only for reads that end before its next write, and hands it to its tree
  /// when it has written its last node.)
  var nodes = NodeStore()
  var roots: [NodeID] = []
  var diagnostics: [SyntaxDiagnostic] = []
  var comments: [NodeID] = []
  /// How many element nodes were appended (`SyntaxTree.elementCount`).
  var elementCount = 0
  /// Every element's attributes, in document order (`SyntaxTree.attributes`).
  var attributes = AttributeSink()
  /// The fields of every block, in document order: the table the tree's blocks share (`Block`),
  /// which keeps their parameters and branches in the two stores below.
  let blocks: BlockTable
  /// The parameters of every block, in document order (`BlockParameters`).
  let parameterStore = BlockParameterStore()
  /// The connected blocks of every primary block (`BlockBranches`).
  let branchStore = BlockBranchStore()
  /// Open elements and blocks, innermost last (one array of entries: a push or a pop is one
  /// array operation, not one per fact kept).
  var stack: OpenNodeStack
  /// The full names of the open elements whose full name is not their name as written
  /// (`OpenNode.rewrittenName`), innermost last.
  var rewrittenFullNames: [String] = []
  /// The full name of the start tag being read, when it is not the name as written and not
  /// empty (`startElement` keeps it here until it knows whether the element stays open: held
  /// in a local optional, it was destroyed again, nil, for every element).
  var pendingFullName = ""
  /// The last block at the top level so far (-1 for none).
  var lastRootBlock: Int32 = -1
  /// How many open elements carry `ngNonBindable`.
  var nonBindableDepth = 0
  /// Inside an element marked `i18n` (as Angular's template transform tracks it).
  var inI18nSection = false
  /// How many open elements preserve their whitespace (`OpenNode.preservesWhitespace`).
  var preservedWhitespaceDepth = 0
  /// The text run being collected.
  var textParts: [TextPart] = []
  /// The run's text while it is one literal (most text: words, and the whitespace between
  /// tags): kept here, not in `textParts`, until a second part comes.
  var textLiteral: (text: String, range: ByteRange)?
  /// The run's first part while it is one interpolation (`{{ x }}`, then perhaps more): kept
  /// here, as `textLiteral` is, so that a run of one makes no array, and a run of more makes its
  /// array holding its first two parts (not reserved and then appended to).
  var textInterpolation: Interpolation?
  /// The run so far is one indentation, at this range (empty: it is not): its node keeps only
  /// the range (`TextNode(indentation:)`), so no string is held, copied or released for it. A
  /// part added after it makes it a literal first (`takeIndentation`).
  var textIndentation = ByteRange(start: 0, end: 0)
  /// The text run holds a reference that decodes to `{` (`splitEncodedInterpolations`).
  var textHasEncodedBrace = false
  /// Names and short texts already made into strings (the thread's table: `ParseLeftovers`).
  var repeated = RepeatedStrings.placeholder
  /// What element and attribute names tell, per spelling (the thread's tables: `ParseLeftovers`).
  var elementNames = SpellingTable<ElementNameFacts>(noSlots: ())
  var attributeNames = SpellingTable<AttributeNameFacts>(noSlots: ())
  /// This parse's stamp among the thread's (`AttributeNameFacts.buildsStamp`; never 0).
  var parseStamp: UInt32 = 1
  /// The marks of the attributes of the start tag being read, all together (set by
  /// `appendAttribute`): a static `ngNonBindable`, `ngPreserveWhitespaces` or `i18n` among
  /// them, or one that `checkAttributes` checks (`AttributeNameFacts.isChecked`).
  var startTagMarks: StartTagMarks = []
  /// The expression lexer's buffers (tokens, string literals), handed from one expression to
  /// the next.
  var expressionScratch = ExprScratch()
  /// Where the template's expression trees are built: one arena for all of them.
  let expressionArena = ExprArena()
  var textStart = -1
  var textEnd = -1

  /// `stack`: an empty stack, the thread's (`ParseLeftovers.openNodes`): its room is kept from
  /// one parse to the next.
  init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, expressions: ExpressionParsing, stack: OpenNodeStack) {
    self.source = source
    self.stack = stack
    self.bytes = bytes
    self.expressions = expressions
    if case .eager = expressions { isEager = true } else { isEager = false }
    self.lexer = Lexer(bytes)
    blocks = BlockTable([], parameterStore: parameterStore, branchStore: branchStore)
    nodes.holdBlockTable(blocks)
    nodes.reserveCapacity(bytes.count / 24)
    expressionArena.reserveCapacity(forTemplateBytes: bytes.count)
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
        // A flag of 0x0A: the lexer saw a line break and only spaces (an indentation), which
        // `textUnlessIndentation` would key the run to tell again.
        if token.flag != 0x0A, let text = repeated.textUnlessIndentation(bytes, token.range) {
          addLiteral(text, token.range)
        } else if textStart < 0 {
          // An indentation that starts a run is kept as its range alone (`textIndentation`);
          // written here, not in a method: a call cost more than the rest.
          textStart = Int(token.range.start)
          textEnd = Int(token.range.end)
          textIndentation = token.range
        } else {
          addLiteral(RepeatedStrings.indentation(count: token.range.length) ?? "", token.range)
        }
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
        // (`valueIsPlain`: the lexer saw no `&` in the value.)
        let decodedEnd = nonBindableDepth > 0 || token.valueIsPlain || !ReferenceDecoding.mayHaveReference(bytes, token.value)
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
        startElement(tagRange: token.range, tagName: token.name)
      case .tagClose:
        flushText()
        endElement(tagRange: token.range, tagName: token.name, flag: token.flag)
      case .blockOpen:
        flushText()
        openBlock(range: token.range, nameRange: token.name, parametersRange: token.value, hasParameters: token.hasValue,
                  parametersArePlain: token.valueIsPlain, flag: token.flag)
      case .blockClose:
        flushText()
        closeBlock(braceRange: token.range)
      case .letDeclaration:
        flushText()
        // (Angular checks the value of a declaration with a name, or of a whole one without:
        // `@let = ;` is an empty value, `@let ;` only incomplete.)
        let whole = bytes[Int(token.range.end) - 1] == UInt8(ascii: ";")
        if nonBindableDepth == 0 && (token.name.length > 0 || whole)
          && ExpressionParser.emptiness(bytes, range: token.value) != nil {
          // (At the `;`, where Angular points: the value is missing there.)
          let end = Int(token.range.end)
          error("@let declaration value cannot be empty", whole ? ByteRange(end - 1, end) : token.range)
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
        // (A comment's text is a repeated one: templates mark their sections with the same
        // comments again and again, and up to 32 bytes one found before is not made again.)
        let content = repeatedText(token.value)
        let id = append(Node(range: token.range, parent: nil, kind: .comment(Comment(content: content, contentRange: token.value))))
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

  /// The full name of the element whose entry is `stack[k]` (`OpenNode.hasFullName`).
  @inline(__always) func fullName(ofEntry k: Int) -> String {
    let rewritten = stack[k].rewrittenName
    if rewritten >= 0 { return rewrittenFullNames[Int(rewritten)] }
    guard case .element(let element) = nodes[stack[k].id].kind else { return "" }
    return element.name
  }

  /// The closest full name of the open entries (`OpenNode.closestNamed`): nil when none is
  /// open, "" when none of them has one.
  @inline(__always) var closestFullName: String? {
    guard let top = stack.last else { return nil }
    return top.closestNamed < 0 ? "" : fullName(ofEntry: Int(top.closestNamed))
  }

  /// `OpenNode.closestNamed` for an entry pushed now: its own index when it has a full name,
  /// else its parent's. (These three are inlined: a call to a non-mutating method of the
  /// builder copies the whole builder.)
  /// (`&-`: the stack is not empty there, so its count is at least 1.)
  @inline(__always) func closestNamed(hasFullName: Bool) -> Int32 {
    hasFullName ? Int32(stack.count) : stack.isEmpty ? -1 : stack[stack.count &- 1].closestNamed
  }

  // (Inlined: out of line, each call saved and restored five registers and moved the 64-byte
  // node through the stack; inlined, the node is built where the array stores it.)
  @discardableResult
  @inline(__always) mutating func append(_ node: consuming Node) -> Int {
    // (The parent is read once, in place: `currentParent` copies the whole top entry. `&-`:
    // the stack is not empty there.)
    append(node, parentIndex: stack.isEmpty ? -1 : Int32(truncatingIfNeeded: stack[stack.count &- 1].id))
  }

  /// `append(_:)` under the open entry whose node is `parentIndex` (-1 at the top), for a
  /// caller that has read the stack's top already.
  @discardableResult
  @inline(__always) mutating func append(_ node: consuming Node, parentIndex: Int32) -> Int {
    let id = nodes.count
    node.parentIndex = parentIndex
    // (Grows when the node is closed, `popStack`. `&+`: an array's count is far below
    // `Int.max`; the conversion to `Int32` still checks the bound that can be reached.)
    let end = Int32(id &+ 1)
    node.subtreeEnd = end
    nodes.appendUnshared(node)
    // (The node's index from its checked end: `NodeID(id)` checked the conversion again.)
    if parentIndex < 0 { roots.append(NodeID(index: end &- 1)) }
    return id
  }

  /// `append(_:)` for a block node of the tree's table `blocks`, made by `Block(lentBy:index:)`.
  @inline(__always) mutating func appendBlock(_ node: consuming Node) -> Int {
    let parentIndex = stack.isEmpty ? -1 : Int32(truncatingIfNeeded: stack[stack.count &- 1].id)
    let id = nodes.count
    node.parentIndex = parentIndex
    let end = Int32(id &+ 1)
    node.subtreeEnd = end
    nodes.appendUnshared(node, lentBy: blocks)
    if parentIndex < 0 { roots.append(NodeID(index: end &- 1)) }
    return id
  }

  /// `addText(.literal(text, range), range)`, without making the part when the run is empty
  /// (the first text of a run waits in `textLiteral`). The text is taken, as `addText` takes its part.
  /// (Always inlined into `run`: left to the optimizer, it became a call of its own once
  /// `appendIndentationNode` was inlined there, ~145K instructions on the probe.)
  @inline(__always) mutating func addLiteral(_ text: consuming String, _ range: ByteRange) {
    if !textIndentation.isEmpty { takeIndentation() }
    guard textParts.isEmpty && textLiteral == nil && textInterpolation == nil else {
      return addText(.literal(text, range), range)
    }
    if textStart < 0 { textStart = Int(range.start) }
    textEnd = Int(range.end)
    textLiteral = (text, range)
  }

  /// (The part is taken, not lent: every caller makes it for this call, and a lent part was
  /// copied into `textParts`, retaining what it holds, and then destroyed by the caller.)
  mutating func addText(_ part: consuming TextPart, _ range: ByteRange) {
    if !textIndentation.isEmpty { takeIndentation() }
    if textStart < 0 { textStart = Int(range.start) }
    textEnd = Int(range.end)
    // The run's first part, when it is a literal or an interpolation, waits in `textLiteral`
    // or `textInterpolation`.
    if textParts.isEmpty && textLiteral == nil && textInterpolation == nil {
      if case .literal(let s, let r) = part {
        textLiteral = (s, r)
        return
      }
      if case .interpolation(let interpolation) = part {
        textInterpolation = interpolation
        return
      }
    }
    if textParts.isEmpty {
      // The run's second part after its first: two literals are one (the run is still one
      // literal); else the array is made holding both (`text {{ x }}`, `{{ x }} text`: most
      // runs of parts end there), not reserved and then appended to.
      if let (s, r) = textLiteral.take() {
        if case .literal(let t, let tr) = part {
          textLiteral = (s + t, ByteRange(Int(r.start), Int(tr.end)))
        } else {
          textParts = [.literal(s, r), part]
        }
        return
      }
      if let interpolation = textInterpolation.take() {
        textParts = [.interpolation(interpolation), part]
        return
      }
      // (A run that starts with an ICU message: one array, not one per growth.)
      textParts.reserveCapacity(4)
    }
    // Merge adjacent literal parts.
    if case .literal(let s, let r) = part, case .literal(let prev, let prevRange)? = textParts.last {
      textParts[textParts.count - 1] = .literal(prev + s, ByteRange(Int(prevRange.start), Int(r.end)))
    } else {
      textParts.append(part)
    }
  }

  /// The run's indentation (`textIndentation`) made its first literal, before a part is added.
  @inline(never) mutating func takeIndentation() {
    textLiteral = (RepeatedStrings.indentation(count: textIndentation.length) ?? "", textIndentation)
    textIndentation = ByteRange(start: 0, end: 0)
  }

  /// Makes the text run collected so far into a node, if there is one. (Most tags follow no
  /// text: that is told here, inlined, without a call to the larger `appendTextNode`.)
  @inline(__always) mutating func flushText() {
    guard textStart >= 0 else { return }
    // (A run of one indentation, the commonest, is made a node inline; the larger
    // `appendTextNode` is a call, which saved and restored more registers than its node took.)
    if !textIndentation.isEmpty { appendIndentationNode() } else { appendTextNode() }
  }

  /// The text node of a run that is one indentation (`textIndentation`): only the run's range
  /// is kept (`TextNode(indentation:)`). (Inlined into `flushText`'s places in `run`, which has
  /// saved its registers already: a call cost 16 instructions of prologue and epilogue per node.)
  @inline(__always) mutating func appendIndentationNode() {
    assert(!textHasEncodedBrace && textLiteral == nil && textInterpolation == nil && textParts.isEmpty,
           "the run is one indentation")
    let runRange = ByteRange(start: UInt32(truncatingIfNeeded: textStart), end: UInt32(truncatingIfNeeded: textEnd))
    append(Node(range: runRange, parent: nil, kind: .text(TextNode(indentation: textIndentation))))
    textIndentation = ByteRange(start: 0, end: 0)
    textStart = -1
  }

  /// The text node of the run collected so far (`flushText`).
  mutating func appendTextNode() {
    if textHasEncodedBrace {
      textHasEncodedBrace = false
      splitEncodedInterpolations()
    }
    // (`textStart` and `textEnd` are always a `ByteRange`'s bounds (`UInt32`) read as `Int`
    // here: the conversion back cannot truncate, and is not checked four times over.)
    let runRange = ByteRange(start: UInt32(truncatingIfNeeded: textStart), end: UInt32(truncatingIfNeeded: textEnd))
    assert(textIndentation.isEmpty, "a run of one indentation is appendIndentationNode's")
    if let (text, range) = textLiteral.take() {
      // One literal: no array of parts is made or emptied. (Taken, not copied: the run's
      // text is moved into the node, not retained for it and released again here.)
      append(Node(range: runRange, parent: nil, kind: .text(TextNode(literal: text, range: range))))
    } else if let interpolation = textInterpolation.take() {
      // One interpolation alone: no array of parts is made.
      append(Node(range: runRange, parent: nil, kind: .text(TextNode(interpolation: interpolation))))
    } else if textParts.count == 1, case .interpolation = textParts[0],
              case .interpolation(let interpolation) = textParts.removeLast() {
      // One interpolation alone: moved out of the builder's array (which keeps its room for the
      // next run) into the node, which needs no array of its own.
      append(Node(range: runRange, parent: nil, kind: .text(TextNode(interpolation: interpolation))))
    } else {
      // (The parts are moved into the node, not shared with the builder and released again.)
      var parts: [TextPart] = []
      swap(&parts, &textParts)
      append(Node(range: runRange, parent: nil, kind: .text(TextNode(parts: parts))))
    }
    textStart = -1
  }

  /// A text run with a `{` written as a reference: Angular's binding parser reads the node's
  /// decoded text, where such a brace opens an interpolation like any other (`&#123;&#123; a
  /// &#125;&#125;` is `{{ a }}`; in `&#123;&#123;a="{{ b }}"` the quote hides the `}}`, so
  /// there is none), so the run is split again from the end of its last interpolation or ICU
  /// message (the interpolations the lexer found after the brace were kept as text for this).
  mutating func splitEncodedInterpolations() {
    if let interpolation = textInterpolation.take() { textParts.append(.interpolation(interpolation)) }
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
  /// (Inlined: nearly every call closes one element, and out of line the call's register saves
  /// and the builder's reloads cost about as much as the close itself.)
  @inline(__always) mutating func popStack(to index: Int, end: Int) {
    while stack.count > index { popTop(end: end) }
  }

  /// Closes the container on top of the stack: its content stops at `end`, or, for an element
  /// closed by its end tag, at the end of `endTag`, which the element keeps.
  @inline(__always) mutating func popTop(end: Int, endTag: ByteRange? = nil) {
    let open = stack.removeLast()
    if open.rewrittenName >= 0 { rewrittenFullNames.removeLast() }
    let id = open.id
    // (The node is written through one access, its end tag too: each `nodes[id].… =` checked
    // that the array was not shared. Closing changes no reference the node holds.)
    let subtreeEnd = Int32(nodes.count)
    let isElement = nodes.modifyUnsharedKeepingReferences(id) {
      Self.close(&$0, subtreeEnd: subtreeEnd, contentEnd: UInt32(end), endTag: endTag)
    }
    if isElement {
      if open.isNonBindable { nonBindableDepth -= 1 }
      if open.i18nMarker != .none { closeI18nMarker(open.i18nMarker, id) }
      if open.preservesWhitespace { preservedWhitespaceDepth -= 1 }
    } else if nonBindableDepth == 0, case .block(let block) = nodes[id].kind, block.kind == .switch {
      checkSwitchChildren(id)
    }
  }
}

extension TreeBuilder {
  /// Ends the subtree of a node being closed at `subtreeEnd`, and its range no earlier than
  /// `contentEnd`, or, given the end tag of the element it is, at the end of that tag, which
  /// the element keeps; returns whether it is an element (its tag is read, not its payload: a
  /// pattern that binds the payload copies it).
  static func close(_ node: inout Node, subtreeEnd: Int32, contentEnd: UInt32, endTag: ByteRange?) -> Bool {
    node.subtreeEnd = subtreeEnd
    if let endTag {
      node.range.end = endTag.end
      node.kind.setEndTag(endTag)
      return true
    }
    if node.range.end < contentEnd { node.range.end = contentEnd }
    return node.kindTag == .element
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
