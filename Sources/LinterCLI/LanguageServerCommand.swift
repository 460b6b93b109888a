import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `an-lint lsp`: a Language Server over stdio. Reads fd 0 as bytes arrive, answers on fd 1;
/// the protocol itself is `LanguageServer` (no I/O there). Logs go to stderr.
enum LanguageServerCommand {
  static func run(arguments: Arguments, io: CommandIO) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var session = LanguageServerSession(server: LanguageServer(configPath: arguments.config,
                                                               platformOverride: arguments.platforms))
    // A reader thread keeps taking input while a document is linted, so that when the lint
    // ends every change sent meanwhile is already here: the queued messages are all handled,
    // then only the latest text of each document is linted.
    let input = InputQueue(limit: drainLimit)
    let reader = Thread { input.readLoop() }
    reader.start()
    while true {
      let (chunks, end) = input.takeAll()
      for (i, chunk) in chunks.enumerated() {
        let out = session.receive(chunk, flush: i == chunks.count - 1)
        if !out.isEmpty && !writeAll(out) {
          io.writeErr("an-lint lsp: error: cannot write stdout: \(String(cString: strerror(errno)))\n")
          return 1
        }
        if let code = session.exitCode { return code }
      }
      switch end {
      case .none: continue
      case .endOfInput:
        // The client went away without `exit`: as `exit` would, 0 only after `shutdown`.
        return session.exitCode ?? (session.server.shutdownReceived ? 0 : 1)
      case .error(let message):
        io.writeErr("an-lint lsp: error: cannot read stdin: \(message)\n")
        return 1
      }
    }
  }

  /// Bytes read ahead of the server (the reader waits beyond this).
  static let drainLimit = 256 << 20


  /// Writes every byte to fd 1, across partial writes and interrupts.
  static func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        guard let base = buffer.baseAddress else { return true }
        let n = write(1, base + written, buffer.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += n
      }
      return true
    }
  }
}

/// Chunks read from stdin by a thread, taken all at once by the server loop. Bounded: the
/// reader waits while `limit` bytes are queued.
final class InputQueue: @unchecked Sendable {
  enum End: Sendable {
    case none
    case endOfInput
    case error(String)
  }

  private let condition = NSCondition()
  private var chunks: [[UInt8]] = []
  private var queued = 0
  private var end = End.none
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  func readLoop() {
    var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      condition.lock()
      if count <= 0 {
        end = count == 0 ? .endOfInput : .error(String(cString: strerror(errno)))
        condition.broadcast()
        condition.unlock()
        return
      }
      while queued >= limit { condition.wait() }
      chunks.append(Array(buffer[0..<count]))
      queued += count
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Waits for input, then returns every chunk queued (and whether the input ended after them).
  func takeAll() -> ([[UInt8]], End) {
    condition.lock()
    defer { condition.unlock() }
    while chunks.isEmpty {
      if case .none = end { condition.wait() } else { break }
    }
    let taken = chunks
    chunks = []
    queued = 0
    condition.broadcast()
    return (taken, taken.isEmpty ? end : .none)
  }
}
