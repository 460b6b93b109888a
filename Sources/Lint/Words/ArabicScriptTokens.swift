import Foundation

/// The words of text written only with ASCII and the Arabic block (U+0600…U+06FF: Arabic,
/// Persian, Urdu labels), put together from what folding and splitting do to each character
/// alone, which is worked out once per process from Foundation's folding and from
/// `WordMatcher.unicodeTokens`'s own tests. Through Foundation, an Arabic label costs about
/// twenty thousand instructions; here it costs a table lookup per character. Text with any
/// other character returns nil (`ArabicScriptTokensTests` checks the two agree on every pair
/// of these characters, alone and between words).
enum ArabicScriptTokens {
  /// What the splitter does with one scalar of a folding: add these UTF-8 bytes to the current
  /// word, or end the word (a separator, a hyphen or not). Scalars it drops have no step.
  enum Step: Equatable {
    case append([UInt8])
    case separator(isHyphen: Bool)
  }

  /// Steps for each character, by `slot`: ASCII first, then U+0600…U+06FF; nil for a
  /// character left to Foundation: a combining mark the words keep (25 Quranic annotation
  /// marks in U+0610…U+061A and U+06D6…U+06ED, which are alphabetic). Folding puts a run of
  /// marks in canonical order, so such a mark has no steps of its own. The marks a word drops
  /// (harakat, shadda, sukun, superscript alef) are dropped wherever they are.
  static let steps: [[Step]?] = {
    var table: [[Step]?] = []
    let values = Array(0..<0x80) + Array(0x600...0x6FF)
    for (value, folded) in zip(values, Latin1Folding.foldEach(values)) {
      let scalar = Unicode.Scalar(UInt32(value))!
      let steps = folded.unicodeScalars.flatMap(steps(of:))
      let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
      table.append(isMark && !steps.isEmpty ? nil : steps)
    }
    return table
  }()

  /// The steps `WordSplitter` takes for one scalar of folded text.
  static func steps(of scalar: Unicode.Scalar) -> [Step] {
    switch WordSplitter.role(of: scalar) {
    case .replaced(let letters): return letters.map { .append(Array(String($0).utf8)) }
    case .letter: return [.append(Array(String(scalar).utf8))]
    case .mark: return []
    case .separator(let isHyphen): return [.separator(isHyphen: isHyphen)]
    }
  }

  /// The words of `text` as `unicodeTokens` gives them for its folding, or nil when the text
  /// has a character outside ASCII and the Arabic block.
  static func tokens(_ text: String) -> (tokens: [String], lastIsCompound: Bool)? {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable(tokens) ?? nil
  }

  static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [String], lastIsCompound: Bool)? {
    var splitter = WordSplitter()
    // (A word is at most about as long as the text: each character gives the bytes it had.)
    splitter.reserveCapacity(wordBytes: bytes.count)
    let walk = Program.shared.walk(bytes) { letter, _ in
      splitter.append(letter)
      return true
    } separator: { isHyphen in
      splitter.separate(isHyphen: isHyphen)
      return true
    }
    return walk == .unreadable ? nil : splitter.finish()
  }

  /// The first word of a text, told by its first three scalars (0 past its end) and its length
  /// in scalars: equal for two texts whose first words `tokens` gives alike.
  struct FirstWord: Equatable {
    var scalars: (UInt32, UInt32, UInt32) = (0, 0, 0)
    var count = 0

    static func == (lhs: FirstWord, rhs: FirstWord) -> Bool {
      lhs.count == rhs.count && lhs.scalars == rhs.scalars
    }
  }

  /// The first word `tokens` gives for `text` (`count` 0 when it has none), read through the
  /// table without making any word; nil when `tokens` would return nil.
  static func firstWord(_ text: String) -> FirstWord? {
    TextTools.withBytes(of: text) { bytes -> FirstWord? in
      var word = FirstWord()
      let walk = Program.shared.walk(bytes) { _, scalar in
        switch word.count {
        case 0: word.scalars.0 = scalar
        case 1: word.scalars.1 = scalar
        case 2: word.scalars.2 = scalar
        default: break
        }
        word.count += 1
        return true
      } separator: { _ in
        // (A separator ends the first word once it has begun.)
        word.count == 0
      }
      return walk == .unreadable ? nil : word
    }
  }

  /// `steps` as one array of bytes, read without copying a step: a slot's steps one after
  /// another (`append`, a byte count and the bytes; `separator` or `hyphen`), from
  /// `spans[slot].start` to its `end` (-1 for a slot left to Foundation). `scalars[k]` is the scalar
  /// that the `append` step at `k` appends (one step appends one scalar), so that the walks
  /// that read scalars do not decode its bytes again.
  struct Program {
    static let append: UInt8 = 0
    static let separator: UInt8 = 1
    static let hyphen: UInt8 = 2

    var code: [UInt8] = []
    var scalars: [UInt32] = []
    var spans: [Span] = []
    /// For each slot whose steps are one `append` (nearly every letter), where that step is in
    /// `code`; -1 for any other slot, whose steps are read from `spans`. (A letter is then
    /// read with one look-up, not through its span and the loop over its steps.)
    var singleAppends: [Int32] = []

    /// Where a slot's steps are in `code`.
    struct Span {
      var start: Int32
      var end: Int32
    }

    /// How a `walk` ended.
    enum Walk: Equatable {
      /// Every byte was read.
      case finished
      /// `letter` or `separator` asked to stop.
      case stopped
      /// A character is outside the table (outside ASCII and the Arabic block, or left to
      /// Foundation): `tokens` returns nil for such text.
      case unreadable
    }

    /// Reads `bytes` through the table as `tokens` splits them, without making any word:
    /// `letter` gets each scalar added to a word, as UTF-8 bytes and as its value, `separator`
    /// each end of a word (a hyphen or not); either returns false to stop the walk.
    @inline(__always) func walk(_ bytes: UnsafeBufferPointer<UInt8>,
                                letter: (_ bytes: UnsafeBufferPointer<UInt8>, _ scalar: UInt32) -> Bool,
                                separator: (_ isHyphen: Bool) -> Bool) -> Walk {
      // (The tables are read through their buffers: `code` is not empty, every ASCII letter has
      // a step; a slot is below 0x80 + 0x100, the count of `spans`; a step's index is below the
      // count of `code`, which `scalars` has too.)
      code.withUnsafeBufferPointer { code in scalars.withUnsafeBufferPointer { scalars in spans.withUnsafeBufferPointer { spans -> Walk in
      singleAppends.withUnsafeBufferPointer { singleAppends -> Walk in
        let codeBase = code.baseAddress!
        var i = 0
        while i < bytes.count {
          // ASCII, or U+0600…U+06FF: two bytes, the lead 0xD8…0xDB.
          guard let value = ShortScalars.next(bytes, &i, leads: 0xD8...0xDB) else { return .unreadable }
          let slot = value < 0x80 ? value : 0x80 + value - 0x600
          assert(slot < spans.count && slot < singleAppends.count)
          let single = Int(singleAppends[slot])
          if single >= 0 {
            let count = Int(code[single + 1])
            if !letter(UnsafeBufferPointer(start: codeBase + single + 2, count: count), scalars[single]) { return .stopped }
            continue
          }
          var k = Int(spans[slot].start)
          guard k >= 0 else { return .unreadable }
          let end = Int(spans[slot].end)
          while k < end {
            let op = code[k]
            if op == Program.append {
              let count = Int(code[k + 1])
              if !letter(UnsafeBufferPointer(start: codeBase + k + 2, count: count), scalars[k]) { return .stopped }
              k += 2 + count
            } else {
              if !separator(op == Program.hyphen) { return .stopped }
              k += 1
            }
          }
        }
        return .finished
      } } } }
    }

    /// The scalar whose UTF-8 bytes an `append` step appends (one step appends one scalar).
    static func scalar(_ letter: [UInt8]) -> UInt32 {
      var scalar = UInt32(letter[0])
      if letter.count > 1 {
        scalar &= 0xFF >> UInt32(letter.count + 1)
        for n in 1..<letter.count { scalar = scalar << 6 | UInt32(letter[n] & 0x3F) }
      }
      return scalar
    }

    static let shared: Program = {
      var program = Program()
      for slotSteps in steps {
        guard let slotSteps else {
          program.spans.append(Span(start: -1, end: -1))
          program.singleAppends.append(-1)
          continue
        }
        let start = Int32(program.code.count)
        if slotSteps.count == 1, case .append = slotSteps[0] {
          program.singleAppends.append(start)
        } else {
          program.singleAppends.append(-1)
        }
        for step in slotSteps {
          switch step {
          case .append(let letters):
            precondition(letters.count < 256, "a step appends a few bytes")
            program.scalars += [scalar(letters), 0] + [UInt32](repeating: 0, count: letters.count)
            program.code.append(append)
            program.code.append(UInt8(letters.count))
            program.code.append(contentsOf: letters)
          case .separator(let isHyphen):
            program.scalars.append(0)
            program.code.append(isHyphen ? hyphen : separator)
          }
        }
        program.spans.append(Span(start: start, end: Int32(program.code.count)))
      }
      assert(program.scalars.count == program.code.count, "a scalar slot for every byte of the code")
      return program
    }()
  }
}
