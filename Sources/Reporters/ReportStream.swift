import Lint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a streamed report goes: bytes are buffered and handed to `sink` in chunks of about
/// `chunkSize` bytes, so the output is written as the run goes, never held whole.
public final class ReportOutput {
  private var buffer: [UInt8] = []
  private let chunkSize: Int
  private let sink: ([UInt8]) -> Void
  /// Set when a spooled part of the report could not be read back (the output is incomplete).
  public internal(set) var failure: String?

  public init(chunkSize: Int = 1 << 16, _ sink: @escaping ([UInt8]) -> Void) {
    self.chunkSize = chunkSize
    self.sink = sink
    buffer.reserveCapacity(chunkSize)
  }

  public func write(_ bytes: [UInt8]) {
    if bytes.count >= chunkSize {
      // A large piece goes as it is, after what is buffered.
      flush()
      sink(bytes)
      return
    }
    buffer += bytes
    if buffer.count >= chunkSize { flush() }
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    buffer += bytes
    if buffer.count >= chunkSize { flush() }
  }

  /// Hands what is buffered to the sink.
  public func flush() {
    if buffer.isEmpty { return }
    sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// One format, written file by file: `begin` before the first file, `file` with each file's
/// findings (one path, in order; suppressed ones included) as the run delivers them, and
/// `end` with what is known only at the end.
public protocol ReportStream {
  mutating func begin(rules: [RuleDescription], to out: ReportOutput)
  mutating func file(_ findings: [Finding], to out: ReportOutput)
  mutating func end(filesLinted: Int, errors: [String], to out: ReportOutput)
}

extension Reporter {
  /// The whole output, UTF-8, streamed into one buffer: the findings are given to the stream
  /// one path at a time, paths in the order of their first finding.
  public func render(_ report: LintReport, options: ReporterOptions) -> [UInt8] {
    var bytes: [UInt8] = []
    let out = ReportOutput { chunk in
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
    }
    var options = options
    options.spoolMemoryLimit = .max
    var stream = self.stream(options: options)
    stream.begin(rules: report.rules, to: out)
    for findings in Self.byPath(report.findings) { stream.file(findings, to: out) }
    stream.end(filesLinted: report.filesLinted, errors: report.errors, to: out)
    out.flush()
    return bytes
  }
}

extension Reporter {
  /// The findings of each path, paths in the order of their first finding: the runs of one
  /// path when the findings are in report order (a path never comes back), else grouped.
  static func byPath(_ findings: [Finding]) -> [[Finding]] {
    var runs: [ArraySlice<Finding>] = []
    var seen = Set<String>()
    var start = 0
    var sorted = true
    for i in findings.indices where i == findings.count - 1 || findings[i + 1].path != findings[i].path {
      if !seen.insert(findings[i].path).inserted { sorted = false }
      runs.append(findings[start...i])
      start = i + 1
    }
    if sorted { return runs.map(Array.init) }
    var order: [String] = []
    var byPath: [String: [Finding]] = [:]
    for f in findings {
      if byPath[f.path] == nil { order.append(f.path) }
      byPath[f.path, default: []].append(f)
    }
    return order.map { byPath[$0]! }
  }
}

/// The part of a report that must come after a header written only at the end (JSON's
/// totals, SARIF's and GitHub's errors): kept in memory up to `memoryLimit` bytes, then
/// moved to an unlinked temporary file, and copied to the output at the end. Memory stays
/// bounded whatever the number of findings. Without a usable temporary folder it stays in
/// memory.
final class Spool {
  static let memoryLimit = 1 << 20
  private var memory: [UInt8] = []
  private var fd: Int32 = -1
  /// Bytes already in the file (they come before `memory`).
  private var fileBytes = 0
  /// False once the temporary file could not be made or written: the rest stays in memory.
  private var canSpill = true
  let limit: Int

  init(limit: Int = Spool.memoryLimit) { self.limit = limit }

  deinit { if fd >= 0 { close(fd) } }

  var isEmpty: Bool { fileBytes == 0 && memory.isEmpty }
  /// Bytes held in the temporary file (the tests).
  var bytesInFile: Int { fileBytes }

  func append(_ bytes: [UInt8]) {
    memory += bytes
    if memory.count >= limit && canSpill { spill() }
  }

  /// The bytes in memory as a writer to append to directly (no copy); give it back with
  /// `give` before anything else touches the spool.
  func take() -> JSONWriter {
    var writer = JSONWriter(capacity: 0)
    swap(&writer.bytes, &memory)
    return writer
  }

  func give(_ writer: JSONWriter) {
    memory = writer.bytes
    if memory.count >= limit && canSpill { spill() }
  }

  private func spill() {
    if fd < 0 {
      fd = Self.temporaryFile()
      if fd < 0 { canSpill = false; return }
    }
    var written = 0
    while written < memory.count {
      let n = memory.withUnsafeBytes { buffer -> Int in
        Spool.systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { canSpill = false; break }
      written += n
    }
    fileBytes += written
    memory.removeSubrange(0..<written)
  }

  /// Copies everything to `out`; the spool is empty afterwards.
  func drain(to out: ReportOutput) {
    if fileBytes > 0 {
      var chunk = [UInt8](repeating: 0, count: 1 << 18)
      var offset = 0
      while offset < fileBytes {
        let n = chunk.withUnsafeMutableBytes { buffer -> Int in
          pread(fd, buffer.baseAddress!, min(buffer.count, fileBytes - offset), off_t(offset))
        }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          if out.failure == nil {
            out.failure = "cannot read the temporary file: \(n < 0 ? String(cString: strerror(errno)) : "it is shorter than written")"
          }
          break
        }
        chunk.withUnsafeBytes { out.write(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        offset += n
      }
      close(fd)
      fd = -1
      fileBytes = 0
    }
    out.write(memory)
    memory = []
  }

  /// An unlinked file in `$TMPDIR` (else `/tmp`), open for reading and writing; -1 if none.
  static func temporaryFile() -> Int32 {
    var folder = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    if folder.isEmpty { folder = "/tmp" }
    while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
    var template = Array("\(folder)/an-lint-spool-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if fd < 0 { return -1 }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return fd
  }

  static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #endif
  }
}
