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
    let program = Program.shared
    var splitter = WordSplitter()
    // (A word is at most about as long as the text: each character gives the bytes it had.)
    splitter.reserveCapacity(wordBytes: bytes.count)
    return program.code.withUnsafeBufferPointer { code -> (tokens: [String], lastIsCompound: Bool)? in
      var i = 0
      let n = bytes.count
      while i < n {
        // ASCII, or U+0600…U+06FF: two bytes, the lead 0xD8…0xDB.
        guard let value = ShortScalars.next(bytes, &i, leads: 0xD8...0xDB) else { return nil }
        let slot = value < 0x80 ? value : 0x80 + value - 0x600
        var k = Int(program.start[slot])
        guard k >= 0 else { return nil }
        let end = Int(program.end[slot])
        while k < end {
          let op = code[k]
          if op == Program.append {
            let count = Int(code[k + 1])
            splitter.append(UnsafeBufferPointer(rebasing: code[(k + 2)..<(k + 2 + count)]))
            k += 2 + count
          } else {
            splitter.separate(isHyphen: op == Program.hyphen)
            k += 1
          }
        }
      }
      return splitter.finish()
    }
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
    var text = text  // (`withUTF8` lends a native string's own bytes: no copy)
    return text.withUTF8 { bytes -> FirstWord? in
      let program = Program.shared
      return program.code.withUnsafeBufferPointer { code -> FirstWord? in
        var word = FirstWord()
        var i = 0
        while i < bytes.count {
          guard let value = ShortScalars.next(bytes, &i, leads: 0xD8...0xDB) else { return nil }
          let slot = value < 0x80 ? value : 0x80 + value - 0x600
          var k = Int(program.start[slot])
          guard k >= 0 else { return nil }
          let end = Int(program.end[slot])
          while k < end {
            guard code[k] == Program.append else {
              // (A separator ends the first word once it has begun.)
              if word.count > 0 { return word }
              k += 1
              continue
            }
            // (One step appends one scalar's UTF-8 bytes.)
            let count = Int(code[k + 1])
            var scalar = UInt32(code[k + 2])
            if count > 1 {
              scalar &= 0xFF >> UInt32(count + 1)
              for n in 1..<count { scalar = scalar << 6 | UInt32(code[k + 2 + n] & 0x3F) }
            }
            switch word.count {
            case 0: word.scalars.0 = scalar
            case 1: word.scalars.1 = scalar
            case 2: word.scalars.2 = scalar
            default: break
            }
            word.count += 1
            k += 2 + count
          }
        }
        return word
      }
    }
  }

  /// `steps` as one array of bytes, read without copying a step: a slot's steps one after
  /// another (`append`, a byte count and the bytes; `separator` or `hyphen`), from
  /// `start[slot]` to `end[slot]` (-1 for a slot left to Foundation).
  struct Program {
    static let append: UInt8 = 0
    static let separator: UInt8 = 1
    static let hyphen: UInt8 = 2

    var code: [UInt8] = []
    var start: [Int32] = []
    var end: [Int32] = []

    static let shared: Program = {
      var program = Program()
      for slotSteps in steps {
        guard let slotSteps else {
          program.start.append(-1)
          program.end.append(-1)
          continue
        }
        program.start.append(Int32(program.code.count))
        for step in slotSteps {
          switch step {
          case .append(let letters):
            precondition(letters.count < 256, "a step appends a few bytes")
            program.code.append(append)
            program.code.append(UInt8(letters.count))
            program.code.append(contentsOf: letters)
          case .separator(let isHyphen):
            program.code.append(isHyphen ? hyphen : separator)
          }
        }
        program.end.append(Int32(program.code.count))
      }
      return program
    }()
  }
}
