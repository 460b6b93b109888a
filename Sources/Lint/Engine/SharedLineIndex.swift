import TemplateSyntax

/// A file's line index, made the first time something asks for it (a rule's message naming a
/// line, the suppression comments, the findings' line and column) and shared after that: one
/// scan of the file's line breaks, not one per asker.
///
/// An asker that names the last offset it needs (`index(covering:)`) gets an index of the
/// file's lines up to the one holding that offset: positions there are the same as in the
/// whole file's index, and the line breaks past it are not scanned (a file whose findings are
/// all near its top costs a scan of its top). A later ask past that prefix makes an index of at
/// least twice as many bytes, so the rescans of a file add up to at most about two whole scans.
///
/// A file is linted on one thread, so the box is read and filled by one thread at a time.
public final class SharedLineIndex: @unchecked Sendable {
  private let source: SourceFile
  private var made: LineIndex?
  /// `made` holds the lines of `source.bytes[..<covered]`, which ends with a line break (or is
  /// the whole file): any offset below `covered` is on a line it holds whole.
  private var covered = 0

  public init(_ source: SourceFile) { self.source = source }

  /// The index of the whole file.
  public var index: LineIndex { index(covering: source.bytes.count) }

  /// An index whose `position(of:)`, `positions(of:)`, `lineIndex(of:)` and `lineRange(_:)`
  /// give what the whole file's index gives for every offset up to `offset` (and its line).
  public func index(covering offset: Int) -> LineIndex {
    if let made, offset < covered || covered == source.bytes.count { return made }
    let bytes = source.bytes
    // (At least twice the bytes indexed so far, cut after the line break that ends the line at
    // that point: the offset's line is held whole.)
    let target = max(offset, 2 * covered)
    let lineEnd = target >= bytes.count ? bytes.count
      : bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: 0x0A, in: $0, from: target, to: $0.count) }
    let index: LineIndex
    if lineEnd + 1 < bytes.count {
      index = LineIndex(source, prefixLength: lineEnd + 1)
      covered = lineEnd + 1
    } else {
      index = LineIndex(source)
      covered = bytes.count
    }
    made = index
    return index
  }

  /// The position of `offset` in the file (as the whole file's index gives it).
  public func position(of offset: Int) -> SourcePosition {
    index(covering: offset).position(of: offset)
  }
}
