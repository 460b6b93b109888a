import Lint
import TemplateSyntax

/// `--format github`: GitHub Actions workflow commands, one annotation per finding:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=an-lint (rule-id)::message`
/// (`warning`, `notice` for info). Escaping is exactly the Actions toolkit's
/// (`@actions/core` `escapeData` / `escapeProperty`). Columns are UTF-16 (as in SARIF),
/// `endColumn` one past the last character; for a multi-line range only `line` and
/// `endLine` are given (GitHub rejects columns on multi-line annotations).
/// `report.errors` become `::error title=an-lint::…` annotations without a file.
public struct GitHubReporter: Reporter {
  public static let name = "github"

  public init() {}

  /// `escapeData`: `%` `\r` `\n`.
  public static func escapeData(_ s: String) -> String {
    escape(s, property: false)
  }

  /// `escapeProperty`: `%` `\r` `\n` `:` `,`.
  public static func escapeProperty(_ s: String) -> String {
    escape(s, property: true)
  }

  private static func escape(_ s: String, property: Bool) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
      switch ch {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }

  static func command(_ s: Severity) -> String {
    switch s {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "notice"
    }
  }

  public func render(_ report: LintReport, options: ReporterOptions) -> [UInt8] {
    var out = ""
    for error in report.errors {
      out += "::error title=" + Self.escapeProperty(ToolInfo.name) + "::" + Self.escapeData(error) + "\n"
    }
    for f in report.findings where f.suppression == nil {
      let span = f.resolvedSpan
      let path = PathUtil.relative(f.path, root: options.sourceRoot) ?? f.path
      var props = "file=" + Self.escapeProperty(path) + ",line=\(span.start.line)"
      if span.start.line == span.end.line {
        props += ",col=\(span.start.utf16Column),endLine=\(span.end.line),endColumn=\(span.end.utf16Column)"
      } else {
        props += ",endLine=\(span.end.line)"
      }
      props += ",title=" + Self.escapeProperty(ToolInfo.name + " (" + f.ruleID + ")")
      out += "::" + Self.command(f.severity) + " " + props + "::" + Self.escapeData(f.message) + "\n"
    }
    return Array(out.utf8)
  }
}
