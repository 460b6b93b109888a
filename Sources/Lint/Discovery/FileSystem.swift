#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Lexical path helpers

/// Lexical path helpers (no file-system access except `getcwd`): `/`-separated paths.
public enum PathUtilities {
  /// `a/b/c.yml` → `a/b`; `c.yml` → `.`; `/c.yml` → `/`.
  public static func directoryName(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// Collapses `//`, `.` and `..` segments. Keeps a leading `/`; a relative path that climbs out
  /// keeps its leading `..`; an empty result is `.`.
  public static func normalize(_ path: String) -> String {
    isNormalized(path) ? path : collapsed(path)
  }

  /// `normalize`'s work, on any path.
  static func collapsed(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !isAbsolute {
          parts.append(part)
        }
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Whether `normalize` would return `path` as it is: not empty, no empty, `.` or `..`
  /// segment, no `/` at the end (but `/` itself). Most paths the walker gives are.
  static func isNormalized(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    return path.utf8.withContiguousStorageIfAvailable { bytes in
      let n = bytes.count
      if n == 0 { return false }
      if n == 1 { return bytes[0] != dot }
      if bytes[n - 1] == slash { return false }
      // Each segment: from after a `/` (or the start) to the next `/` (or the end).
      var start = bytes[0] == slash ? 1 : 0
      while start <= n {
        var end = start
        while end < n && bytes[end] != slash { end += 1 }
        let length = end - start
        if length == 0 { return false }
        if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
        start = end + 1
      }
      return true
    } ?? false
  }

  /// The current directory (its bytes kept as `PathBytes` keeps them).
  public static func currentDirectory() -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer in
      guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else { return "/" }
      return PathBytes.string(cString: base)
    }
  }

  /// `path` made absolute against the current directory, then normalised.
  public static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    return normalize(currentDirectory() + "/" + path)
  }

  /// `path` relative to `base` (both absolute and normalised): `""` when equal, nil when `path`
  /// is not inside `base`.
  public static func relative(_ path: String, to base: String) -> String? {
    if path == base { return "" }
    let prefix = base == "/" ? "/" : base + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// Joins two paths; `.` and empty parts vanish, so `join(".", "a")` is `a`.
  public static func join(_ first: String, _ second: String) -> String {
    if first.isEmpty || first == "." { return second.isEmpty ? "." : second }
    if second.isEmpty || second == "." { return first }
    if first.hasSuffix("/") { return first + second }
    return first + "/" + second
  }
}

// MARK: - POSIX helpers

/// A failed file-system call: the `strerror` text of its `errno`.
struct FileFailure: Error, Sendable, Equatable {
  var code: Int32
  var reason: String

  static func current() -> FileFailure {
    let code = errno
    return FileFailure(code: code, reason: String(cString: strerror(code)))
  }
}

/// The largest configuration or ignore file read (they are a few hundred bytes).
public let maximumSmallFileSize = 1 << 20

/// The whole contents of the regular file at `path` (symbolic links followed), at most
/// `limit` bytes. A FIFO, device, socket or directory is refused without reading it (it could
/// block forever or never end), and so is a larger file.
func readFile(_ path: String, limit: Int = maximumSmallFileSize) -> Result<[UInt8], FileFailure> {
  let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
  if descriptor < 0 { return .failure(.current()) }
  defer { close(descriptor) }
  var info = stat()
  if fstat(descriptor, &info) != 0 { return .failure(.current()) }
  if let kind = FileFailure.specialKind(info.st_mode) {
    return .failure(FileFailure(code: EINVAL, reason: "it is \(kind), not a regular file"))
  }
  if Int(info.st_size) > limit {
    return .failure(FileFailure(code: EFBIG, reason: "it is larger than \(limit >> 10) KiB"))
  }
  var result: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
    if count < 0 {
      if errno == EINTR { continue }
      return .failure(.current())
    }
    if count == 0 { break }
    result.append(contentsOf: chunk[0..<count])
    if result.count > limit { return .failure(FileFailure(code: EFBIG, reason: "it is larger than \(limit >> 10) KiB")) }
  }
  return .success(result)
}

extension FileFailure {
  /// "a directory", "a FIFO", … for what is not a regular file; nil for a regular file.
  static func specialKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }
}

/// What `stat` (following symbolic links) or `lstat` says about a path.
struct FileStatus: Sendable, Equatable {
  enum Kind: Sendable, Equatable { case file, directory, symbolicLink, other }
  var kind: Kind
  var device: UInt64
  var inode: UInt64

  static func of(_ path: String, followLinks: Bool) -> Result<FileStatus, FileFailure> {
    var info = stat()
    let status = PathBytes.withCString(path) { followLinks ? stat($0, &info) : lstat($0, &info) }
    if status != 0 { return .failure(.current()) }
    let type = info.st_mode & S_IFMT
    let kind: Kind
    if type == S_IFREG {
      kind = .file
    } else if type == S_IFDIR {
      kind = .directory
    } else if type == S_IFLNK {
      kind = .symbolicLink
    } else {
      kind = .other
    }
    return .success(FileStatus(kind: kind, device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
  }
}
