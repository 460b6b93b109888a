import Lint
import TemplateSyntax
import AccessibilityModel

/// `--format json`: one versioned object, documented in `docs/output-formats.md`.
///
/// ```
/// {"version":1,"tool":{"name":…,"version":…},"filesLinted":N,
///  "summary":{"errors":E,"warnings":W,"infos":I},"findings":[
/// {"ruleId":…,"severity":…,"message":…,"path":…,"start":{…},"end":{…},"platforms":[…],"fix":null|{…}},
/// …
/// ],"errors":[…]}
/// ```
/// (`errors` only when a path could not be linted.)
/// One finding per line; key order is fixed. Suppressed findings are not listed.
public struct JSONReporter: Reporter {
  public static let name = "json"
  public static let formatVersion = 1

  public init() {}

  public static let usesLineText = false

  public func stream(options: ReporterOptions) -> any ReportStream { Stream(body: Spool(limit: options.spoolMemoryLimit)) }

  /// The header holds totals (`filesLinted`, `summary`) known only at the end: the findings
  /// are spooled (`Spool`) as they come and copied after the header.
  struct Stream: ReportStream {
    let body: Spool
    var counts = SeverityCounts()
    var first = true

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {}

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      var w = body.take()
      findings.withUnsafeBufferPointer { findings in
        for i in 0..<findings.count where findings[i].suppression == nil {
          w.raw(first ? "\n" : ",\n")
          first = false
          JSONReporter.write(findings[i], to: &w)
        }
      }
      counts.add(findings)
      body.give(w)
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var w = JSONWriter(capacity: 256)
      w.raw("{\"version\":")
      w.int(JSONReporter.formatVersion)
      w.raw(",\"tool\":{\"name\":")
      w.string(ToolInfo.name)
      w.raw(",\"version\":")
      w.string(ToolInfo.version)
      w.raw("},\"filesLinted\":")
      w.int(filesLinted)
      w.raw(",\"summary\":{\"errors\":")
      w.int(counts.errors)
      w.raw(",\"warnings\":")
      w.int(counts.warnings)
      w.raw(",\"infos\":")
      w.int(counts.infos)
      w.raw("},\"findings\":[")
      out.write(w.bytes)
      body.drain(to: out)
      w = JSONWriter(capacity: 256)
      w.raw(first ? "]" : "\n]")
      // Paths that could not be linted (unreadable, too large, a bad configuration): listed, and
      // not counted in `filesLinted`. The key is there only when something went wrong.
      if !errors.isEmpty {
        w.raw(",\"errors\":[")
        for (i, error) in errors.enumerated() {
          w.raw(i == 0 ? "\n" : ",\n")
          w.string(error)
        }
        w.raw("\n]")
      }
      w.raw("}\n")
      out.write(w.bytes)
    }
  }

  static func write(_ f: Finding, to w: inout JSONWriter) {
    let span = f.resolvedSpan
    w.raw("{\"ruleId\":")
    w.string(f.ruleID)
    w.raw(",\"severity\":\"")
    w.raw(f.severity.rawValue)
    w.raw("\",\"message\":")
    w.string(f.message)
    w.raw(",\"path\":")
    w.string(f.path)
    w.raw(",\"start\":")
    position(span.start, to: &w)
    w.raw(",\"end\":")
    position(span.end, to: &w)
    w.raw(",\"platforms\":[")
    for (i, p) in f.platforms.enumerated() {
      w.raw(i == 0 ? "\"" : ",\"")
      w.raw(p.rawValue)
      w.byte(0x22)
    }
    w.raw("],\"fix\":")
    if let fix = f.fix {
      w.raw("{\"description\":")
      w.string(fix.description)
      w.raw(",\"applicability\":\"")
      w.raw(fix.applicability.rawValue)
      w.raw("\",\"edits\":[")
      for (i, edit) in fix.edits.enumerated() {
        w.raw(i == 0 ? "{\"start\":" : ",{\"start\":")
        w.int(Int(edit.range.start))
        w.raw(",\"end\":")
        w.int(Int(edit.range.end))
        w.raw(",\"replacement\":")
        w.string(edit.replacement)
        w.byte(0x7D)
      }
      w.raw("]}")
    } else {
      w.raw("null")
    }
    w.byte(0x7D)
  }

  static func position(_ p: SourcePosition, to w: inout JSONWriter) {
    w.raw("{\"line\":")
    w.int(p.line)
    w.raw(",\"column\":")
    w.int(p.column)
    w.raw(",\"utf16Column\":")
    w.int(p.utf16Column)
    w.raw(",\"offset\":")
    w.int(p.offset)
    w.byte(0x7D)
  }
}
