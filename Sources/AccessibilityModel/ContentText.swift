import TemplateSyntax

/// The text an element contains, read as a screen reader would combine it.
///
/// Stored in 24 bytes (an element holds one): the parts as one literal or an array, the first
/// and end offsets as 32 bits (files are at most 64 MiB), -1 for none.
public struct ContentText: Sendable, Equatable {
  /// Content that is one literal (most text: `<an-text>Guardar</an-text>`) keeps it inline and
  /// makes its one-part array only when read.
  private enum Storage: Sendable {
    /// No part (what most elements hold: their content is never read). A case with no payload,
    /// so that making, copying and destroying an element's empty content touches no reference.
    case none
    case literal(String)
    /// Content that is one dynamic part (`<an-text>{{ title }}</an-text>`): its source, inline.
    case dynamic(String)
    /// Content that is two parts (`Hola {{ name }}`, `{{ n }} elementos`), kept in the
    /// template's table of pairs (`ContentPairs`): a box of its own per content was made and
    /// freed for each (an array of two, before, was destroyed through the runtime's generic path).
    case pair(ContentPair)
    /// Three parts or more.
    case parts([StringPart])
    /// Literals around one ICU message (a dynamic part), one group of blocks or one
    /// interpolation of alternatives, and the whole text for each of its cases, branches or
    /// alternatives.
    case choices([StringPart], [String?])
  }
  private var storage: Storage
  /// True when some of the text is conditional (inside a control-flow block or an ICU message)
  /// or was too large to collect.
  public let isConditional: Bool
  /// How far the text reaches past its first character (see `range`), in the two bytes the
  /// layout leaves free; 0 when not known or longer than `UInt16.max`.
  private let storedLength: UInt16
  private let storedFirstOffset: Int32

  private static func length(from first: Int?, to end: Int?) -> UInt16 {
    guard let first, let end, end > first, end - first <= Int(UInt16.max) else { return 0 }
    return UInt16(end - first)
  }

  /// The parts.
  public var parts: [StringPart] {
    get {
      switch storage {
      case .none: return []
      case .literal(let text): return [.literal(text)]
      case .dynamic(let source): return [.dynamic(source: source)]
      case .pair(let pair): return [pair.first, pair.second]
      case .parts(let parts), .choices(let parts, _): return parts
      }
    }
    set { storage = Self.stored(newValue) }
  }

  /// The texts the content may be when it is literal text around one ICU message
  /// (`Tienes {n, plural, =1 {un aviso} other {avisos}}`), around one group of blocks that
  /// always shows a branch (`@if (on) { Wi-Fi on } @else { Wi-Fi off }`, a `@switch` with a
  /// `@default`), or around one interpolation of known alternatives (`Wi-Fi {{ on ? 'on' :
  /// 'off' }}`): one per case, branch or alternative, in order, whitespace collapsed, nil for
  /// one the linter cannot know (an interpolation, a nested message or element). Nil for other
  /// content.
  public var choices: [String?]? {
    if case .choices(_, let choices) = storage { return choices }
    return nil
  }

  /// Offset of the first non-whitespace character of the text, for findings that point at it.
  public var firstOffset: Int? { storedFirstOffset < 0 ? nil : Int(storedFirstOffset) }

  /// Where the text is written, from its first non-whitespace character to the end of its last
  /// piece (text, an interpolation, a nested element that names it), for findings that point at
  /// the text; a point at `firstOffset` when its end is not known, nil exactly when it is nil.
  public var range: ByteRange? {
    guard storedFirstOffset >= 0 else { return nil }
    let start = UInt32(storedFirstOffset)
    return ByteRange(start: start, end: start + UInt32(storedLength))
  }

  public init(parts: [StringPart], firstOffset: Int?, endOffset: Int? = nil, isConditional: Bool) {
    storage = Self.stored(parts)
    storedFirstOffset = firstOffset.map { Int32(truncatingIfNeeded: $0) } ?? -1
    storedLength = Self.length(from: firstOffset, to: endOffset)
    self.isConditional = isConditional
  }

  /// The parts the model collected (a lone part is stored as it is: no array is made).
  /// A two-part content keeps its parts in `pairs` (the template's), or, with none, in an array.
  init(_ collected: consuming ContentParts, pairs: ContentPairs? = nil, firstOffset: Int?, endOffset: Int? = nil, isConditional: Bool,
       choices: [String?]? = nil) {
    if let choices {
      storage = .choices(collected.all, choices)
    } else if let part = collected.takeLone() {
      // (Moved out of the parts, not copied: the parts are destroyed next.)
      switch consume part {
      case .literal(let text): storage = .literal(text)
      case .dynamic(let source): storage = .dynamic(source)
      }
    } else if let (first, second) = collected.takePair() {
      // (Handed on, not captured by a closure: a capture copied both parts.)
      if let pairs {
        storage = .pair(pairs.append(first, second))
      } else {
        storage = .parts([first, second])
      }
    } else {
      storage = Self.stored(collected.many)
    }
    storedFirstOffset = firstOffset.map { Int32(truncatingIfNeeded: $0) } ?? -1
    storedLength = Self.length(from: firstOffset, to: endOffset)
    self.isConditional = isConditional
  }

  private static func stored(_ parts: [StringPart]) -> Storage {
    if parts.isEmpty { return .none }
    if parts.count == 1 {
      switch parts[0] {
      case .literal(let text): return .literal(text)
      case .dynamic(let source): return .dynamic(source)
      }
    }
    // (Two parts given as an array stay in it: the array is already made.)
    return .parts(parts)
  }

  /// Equal when the parts, the choices, the offsets and whether the text is conditional are:
  /// two parts compare alike kept in a template's pairs or in an array.
  public static func == (a: ContentText, b: ContentText) -> Bool {
    a.isConditional == b.isConditional && a.storedLength == b.storedLength && a.storedFirstOffset == b.storedFirstOffset
      && a.parts == b.parts && a.choices == b.choices
  }

  /// No text. (Made where it is used, not a `static let`: reading a static checks that it was
  /// made, and copying one retained its storage.)
  public static var empty: ContentText { ContentText() }

  /// No text, with no first offset and nothing conditional.
  init() {
    storage = .none
    isConditional = false
    storedLength = 0
    storedFirstOffset = -1
  }

  /// The text when every part is known, whitespace collapsed.
  public var constant: String? {
    if isConditional { return nil }
    switch storage {
    case .none:
      return ""
    case .literal(let text):
      return collapseWhitespace(text)
    case .dynamic, .choices:
      return nil
    case .pair(let pair):
      guard case .literal(let first) = pair.first, case .literal(let second) = pair.second else { return nil }
      return collapseWhitespace(first + second)
    case .parts(let parts):
      var out = ""
      for part in parts {
        guard case .literal(let s) = part else { return nil }
        out += s
      }
      return collapseWhitespace(out)
    }
  }

  /// The name the text gives when every part is known (`AccessibleName.constant` of
  /// `constant`, `.none` when it is empty); nil when a part is not known. (A lone literal, most
  /// content, is collapsed and classified in one reading: `AccessibleName.collapsing`.)
  func constantName(_ origin: NameOrigin) -> AccessibleName? {
    // (Content that is unknown, as its case (or its pair's flag) tells, is answered before any
    // part is copied out.)
    guard !holdsUnknownLonePart, !isPairWithUnknownPart else { return nil }
    if !isConditional, case .literal(let text) = storage { return AccessibleName.collapsing(text, origin) }
    return constant.map { AccessibleName.constant($0, origin) }
  }

  /// Whether the text is conditional or one part the linter cannot know (`constant` and
  /// `constantName` are then nil), told from the case it is stored as, with no part copied.
  @inline(__always) var holdsUnknownLonePart: Bool {
    if isConditional { return true }
    switch storage {
    case .dynamic, .choices: return true
    default: return false
    }
  }

  /// Whether the text is two parts one of which the linter cannot know (`constant` is then nil).
  @inline(__always) var isPairWithUnknownPart: Bool {
    if case .pair(let pair) = storage { return !pair.isLiteral }
    return false
  }

  public var isEmpty: Bool {
    if isConditional { return false }
    switch storage {
    case .none:
      return true
    case .literal(let text):
      return UnicodeWhitespace.isBlank(text)
    case .dynamic, .choices:
      return false
    case .pair(let pair):
      guard case .literal(let first) = pair.first, case .literal(let second) = pair.second else { return false }
      return UnicodeWhitespace.isBlank(first) && UnicodeWhitespace.isBlank(second)
    case .parts(let parts):
      for part in parts {
        switch part {
        case .dynamic: return false
        case .literal(let s): if !UnicodeWhitespace.isBlank(s) { return false }
        }
      }
      return true
    }
  }
}

/// The parts of one template's two-part contents, two by two in one store: made as the model is
/// built (one store per template) and freed with the last content that holds it, not a box made
/// and freed per content. Appended to only while the model is built, read-only afterwards.
typealias ContentPairs = ItemStore<StringPart>

extension ItemStore where Item == StringPart {
  /// An empty store of pairs (its block one the thread kept for pairs, when it has one).
  convenience init() { self.init(capacity: 1, for: .pairs) }

  /// Keeps `first` and `second`, and returns where they are.
  func append(_ first: consuming StringPart, _ second: consuming StringPart) -> ContentPair {
    // (Room for 32 pairs at the first: grown by doubling from one, the store was moved six
    // times for a template's few dozen pairs.)
    if count == 0 { reserveCapacity(64) }
    let index = UInt32(truncatingIfNeeded: count)
    let isLiteral = first.isLiteral && second.isLiteral
    append(first)
    append(second)
    return ContentPair(table: self, index: index, isLiteral: isLiteral)
  }
}

extension StringPart {
  fileprivate var isLiteral: Bool {
    if case .literal = self { return true }
    return false
  }
}

/// The two parts of content that is two (`ContentText`'s storage): where they are in the
/// template's `ContentPairs`, and whether both are literals (most pairs are a literal and an
/// interpolation, `Hola {{ name }}`: told with no part read from the table).
struct ContentPair: Sendable {
  let table: ContentPairs
  let index: UInt32
  let isLiteral: Bool
  var first: StringPart { table[Int(index)] }
  var second: StringPart { table[Int(index) + 1] }
}

/// Runs of White_Space become one space, with none at either end (what a screen reader reads
/// from text content and labels).
func collapseWhitespace(_ s: String) -> String {
  // (A native string is contiguous, and read in place; another is made so first.)
  if let collapsed = s.utf8.withContiguousStorageIfAvailable({ collapsedWhitespace($0) }) { return collapsed ?? s }
  var text = s
  text.makeContiguousUTF8()
  return text.utf8.withContiguousStorageIfAvailable { collapsedWhitespace($0) ?? s } ?? collapseWhitespaceByScalars(s)
}

/// `collapseWhitespace` of the text of `run` (source bytes): an ASCII run (an expression,
/// mostly) is collapsed from its bytes, and decoded once, into the result.
func collapsedText(_ run: UnsafeBufferPointer<UInt8>) -> String {
  // (Other bytes are decoded first, as `SourceFile.text` decodes them: invalid ones are repaired.)
  guard ByteScan.isASCII(run) else { return collapseWhitespace(String(decoding: run, as: UTF8.self)) }
  return collapsedWhitespace(run) ?? String(decoding: run, as: UTF8.self)
}

/// The definition, one scalar at a time (also what the byte version is tested against).
func collapseWhitespaceByScalars(_ s: String) -> String {
  var out = String.UnicodeScalarView()
  var pendingSpace = false
  for scalar in s.unicodeScalars {
    if scalar.properties.isWhitespace {
      pendingSpace = !out.isEmpty
      continue
    }
    if pendingSpace { out.append(" "); pendingSpace = false }
    out.append(scalar)
  }
  return String(out)
}

/// The collapsed bytes, or nil when they are the bytes given (most labels: nothing to trim,
/// single inner spaces). ASCII whitespace is recognised directly; a multi-byte character is
/// decoded only when its lead byte can start a non-ASCII space (`UnicodeWhitespace`).
func collapsedWhitespace(_ b: UnsafeBufferPointer<UInt8>) -> String? {
  let n = b.count
  var i = 0
  var previousSpace = true
  var clean = true
  // Eight bytes at a step while none is below 0x20 or a lead byte that may start a non-ASCII
  // space (most of a label, accented and non-Latin letters included): such a step is clean
  // unless a space follows a space (or the start). From a step holding another byte (a tab, a
  // newline, a no-break space), the text is read a byte at a time. (Steps wrap: `i` stays
  // at most `n`, a buffer's count, and so do `count` and `j` below.)
  if let base = b.baseAddress {
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    while i &+ 8 <= n {
      let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      // (A byte below 0x20: the classic "has a byte less than n" test, exact as a yes or no.)
      if (x &- 0x2020_2020_2020_2020) & ~x & high != 0 { break }
      if x & high != 0 && UnicodeWhitespace.mayStartSpace(inWord: x) { break }
      // The high bit of each byte that is 0x20 (exact per byte: the low seven bits are added
      // apart, so no carry crosses into the next byte).
      let y = x ^ 0x2020_2020_2020_2020
      let spaces = ~(((y & low) &+ low) | y) & high
      if spaces & ((spaces << 8) | (previousSpace ? 0x80 : 0)) != 0 { clean = false; break }
      previousSpace = spaces >> 63 != 0
      i &+= 8
    }
  }
  while clean && i < n {
    let c = b[i]
    i &+= 1
    // (Printable ASCII, most bytes, in one comparison: no space, nothing to decode.)
    if c &- 0x21 < 0x5F {
      previousSpace = false
      continue
    }
    if c >= 0x80 {
      // (Told from its bytes: a curly apostrophe or an ellipsis, 0xE2 like the spaces
      // U+2000…U+205F, is not one, and leaves the text as it is.)
      if UnicodeWhitespace.mayStartSpace(c) && UnicodeWhitespace.isNonASCIISpace(b, at: i - 1) { clean = false; break }
      previousSpace = false
      continue
    }
    let space = UnicodeWhitespace.isASCIISpace(c)
    if space && (previousSpace || c != 0x20) { clean = false; break }
    previousSpace = space
  }
  if clean && (!previousSpace || n == 0) { return nil }

  // Written straight into the string's storage: the result is never longer than the text (a
  // run of spaces becomes at most one).
  return String(unsafeUninitializedCapacity: n) { out in
    var count = 0
    var pendingSpace = false
    var i = 0
    while i < n {
      let c = b[i]
      if c < 0x80 {
        i &+= 1
        if UnicodeWhitespace.isASCIISpace(c) {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace { out[count] = 0x20; count &+= 1; pendingSpace = false }
        out[count] = c
        count &+= 1
        continue
      }
      var j = i &+ 1
      while j < n && b[j] & 0xC0 == 0x80 { j &+= 1 }
      if UnicodeWhitespace.mayStartSpace(c) && UnicodeWhitespace.isNonASCIISpace(b, at: i) {
        pendingSpace = count > 0
        i = j
        continue
      }
      if pendingSpace { out[count] = 0x20; count &+= 1; pendingSpace = false }
      for k in i..<j {
        out[count] = b[k]
        count &+= 1
      }
      i = j
    }
    return count
  }
}
