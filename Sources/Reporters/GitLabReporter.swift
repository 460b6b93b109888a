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

  public func render(_ report: LintReport, options: ReporterOptions) -> [UInt8] {
    var w = JSONWriter(capacity: 16 + report.findings.count * 250)
    let lineHashes = Fingerprint.primaryLocationLineHashes(report.findings)
    var relativePaths: [String: String] = [:]
    w.byte(0x5B)
    var first = true
    for (i, f) in report.findings.enumerated() where f.suppression == nil {
      let path: String
      if let cached = relativePaths[f.path] {
        path = cached
      } else {
        path = PathUtil.relative(f.path, root: options.sourceRoot) ?? f.path
        relativePaths[f.path] = path
      }
      var hash = Fingerprint.fnv1a(path)
      hash = Fingerprint.mix(hash, 0)
      hash = Fingerprint.fnv1a(f.ruleID, seed: hash)
      hash = Fingerprint.mix(hash, 0)
      hash = Fingerprint.fnv1a(lineHashes[i], seed: hash)
      w.raw(first ? "\n{\"description\":" : ",\n{\"description\":")
      first = false
      w.string(f.message)
      w.raw(",\"check_name\":")
      w.string(f.ruleID)
      w.raw(",\"fingerprint\":\"")
      w.raw(Fingerprint.hex(hash))
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
