#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path the walker could not read (the run goes on without it).
public struct WalkError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  /// What failed and the `strerror` text: `cannot read directory: Permission denied`.
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: error: message` (a name that is not UTF-8 shown as `PathBytes.display` shows it)
  public var description: String { PathBytes.display("\(path): error: \(message)") }
}

/// What a walk found.
public struct WalkResult: Sendable, Equatable {
  /// The files to lint, unique, sorted by their UTF-8 bytes.
  public var files: [String]
  /// Paths that could not be read, sorted by path.
  public var errors: [WalkError]
  /// Files named explicitly that `exclude` matches (they are not in `files`; a CLI may say so).
  public var ignored: [String]

  public init(files: [String] = [], errors: [WalkError] = [], ignored: [String] = []) {
    self.files = files
    self.errors = errors
    self.ignored = ignored
  }
}

/// Finds the templates to lint under the paths given on the command line.
///
/// - A directory is walked with `opendir`/`readdir`, using `d_type` (and `lstat` when it is
///   `DT_UNKNOWN`). A file is kept when `include` matches its path and `exclude` does not; a
///   directory that `exclude` matches (`node_modules`, or `.build/**`) is not descended into.
/// - Paths are matched relative to `base` when the file lies inside it (the directory of the
///   `.linter.yml`), otherwise relative to the walk root.
/// - Symbolic links are followed, to files and to directories, but a directory (by device and
///   inode) is read at most once, so loops such as `ln -s .. loop` end. Real directories are read
///   before linked ones, so a file reachable both ways is listed under its real path. Likewise a
///   file reached through a link (a link to it, or in a linked directory) is listed once: not
///   at all when the walk reaches it without a link, else under the first such path in byte
///   order (files are told apart by device and inode, stat-ed only when some file was reached
///   through a link). Dangling links, link loops and special files are skipped silently.
/// - A file named explicitly is linted even when `include` does not match it, but not when
///   `exclude` matches it or a directory holding it (it is reported in `ignored`), so that
///   pre-commit hooks passing every staged file respect the excludes.
/// - A missing path or an unreadable directory is an error in the result; the walk goes on.
/// - With `respectIgnoreFiles` (the default), a directory walk skips what `.gitignore` and
///   `.ignore` files ignore, as ripgrep and ruff do: those of each directory walked (a deeper
///   file overrides a shallower one; in one directory `.ignore` overrides `.gitignore`), and,
///   when the walk root lies inside a git repository (a `.git` directory or file found upward),
///   those of the directories from the repository's root down to the walk root. See
///   `IgnoreFile` for the pattern rules. A file named explicitly is linted even when ignored.
/// - `*.d.ts` declaration files are never walked (they hold no component).
/// - With `configurations`, a directory below the walk root that holds a `.linter.yml` is walked
///   with that file's `include`/`exclude` (relative to its folder) instead, so a folder gives the
///   same files whichever folder the walk starts from.
public struct FileWalker: Sendable {
  public var include: GlobSet
  public var exclude: GlobSet
  /// The directory globs are relative to; nil: each walk root (explicit files: the current directory).
  public var base: String?
  /// Skip what `.gitignore` and `.ignore` files ignore (`--no-ignore` turns it off).
  public var respectIgnoreFiles: Bool
  /// Where the configuration of a nested `.linter.yml` comes from (nil: these globs everywhere).
  public var configurations: ConfigResolver?

  public init(include: GlobSet, exclude: GlobSet, base: String? = nil, respectIgnoreFiles: Bool = true) {
    self.include = include
    self.exclude = exclude
    self.base = base
    self.respectIgnoreFiles = respectIgnoreFiles
  }

  /// A walker with the configuration's globs, relative to its directory.
  public init(configuration: Configuration, respectIgnoreFiles: Bool = true) throws(GlobError) {
    include = try GlobSet(configuration.include)
    exclude = try GlobSet(configuration.exclude)
    base = configuration.directory
    self.respectIgnoreFiles = respectIgnoreFiles
  }

  /// The names of the ignore files read in each directory, lowest precedence first.
  public static let ignoreFileNames = [".gitignore", ".ignore"]

  /// Walks `paths` (files or directories) and returns the files to lint.
  public func walk(_ paths: [String]) -> WalkResult {
    var walk = Walk(walker: self)
    for path in paths {
      walk.visit(path)
    }
    return walk.finish()
  }
}

// MARK: - One walk

/// A file or directory by device and inode.
private struct FileID: Hashable {
  var device: UInt64
  var inode: UInt64
}

/// The globs that apply in a directory: the walker's, or a nested `.linter.yml`'s.
private struct GlobScope {
  var include: GlobSet
  var exclude: GlobSet
}

private struct PendingDirectory {
  /// The path to open and to print.
  var path: String
  /// The path relative to the glob base (of `scope`).
  var globPath: String
  /// The globs that apply inside this directory.
  var scope: GlobScope
  /// The directory a walk starts from (the walker's own globs are its configuration's).
  var isWalkRoot = false
  /// The path relative to the top of the ignore levels (the repository root, else the walk root).
  var ignorePath: String = ""
  /// The ignore files that apply inside this directory, shallowest first.
  var ignores: [IgnoreLevel] = []
  /// Reached through a symbolic link to a directory (this one or one above it in the walk).
  var throughLink = false
}

/// One directory's ignore patterns, and that directory relative to the top of the walk's levels.
private struct IgnoreLevel {
  var directory: String
  var file: IgnoreFile

  /// Whether the level decides about `path` (relative to the same top).
  func match(_ path: String, isDirectory: Bool) -> Bool? {
    let relative: String
    if directory.isEmpty {
      relative = path
    } else {
      let p = path.utf8
      let d = directory.utf8
      guard p.count > d.count, p.starts(with: d), p[p.index(p.startIndex, offsetBy: d.count)] == UInt8(ascii: "/") else {
        return nil
      }
      relative = String(Substring(p.dropFirst(d.count + 1)))
    }
    return file.match(relative, isDirectory: isDirectory)
  }
}

private struct Walk {
  let walker: FileWalker
  let absoluteBase: String?
  var files = Set<String>()
  /// The files of `files` reached through a symbolic link (to them, or to a directory above them).
  var linkedFiles = Set<String>()
  var errors: [WalkError] = []
  var ignored: [String] = []
  var visited = Set<FileID>()

  init(walker: FileWalker) {
    self.walker = walker
    absoluteBase = walker.base.map { PathUtilities.absolute($0) }
  }

  /// `path` relative to the glob base (or `fallback` when it is outside the base or there is none).
  func globPath(of path: String, fallback: String) -> String {
    guard let base = absoluteBase else { return fallback }
    return PathUtilities.relative(PathUtilities.absolute(path), to: base) ?? fallback
  }

  mutating func visit(_ path: String) {
    switch FileStatus.of(path, followLinks: true) {
    case .failure(let failure):
      errors.append(WalkError(path: path, message: "cannot access path: \(failure.reason)"))
    case .success(let status):
      switch status.kind {
      case .directory:
        walkDirectory(path)
      case .file:
        let cwd = PathUtilities.currentDirectory()
        let absolute = PathUtilities.absolute(path)
        let fallback = PathUtilities.relative(absolute, to: cwd) ?? PathUtilities.normalize(path)
        if walker.exclude.excludesFile(globPath(of: path, fallback: fallback)) {
          ignored.append(path)
        } else {
          files.insert(path)
        }
      default:
        errors.append(WalkError(path: path, message: "not a regular file or a directory"))
      }
    }
  }

  mutating func walkDirectory(_ root: String) {
    let rootGlobPath = globPath(of: root, fallback: "")
    var first = PendingDirectory(path: root, globPath: rootGlobPath,
                                 scope: GlobScope(include: walker.include, exclude: walker.exclude), isWalkRoot: true)
    if walker.respectIgnoreFiles { (first.ignorePath, first.ignores) = Walk.parentIgnores(of: root) }
    var stack = [first]
    var linked: [PendingDirectory] = []
    var nextLinked = 0
    while true {
      let directory: PendingDirectory
      if let next = stack.popLast() {
        directory = next
      } else if nextLinked < linked.count {
        directory = linked[nextLinked]
        nextLinked += 1
      } else {
        break
      }
      read(directory, into: &stack, linked: &linked)
    }
  }

  private mutating func read(_ pending: PendingDirectory, into stack: inout [PendingDirectory],
                             linked: inout [PendingDirectory]) {
    var directory = pending
    guard let handle = PathBytes.withCString(directory.path, { opendir($0) }) else {
      errors.append(WalkError(path: directory.path, message: "cannot read directory: \(FileFailure.current().reason)"))
      return
    }
    defer { closedir(handle) }
    var info = stat()
    if fstat(dirfd(handle), &info) == 0 {
      let id = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      if visited.contains(id) { return }
      visited.insert(id)
    }
    var entries: [(name: String, type: UInt8)] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
          PathBytes.string(cString: $0)   // the exact bytes, also of a name that is not UTF-8
        }
      }
      if name == "." || name == ".." { continue }
      entries.append((name, entry.pointee.d_type))
    }
    entries.sort { ByteOrder.precedes($0.name, $1.name) }
    if !directory.isWalkRoot, let configurations = walker.configurations, entries.contains(where: { $0.name == Configuration.fileName }),
       case .success(let nested) = configurations.configuration(forDirectory: directory.path),
       let include = try? GlobSet(nested.include), let exclude = try? GlobSet(nested.exclude) {
      // Below here, the nested file's globs, relative to its folder (or, when it extends a file
      // above, to that file's folder, where its globs were moved). A file that cannot be used is
      // reported when the files below it are linted.
      directory.scope = GlobScope(include: include, exclude: exclude)
      directory.globPath = nested.directory.flatMap {
        PathUtilities.relative(PathUtilities.absolute(directory.path), to: PathUtilities.absolute($0))
      } ?? ""
      if directory.globPath == "." { directory.globPath = "" }
    }
    var ignores = directory.ignores
    if walker.respectIgnoreFiles, let level = Walk.ignoreLevel(in: directory.path, ignorePath: directory.ignorePath,
                                                                names: entries.map(\.name)) {
      ignores.append(level)
    }
    func ignored(_ ignorePath: String, isDirectory: Bool) -> Bool {
      for level in ignores.reversed() {
        if let decision = level.match(ignorePath, isDirectory: isDirectory) { return decision }
      }
      return false
    }
    for entry in entries {
      let path = PathUtilities.join(directory.path, entry.name)
      let globPath = directory.globPath.isEmpty ? entry.name : directory.globPath + "/" + entry.name
      let ignorePath = directory.ignorePath.isEmpty ? entry.name : directory.ignorePath + "/" + entry.name
      var kind = Walk.kind(ofDirectoryEntryType: entry.type)
      if kind == nil {
        guard case .success(let status) = FileStatus.of(path, followLinks: false) else { continue }
        kind = status.kind
      }
      switch kind {
      case .directory:
        if !directory.scope.exclude.excludesDirectory(globPath) && !ignored(ignorePath, isDirectory: true) {
          stack.append(PendingDirectory(path: path, globPath: globPath, scope: directory.scope, ignorePath: ignorePath,
                                        ignores: ignores, throughLink: directory.throughLink))
        }
      case .file:
        if !ignored(ignorePath, isDirectory: false) {
          consider(path, globPath: globPath, directory.scope, throughLink: directory.throughLink)
        }
      case .symbolicLink:
        guard case .success(let target) = FileStatus.of(path, followLinks: true) else { continue }
        if target.kind == .file {
          if !ignored(ignorePath, isDirectory: false) { consider(path, globPath: globPath, directory.scope, throughLink: true) }
        } else if target.kind == .directory {
          let id = FileID(device: target.device, inode: target.inode)
          if !visited.contains(id) && !directory.scope.exclude.excludesDirectory(globPath) && !ignored(ignorePath, isDirectory: true) {
            linked.append(PendingDirectory(path: path, globPath: globPath, scope: directory.scope, ignorePath: ignorePath,
                                           ignores: ignores, throughLink: true))
          }
        }
      default:
        continue
      }
    }
  }

  private mutating func consider(_ path: String, globPath: String, _ scope: GlobScope, throughLink: Bool) {
    if path.hasSuffix(".d.ts") { return }
    if scope.include.matches(globPath) && !scope.exclude.matches(globPath) {
      files.insert(path)
      if throughLink { linkedFiles.insert(path) }
    }
  }

  /// The ignore files of `directory` (whose entries are `names`), as one level; nil when it has none.
  private static func ignoreLevel(in directory: String, ignorePath: String, names: [String]) -> IgnoreLevel? {
    var file: IgnoreFile?
    for name in FileWalker.ignoreFileNames where names.contains(name) {
      guard case .success(let bytes) = readFile(PathUtilities.join(directory, name)) else { continue }
      let patterns = IgnoreFile(bytes: bytes)
      if file == nil { file = patterns } else { file?.append(patterns) }
    }
    guard let file, !file.isEmpty else { return nil }
    return IgnoreLevel(directory: ignorePath, file: file)
  }

  /// When `root` lies inside a git repository: its path from the repository's root, and the
  /// ignore files of the directories from that root down to `root`'s parent.
  private static func parentIgnores(of root: String) -> (String, [IgnoreLevel]) {
    let absolute = PathUtilities.absolute(root)
    var directory = absolute
    var repository: String?
    while true {
      if case .success = FileStatus.of(PathUtilities.join(directory, ".git"), followLinks: true) {
        repository = directory
        break
      }
      if directory == "/" { break }
      directory = PathUtilities.directoryName(of: directory)
    }
    guard let repository, let rootPath = PathUtilities.relative(absolute, to: repository) else { return ("", []) }
    var levels: [IgnoreLevel] = []
    var current = repository
    var relative = ""
    let parts = rootPath.split(separator: "/").map(String.init)
    // The repository's root, then each directory below it down to the walk root's parent (the
    // walk root's own files are read with its entries).
    for k in 0..<parts.count {
      if k > 0 {
        current = PathUtilities.join(current, parts[k - 1])
        relative = relative.isEmpty ? parts[k - 1] : relative + "/" + parts[k - 1]
      }
      let names = FileWalker.ignoreFileNames.filter {
        if case .success(let status) = FileStatus.of(PathUtilities.join(current, $0), followLinks: true) { return status.kind == .file }
        return false
      }
      if let level = ignoreLevel(in: current, ignorePath: relative, names: names) { levels.append(level) }
    }
    return (rootPath, levels)
  }

  /// `d_type` values are the same on Linux and Darwin: 4 directory, 8 regular file, 10 link.
  private static func kind(ofDirectoryEntryType type: UInt8) -> FileStatus.Kind? {
    switch type {
    case 4: return .directory
    case 8: return .file
    case 10: return .symbolicLink
    case 0: return nil
    default: return .other
    }
  }

  func finish() -> WalkResult {
    var sortedFiles = files.sorted { ByteOrder.precedes($0, $1) }
    if !linkedFiles.isEmpty {
      // A file reached through a link is dropped when the walk reached the same file without
      // one, or through an earlier link.
      var seen = Set<FileID>()
      for file in sortedFiles where !linkedFiles.contains(file) {
        if case .success(let status) = FileStatus.of(file, followLinks: true) { seen.insert(FileID(device: status.device, inode: status.inode)) }
      }
      sortedFiles.removeAll { file in
        guard linkedFiles.contains(file), case .success(let status) = FileStatus.of(file, followLinks: true) else { return false }
        return !seen.insert(FileID(device: status.device, inode: status.inode)).inserted
      }
    }
    let sortedErrors = errors.sorted { ByteOrder.precedes($0.path, $1.path) }
    return WalkResult(files: sortedFiles, errors: sortedErrors, ignored: ignored)
  }
}
