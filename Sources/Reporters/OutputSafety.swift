/// Text that reaches a terminal or a CI log: control characters and bidirectional
/// formatting characters from templates, messages and file names are made visible and inert.
///
/// Replaced by U+FFFD (one scalar for one, so columns stay aligned): C0 controls (except tab,
/// and line feed where kept), DEL, C1 controls (U+0080–U+009F), and the bidi controls
/// U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
///
/// GitHub Actions runs a line of a job's log as a workflow command when it begins with `::`
/// after any whitespace (`::warning::…`, `::add-mask::…`, `::stop-commands::…`), or when it
/// holds `##[` anywhere (the older form, `##[error]…`). `neutralizeCommand` breaks both: a line
/// that begins with `::` begins with `./` instead (such a line starts with a file name, and
/// `./` names the same file); a line whose `::` comes after whitespace (a message's
/// continuation line, a diff's context line) has its second `:` replaced by U+FFFD; `##[`
/// anywhere becomes `#�[`. Whitespace is Unicode's, and default-ignorable characters (soft
/// hyphen, zero-width joiner, …) between the marks do not hide them, since the runner may
/// compare text in a way that skips them.
public enum OutputSafety {
  public static func isUnsafe(_ v: UInt32, keepNewlines: Bool, keepCarriageReturns: Bool = false) -> Bool {
    switch v {
    case 0x09: return false
    case 0x0A: return !keepNewlines
    case 0x0D: return !keepCarriageReturns
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  public static func sanitize(_ text: String, keepNewlines: Bool = false, keepCarriageReturns: Bool = false) -> String {
    var needs = false
    for s in text.unicodeScalars where isUnsafe(s.value, keepNewlines: keepNewlines, keepCarriageReturns: keepCarriageReturns) {
      needs = true
      break
    }
    if !needs { return text }
    var scalars = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      scalars.append(isUnsafe(s.value, keepNewlines: keepNewlines, keepCarriageReturns: keepCarriageReturns) ? "\u{FFFD}" : s)
    }
    return String(scalars)
  }

  /// One line of output: sanitized, and never starting with `::`.
  public static func line(_ text: String) -> String {
    neutralizeCommand(sanitize(text, keepNewlines: false))
  }

  /// Several lines of output (a message that lists several errors): each line as `line`.
  public static func lines(_ text: String) -> String {
    neutralizeCommand(sanitize(text, keepNewlines: true))
  }

  /// Each line of a possibly multi-line text made inert for a CI log (see the type's
  /// description): `./` before a line that begins with `::`, U+FFFD for the second `:` of a
  /// `::` that follows whitespace at the start of a line, and for the second `#` of `##[`.
  /// Scalars stay one for one except for the `./`. `atLineStart: false`: the text follows
  /// other text on its first line (a message after `path:line:col: severity: `, a source line
  /// after a code frame's gutter), so only `##[` matters there.
  public static func neutralizeCommand(_ text: String, atLineStart: Bool = true) -> String {
    guard mayHoldCommand(text) else { return text }
    var scalars = Array(text.unicodeScalars)
    var prefixed: [Int] = []   // the line starts that get `./`
    var changed = false
    /// The index of the next scalar after `i` that is not default-ignorable, on the same line.
    func next(after i: Int) -> Int? {
      var j = i + 1
      while j < scalars.count, scalars[j] != "\n", isIgnorable(scalars[j]) { j += 1 }
      return j < scalars.count && scalars[j] != "\n" ? j : nil
    }
    var lineStart = 0
    while lineStart <= scalars.count {
      var i = lineStart
      while i < scalars.count, scalars[i] != "\n", scalars[i].properties.isWhitespace || isIgnorable(scalars[i]) { i += 1 }
      if lineStart > 0 || atLineStart, i < scalars.count, scalars[i] == ":", let second = next(after: i), scalars[second] == ":" {
        if i == lineStart { prefixed.append(lineStart) } else { scalars[second] = "\u{FFFD}" }
        changed = true
      }
      while i < scalars.count, scalars[i] != "\n" {
        if scalars[i] == "#", let second = next(after: i), scalars[second] == "#", let bracket = next(after: second),
           scalars[bracket] == "[" {
          scalars[second] = "\u{FFFD}"
          changed = true
        }
        i += 1
      }
      lineStart = i + 1
    }
    guard changed else { return text }
    var result = String.UnicodeScalarView()
    var nextPrefix = 0
    for (index, scalar) in scalars.enumerated() {
      if nextPrefix < prefixed.count, prefixed[nextPrefix] == index {
        result.append(contentsOf: "./".unicodeScalars)
        nextPrefix += 1
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// False when the text cannot hold a command: no `::` or `##`, and no `:` or `#` with a
  /// non-ASCII scalar (a default-ignorable one between the marks).
  static func mayHoldCommand(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var mark = false, nonASCII = false
    for byte in text.utf8 {
      if byte == 0x3A || byte == 0x23 {
        if previous == byte { return true }
        mark = true
      } else if byte >= 0x80 {
        nonASCII = true
      }
      previous = byte
    }
    return mark && nonASCII
  }

  /// Default-ignorable characters (U+00AD, U+200B–U+200F, U+2060–U+2064, U+FEFF, variation
  /// selectors, …), which a linguistic comparison may skip.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0xAD && scalar.properties.isDefaultIgnorableCodePoint
  }
}
