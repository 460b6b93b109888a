import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// Issue 13, item 5: the language server under load and with hostile framing.
final class LanguageServerLoadTests: XCTestCase {
  var directory: URL!
  var uri: String { "file://" + directory.path + "/a.html" }

  override func setUpWithError() throws {
    directory = try ScratchDirectory.make("an-lint-lsp-load-")
    try "platforms: [ios]\n".write(to: directory.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
  }

  func frame(_ json: String) -> [UInt8] { JSONRPC.frame(Array(json.utf8)) }

  func items(_ bytes: [UInt8]) -> [[String: Any]] {
    var framer = MessageFramer()
    framer.append(bytes)
    var out: [[String: Any]] = []
    while case .message(let body)? = framer.next() {
      if let object = JSONRPC.parse(body) as? [String: Any] { out.append(object) }
    }
    return out
  }

  func started() -> LanguageServerSession {
    var session = LanguageServerSession(server: LanguageServer(configBoundary: directory.path))
    _ = session.receive(frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
                        + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#))
    return session
  }

  func open(_ session: inout LanguageServerSession, _ text: String) -> [[String: Any]] {
    let escaped = String(decoding: JSONRPC.serialize(text), as: UTF8.self)
    return items(session.receive(frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"html","version":1,"text":\#(escaped)}}}"#)))
  }

  func change(_ version: Int, _ text: String) -> [UInt8] {
    let escaped = String(decoding: JSONRPC.serialize(text), as: UTF8.self)
    return frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(escaped)}]}}"#)
  }

  func testABurstOfChangesIsLintedOnceInItsLatestVersion() {
    var session = started()
    _ = open(&session, "<an-text>x</an-text>")
    var burst: [UInt8] = []
    for version in 2...51 { burst += change(version, String(repeating: "<an-view (tap)=\"go()\"></an-view>\n", count: version)) }
    let out = items(session.receive(burst))
    XCTAssertEqual(out.count, 1)
    let params = out.first?["params"] as? [String: Any]
    XCTAssertEqual(params?["version"] as? Int, 51)
    XCTAssertEqual((params?["diagnostics"] as? [Any])?.count, 51)
  }

  func testAChangeWithAMalformedRangeIsRefusedAndTheDocumentKept() {
    var session = started()
    _ = open(&session, "<an-view (tap)=\"go()\"></an-view>\n")
    for range in [#"{"start":{"line":0.5,"character":0},"end":{"line":0,"character":1}}"#,
                  #"{"start":{"line":"a","character":0},"end":{"line":0,"character":1}}"#,
                  #"{"start":{"line":0,"character":-1},"end":{"line":0,"character":1}}"#,
                  #"{"start":{"line":0,"character":3},"end":{"line":0,"character":1}}"#,
                  #""everything""#] {
      let out = items(session.receive(frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":\#(range),"text":"X"}]}}"#)))
      XCTAssertEqual(out.count, 1, range)
      XCTAssertEqual(out.first?["method"] as? String, "window/showMessage", range)
      XCTAssertEqual(session.server.documents[uri].map { String(decoding: $0.bytes, as: UTF8.self) }, "<an-view (tap)=\"go()\"></an-view>\n", range)
    }
  }

  func testALoneSurrogateIsReplacedAndTheDocumentTracked() {
    var session = started()
    let body = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"html","version":1,"text":"<an-text>\ud800 \udc00 \ud83d\ude00</an-text>"}}}"#
    let out = items(session.receive(frame(body)))
    XCTAssertEqual(out.first?["method"] as? String, "textDocument/publishDiagnostics")
    XCTAssertEqual(session.server.documents[uri].map { String(decoding: $0.bytes, as: UTF8.self) }, "<an-text>\u{FFFD} \u{FFFD} 😀</an-text>")
    // An escaped backslash before 'u' is not an escape.
    XCTAssertEqual(LoneSurrogates.replace(Array(#""\\ud800""#.utf8)), Array(#""\\ud800""#.utf8))
  }

  func testAnOversizedMessageIsAnErrorAndSkippedWithoutBuffering() {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: 1000000000000\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 1000))
    XCTAssertEqual(framer.next(), .tooLarge(1_000_000_000_000))
    XCTAssertEqual(framer.pendingCount, 0)
    framer.append([UInt8](repeating: 0x41, count: 1 << 20))
    XCTAssertEqual(framer.pendingCount, 0)
    XCTAssertNil(framer.next())

    // Just over the limit: the body is skipped and the next message read.
    var second = MessageFramer()
    let size = MessageFramer.maximumMessageSize + 1
    second.append(Array("Content-Length: \(size)\r\n\r\n".utf8))
    XCTAssertEqual(second.next(), .tooLarge(size))
    second.append([UInt8](repeating: 0x20, count: size))
    second.append(JSONRPC.frame(Array("{}".utf8)))
    XCTAssertEqual(second.next(), .message(Array("{}".utf8)))

    var session = started()
    let out = items(session.receive(Array("Content-Length: 99999999999\r\n\r\n".utf8)))
    XCTAssertEqual((out.first?["error"] as? [String: Any])?["message"] as? String,
                   "message too large: Content-Length 99999999999 exceeds the limit of 67108864 bytes; it is skipped")
  }

  func testHeaderScanningIsLinearAndBounded() {
    // A header arriving one byte at a time: each byte is scanned once.
    var framer = MessageFramer()
    let header = Array("Content-Length: 2\r\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 4000) + Array("\r\n\r\n{}".utf8)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for b in header.dropLast(1) { framer.append([b]); XCTAssertNil(framer.next()) }
    }
    framer.append([header.last!])
    XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
    XCTAssertLessThan(elapsed, .seconds(2))
    // A header that never ends is an error once it passes 8 KiB.
    var endless = MessageFramer()
    endless.append([UInt8](repeating: 0x61, count: 9000))
    guard case .badHeader? = endless.next() else { return XCTFail("expected a bad header") }
    XCTAssertLessThan(endless.pendingCount, 4)
  }
}
