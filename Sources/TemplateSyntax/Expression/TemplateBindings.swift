/// The check of a structural directive's value (`*ngFor="let item of items; trackBy: byId"`),
/// as Angular's `parseTemplateBindings` reads it:
///
///     value    := keyword-binding (let-binding | key (as-binding | keyword-binding))* , each
///                 part optionally followed by `;` or `,`
///     keyword-binding := [`:`] [expression] [as-binding]   (no expression before `let`/`as`)
///     let-binding     := `let` key [`=` key]
///     as-binding      := `as` key
///     key      := (name | keyword | string) (`-` (name | keyword | string))*
///
/// An expression is a binding's (pipes, no assignment) and ends where it cannot go on: what
/// follows must then be a key. Only the diagnostics are made, never a tree (the linter keeps the
/// value's text). Unlike a binding, the text is lexed as it is: a `//` is no comment here.
/// A keyword binding of a structural directive's value (`else loading` in
/// `*ngIf="ready; else loading"`): the key as written (nil for the directive's own, the first)
/// and its expression (nil when it has none).
struct TemplateKeywordBinding {
  var key: ByteRange?
  var value: ByteRange?
}

extension ExprParserCore {
  mutating func parseTemplateBindings() -> ExpressionParser.Result {
    keywordBinding(key: nil)
    while failure == nil && tok.kind != .eof {
      if isWord(.let) {
        advance()
        guard bindingKey() else { break }
        if isOp(.assign) {
          advance()
          guard bindingKey() else { break }
        }
        statementTerminator()
      } else {
        let start = tok.start
        guard bindingKey() else { break }
        if !asBinding() { keywordBinding(key: ByteRange(start, tokens[index - 1].end)) }
      }
      statementTerminator()
    }
    if let failure { return ExpressionParser.Result(expression: nil, diagnostics: [failure]) }
    return ExpressionParser.Result(expression: nil)
  }

  /// `[:] [expression] [as key]`, then a terminator when there was no `as`.
  private mutating func keywordBinding(key: ByteRange?) {
    if isOp(.colon) { advance() }
    var value: ByteRange?
    if tok.kind != .eof && !isWord(.as) && !isWord(.let) {
      guard let expression = parsePipe() else { return }
      value = expression.range
    }
    recordedBindings?.append(TemplateKeywordBinding(key: key, value: value))
    if !asBinding() { statementTerminator() }
  }

  /// `as key` and a terminator; false (nothing consumed) when the next word is not `as`.
  private mutating func asBinding() -> Bool {
    guard isWord(.as) else { return false }
    advance()
    if bindingKey() { statementTerminator() }
    return true
  }

  /// A key: names, keywords or strings joined by `-`. Fails when one is missing. (A template
  /// literal is a string to Angular's lexer here: it is passed over whole.)
  private mutating func bindingKey() -> Bool {
    while true {
      let t = tok
      if t.kind == .templateHead {
        guard skipTemplateLiteral() else { return false }
      } else {
        guard t.kind == .identifier || t.kind == .keyword || t.kind == .string else {
          failUnexpected()
          return false
        }
        advance()
      }
      guard isOp(.minus) else { return true }
      advance()
    }
  }

  /// Past the template literal that starts here (and those nested in its `${}`).
  private mutating func skipTemplateLiteral() -> Bool {
    var open = 0
    repeat {
      switch tok.kind {
      case .templateHead: open += 1
      case .templateTail: open -= 1
      case .eof, .error:
        failUnexpected()
        return false
      default: break
      }
      advance()
    } while open > 0
    return true
  }

  private mutating func statementTerminator() {
    if isOp(.semicolon) || isOp(.comma) { advance() }
  }

  private func isWord(_ keyword: ExprKeyword) -> Bool { tok.kind == .keyword && tok.keyword == keyword }
}
