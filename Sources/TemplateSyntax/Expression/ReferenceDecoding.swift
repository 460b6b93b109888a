/// Angular decodes character references in binding values and interpolations before it parses
/// them (`[label]="&quot;Hola&quot;"` is the string `"Hola"`). This parses the decoded text and
/// maps every range in the result back to the file.
enum ReferenceDecoding {
  /// Whether the bytes of `range` hold something Angular would decode: `&`, then at least one
  /// byte that is not `;`, then `;`.
  static func mayHaveReference(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> Bool {
    let end = min(Int(range.end), bytes.count)
    // The first `&`, then a `;` at least two bytes after it (both found a word at a time).
    let amp = ByteScan.firstOf(bytes, from: Int(range.start), to: end, UInt8(ascii: "&"))
    guard amp + 2 < end else { return false }
    return ByteScan.firstOf(bytes, from: amp + 2, to: end, UInt8(ascii: ";")) < end
  }

  /// Parses `range` after decoding its references (Angular's rule: each `&…;` up to the first
  /// `;`, decoded when it names a known reference or a `#123` / `#x7B` number, else kept).
  /// `lexerNumbers`: decode numbers as Angular's markup lexer does for a binding's value
  /// (`&#39a;` is `'`: hexadecimal digits are read, the leading decimal ones converted).
  /// `buildsTree: false` checks only (see `ExprParserCore.buildsTree`): diagnostics, no expression.
  /// `templateBindings`: the text is a structural directive's value (`parseTemplateBindings`).
  /// `ngspIsSpace`: U+E500, decoded (`&ngsp;`, `&#xE500;`) or written, is a space (in text);
  /// `collapsesSpaceRuns`: so is a run of Unicode spaces (`ExpressionLexer.collapsesSpaceRuns`).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange, action: Bool,
                    lexerNumbers: Bool = false, ngspIsSpace: Bool = false, collapsesSpaceRuns: Bool = false,
                    buildsTree: Bool = true,
                    templateBindings: Bool = false, arena: ExprArena = ExprArena()) -> ExpressionParser.Result {
    var decoded: [UInt8] = []
    var origin: [Int] = []
    let end = Int(range.end)
    decoded.reserveCapacity(range.length)
    origin.reserveCapacity(range.length)
    var i = Int(range.start)
    while i < end {
      if bytes[i] == UInt8(ascii: "&") {
        var j = i + 1
        if lexerNumbers {
          // the markup lexer's reading: `&#…;`, or `&` + letters and digits + `;`
          if j < end && bytes[j] == UInt8(ascii: "#") {
            j += 1
            while j < end && (isASCIILetter(bytes[j]) || isDigit(bytes[j])) { j += 1 }
          } else {
            while j < end && (isASCIILetter(bytes[j]) || isDigit(bytes[j])) { j += 1 }
          }
          if j >= end || bytes[j] != UInt8(ascii: ";") {
            decoded.append(bytes[i])
            origin.append(i)
            i += 1
            continue
          }
        }
        while j < end && bytes[j] != UInt8(ascii: ";") { j += 1 }
        if j < end && j > i + 1, let text = decode(bytes, i + 1, j, lexerNumbers: lexerNumbers) {
          let replacement = ngspIsSpace ? CharacterReference.inText(text) : text
          for b in replacement.utf8 {
            decoded.append(b)
            origin.append(i)
          }
          i = j + 1
          continue
        }
        if j < end && j > i + 1 {
          // an `&…;` Angular keeps as it is (the whole match is skipped)
          while i <= j {
            decoded.append(bytes[i])
            origin.append(i)
            i += 1
          }
          continue
        }
      }
      decoded.append(bytes[i])
      origin.append(i)
      i += 1
    }
    let result = decoded.withUnsafeBufferPointer { buffer in
      var parser = ExprParserCore(bytes: buffer, range: ByteRange(0, buffer.count), action: action,
                                  buildsTree: buildsTree && !templateBindings, stripsComment: !templateBindings,
                                  ngspIsSpace: ngspIsSpace, collapsesSpaceRuns: collapsesSpaceRuns)
      return templateBindings ? parser.parseTemplateBindings() : parser.parseRoot()
    }
    let map = OffsetMap(origin: origin, end: end)
    return ExpressionParser.Result(expression: result.expression.map { arena.copy($0, mappingRanges: map.remap) },
                                   diagnostics: result.diagnostics.map { SyntaxDiagnostic($0.message, map.remap($0.range)) })
  }

  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, lexerNumbers: Bool = false) -> String? {
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    if let named = NamedEntities.table[name] { return named }
    guard bytes[start] == UInt8(ascii: "#"), end - start >= 2 else { return nil }
    var i = start + 1
    var radix = 10
    if bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") {
      radix = 16
      i += 1
      if i == end { return nil }
    }
    var value = 0
    let digitsStart = i
    while i < end {
      let b = bytes[i]
      let digit: Int
      if isDigit(b) { digit = Int(b - 0x30) }
      else if radix == 16 && (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 { digit = Int((b | 0x20) - 0x61 + 10) }
      else if lexerNumbers && radix == 10 && i > digitsStart && (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 {
        // the rest must still be hexadecimal digits, which Angular reads and ignores
        var k = i
        while k < end && (isDigit(bytes[k]) || ((bytes[k] | 0x20) >= 0x61 && (bytes[k] | 0x20) <= 0x66)) { k += 1 }
        if k < end { return nil }
        break
      }
      else { return nil }
      value = value * radix + digit
      if value > 0x10FFFF { return nil }
      i += 1
    }
    return Unicode.Scalar(UInt32(value)).map { String(Character($0)) } ?? "\u{FFFD}"
  }
}

/// Decoded offsets back to file offsets.
struct OffsetMap {
  let origin: [Int]
  let end: Int

  func offset(_ i: Int, isEnd: Bool) -> Int {
    if i >= origin.count { return end }
    if isEnd && i > 0 && origin[i] == origin[i - 1] { return offset(i, isEnd: false) }
    return origin[i]
  }

  func remap(_ r: ByteRange) -> ByteRange {
    let a = offset(Int(r.start), isEnd: false)
    let b = max(a, offset(Int(r.end), isEnd: true))
    return ByteRange(a, b)
  }
}
