/// A half-open range of byte offsets into a source file's UTF-8 bytes.
/// Offsets count the BOM, if the file has one: they index the file as read from disk.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var start: UInt32
  public var end: UInt32

  public init(_ start: Int, _ end: Int) {
    self.start = UInt32(start)
    self.end = UInt32(end)
  }

  public init(start: UInt32, end: UInt32) {
    self.start = start
    self.end = end
  }

  public var length: Int { Int(end) - Int(start) }
  /// The range moved by `shift` bytes (wrapping: a shift back is a large `shift`). A shared
  /// expression tree's ranges are its first text's, moved to its own (`Expr.shift`).
  @inline(__always) func shifted(by shift: UInt32) -> ByteRange {
    ByteRange(start: start &+ shift, end: end &+ shift)
  }
  public var isEmpty: Bool { end <= start }
  public func contains(_ offset: Int) -> Bool { offset >= Int(start) && offset < Int(end) }
  public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }

  public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
    lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
  }

  public var description: String { "\(start)..<\(end)" }
}
