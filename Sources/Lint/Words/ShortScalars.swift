/// Reading valid UTF-8 a scalar at a time where only ASCII and one block of two-byte scalars
/// have a table (the Latin-1 and Arabic folding tables).
enum ShortScalars {
  /// The scalar value at `i` when it is ASCII, or two bytes long with its lead byte in
  /// `leads`, with `i` moved past it; nil (and `i` left) for any other scalar.
  @inline(__always) static func next(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, leads: ClosedRange<UInt8>) -> Int? {
    // (Wrapping adds: `i` is below the count, and moves at most two past it.)
    let lead = bytes[i]
    if lead < 0x80 {
      i &+= 1
      return Int(lead)
    }
    guard leads.contains(lead), i &+ 1 < bytes.count, bytes[i &+ 1] & 0xC0 == 0x80 else { return nil }
    let value = Int(lead & 0x1F) << 6 | Int(bytes[i &+ 1] & 0x3F)
    i &+= 2
    return value
  }
}
