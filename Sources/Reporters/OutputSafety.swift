/// Text that reaches a terminal or a CI log: control characters and bidirectional
/// formatting characters from templates, messages and file names are made visible and inert.
///
/// Replaced by U+FFFD (one scalar for one, so columns stay aligned): C0 controls (except tab,
/// and line feed where kept), DEL, C1 controls (U+0080–U+009F), and the bidi controls
/// U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069. A line that would begin with `::`
/// (a GitHub Actions workflow command) begins with `./` instead (every such line starts with
/// a file name, and `./` names the same file).
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

  /// Each line of a possibly multi-line text that would start with `::` gets `./` before it.
  public static func neutralizeCommand(_ text: String) -> String {
    guard text.contains("::") else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for i in lines.indices where lines[i].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") {
      lines[i] = "./" + lines[i]
    }
    return lines.joined(separator: "\n")
  }
}
