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
    try? JSONSerialization.jsonObject(with: Data(ByteOrderMarks.escape(LoneSurrogates.replace(body))), options: [.fragmentsAllowed])
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

  /// A request of the server's to the client (its response is ignored).
  static func request(id: String, method: String, params: Any) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
  }

  static func notification(_ method: String, _ params: Any) -> [String: Any] {
    ["jsonrpc": "2.0", "method": method, "params": params]
  }
}

/// Splits an incoming byte stream into message bodies, whatever the chunking of the reads.
///
/// Bounded and linear: the header scan resumes where the previous one stopped, a header block
/// longer than `maximumHeaderSize` is an error (its bytes are dropped), and a message whose
/// `Content-Length` exceeds `maximumMessageSize` is reported once and its body skipped as it
/// arrives, never buffered.
struct MessageFramer {
  enum Item: Equatable {
    /// One complete message body.
    case message([UInt8])
    /// A header block without a usable `Content-Length` (it is skipped).
    case badHeader(String)
    /// A message larger than `maximumMessageSize` (its body is skipped).
    case tooLarge(Int)
  }

  static let maximumMessageSize = 64 << 20
  static let maximumHeaderSize = 8 << 10

  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the end of the header block resumes.
  private var scanned = 0
  /// Body bytes of an oversized message still to drop.
  private var skipping = 0

  mutating func append(_ bytes: [UInt8]) {
    var bytes = bytes[...]
    if skipping > 0 {
      let dropped = min(skipping, bytes.count)
      skipping -= dropped
      bytes = bytes.dropFirst(dropped)
    }
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      scanned = max(0, scanned - start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Bytes received and not yet returned as a message.
  var pendingCount: Int { buffer.count - start }

  /// The next complete item, or nil when more bytes are needed.
  mutating func next() -> Item? {
    if skipping > 0 { return nil }
    guard let headerEnd = findHeaderEnd() else {
      if buffer.count - start > Self.maximumHeaderSize {
        // No header end in sight: drop what arrived (keeping the last 3 bytes, which may
        // begin a `\r\n\r\n`).
        let header = String(decoding: buffer[start..<(start + 64)], as: UTF8.self)
        start = buffer.count - 3
        scanned = start
        return .badHeader(header)
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    var length: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if name == "content-length" {
        // Digits only, and at most 18 of them: no overflow.
        length = value.count <= 18 && !value.isEmpty && value.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(value) : nil
        if value.count > 18 && value.allSatisfy({ $0.isASCII && $0.isNumber }) { length = Int.max }
      }
    }
    guard let length, length >= 0 else {
      start = bodyStart
      scanned = start
      return .badHeader(header)
    }
    if length > Self.maximumMessageSize {
      let available = buffer.count - bodyStart
      let dropped = min(available, length)
      start = bodyStart + dropped
      scanned = start
      skipping = length == Int.max ? Int.max : length - dropped
      return .tooLarge(length)
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    start = bodyStart + length
    scanned = start
    return .message(body)
  }

  /// The index of the `\r\n\r\n` that ends the header block, if it has arrived. Each byte is
  /// looked at once across calls.
  private mutating func findHeaderEnd() -> Int? {
    var i = max(start, scanned)
    let n = buffer.count
    while i + 3 < n {
      if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
      i += 1
    }
    scanned = i
    return nil
  }
}

/// JSON text with every lone UTF-16 surrogate escape (`\uD800` not followed by a low
/// surrogate escape, or a low one alone) replaced by `\uFFFD`, as the LSP specification lets a
/// server do; Foundation's parser rejects them, and the message would be lost.
enum LoneSurrogates {
  static func replace(_ body: [UInt8]) -> [UInt8] {
    guard body.contains(0x5C) else { return body }
    var out: [UInt8] = []
    var i = 0
    var changed = false
    out.reserveCapacity(body.count)
    func hex(_ at: Int) -> Int? {
      guard at + 6 <= body.count, body[at] == 0x5C, body[at + 1] == 0x75 else { return nil }
      var value = 0
      for b in body[(at + 2)..<(at + 6)] {
        guard let digit = hexDigit(b) else { return nil }
        value = value << 4 | digit
      }
      return value
    }
    while i < body.count {
      if body[i] == 0x5C, i + 1 < body.count {
        if let unit = hex(i) {
          if (0xD800...0xDBFF).contains(unit), let low = hex(i + 6), (0xDC00...0xDFFF).contains(low) {
            out.append(contentsOf: body[i..<(i + 12)])
            i += 12
            continue
          }
          if (0xD800...0xDFFF).contains(unit) {
            out.append(contentsOf: Array("\\uFFFD".utf8))
            changed = true
            i += 6
            continue
          }
        }
        out.append(body[i])
        out.append(body[i + 1])
        i += 2
        continue
      }
      out.append(body[i])
      i += 1
    }
    return changed ? out : body
  }

  static func hexDigit(_ b: UInt8) -> Int? {
    switch b {
    case 0x30...0x39: return Int(b - 0x30)
    case 0x41...0x46: return Int(b - 0x41 + 10)
    case 0x61...0x66: return Int(b - 0x61 + 10)
    default: return nil
    }
  }
}

/// JSON text with each raw U+FEFF (the bytes EF BB BF) written as the escape `\uFEFF`, except
/// one that begins the body. Foundation's parser on Linux drops a raw U+FEFF that begins a
/// string value, so a document's BOM would be lost (and the columns of its first line off by
/// one); the escape it keeps. Inside a string the two mean the same character; elsewhere a
/// U+FEFF is invalid JSON either way, but at the very start, where a parser may skip it.
enum ByteOrderMarks {
  static func escape(_ body: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var copied = 0
    var i = body.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i + 2 < body.count {
      if body[i] == 0xEF && body[i + 1] == 0xBB && body[i + 2] == 0xBF {
        if out.isEmpty { out.reserveCapacity(body.count + 16) }
        out.append(contentsOf: body[copied..<i])
        out.append(contentsOf: escapeBytes)
        i += 3
        copied = i
      } else {
        i += 1
      }
    }
    if copied == 0 { return body }
    out.append(contentsOf: body[copied...])
    return out
  }

  static let escapeBytes = Array("\\uFEFF".utf8)
}
