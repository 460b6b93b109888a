import Foundation
import Lint
import Reporters

/// `--write-baseline FILE` and `--baseline FILE`: the findings a team accepts today, so that
/// only new ones are reported.
///
/// The file is JSON, one finding a line, sorted by path, rule and fingerprint:
///
///     {
///       "version": 1,
///       "findings": [
///         {"rule": "unknown-role", "path": "src/app.html", "fingerprint": "5f0c…e1:1"}
///       ]
///     }
///
/// - `fingerprint` is SARIF's `primaryLocationLineHash` (`Fingerprint.primaryLocationLineHashes`):
///   a hash of the rule id and the finding's first line with whitespace normalized (the rule id
///   alone for a finding about the whole file, `Finding.isAboutWholeFile`), then `:n` counting
///   earlier findings of the same file with the same hash. It does not contain the line number,
///   so lines added or removed above a finding (or re-indenting it) do not change it.
/// - `path` is relative to the directory of the baseline file (absolute when the file is
///   outside it), so the baseline matches whatever directory `an-lint` runs from and whichever
///   way the paths are spelled on the command line (`src`, `./src`, an absolute path).
/// - Matching is a multiset: each baseline entry excuses one finding with the same rule, path
///   and fingerprint.
/// - Suppressed findings are neither recorded nor filtered (they stay in the report for SARIF).
struct Baseline {
  struct Entry: Hashable, Comparable {
    var rule: String
    var path: String
    var fingerprint: String

    static func < (a: Entry, b: Entry) -> Bool {
      if a.path != b.path { return a.path < b.path }
      if a.rule != b.rule { return a.rule < b.rule }
      return a.fingerprint < b.fingerprint
    }
  }

  static let version = 1

  var entries: [Entry: Int]
  /// The absolute directory of the baseline file; entry paths are relative to it.
  var directory: String

  // MARK: Writing

  /// Writes the baseline of the unsuppressed `findings` (in report order); returns how many entries it has.
  static func write(_ findings: [Finding], to path: String) throws -> Int {
    let entries = Self.entries(findings.filter { $0.suppression == nil }, directory: directory(of: path)).sorted()
    try AtomicFile.write(Array(render(entries).utf8), to: path)
    return entries.count
  }

  static func render(_ entries: [Entry]) -> String {
    if entries.isEmpty { return "{\n  \"version\": \(version),\n  \"findings\": []\n}\n" }
    let lines = entries.map {
      "    {\"rule\": \(jsonStringLiteral($0.rule)), \"path\": \(jsonStringLiteral($0.path)), \"fingerprint\": \(jsonStringLiteral($0.fingerprint))}"
    }
    return "{\n  \"version\": \(version),\n  \"findings\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// One entry per finding, in the findings' order (`findings` must be in report order, which
  /// is what makes the occurrence counter stable).
  static func entries(_ findings: [Finding], directory: String) -> [Entry] {
    let hashes = Fingerprint.primaryLocationLineHashes(findings)
    var relative: [String: String] = [:]
    return zip(findings, hashes).map { finding, hash in
      let path = relative[finding.path] ?? {
        let p = relativePath(finding.path, to: directory)
        relative[finding.path] = p
        return p
      }()
      return Entry(rule: finding.ruleID, path: path, fingerprint: hash)
    }
  }

  // MARK: Reading

  static func load(_ path: String) -> Result<Baseline, BaselineError> {
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(BaselineError("baseline file '\(path)' does not exist (create it with '--write-baseline \(path)')"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(BaselineError("cannot read baseline file '\(path)'"))
    }
    let problem = "baseline file '\(path)' is not a valid baseline"
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      return .failure(BaselineError("\(problem): it is not valid JSON"))
    }
    guard let root = object as? [String: Any] else {
      return .failure(BaselineError("\(problem): expected a JSON object with \"version\" and \"findings\""))
    }
    // JSON `true` is bridged to an NSNumber that `as? Int` reads as 1: it is not a version.
    guard let number = root["version"] as? NSNumber, String(cString: number.objCType) != "c",
          let version = number as? Int else {
      return .failure(BaselineError("\(problem): \"version\" is missing or not a number"))
    }
    guard version == Self.version else {
      return .failure(BaselineError("\(problem): version \(version) is not supported (expected \(Self.version))"))
    }
    guard let list = root["findings"] as? [Any] else {
      return .failure(BaselineError("\(problem): \"findings\" is missing or not an array"))
    }
    var entries: [Entry: Int] = [:]
    for (index, item) in list.enumerated() {
      guard let fields = item as? [String: Any], let rule = fields["rule"] as? String, let file = fields["path"] as? String,
            let fingerprint = fields["fingerprint"] as? String else {
        return .failure(BaselineError("\(problem): findings[\(index)] needs the strings \"rule\", \"path\" and \"fingerprint\""))
      }
      entries[Entry(rule: rule, path: file, fingerprint: fingerprint), default: 0] += 1
    }
    return .success(Baseline(entries: entries, directory: directory(of: path)))
  }

  /// The findings not excused by the baseline (suppressed findings are kept as they are).
  /// Whole files, in report order; the baseline is not used up (each call starts afresh).
  func newFindings(_ findings: [Finding]) -> [Finding] {
    var used: [Entry: Int] = [:]
    return Self.remaining(findings, directory: directory) { key in
      let n = used[key, default: 0]
      guard n < entries[key, default: 0] else { return false }
      used[key] = n + 1
      return true
    }
  }

  /// `newFindings` of one file's findings (or several whole files, in report order), using
  /// up the entries that excuse them: called file by file, it excuses what one call with
  /// every finding would.
  mutating func takeNewFindings(_ findings: [Finding]) -> [Finding] {
    Self.remaining(findings, directory: directory) { key in
      guard let count = entries[key], count > 0 else { return false }
      entries[key] = count - 1
      return true
    }
  }

  /// The findings `excuse` does not take (it is asked once per unsuppressed finding, in
  /// order). Each one kept carries the occurrence number of its fingerprint among all the
  /// findings (`Finding.occurrence`), so SARIF and GitLab fingerprints do not depend on which
  /// findings the baseline excused.
  private static func remaining(_ findings: [Finding], directory: String, excuse: (Entry) -> Bool) -> [Finding] {
    let active = findings.indices.filter { findings[$0].suppression == nil }
    let keys = entries(active.map { findings[$0] }, directory: directory)
    var excused = Set<Int>()
    for (index, key) in zip(active, keys) where excuse(key) { excused.insert(index) }
    if excused.isEmpty { return findings }
    let numbered = Fingerprint.occurrences(findings)
    var kept: [Finding] = []
    kept.reserveCapacity(findings.count - excused.count)
    for index in findings.indices where !excused.contains(index) {
      var finding = findings[index]
      finding.occurrence = numbered[index]
      kept.append(finding)
    }
    return kept
  }

  // MARK: Paths

  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: full).standardized.path
  }

  static func directory(of path: String) -> String {
    URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().standardized.path
  }

  static func relativePath(_ path: String, to directory: String) -> String {
    let full = absolute(path)
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}

struct BaselineError: Error, CustomStringConvertible {
  var message: String
  init(_ m: String) { message = m }
  var description: String { message }
}
