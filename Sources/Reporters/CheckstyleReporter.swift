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
  /// controls, U+FFFE, U+FFFF) become U+FFFD.
  public static func escapeAttribute(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
      switch ch.value {
      case 0x26: out += "&amp;"
      case 0x3C: out += "&lt;"
      case 0x3E: out += "&gt;"
      case 0x22: out += "&quot;"
      case 0x27: out += "&apos;"
      case 0x09: out += "&#9;"
      case 0x0A: out += "&#10;"
      case 0x0D: out += "&#13;"
      case 0x00..<0x20, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }

  static func severity(_ s: Severity) -> String { s.rawValue }

  public func render(_ report: LintReport, options: ReporterOptions) -> [UInt8] {
    var order: [String] = []
    var byFile: [String: [Finding]] = [:]
    for f in report.findings where f.suppression == nil {
      if byFile[f.path] == nil { order.append(f.path) }
      byFile[f.path, default: []].append(f)
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for path in order {
      out += "  <file name=\"" + Self.escapeAttribute(path) + "\">\n"
      for f in byFile[path]! {
        let span = f.resolvedSpan
        out += "    <error line=\"\(span.start.line)\" column=\"\(span.start.column)\" severity=\""
          + Self.severity(f.severity) + "\" message=\"" + Self.escapeAttribute(f.message)
          + "\" source=\"" + Self.escapeAttribute(ToolInfo.name + "." + f.ruleID) + "\"/>\n"
      }
      out += "  </file>\n"
    }
    out += "</checkstyle>\n"
    return Array(out.utf8)
  }
}
