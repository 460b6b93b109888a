import TemplateSyntax

/// A file's line index, made the first time something asks for it (a rule's message naming a
/// line, the suppression comments, the findings' line and column) and shared after that: one
/// scan of the file's line breaks, not one per asker.
///
/// A file is linted on one thread, so the box is read and filled by one thread at a time.
public final class SharedLineIndex: @unchecked Sendable {
  private let source: SourceFile
  private var made: LineIndex?

  public init(_ source: SourceFile) { self.source = source }

  public var index: LineIndex {
    if let made { return made }
    let index = LineIndex(source)
    made = index
    return index
  }
}
