import Foundation
import XCTest
@testable import LinterCLI
@testable import Lint

/// `an-lint lsp` in process: framed bytes in, exact JSON out.
final class LanguageServerTests: XCTestCase {
  static let tapMessage = #"'an-view' handles (tap) but has no role: screen-reader, Voice Control and keyboard users cannot tell it can be pressed; use an-button, or add accessibilityRole=\"button\" and an accessibilityLabel (nothing inside it is a name)"#
  static let punctuationMessage = "label '😀 Cat.' ends in '.': a label is a short name, not a sentence, and the mark makes the reader pause or read it aloud; remove the trailing punctuation"
  static let tapHref = "https://github.com/an-lint/an-lint/blob/main/rules/tap-needs-button-role.md"
  static let punctuationHref = "https://github.com/an-lint/an-lint/blob/main/rules/label-trailing-punctuation.md"

  /// Line 0 has an emoji (2 UTF-16 units, 4 bytes) and Arabic (1 unit, 2 bytes a letter)
  /// before the finding; line 1 is indented with a tab and has an emoji inside the label.
  static let text = "<an-text>😀 مرحبا</an-text><an-view (tap)=\\\"go()\\\"></an-view>\\n\\t<an-image accessibilityLabel=\\\"😀 Cat.\\\" src=\\\"c.png\\\"></an-image>\\n"

  var directory: URL!
  var uri: String { "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/screen%20one.html" }

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("an-lint lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "platforms: [ios, android]\n".write(to: directory.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  // MARK: Helpers

  func frame(_ json: String) -> [UInt8] { JSONRPC.frame(Array(json.utf8)) }

  /// Splits framed output into bodies, checking each header.
  func bodies(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
    var framer = MessageFramer()
    framer.append(bytes)
    var out: [String] = []
    while let item = framer.next() {
      guard case .message(let body) = item else { XCTFail("bad header in output", file: file, line: line); break }
      out.append(String(decoding: body, as: UTF8.self))
    }
    XCTAssertEqual(framer.pendingCount, 0, "trailing bytes in output", file: file, line: line)
    return out
  }

  func session(_ server: LanguageServer? = nil) -> LanguageServerSession {
    LanguageServerSession(server: server ?? LanguageServer(configBoundary: directory.path))
  }

  func send(_ session: inout LanguageServerSession, _ messages: String...) -> [String] {
    bodies(session.receive(messages.flatMap(frame)))
  }

  func initialize(_ session: inout LanguageServerSession, utf8: Bool = false) {
    let general = utf8 ? #","general":{"positionEncodings":["utf-8","utf-16"]}"# : ""
    _ = send(&session, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{"textDocument":{}\#(general)}}}"#,
             #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
  }

  func open(_ session: inout LanguageServerSession, text: String = LanguageServerTests.text, version: Int = 1) -> [String] {
    send(&session, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"html","version":\#(version),"text":"\#(text)"}}}"#)
  }

  func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> String {
    #"{"end":{"character":\#(c2),"line":\#(l2)},"start":{"character":\#(c1),"line":\#(l1)}}"#
  }

  /// `named`: the element has a label, so the message does not ask for one.
  func tapDiagnostic(_ range: String, named: Bool = false) -> String {
    let message = named ? Self.tapMessage.replacingOccurrences(of: Self.unnamedSuffix, with: "") : Self.tapMessage
    return #"{"code":"tap-needs-button-role","codeDescription":{"href":"\#(Self.tapHref)"},"message":"\#(message)","range":\#(range),"severity":1,"source":"an-lint"}"#
  }

  static let unnamedSuffix = " and an accessibilityLabel (nothing inside it is a name)"

  func punctuationDiagnostic(_ range: String) -> String {
    #"{"code":"label-trailing-punctuation","codeDescription":{"href":"\#(Self.punctuationHref)"},"message":"\#(Self.punctuationMessage)","range":\#(range),"severity":3,"source":"an-lint"}"#
  }

  func publish(_ diagnostics: [String], version: Int? = 1) -> String {
    #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[\#(diagnostics.joined(separator: ","))],"uri":"\#(uri)"\#(version.map { ",\"version\":\($0)" } ?? "")}}"#
  }

  // MARK: Framing

  func testFramerWaitsForCompleteMessagesWhateverTheChunking() {
    let bytes = frame(#"{"a":"😀"}"#) + Array("content-length:  2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
    var framer = MessageFramer()
    var items: [MessageFramer.Item] = []
    for byte in bytes {
      framer.append([byte])
      while let item = framer.next() { items.append(item) }
    }
    XCTAssertEqual(items, [.message(Array(#"{"a":"😀"}"#.utf8)), .message(Array("{}".utf8))])
    XCTAssertEqual(Array("Content-Length: 2\r\n\r\n{}".utf8), JSONRPC.frame(Array("{}".utf8)))
  }

  func testHeaderWithoutContentLengthIsAParseErrorAndTheStreamGoesOn() {
    var s = session()
    let out = bodies(s.receive(Array("X-Nothing: 1\r\n\r\n".utf8) + frame(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)))
    XCTAssertEqual(out, [
      #"{"error":{"code":-32700,"message":"parse error: a header block without a valid Content-Length"},"id":null,"jsonrpc":"2.0"}"#,
      #"{"error":{"code":-32002,"message":"server not initialized"},"id":7,"jsonrpc":"2.0"}"#,
    ])
  }

  // MARK: initialize

  func testInitializeAdvertisesUTF16ByDefault() {
    var s = session()
    let out = send(&s, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    XCTAssertEqual(out, [#"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"positionEncoding":"utf-16","textDocumentSync":{"change":1,"openClose":true}},"serverInfo":{"name":"an-lint","version":"\#(ToolInfo.version)"}}}"#])
  }

  func testInitializeNegotiatesUTF8WhenOffered() {
    var s = session()
    let out = send(&s, #"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32","utf-8","utf-16"]}}}}"#)
    XCTAssertEqual(out, [#"{"id":"init","jsonrpc":"2.0","result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"positionEncoding":"utf-8","textDocumentSync":{"change":1,"openClose":true}},"serverInfo":{"name":"an-lint","version":"\#(ToolInfo.version)"}}}"#])
    XCTAssertEqual(s.server.encoding, .utf8)
  }

  // MARK: Diagnostics

  func testDiagnosticsInUTF16() {
    var s = session()
    initialize(&s)
    XCTAssertEqual(open(&s), [publish([tapDiagnostic(range(0, 28, 0, 35)), punctuationDiagnostic(range(1, 31, 1, 38))])])
  }

  func testDiagnosticsInUTF8WhenNegotiated() {
    var s = session()
    initialize(&s, utf8: true)
    XCTAssertEqual(open(&s), [publish([tapDiagnostic(range(0, 35, 0, 42)), punctuationDiagnostic(range(1, 31, 1, 40))])])
  }

  func testChangesAreLintedUnsavedAndCloseClearsTheDiagnostics() {
    var s = session()
    initialize(&s)
    _ = open(&s)
    let fixed = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"<an-view accessibilityRole=\"button\" accessibilityLabel=\"Go\" (tap)=\"go()\"></an-view>\n"}]}}"#
    XCTAssertEqual(send(&s, fixed), [publish([], version: 2)])
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("screen one.html").path))
    // An incremental change (not asked for) is applied too: the label loses its role.
    let incremental = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"range":\#(range(0, 9, 0, 36)),"text":""}]}}"#
    XCTAssertEqual(send(&s, incremental), [publish([tapDiagnostic(range(0, 1, 0, 8), named: true)], version: 3)])
    XCTAssertEqual(s.server.documents[uri].map { String(decoding: $0.bytes, as: UTF8.self) },
                   "<an-view accessibilityLabel=\"Go\" (tap)=\"go()\"></an-view>\n")
    let close = #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#
    XCTAssertEqual(send(&s, close), [publish([], version: nil)])
    XCTAssertNil(s.server.documents[uri])
  }

  func testSuppressedFindingsAreNotPublished() {
    var s = session()
    initialize(&s)
    let text = "<!-- an-lint-disable-next-line tap-needs-button-role -->\\n<an-view (tap)=\\\"go()\\\"></an-view>\\n"
    XCTAssertEqual(open(&s, text: text), [publish([])])
  }

  func testConfigurationIsResolvedFromTheDocumentPath() throws {
    try "platforms: [ios]\nrules:\n  tap-needs-button-role: off\n".write(to: directory.appendingPathComponent(".linter.yml"),
                                                                          atomically: true, encoding: .utf8)
    var s = session()
    initialize(&s)
    XCTAssertEqual(open(&s), [publish([punctuationDiagnostic(range(1, 31, 1, 38))])])
  }

  /// A document `exclude` skips is not linted, as the command line skips it.
  func testAnExcludedDocumentIsNotLinted() throws {
    try "exclude: [\"screen one.html\"]\n".write(to: directory.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    var s = session()
    initialize(&s)
    XCTAssertEqual(open(&s), [publish([])])
  }

  func testEditsToTheConfigurationApplyAtTheNextChange() throws {
    var s = session()
    initialize(&s)
    XCTAssertEqual(open(&s).count, 1)
    try "platforms: [ios]\nrules:\n  label-trailing-punctuation: off\n".write(to: directory.appendingPathComponent(".linter.yml"),
                                                                           atomically: true, encoding: .utf8)
    XCTAssertEqual(open(&s, version: 2), [publish([tapDiagnostic(range(0, 28, 0, 35))], version: 2)])
  }

  func testABrokenConfigurationIsShownOnceAndNothingIsPublished() throws {
    try "rules: [\n".write(to: directory.appendingPathComponent(".linter.yml"), atomically: true, encoding: .utf8)
    var s = session()
    initialize(&s)
    let first = open(&s)
    XCTAssertEqual(first.count, 2)
    XCTAssertTrue(first[0].hasPrefix(#"{"jsonrpc":"2.0","method":"window/showMessage","params":{"message":"an-lint: "#), first[0])
    XCTAssertEqual(first[1], publish([]))
    XCTAssertEqual(open(&s, version: 2), [publish([], version: 2)])
  }

  // MARK: Code actions

  func testCodeActionsOfferTheFixAndADisableCommentInUTF16() {
    var s = session()
    initialize(&s)
    _ = open(&s)
    let tap = tapDiagnostic(range(0, 28, 0, 35))
    let punctuation = punctuationDiagnostic(range(1, 31, 1, 38))
    let other = #"{"message":"not ours","range":\#(range(0, 0, 0, 1)),"source":"other"}"#
    let request = #"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(0, 0, 1, 0)),"context":{"diagnostics":[\#(tap),\#(punctuation),\#(other)]}}}"#
    let fix = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"","range":\#(range(1, 37, 1, 38))}]}},"isPreferred":true,"kind":"quickfix","title":"remove the trailing punctuation"}"#
    let disableTap = #"{"diagnostics":[\#(tap)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-next-line tap-needs-button-role -->\n","range":\#(range(0, 0, 0, 0))}]}},"kind":"quickfix","title":"Disable tap-needs-button-role for this line"}"#
    let disablePunctuation = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-next-line label-trailing-punctuation -->\n\t","range":\#(range(1, 1, 1, 1))}]}},"kind":"quickfix","title":"Disable label-trailing-punctuation for this line"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":5,"jsonrpc":"2.0","result":[\#(fix),\#(disableTap),\#(disablePunctuation)]}"#])
  }

  func testCodeActionEditsInUTF8AndTheDisableCommentSuppresses() {
    var s = session()
    initialize(&s, utf8: true)
    _ = open(&s)
    let punctuation = punctuationDiagnostic(range(1, 31, 1, 40))
    let request = #"{"jsonrpc":"2.0","id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(1, 31, 1, 31)),"context":{"diagnostics":[\#(punctuation)],"only":["quickfix"]}}}"#
    let fix = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"","range":\#(range(1, 39, 1, 40))}]}},"isPreferred":true,"kind":"quickfix","title":"remove the trailing punctuation"}"#
    let disable = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-next-line label-trailing-punctuation -->\n\t","range":\#(range(1, 1, 1, 1))}]}},"kind":"quickfix","title":"Disable label-trailing-punctuation for this line"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":6,"jsonrpc":"2.0","result":[\#(fix),\#(disable)]}"#])

    // Applying the disable edit leaves only the tap finding.
    let edited = "<an-text>😀 مرحبا</an-text><an-view (tap)=\\\"go()\\\"></an-view>\\n\\t<!-- an-lint-disable-next-line label-trailing-punctuation -->\\n\\t<an-image accessibilityLabel=\\\"😀 Cat.\\\" src=\\\"c.png\\\"></an-image>\\n"
    let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"\#(edited)"}]}}"#
    XCTAssertEqual(send(&s, change), [publish([tapDiagnostic(range(0, 35, 0, 42))], version: 2)])

    let sourceOnly = #"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(0, 0, 0, 0)),"context":{"diagnostics":[],"only":["source"]}}}"#
    XCTAssertEqual(send(&s, sourceOnly), [#"{"id":7,"jsonrpc":"2.0","result":[]}"#])
  }

  /// With no diagnostics in the request, the actions of what was published over the range.
  func testACursorRequestGetsTheActionsOfWhatWasPublishedThere() {
    var s = session()
    initialize(&s)
    _ = open(&s)
    let punctuation = punctuationDiagnostic(range(1, 31, 1, 38))
    let request = #"{"jsonrpc":"2.0","id":10,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(1, 33, 1, 33)),"context":{"diagnostics":[]}}}"#
    let fix = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"","range":\#(range(1, 37, 1, 38))}]}},"isPreferred":true,"kind":"quickfix","title":"remove the trailing punctuation"}"#
    let disable = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-next-line label-trailing-punctuation -->\n\t","range":\#(range(1, 1, 1, 1))}]}},"kind":"quickfix","title":"Disable label-trailing-punctuation for this line"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":10,"jsonrpc":"2.0","result":[\#(fix),\#(disable)]}"#])
  }

  func testDisableKeepsCRLFLineBreaks() {
    var s = session()
    initialize(&s)
    _ = open(&s, text: "<an-stack>\\r\\n    <an-view (tap)=\\\"go()\\\"></an-view>\\r\\n</an-stack>\\r\\n")
    let tap = tapDiagnostic(range(1, 5, 1, 12))
    let request = #"{"jsonrpc":"2.0","id":8,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(1, 5, 1, 5)),"context":{"diagnostics":[\#(tap),\#(tap)]}}}"#
    let disable = #"{"diagnostics":[\#(tap)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-next-line tap-needs-button-role -->\r\n    ","range":\#(range(1, 4, 1, 4))}]}},"kind":"quickfix","title":"Disable tap-needs-button-role for this line"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":8,"jsonrpc":"2.0","result":[\#(disable)]}"#])
  }

  /// No disable comment inside a start tag that spans lines, nor for a directive's own
  /// findings; a directive on the line above gets the rule added; a finding about the whole
  /// file is disabled for the file.
  func testDisableCommentsGoWhereTheyWork() {
    var s = session()
    initialize(&s)
    _ = open(&s, text: "<an-view>\\n  <an-view\\n    accessibilityRole=\\\"buton\\\">x</an-view>\\n  <!-- an-lint-disable-next-line image-needs-label -->\\n  <an-image src=\\\"a.png\\\" (tap)=\\\"x()\\\"></an-image>\\n</an-view>\\n")
    func diagnostic(_ rule: String, _ r: String) -> String {
      #"{"code":"\#(rule)","message":"m","range":\#(r),"source":"an-lint"}"#
    }
    let inTag = diagnostic("unknown-role", range(2, 22, 2, 29))
    let below = diagnostic("tap-needs-button-role", range(4, 3, 4, 11))
    let unused = diagnostic("unused-suppression", range(3, 7, 3, 30))
    let file = diagnostic("screen-without-title", range(0, 0, 0, 0))
    let request = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range(0, 0, 5, 0)),"context":{"diagnostics":[\#(inTag),\#(below),\#(unused),\#(file)]}}}"#
    let extend = #"{"diagnostics":[\#(below)],"edit":{"changes":{"\#(uri)":[{"newText":", tap-needs-button-role","range":\#(range(3, 50, 3, 50))}]}},"kind":"quickfix","title":"Disable tap-needs-button-role for this line"}"#
    let wholeFile = #"{"diagnostics":[\#(file)],"edit":{"changes":{"\#(uri)":[{"newText":"<!-- an-lint-disable-file screen-without-title -->\n","range":\#(range(0, 0, 0, 0))}]}},"kind":"quickfix","title":"Disable screen-without-title for this file"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":9,"jsonrpc":"2.0","result":[\#(extend),\#(wholeFile)]}"#])
  }

  // MARK: TypeScript documents

  /// The test text as the inline template of a component: line 0 of the template is line 2 of
  /// the document, 13 characters in.
  static let typescript = "@Component({\\n  selector: 'app-x',\\n  template: `" + text + "`,\\n})\\nexport class X {}\\n"

  func testTypeScriptDocumentsAreLintedForTheirInlineTemplates() {
    var s = session()
    initialize(&s)
    let tsURI = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/x.component.ts"
    let opened = send(&s, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(tsURI)","languageId":"typescript","version":1,"text":"\#(Self.typescript)"}}}"#)
    let tap = tapDiagnostic(range(2, 41, 2, 48))
    let punctuation = punctuationDiagnostic(range(3, 31, 3, 38))
    XCTAssertEqual(opened, [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[\#(tap),\#(punctuation)],"uri":"\#(tsURI)","version":1}}"#])
    // The fix edits the `.ts` text; a disable comment is offered only on a line inside the literal.
    let request = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(tsURI)"},"range":\#(range(2, 0, 3, 0)),"context":{"diagnostics":[\#(tap),\#(punctuation)]}}}"#
    let fix = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(tsURI)":[{"newText":"","range":\#(range(3, 37, 3, 38))}]}},"isPreferred":true,"kind":"quickfix","title":"remove the trailing punctuation"}"#
    let disable = #"{"diagnostics":[\#(punctuation)],"edit":{"changes":{"\#(tsURI)":[{"newText":"<!-- an-lint-disable-next-line label-trailing-punctuation -->\n\t","range":\#(range(3, 1, 3, 1))}]}},"kind":"quickfix","title":"Disable label-trailing-punctuation for this line"}"#
    XCTAssertEqual(send(&s, request), [#"{"id":9,"jsonrpc":"2.0","result":[\#(fix),\#(disable)]}"#])
    // A `.ts` document without an inline template gives nothing, whatever its strings hold.
    let plainURI = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/util.ts"
    let plain = send(&s, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(plainURI)","languageId":"typescript","version":1,"text":"export const a = '<an-view (tap)=\"go()\"></an-view>';\n"}}}"#)
    XCTAssertEqual(plain, [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(plainURI)","version":1}}"#])
  }

  func testAnHTMLDocumentWithoutPrimitivesGetsNoDiagnostics() {
    var s = session()
    initialize(&s)
    let page = "<p>user@example.com {{ roto @if (x {\\n<!-- an-lint-disable-file -->\\n<div>"
    XCTAssertEqual(open(&s, text: page), [publish([])])
  }

  // MARK: Lifecycle and errors

  func testShutdownThenExitIsZero() {
    var s = session()
    initialize(&s)
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#), [#"{"id":9,"jsonrpc":"2.0","result":null}"#])
    XCTAssertNil(s.exitCode)
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","id":10,"method":"textDocument/codeAction","params":{}}"#),
                   [#"{"error":{"code":-32600,"message":"the server is shutting down"},"id":10,"jsonrpc":"2.0"}"#])
    // Nothing after `exit` is answered.
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","method":"exit"}"#, #"{"jsonrpc":"2.0","id":11,"method":"shutdown"}"#), [])
    XCTAssertEqual(s.exitCode, 0)
  }

  func testExitWithoutShutdownIsOne() {
    var s = session()
    initialize(&s)
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","method":"exit"}"#), [])
    XCTAssertEqual(s.exitCode, 1)
  }

  func testUnknownRequestsAndMalformedJSONAreErrorsAndTheServerGoesOn() {
    var s = session()
    initialize(&s)
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","id":12,"method":"textDocument/hover","params":{}}"#,
                        #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":12}}"#,
                        #"{"jsonrpc":"2.0","id":13,"method":"#,
                        #"[1,2]"#,
                        #"{"jsonrpc":"2.0","id":14,"method":"shutdown"}"#), [
      #"{"error":{"code":-32601,"message":"method not found: textDocument/hover"},"id":12,"jsonrpc":"2.0"}"#,
      #"{"error":{"code":-32700,"message":"parse error: the message is not valid JSON"},"id":null,"jsonrpc":"2.0"}"#,
      #"{"error":{"code":-32600,"message":"invalid request: a message must be an object"},"id":null,"jsonrpc":"2.0"}"#,
      #"{"id":14,"jsonrpc":"2.0","result":null}"#,
    ])
  }

  func testFileURIsBecomePaths() {
    XCTAssertEqual(LanguageServer.path(fromURI: "file:///home/a%20b/%C3%A9t%C3%A9.html"), "/home/a b/été.html")
    XCTAssertEqual(LanguageServer.path(fromURI: "file://localhost/srv/x.html"), "/srv/x.html")
    XCTAssertEqual(LanguageServer.path(fromURI: "FILE:///x%23y.html"), "/x#y.html")
    XCTAssertNil(LanguageServer.path(fromURI: "untitled:Untitled-1"))
  }

  func testPositionsRoundTripInBothEncodings() {
    let bytes = Array("a😀b\r\nمر\rz".utf8)
    let utf16 = PositionConverter(bytes: bytes, encoding: .utf16)
    let utf8 = PositionConverter(bytes: bytes, encoding: .utf8)
    XCTAssertEqual(utf16.position(of: 5), LSPPosition(line: 0, character: 3))
    XCTAssertEqual(utf8.position(of: 5), LSPPosition(line: 0, character: 5))
    XCTAssertEqual(utf16.position(of: 10), LSPPosition(line: 1, character: 1))
    XCTAssertEqual(utf16.position(of: 13), LSPPosition(line: 2, character: 0))
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 0, character: 3)), 5)
    XCTAssertEqual(utf8.offset(of: LSPPosition(line: 1, character: 2)), 10)
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 1, character: 99)), 12)
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 9, character: 0)), 14)
  }

  /// A long line's columns come from checkpoints: every offset gives what a scan from the
  /// line's start gives, in any order asked.
  func testLongLineColumnsMatchAScanFromTheLineStart() {
    var text = "x\n"
    for k in 0..<700 { text += k % 3 == 0 ? "😀é" : k % 3 == 1 ? "مرحبا" : "abc" }
    text += "\nend"
    let bytes = Array(text.utf8)
    let converter = PositionConverter(bytes: bytes, encoding: .utf16)
    func scanned(_ offset: Int) -> Int {
      let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      return String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count
    }
    var boundaries: [Int] = []
    for (k, b) in bytes.enumerated() where b & 0xC0 != 0x80 { boundaries.append(k) }
    XCTAssertGreaterThan(bytes.count, 4 * PositionConverter.longLine)
    for offset in boundaries.reversed() + boundaries {
      XCTAssertEqual(converter.position(of: offset).character, scanned(offset), "offset \(offset)")
    }
  }
}

// MARK: Configuration changes

extension LanguageServerTests {
  func watched(_ name: String, type: Int = 2) -> String {
    let changed = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/" + name
    return #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(changed)","type":\#(type)}]}}"#
  }

  /// A client that can register file watchers is asked, once `initialized`, to watch the
  /// configuration files; its answer is taken silently.
  func testTheServerAsksToWatchTheConfigurationFiles() {
    let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}"#
    let initialized = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#
    func registration(_ pattern: String) -> String {
      #"{"id":"an-lint/watch-configuration","jsonrpc":"2.0","method":"client/registerCapability","params":{"registrations":[{"id":"an-lint/watch-configuration","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"\#(pattern)"}]}}]}}"#
    }
    var s = session()
    XCTAssertEqual(Array(send(&s, initialize, initialized).dropFirst()), [registration("**/.linter.yml")])
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","id":"an-lint/watch-configuration","result":null}"#), [])
    // With `--config`, that file's name.
    var explicit = session(LanguageServer(configPath: "conf/a11y.yml"))
    XCTAssertEqual(Array(send(&explicit, initialize, initialized).dropFirst()), [registration("**/a11y.yml")])
    // A client that cannot is not asked.
    var plain = session()
    XCTAssertEqual(send(&plain, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#, initialized).count, 1)
  }

  /// A changed `.linter.yml` re-lints every open document at once; a change to another file
  /// does nothing; a configuration broken again is shown again.
  func testAConfigurationChangeRelintsEveryOpenDocument() throws {
    var s = session()
    initialize(&s)
    _ = open(&s)
    let otherURI = "file://" + directory.path.replacingOccurrences(of: " ", with: "%20") + "/b.html"
    _ = send(&s, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(otherURI)","languageId":"html","version":4,"text":"<an-view (tap)=\"go()\"></an-view>\n"}}}"#)
    let config = directory.appendingPathComponent(".linter.yml")
    try "platforms: [ios]\nrules:\n  tap-needs-button-role: off\n".write(to: config, atomically: true, encoding: .utf8)
    XCTAssertEqual(send(&s, watched("b.html")), [])
    let other = #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(otherURI)","version":4}}"#
    XCTAssertEqual(send(&s, watched(".linter.yml")), [other, publish([punctuationDiagnostic(range(1, 31, 1, 38))])])
    // Deleted: the defaults apply (every platform, the rule on).
    try FileManager.default.removeItem(at: config)
    let otherTap = #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[\#(tapDiagnostic(range(0, 1, 0, 8)))],"uri":"\#(otherURI)","version":4}}"#
    XCTAssertEqual(send(&s, watched(".linter.yml", type: 3)),
                   [otherTap, publish([tapDiagnostic(range(0, 28, 0, 35)), punctuationDiagnostic(range(1, 31, 1, 38))])])
    for _ in 0..<2 {
      try "rules: [\n".write(to: config, atomically: true, encoding: .utf8)
      let broken = send(&s, watched(".linter.yml"))
      XCTAssertEqual(broken.count, 3)
      guard broken.count == 3 else { return }
      XCTAssertTrue(broken[0].hasPrefix(#"{"jsonrpc":"2.0","method":"window/showMessage","params":{"message":"an-lint: "#), broken[0])
      XCTAssertEqual(Array(broken.dropFirst()), [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(otherURI)","version":4}}"#, publish([])])
      try FileManager.default.removeItem(at: config)
      XCTAssertEqual(send(&s, watched(".linter.yml", type: 3)).count, 2)
    }
  }
}

// MARK: Malformed params

extension LanguageServerTests {
  func codeAction(_ id: Int, _ params: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/codeAction","params":\#(params)}"#
  }

  func invalidParams(_ id: Int, _ message: String) -> String {
    #"{"error":{"code":-32602,"message":"invalid params: textDocument/codeAction \#(message)"},"id":\#(id),"jsonrpc":"2.0"}"#
  }

  /// A request whose params are not what the method takes is answered -32602, saying what is missing.
  func testARequestWithMalformedParamsIsInvalidParams() {
    var s = session()
    initialize(&s)
    _ = open(&s)
    let document = #""textDocument":{"uri":"\#(uri)"}"#
    let context = #""context":{"diagnostics":[]}"#
    let whole = #""range":\#(range(0, 0, 2, 0))"#
    XCTAssertEqual(send(&s, codeAction(20, #"{"textDocument":{},\#(whole),\#(context)}"#),
                        codeAction(21, #"{\#(document),\#(context)}"#),
                        codeAction(22, #"{\#(document),"range":\#(range(1, 0, 0, 0)),\#(context)}"#),
                        codeAction(23, #"{\#(document),"range":{"start":{"line":-1,"character":0},"end":{"line":0,"character":0}},\#(context)}"#),
                        codeAction(24, #"{\#(document),\#(whole)}"#),
                        codeAction(25, #"{\#(document),\#(whole),"context":{"diagnostics":{}}}"#),
                        codeAction(26, "[]"),
                        codeAction(27, #"{"textDocument":{"uri":"file:///not/open.html"},\#(whole),\#(context)}"#)), [
      invalidParams(20, "needs textDocument.uri, a string"),
      invalidParams(21, "needs range, a start and an end position in order"),
      invalidParams(22, "needs range, a start and an end position in order"),
      invalidParams(23, "needs range, a start and an end position in order"),
      invalidParams(24, "needs context.diagnostics, an array"),
      invalidParams(25, "needs context.diagnostics, an array"),
      invalidParams(26, "needs params, an object"),
      // Well formed, for a document that is not open: nothing to offer.
      #"{"id":27,"jsonrpc":"2.0","result":[]}"#,
    ])
  }

  /// A notification cannot be answered: one with malformed params is ignored, and the client's
  /// log says why.
  func testANotificationWithMalformedParamsIsIgnoredAndLogged() {
    var s = session()
    initialize(&s)
    func logged(_ method: String, _ what: String) -> String {
      #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"message":"an-lint: \#(method) ignored: its params need \#(what)","type":2}}"#
    }
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"html","version":1}}}"#),
                   [logged("textDocument/didOpen", "textDocument.uri and textDocument.text, strings")])
    XCTAssertNil(s.server.documents[uri])
    _ = open(&s)
    XCTAssertEqual(send(&s, #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":{"text":""}}}"#,
                        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":""},{"range":\#(range(0, 0, 0, 1))}]}}"#,
                        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{}}}"#,
                        #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"type":1}]}}"#), [
      logged("textDocument/didChange", "textDocument.uri, a string, and contentChanges, an array of changes with a text"),
      logged("textDocument/didChange", "textDocument.uri, a string, and contentChanges, an array of changes with a text"),
      logged("textDocument/didClose", "textDocument.uri, a string"),
      logged("workspace/didChangeWatchedFiles", "changes, an array of events with a uri"),
    ])
    XCTAssertEqual(s.server.documents[uri].map { String(decoding: $0.bytes, as: UTF8.self) },
                   "<an-text>😀 مرحبا</an-text><an-view (tap)=\"go()\"></an-view>\n\t<an-image accessibilityLabel=\"😀 Cat.\" src=\"c.png\"></an-image>\n")
    XCTAssertEqual(s.server.documents[uri]?.version, 1)
  }
}

// MARK: Diagnostic tags

extension LanguageServerTests {
  /// An unused suppression is tagged Unnecessary, so editors fade it.
  func testAnUnusedSuppressionIsTaggedUnnecessary() {
    var s = session()
    initialize(&s)
    let text = "<!-- an-lint-disable-next-line tap-needs-button-role -->\\n<an-text>x</an-text>\\n"
    let message = "'an-lint-disable-next-line' suppresses nothing for 'tap-needs-button-role': no such finding is reported on the next line; remove it"
    let unused = #"{"code":"unused-suppression","codeDescription":{"href":"https://github.com/an-lint/an-lint/blob/main/rules/unused-suppression.md"},"message":"\#(message)","range":\#(range(0, 0, 0, 4)),"severity":2,"source":"an-lint","tags":[1]}"#
    XCTAssertEqual(open(&s, text: text), [publish([unused])])
  }
}

// MARK: A byte order mark

extension LanguageServerTests {
  /// A document beginning with a BOM keeps it (Foundation's parser drops a leading U+FEFF
  /// from a string on Linux): the columns of line 0 count it, as the client does.
  func testALeadingBOMIsKept() {
    var s = session()
    initialize(&s)
    XCTAssertEqual(open(&s, text: "\u{FEFF}<an-view (tap)=\\\"go()\\\"></an-view>\\n"), [publish([tapDiagnostic(range(0, 2, 0, 9))])])
    XCTAssertEqual(s.server.documents[uri]?.bytes.prefix(4), [0xEF, 0xBB, 0xBF, 0x3C])
    // Escaped, or after another character, it was kept already; a BOM before the message is not part of it.
    XCTAssertEqual(JSONRPC.parse(Array("\u{FEFF}[\"\u{FEFF}a\",\"\\ufeffb\",\"c\u{FEFF}\",\"\u{FEFF}\u{FEFF}\"]".utf8)) as? [String],
                   ["\u{FEFF}a", "\u{FEFF}b", "c\u{FEFF}", "\u{FEFF}\u{FEFF}"])
  }
}
