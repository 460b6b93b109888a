// The tree builder's control-flow blocks (`@if`, `@for`, `@switch`, `@defer`, …): their names,
// parameters, connected blocks and what Angular's compiler checks of them.
extension TreeBuilder {
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

  /// Whether the name written at `range` is already as `joinedWords` makes it, decided on its
  /// source bytes (the separators are ASCII, so the decoded string has the same ones; walking
  /// the string's UTF-8 view costs more).
  static func isJoined(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Bool {
    var afterSeparator = true  // (so a separator first, or an empty name, is not joined)
    var i = Int(range.start)
    let end = Int(range.end)
    while i < end {
      let b = bytes[i]
      let separator = b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
      if separator && (b != 0x20 || afterSeparator) { return false }
      afterSeparator = separator
      i += 1
    }
    return !afterSeparator
  }

  /// The kind of the block named exactly by the bytes at `range` (`if`, `for`, `else`, …), or
  /// nil when they are no kind's name as written (`BlockKind(rawValue:)` then decides). Most
  /// block names are these: matched on their bytes, not through the name table (its key, a
  /// lazy static's check).
  static func blockKind(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> BlockKind? {
    func named(_ name: StaticString) -> Bool { AttributeClassifier.startsWith(bytes, range, name) }
    switch range.length {
    case 2: return named("if") ? .if : nil
    case 3: return named("for") ? .for : nil
    case 4: return named("else") ? .else : named("case") ? .case : nil
    case 5: return named("empty") ? .empty : named("defer") ? .defer : named("error") ? .error : nil
    case 6: return named("switch") ? .switch : nil
    case 7: return named("else if") ? .elseIf : named("default") ? .default : named("loading") ? .loading : nil
    case 11: return named("placeholder") ? .placeholder : nil
    default: return nil
    }
  }

  /// The block opener at `range` (`@name (parameters) {`), its name at `nameRange` (with the
  /// `@`), its parameters at `parametersRange` when `hasParameters`; `flag` is its token's (1:
  /// no `{`, 2: closed at once). (Given the token's fields, not the token: `startElement`.)
  mutating func openBlock(range: ByteRange, nameRange nameWithAt: ByteRange, parametersRange: ByteRange, hasParameters: Bool,
                          parametersArePlain: Bool, flag: UInt8) {
    let nameRange = ByteRange(Int(nameWithAt.start) + 1, Int(nameWithAt.end))
    // A block named exactly as a kind is (most are) keeps no string for its name, and none is
    // made (`Block.Fields.name`): what is asked below of another name (a line break, `else`,
    // `default never`, `content`) is never true of a kind's name. The others are looked up
    // among the repeated ones, and their words walked.
    let known = Self.blockKind(bytes, nameRange)
    var kind = known ?? .unknown
    var writtenName: String?
    if known == nil {
      let rawName = repeatedText(nameRange)
      let normalizedName = Self.isJoined(bytes, nameRange) ? rawName : Self.joinedWords(rawName)
      kind = BlockKind(rawValue: normalizedName) ?? .unknown
      // `@else if` needs the two words on one line (Angular's pattern); `@default never;` is a
      // `@default` with no content.
      if kind == .elseIf && rawName.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { kind = .unknown }
      // Angular's test is a prefix: `@else ifa (b)` is an `@else if`.
      // (The spaces between are any but line breaks: U+00A0 too, which Angular reads in a name.)
      if kind == .unknown && rawName.hasPrefix("else") {
        let end = Int(nameWithAt.end)
        let afterElse = Int(nameWithAt.start) + 5
        var k = afterElse
        while k < end && bytes[k] != 0x0A && bytes[k] != 0x0D {
          let width = Self.jsSpaceLength(bytes, k, end)
          if width == 0 { break }
          k += width
        }
        if k > afterElse && AttributeClassifier.startsWith(bytes, ByteRange(k, end), "if") { kind = .elseIf }
      }
      if flag == 2 && normalizedName == "default never" { kind = .default }
      writtenName = normalizedName
    }
    // (Room is made at the first block for about one per 320 bytes, as templates that use
    // blocks have them, capped for a large file with few: grown from empty, the table was
    // reallocated and moved about seven times per template. So is room for the parameters,
    // about one a block, and for the branches, fewer.)
    if blocks.isEmpty {
      let guess = min(max(16, bytes.count / 320), 4096)
      blocks.reserveCapacity(guess)
      parameterStore.reserveCapacity(guess)
      branchStore.reserveCapacity(guess / 2)
    }
    let isContent = kind == .unknown && writtenName == "content"
    // (The fields are made here and moved into the tree's table once: `Block`. The written
    // name is moved into them and read there after (`block.name`, a kind's name made only for
    // a message): kept alive here too, it was retained and released again for every block.)
    var block = Block.Fields(kind: kind, name: consume writtenName, nameRange: nameWithAt)
    if hasParameters {
      block.parametersRange = parametersRange
      // (Parameters the lexer found plain, one with no quote, `\` or `;` (`@if (cond)`), are
      // that one parameter: not scanned again for where to split them.)
      block.parameterRun = parametersArePlain ? plainParameter(parametersRange) : splitParameters(parametersRange)
    }
    let incomplete = flag == 1
    let closedAtOnce = flag == 2
    // Under `ngNonBindable` Angular checks no block (names, parameters, order): only the markup.
    let checked = nonBindableDepth == 0
    if checked && isContent { checkContentBlock(parameters(of: block), blockName: nameWithAt) }
    if checked && kind == .unknown && !isContent {
      error("unknown block '@\(block.name)'; write '&#64;' for a literal '@'", nameWithAt)
    } else if incomplete {
      error("incomplete block '@\(block.name)': missing '{'; write '&#64;' for a literal '@'", nameWithAt)
    }
    if closedAtOnce {
      block.closeBraceRange = ByteRange(Int(range.end), Int(range.end))
    } else if !incomplete {
      block.openBraceRange = ByteRange(Int(range.end) - 1, Int(range.end))
    }
    // (A block of a kind that checks only the parameters it has, `@else`, `@empty`, …, has
    // nothing to check without them: no call for it.)
    if checked && (hasParameters || Self.checksMissingParameters(kind)) { checkParameters(&block) }

    // Connected blocks continue the block just before them.
    if kind.isConnected {
      // (The helpers below are static, given what they read: called as methods from this
      // mutating one, each call copied the whole builder (688 bytes) to pass it.)
      let previousBlock = Self.previousSiblingBlock(nodes, after: lastBlockChild, bytes)
      if let previous = previousBlock, let previousIndex = blockTableIndex(ofNode: previous),
         Self.accepts(blocks[fields: previousIndex].kind, kind) {
        let primary = blocks[fields: previousIndex].primary.map { Int($0.index) } ?? previous
        block.primary = NodeID(primary)
        if checked && kind == .else,
           nodes[primary].block?.branchesInPlace.contains(where: { nodes[Int($0.index)].block?.kind == .else }) == true {
          error("a conditional can have only one @else block", nameWithAt)  // (`@else {} @else if {} @else {}`)
        }
      } else if let previous = previousBlock, let repeated = repeatedBranch(after: previous, kind) {
        // A branch after the one that must be last (`@else`, `@empty`): still the same
        // conditional or loop, reported as Angular reports it.
        block.primary = repeated.primary
        if checked {
          if kind == .else || kind == .elseIf {
            if repeated.isFirstAfterElse, let first = nodes[previous].block {
              error("@else block must be last inside the conditional", first.nameRange)
            }
            if kind == .else { error("a conditional can have only one @else block", nameWithAt) }
          } else {
            error("a @for block can have only one @empty block", nameWithAt)
          }
        }
      } else if checked {
        error("@\(block.name) block must follow \(expectedPredecessor(kind))", nameWithAt)
      }
    }
    // (The primary's kind read in place first: most connected blocks are not a `@defer`'s.)
    if checked, let primary = block.primary, let primaryIndex = blockTableIndex(ofNode: Int(primary.index)),
       blocks[fields: primaryIndex].kind == .defer, let primaryBlock = nodes[Int(primary.index)].block {
      checkDeferBranch(block, of: primaryBlock)
    }
    if checked && (kind == .case || kind == .default) {
      let inSwitch = currentParent.flatMap { nodes[$0].block }?.kind == .switch
      if !inSwitch { error("@\(block.name) block must be directly inside a @switch block", nameWithAt) }
    }
    let primary = block.primary
    let tableIndex = blocks.count
    // (The fields are moved into the table (`consume`): appended as a copy, they were retained
    // and the local ones destroyed, releasing them again; swapped into a placeholder appended
    // first, the placeholder was made, moved twice and destroyed.)
    blocks.append(consume block)
    // (The node's block refers to the tree's table with no count of its own: the store holds the
    // table for all of them, `NodeStore.appendUnshared(_:lentBy:)`.)
    let id = appendBlock(Node(range: range, parent: nil, kind: .block(Block(lentBy: blocks, index: tableIndex))))
    if currentParent == nil { lastRootBlock = Int32(id) } else { stack[stack.count - 1].lastBlockChild = Int32(id) }
    if let primary, let primaryIndex = blockTableIndex(ofNode: Int(primary.index)) {
      blocks[fields: primaryIndex].branchList.append(NodeID(id), to: branchStore)
    }
    if !incomplete && !closedAtOnce {
      stack.append(OpenNode(id: id, closestNamed: closestNamed(hasFullName: false), hasFullName: false,
                            inNamespace: !stack.isEmpty && stack[stack.count - 1].inNamespace,
                            plainName: nil, isNonBindable: false, blockIndex: Int32(tableIndex)))
    }
  }

  /// The parameters of `block` (one being opened, or one of the tree's table), read in place.
  func parameters(of block: Block.Fields) -> BlockParameters {
    BlockParameters(store: parameterStore, run: block.parameterRun)
  }

  /// The range of parameter `offset` of `run`, read in the builder's store: a `BlockParameters`
  /// view kept across this builder's mutating calls retained the store (`checkParameters`).
  func parameterRange(_ offset: Int, of run: Range<Int32>) -> ByteRange {
    parameterStore.parameters[Int(run.lowerBound) + offset].range
  }

  /// Whether `checkParameters` reports something of a block of `kind` without parameters (its
  /// missing expression, or a trigger of `@defer`): the other kinds check only those they have.
  @inline(__always) static func checksMissingParameters(_ kind: BlockKind) -> Bool {
    switch kind {
    case .if, .elseIf, .switch, .case, .for, .defer: return true
    case .else, .empty, .default, .placeholder, .loading, .error, .unknown: return false
    }
  }

  /// (Called for a block without parameters only when `checksMissingParameters` lists its kind:
  /// a kind whose case below reports a block with none must be listed there too.)
  mutating func checkParameters(_ block: inout Block.Fields) {
    // (The parameters are read by index on their ranges, without a view: see parameterRange.
    // Only the ranges are read: taking a parameter retained its text.)
    let run = block.parameterRun
    let count = run.count
    let first = count == 0 ? nil : parameterRange(0, of: run)
    switch block.kind {
    case .if, .elseIf, .switch, .case:
      if let first {
        blockExpression(first, of: &block)
      } else {
        error("@\(block.name) block must have an expression in parentheses", block.nameRange)
      }
      if block.kind == .switch || block.kind == .case {
        if count > 1 {
          error("@\(block.name) block must have exactly one parameter", parameterRange(1, of: run))
        }
        return
      }
      // `@if (value; as name)`: at most one alias, a JavaScript identifier.
      var sawAlias = false
      // (The parameters after the first by index, read on their ranges: `dropFirst()` was an
      // index walk of its own, not inlined, for the one parameter most blocks have.)
      for index in stride(from: 1, to: count, by: 1) {
        let parameter = self.parameters(of: block)[index]
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
      // (The item's name is kept as its range: its string is made only when a `let` or a
      // message needs it, and most loops have neither.)
      var itemRange = ByteRange(0, 0)
      // (Both static, given the bytes: called as methods from this mutating one, each call
      // copied the whole builder to pass it.)
      if let (item, ofRange) = Self.forIterableRange(bytes, Self.strippingParentheses(bytes, first)) {
        itemRange = item
        blockExpression(ofRange, of: &block)
        // (Every loop variable starts with `$`: most item names are told apart without hashing.)
        if item.length > 0 && bytes[Int(item.start)] == UInt8(ascii: "$") && Self.loopVariables.contains(text(item)) {
          error("the @for item cannot be called '\(text(item))'", first)
        }
      } else {
        // (Angular checks nothing more of a loop it cannot read: no "must have a 'track'".)
        error("@for loop must be of the form 'item of items'", first)
        return
      }
      // `track expression` once, and `let name = $index, …` with Angular's loop variables.
      var sawTrack = false
      // (The names `let` declares; the loop variables are names already, asked apart: a copy
      // of their set per loop cost a retain and a release, and most loops declare none.)
      var names: Set<String> = []
      // (Walked by index, each read on its range: bound as values, the parameters and their
      // texts were retained and released.)
      for index in stride(from: 1, to: count, by: 1) {
        let range = parameterRange(index, of: run)
        // (Read in the source, where the parameter's text is: no copy of its bytes is made.)
        let start = Int(range.start)
        let length = range.length
        if length > 5 && AttributeClassifier.startsWith(bytes, range, "track") && isWhitespace(bytes[start + 5]) {
          if sawTrack { error("@for loop can have only one 'track' expression", range) }
          sawTrack = true
          var k = Int(range.start) + 5
          while k < Int(range.end) && isWhitespace(bytes[k]) { k += 1 }
          let track = ByteRange(k, Int(range.end))
          // (Its tree is built only when it may hold a pipe, to look for one.)
          guard contains(UInt8(ascii: "|"), in: track) else {
            checkExpression(track)
            continue
          }
          let diagnosticCount = diagnostics.count
          let parsed = ExpressionSite.plain.parse(bytes, track, buildsTree: true, scratch: &expressionScratch,
                                                  arena: expressionArena, reportingTo: &diagnostics)
          if diagnostics.count == diagnosticCount, let expression = parsed,
             expression.contains(where: { if case .pipe = $0.kind { return true }; return false }) {
            error("a @for 'track' expression cannot use pipes", track)
          }
        } else if length > 3 && AttributeClassifier.startsWith(bytes, range, "let") && isWhitespace(bytes[start + 3]) {
          let itemName = text(itemRange)
          let declarations = text(ByteRange(start + 4, Int(range.end)))
          for declaration in declarations.split(separator: ",", omittingEmptySubsequences: false) {
            let sides = declaration.split(separator: "=", omittingEmptySubsequences: false)
            let name = sides.count == 2 ? String(sides[0]).trimmingASCIIWhitespace() : ""
            let variable = sides.count == 2 ? String(sides[1]).trimmingASCIIWhitespace() : ""
            if name.isEmpty || variable.isEmpty {
              error("@for 'let' must be of the form 'let name = $index, …'", range)
            } else if !Self.loopVariables.contains(variable) {
              error("unknown @for variable '\(variable)'; the variables are \(Self.loopVariables.sorted().joined(separator: ", "))",
                    range)
            } else if name == itemName || Self.loopVariables.contains(name) || names.contains(name) {
              error("@for 'let' name '\(name)' is already taken", range)
            } else {
              names.insert(name)
            }
          }
        } else if self.parameters(of: block)[index].text != "track" {
          // (`track` with nothing after it is no unknown parameter: the loop has no 'track'
          // expression, reported below.)
          error("unknown @for parameter '\(self.parameters(of: block)[index].text)'", range)
        }
      }
      if !sawTrack {
        error("@for loop must have a 'track' expression", block.nameRange)
      }
    case .defer:
      checkDeferTriggers(block)
    case .else, .empty, .default, .loading, .placeholder, .error:
      if block.kind == .else || block.kind == .empty || block.kind == .default || block.kind == .error,
         let range = block.parametersRange, count > 0, block.name != "default never" {
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
    // (Every other space starts with a byte from 0xC2 on: any other byte, ASCII above all, is
    // told here without the tests below.)
    if b < 0xC2 { return 0 }
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
  static func strippingParentheses(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> ByteRange {
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
  /// and a non-blank expression. Gives the ranges of the name and of the expression.
  static func forIterableRange(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> (ByteRange, ByteRange)? {
    var i = Int(range.start)
    let end = Int(range.end)
    func skip(_ k: inout Int) { k = afterJSSpace(bytes, k, end) }
    skip(&i)
    let nameStart = i
    while i < end && (isASCIILetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_")
                      || bytes[i] == UInt8(ascii: "$")) { i += 1 }
    let nameEnd = i
    // (Each space is tested for and skipped in one walk: some space is there when the walk
    // ends past where it began.)
    skip(&i)
    guard i > nameEnd else { return nil }
    guard i + 2 < end, bytes[i] == UInt8(ascii: "o"), bytes[i + 1] == UInt8(ascii: "f") else { return nil }
    var s = i + 2
    skip(&s)
    guard s > i + 2, s < end else { return nil }
    return (ByteRange(nameStart, nameEnd), ByteRange(s, end))
  }

  static let loopVariables: Set<String> = ["$index", "$first", "$last", "$even", "$odd", "$count"]

  static func isIdentifier(_ s: String) -> Bool {
    guard let f = s.utf8.first, isASCIILetter(f) || f == UInt8(ascii: "_") || f == UInt8(ascii: "$") else { return false }
    return s.utf8.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") }
  }

  /// Parameters split on `;` outside quotes, trimmed (Angular's reading: a `;` ends a
  /// parameter even inside parentheses; a `\\` skips the next character; the whitespace its
  /// lexer skips before a parameter includes U+00A0, which its trim after one removes too).
  mutating func splitParameters(_ range: ByteRange) -> Range<Int32> {
    let first = Int32(truncatingIfNeeded: parameterStore.count)
    var i = Int(range.start)
    let end = Int(range.end)
    var start = i
    var quote: UInt8 = 0
    while i < end {
      // (Only a `\\`, a quote or a `;` matters: the bytes between are passed eight at a time.)
      i = quote == 0
        ? ByteScan.firstOf(bytes, from: i, to: end, UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""),
                           UInt8(ascii: "`"), UInt8(ascii: ";"))
        : ByteScan.firstOf(bytes, from: i, to: end, UInt8(ascii: "\\"), quote)
      guard i < end else { break }
      let b = bytes[i]
      if b == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if b == quote {
        quote = 0
      } else if quote == 0 && b == UInt8(ascii: ";") {
        appendParameter(start, i)
        start = i + 1
      } else if quote == 0 {
        quote = b
      }
      i += 1
    }
    appendParameter(start, min(end, max(start, end)))
    return first..<Int32(truncatingIfNeeded: parameterStore.count)
  }

  /// `splitParameters(_:)` of parameters with no quote, backtick, `\` or `;`: the one parameter.
  mutating func plainParameter(_ range: ByteRange) -> Range<Int32> {
    let first = Int32(truncatingIfNeeded: parameterStore.count)
    appendParameter(Int(range.start), Int(range.end))
    return first..<Int32(truncatingIfNeeded: parameterStore.count)
  }

  /// Appends `a..<b`, trimmed, to the tree's store of block parameters (`BlockParameters`),
  /// unless nothing is left: no array is made for the block.
  private mutating func appendParameter(_ a: Int, _ b: Int) {
    var s = a
    var e = b
    while s < e {
      if isWhitespace(bytes[s]) { s += 1 } else if bytes[s] == 0xC2 && s + 1 < e && bytes[s + 1] == 0xA0 { s += 2 } else { break }
    }
    while e > s {
      if isWhitespace(bytes[e - 1]) { e -= 1 } else if bytes[e - 1] == 0xA0 && e - 2 >= s && bytes[e - 2] == 0xC2 { e -= 2 } else { break }
    }
    guard e > s else { return }
    // (A parameter's text is a repeated one: templates write `track item.id` and `let i = $index` again and again.
    // Trimmed, it starts with no line break, so it is no indentation: that test is not made.)
    let range = ByteRange(s, e)
    parameterStore.append(BlockParameter(text: repeated.stringNotIndentation(bytes, range), range: range))
  }

  /// The block node just before the one being opened, skipping whitespace and comments: the
  /// container's last block child, when only such nodes follow it. (They are walked forward
  /// from the end of its subtree, every sibling there being closed; the block being opened
  /// becomes the last block, so each node is walked at most once. No node keeps its previous
  /// sibling.) `last` is that last block child (`lastBlockChild`), or -1.
  static func previousSiblingBlock(_ nodes: NodeStore, after last: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let last = Int(last)
    guard last >= 0 else { return nil }
    var i = Int(nodes[last].subtreeEnd)
    while i < nodes.count {
      // (Switched on the tag, the text read alone: switched on the kind, each node was copied.)
      switch nodes[i].kindTag {
      case .text:
        // (A text whose source is only ASCII spaces is blank, its text being those bytes (a
        // reference or an interpolation has other bytes): read in the source, the node is not
        // copied, as binding its text copies it. The others are read on their text.)
        if !isASCIIBlank(bytes, nodes[i].range) {
          guard case .text(let t) = nodes[i].kind, t.isWhitespace else { return nil }
        }
        i = Int(nodes[i].subtreeEnd)
      case .comment, .doctype: i = Int(nodes[i].subtreeEnd)  // Angular keeps no node for a doctype
      default: return nil
      }
    }
    return last
  }

  /// Whether the source bytes of `range` are all ASCII spaces (`UnicodeWhitespace.isASCIISpace`).
  static func isASCIIBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Bool {
    var k = Int(range.start)
    let end = Int(range.end)
    while k < end {
      if !UnicodeWhitespace.isASCIISpace(bytes[k]) { return false }
      k += 1
    }
    return true
  }

  /// Where the block at node `i` keeps its fields in `blocks` (nil for another node).
  /// (Its fields are read there in place: `nodes[i].block` copied the block, retaining the
  /// table, and each field read through it copied the whole fields out.)
  func blockTableIndex(ofNode i: Int) -> Int? {
    guard case .block(let block) = nodes[i].kind else { return nil }
    return block.tableIndex
  }

  /// The container's last block child so far (-1 for none), where `previousSiblingBlock` starts.
  var lastBlockChild: Int32 { currentParent == nil ? lastRootBlock : stack[stack.count - 1].lastBlockChild }

  /// Whether a `kind` block can continue one of `previousKind` (`@else` an `@if`, …).
  static func accepts(_ previousKind: BlockKind, _ kind: BlockKind) -> Bool {
    switch kind {
    case .elseIf, .else: return previousKind == .if || previousKind == .elseIf
    case .empty: return previousKind == .for
    case .placeholder, .loading, .error:
      return previousKind == .defer || previousKind == .placeholder || previousKind == .loading || previousKind == .error
    default: return false
    }
  }

  /// For an `@else`/`@else if` after an `@else` of an `@if`, or an `@empty` after a loop's
  /// `@empty`: the conditional's or loop's first block, and whether `previous` is the first
  /// `@else` (which then is not last); nil otherwise.
  func repeatedBranch(after previous: Int, _ kind: BlockKind) -> (primary: NodeID, isFirstAfterElse: Bool)? {
    guard let prev = nodes[previous].block, let primary = prev.primary, let first = nodes[Int(primary.index)].block else { return nil }
    switch kind {
    case .else, .elseIf:
      guard prev.kind == .else, first.kind == .if else { return nil }
      let elses = first.branchesInPlace.filter { nodes[Int($0.index)].block?.kind == .else }
      return (primary, elses.first?.index == Int32(previous))
    case .empty:
      guard prev.kind == .empty, first.kind == .for else { return nil }
      return (primary, false)
    default:
      return nil
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
        if b.kind == .default || !b.parametersInPlace.isEmpty {
          if sawNever { error("'@default never;' must be the last case of its @switch", b.nameRange) }
          if b.name == "default never" {
            if casesWithoutBody { error("a @case with no body cannot be followed by '@default never;'", b.nameRange) }
            sawNever = true
          } else {
            casesWithoutBody = b.hasNoBody
          }
        }
        if b.kind == .default {
          if sawDefault { error("@switch block can have only one @default block", b.nameRange) }
          sawDefault = true
        }
      case .text(let t) where t.isWhitespace: continue
      case .comment, .doctype: continue
      case .text:
        // (At the text itself, as Angular points past a text's leading spaces and line breaks.)
        var range = nodes[child].range
        while range.start < range.end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[Int(range.start)]) { range.start += 1 }
        error("@switch block can only contain @case and @default blocks", range)
      default:
        error("@switch block can only contain @case and @default blocks", nodes[child].range)
      }
    }
  }

  /// The block's `}` at `braceRange`. (Given the token's range, not the token: `startElement`.)
  mutating func closeBlock(braceRange: ByteRange) {
    var index = stack.count - 1
    while index >= 0 {
      // (The entry's own block index, -1 for an element: the node's tag was a load from the
      // node store, and a switch, for every entry walked.)
      if stack[index].blockIndex >= 0 { break }
      index -= 1
    }
    guard index >= 0 else {
      error("unexpected '}': no block is open; write '&#125;' for a literal '}'", braceRange)
      append(Node(range: braceRange, parent: nil, kind: .text(TextNode(parts: []))))
      return
    }
    // (Most `}` close the innermost entry: nothing above it to report, and no call made.)
    if index < stack.count &- 1 { reportUnclosed(above: index, closer: "'}'", at: braceRange) }
    let tableIndex = Int(stack[index].blockIndex)
    popStack(to: index + 1, end: Int(braceRange.start))
    // (The block's range ends with its `}`, set where it is closed: one access to the array,
    // not two. Its range, that of its start, ends before the `}`.)
    popTop(end: Int(braceRange.end))
    blocks[fields: tableIndex].closeBraceRange = braceRange
  }

  mutating func finish(at end: Int) {
    for k in 0..<stack.count {
      switch nodes[stack[k].id].kind {
      case .block(let b):
        error("block '@\(b.name)' is not closed: missing '}'", b.nameRange)
      default: break
      }
    }
    popStack(to: 0, end: end)
  }
}
