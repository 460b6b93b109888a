/// A template file's bytes, as read from disk (a UTF-8 BOM, if any, stays in the bytes
/// and in every offset; it is skipped by the lexer, not removed).
public struct SourceFile: Sendable {
  public let path: String
  public let bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  public var hasBOM: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The bytes of `range` decoded as UTF-8 (invalid sequences become U+FFFD).
  public func text(_ range: ByteRange) -> String {
    let lo = min(Int(range.start), bytes.count)
    let hi = min(max(Int(range.end), lo), bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[lo..<hi]), as: UTF8.self)
    }
  }

  public func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }
}

/// A position in a file, 1-based. `column` counts Unicode scalars from the start of the
/// line; `utf16Column` counts UTF-16 code units (what LSP and SARIF consumers use).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  public var offset: Int
  public var line: Int
  public var column: Int
  public var utf16Column: Int

  public init(offset: Int, line: Int, column: Int, utf16Column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
    self.utf16Column = utf16Column
  }

  public var description: String { "\(line):\(column)" }
}

/// Line starts of a file, built on demand (only for files that have something to report).
/// `\n`, `\r\n` and a lone `\r` each end one line. A BOM at the start of line 1 is not
/// counted in columns.
public struct LineIndex: Sendable {
  public let lineStarts: [Int]
  private let bytes: [UInt8]
  /// How many of `bytes` are indexed (a prefix of the file, or all of it).
  private let count: Int
  /// Columns known at points of long lines, in offset order, so that `position(of:)` counts at
  /// most `checkpointSpacing` bytes: many findings on one long line (a minified template) cost
  /// linear work, not quadratic.
  private let checkpoints: [Checkpoint]
  static let checkpointSpacing = 4096

  struct Checkpoint: Sendable {
    /// A scalar boundary inside a line.
    var offset: Int
    /// Scalars and UTF-16 code units from the line's start (after a BOM on line 1) to `offset`.
    var scalars: Int
    var utf16: Int
  }

  public init(_ source: SourceFile) { self.init(source, prefixLength: source.bytes.count) }

  /// The index of the file's first `prefixLength` bytes alone: what `LineIndex` of a file of
  /// just those bytes gives, with the file's bytes shared, not copied.
  public init(_ source: SourceFile, prefixLength: Int) {
    precondition(prefixLength >= 0 && prefixLength <= source.bytes.count, "prefix past the file's end")
    self.bytes = source.bytes
    self.count = prefixLength
    let (lineStarts, hasLongLine) = LineIndex.lineStarts(source.bytes, count: prefixLength)
    self.lineStarts = lineStarts
    // (Most files have no line longer than `checkpointSpacing`: their lines are not walked again.)
    self.checkpoints = hasLongLine ? LineIndex.checkpoints(source.bytes, count: prefixLength, lineStarts: lineStarts) : []
  }

  static func checkpoints(_ bytes: [UInt8], count: Int, lineStarts: [Int]) -> [Checkpoint] {
    var out: [Checkpoint] = []
    for (line, lineStart) in lineStarts.enumerated() {
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : count
      guard end - lineStart > checkpointSpacing else { continue }
      var i = lineStart
      if line == 0 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
      var scalars = 0
      var utf16 = 0
      var next = i + checkpointSpacing
      while i < end {
        if i >= next {
          out.append(Checkpoint(offset: i, scalars: scalars, utf16: utf16))
          next = i + checkpointSpacing
        }
        let b = bytes[i]
        let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        scalars += 1
        utf16 += width == 4 ? 2 : 1
        i += width
      }
    }
    return out
  }

  /// The last checkpoint at or before `offset` and at or after `lineStart`.
  private func checkpoint(before offset: Int, lineStart: Int) -> Checkpoint? {
    guard !checkpoints.isEmpty else { return nil }
    var lo = 0
    var hi = checkpoints.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if checkpoints[mid].offset <= offset { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0, checkpoints[lo - 1].offset >= lineStart else { return nil }
    return checkpoints[lo - 1]
  }

  /// Offsets where lines start. A file with no `\r` (most are) has only `\n` line ends, found
  /// with `ByteSearch` (the C library's `memchr`); another is scanned for the three kinds.
  /// Also tells whether some line is longer than `checkpointSpacing` (told in the same pass).
  static func lineStarts(_ bytes: [UInt8], count: Int) -> (starts: [Int], hasLongLine: Bool) {
    bytes.withUnsafeBufferPointer { whole in
      let buffer = UnsafeBufferPointer(rebasing: whole[..<count])
      guard ByteSearch.firstIndex(of: 0x0D, in: buffer, from: 0, to: count) == count else { return scannedLineStarts(buffer) }
      return LineStartWriter.collect(count: count) { writer in
        var i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: 0, to: count)
        while i < count {
          writer.add(i + 1)
          i = ByteSearch.firstIndex(of: 0x0A, in: buffer, from: i + 1, to: count)
        }
      }
    }
  }

  /// Offsets where lines start, for a file with a `\r` (`\r\n` or a lone `\r` ends a line).
  /// Most bytes are above `\r`: eight of them at a time are skipped with one test
  /// (`ByteScan.below`), and one comparison skips the rest.
  private static func scannedLineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> (starts: [Int], hasLongLine: Bool) {
    let count = buffer.count
    return LineStartWriter.collect(count: count) { writer in
      var i = 0
      while i < count {
        i = ByteScan.firstBelow(buffer, 0x0E, from: i, to: count)
        guard i < count else { break }
        let b = buffer[i]
        i += 1
        if b > 0x0D { continue }
        if b == 0x0D && i < count && buffer[i] == 0x0A { i += 1 }
        if b == 0x0A || b == 0x0D { writer.add(i) }
      }
    }
  }

  /// Collects line starts (the first, 0, included) in a chunk of stack memory and moves them
  /// into the array a chunk at a time: an `append` per line checked the array's uniqueness and
  /// capacity each time, and the array grew (was copied) in many steps. A file with fewer lines
  /// than a chunk holds gets an array of exactly its size, made once. It also tells whether
  /// some line is longer than `checkpointSpacing`, from the starts it is given.
  private struct LineStartWriter {
    private let chunk: UnsafeMutableBufferPointer<Int>
    private var used = 0
    private var starts: [Int] = []
    private var lastStart = 0
    private var hasLongLine = false
    /// Line starts a chunk holds (8 KiB of stack).
    private static let chunkSize = 1024

    private init(chunk: UnsafeMutableBufferPointer<Int>) { self.chunk = chunk }

    /// The line starts that `body` adds, after 0, in a file of `count` bytes, and whether some
    /// line (the last one too) is longer than `checkpointSpacing`.
    static func collect(count: Int, _ body: (inout LineStartWriter) -> Void) -> (starts: [Int], hasLongLine: Bool) {
      withUnsafeTemporaryAllocation(of: Int.self, capacity: chunkSize) { chunk in
        var writer = LineStartWriter(chunk: chunk)
        writer.add(0)
        body(&writer)
        writer.flush()
        return (writer.starts, writer.hasLongLine || count - writer.lastStart > checkpointSpacing)
      }
    }

    /// Adds the start of the next line (the line before it ends there).
    mutating func add(_ start: Int) {
      hasLongLine = hasLongLine || start - lastStart > checkpointSpacing
      lastStart = start
      if used == chunk.count { flush() }
      chunk[used] = start
      used += 1
    }

    private mutating func flush() {
      starts.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<used]))
      used = 0
    }
  }

  public var lineCount: Int { lineStarts.count }

  /// The 0-based line index that holds `offset`.
  public func lineIndex(of offset: Int) -> Int {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  public func position(of offset: Int) -> SourcePosition {
    let clamped = max(0, min(offset, count))
    let line = lineIndex(of: clamped)
    var start = lineStarts[line]
    if line == 0 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      start = min(3, clamped)
    }
    var scalars = 0
    var utf16 = 0
    var i = start
    if let mark = checkpoint(before: clamped, lineStart: start) {
      (i, scalars, utf16) = (mark.offset, mark.scalars, mark.utf16)
    }
    while i < clamped {
      let b = bytes[i]
      let width: Int
      if b < 0x80 { width = 1 } else if b >= 0xF0 { width = 4 } else if b >= 0xE0 { width = 3 } else if b >= 0xC0 { width = 2 } else { width = 1 }
      scalars += 1
      utf16 += width == 4 ? 2 : 1
      i += width
    }
    return SourcePosition(offset: clamped, line: line + 1, column: scalars + 1, utf16Column: utf16 + 1)
  }

  /// Positions of many offsets at once, in one forward scan of each line (a long line with many
  /// findings on it is walked once, not once per finding). Any order; results match the input.
  public func positions(of offsets: [Int]) -> [SourcePosition] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = Array(repeating: SourcePosition(offset: 0, line: 1, column: 1, utf16Column: 1), count: offsets.count)
    var line = -1
    var cursor = 0
    var scalars = 0
    var utf16 = 0
    for k in order {
      let target = max(0, min(offsets[k], count))
      let targetLine = lineIndex(of: target)
      if targetLine != line {
        line = targetLine
        cursor = lineStarts[line]
        scalars = 0
        utf16 = 0
      }
      // The BOM is not a column: offsets inside it are column 1, and counting starts after it.
      if line == 0 && cursor < 3 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
        if target <= 3 {
          result[k] = SourcePosition(offset: target, line: 1, column: 1, utf16Column: 1)
          continue
        }
        cursor = 3
      }
      while cursor < target {
        let b = bytes[cursor]
        let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        scalars += 1
        utf16 += width == 4 ? 2 : 1
        cursor += width
      }
      result[k] = SourcePosition(offset: target, line: line + 1, column: scalars + 1, utf16Column: utf16 + 1)
    }
    return result
  }

  /// The byte range of line `line` (1-based), without its line break.
  public func lineRange(_ line: Int) -> ByteRange {
    let index = max(0, min(line - 1, lineStarts.count - 1))
    var start = lineStarts[index]
    if index == 0 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : count
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return ByteRange(start, end)
  }

  /// The byte offset of a 1-based line and scalar column (the inverse of `position(of:)`).
  public func offset(line: Int, column: Int) -> Int {
    let range = lineRange(line)
    var i = Int(range.start)
    var col = 1
    while col < column && i < Int(range.end) {
      let b = bytes[i]
      i += b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
      col += 1
    }
    return min(i, count)
  }
}
