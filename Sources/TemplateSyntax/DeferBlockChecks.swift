/// What Angular checks about `@defer` and the blocks that continue it: each parameter of
/// `@defer` is a trigger (`when …`, `on …`, with `prefetch` or `hydrate` before it, or
/// `hydrate never`), `when` takes a binding, a group has one `when` (and one `never`), and
/// `hydrate never` stands alone; the list after `on` names known triggers with the parameters
/// each takes; `@placeholder (minimum 500ms)` and `@loading (after 100ms; minimum 1s)` take a
/// time each at most once; and each of `@placeholder`, `@loading`, `@error` comes once.
///
/// Angular reads a parameter from its first character to the `;` or `)` after it, trailing
/// spaces included (`minimum 5 ` is not a time), and matches it with JavaScript's `\s`.
extension TreeBuilder {
  /// The parameter as Angular reads it: from its start to the `;` or `)` that ends it.
  func angularText(_ parameter: BlockParameter, in block: Block.Fields) -> ByteRange {
    let limit = Int(block.parametersRange?.end ?? parameter.range.end)
    var end = Int(parameter.range.end)
    while end < limit && bytes[end] != UInt8(ascii: ";") { end += 1 }
    return ByteRange(Int(parameter.range.start), end)
  }

  /// Where the words of `range` start: `words` must each be followed by at least one `\s`
  /// (the last one too, unless `lastMayEnd`); nil when they are not there.
  func afterWords(_ words: [StaticString], in range: ByteRange, lastMayEnd: Bool = false) -> Int? {
    var k = Int(range.start)
    let end = Int(range.end)
    for (n, word) in words.enumerated() {
      let count = word.utf8CodeUnitCount
      guard end - k >= count else { return nil }
      for j in 0..<count where bytes[k + j] != word.utf8Start[j] { return nil }
      k += count
      let space = Self.jsSpaceLength(bytes, k, end)
      if space == 0 {
        if n == words.count - 1 && lastMayEnd && k == end { return k }
        return nil
      }
      if n < words.count - 1 { k = afterSpaces(from: k, to: end) }
    }
    return k
  }

  /// Angular's `getTriggerParametersStart`: after the first `\s` at or after `from`, the first
  /// character that is not one (nil when there is none).
  func valueStart(in range: ByteRange, from: Int) -> Int? {
    var k = from
    let end = Int(range.end)
    var sawSpace = false
    while k < end {
      let space = Self.jsSpaceLength(bytes, k, end)
      if space > 0 {
        sawSpace = true
        k += space
      } else if sawSpace {
        return k
      } else {
        k += 1
      }
    }
    return nil
  }

  mutating func checkDeferTriggers(_ block: Block.Fields) {
    // The triggers of each group (the block's own, `prefetch`, `hydrate`), by name: one each.
    var groups: [Set<String>] = [[], [], []]
    for parameter in parameters(of: block) {
      let text = angularText(parameter, in: block)
      let whenGroup = triggerGroup(text, "when")
      let onGroup = whenGroup == nil ? triggerGroup(text, "on") : nil
      if whenGroup == nil && onGroup == nil {
        if let rest = afterWords(["hydrate", "never"], in: text, lastMayEnd: true), onlySpaces(from: rest, to: Int(text.end)) {
          track("never", in: &groups[2], at: parameter.range)
        } else {
          error("unrecognized @defer trigger '\(parameter.text)': write 'on …', 'when …', 'prefetch on/when …', "
                + "'hydrate on/when …' or 'hydrate never'", parameter.range)
        }
        continue
      }
      // The condition or the list starts after the first space after the first letter of the
      // first `when` or `on` (Angular's `indexOf`).
      let keyword: [UInt8] = whenGroup != nil ? Array("when".utf8) : Array("on".utf8)
      var at = Int(text.start)
      while at + keyword.count <= Int(text.end) && !keyword.indices.allSatisfy({ bytes[at + $0] == keyword[$0] }) { at += 1 }
      let start = valueStart(in: text, from: at + 1)
      if let group = whenGroup {
        track("when", in: &groups[group], at: parameter.range)
        if let start { checkExpression(ByteRange(start, Int(text.end))) }
      } else if let group = onGroup, let start {
        checkOnTriggers(ByteRange(start, Int(text.end)), hydrate: group == 2, into: &groups[group])
      }
    }
    if groups[2].contains("never") && groups[2].count > 1 {
      error("'hydrate never' cannot be combined with other 'hydrate' triggers", block.nameRange)
    }
  }

  /// The group of a trigger written with `keyword` (`when` or `on`): 0 for the block's own, 1
  /// after `prefetch`, 2 after `hydrate`; nil when the parameter is not one.
  func triggerGroup(_ text: ByteRange, _ keyword: StaticString) -> Int? {
    if afterWords([keyword], in: text) != nil { return 0 }
    if afterWords(["prefetch", keyword], in: text) != nil { return 1 }
    if afterWords(["hydrate", keyword], in: text) != nil { return 2 }
    return nil
  }

  /// A trigger of a group, reported when the group already has one of that name.
  mutating func track(_ name: String, in group: inout Set<String>, at range: ByteRange) {
    if !group.insert(name).inserted { error("duplicate '\(name)' trigger: a @defer block has one of each", range) }
  }

  /// The tokens of the list after `on`, as Angular's trigger parser gets them (nil when the
  /// list has a lexical error, reported here when it is one):
  /// - a character the lexer rejects between the triggers is an error in the list (Angular's
  ///   parser meets it as an unexpected token);
  /// - inside a trigger's parentheses it is the trigger's to judge: Angular's lexer steps over
  ///   it and reads on, leaving an empty error token just past it (`idle(@1s)` is `idle(1s)`,
  ///   `immediate(@)` has one empty parameter), or one holding a lone `#`. So does this, with
  ///   an `.error` token, and the same for an invalid exponent or numeric separator
  ///   (`ExpressionLexer.angularRecovery`): a `viewport` options object holding one is then
  ///   read as an expression, which reports it;
  /// - an unterminated regular expression or string inside parentheses runs to the end of the
  ///   list: the tokens end there, and the `)` is missing;
  /// - a regular expression's flags are not checked (Angular's lexer reads any letters there);
  /// - after a bad escape in a string inside parentheses Angular's lexer reads on where this
  ///   one cannot follow it: the list is left unchecked (nil).
  mutating func triggerListTokens(_ range: ByteRange) -> [ExprToken]? {
    var tokens: [ExprToken] = []
    var depth = 0
    var from = Int(range.start)
    lexing: while true {
      var lexer = ExpressionLexer(bytes: bytes, range: ByteRange(from, Int(range.end)))
      lexer.checksRegexFlags = false
      lexer.run()
      for t in lexer.tokens where t.kind != .eof {
        if t.kind == .error {
          if depth <= 0 {
            error("\(lexer.messages[t.value]) in the @defer trigger list", ByteRange(t.start, t.end))
            return nil
          }
          // An unterminated regular expression or string runs to the end: Angular's tokens end
          // with the error, and its parser misses the `)` (`idle(a </b)`: `/b)` is a regular
          // expression). Left to the checks below as the last token.
          if t.end >= Int(range.end) {
            tokens.append(ExprToken(.error, t.start, t.end))
            return tokens
          }
          // (The error token stays in a trigger's parameter: `idle(#500ms)` is no time.)
          guard let recovery = lexer.angularRecovery else { return nil }
          tokens.append(ExprToken(.error, Int(recovery.errorToken.start), Int(recovery.errorToken.end)))
          from = recovery.resumeAt
          continue lexing
        }
        if t.kind == .op {
          if t.op == .lparen || t.op == .lbracket || t.op == .lbrace { depth += 1 }
          if t.op == .rparen || t.op == .rbracket || t.op == .rbrace { depth -= 1 }
        }
        tokens.append(t)
      }
      return tokens
    }
  }

  /// The list after `on` (`viewport(ref), idle, timer(500ms)`), read as Angular's trigger
  /// parser reads its tokens: trigger names separated by commas, each with its parameters in
  /// parentheses, each a known trigger with the parameters it takes, and a `viewport` options
  /// object as Angular reads it (`viewportOptionsProblem`).
  mutating func checkOnTriggers(_ range: ByteRange, hydrate: Bool, into group: inout Set<String>) {
    guard let tokens = triggerListTokens(range) else { return }
    let count = tokens.count
    func isOp(_ k: Int, _ op: ExprOp) -> Bool { k < count && tokens[k].kind == .op && tokens[k].op == op }
    func followedByOrLast(_ k: Int, _ op: ExprOp) -> Bool { k == count - 1 || isOp(k + 1, op) }
    func span(_ k: Int) -> ByteRange { ByteRange(tokens[k].start, tokens[k].end) }
    var index = 0
    while index < count {
      guard tokens[index].kind == .identifier else {
        error("unexpected '\(text(span(index)))' in the @defer trigger list", span(index))
        break
      }
      let name = index
      var parameters: [ByteRange] = []
      var isTrigger = true
      if followedByOrLast(index, .comma) {
        index += 1
      } else if followedByOrLast(index, .lparen) {
        index += 1
        // The parameters: split on commas outside brackets, up to the `)` that closes them.
        guard isOp(index, .lparen) else {
          error("unexpected end of the @defer trigger list", span(min(index, count - 1)))
          break
        }
        index += 1
        var closers: [ExprOp] = []
        var first = -1
        var failed = false
        while index < count {
          if isOp(index, .rparen) && closers.isEmpty {
            if first >= 0 { parameters.append(ByteRange(tokens[first].start, tokens[index - 1].end)) }
            break
          }
          if tokens[index].kind == .op {
            switch tokens[index].op {
            case .lparen: closers.append(.rparen)
            case .lbracket: closers.append(.rbracket)
            case .lbrace: closers.append(.rbrace)
            default: break
            }
            if let last = closers.last, tokens[index].op == last { closers.removeLast() }
          }
          if closers.isEmpty && isOp(index, .comma) && first >= 0 {
            parameters.append(ByteRange(tokens[first].start, tokens[index - 1].end))
            first = -1
            index += 1
            continue
          }
          if first < 0 { first = index }
          index += 1
        }
        if !isOp(min(index, count - 1), .rparen) || !closers.isEmpty {
          error("unexpected end of the @defer trigger list: missing ')'", span(min(index, count - 1)))
          failed = true
        }
        if index < count - 1 && !isOp(index + 1, .comma) {
          error("unexpected '\(text(span(index + 1)))' in the @defer trigger list", span(index + 1))
          failed = true
        }
        if failed { break }
        index += 1
      } else {
        // (never the last token: that one is followed by nothing, like a comma)
        error("unexpected '\(text(span(index + 1)))' in the @defer trigger list", span(index + 1))
        isTrigger = false
      }
      if !isTrigger {
        // the next token is read as the next trigger
      } else if let problem = triggerProblem(text(span(name)), parameters, hydrate: hydrate) {
        error(problem, span(name))
      } else if let options = parameters.first, options.length > 0, bytes[Int(options.start)] == UInt8(ascii: "{"),
                text(span(name)) == "viewport" {
        // (A syntax error in the object is reported where it is; the object is then not read.)
        if let object = parseExpression(options), let problem = viewportOptionsProblem(object, hydrate: hydrate) {
          error(problem, span(name))
        } else {
          track("viewport", in: &group, at: span(name))
        }
      } else {
        track(text(span(name)), in: &group, at: span(name))
      }
      index += 1
    }
  }

  /// What Angular rejects in one `on` trigger and its parameters, or nil.
  func triggerProblem(_ name: String, _ parameters: [ByteRange], hydrate: Bool) -> String? {
    switch name {
    case "idle":
      if parameters.count > 1 { return "'idle' takes at most one parameter, a time" }
      if let time = parameters.first, !isTime(time) { return "'idle' takes a time, like '500ms' or '1.5s'" }
    case "timer":
      if parameters.count != 1 { return "'timer' takes one parameter, a time: 'timer(500ms)'" }
      if !isTime(parameters[0]) { return "'timer' takes a time, like '500ms' or '1.5s'" }
    case "immediate":
      if !parameters.isEmpty { return "'immediate' takes no parameters" }
    case "hover", "interaction":
      if hydrate && !parameters.isEmpty { return "the hydration trigger '\(name)' takes no parameters" }
      if parameters.count > 1 { return "'\(name)' takes at most one parameter, an element reference" }
    case "viewport":
      if parameters.count > 1 { return "'viewport' takes at most one parameter" }
      if hydrate, let first = parameters.first, bytes[Int(first.start)] != UInt8(ascii: "{") {
        return "the hydration trigger 'viewport' cannot name an element"
      }
    default:
      return "unknown @defer trigger '\(name)': the triggers are idle, viewport, interaction, hover, immediate and timer"
    }
    return nil
  }

  /// `@placeholder` and `@loading` parameters, and each of them, `@error` too, once per `@defer`.
  mutating func checkDeferBranch(_ block: Block.Fields, of primary: Block) {
    for branch in primary.branchesInPlace {
      if nodes[Int(branch.index)].block?.kind == block.kind {
        error("a @defer block can have only one @\(block.name) block", block.nameRange)
        return
      }
    }
    guard block.kind == .placeholder || block.kind == .loading else { return }
    var seen: Set<String> = []
    for parameter in parameters(of: block) {
      let text = angularText(parameter, in: block)
      let name: String
      if afterWords(["minimum"], in: text) != nil {
        name = "minimum"
      } else if block.kind == .loading && afterWords(["after"], in: text) != nil {
        name = "after"
      } else {
        error("unknown @\(block.name) parameter '\(parameter.text)': write \(block.kind == .loading ? "'after 100ms' or " : "")'minimum 500ms'",
              parameter.range)
        return
      }
      if !seen.insert(name).inserted {
        error("@\(block.name) block can have only one '\(name)' parameter", parameter.range)
        return
      }
      // A time: digits, an optional `.` and digits, an optional `ms` or `s`, and nothing after.
      guard let start = valueStart(in: text, from: Int(text.start)), isTime(ByteRange(start, Int(text.end))) else {
        error("'\(name)' needs a time, like '500ms' or '1.5s': '\(parameter.text)'", parameter.range)
        return
      }
    }
  }

  /// The first offset from `from` (below `end`) that is not a `\s`, or `end`.
  func afterSpaces(from: Int, to end: Int) -> Int {
    var k = from
    while k < end {
      let space = Self.jsSpaceLength(bytes, k, end)
      if space == 0 { return k }
      k += space
    }
    return end
  }

  /// Whether `from..<to` holds only `\s`.
  func onlySpaces(from: Int, to end: Int) -> Bool { afterSpaces(from: from, to: end) == end }

  /// Angular's time pattern, `^\d+\.?\d*(ms|s)?$`.
  func isTime(_ range: ByteRange) -> Bool {
    var k = Int(range.start)
    let end = Int(range.end)
    let digitsStart = k
    while k < end && isDigit(bytes[k]) { k += 1 }
    guard k > digitsStart else { return false }
    if k < end && bytes[k] == UInt8(ascii: ".") { k += 1 }
    while k < end && isDigit(bytes[k]) { k += 1 }
    if k + 2 == end && bytes[k] == UInt8(ascii: "m") && bytes[k + 1] == UInt8(ascii: "s") { return true }
    if k + 1 == end && bytes[k] == UInt8(ascii: "s") { return true }
    return k == end
  }
}
