/// Angular's attribute name forms, read from the name's bytes: the kind and the range of the
/// bound name inside the raw name (`[(ngModel)]` → twoWay, `ngModel`).
enum AttributeClassifier {
  static func classify(_ b: UnsafeBufferPointer<UInt8>, _ written: ByteRange) -> (AttributeKind, ByteRange) {
    let r = withoutEmptyPrefix(b, written)
    let s = Int(r.start)
    let e = Int(r.end)
    let n = e - s
    func has(_ prefix: StaticString) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard n > count else { return false }
      for k in 0..<count where b[s + k] != prefix.utf8Start[k] { return false }
      return true
    }
    func isBoundPrefix(_ start: Int) -> Bool {
      // attr. / class. / style.
      let rest = ByteRange(start, e)
      return startsWith(b, rest, "attr.") || startsWith(b, rest, "class.") || startsWith(b, rest, "style.")
    }
    let first = n > 0 ? b[s] : 0
    let last = n > 0 ? b[e - 1] : 0
    // Angular: the opening delimiter decides (`[(` before `[`); a name that lacks its closing
    // delimiter, or has nothing inside (`[]`, `()`, `[()]`, `[(x]`), is a plain attribute.
    if first == UInt8(ascii: "[") && n >= 2 && b[s + 1] == UInt8(ascii: "(") {
      if n >= 5 && b[e - 2] == UInt8(ascii: ")") && last == UInt8(ascii: "]") { return (.twoWay, ByteRange(s + 2, e - 2)) }
      return (.plain, r)
    }
    if first == UInt8(ascii: "[") {
      guard n >= 3 && last == UInt8(ascii: "]") else { return (.plain, r) }
      if b[s + 1] == UInt8(ascii: "@") { return (.animation, ByteRange(s + 2, e - 1)) }
      return (isBoundPrefix(s + 1) ? .attrClassStyle : .property, ByteRange(s + 1, e - 1))
    }
    if first == UInt8(ascii: "(") {
      guard n >= 3 && last == UInt8(ascii: ")") else { return (.plain, r) }
      return (.event, ByteRange(s + 1, e - 1))
    }
    if first == UInt8(ascii: "*") { return (.structural, ByteRange(s + 1, e)) }
    if first == UInt8(ascii: "#") { return (.reference, ByteRange(s + 1, e)) }
    if first == UInt8(ascii: "@") { return (.animation, ByteRange(s + 1, e)) }
    if has("bindon-") { return (.twoWay, ByteRange(s + 7, e)) }
    if has("bind-") { return (isBoundPrefix(s + 5) ? .attrClassStyle : .property, ByteRange(s + 5, e)) }
    if has("on-") { return (.event, ByteRange(s + 3, e)) }
    if has("ref-") { return (.reference, ByteRange(s + 4, e)) }
    return (.plain, r)
  }

  /// An attribute name without an empty namespace prefix, which is none for Angular: `:[x]` is
  /// `[x]`, `:title` is `title` (`svg:title` keeps its prefix).
  static func withoutEmptyPrefix(_ b: UnsafeBufferPointer<UInt8>, _ written: ByteRange) -> ByteRange {
    written.length > 1 && b[Int(written.start)] == UInt8(ascii: ":") ? ByteRange(Int(written.start) + 1, Int(written.end)) : written
  }

  static func startsWith(_ b: UnsafeBufferPointer<UInt8>, _ r: ByteRange, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard r.length >= count else { return false }
    for k in 0..<count where b[Int(r.start) + k] != prefix.utf8Start[k] { return false }
    return true
  }
}
