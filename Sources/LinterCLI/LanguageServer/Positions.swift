import TemplateSyntax

/// The unit of LSP `Position.character`, negotiated in `initialize`.
enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"

  /// UTF-8 when the client offers it (`general.positionEncodings`), else UTF-16 (the default
  /// every client supports).
  static func negotiate(_ offered: [String]?) -> PositionEncoding {
    (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }
}

/// An LSP position: 0-based line, and character in the negotiated unit.
struct LSPPosition: Equatable, Sendable {
  var line: Int
  var character: Int

  var json: [String: Any] { ["line": line, "character": character] }

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  init?(json: Any?) {
    guard let object = json as? [String: Any], let line = object["line"] as? Int,
          let character = object["character"] as? Int else { return nil }
    self.init(line: line, character: character)
  }

  /// An LSP range's two positions: non-negative integers, the start not after the end; nil
  /// for anything else.
  static func range(json: Any?) -> (start: LSPPosition, end: LSPPosition)? {
    guard let range = json as? [String: Any], let start = LSPPosition(json: range["start"]),
          let end = LSPPosition(json: range["end"]), start.line >= 0, start.character >= 0, end.line >= 0,
          end.character >= 0, (start.line, start.character) <= (end.line, end.character) else { return nil }
    return (start, end)
  }
}

/// Converts between byte offsets in a document and LSP positions. Lines are split as
/// `LineIndex` splits them (`\n`, `\r\n`, lone `\r`). A BOM is part of the document text the
/// client holds, so it counts like any other character.
struct PositionConverter {
  let bytes: [UInt8]
  let lines: LineIndex
  let encoding: PositionEncoding
  /// For long lines, UTF-16 columns at checkpoints, made the first time a column of the line
  /// is asked for: a minified one-line template with thousands of findings is converted in
  /// time proportional to its findings, not to their number times the line's length.
  private let checkpoints = Checkpoints()

  /// Each long line's checkpoints: (byte offset at a character boundary, UTF-16 units from the
  /// line's start), every `stride` bytes or so.
  private final class Checkpoints {
    var byLine: [Int: [(offset: Int, units: Int)]] = [:]
  }

  /// Lines shorter than this are scanned from their start.
  static let longLine = 1024
  static let stride = 256

  init(bytes: [UInt8], encoding: PositionEncoding) {
    self.bytes = bytes
    self.lines = LineIndex(SourceFile(path: "", bytes: bytes))
    self.encoding = encoding
  }

  /// The checkpoint at or before `offset` on a long line (the line's start on a short one).
  private func start(for offset: Int, line: Int, lineStart: Int) -> (offset: Int, units: Int) {
    let lineEnd = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : bytes.count
    guard lineEnd - lineStart >= Self.longLine else { return (lineStart, 0) }
    let marks: [(offset: Int, units: Int)]
    if let made = checkpoints.byLine[line] {
      marks = made
    } else {
      var made: [(offset: Int, units: Int)] = [(lineStart, 0)]
      var i = lineStart
      var units = 0
      var next = lineStart + Self.stride
      while i < lineEnd {
        let width = Self.width(bytes[i])
        units += width == 4 ? 2 : 1
        i += width
        if i >= next && i < lineEnd {
          made.append((i, units))
          next = i + Self.stride
        }
      }
      checkpoints.byLine[line] = made
      marks = made
    }
    // The last mark at or before `offset`.
    var low = 0
    var high = marks.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if marks[mid].offset <= offset { low = mid } else { high = mid - 1 }
    }
    return marks[low]
  }

  func position(of offset: Int) -> LSPPosition {
    let clamped = max(0, min(offset, bytes.count))
    let line = lines.lineIndex(of: clamped)
    let lineStart = lines.lineStarts[line]
    switch encoding {
    case .utf8:
      return LSPPosition(line: line, character: clamped - lineStart)
    case .utf16:
      var (i, units) = start(for: clamped, line: line, lineStart: lineStart)
      while i < clamped {
        let width = Self.width(bytes[i])
        units += width == 4 ? 2 : 1
        i += width
      }
      return LSPPosition(line: line, character: units)
    }
  }

  func range(_ range: ByteRange) -> [String: Any] {
    ["start": position(of: Int(range.start)).json, "end": position(of: Int(range.end)).json]
  }

  /// The byte offset of `position`. A line past the end is the end of the document; a
  /// character past the end of its line is the end of the line (as LSP says).
  func offset(of position: LSPPosition) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lines.lineCount else { return bytes.count }
    let lineStart = lines.lineStarts[position.line]
    var lineEnd = position.line + 1 < lines.lineCount ? lines.lineStarts[position.line + 1] : bytes.count
    while lineEnd > lineStart && (bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D) { lineEnd -= 1 }
    var i = lineStart
    var units = 0
    while i < lineEnd && units < position.character {
      let width = Self.width(bytes[i])
      units += encoding == .utf8 ? width : (width == 4 ? 2 : 1)
      i += width
    }
    return min(i, lineEnd)
  }

  /// The bytes of the 0-based line `line`, without its line break, and the break itself.
  func lineText(_ line: Int) -> (text: ArraySlice<UInt8>, lineBreak: String) {
    let index = max(0, min(line, lines.lineCount - 1))
    let start = lines.lineStarts[index]
    let next = index + 1 < lines.lineCount ? lines.lineStarts[index + 1] : bytes.count
    var end = next
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    let lineBreak = String(decoding: bytes[end..<next], as: UTF8.self)
    return (bytes[start..<end], lineBreak)
  }

  static func width(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
  }
}
