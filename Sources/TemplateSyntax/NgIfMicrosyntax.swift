/// What `*ngIf="…"` says about when its element shows: the condition, and the templates named
/// by `then` and `else` (`*ngIf="user$ | async as user; else loading"`).
///
/// The value is read as Angular reads any structural directive's (`parseTemplateBindings`): an
/// expression, an optional `as alias`, then keyed parts (`else tpl`, `else: tpl`, `then tpl`,
/// `let x = ngIf`). Only what can be read for certain is returned: a value with a syntax error,
/// a template given by an expression other than a name, or a key `ngIf` does not have gives nil.
public struct NgIfMicrosyntax: Sendable, Equatable {
  /// The condition as written, trimmed (`user$ | async`).
  public var condition: String
  /// The template reference named after `then`, if any.
  public var thenTemplate: String?
  /// The template reference named after `else`, if any.
  public var elseTemplate: String?

  public init(condition: String, thenTemplate: String? = nil, elseTemplate: String? = nil) {
    self.condition = condition
    self.thenTemplate = thenTemplate
    self.elseTemplate = elseTemplate
  }

  /// Whether `text` is a name as a template reference is written (ASCII letters, digits, `_`
  /// and `$`, not starting with a digit).
  public static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, ExpressionLexer.isAsciiIdentifierStart(first) else { return false }
    return text.utf8.allSatisfy(ExpressionLexer.isAsciiIdentifierPart)
  }

  /// The parts of an `*ngIf` value, or nil when it is not one this reads for certain.
  public static func parse(_ text: String) -> NgIfMicrosyntax? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer -> NgIfMicrosyntax? in
      func text(_ range: ByteRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(range.start)..<Int(range.end)]), as: UTF8.self)
      }
      var parser = ExprParserCore(bytes: buffer, range: ByteRange(0, buffer.count), action: false, buildsTree: false,
                                  stripsComment: false)
      parser.recordedBindings = []
      guard parser.parseTemplateBindings().diagnostics.isEmpty, let bindings = parser.recordedBindings,
            let first = bindings.first, first.key == nil, let condition = first.value else { return nil }
      var result = NgIfMicrosyntax(condition: text(condition))
      for binding in bindings.dropFirst() {
        guard let key = binding.key, let value = binding.value, isName(text(value)) else { return nil }
        switch text(key) {
        case "else": result.elseTemplate = text(value)
        case "then": result.thenTemplate = text(value)
        default: return nil
        }
      }
      return result
    }
  }
}
