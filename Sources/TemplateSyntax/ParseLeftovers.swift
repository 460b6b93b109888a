/// What one parse on a thread hands to the next on the same thread: the tables of repeated
/// strings and names (element and attribute names, indentation and short texts recur from
/// template to template, and each is then found instead of made again), the expression
/// lexer's buffers and the tree builder's.
/// Both are bounded (a fixed number of slots, and buffers past their limits are dropped), so
/// what a thread keeps stays small whatever it parsed.
final class ParseLeftovers {
  var repeated = RepeatedStrings()
  var expressionScratch = ExprScratch()
  /// What element and attribute names tell the tree builder, per spelling.
  var elementNames = SpellingTable<ElementNameFacts>()
  var attributeNames = SpellingTable<AttributeNameFacts>()
  /// The tree builder's stack of open elements and blocks, which every parse leaves empty (kept:
  /// it grew again in every parse).
  var openNodes = OpenNodeStack()
  /// How many parses these leftovers served (a parse's stamp: what a table learned under one
  /// parse's options is known to be that parse's, `AttributeNameFacts.buildsStamp`).
  var parses: UInt32 = 0

  private static let slot = ThreadSlot<ParseLeftovers>()

  /// The thread's leftovers, taken: a parse inside another on the same thread (none does so
  /// today) gets fresh ones rather than sharing them.
  static func take() -> ParseLeftovers {
    guard let leftovers = slot.value else { return ParseLeftovers() }
    slot.set(nil)
    return leftovers
  }

  /// Hands `leftovers` back to the thread for its next parse.
  static func give(_ leftovers: ParseLeftovers) { slot.set(leftovers) }
}
