import Lint
import TemplateSyntax

/// `--format checkstyle`: Checkstyle 4.3 XML (Jenkins warnings-ng, reviewdog).
/// Files appear in the order of their first finding; each file's findings keep their
/// order. `column` counts Unicode scalars. `source` is `an-lint.<rule-id>`.
public struct CheckstyleReporter: Reporter {
  public static let name = "checkstyle"

  public init() {}

  /// Escapes text for an XML 1.0 attribute value in double quotes: `& < > " '` as
  /// entities; tab, LF and CR as character references (attribute-value normalization
  /// would turn them into spaces); characters XML 1.0 cannot represent at all (other C0
  /// controls, U+FFFE, U+FFFF) become U+FFFD; DEL, the C1 controls (U+0080–U+009F) and the
  /// bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069) become character references (`&#x202E;`): inert in the raw report, exact
  /// once parsed.
  public static func escapeAttribute(_ s: String) -> String {
    var w = JSONWriter(capacity: s.utf8.count + 16)
    escapeAttribute(s, to: &w)
    return String(decoding: w.bytes, as: UTF8.self)
  }

  static func escapeAttribute(_ s: String, to w: inout JSONWriter) {
    var s = s
    s.withUTF8 { input in
      var runStart = 0
      var i = 0
      let count = input.count
      while i < count {
        let b = input[i]
        let replacement: StaticString
        var width = 1
        switch b {
        case 0x26: replacement = "&amp;"
        case 0x3C: replacement = "&lt;"
        case 0x3E: replacement = "&gt;"
        case 0x22: replacement = "&quot;"
        case 0x27: replacement = "&apos;"
        case 0x09: replacement = "&#9;"
        case 0x0A: replacement = "&#10;"
        case 0x0D: replacement = "&#13;"
        case 0x00..<0x20: replacement = "\u{FFFD}"
        case 0x7F: replacement = "&#x7F;"
        case 0xC2 where i + 1 < count && input[i + 1] >= 0x80 && input[i + 1] <= 0x9F:
          if i > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i])) }
          characterReference(UInt32(input[i + 1]), to: &w)
          i += 2
          runStart = i
          continue
        case 0xD8 where i + 1 < count && input[i + 1] == 0x9C:
          replacement = "&#x61C;"
          width = 2
        case 0xE2 where i + 2 < count && ((input[i + 1] == 0x80 && (input[i + 2] == 0x8E || input[i + 2] == 0x8F
                                                                   || (input[i + 2] >= 0xAA && input[i + 2] <= 0xAE)))
                                          || (input[i + 1] == 0x81 && input[i + 2] >= 0xA6 && input[i + 2] <= 0xA9)):
          if i > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i])) }
          characterReference((input[i + 1] == 0x80 ? 0x2000 : 0x2040) + UInt32(input[i + 2] - 0x80), to: &w)
          i += 3
          runStart = i
          continue
        case 0xEF where i + 2 < count && input[i + 1] == 0xBF && (input[i + 2] == 0xBE || input[i + 2] == 0xBF):
          // U+FFFE, U+FFFF: not XML 1.0 characters.
          replacement = "\u{FFFD}"
          width = 3
        default:
          i += 1
          continue
        }
        if i > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i])) }
        w.raw(replacement)
        i += width
        runStart = i
      }
      if count > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart...])) }
    }
  }

  /// `&#xHH;` (uppercase hex, no leading zeros).
  static func characterReference(_ scalar: UInt32, to w: inout JSONWriter) {
    w.raw("&#x")
    var started = false
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8(truncatingIfNeeded: (scalar >> UInt32(shift)) & 0xF)
      if digit == 0 && !started && shift > 0 { continue }
      started = true
      w.byte(digit < 10 ? 0x30 + digit : 0x41 + digit - 10)
    }
    w.byte(0x3B)
  }

  public static let usesLineText = false

  public func stream(options: ReporterOptions) -> any ReportStream { Stream() }

  /// Written as it comes: a `<file>` element for each file with findings.
  struct Stream: ReportStream {
    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {
      var w = JSONWriter(capacity: 64)
      w.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
      out.write(w.bytes)
    }

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      guard let path = findings.first(where: { $0.suppression == nil })?.path else { return }
      var w = JSONWriter(capacity: 64 + findings.count * 200)
      w.raw("  <file name=\"")
      CheckstyleReporter.escapeAttribute(path, to: &w)
      w.raw("\">\n")
      for f in findings where f.suppression == nil {
        let span = f.resolvedSpan
        w.raw("    <error line=\"")
        w.int(span.start.line)
        w.raw("\" column=\"")
        w.int(span.start.column)
        w.raw("\" severity=\"")
        w.raw(f.severity.rawValue)
        w.raw("\" message=\"")
        CheckstyleReporter.escapeAttribute(f.message, to: &w)
        w.raw("\" source=\"")
        CheckstyleReporter.escapeAttribute(ToolInfo.name + "." + f.ruleID, to: &w)
        w.raw("\"/>\n")
      }
      w.raw("  </file>\n")
      out.write(w.bytes)
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var w = JSONWriter(capacity: 16)
      w.raw("</checkstyle>\n")
      out.write(w.bytes)
    }
  }
}
