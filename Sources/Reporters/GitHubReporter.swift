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
    var w = JSONWriter(capacity: s.utf8.count + 8)
    escape(s, property: property, to: &w)
    return String(decoding: w.bytes, as: UTF8.self)
  }

  static func command(_ s: Severity) -> StaticString {
    switch s {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "notice"
    }
  }

  public static let usesLineText = false

  public func stream(options: ReporterOptions) -> any ReportStream {
    Stream(options: options, body: Spool(limit: options.spoolMemoryLimit))
  }

  /// The errors come first but are known only at the end: the annotations are spooled
  /// (`Spool`) as they come and copied after them.
  struct Stream: ReportStream {
    let options: ReporterOptions
    let body: Spool

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {}

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      guard let first = findings.first else { return }
      let path = PathUtil.relative(first.path, root: options.sourceRoot) ?? first.path
      var w = body.take()
      for f in findings where f.suppression == nil {
        let span = f.resolvedSpan
        w.raw("::")
        w.raw(GitHubReporter.command(f.severity))
        w.raw(" file=")
        GitHubReporter.escape(path, property: true, to: &w)
        w.raw(",line=")
        w.int(span.start.line)
        if span.start.line == span.end.line {
          w.raw(",col=")
          w.int(span.start.utf16Column)
          w.raw(",endLine=")
          w.int(span.end.line)
          w.raw(",endColumn=")
          w.int(span.end.utf16Column)
        } else {
          w.raw(",endLine=")
          w.int(span.end.line)
        }
        w.raw(",title=")
        GitHubReporter.escape(ToolInfo.name + " (" + f.ruleID + ")", property: true, to: &w)
        w.raw("::")
        GitHubReporter.escape(f.message, property: false, to: &w)
        w.byte(0x0A)
      }
      body.give(w)
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var w = JSONWriter(capacity: 256)
      for error in errors {
        w.raw("::error title=")
        GitHubReporter.escape(ToolInfo.name, property: true, to: &w)
        w.raw("::")
        GitHubReporter.escape(error, property: false, to: &w)
        w.byte(0x0A)
      }
      out.write(w.bytes)
      body.drain(to: out)
    }
  }

  /// Byte-level escaping (all escaped characters are ASCII, so UTF-8 passes through).
  static func escape(_ s: String, property: Bool, to w: inout JSONWriter) {
    // Control and bidi characters (ESC, BEL, C1, U+202E, …) become U+FFFD first; line breaks
    // are then escaped, so a value never starts a line of its own.
    var s = OutputSafety.sanitize(s, keepNewlines: true, keepCarriageReturns: true)
    s.withUTF8 { input in
      var runStart = 0
      for i in 0..<input.count {
        let replacement: StaticString
        switch input[i] {
        case 0x25: replacement = "%25"
        case 0x0D: replacement = "%0D"
        case 0x0A: replacement = "%0A"
        case 0x3A where property: replacement = "%3A"
        case 0x2C where property: replacement = "%2C"
        default: continue
        }
        if i > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i])) }
        w.raw(replacement)
        runStart = i + 1
      }
      if input.count > runStart { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart...])) }
    }
  }
}
