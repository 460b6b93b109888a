import Lint
import TemplateSyntax
import AccessibilityModel

extension Reporters {
  /// A synthetic report for measuring reporters (used by `lint-bench`, never by timed
  /// unit tests): `count` findings over `count / 50 + 1` files and 20 rules, with
  /// escapes, non-ASCII text, platforms, fixes and a few suppressed findings.
  public static func benchmarkFindings(count: Int) -> LintReport {
    let rules = (0..<20).map { i in
      RuleDescription(id: "bench-rule-\(i)", summary: "Benchmark rule number \(i)",
                      rationale: "Explains why rule \(i) matters for assistive technology users.",
                      defaultSeverity: Severity.allCases[i % 3], tags: ["contract"],
                      isFixable: i % 4 == 0, isPlatformDependent: i % 5 == 0)
    }
    var findings: [Finding] = []
    findings.reserveCapacity(count)
    let fileCount = count / 50 + 1
    // One path string per file, shared by its findings (as the runner does).
    let paths = (0..<fileCount).map { "src/app/feature-\($0 % 37)/screens/screen \($0).component.html" }
    for i in 0..<count {
      let file = i % fileCount
      let n = i / fileCount
      let line = 1 + n * 3
      let column = 5 + (i % 7)
      let offset = n * 120 + column - 1
      let rule = rules[i % rules.count]
      var f = Finding(
        ruleID: rule.id, severity: rule.defaultSeverity,
        message: "<an-button> at index \(i) has no accessible name: add \"aria-label\" or text content",
        path: paths[file],
        range: ByteRange(offset, offset + 10),
        platforms: i % 5 == 0 ? [.ios, .android] : [])
      let start = SourcePosition(offset: offset, line: line, column: column, utf16Column: column)
      let end = SourcePosition(offset: offset + 10, line: line, column: column + 10, utf16Column: column + 10)
      f.span = SourceSpan(start: start, end: end)
      f.lineText = String(repeating: " ", count: column - 1) + "<an-button (tap)=\"save()\">Spëichern 💾</an-button>"
      if rule.isFixable {
        f.fix = Fix(description: "Add aria-label", edits: [
          TextEdit(range: ByteRange(offset + 10, offset + 10), replacement: " aria-label=\"Save\""),
        ])
      }
      if i % 97 == 0 { f.suppression = SuppressionInfo(justification: "decorative") }
      findings.append(f)
    }
    findings.sort(by: Finding.ordered)
    return LintReport(findings: findings, filesLinted: fileCount, rules: rules)
  }

  /// Renders `report` with each named format and returns wall-clock seconds and output
  /// size per format (the fastest of `repetitions` runs).
  public static func benchmark(_ report: LintReport, formats: [String] = names, repetitions: Int = 3,
                               options: ReporterOptions = ReporterOptions(sourceRoot: "/work/project"))
    -> [(format: String, seconds: Double, bytes: Int)] {
    var results: [(format: String, seconds: Double, bytes: Int)] = []
    let clock = ContinuousClock()
    for name in formats {
      guard let reporter = named(name) else { continue }
      var best = Double.infinity
      var size = 0
      for _ in 0..<max(1, repetitions) {
        var output: [UInt8] = []
        let elapsed = clock.measure { output = reporter.render(report, options: options) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, seconds)
        size = output.count
      }
      results.append((name, best, size))
    }
    return results
  }
}
