import Lint
import TemplateSyntax

/// `--format gitlab`: a GitLab Code Quality report (a JSON array, one issue per line).
/// `fingerprint` is stable across unrelated edits: FNV-1a 64 of the path (relative to the
/// source root), the rule id and SARIF's `primaryLocationLineHash` (line hash + counter).
public struct GitLabReporter: Reporter {
  public static let name = "gitlab"

  public init() {}

  static func severity(_ s: Severity) -> StaticString {
    switch s {
    case .error: return "major"
    case .warning: return "minor"
    case .info: return "info"
    }
  }

  /// FNV-1a 64 of `path NUL rule-id NUL <primaryLocationLineHash>`.
  public static func fingerprint(path: String, ruleID: String, primaryLocationLineHash: String) -> UInt64 {
    var hash = Fingerprint.mix(Fingerprint.fnv1a(path), 0)
    hash = Fingerprint.mix(Fingerprint.fnv1a(ruleID, seed: hash), 0)
    return Fingerprint.fnv1a(primaryLocationLineHash, seed: hash)
  }

  static func fingerprint(pathHash: UInt64, ruleID: String, lineHash: Fingerprint.LineHashKey) -> UInt64 {
    var hash = Fingerprint.mix(Fingerprint.fnv1a(ruleID, seed: pathHash), 0)
    var shift: UInt64 = 60
    for _ in 0..<16 {
      hash = Fingerprint.mix(hash, hexDigit(UInt8(truncatingIfNeeded: (lineHash.hash >> shift) & 0xF)))
      shift &-= 4
    }
    hash = Fingerprint.mix(hash, 0x3A)
    return Fingerprint.fnv1a(String(lineHash.occurrence), seed: hash)
  }

  public static let usesLineText = true

  public func stream(options: ReporterOptions) -> any ReportStream { Stream(options: options) }

  /// Written as it comes: one issue per line.
  struct Stream: ReportStream {
    let options: ReporterOptions
    var first = true

    mutating func begin(rules: [RuleDescription], to out: ReportOutput) {
      out.write([0x5B])
    }

    mutating func file(_ findings: [Finding], to out: ReportOutput) {
      guard let first = findings.first else { return }
      // Occurrences are counted per file (suppressed findings included): every finding of the file is here.
      let lineHashes = Fingerprint.lineHashKeys(findings)
      let path = PathUtil.relative(first.path, root: options.sourceRoot) ?? first.path
      let pathHash = Fingerprint.mix(Fingerprint.fnv1a(path), 0)
      var w = JSONWriter(capacity: findings.count * 250)
      for (i, f) in findings.enumerated() where f.suppression == nil {
        let hash = GitLabReporter.fingerprint(pathHash: pathHash, ruleID: f.ruleID, lineHash: lineHashes[i])
        w.raw(self.first ? "\n{\"description\":" : ",\n{\"description\":")
        self.first = false
        // The description is shown as text in merge requests: controls and bidi characters
        // become U+FFFD (`OutputSafety`); the path stays exact (escaped by `JSONWriter`).
        w.string(OutputSafety.sanitize(f.message, keepNewlines: true))
        w.raw(",\"check_name\":")
        w.string(f.ruleID)
        w.raw(",\"fingerprint\":\"")
        w.hex(hash)
        w.raw("\",\"severity\":\"")
        w.raw(GitLabReporter.severity(f.severity))
        w.raw("\",\"location\":{\"path\":")
        w.string(path)
        w.raw(",\"lines\":{\"begin\":")
        w.int(f.resolvedSpan.start.line)
        w.raw("}}}")
      }
      out.write(w.bytes)
    }

    mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput) {
      var w = JSONWriter(capacity: 16)
      w.raw(first ? "]\n" : "\n]\n")
      out.write(w.bytes)
    }
  }
}
