import Lint
import TemplateSyntax

/// Options the CLI passes to every reporter.
public struct ReporterOptions: Sendable, Equatable {
  /// ANSI colour in the `text` format (the CLI decides: TTY, `NO_COLOR`, `--color`).
  public var color: Bool
  /// Absolute directory that relative finding paths are relative to (normally the
  /// working directory). SARIF publishes it as `originalUriBaseIds["%SRCROOT%"]`;
  /// SARIF and GitLab make absolute paths under it relative. Empty: unknown.
  public var sourceRoot: String
  /// Bytes a spooled format keeps in memory before it moves them to a temporary file
  /// (`render(_:options:)` keeps everything in memory: the whole output is there anyway).
  var spoolMemoryLimit = Spool.memoryLimit

  public init(color: Bool = false, sourceRoot: String = "") {
    self.color = color
    self.sourceRoot = sourceRoot
  }
}

/// One output format. `stream(options:)` writes it file by file (the command line);
/// `render(_:options:)` (in `ReportStream.swift`) gives the whole output at once. Findings
/// with `suppression != nil` are skipped by every format except SARIF.
public protocol Reporter: Sendable {
  /// The `--format` value.
  static var name: String { get }
  /// True when the format prints or hashes source lines (`Finding.lineText`): the runner
  /// copies them only then.
  static var usesLineText: Bool { get }
  init()
  /// A stream that writes this format.
  func stream(options: ReporterOptions) -> any ReportStream
}

public enum Reporters {
  /// Every format, `text` (the default) first.
  public static let all: [any Reporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self,
    GitHubReporter.self, CheckstyleReporter.self, GitLabReporter.self,
  ]

  public static var names: [String] { all.map { $0.name } }

  public static func named(_ name: String) -> (any Reporter)? {
    all.first { $0.name == name }.map { $0.init() }
  }
}

// MARK: - Shared helpers

extension Finding {
  /// The resolved span; a zero span at line 1 column 1 if the runner left it unset.
  var resolvedSpan: SourceSpan {
    if let span { return span }
    let p = SourcePosition(offset: Int(range.start), line: 1, column: 1, utf16Column: 1)
    return SourceSpan(start: p, end: p)
  }

  var isSuppressed: Bool { suppression != nil }
}

struct SeverityCounts {
  var errors = 0
  var warnings = 0
  var infos = 0
  var total: Int { errors + warnings + infos }

  init() {}

  /// Counts of the findings that are not suppressed.
  init(_ findings: [Finding]) { add(findings) }

  /// Adds the findings that are not suppressed.
  mutating func add(_ findings: [Finding]) {
    for f in findings where f.suppression == nil {
      switch f.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .info: infos += 1
      }
    }
  }
}

enum PathUtil {
  /// `root` without trailing slashes (but `/` stays `/`).
  static func trimmedRoot(_ root: String) -> String {
    var r = root
    while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
    return r
  }

  /// The path relative to `root` when it is relative already (a leading `./` dropped) or
  /// absolute under `root`; nil when it is absolute and outside `root`.
  static func relative(_ path: String, root: String) -> String? {
    var p = path
    while p.hasPrefix("./") {
      p.removeFirst(2)
      while p.hasPrefix("/") { p.removeFirst() }
    }
    if !p.hasPrefix("/") { return p }
    let r = trimmedRoot(root)
    if r.isEmpty { return nil }
    if r == "/" { return String(p.dropFirst()) }
    if p.hasPrefix(r + "/") { return String(p.dropFirst(r.count + 1)) }
    return nil
  }

  /// Percent-encodes a path for a URI (RFC 3986): every byte except the unreserved
  /// characters `A-Z a-z 0-9 - . _ ~` and `/` becomes `%XX` (uppercase hex, UTF-8 bytes).
  /// `:` is encoded too so a relative reference never looks like a scheme.
  static func percentEncode(_ path: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for b in path.utf8 {
      switch b {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
        out.append(b)
      default:
        out.append(0x25)
        out.append(upperHex(b >> 4))
        out.append(upperHex(b & 0xF))
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func upperHex(_ n: UInt8) -> UInt8 { n < 10 ? 0x30 + n : 0x41 + n - 10 }

  /// `file:///abs/root/` for an absolute directory (trailing slash added).
  static func fileURI(directory: String) -> String {
    var d = trimmedRoot(directory)
    if !d.hasSuffix("/") { d += "/" }
    return "file://" + percentEncode(d)
  }
}
