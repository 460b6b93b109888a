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

  public func render(_ report: LintReport, options: ReporterOptions) -> [UInt8] {
    var w = JSONWriter(capacity: 16 + report.findings.count * 250)
    let lineHashes = Fingerprint.lineHashKeys(report.findings)
    var relativePaths: [String: String] = [:]
    w.byte(0x5B)
    var first = true
    var previousPath: String? = nil
    var path = ""
    var pathHash: UInt64 = 0
    for (i, f) in report.findings.enumerated() where f.suppression == nil {
      if f.path != previousPath {
        if let cached = relativePaths[f.path] {
          path = cached
        } else {
          path = PathUtil.relative(f.path, root: options.sourceRoot) ?? f.path
          relativePaths[f.path] = path
        }
        previousPath = f.path
        pathHash = Fingerprint.mix(Fingerprint.fnv1a(path), 0)
      }
      let hash = Self.fingerprint(pathHash: pathHash, ruleID: f.ruleID, lineHash: lineHashes[i])
      w.raw(first ? "\n{\"description\":" : ",\n{\"description\":")
      first = false
      // The description is shown as text in merge requests: controls and bidi characters
      // become U+FFFD (`OutputSafety`); the path stays exact (escaped by `JSONWriter`).
      w.string(OutputSafety.sanitize(f.message, keepNewlines: true))
      w.raw(",\"check_name\":")
      w.string(f.ruleID)
      w.raw(",\"fingerprint\":\"")
      w.hex(hash)
      w.raw("\",\"severity\":\"")
      w.raw(Self.severity(f.severity))
      w.raw("\",\"location\":{\"path\":")
      w.string(path)
      w.raw(",\"lines\":{\"begin\":")
      w.int(f.resolvedSpan.start.line)
      w.raw("}}}")
    }
    w.raw(first ? "]\n" : "\n]\n")
    return w.bytes
  }
}
