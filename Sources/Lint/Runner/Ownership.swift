/// Whether a template is ours: the linter checks the accessibility of `<an-*>` primitives (and
/// of the custom components `.linter.yml` maps to them); Angular's compiler checks everything
/// else. A file with neither gives no finding at all, parse errors and suppression findings
/// included.
///
/// The test is one linear byte scan: at every `<`, the tag name that follows (up to a space,
/// `/`, `>` or the end) is read once; the file is ours when a name starts with `an-` or is a
/// mapped component. It is deliberately generous: `<an-view>` inside a comment or a string also
/// counts, so a file is never skipped when it might hold a primitive.
enum Ownership {
  static func isOurs(_ bytes: [UInt8], components: [String: String]) -> Bool {
    let names = Set(components.keys.map { Array($0.utf8) })
    return isOurs(bytes[...], components: names)
  }

  static func isOurs(_ bytes: ArraySlice<UInt8>, components: Set<[UInt8]>) -> Bool {
    bytes.withUnsafeBufferPointer { b in
      let lt = UInt8(ascii: "<")
      let end = b.count
      var i = 0
      while i < end {
        if b[i] != lt {
          i += 1
          continue
        }
        let start = i + 1
        if start + 2 < end && b[start] == UInt8(ascii: "a") && b[start + 1] == UInt8(ascii: "n")
          && b[start + 2] == UInt8(ascii: "-") {
          return true
        }
        if components.isEmpty {
          i = start
          continue
        }
        var j = start
        while j < end && !isNameEnd(b[j]) { j += 1 }
        if j > start && components.contains(Array(b[start..<j])) { return true }
        // A `<` ends a name, so each byte is read at most twice over the whole scan.
        i = j
      }
      return false
    }
  }

  static func isNameEnd(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == UInt8(ascii: "/") || b == UInt8(ascii: ">")
      || b == UInt8(ascii: "<")
  }
}
