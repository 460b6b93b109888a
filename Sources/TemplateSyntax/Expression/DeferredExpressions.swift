/// When the parser builds the trees of binding values and interpolations.
public enum ExpressionParsing: Sendable {
  /// Every expression's tree is built while the template is parsed.
  case eager
  /// Bindings (`[prop]`, `[(prop)]`, `(event)`) and interpolations (`{{ }}` in text and in
  /// static values) are checked while the template is parsed, with the same diagnostics, and
  /// their trees are built only when `SyntaxTree.resolvingExpressions(_:)` asks for them. The
  /// linter reads the expressions of a few attributes (the accessibility props), so most trees
  /// are never made. So are the expressions of blocks and `@let` (`resolvingExpression(_:)`
  /// builds them); the interpolations of ICU messages are always built.
  ///
  /// `keeping` names the attributes (by name without binding syntax) whose trees are built
  /// anyway, because the caller reads them (each would otherwise be parsed twice). It is asked
  /// about static values and property bindings only (a two-way binding's tree is always
  /// built; events, `[attr.…]`, `[class.…]`, `[style.…]` and animations are not kept). It
  /// changes no result: an attribute it misses is built when asked for.
  case onDemand(keeping: @Sendable (String) -> Bool = { _ in false })

  /// Whether the trees of an attribute of this kind and name are built while parsing.
  func buildsTrees(of kind: AttributeKind, named name: String) -> Bool {
    switch self {
    case .eager: return true
    case .onDemand(let keeping): return kind == .twoWay || ((kind == .plain || kind == .property) && keeping(name))
    }
  }
}

/// The kinds of expression a template holds, and how each is parsed: one definition for the
/// parser and for building a deferred expression later, so the two cannot differ.
enum ExpressionSite {
  /// `[prop]="…"`, `[(prop)]="…"`: references decoded as the markup lexer reads a value.
  case binding
  /// `(event)="…"`: statements.
  case action
  /// `{{ … }}` in text: Angular makes U+E500 (`&ngsp;`, written or as a reference) a space
  /// there before it parses.
  case interpolation
  /// `{{ … }}` in text whose whitespace Angular's whitespace pass leaves as written (`<pre>`,
  /// `ngPreserveWhitespaces`): U+E500 is still a space, runs of Unicode spaces are not.
  case preservedInterpolation
  /// `{{ … }}` in a static value: references decoded as in text, U+E500 kept.
  case valueInterpolation
  /// A block's parameter, a `@let` value: parsed as written (no references decoded).
  case plain
  /// An interpolation in an ICU message: parsed as written, U+E500 a space (it is text).
  case icuInterpolation
  /// `*directive="…"`: Angular's microsyntax, references decoded as in a binding. Checked only:
  /// no tree is made (`parseTemplateBindings`).
  case templateBindings

  /// The expression of `range` (or, with `buildsTree: false`, only its diagnostics: the same
  /// parse without making nodes, or none at all for the simplest forms, `SimpleExpression`).
  func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, buildsTree: Bool) -> ExpressionParser.Result {
    var scratch = ExprScratch()
    return parse(bytes, range, buildsTree: buildsTree, scratch: &scratch, arena: ExprArena())
  }

  /// Whether Angular decodes the text's character references before it parses it.
  var decodesReferences: Bool { self != .plain && self != .icuInterpolation }

  /// An interpolation of text or of a static value: its numeric references are decoded as
  /// Angular's binding parser reads them (the others, as its markup lexer reads a value).
  var isInterpolation: Bool { self == .interpolation || self == .preservedInterpolation || self == .valueInterpolation }

  /// Whether U+E500 (`&ngsp;`) is a space here: in text, as Angular's whitespace pass makes it.
  var ngspIsSpace: Bool { self == .interpolation || self == .preservedInterpolation || self == .icuInterpolation }

  /// Whether a run of two or more Unicode spaces (U+2003, U+FEFF, …, with ASCII ones) is a
  /// space here: in text outside ICU messages, where Angular's whitespace pass collapses each
  /// run to one space before its lexer, which rejects those characters, reads the text.
  var collapsesSpaceRuns: Bool { self == .interpolation }

  /// `parse(_:_:buildsTree:)`, lexing into `scratch`: buffers the caller hands from one
  /// expression to the next, so that their storage is made once (they are left empty). The
  /// tree's nodes go into `arena` (a template's expressions share one).
  func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, buildsTree: Bool,
             scratch: inout ExprScratch, arena: ExprArena) -> ExpressionParser.Result {
    var diagnostics: [SyntaxDiagnostic] = []
    let expression = parse(bytes, range, buildsTree: buildsTree, scratch: &scratch, arena: arena, reportingTo: &diagnostics)
    return ExpressionParser.Result(expression: expression, diagnostics: diagnostics)
  }

  /// The same parse, its diagnostics appended to `diagnostics` (the tree builder's): the
  /// simple forms, nearly every expression, return their tree alone, with no
  /// `ExpressionParser.Result` made and destroyed around it.
  func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, buildsTree: Bool,
             scratch: inout ExprScratch, arena: ExprArena, reportingTo diagnostics: inout [SyntaxDiagnostic]) -> Expr? {
    let action = self == .action
    let bindings = self == .templateBindings
    // (A simple form starts with no keyword, so not with a structural value's `let` or `as`.)
    if (!buildsTree || bindings) && scratch.validSimpleForms.isValid(bytes, range, action: action) {
      return nil
    }
    // (The commonest trees, a string, a member chain, such values joined by operators, are made
    // without the parser.)
    if buildsTree && !bindings && !action, let tree = SimpleTree.build(bytes, range, arena: arena, operators: true) {
      return tree
    }
    let result: ExpressionParser.Result
    if decodesReferences && ReferenceDecoding.mayHaveReference(bytes, range) {
      result = ReferenceDecoding.parse(bytes, range, action: action, lexerNumbers: !isInterpolation,
                                       ngspIsSpace: ngspIsSpace, collapsesSpaceRuns: collapsesSpaceRuns,
                                       buildsTree: buildsTree, templateBindings: bindings, arena: arena)
    } else {
      scratch.parser.start(bytes: bytes, range: range, action: action, buildsTree: buildsTree && !bindings,
                           stripsComment: !bindings, ngspIsSpace: ngspIsSpace, collapsesSpaceRuns: collapsesSpaceRuns,
                           arena: arena)
      result = bindings ? scratch.parser.parseTemplateBindings() : scratch.parser.parseRoot()
      scratch.parser.finish()
    }
    if result.hasDiagnostics { diagnostics.append(contentsOf: result.diagnostics) }
    return result.expression
  }
}

extension SyntaxTree {
  /// The attribute with its binding's expression and its value's interpolations built, when
  /// the tree was parsed `ExpressionParsing.onDemand` and they were not yet (it is returned
  /// as it is otherwise). Their diagnostics were reported by the parse.
  public func resolvingExpressions(_ attribute: Attribute) -> Attribute {
    guard attribute.hasDeferredExpressions else { return attribute }
    var resolved = attribute
    source.bytes.withUnsafeBufferPointer { bytes in
      if attribute.expressionIsDeferred {
        let site: ExpressionSite = attribute.kind == .event ? .action : .binding
        resolved.expression = attribute.valueRange.flatMap { site.parse(bytes, $0, buildsTree: true).expression }
      }
      if attribute.interpolationsAreDeferred {
        resolved.splitParts = attribute.splitParts.map { part in
          guard case .interpolation(let interpolation) = part else { return part }
          return .interpolation(resolvingExpression(interpolation, site: .valueInterpolation))
        }
        resolved.interpolationsAreDeferred = false
      }
    }
    return resolved
  }

  /// A block with its expression built, when the tree was parsed `ExpressionParsing.onDemand`
  /// and it was not yet.
  public func resolvingExpression(_ block: Block) -> Block {
    guard let range = block.deferredExpressionRange else { return block }
    var resolved = block
    resolved.expression = source.bytes.withUnsafeBufferPointer { ExpressionSite.plain.parse($0, range, buildsTree: true).expression }
    return resolved
  }

  /// A `@let` declaration with its value built, when the tree was parsed
  /// `ExpressionParsing.onDemand` and it was not yet.
  public func resolvingExpression(_ declaration: LetDeclaration) -> LetDeclaration {
    guard declaration.expressionIsDeferred else { return declaration }
    var resolved = declaration
    resolved.expression = source.bytes.withUnsafeBufferPointer {
      ExpressionSite.plain.parse($0, declaration.valueRange, buildsTree: true).expression
    }
    return resolved
  }

  /// An interpolation of text with its expression built, when the tree was parsed
  /// `ExpressionParsing.onDemand` and it was not yet (a static value's are built by
  /// `resolvingExpressions(_:)`).
  public func resolvingExpression(_ interpolation: Interpolation) -> Interpolation {
    resolvingExpression(interpolation, site: .interpolation)
  }

  func resolvingExpression(_ interpolation: Interpolation, site: ExpressionSite) -> Interpolation {
    guard interpolation.isDeferred else { return interpolation }
    var resolved = interpolation
    resolved.expression = source.bytes.withUnsafeBufferPointer { bytes in
      site.parse(bytes, interpolation.expressionRange, buildsTree: true).expression
    }
    return resolved
  }
}
