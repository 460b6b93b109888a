import Lint
import TemplateSyntax
import AccessibilityModel

/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
/// Valid against the OASIS schema (`.ci/check-sarif.py` checks it). See
/// `docs/output-formats.md` for every field.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  public static let uriBaseID = "%SRCROOT%"

  public init() {}

  public static let usesLineText = true

  public func stream(options: ReporterOptions) -> any ReportStream { Stream(options: options) }

  /// The tool and its rules are written at once; `invocations` (the errors) comes before
  /// `results` but is known only at the end, so the results are spooled (`Spool`) as they
  /// come and copied after it.
  struct Stream: ReportStream {
    let options: ReporterOptions
    var ruleIndex: [String: Int] = [:]
    var first = true
    let body: Spool

    init(options: ReporterOptions) {
      self.options = options
      body = Spool(limit: options.spoolMemoryLimit)
    }

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {
      var w = JSONWriter(capacity: 4096 + rules.count * 600)
      w.raw("{\"$schema\":")
      w.string(SARIFReporter.schemaURI)
      w.raw(",\"version\":\"2.1.0\",\"runs\":[{\n\"tool\":{\"driver\":{\"name\":")
      w.string(ToolInfo.name)
      w.raw(",\"version\":")
      w.string(ToolInfo.version)
      w.raw(",\"semanticVersion\":")
      w.string(ToolInfo.version)
      w.raw(",\"informationUri\":")
      w.string(ToolInfo.informationURI)
      w.raw(",\"rules\":[")
      for (i, rule) in rules.enumerated() {
        if ruleIndex[rule.id] == nil { ruleIndex[rule.id] = i }
        w.raw(i == 0 ? "\n" : ",\n")
        SARIFReporter.write(rule, to: &w)
      }
      w.raw(rules.isEmpty ? "]}},\n" : "\n]}},\n")
      out.write(w.bytes)
    }

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      guard let path = findings.first?.path else { return }
      // Occurrences are counted per file: every finding of the file is here.
      let fingerprints = Fingerprint.lineHashKeys(findings)
      let location = SARIFReporter.artifactLocation(path, root: options.sourceRoot)
      var w = body.take()
      findings.withUnsafeBufferPointer { findings in
        for i in 0..<findings.count {
          w.raw(first ? "\n" : ",\n")
          first = false
          SARIFReporter.write(findings[i], ruleIndex: ruleIndex[findings[i].ruleID], fingerprint: fingerprints[i],
                              artifactLocation: location, to: &w)
        }
      }
      body.give(w)
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var w = JSONWriter(capacity: 1024)
      w.raw("\"invocations\":[{\"executionSuccessful\":")
      w.bool(errors.isEmpty)
      w.raw(",\"toolExecutionNotifications\":[")
      for (i, error) in errors.enumerated() {
        w.raw(i == 0 ? "{\"level\":\"error\",\"message\":{\"text\":" : ",{\"level\":\"error\",\"message\":{\"text\":")
        w.string(error)
        w.raw("}}")
      }
      w.raw("]}],\n")
      if !options.sourceRoot.isEmpty {
        w.raw("\"originalUriBaseIds\":{\"%SRCROOT%\":{\"uri\":")
        w.string(PathUtil.fileURI(directory: options.sourceRoot))
        w.raw("}},\n")
      }
      w.raw("\"columnKind\":\"utf16CodeUnits\",\n\"results\":[")
      out.write(w.bytes)
      body.drain(to: out)
      w = JSONWriter(capacity: 16)
      w.raw(first ? "]\n}]}\n" : "\n]\n}]}\n")
      out.write(w.bytes)
    }
  }

  // MARK: Rules

  /// `unknown-role` → `UnknownRole`.
  public static func ruleName(_ id: String) -> String {
    var out = ""
    var upperNext = true
    for ch in id {
      if ch.isLetter || ch.isNumber {
        out += upperNext ? ch.uppercased() : String(ch)
        upperNext = false
      } else {
        upperNext = true
      }
    }
    return out
  }

  public static func helpURI(_ id: String) -> String { ToolInfo.rulesDocBase + "/" + id + ".md" }

  static func level(_ severity: Severity) -> StaticString {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  static func write(_ rule: RuleDescription, to w: inout JSONWriter) {
    let help = helpURI(rule.id)
    let sentence = rule.summary.hasSuffix(".") ? rule.summary : rule.summary + "."
    w.raw("{\"id\":")
    w.string(rule.id)
    w.raw(",\"name\":")
    w.string(ruleName(rule.id))
    w.raw(",\"shortDescription\":{\"text\":")
    w.string(rule.summary)
    w.raw("},\"fullDescription\":{\"text\":")
    w.string(rule.rationale)
    w.raw("},\"help\":{\"text\":")
    // The help stands alone: the rationale, with its WCAG and platform references, then the page.
    w.string(sentence + " " + rule.rationale + " See " + help)
    w.raw(",\"markdown\":")
    w.string("**" + sentence + "**\n\n" + rule.rationale + "\n\nSee [" + rule.id + "](" + help + ").")
    w.raw("},\"helpUri\":")
    w.string(help)
    w.raw(",\"defaultConfiguration\":{\"level\":\"")
    w.raw(level(rule.defaultSeverity))
    w.raw("\"},\"properties\":{\"tags\":")
    w.stringArray(rule.tags)
    w.raw("}}")
  }

  // MARK: Results

  /// The `artifactLocation` object for a finding path: relative (percent-encoded) with
  /// `uriBaseId` when the path is relative or under the source root, else an absolute
  /// `file://` URI.
  static func artifactLocation(_ path: String, root: String) -> [UInt8] {
    var w = JSONWriter(capacity: 64)
    w.raw("{\"uri\":")
    if let relative = PathUtil.relative(path, root: root) {
      w.string(PathUtil.percentEncode(relative))
      w.raw(",\"uriBaseId\":\"%SRCROOT%\"}")
    } else {
      w.string("file://" + PathUtil.percentEncode(path))
      w.byte(0x7D)
    }
    return w.bytes
  }

  static func write(_ f: Finding, ruleIndex: Int?, fingerprint: Fingerprint.LineHashKey, artifactLocation: [UInt8],
                    to w: inout JSONWriter) {
    let span = f.resolvedSpan
    w.raw("{\"ruleId\":")
    w.string(f.ruleID)
    if let ruleIndex {
      w.raw(",\"ruleIndex\":")
      w.int(ruleIndex)
    }
    w.raw(",\"level\":\"")
    w.raw(level(f.severity))
    w.raw("\",\"message\":{\"text\":")
    w.string(f.message)
    w.raw("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":")
    w.bytes.append(contentsOf: artifactLocation)
    w.raw(",\"region\":")
    region(span.start.line, span.start.utf16Column, span.end.line, span.end.utf16Column, to: &w)
    w.raw("}}],\"partialFingerprints\":{\"primaryLocationLineHash\":\"")
    w.hex(fingerprint.hash)
    w.byte(0x3A)
    w.int(fingerprint.occurrence)
    w.raw("\"},\"suppressions\":[")
    if let suppression = f.suppression {
      w.raw("{\"kind\":\"inSource\"")
      if let justification = suppression.justification {
        w.raw(",\"justification\":")
        w.string(justification)
      }
      w.byte(0x7D)
    }
    w.byte(0x5D)
    if let fix = f.fix, let replacements = mappedEdits(fix, of: f, span: span) {
      w.raw(",\"fixes\":[{\"description\":{\"text\":")
      w.string(fix.description)
      w.raw("},\"artifactChanges\":[{\"artifactLocation\":")
      w.bytes.append(contentsOf: artifactLocation)
      w.raw(",\"replacements\":[")
      for (i, r) in replacements.enumerated() {
        w.raw(i == 0 ? "{\"deletedRegion\":" : ",{\"deletedRegion\":")
        region(r.startLine, r.startColumn, r.endLine, r.endColumn, to: &w)
        if !r.text.isEmpty {
          w.raw(",\"insertedContent\":{\"text\":")
          w.string(r.text)
          w.byte(0x7D)
        }
        w.byte(0x7D)
      }
      w.raw("]}],\"properties\":{\"applicability\":\"")
      w.raw(fix.applicability.rawValue)
      w.raw("\"}}]")
    }
    if !f.platforms.isEmpty {
      w.raw(",\"properties\":{\"platforms\":[")
      for (i, p) in f.platforms.enumerated() {
        w.raw(i == 0 ? "\"" : ",\"")
        w.raw(p.rawValue)
        w.byte(0x22)
      }
      w.raw("]}")
    }
    w.byte(0x7D)
  }

  static func region(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int,
                     to w: inout JSONWriter) {
    w.raw("{\"startLine\":")
    w.int(startLine)
    w.raw(",\"startColumn\":")
    w.int(startColumn)
    w.raw(",\"endLine\":")
    w.int(endLine)
    w.raw(",\"endColumn\":")
    w.int(endColumn)
    w.byte(0x7D)
  }

  struct Replacement: Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var text: String
  }

  /// The fix's edits as line/UTF-16-column regions, or nil when any edit boundary cannot
  /// be located from what a finding carries. A boundary is locatable when it is the
  /// finding's start or end offset (its `span` gives the position), or lies on the
  /// finding's first line (columns are counted in `lineText`).
  static func mappedEdits(_ fix: Fix, of f: Finding, span: SourceSpan) -> [Replacement]? {
    if fix.edits.isEmpty { return nil }
    var line: LineLocator? = nil
    func position(_ offset: Int) -> (line: Int, column: Int)? {
      if offset == span.start.offset { return (span.start.line, span.start.utf16Column) }
      if offset == span.end.offset { return (span.end.line, span.end.utf16Column) }
      if line == nil { line = LineLocator(f, span: span) }
      return line!.position(offset)
    }
    var out: [Replacement] = []
    out.reserveCapacity(fix.edits.count)
    for edit in fix.edits {
      guard let start = position(Int(edit.range.start)),
            let end = position(Int(edit.range.end)) else { return nil }
      out.append(Replacement(startLine: start.line, startColumn: start.column,
                             endLine: end.line, endColumn: end.column, text: edit.replacement))
    }
    return out
  }

  /// Maps byte offsets on a finding's first line to UTF-16 columns.
  struct LineLocator {
    let span: SourceSpan
    let lineUTF8: [UInt8]
    /// Byte offset of the first byte of `lineText` in the file; nil if inconsistent.
    let lineStart: Int?

    init(_ f: Finding, span: SourceSpan) {
      self.span = span
      lineUTF8 = Array((f.lineText ?? "").utf8)
      var i = 0
      var scalars = 1
      while scalars < span.start.column && i < lineUTF8.count {
        i += utf8Width(lineUTF8[i])
        scalars += 1
      }
      lineStart = (f.lineText != nil && scalars == span.start.column && i <= lineUTF8.count)
        ? span.start.offset - i : nil
    }

    func position(_ offset: Int) -> (line: Int, column: Int)? {
      if offset == span.start.offset { return (span.start.line, span.start.utf16Column) }
      if offset == span.end.offset { return (span.end.line, span.end.utf16Column) }
      guard let lineStart, offset >= lineStart, offset <= lineStart + lineUTF8.count else { return nil }
      var i = 0
      var utf16 = 1
      let target = offset - lineStart
      while i < target {
        let width = utf8Width(lineUTF8[i])
        utf16 += width == 4 ? 2 : 1
        i += width
      }
      return i == target ? (span.start.line, utf16) : nil
    }
  }
}

@inline(__always)
func utf8Width(_ lead: UInt8) -> Int {
  lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
}
