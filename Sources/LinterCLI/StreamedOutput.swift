import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE`, as ESLint's and ruff's `--output-file` write it: the path is opened for
/// writing (a symbolic link is followed), truncated, or created with `0666 & ~umask`, and the
/// report is written to it as it streams. What is at the path stays what it was: a regular
/// file keeps its permissions, owner and hard links, a named pipe hands the report to its
/// reader, a device gets the bytes (`/dev/null`, `/dev/stdout`). It is opened before linting,
/// so a path that cannot be written fails before anything is linted.
///
/// The first error (open, write or close) is kept as `failure`, e.g. `No space left on device`.
final class ReportFile {
  let path: String
  private var fd: Int32
  /// The first write error.
  private(set) var failure: String?

  /// Opens the path; throws the reason it cannot be opened (`Permission denied`).
  init(_ path: String) throws {
    self.path = path
    var fd: Int32
    repeat {
      fd = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    } while fd < 0 && errno == EINTR
    if fd < 0 { throw AtomicFile.Failure(description: AtomicFile.lastError()) }
    self.fd = fd
  }

  deinit { if fd >= 0 { systemClose(fd) } }

  /// Writes every byte; after a failure nothing more is written.
  func write(_ bytes: [UInt8]) {
    if failure != nil || fd < 0 { return }
    if !AtomicFile.writeAll(fd, bytes) { failure = AtomicFile.lastError() }
  }

  /// Closes the file; the first failure of the writes or of the close, or nil.
  func close() -> String? {
    if fd >= 0 {
      let result = systemClose(fd)
      if result != 0 && failure == nil { failure = AtomicFile.lastError() }
      fd = -1
    }
    return failure
  }
}
