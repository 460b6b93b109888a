import Foundation

/// Foundation's folding (case, diacritics, width) of text written only with characters of
/// Latin-1 (U+0000…U+00FF: English, Spanish, French, German, Portuguese, Italian), put together
/// from the folding of each character, which Foundation works out once per process. Folding a
/// whole string through Foundation costs thousands of instructions; the words of a Spanish
/// label need a table lookup per character. Text with any other character returns nil and is
/// folded by Foundation (`Latin1FoldingTests` checks the two agree on every pair of Latin-1
/// characters).
enum Latin1Folding {
  static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

  /// The UTF-8 bytes of the folding of each character U+0000…U+00FF alone, one after another:
  /// character c's are `bytes[starts[c]..<starts[c + 1]]`.
  static let table: (bytes: [UInt8], starts: [Int]) = {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    for folded in foldEach(Array(0...255)) {
      starts.append(bytes.count)
      bytes += folded.utf8
    }
    starts.append(bytes.count)
    return (bytes, starts)
  }()

  /// Foundation's folding of each character alone, for the scalar values given: one call for
  /// all of them, each followed by U+E000 (a private-use character, which folds to itself and
  /// combines with nothing), split again on the bytes after; one call per character costs
  /// about three times as much. Should the pieces not line up, each character is folded alone.
  static func foldEach(_ values: [Int]) -> [String] {
    // (Joined and split on UTF-8 bytes: U+E000 is EE 80 80.)
    let separator: [UInt8] = [0xEE, 0x80, 0x80]
    var joined: [UInt8] = []
    joined.reserveCapacity(values.count * 5)
    for value in values {
      joined += String(Character(Unicode.Scalar(UInt32(value))!)).utf8
      joined += separator
    }
    let folded = Array(String(decoding: joined, as: UTF8.self).folding(options: options, locale: nil).utf8)
    var pieces: [String] = []
    pieces.reserveCapacity(values.count)
    var start = 0
    var k = 0
    while k + 2 < folded.count {
      if folded[k] == 0xEE && folded[k + 1] == 0x80 && folded[k + 2] == 0x80 {
        pieces.append(String(decoding: folded[start..<k], as: UTF8.self))
        k += 3
        start = k
      } else {
        k += 1
      }
    }
    guard pieces.count == values.count, start == folded.count else {
      return values.map { String(Character(Unicode.Scalar(UInt32($0))!)).folding(options: options, locale: nil) }
    }
    return pieces
  }


  /// The UTF-8 bytes of the text's folding, or nil when it has a character past U+00FF.
  static func foldedBytes(_ text: String) -> [UInt8]? {
    var text = text
    text.makeContiguousUTF8()  // (a native string already is: no copy)
    return text.utf8.withContiguousStorageIfAvailable(foldedBytes) ?? nil
  }

  /// `foldedBytes` of valid UTF-8 (as every `String`'s is), read and written in place.
  static func foldedBytes(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    let table = table
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    let complete = table.bytes.withUnsafeBufferPointer { bytes in
      table.starts.withUnsafeBufferPointer { starts -> Bool in
        var i = 0
        let n = text.count
        while i < n {
          // ASCII, or U+0080…U+00FF: two bytes, the lead 0xC2 or 0xC3.
          guard let value = ShortScalars.next(text, &i, leads: 0xC2...0xC3) else { return false }
          let start = starts[value]
          let end = starts[value + 1]
          // (Most characters fold to one byte.)
          if end - start == 1 { out.append(bytes[start]) } else { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        }
        return true
      }
    }
    return complete ? out : nil
  }

  /// Whether each character U+0000…U+00FF alone folds to lowercase ASCII (what `uncachedTokens`
  /// keeps of a folding): tells a text's folding apart without building it.
  static let foldsToLowercaseASCII: [Bool] = (0..<256).map { value in
    table.bytes[table.starts[value]..<table.starts[value + 1]].allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }
  }

  /// Whether the folding of valid UTF-8 is lowercase ASCII (`foldedBytes` of it, all lowercase
  /// ASCII), told a character at a time without building the folding.
  static func foldsToLowercaseASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    foldsToLowercaseASCII.withUnsafeBufferPointer { lowercase in
      var i = 0
      while i < text.count {
        guard let value = ShortScalars.next(text, &i, leads: 0xC2...0xC3), lowercase[value] else { return false }
      }
      return true
    }
  }

  /// `body` with the table lent: its bytes and their starts.
  static func withTable<Result>(_ body: (FoldedBytes.Table) -> Result) -> Result {
    let table = table
    return table.bytes.withUnsafeBufferPointer { bytes in
      table.starts.withUnsafeBufferPointer { starts in body(FoldedBytes.Table(bytes: bytes, starts: starts)) }
    }
  }

  /// The bytes of a text's folding one at a time, read from the table and kept nowhere (the
  /// text's own bytes when `raw`): what compares two texts' first words without building either
  /// folding. Only for text `foldsToLowercaseASCII` accepts.
  struct FoldedBytes {
    struct Table {
      let bytes: UnsafeBufferPointer<UInt8>
      let starts: UnsafeBufferPointer<Int>
    }
    private let text: UnsafeBufferPointer<UInt8>
    private let table: Table
    private let raw: Bool
    private var i = 0
    private var next = 0
    private var end = 0

    init(_ text: UnsafeBufferPointer<UInt8>, raw: Bool, table: Table) {
      self.text = text
      self.raw = raw
      self.table = table
    }

    /// The next byte of the folding, nil at its end.
    mutating func nextByte() -> UInt8? {
      if raw {
        guard i < text.count else { return nil }
        defer { i += 1 }
        return text[i]
      }
      // (A character may fold to no bytes or to several.)
      while next == end {
        guard i < text.count, let value = ShortScalars.next(text, &i, leads: 0xC2...0xC3) else { return nil }
        next = table.starts[value]
        end = table.starts[value + 1]
      }
      defer { next += 1 }
      return table.bytes[next]
    }
  }

  static func fold(_ text: String) -> String? {
    foldedBytes(text).map { String(decoding: $0, as: UTF8.self) }
  }

  /// What `uncachedTokens` splits into words: the Latin-1 table's folding, or Foundation's.
  static func folded(_ text: String) -> String {
    fold(text) ?? text.folding(options: options, locale: nil)
  }
}
