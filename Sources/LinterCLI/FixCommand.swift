import Foundation
import Lint
import Reporters

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` and `--fix-dry-run`.
///
/// Per file, the safe fixes of the unsuppressed findings (with `--baseline`, of those it does
/// not excuse) are applied with `FixApplier` (in finding order; a fix overlapping one already
/// taken is skipped), the new text is linted again in memory, and the fixes of that lint are
/// applied, until nothing changes or after `maximumPasses` passes (as ESLint does). So one
/// `--fix` reaches a fixed point and a second `--fix` changes nothing. Only then is the file written, once, atomically (`AtomicFile`).
///
/// `--fix-dry-run` does the same passes, writes nothing, and prints the unified diff of each
/// file that would change to stdout (labels `a/PATH` and `b/PATH`, quoted as `git diff`
/// quotes them, so `patch -p1` and `git apply` apply it; escaped, with a note, when a line
/// is unsafe to show: `DiffDisplay`).
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

  /// Only the findings of `scope` are fixed: those the report shows, as suppressed ones are
  /// not fixed either (see `FixScope`).
  static func apply(run: LintRun, request: LintRequest, dryRun: Bool, scope: FixScope = FixScope(), io: CommandIO) -> Outcome {
    var outcome = Outcome(changedFiles: 0, fixedProblems: 0, failed: false)
    var order: [String] = []
    var byPath: [String: [Finding]] = [:]
    for finding in scope.findings(run.report.findings) {
      if byPath[finding.path] == nil { order.append(finding.path) }
      byPath[finding.path, default: []].append(finding)
    }
    if !dryRun { TemporaryFiles.installSignalHandlers() }
    for path in order {
      // The first lint only says which files may need fixing: the fixes themselves are
      // computed below from the bytes read at that moment, and written only if the file still
      // holds exactly those bytes.
      guard (byPath[path] ?? []).contains(where: isApplicable) else { continue }
      // A name that is not UTF-8 is shown with U+FFFD: the file is opened by its bytes (and
      // every file shown under that path is fixed).
      for file in run.sources[path] ?? [path] {
        if let stdin = request.stdin {
          let original = stdin.bytes
          let result = fixedPoint(path: file, bytes: original, request: request, scope: scope)
          guard result.bytes != original else { continue }
          if dryRun { DiffDisplay.write(diff(file, original, result.bytes), path: path, io: io) }
          outcome.changedFiles += 1
          outcome.fixedProblems += result.fixed
          continue
        }
        switch fixFile(file, wasSymbolicLink: run.symbolicLinks.contains(path), request: request, dryRun: dryRun,
                       scope: scope) {
        case .unchanged:
          continue
        case .changed(let original, let new, let fixed):
          if dryRun { DiffDisplay.write(diff(file, original, new), path: path, io: io) }
          outcome.changedFiles += 1
          outcome.fixedProblems += fixed
        case .refused(let message):
          io.writeErr(OutputSafety.line("\(path): error: \(message)") + "\n")
          outcome.failed = true
        }
      }
    }
    let problems = outcome.fixedProblems == 1 ? "problem" : "problems"
    let files = outcome.changedFiles == 1 ? "file" : "files"
    io.writeErr("an-lint: \(dryRun ? "would fix" : "fixed") \(outcome.fixedProblems) \(problems); \(outcome.changedFiles) \(files) \(dryRun ? "would change" : "changed")\n")
    return outcome
  }

  static func diff(_ path: String, _ old: [UInt8], _ new: [UInt8]) -> [UInt8] {
    let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
    return UnifiedDiff.render(old: old, new: new, oldLabel: label("a/", name), newLabel: label("b/", name))
  }

  /// A `---`/`+++` file name as `git diff` writes it, so `patch -p1` and `git apply` read it
  /// back: C-quoted (`"a/na\tme"`, other bytes in octal) when it holds a control character,
  /// `"`, `\` or a byte past ASCII; followed by a tab when it holds a space (else the space
  /// would end the name). The bytes are the name's own, also when it is not UTF-8.
  static func label(_ prefix: String, _ name: String) -> String {
    let full = prefix + name
    let bytes = PathBytes.bytes(full)
    var label = full
    if bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }) {
      label = "\""
      for byte in bytes {
        switch byte {
        case 0x07: label += "\\a"
        case 0x08: label += "\\b"
        case 0x09: label += "\\t"
        case 0x0A: label += "\\n"
        case 0x0B: label += "\\v"
        case 0x0C: label += "\\f"
        case 0x0D: label += "\\r"
        case 0x22: label += "\\\""
        case 0x5C: label += "\\\\"
        case ..<0x20, 0x7F...:
          let octal = String(byte, radix: 8)
          label += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        default: label.unicodeScalars.append(Unicode.Scalar(byte))
        }
      }
      label += "\""
    }
    return name.contains(" ") ? label + "\t" : label
  }

  enum FileOutcome {
    case unchanged
    case changed(original: [UInt8], new: [UInt8], fixed: Int)
    case refused(String)
  }

  /// How many times a file that changed under us is read and fixed again before giving up.
  static let maximumAttempts = 3

  /// Fixes one file on disk. The file is opened without following a symbolic link (unless it
  /// was one when it was linted: then its target, resolved now, is opened that way), locked
  /// (`flock`, so two `--fix` runs take turns on it), read once, linted and fixed from those
  /// bytes, and written only if, just before the write, the path still names the same file
  /// holding the same bytes; otherwise it is read and fixed again (at most `maximumAttempts`
  /// times). Read-only files are refused; a file with other hard links, or owned by someone
  /// else, is rewritten in place (same inode, owner and links) instead of replaced.
  static func fixFile(_ path: String, wasSymbolicLink: Bool, request: LintRequest, dryRun: Bool,
                      scope: FixScope = FixScope()) -> FileOutcome {
    for _ in 0..<maximumAttempts {
      var target = path
      if wasSymbolicLink {
        guard let resolved = PathBytes.withCString(path, { realpath($0, nil) }) else {
          return .refused("cannot resolve the symbolic link: \(AtomicFile.lastError()); not fixed")
        }
        target = PathBytes.string(cString: resolved)
        free(resolved)
      }
      let snapshot: LockedFile
      switch LockedFile.open(target, exclusive: !dryRun) {
      case .failure(let message): return .refused(message)
      case .success(let file): snapshot = file
      }
      defer { snapshot.close() }
      let result = fixedPoint(path: path, bytes: snapshot.bytes, request: request, scope: scope)
      if result.bytes == snapshot.bytes { return .unchanged }
      if dryRun { return .changed(original: snapshot.bytes, new: result.bytes, fixed: result.fixed) }
      if let problem = snapshot.writeProblem() { return .refused(problem) }
      guard snapshot.isUnchanged() else { continue }
      do {
        if snapshot.mustWriteInPlace {
          try snapshot.writeInPlace(result.bytes)
        } else {
          try AtomicFile.write(result.bytes, to: target, before: { snapshot.isUnchanged() })
        }
      } catch let failure as AtomicFile.Failure where failure.changed {
        continue
      } catch {
        return .refused("cannot write: \(error); not fixed")
      }
      return .changed(original: snapshot.bytes, new: result.bytes, fixed: result.fixed)
    }
    return .refused("the file changed on disk while it was being fixed (\(maximumAttempts) times); not fixed")
  }

  static func isApplicable(_ finding: Finding) -> Bool {
    finding.suppression == nil && finding.fix?.applicability == .safe
  }

  /// Lints bytes as the file `path` (its configuration), without touching the file.
  static func lintInMemory(path: String, bytes: [UInt8], request: LintRequest) -> LintRun {
    LintRunner.run(LintRequest(paths: [], configPath: request.configPath, platformOverride: request.platformOverride,
                               stdin: (path, bytes), threads: 1, configBoundary: request.configBoundary))
  }

  /// Lints the bytes, applies the safe fixes that keep the template's structure
  /// (`FixVerifier`) of the findings of `scope`, and lints the new text again,
  /// until nothing more changes.
  static func fixedPoint(path: String, bytes: [UInt8], request: LintRequest,
                         scope: FixScope = FixScope()) -> (bytes: [UInt8], fixed: Int) {
    var bytes = bytes
    var fixed = 0
    var run = lintInMemory(path: path, bytes: bytes, request: request)
    for _ in 0..<maximumPasses {
      if run.hasErrors { break }
      let findings = scope.findings(run.report.findings)
      let fixes = findings.filter(isApplicable).compactMap(\.fix)
      if fixes.isEmpty { break }
      let result = FixVerifier.apply(fixes, to: bytes, path: path)
      if result.applied.isEmpty || result.bytes == bytes { break }
      fixed += result.applied.count
      bytes = result.bytes
      run = lintInMemory(path: path, bytes: bytes, request: request)
    }
    return (bytes, fixed)
  }
}

/// Replaces a file's contents atomically: a temporary file in the same directory (so the
/// rename stays on one file system), written and synced, given the original file's permission
/// bits (and owner, when allowed), then renamed over it. A symbolic link is followed: its
/// target is replaced and the link stays. A new file gets `0666 & ~umask`. The temporary file
/// is registered with `TemporaryFiles`, so an interrupt (SIGINT, SIGTERM) removes it.
enum AtomicFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// The `before` check failed: the file changed on disk, nothing was written.
    var changed = false
  }

  /// `before` runs after the temporary file is complete and just before the rename; when it
  /// returns false the temporary file is removed and a `changed` failure thrown.
  static func write(_ bytes: [UInt8], to path: String, before: () -> Bool = { true }) throws {
    var target = path
    if let resolved = PathBytes.withCString(path, { realpath($0, nil) }) {
      target = PathBytes.string(cString: resolved)
      free(resolved)
    }
    var st = stat()
    let exists = PathBytes.withCString(target, { lstat($0, &st) }) == 0
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
    var template = PathBytes.bytes("\(directory.isEmpty ? "" : directory)/.\(name).an-lint-XXXXXX").map { CChar(bitPattern: $0) } + [0]
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    if fd < 0 { throw Failure(description: "cannot create a temporary file in '\(PathBytes.display(directory))': \(lastError())") }
    let temporary = PathBytes.string(template.dropLast().map { UInt8(bitPattern: $0) })
    let slot = TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(slot) }
    var closed = false
    func fail(_ what: String, changed: Bool = false) -> Failure {
      let message = changed ? what : "\(what): \(lastError())"
      if !closed { close(fd) }
      PathBytes.withCString(temporary) { _ = unlink($0) }
      return Failure(description: message, changed: changed)
    }
    if !writeAll(fd, bytes) { throw fail("cannot write") }
    if fchmod(fd, mode) != 0 { throw fail("cannot set permissions") }
    if exists && (st.st_uid != geteuid() || st.st_gid != getegid()) {
      _ = fchown(fd, st.st_uid, st.st_gid)   // best effort: only root may give a file away
    }
    if fsync(fd) != 0 { throw fail("cannot sync") }
    closed = true
    if close(fd) != 0 { throw fail("cannot close") }
    if !before() { throw fail("the file changed on disk", changed: true) }
    let renamed = PathBytes.withCString(temporary) { from in PathBytes.withCString(target) { rename(from, $0) } }
    if renamed != 0 { throw fail("cannot rename the temporary file") }
  }

  /// Writes every byte (across partial writes and interrupts); false on an error (`errno` set).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(fd, base + written, buffer.count - written)
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

/// A file opened for `--fix`: not through a symbolic link (`O_NOFOLLOW`), a regular file,
/// locked with `flock` (exclusive for a write, shared for a dry run) and read once. The
/// identity and timestamps seen then let `isUnchanged` tell whether the path still names the
/// same file with the same bytes.
final class LockedFile {
  let path: String
  let fd: Int32
  let bytes: [UInt8]
  let status: stat

  private init(path: String, fd: Int32, bytes: [UInt8], status: stat) {
    self.path = path
    self.fd = fd
    self.bytes = bytes
    self.status = status
  }

  enum Opened {
    case success(LockedFile)
    case failure(String)
  }

  static func open(_ path: String, exclusive: Bool) -> Opened {
    let fd = systemOpen(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      if errno == ELOOP { return .failure("became a symbolic link after it was linted; not fixed") }
      return .failure("cannot read file: \(AtomicFile.lastError()); not fixed")
    }
    var st = stat()
    if fstat(fd, &st) != 0 || (st.st_mode & S_IFMT) != S_IFREG {
      systemClose(fd)
      return .failure("is not a regular file; not fixed")
    }
    while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
      if errno == EINTR { continue }
      break   // a file system without locks: the content checks below still apply
    }
    guard let bytes = readAll(fd, limit: FileReader.maximumSize), fstat(fd, &st) == 0 else {
      systemClose(fd)
      return .failure("cannot read file (or larger than \(FileReader.maximumSize >> 20) MiB); not fixed")
    }
    return .success(LockedFile(path: path, fd: fd, bytes: bytes, status: st))
  }

  func close() { systemClose(fd) }

  /// The file is rewritten in place when replacing it would split hard links or change its owner.
  var mustWriteInPlace: Bool {
    status.st_nlink > 1 || status.st_uid != geteuid() || status.st_gid != getegid()
  }

  /// Why the file must not be written, or nil. A file without a write permission bit for us
  /// is read-only, even for root.
  func writeProblem() -> String? {
    let mode = status.st_mode
    let writable: Bool
    if geteuid() == 0 {
      writable = mode & 0o222 != 0
    } else if status.st_uid == geteuid() {
      writable = mode & 0o200 != 0
    } else if status.st_gid == getegid() {
      writable = mode & 0o020 != 0
    } else {
      writable = mode & 0o002 != 0
    }
    if !writable {
      return "is read-only (mode \(String(mode & 0o7777, radix: 8))); not fixed"
    }
    return nil
  }

  /// The path names the same regular file (not a symbolic link), with the same size, modification
  /// time and bytes as when it was read.
  func isUnchanged() -> Bool {
    var now = stat()
    guard PathBytes.withCString(path, { lstat($0, &now) }) == 0, (now.st_mode & S_IFMT) == S_IFREG,
          now.st_dev == status.st_dev, now.st_ino == status.st_ino else { return false }
    var current = stat()
    guard fstat(fd, &current) == 0, current.st_size == status.st_size,
          Self.modificationTime(current) == Self.modificationTime(status) else { return false }
    guard lseek(fd, 0, SEEK_SET) == 0, let again = Self.readAll(fd, limit: bytes.count + 1) else { return false }
    return again == bytes
  }

  /// Rewrites the file through its own inode (keeps its owner, permissions and hard links).
  /// Not atomic: used only where a rename would change the file's identity.
  func writeInPlace(_ new: [UInt8]) throws {
    let out = systemOpen(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
    if out < 0 { throw AtomicFile.Failure(description: "cannot open for writing: \(AtomicFile.lastError())") }
    defer { systemClose(out) }
    var st = stat()
    guard fstat(out, &st) == 0, st.st_dev == status.st_dev, st.st_ino == status.st_ino else {
      throw AtomicFile.Failure(description: "the file changed on disk", changed: true)
    }
    if !AtomicFile.writeAll(out, new) { throw AtomicFile.Failure(description: "cannot write: \(AtomicFile.lastError())") }
    if ftruncate(out, off_t(new.count)) != 0 { throw AtomicFile.Failure(description: "cannot truncate: \(AtomicFile.lastError())") }
    if fsync(out) != 0 { throw AtomicFile.Failure(description: "cannot sync: \(AtomicFile.lastError())") }
  }

  static func modificationTime(_ st: stat) -> (Int, Int) {
    #if canImport(Darwin)
    return (Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec))
    #else
    return (Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec))
    #endif
  }

  /// Reads to the end; nil on an error or when more than `limit` bytes are there.
  static func readAll(_ fd: Int32, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let n = chunk.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemRead(fd, base, buffer.count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit { return nil }
    }
  }
}

/// `open(2)` and `close(2)`, named apart from the methods above.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  PathBytes.withCString(path) { name in
    #if canImport(Glibc)
    return Glibc.open(name, flags, mode)
    #elseif canImport(Darwin)
    return Darwin.open(name, flags, mode)
    #endif
  }
}

/// `close(2)`: 0, or -1 with `errno` set.
@discardableResult
func systemClose(_ fd: Int32) -> Int32 {
  #if canImport(Glibc)
  return Glibc.close(fd)
  #elseif canImport(Darwin)
  return Darwin.close(fd)
  #endif
}

/// `read(2)`.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.read(fd, buffer, count)
  #elseif canImport(Darwin)
  return Darwin.read(fd, buffer, count)
  #endif
}

/// Temporary files being written, removed by a SIGINT or SIGTERM handler before the process
/// dies of the signal. The paths live in a fixed C buffer, so the handler only calls
/// async-signal-safe functions (`unlink`, `signal`, `raise`).
enum TemporaryFiles {
  static let slotCount = 8
  static let slotSize = 4096
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<CChar> = {
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    p.initialize(repeating: 0, count: slotCount * slotSize)
    return p
  }()
  nonisolated(unsafe) static var installed = false
  static let lock = NSLock()

  static func installSignalHandlers() {
    lock.lock()
    defer { lock.unlock() }
    if installed { return }
    installed = true
    _ = slots
    let handler: @convention(c) (Int32) -> Void = { signalNumber in
      TemporaryFiles.removeAll()
      signal(signalNumber, SIG_DFL)
      raise(signalNumber)
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  /// Returns the slot used, or -1 when every slot is taken (or the path is too long).
  static func register(_ path: String) -> Int {
    let bytes = PathBytes.bytes(path)
    guard bytes.count < slotSize else { return -1 }
    lock.lock()
    defer { lock.unlock() }
    for i in 0..<slotCount where slots[i * slotSize] == 0 {
      let base = slots + i * slotSize
      for (j, b) in bytes.enumerated().dropFirst() { base[j] = CChar(bitPattern: b) }
      base[bytes.count] = 0
      base[0] = CChar(bitPattern: bytes.first ?? 0)   // set last: the slot is complete
      return i
    }
    return -1
  }

  static func unregister(_ slot: Int) {
    guard slot >= 0 && slot < slotCount else { return }
    lock.lock()
    slots[slot * slotSize] = 0
    lock.unlock()
  }

  /// Removes every registered file (called by the signal handler; no locks, no allocation).
  static func removeAll() {
    for i in 0..<slotCount {
      let base = slots + i * slotSize
      if base[0] != 0 { unlink(base) }
    }
  }

  /// The paths registered now (tests).
  static var registered: [String] {
    (0..<slotCount).compactMap { i in
      let base = slots + i * slotSize
      return base[0] == 0 ? nil : PathBytes.string(cString: base)
    }
  }
}

/// The findings `--fix` may fix: those the report shows. `--select`, `--ignore`, `--rule ID=off`
/// and `--exclude` leave a rule's or a file's findings out of the report and out of the fixes
/// (as ESLint does not fix a rule turned off, and ruff fixes only the rules it selects); with a
/// `baseline`, the findings it excuses are not fixed either, as suppressed ones are not: fixing
/// one would change its line, and the other accepted findings of that line would no longer
/// match the baseline.
struct FixScope {
  var filter: FindingFilter?
  var baseline: Baseline?

  func findings(_ all: [Finding]) -> [Finding] {
    let new = baseline?.newFindings(all) ?? all
    guard let filter, !filter.isEmpty else { return new }
    return filter.apply(new)
  }
}
