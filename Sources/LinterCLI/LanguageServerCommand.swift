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
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var drained = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        io.writeErr("an-lint lsp: error: cannot read stdin: \(String(cString: strerror(errno)))\n")
        return 1
      }
      if count == 0 {
        // The client went away without `exit`: as `exit` would, 0 only after `shutdown`.
        return session.exitCode ?? (session.server.shutdownReceived ? 0 : 1)
      }
      // While more input is already waiting (a burst of didChange), keep reading and lint
      // only when it is drained (or after `drainLimit` bytes), the latest text of each document.
      drained += count
      let more = drained < drainLimit && inputIsWaiting()
      if !more { drained = 0 }
      let out = session.receive(Array(chunk[0..<count]), flush: !more)
      if !out.isEmpty && !writeAll(out) {
        io.writeErr("an-lint lsp: error: cannot write stdout: \(String(cString: strerror(errno)))\n")
        return 1
      }
      if let code = session.exitCode { return code }
    }
  }

  /// Bytes read without linting before the pending documents are linted anyway.
  static let drainLimit = 256 << 20

  /// Whether stdin has bytes to read right now.
  static func inputIsWaiting() -> Bool {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && (descriptor.revents & Int16(POLLIN)) != 0
  }

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
