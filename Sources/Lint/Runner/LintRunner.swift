import AccessibilityModel
import Dispatch
import Foundation
import TemplateSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What to lint and how.
public struct LintRequest: Sendable {
  public var paths: [String]
  /// `--config FILE`: every file uses it.
  public var configPath: String?
  /// `--platform LIST`: replaces the configuration's `platforms`.
  public var platformOverride: [Platform]?
  /// `--stdin --stdin-filename NAME`: lint these bytes as the file NAME.
  public var stdin: (name: String, bytes: [UInt8])?
  /// Worker threads (nil: one per core).
  public var threads: Int?
  /// Stop looking for `.linter.yml` above this directory (tests use it).
  public var configBoundary: String?
  /// Directory walks skip what `.gitignore` and `.ignore` files ignore (`--no-ignore`: false).
  public var respectIgnoreFiles: Bool

  public init(paths: [String], configPath: String? = nil, platformOverride: [Platform]? = nil,
              stdin: (name: String, bytes: [UInt8])? = nil, threads: Int? = nil, configBoundary: String? = nil,
              respectIgnoreFiles: Bool = true) {
    self.respectIgnoreFiles = respectIgnoreFiles
    self.paths = paths
    self.configPath = configPath
    self.platformOverride = platformOverride
    self.stdin = stdin
    self.threads = threads
    self.configBoundary = configBoundary
  }
}

/// The outcome of a run: the report for the reporters, and the problems that make the exit code 2.
public struct LintRun: Sendable {
  public var report: LintReport
  /// Config errors (bad `.linter.yml`): printed as `path:line:col: error: …`.
  public var configErrors: [String]
  /// Paths that could not be read (missing, unreadable).
  public var ioErrors: [String]
  /// The (displayed) paths that were symbolic links when they were read for this lint:
  /// `--fix` follows only those, never a link that appeared later.
  public var symbolicLinks: Set<String> = []

  public var hasErrors: Bool { !configErrors.isEmpty || !ioErrors.isEmpty }
}

/// Lints many files: walks the paths, lints files in parallel over the cores in small chunks
/// (each file read, linted and released before the next; only findings outlive a file), and
/// merges the per-chunk results in a deterministic order.
public enum LintRunner {
  public static func run(_ request: LintRequest) -> LintRun {
    let resolver = ConfigResolver(configPath: request.configPath, knownRules: RuleRegistry.descriptions,
                                  boundary: request.configBoundary)
    let ruleSets = RuleSetCache(platformOverride: request.platformOverride)
    var ioErrors: [String] = []
    var configErrors: [String] = []

    if let stdin = request.stdin {
      switch resolver.configuration(forFile: stdin.name) {
      case .failure(let error):
        return LintRun(report: LintReport(findings: [], filesLinted: 0, rules: RuleRegistry.descriptions),
                       configErrors: [error.description], ioErrors: [])
      case .success(let configuration):
        let ruleSet = ruleSets.ruleSet(for: configuration)
        let findings = FileLinter.lint(SourceFile(path: displayPath(stdin.name), bytes: stdin.bytes), ruleSet: ruleSet,
                                       isScreen: configuration.isScreen(stdin.name))
        return LintRun(report: LintReport(findings: findings, filesLinted: 1, rules: RuleRegistry.descriptions),
                       configErrors: [], ioErrors: [])
      }
    }

    // Walk each path with the include/exclude of the configuration that applies to it.
    var walked: [String] = []
    var seen = Set<String>()
    for path in request.paths {
      let configuration: Configuration
      switch resolver.configuration(forDirectory: isDirectory(path) ? path : PathUtilities.directoryName(of: path)) {
      case .success(let c): configuration = c
      case .failure(let error):
        configErrors.append(error.description)
        continue
      }
      let walker: FileWalker
      do {
        walker = try FileWalker(configuration: configuration, respectIgnoreFiles: request.respectIgnoreFiles)
      } catch {
        configErrors.append("\(configuration.path ?? Configuration.fileName): error: \(error)")
        continue
      }
      let result = walker.walk([path])
      for error in result.errors { ioErrors.append(error.description) }
      for file in result.files where seen.insert(file).inserted { walked.append(file) }
    }

    let threads = max(1, request.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    let files = walked
    let chunkSize = 8
    let chunkCount = (files.count + chunkSize - 1) / chunkSize
    let results = ChunkResults(count: chunkCount)
    let work: @Sendable (Int) -> Void = { chunk in
      var findings: [Finding] = []
      var errors: [String] = []
      var configProblems: [String] = []
      var links: [String] = []
      var linted = 0
      let lower = chunk * chunkSize
      for index in lower..<min(lower + chunkSize, files.count) {
        let path = files[index]
        let configuration: Configuration
        switch resolver.configuration(forFile: path) {
        case .success(let c): configuration = c
        case .failure(let error):
          configProblems.append(error.description)
          continue
        }
        var linkStatus = stat()
        if lstat(path, &linkStatus) == 0 && (linkStatus.st_mode & S_IFMT) == S_IFLNK { links.append(displayPath(path)) }
        switch FileReader.read(path) {
        case .failure(let message):
          errors.append("\(displayPath(path)): error: \(message)")
        case .success(let bytes):
          linted += 1
          let source = SourceFile(path: displayPath(path), bytes: bytes)
          findings += FileLinter.lint(source, ruleSet: ruleSets.ruleSet(for: configuration),
                                      isScreen: configuration.isScreen(path))
        }
      }
      results.store(chunk, findings: findings, errors: errors, configErrors: configProblems, linked: links, linted: linted)
    }
    if threads == 1 || chunkCount <= 1 {
      for chunk in 0..<chunkCount { work(chunk) }
    } else {
      let queue = DispatchQueue(label: "an-lint.lint", attributes: .concurrent)
      let group = DispatchGroup()
      let next = AtomicCounter()
      for _ in 0..<min(threads, chunkCount) {
        queue.async(group: group) {
          while true {
            let chunk = next.increment()
            if chunk >= chunkCount { break }
            work(chunk)
          }
        }
      }
      group.wait()
    }
    let merged = results.merged()
    ioErrors += merged.errors
    for e in merged.configErrors where !configErrors.contains(e) { configErrors.append(e) }
    var findings = merged.findings
    findings.sort(by: Finding.ordered)
    // Only the files read and linted count: a file that could not be read is in `errors`.
    return LintRun(report: LintReport(findings: findings, filesLinted: merged.linted, rules: RuleRegistry.descriptions,
                                      errors: configErrors + ioErrors),
                   configErrors: configErrors, ioErrors: ioErrors, symbolicLinks: Set(merged.linked))
  }

  /// Paths are shown as given, without a leading `./`.
  static func displayPath(_ path: String) -> String {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p
  }

  static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
  }
}

/// Compiled rule sets, one per configuration file.
final class RuleSetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: [String: RuleSet] = [:]
  private let platformOverride: [Platform]?

  init(platformOverride: [Platform]?) { self.platformOverride = platformOverride }

  func ruleSet(for configuration: Configuration) -> RuleSet {
    let key = configuration.path ?? "<default>"
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    let set = RuleSet(configuration: configuration, platformOverride: platformOverride)
    cache[key] = set
    return set
  }
}

final class ChunkResults: @unchecked Sendable {
  private let lock = NSLock()
  private var findings: [[Finding]]
  private var errors: [[String]]
  private var configErrors: [[String]]
  private var linked: [String] = []
  private var linted = 0

  init(count: Int) {
    findings = Array(repeating: [], count: count)
    errors = Array(repeating: [], count: count)
    configErrors = Array(repeating: [], count: count)
  }

  func store(_ chunk: Int, findings f: [Finding], errors e: [String], configErrors c: [String], linked l: [String], linted n: Int) {
    lock.lock()
    linked += l
    linted += n
    findings[chunk] = f
    errors[chunk] = e
    configErrors[chunk] = c
    lock.unlock()
  }

  func merged() -> (findings: [Finding], errors: [String], configErrors: [String], linked: [String], linted: Int) {
    lock.lock()
    defer { lock.unlock() }
    var seen = Set<String>()
    let config = configErrors.joined().filter { seen.insert($0).inserted }
    return (findings.flatMap { $0 }, errors.flatMap { $0 }, config, linked, linted)
  }
}

final class AtomicCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = -1
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// `read(2)`, named apart from `FileReader.read` (the module is `Glibc` on Linux, `Darwin` on macOS).
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.read(fd, buffer, count)
  #elseif canImport(Darwin)
  return Darwin.read(fd, buffer, count)
  #endif
}

/// Reads a whole file with `open`/`fstat`/`read` (the BOM stays in the bytes).
public enum FileReader {
  public enum Outcome: Sendable {
    case success([UInt8])
    case failure(String)
  }

  /// Files over this size are not templates; they are reported and skipped.
  public static let maximumSize = 64 << 20

  public static func read(_ path: String) -> Outcome {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var st = stat()
    if fstat(fd, &st) != 0 { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
    if (st.st_mode & S_IFMT) == S_IFDIR { return .failure("is a directory") }
    let size = Int(st.st_size)
    if size > maximumSize { return .failure("file is larger than \(maximumSize >> 20) MiB: it is not a template, skipped") }
    var bytes = [UInt8](repeating: 0, count: max(size, 0))
    var total = 0
    while true {
      if total == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count))) }
      let n = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(fd, base + total, buffer.count - total)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure("cannot read file: \(String(cString: strerror(errno)))")
      }
      if n == 0 { break }
      total += n
      if total > maximumSize { return .failure("file is larger than \(maximumSize >> 20) MiB: it is not a template, skipped") }
    }
    bytes.removeSubrange(total...)
    return .success(bytes)
  }
}
