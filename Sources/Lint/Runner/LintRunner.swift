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
  /// The files shown under a path with a name that is not UTF-8 (see `PathBytes`), by that
  /// path: `--fix` opens them by their bytes.
  public var sources: [String: [String]] = [:]
  /// Warnings for standard error that change no exit code: `include` patterns that match no file.
  public var warnings: [String] = []

  public var hasErrors: Bool { !configErrors.isEmpty || !ioErrors.isEmpty }
}

/// One file's outcome, in output order: its findings (sorted by `Finding.ordered`), with
/// its bytes already released. Files shown under the same path (`a.html` and `./a.html`)
/// come as one result.
public struct FileResult: Sendable {
  /// The path as reported.
  public var path: String
  public var findings: [Finding]
  /// How many of the files were read and linted (0 when the file could not be read).
  public var filesLinted: Int

  public init(path: String, findings: [Finding], filesLinted: Int) {
    self.path = path
    self.findings = findings
    self.filesLinted = filesLinted
  }
}

/// What a streamed run ends with (its findings went to the sink file by file).
public struct LintStreamSummary: Sendable {
  public var filesLinted: Int
  /// Config errors (bad `.linter.yml`): printed as `path:line:col: error: …`.
  public var configErrors: [String]
  /// Paths that could not be read (missing, unreadable).
  public var ioErrors: [String]
  /// The (displayed) paths that were symbolic links when they were read.
  public var symbolicLinks: Set<String>
  /// The files shown under a path with a name that is not UTF-8, by that path.
  public var sources: [String: [String]] = [:]
  /// Warnings for standard error that change no exit code: `include` patterns that match no file.
  public var warnings: [String] = []

  /// Every problem that is not a finding, config errors first.
  public var errors: [String] { configErrors + ioErrors }
}

/// Lints many files: walks the paths, lints files in parallel, each file read, linted and
/// released before the next (only findings outlive a file), and hands each file's result to
/// the caller in a deterministic order (path order) as soon as it and every file before it
/// are done: an ordered merge that buffers only the files completed out of order, with at
/// most `window` files in flight.
public enum LintRunner {
  /// The whole run in memory (the fixer, the baseline writer and the tests use it).
  public static func run(_ request: LintRequest) -> LintRun {
    var findings: [Finding] = []
    let summary = stream(request) { findings += $0.findings }
    return LintRun(report: LintReport(findings: findings, filesLinted: summary.filesLinted, rules: RuleRegistry.descriptions,
                                      errors: summary.errors),
                   configErrors: summary.configErrors, ioErrors: summary.ioErrors, symbolicLinks: summary.symbolicLinks,
                   sources: summary.sources, warnings: summary.warnings)
  }

  /// Lints the request and calls `deliver` on the calling thread with each file's result, in
  /// path order, while later files are still being linted. `lineText: false` leaves
  /// `Finding.lineText` nil (for the formats that print no source line). `window`: how many
  /// files may be in flight at once (default: four per thread, at least eight).
  public static func stream(_ request: LintRequest, lineText: Bool = true, window: Int? = nil,
                            _ deliver: (FileResult) -> Void) -> LintStreamSummary {
    let resolver = ConfigResolver(configPath: request.configPath, knownRules: RuleRegistry.descriptions,
                                  boundary: request.configBoundary)
    let ruleSets = RuleSetCache(platformOverride: request.platformOverride)
    var ioErrors: [String] = []
    var configErrors: [String] = []

    if let stdin = request.stdin {
      switch resolver.configuration(forFile: stdin.name) {
      case .failure(let error):
        return LintStreamSummary(filesLinted: 0, configErrors: [error.description], ioErrors: [], symbolicLinks: [])
      case .success(let configuration):
        let ruleSet = ruleSets.ruleSet(for: configuration)
        let path = displayPath(stdin.name)
        let findings = FileLinter.lint(SourceFile(path: path, bytes: stdin.bytes), ruleSet: ruleSet,
                                       isScreen: configuration.isScreen(stdin.name), lineText: lineText)
        deliver(FileResult(path: path, findings: findings, filesLinted: 1))
        return LintStreamSummary(filesLinted: 1, configErrors: [], ioErrors: [], symbolicLinks: [],
                                 sources: PathBytes.hasEscapes(stdin.name) ? [path: [stripped(stdin.name)]] : [:])
      }
    }

    // Walk each path with the include/exclude of the configuration that applies to it. A
    // file that an earlier path already gave, under any spelling (`a.html`, `./a.html`,
    // `$PWD/a.html`, a symbolic link to it), is linted once, under its first spelling: with
    // several paths, files are told apart by their resolved path (`realpath`).
    var walked: [String] = []
    var seen = Set<String>()
    var resolvedBy: [String: Int] = [:]   // resolved path → the index of the path that gave it
    var includeCheck = IncludeCheck()
    for (argument, path) in request.paths.enumerated() {
      let configuration: Configuration
      let pathIsDirectory = isDirectory(path)
      switch resolver.configuration(forDirectory: pathIsDirectory ? path : PathUtilities.directoryName(of: path)) {
      case .success(let c): configuration = c
      case .failure(let error):
        configErrors.append(error.description)
        continue
      }
      var walker: FileWalker
      do {
        walker = try FileWalker(configuration: configuration, respectIgnoreFiles: request.respectIgnoreFiles)
        // A `.linter.yml` below the path applies its own globs there (not with `--config`).
        if request.configPath == nil { walker.configurations = resolver }
      } catch {
        configErrors.append(PathBytes.display("\(configuration.path ?? Configuration.fileName): error: \(error)"))
        continue
      }
      let result = walker.walk([path])
      if pathIsDirectory { includeCheck.record(configuration, root: path, files: result.files) }
      for error in result.errors { ioErrors.append(error.description) }
      for file in result.files where seen.insert(file).inserted {
        if request.paths.count > 1 {
          let key = resolvedPath(file)
          if let first = resolvedBy[key], first != argument { continue }
          resolvedBy[key] = argument
        }
        walked.append(file)
      }
    }

    // Output order: by the path as reported (files shown under one path form one unit, in
    // walk order); errors keep the walk order.
    let files = walked
    let shown = files.map(displayPath)
    let order = files.indices.sorted { shown[$0] < shown[$1] || (shown[$0] == shown[$1] && $0 < $1) }
    var unitList: [[Int]] = []
    for index in order {
      if let last = unitList.last?.last, shown[last] == shown[index] {
        unitList[unitList.count - 1].append(index)
      } else {
        unitList.append([index])
      }
    }
    let units = unitList
    var sources: [String: [String]] = [:]
    for unit in units where unit.contains(where: { PathBytes.hasEscapes(files[$0]) }) {
      var paths: [String] = []
      for index in unit where !paths.contains(stripped(files[index])) { paths.append(stripped(files[index])) }
      sources[shown[unit[0]]] = paths
    }

    let work: @Sendable (Int) -> UnitResult = { unit in
      var result = UnitResult(file: FileResult(path: shown[units[unit][0]], findings: [], filesLinted: 0))
      for index in units[unit] {
        let path = files[index]
        let configuration: Configuration
        switch resolver.configuration(forFile: path) {
        case .success(let c): configuration = c
        case .failure(let error):
          result.configErrors.append((index, error.description))
          continue
        }
        var linkStatus = stat()
        if PathBytes.withCString(path, { lstat($0, &linkStatus) }) == 0 && (linkStatus.st_mode & S_IFMT) == S_IFLNK {
          result.links.append(shown[index])
        }
        switch FileReader.read(path) {
        case .failure(let message):
          result.ioErrors.append((index, "\(shown[index]): error: \(message)"))
        case .success(let bytes):
          result.file.filesLinted += 1
          let source = SourceFile(path: shown[index], bytes: bytes)
          result.file.findings += FileLinter.lint(source, ruleSet: ruleSets.ruleSet(for: configuration),
                                                  isScreen: configuration.isScreen(path), lineText: lineText)
        }
      }
      if units[unit].count > 1 {
        // Several files under one path: one order for all their findings (stable).
        result.file.findings = result.file.findings.enumerated().sorted {
          Finding.ordered($0.element, $1.element) || (!Finding.ordered($1.element, $0.element) && $0.offset < $1.offset)
        }.map(\.element)
      }
      return result
    }

    var filesLinted = 0
    var links: [String] = []
    var unitIOErrors: [(Int, String)] = []
    var unitConfigErrors: [(Int, String)] = []
    func take(_ result: UnitResult) {
      filesLinted += result.file.filesLinted
      links += result.links
      unitIOErrors += result.ioErrors
      unitConfigErrors += result.configErrors
      deliver(result.file)
    }
    let threads = max(1, request.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    if threads == 1 || units.count <= 1 {
      for unit in units.indices { take(work(unit)) }
    } else {
      let merge = OrderedMerge<UnitResult>(count: units.count, window: window ?? max(8, 4 * threads))
      // The calling thread is one of the `threads`: it lints files too (as with one thread) and
      // delivers the results between them, so no thread only waits and wakes. The others are
      // threads of our own with an 8 MB stack (as a main thread has): dispatch's worker threads
      // have 512 KB on macOS, and the parser's bounded recursion (256 levels of nested
      // expressions) needs more than that in a debug build.
      let group = DispatchGroup()
      for _ in 1..<min(threads, units.count) {
        group.enter()
        let thread = Thread {
          while let unit = merge.claim() { merge.complete(unit, work(unit)) }
          group.leave()
        }
        thread.stackSize = LintRunner.workerStackSize
        thread.start()
      }
      steps: while true {
        switch merge.nextStep() {
        case .deliver(let result): take(result)
        case .work(let unit): merge.complete(unit, work(unit))
        case .finished: break steps
        }
      }
      group.wait()
    }
    unitIOErrors.sort { $0.0 < $1.0 }
    unitConfigErrors.sort { $0.0 < $1.0 }
    ioErrors += unitIOErrors.map(\.1)
    for (_, e) in unitConfigErrors where !configErrors.contains(e) { configErrors.append(e) }
    // Only the files read and linted count: a file that could not be read is in `ioErrors`.
    return LintStreamSummary(filesLinted: filesLinted, configErrors: configErrors, ioErrors: ioErrors,
                             symbolicLinks: Set(links), sources: sources,
                             warnings: includeCheck.warnings)
  }

  /// The path with symbolic links, `.` and `..` resolved (`realpath`), else made absolute.
  static func resolvedPath(_ path: String) -> String {
    guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else { return PathUtilities.absolute(path) }
    defer { free(resolved) }
    return PathBytes.string(cString: resolved)
  }

  /// The stack of each lint thread.
  public static let workerStackSize = 8 << 20

  /// Paths are shown as given, without a leading `./`, a name that is not UTF-8 with U+FFFD
  /// for each byte that is not (`PathBytes.display`).
  static func displayPath(_ path: String) -> String {
    PathBytes.display(stripped(path))
  }

  /// The path without a leading `./`.
  static func stripped(_ path: String) -> String {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p
  }

  static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return PathBytes.withCString(path, { stat($0, &st) }) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
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

/// One unit's result and the problems met, with the walk index of each (errors keep the walk order).
struct UnitResult: Sendable {
  var file: FileResult
  var ioErrors: [(Int, String)] = []
  var configErrors: [(Int, String)] = []
  var links: [String] = []
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
    let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    if fd < 0 { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var st = stat()
    if fstat(fd, &st) != 0 { return .failure("cannot read file: \(String(cString: strerror(errno)))") }
    if (st.st_mode & S_IFMT) == S_IFDIR { return .failure("is a directory") }
    let size = Int(st.st_size)
    if size > maximumSize { return .failure("file is larger than \(maximumSize >> 20) MiB: it is not a template, skipped") }
    // Read into an array of the size `fstat` gave, left uninitialized (not zero-filled first:
    // the read writes every byte it counts, and the count kept is only what was read); once it
    // is full, a read into a small buffer tells the end of the file from a file that grew (the
    // array is not doubled to find out).
    var readError: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0)) { buffer, initializedCount in
      initializedCount = 0
      guard let base = buffer.baseAddress else { return }
      while initializedCount < buffer.count {
        let n = systemRead(fd, base + initializedCount, buffer.count - initializedCount)
        if n < 0 {
          if errno == EINTR { continue }
          readError = errno
          return
        }
        if n == 0 { return }
        initializedCount += n
      }
    }
    if readError != 0 { return .failure("cannot read file: \(String(cString: strerror(readError)))") }
    if bytes.count == size {
      // (The probe is scratch space on the stack, neither allocated nor zero-filled: a read
      // writes the bytes it counts, and only those are kept.)
      let grown = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { probe -> String? in
        guard let base = probe.baseAddress else { return nil }
        while true {
          let n = systemRead(fd, base, probe.count)
          if n < 0 {
            if errno == EINTR { continue }
            return "cannot read file: \(String(cString: strerror(errno)))"
          }
          if n == 0 { return nil }
          bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: n))
          if bytes.count > maximumSize { return "file is larger than \(maximumSize >> 20) MiB: it is not a template, skipped" }
        }
      }
      if let problem = grown { return .failure(problem) }
    }
    return .success(bytes)
  }
}
