import Foundation

/// JSON-RPC 2.0 messages over the LSP base protocol: a header block (`Content-Length: N`,
/// optionally `Content-Type`), an empty line, then N bytes of UTF-8 JSON.
enum JSONRPC {
  /// Error codes used by the server (JSON-RPC's own, and LSP's).
  enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
  }

  /// `body` with its `Content-Length` header.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// Parses a message body: an object, or nil when the bytes are not JSON.
  static func parse(_ body: [UInt8]) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
  }

  /// Serializes with sorted keys and unescaped slashes, so the output is deterministic.
  static func serialize(_ value: Any) -> [UInt8] {
    guard let data = try? JSONSerialization.data(withJSONObject: value,
                                                 options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    else { return Array("null".utf8) }
    return Array(data)
  }

  static func response(id: Any, result: Any) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  static func error(id: Any, code: Int, message: String) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]]
  }

  static func notification(_ method: String, _ params: Any) -> [String: Any] {
    ["jsonrpc": "2.0", "method": method, "params": params]
  }
}

/// Splits an incoming byte stream into message bodies, whatever the chunking of the reads.
struct MessageFramer {
  enum Item: Equatable {
    /// One complete message body.
    case message([UInt8])
    /// A header block without a usable `Content-Length` (it is skipped).
    case badHeader(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0

  mutating func append(_ bytes: [UInt8]) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Bytes received and not yet returned as a message.
  var pendingCount: Int { buffer.count - start }

  /// The next complete item, or nil when more bytes are needed.
  mutating func next() -> Item? {
    guard let headerEnd = findHeaderEnd() else { return nil }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    var length: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length" { length = Int(value) }
    }
    guard let length, length >= 0 else {
      start = bodyStart
      return .badHeader(header)
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    start = bodyStart + length
    return .message(body)
  }

  /// The index of the `\r\n\r\n` that ends the header block, if it has arrived.
  private func findHeaderEnd() -> Int? {
    var i = start
    let n = buffer.count
    while i + 3 < n {
      if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
      i += 1
    }
    return nil
  }
}
