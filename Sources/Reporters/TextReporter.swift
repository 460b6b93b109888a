import Lint
import TemplateSyntax

/// `--format text` (the default): one block per finding, then a summary line (none when
/// errors stopped the run before any file was linted).
///
/// ```
/// path:line:col: severity: message [rule-id]
///   12 | <an-button (tap)="go()">
///      |  ^~~~~~~~~
/// ```
/// Columns count Unicode scalars. The code frame shows the first line of the range; the
/// caret line copies tabs from the source line so it stays aligned. ANSI colour only
/// when `options.color` is set.
public struct TextReporter: Reporter {
  public static let name = "text"

  public init() {}

  struct Style {
    let on: Bool
    func wrap(_ code: String, _ text: String) -> String { on ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text }
    func bold(_ t: String) -> String { wrap("1", t) }
    func dim(_ t: String) -> String { wrap("2", t) }
    func caret(_ t: String) -> String { wrap("32", t) }
    func severity(_ s: Severity) -> String {
      switch s {
      case .error: return wrap("1;31", "error")
      case .warning: return wrap("1;33", "warning")
      case .info: return wrap("1;36", "info")
      }
    }
  }

  public static let usesLineText = true

  public func stream(options: ReporterOptions) -> any ReportStream { Stream(style: Style(on: options.color)) }

  /// Written as it comes; the summary line at the end.
  struct Stream: ReportStream {
    let style: Style
    var counts = SeverityCounts()
    var filesWithProblems = 0

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {}

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      var text = ""
      for f in findings where f.suppression == nil {
        let span = f.resolvedSpan
        // A line starting with `::` (after spaces), or holding `##[`, would be a GitHub Actions
        // workflow command: the path, and each line of a message that quotes a multi-line label.
        text += style.bold(OutputSafety.line("\(f.path):\(span.start.line):\(span.start.column):"))
        text += " " + style.severity(f.severity) + ": "
        let message = TextReporter.sanitize(f.message, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
        text += OutputSafety.neutralizeCommand(message.joined(separator: "\n  "), atLineStart: false)
        text += " " + style.dim("[" + f.ruleID + "]") + "\n"
        if let lineText = f.lineText {
          text += TextReporter.codeFrame(lineText: lineText, span: span, style: style)
        }
        text += "\n"
      }
      let before = counts.total
      counts.add(findings)
      if counts.total > before { filesWithProblems += 1 }
      out.write(Array(text.utf8))
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var text = ""
      // One wording for file counts everywhere: "N files linted, M with problems".
      if counts.total == 0 && filesLinted == 0 && !errors.isEmpty {
        // The run stopped before linting anything (a bad configuration, no path left): the
        // errors are on stderr, and no summary claims there are no problems.
      } else if counts.total == 0 {
        text += style.wrap("32", "no problems") + "; " + TextReporter.plural(filesLinted, "file") + " linted\n"
      } else {
        let line = "✖ " + TextReporter.plural(counts.total, "problem") + " (" + TextReporter.plural(counts.errors, "error") + ", "
          + TextReporter.plural(counts.warnings, "warning") + ", \(counts.infos) info); " + TextReporter.plural(filesLinted, "file")
          + " linted, \(filesWithProblems) with problems"
        text += style.wrap(counts.errors > 0 ? "1;31" : "1;33", line) + "\n"
      }
      out.write(Array(text.utf8))
    }
  }

  static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

  /// Control and bidi formatting characters become U+FFFD (`OutputSafety`), so source text,
  /// messages and file names cannot emit terminal escape sequences or reorder what is shown.
  /// One scalar stays one scalar, so columns still line up.
  static func sanitize(_ text: String, keepNewlines: Bool) -> String {
    OutputSafety.sanitize(text, keepNewlines: keepNewlines)
  }

  static func codeFrame(lineText: String, span: SourceSpan, style: Style) -> String {
    // One scalar for one (`##[` becomes `#�[`), so the caret stays under its column.
    let text = OutputSafety.neutralizeCommand(sanitize(lineText, keepNewlines: false), atLineStart: false)
    let number = String(span.start.line)
    let gutter = String(repeating: " ", count: number.count)
    var pad = ""
    var scalarCount = 0
    for s in text.unicodeScalars {
      if scalarCount < span.start.column - 1 { pad.unicodeScalars.append(s == "\t" ? "\t" : " ") }
      scalarCount += 1
    }
    let width: Int
    if span.end.line == span.start.line {
      width = span.end.column - span.start.column
    } else {
      width = scalarCount - span.start.column + 1
    }
    let marker = "^" + String(repeating: "~", count: max(0, width - 1))
    return "  " + style.dim(number + " |") + " " + text + "\n"
      + "  " + style.dim(gutter + " |") + " " + pad + style.caret(marker) + "\n"
  }
}
