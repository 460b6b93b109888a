import Foundation
import Lint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` and `--fix-dry-run`.
///
/// Per file, the safe fixes of the unsuppressed findings are applied with `FixApplier` (in
/// finding order; a fix overlapping one already taken is skipped), the new text is linted again
/// in memory, and the fixes of that lint are applied, until nothing changes or after
/// `maximumPasses` passes (as ESLint does). So one `--fix` reaches a fixed point and a second
/// `--fix` changes nothing. Only then is the file written, once, atomically (`AtomicFile`).
///
/// `--fix-dry-run` does the same passes, writes nothing, and prints the unified diff of each
/// file that would change to stdout (labels `a/PATH` and `b/PATH`, as `git diff` does, so
/// `patch -p1` applies it).
///
/// Both print one summary line to stderr: `an-lint: fixed N problems; M files changed` or
/// `an-lint: would fix N problems; M files would change` (a "problem" is one finding whose fix was applied).
enum FixCommand {
  struct Outcome {
    /// Files changed (or that would change, for a dry run).
    var changedFiles: Int
    /// Findings whose fix was applied, over every pass.
    var fixedProblems: Int
    /// A file could not be read or written (exit code 2).
    var failed: Bool
  }

  static let maximumPasses = 10

  static func apply(run: LintRun, request: LintRequest, dryRun: Bool, io: CommandIO) -> Outcome {
    var outcome = Outcome(changedFiles: 0, fixedProblems: 0, failed: false)
    var order: [String] = []
    var byPath: [String: [Finding]] = [:]
    for finding in run.report.findings {
      if byPath[finding.path] == nil { order.append(finding.path) }
      byPath[finding.path, default: []].append(finding)
    }
    for path in order {
      let findings = byPath[path] ?? []
      guard findings.contains(where: isApplicable) else { continue }
      let original: [UInt8]
      if let stdin = request.stdin {
        original = stdin.bytes
      } else {
        switch FileReader.read(path) {
        case .success(let bytes): original = bytes
        case .failure(let message):
          io.writeErr("\(path): error: \(message)\n")
          outcome.failed = true
          continue
        }
      }
      let result = fixedPoint(path: path, bytes: original, findings: findings, request: request)
      guard result.bytes != original else { continue }
      if dryRun {
        let label = path.hasPrefix("/") ? String(path.dropFirst()) : path
        io.writeOutBytes(UnifiedDiff.render(old: original, new: result.bytes, oldLabel: "a/" + label, newLabel: "b/" + label))
      } else {
        do {
          try AtomicFile.write(result.bytes, to: path)
        } catch {
          io.writeErr("an-lint: error: cannot write '\(path)': \(error)\n")
          outcome.failed = true
          continue
        }
      }
      outcome.changedFiles += 1
      outcome.fixedProblems += result.fixed
    }
    let problems = outcome.fixedProblems == 1 ? "problem" : "problems"
    let files = outcome.changedFiles == 1 ? "file" : "files"
    io.writeErr("an-lint: \(dryRun ? "would fix" : "fixed") \(outcome.fixedProblems) \(problems); \(outcome.changedFiles) \(files) \(dryRun ? "would change" : "changed")\n")
    return outcome
  }

  static func isApplicable(_ finding: Finding) -> Bool {
    finding.suppression == nil && finding.fix?.applicability == .safe
  }

  /// Applies fixes and re-lints the text in memory until nothing more changes.
  static func fixedPoint(path: String, bytes: [UInt8], findings: [Finding], request: LintRequest) -> (bytes: [UInt8], fixed: Int) {
    var bytes = bytes
    var findings = findings
    var fixed = 0
    for _ in 0..<maximumPasses {
      let fixes = findings.filter(isApplicable).compactMap(\.fix)
      if fixes.isEmpty { break }
      let result = FixApplier.apply(fixes, to: bytes)
      if result.applied.isEmpty || result.bytes == bytes { break }
      fixed += result.applied.count
      bytes = result.bytes
      // Lint the new text as the same file (same configuration), without touching the disk.
      let again = LintRunner.run(LintRequest(paths: [], configPath: request.configPath,
                                             platformOverride: request.platformOverride, stdin: (path, bytes),
                                             threads: 1, configBoundary: request.configBoundary))
      if again.hasErrors { break }
      findings = again.report.findings
    }
    return (bytes, fixed)
  }
}

/// Replaces a file's contents atomically: a temporary file in the same directory (so the
/// rename stays on one file system), written and synced, given the original file's permission
/// bits (and owner, when allowed), then renamed over it. A symbolic link is followed: its
/// target is replaced and the link stays. A new file gets `0666 & ~umask`.
enum AtomicFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    var st = stat()
    let exists = stat(target, &st) == 0
    let mode: mode_t
    if exists {
      mode = st.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array("\(directory.isEmpty ? "" : directory)/.\(name).an-lint-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if fd < 0 { throw Failure(description: "cannot create a temporary file in '\(directory)': \(lastError())") }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var closed = false
    func fail(_ what: String) -> Failure {
      let message = "\(what): \(lastError())"
      if !closed { close(fd) }
      unlink(temporary)
      return Failure(description: message)
    }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(fd, base + written, buffer.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw fail("cannot write")
      }
      written += n
    }
    if fchmod(fd, mode) != 0 { throw fail("cannot set permissions") }
    if exists && (st.st_uid != getuid() || st.st_gid != getgid()) {
      _ = fchown(fd, st.st_uid, st.st_gid)   // best effort: only root may give a file away
    }
    if fsync(fd) != 0 { throw fail("cannot sync") }
    closed = true
    if close(fd) != 0 { throw fail("cannot close") }
    if rename(temporary, target) != 0 { throw fail("cannot rename the temporary file") }
  }

  static func lastError() -> String { String(cString: strerror(errno)) }

  /// `write(2)` (the module is `Glibc` on Linux, `Darwin` on macOS).
  static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #endif
  }
}

