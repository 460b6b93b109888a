/// Parses Angular expressions (binding values, interpolations, block parameters).
/// TEMPORARY STUB: replaced by the full parser.
public enum ExpressionParser {
  public struct Result: Sendable {
    public var expression: Expr?
    public var diagnostics: [SyntaxDiagnostic]
    public init(expression: Expr?, diagnostics: [SyntaxDiagnostic]) {
      self.expression = expression
      self.diagnostics = diagnostics
    }
  }

  /// Parses the bytes of `range` in `bytes` as one expression (pipes allowed).
  /// Ranges in the result and in diagnostics are offsets into `bytes`.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Result {
    Result(expression: nil, diagnostics: [])
  }

  /// Parses an event handler (`a(); b = c`): statements separated by `;`.
  public static func parseAction(_ bytes: UnsafeBufferPointer<UInt8>, range: ByteRange) -> Result {
    Result(expression: nil, diagnostics: [])
  }
}

public enum Evaluator {
  /// The abstract value of an expression. `source` gives the text of dynamic parts.
  public static func evaluate(_ expr: Expr, source: SourceFile) -> AbstractValue {
    .dynamic(.any)
  }
}
