// The tree builder's ICU messages (`{count, plural, =0 {…} other {…}}`).
extension TreeBuilder {
  // MARK: - ICU messages

  /// `{switch, type, key {text} key {text}}` — cases hold text, interpolations and nested
  /// messages (elements inside a case are kept as literal text). Reads the message the lexer
  /// just delimited, with the ends it recorded, in one pass and with an explicit stack (nesting
  /// depth is unbounded).
  /// ICU messages nested deeper than this are an error (and stay text).
  static let maxICUDepth = 64

  /// An ICU message's switch value is a binding for Angular (its syntax errors are reported;
  /// it is read as written, and may be blank), except under `ngNonBindable`.
  mutating func checkSwitchValue(_ range: ByteRange) {
    if nonBindableDepth == 0 { checkExpression(range) }
  }

  mutating func parseICU(_ range: ByteRange) -> ICUMessage {
    let messageEnds = lexer.icuMessageEnds
    let caseEnds = lexer.icuCaseEnds
    let markup = lexer.icuMarkup
    let markupAt = lexer.icuMarkupAt
    /// A message being read: its header, the cases read so far, and the case being read.
    struct Frame {
      var range: ByteRange
      var switchValue = ""
      /// Where the switch value is written (between `{` and the first `,`).
      var switchRange = ByteRange(0, 0)
      var type = ""
      var cases: [ICUCase] = []
      var i: Int
      /// The case being read: its key, where its key starts, its content's end, its parts.
      var inCase = false
      var key = ""
      var keyStart = 0
      var contentEnd = 0
      var parts: [TextPart] = []
      var literalStart = 0
      /// The case's open elements (Angular builds each case's elements apart).
      var openTags: [ICUOpenTag] = []
    }
    func open(_ r: ByteRange, _ builder: TreeBuilder) -> Frame {
      let end = Int(r.end) - 1
      var frame = Frame(range: r, i: Int(r.start) + 1)
      var k = frame.i
      while k < end && builder.bytes[k] != UInt8(ascii: ",") { k += 1 }
      frame.switchValue = builder.text(ByteRange(frame.i, k)).trimmingASCIIWhitespace()
      frame.switchRange = ByteRange(frame.i, k)
      let typeStart = min(k + 1, end)
      k = typeStart
      while k < end && builder.bytes[k] != UInt8(ascii: ",") { k += 1 }
      frame.type = builder.text(ByteRange(typeStart, k)).trimmingASCIIWhitespace()
      frame.i = min(k + 1, end)
      return frame
    }
    var stack: [Frame] = [open(range, self)]
    checkSwitchValue(stack[0].switchRange)
    var reportedDeepICU = false
    while true {
      var f = stack.removeLast()
      let end = Int(f.range.end) - 1
      if !f.inCase {
        // the lexer's whitespace between cases: U+0009 to U+0020 and U+00A0
        while f.i < end {
          let b = bytes[f.i]
          if b >= 0x09 && b <= 0x20 { f.i += 1 } else if b == 0xC2 && f.i + 1 < end && bytes[f.i + 1] == 0xA0 { f.i += 2 } else { break }
        }
        if f.i < end && bytes[f.i] == UInt8(ascii: "{") && !(f.i + 1 < end && bytes[f.i + 1] == UInt8(ascii: "{")) {
          // a message between cases (Angular reads one there): skipped
          f.i = min(messageEnds[f.i] ?? end, end)
          stack.append(f)
          continue
        }
        if f.i >= end {
          let message = ICUMessage(range: f.range, switchValue: f.switchValue, type: f.type, cases: f.cases)
          guard var parent = stack.popLast() else { return message }
          parent.parts.append(.icu(message))
          parent.i = Int(f.range.end)
          parent.literalStart = parent.i
          stack.append(parent)
          continue
        }
        // The case's key is everything up to its `{` (Angular), trimmed.
        let keyStart = f.i
        var k = f.i
        while k < end && bytes[k] != UInt8(ascii: "{") { k += 1 }
        var keyEnd = k
        while keyEnd > keyStart && isWhitespace(bytes[keyEnd - 1]) { keyEnd -= 1 }
        f.key = text(ByteRange(keyStart, keyEnd))
        guard k < end, let contentEnd = caseEnds[k] else {
          error("invalid ICU message: case '\(f.key)' must be followed by '{'", ByteRange(keyStart, k))
          f.i = end
          stack.append(f)
          continue
        }
        f.inCase = true
        f.keyStart = keyStart
        f.contentEnd = min(contentEnd, end)
        f.parts = []
        f.openTags = []
        f.i = k + 1
        f.literalStart = f.i
        stack.append(f)
        continue
      }
      // inside a case: literal text, interpolations, nested messages
      let stop = f.contentEnd
      var nested: ByteRange? = nil
      while f.i < stop {
        if bytes[f.i] == UInt8(ascii: "<"), let tokens = markupAt[f.i] {
          checkICUMarkup(markup[tokens], openTags: &f.openTags)
          f.i = max(f.i + 1, Int(markup[tokens.upperBound - 1].range.end))
          continue
        }
        guard bytes[f.i] == UInt8(ascii: "{") else { f.i += 1; continue }
        if f.i + 1 < stop && bytes[f.i + 1] == UInt8(ascii: "{") {
          // Angular: quotes hide `}}`, and a tag ends the interpolation early (then `{{` is text)
          var k = f.i + 2
          var quote: UInt8 = 0
          while k + 1 < stop {
            let c = bytes[k]
            if quote == 0 && c == UInt8(ascii: "}") && bytes[k + 1] == UInt8(ascii: "}") { break }
            if startsTag(bytes, k, stop) { k = stop; break }
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == quote { quote = 0 } else if quote == 0 && (c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "`")) { quote = c }
            k += 1
          }
          if k + 1 >= stop {
            f.i += 2
            continue
          }
          if f.literalStart < f.i {
            let r = ByteRange(f.literalStart, f.i)
            f.parts.append(.literal(decodeText(r, inText: true), r))
          }
          let exprRange = ByteRange(f.i + 2, k)
          f.parts.append(.interpolation(Interpolation(range: ByteRange(f.i, k + 2), expressionRange: exprRange,
                                                      expression: parseExpression(exprRange, site: .icuInterpolation))))
          f.i = k + 2
          f.literalStart = f.i
          continue
        }
        if let messageEnd = messageEnds[f.i], messageEnd <= stop {
          if stack.count + 1 >= TreeBuilder.maxICUDepth {
            // Deeper messages stay text: the tree of nested values must stay shallow enough
            // to be walked and freed on a small stack.
            if !reportedDeepICU {
              error("ICU messages nested more than \(TreeBuilder.maxICUDepth) deep", ByteRange(f.i, f.i + 1))
              reportedDeepICU = true
            }
            f.i = messageEnd
            continue
          }
          if f.literalStart < f.i {
            let r = ByteRange(f.literalStart, f.i)
            f.parts.append(.literal(decodeText(r, inText: true), r))
          }
          nested = ByteRange(f.i, messageEnd)
          break
        }
        f.i += 1
      }
      if let nested {
        stack.append(f)
        stack.append(open(nested, self))
        checkSwitchValue(stack[stack.count - 1].switchRange)
        continue
      }
      if f.literalStart < stop {
        let r = ByteRange(f.literalStart, stop)
        f.parts.append(.literal(decodeText(r, inText: true), r))
      }
      f.cases.append(ICUCase(key: f.key, range: ByteRange(f.keyStart, min(stop + 1, end)), parts: f.parts))
      f.inCase = false
      f.i = stop + 1
      stack.append(f)
    }
  }
}
