import Foundation
import Lint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's stdout, stderr and stdin, with `write(2)` and `read(2)`: a failed write (a
/// closed pipe, a full disk) is remembered instead of trapping, so the command can exit 2 with
/// a message; SIGPIPE is ignored so a closed pipe is an `EPIPE` error, not a silent death.
/// stdin is read up to a cap.
enum ProcessOutput {
  nonisolated(unsafe) private static var failure: String?
  private static let lock = NSLock()

  /// The first write error on stdout, if any ("No space left on device", "Broken pipe").
  static var stdoutFailure: String? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

  static func writeStdout(_ bytes: [UInt8]) {
    if !write(1, bytes) {
      let reason = String(cString: strerror(errno))
      lock.lock()
      if failure == nil { failure = reason }
      lock.unlock()
    }
  }

  /// Best effort: there is nowhere left to report a failure to write stderr.
  static func writeStderr(_ bytes: [UInt8]) { _ = write(2, bytes) }

  static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    if bytes.isEmpty { return true }
    lock.lock()
    let failed = fd == 1 && failure != nil
    lock.unlock()
    if failed { return false }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return AtomicFile.systemWrite(fd, base + written, buffer.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      if n == 0 { errno = EIO; return false }
      written += n
    }
    return true
  }

  /// Reads stdin to its end, or up to one byte past `limit` (the caller reports that as too large).
  static func readStdin(limit: Int = FileReader.maximumSize) -> [UInt8] {
    LockedFile.readAll(0, limit: limit) ?? readPrefix(limit: limit)
  }

  /// What `readAll` could not return: the first `limit + 1` bytes, read again from nothing
  /// (only reached for oversized input, whose content no longer matters beyond its size).
  private static func readPrefix(limit: Int) -> [UInt8] {
    [UInt8](repeating: 0, count: limit + 1)
  }
}
