import Foundation

/// Finds the configuration that applies to each file, and caches what it reads.
///
/// With an explicit `--config` file, every file uses it. Otherwise the nearest `.linter.yml`
/// wins: the file's directory, then each parent up to `boundary` (or the file-system root).
/// Configurations do not merge. With none found, `Configuration.default`. Errors are returned,
/// not thrown, and remembered in `errors` so a CLI can report them once and exit 2.
///
/// Safe to share between threads: the caches are guarded by a lock.
public final class ConfigResolver: @unchecked Sendable {
  /// The rule descriptions configuration files are validated against.
  public let knownRules: [RuleDescription]
  /// The `--config` file, if given.
  public let explicitPath: String?
  /// An absolute directory above which discovery does not look (nil: the file-system root).
  public let boundary: String?

  private let lock = NSLock()
  /// Absolute directory → the configuration that applies to files in it.
  private var byDirectory: [String: Result<Configuration, ConfigError>] = [:]
  /// Absolute configuration file path → what loading it gave.
  private var byFile: [String: Result<Configuration, ConfigError>] = [:]
  private var explicitResult: Result<Configuration, ConfigError>?

  public init(configPath: String? = nil, knownRules: [RuleDescription], boundary: String? = nil) {
    explicitPath = configPath
    self.knownRules = knownRules
    self.boundary = boundary.map { PathUtilities.absolute($0) }
  }

  /// The configuration for the template at `path`.
  public func configuration(forFile path: String) -> Result<Configuration, ConfigError> {
    configuration(forDirectory: PathUtilities.directoryName(of: PathUtilities.absolute(path)))
  }

  /// The configuration for files in `directory`.
  public func configuration(forDirectory directory: String) -> Result<Configuration, ConfigError> {
    lock.lock()
    defer { lock.unlock() }
    if let explicitPath {
      if let explicitResult { return explicitResult }
      let result = load(explicitPath)
      explicitResult = result
      return result
    }
    let start = PathUtilities.absolute(directory)
    var chain: [String] = []
    var current = start
    var found: Result<Configuration, ConfigError>?
    while found == nil {
      if let cached = byDirectory[current] {
        found = cached
        break
      }
      chain.append(current)
      let candidate = PathUtilities.join(current, Configuration.fileName)
      if case .success(let status) = FileStatus.of(candidate, followLinks: true), status.kind == .file {
        found = cachedLoad(candidate)
        break
      }
      // Something named `.linter.yml` that is not a readable file (a directory, a FIFO, a
      // dangling link) is an error, not a reason to fall back silently on the defaults.
      if case .success = FileStatus.of(candidate, followLinks: false) {
        found = .failure(unusable(candidate))
        break
      }
      if current == "/" || current == boundary { break }
      current = PathUtilities.directoryName(of: current)
    }
    let result = found ?? .success(.default)
    for directory in chain { byDirectory[directory] = result }
    return result
  }

  /// Every distinct error met so far, sorted by path.
  public var errors: [ConfigError] {
    lock.lock()
    defer { lock.unlock() }
    var all: [ConfigError] = []
    for result in byFile.values {
      if case .failure(let error) = result { all.append(error) }
    }
    if case .failure(let error)? = explicitResult { all.append(error) }
    return all.sorted { $0.path < $1.path }
  }

  // MARK: Loading (with the lock held)

  private func cachedLoad(_ absolutePath: String) -> Result<Configuration, ConfigError> {
    if let cached = byFile[absolutePath] { return cached }
    let cwd = PathUtilities.currentDirectory()
    let shown = PathUtilities.relative(absolutePath, to: cwd) ?? absolutePath
    let result = load(shown)
    byFile[absolutePath] = result
    return result
  }

  private func unusable(_ absolutePath: String) -> ConfigError {
    let shown = PathUtilities.relative(absolutePath, to: PathUtilities.currentDirectory()) ?? absolutePath
    var info = stat()
    let what: String
    if PathBytes.withCString(absolutePath, { stat($0, &info) }) != 0 {
      what = "it is a symbolic link to nothing (\(String(cString: strerror(errno))))"
    } else {
      what = "it is \(FileFailure.specialKind(info.st_mode) ?? "not a regular file"), not a regular file"
    }
    return ConfigError(path: shown, line: 0, column: 0, message: "cannot use the configuration file: \(what)")
  }

  private func load(_ path: String) -> Result<Configuration, ConfigError> {
    do {
      return .success(try Configuration.load(path: path, knownRules: knownRules))
    } catch {
      return .failure(error)
    }
  }
}
