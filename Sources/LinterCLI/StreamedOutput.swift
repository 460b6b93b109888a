import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE` written while the report streams: into a temporary file beside it (so
/// the rename stays on one file system), renamed over it at the end, so the file is never
/// half written. As a whole-file atomic write does, the report replaces whatever is at the
/// path (a symbolic link is replaced, not followed) and gets `0666 & ~umask`. An interrupt
/// removes the temporary file (`TemporaryFiles`).
final class StreamedFile {
  private let target: String
  private let temporary: String
  private var fd: Int32
  private let slot: Int
  /// The first write error.
  private var failure: String?

  init(_ path: String) throws {
    let target = path
    self.target = target
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array("\(directory.isEmpty ? "" : directory)/.\(name).an-lint-XXXXXX".utf8CString)
    fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    if fd < 0 { throw AtomicFile.Failure(description: "cannot create a temporary file in '\(directory)': \(AtomicFile.lastError())") }
    temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    TemporaryFiles.installSignalHandlers()
    slot = TemporaryFiles.register(temporary)
  }

  deinit { abandon() }

  func write(_ bytes: [UInt8]) {
    if failure != nil || fd < 0 { return }
    if !AtomicFile.writeAll(fd, bytes) { failure = AtomicFile.lastError() }
  }

  /// Gives the file its permission bits and renames it over the target.
  func commit() throws {
    defer { abandon() }
    if let failure { throw AtomicFile.Failure(description: failure) }
    let mask = umask(0)
    umask(mask)
    let mode: mode_t = 0o666 & ~mask
    if fchmod(fd, mode) != 0 { throw AtomicFile.Failure(description: "cannot set permissions: \(AtomicFile.lastError())") }
    let result = close(fd)
    fd = -1
    if result != 0 { throw AtomicFile.Failure(description: "cannot close: \(AtomicFile.lastError())") }
    if rename(temporary, target) != 0 {
      throw AtomicFile.Failure(description: "cannot rename the temporary file: \(AtomicFile.lastError())")
    }
    TemporaryFiles.unregister(slot)
  }

  /// Removes the temporary file if it is still there.
  func abandon() {
    if fd >= 0 {
      close(fd)
      fd = -1
      unlink(temporary)
    }
    TemporaryFiles.unregister(slot)
  }
}
