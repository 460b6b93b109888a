import AccessibilityModel
import Foundation
import Lint
import TemplateSyntax

/// The protocol side of `an-lint lsp`: one decoded message in, the messages to send out.
/// No I/O: `LanguageServerCommand` reads stdin and writes stdout; tests call `handle` directly.
final class LanguageServer {
  /// An open document: the client's (possibly unsaved) text, and what was last published for it.
  struct Document {
    var uri: String
    var bytes: [UInt8]
    var version: Int?
    /// The client's `languageId` (`typescript` documents are linted for their inline templates).
    var languageID: String?
    /// The published diagnostics and the findings behind them (for code actions).
    var published: [(diagnostic: [String: Any], finding: Finding)] = []
  }

  private(set) var encoding: PositionEncoding = .utf16
  private(set) var initializeReceived = false
  private(set) var shutdownReceived = false
  /// Set by `exit`: 0 after `shutdown`, else 1.
  private(set) var exitCode: Int32?
  private(set) var documents: [String: Document] = [:]

  private let configPath: String?
  private let configBoundary: String?
  private let platformOverride: [Platform]?
  /// Compiled rule sets by configuration file, kept while the file's settings are unchanged.
  private var ruleSets: [String: (configuration: Configuration, ruleSet: RuleSet)] = [:]
  private var shownConfigErrors = Set<String>()
  /// The workspace root (from `rootUri`), for documents that are not files.
  private var rootPath: String?
  /// The client can watch files for us (`workspace.didChangeWatchedFiles.dynamicRegistration`).
  private var clientCanWatchFiles = false
  /// When set, didOpen and didChange only record the text; `flushPending` lints each changed
  /// document once, in its latest version (so a burst of edits costs one lint).
  var deferLinting = false
  /// Documents changed since they were last linted, in order.
  private var pending: [String] = []

  init(configPath: String? = nil, platformOverride: [Platform]? = nil, configBoundary: String? = nil) {
    self.configPath = configPath
    self.configBoundary = configBoundary
    self.platformOverride = platformOverride
  }

  // MARK: Dispatch

  /// Handles one message body (the bytes between framing headers).
  func handle(_ body: [UInt8]) -> [[String: Any]] {
    guard let json = JSONRPC.parse(body) else {
      return [JSONRPC.error(id: NSNull(), code: JSONRPC.ErrorCode.parseError, message: "parse error: the message is not valid JSON")]
    }
    guard let message = json as? [String: Any] else {
      return [JSONRPC.error(id: NSNull(), code: JSONRPC.ErrorCode.invalidRequest, message: "invalid request: a message must be an object")]
    }
    let id = message["id"]
    guard let method = message["method"] as? String else {
      // A response to a request of ours (the server sends none), or garbage.
      if id != nil && (message["result"] != nil || message["error"] != nil) { return [] }
      return [JSONRPC.error(id: id ?? NSNull(), code: JSONRPC.ErrorCode.invalidRequest, message: "invalid request: no method")]
    }
    let params = message["params"]
    if let id {
      // A request sees the diagnostics of the latest text (a code action uses them).
      let before = method == "initialize" || method == "shutdown" ? [] : flushPending()
      return before + [request(id: id, method: method, params: params)]
    }
    return notification(method: method, params: params)
  }

  private func request(id: Any, method: String, params: Any?) -> [String: Any] {
    if method == "initialize" {
      if initializeReceived {
        return JSONRPC.error(id: id, code: JSONRPC.ErrorCode.invalidRequest, message: "initialize was already received")
      }
      return JSONRPC.response(id: id, result: initialize(params as? [String: Any] ?? [:]))
    }
    guard initializeReceived else {
      return JSONRPC.error(id: id, code: JSONRPC.ErrorCode.serverNotInitialized, message: "server not initialized")
    }
    if shutdownReceived {
      return JSONRPC.error(id: id, code: JSONRPC.ErrorCode.invalidRequest, message: "the server is shutting down")
    }
    switch method {
    case "shutdown":
      shutdownReceived = true
      return JSONRPC.response(id: id, result: NSNull())
    case "textDocument/codeAction":
      guard let params = params as? [String: Any], let request = CodeActionRequest(params) else {
        return JSONRPC.error(id: id, code: JSONRPC.ErrorCode.invalidParams,
                             message: "invalid params: textDocument/codeAction " + CodeActionRequest.problem(params))
      }
      return JSONRPC.response(id: id, result: codeActions(request))
    default:
      return JSONRPC.error(id: id, code: JSONRPC.ErrorCode.methodNotFound, message: "method not found: \(method)")
    }
  }

  private func notification(method: String, params: Any?) -> [[String: Any]] {
    if method == "exit" {
      exitCode = shutdownReceived ? 0 : 1
      return []
    }
    guard initializeReceived, !shutdownReceived else { return [] }
    let params = params as? [String: Any] ?? [:]
    switch method {
    case "initialized":
      return watchConfigurationFiles()
    case "workspace/didChangeWatchedFiles":
      guard let changes = params["changes"] as? [[String: Any]], changes.allSatisfy({ $0["uri"] is String }) else {
        return Self.ignored(method, "changes, an array of events with a uri")
      }
      let names = Set(configurationFileNames)
      guard changes.contains(where: { change in
        (change["uri"] as? String).flatMap(Self.path(fromURI:)).map { names.contains(Self.fileName(of: $0)) } == true
      }) else { return [] }
      return configurationChanged()
    default:
      break
    }
    let textDocument = params["textDocument"] as? [String: Any] ?? [:]
    let uri = textDocument["uri"] as? String
    switch method {
    case "textDocument/didOpen":
      guard let uri, let text = textDocument["text"] as? String else {
        return Self.ignored(method, "textDocument.uri and textDocument.text, strings")
      }
      let document = Document(uri: uri, bytes: Array(text.utf8), version: textDocument["version"] as? Int,
                              languageID: textDocument["languageId"] as? String)
      documents[uri] = document
      return changed(uri)
    case "textDocument/didChange":
      guard let uri, let changes = params["contentChanges"] as? [[String: Any]], changes.allSatisfy({ $0["text"] is String }) else {
        return Self.ignored(method, "textDocument.uri, a string, and contentChanges, an array of changes with a text")
      }
      guard var document = documents[uri] else { return [] }
      for change in changes {
        guard let text = change["text"] as? String else { continue }
        if let rangeValue = change["range"], !(rangeValue is NSNull) {
          // A range that is not two positions of non-negative integers, in order, is refused
          // and the document kept as it was (never replaced whole).
          guard let (start, end) = LSPPosition.range(json: rangeValue) else {
            return [JSONRPC.notification("window/showMessage", [
              "type": 1, "message": "an-lint: textDocument/didChange for \(uri) has an invalid range; the change was ignored",
            ])]
          }
          // Incremental, though the server asks for full sync: apply it anyway.
          let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
          let lower = converter.offset(of: start)
          let upper = max(lower, converter.offset(of: end))
          document.bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        } else {
          document.bytes = Array(text.utf8)
        }
      }
      document.version = textDocument["version"] as? Int ?? document.version
      documents[uri] = document
      return changed(uri)
    case "textDocument/didClose":
      guard let uri else { return Self.ignored(method, "textDocument.uri, a string") }
      guard documents.removeValue(forKey: uri) != nil else { return [] }
      pending.removeAll { $0 == uri }
      return [JSONRPC.notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])]
    default:
      // `$/cancelRequest`, `workspace/didChangeConfiguration` (the server reads no client
      // settings: its configuration is the `.linter.yml` files), …: nothing to do.
      return []
    }
  }

  /// A notification cannot be answered: one whose params are malformed is ignored, and the
  /// client's log says why.
  static func ignored(_ method: String, _ need: String) -> [[String: Any]] {
    [JSONRPC.notification("window/logMessage", ["type": 2, "message": "an-lint: \(method) ignored: its params need \(need)"])]
  }

  // MARK: Configuration changes

  /// The names of the configuration files that apply: `--config`'s, else `.linter.yml`.
  private var configurationFileNames: [String] {
    [configPath.map(Self.fileName(of:)) ?? Configuration.fileName]
  }

  /// The last component of a path.
  static func fileName(of path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  static let watchRegistrationID = "an-lint/watch-configuration"

  /// Once initialized, asks a client that can watch files to report changes to the
  /// configuration files (as ruff's server does), so that an edit re-lints the open documents.
  private func watchConfigurationFiles() -> [[String: Any]] {
    guard clientCanWatchFiles else { return [] }
    let watchers = configurationFileNames.map { ["globPattern": "**/" + $0] }
    return [JSONRPC.request(id: Self.watchRegistrationID, method: "client/registerCapability", params: [
      "registrations": [[
        "id": Self.watchRegistrationID,
        "method": "workspace/didChangeWatchedFiles",
        "registerOptions": ["watchers": watchers],
      ] as [String: Any]],
    ])]
  }

  /// A configuration file was created, changed or deleted: every open document is linted again
  /// (each lint reads the configuration afresh, and a rule set is reused only for equal
  /// settings), and a configuration error is shown again even if shown before.
  private func configurationChanged() -> [[String: Any]] {
    shownConfigErrors = []
    let uris = documents.keys.sorted()
    if deferLinting {
      let queued = Set(pending)
      pending += uris.filter { !queued.contains($0) }
      return []
    }
    return uris.flatMap(changed)
  }

  /// Lints a document now, or marks it for `flushPending`.
  private func changed(_ uri: String) -> [[String: Any]] {
    if deferLinting {
      if !pending.contains(uri) { pending.append(uri) }
      return []
    }
    guard var document = documents[uri] else { return [] }
    let out = publish(&document)
    documents[uri] = document
    return out
  }

  /// Lints every document changed since its last lint, once, and returns what to publish.
  func flushPending() -> [[String: Any]] {
    var out: [[String: Any]] = []
    let uris = pending
    pending = []
    for uri in uris {
      guard var document = documents[uri] else { continue }
      out += publish(&document)
      documents[uri] = document
    }
    return out
  }

  // MARK: initialize

  private func initialize(_ params: [String: Any]) -> [String: Any] {
    initializeReceived = true
    let capabilities = params["capabilities"] as? [String: Any]
    let general = capabilities?["general"] as? [String: Any]
    encoding = PositionEncoding.negotiate(general?["positionEncodings"] as? [String])
    let workspace = capabilities?["workspace"] as? [String: Any]
    clientCanWatchFiles = (workspace?["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool == true
    if let root = params["rootUri"] as? String, let path = Self.path(fromURI: root) {
      rootPath = path
    } else if let root = params["rootPath"] as? String {
      rootPath = root
    }
    return [
      "capabilities": [
        "positionEncoding": encoding.rawValue,
        "textDocumentSync": ["openClose": true, "change": 1],
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": ToolInfo.name, "version": ToolInfo.version],
    ]
  }

  // MARK: Diagnostics

  /// Lints the document's text and returns its `publishDiagnostics` (and, the first time a
  /// configuration fails to load, a `window/showMessage` saying why).
  private func publish(_ document: inout Document) -> [[String: Any]] {
    var out: [[String: Any]] = []
    let path = Self.path(fromURI: document.uri)
    // A fresh resolver each time: `.linter.yml` files are small, and edits to them apply at
    // the next change without restarting the server.
    let resolver = ConfigResolver(configPath: configPath, knownRules: RuleRegistry.descriptions, boundary: configBoundary)
    let result: Result<Configuration, ConfigError>
    if let path {
      result = resolver.configuration(forFile: path)
    } else if let rootPath {
      result = resolver.configuration(forDirectory: rootPath)
    } else {
      result = .success(.default)
    }
    var published: [(diagnostic: [String: Any], finding: Finding)] = []
    switch result {
    case .failure(let error):
      let text = error.description
      if shownConfigErrors.insert(text).inserted {
        out.append(JSONRPC.notification("window/showMessage", ["type": 1, "message": "an-lint: " + text]))
      }
    case .success(let configuration) where path.map(configuration.excludes) == true:
      break  // Skipped by `exclude`, as the command line skips it: nothing to publish.
    case .success(let configuration):
      let ruleSet = self.ruleSet(for: configuration)
      let source = SourceFile(path: path ?? document.uri, bytes: document.bytes)
      let findings = FileLinter.lint(source, ruleSet: ruleSet, isScreen: path.map(configuration.isScreen) ?? false,
                                     language: language(of: document))
      let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
      for finding in findings where finding.suppression == nil {
        published.append((diagnostic(finding, converter), finding))
      }
    }
    document.published = published
    var params: [String: Any] = ["uri": document.uri, "diagnostics": published.map(\.diagnostic)]
    if let version = document.version { params["version"] = version }
    out.append(JSONRPC.notification("textDocument/publishDiagnostics", params))
    return out
  }

  private func language(of document: Document) -> SourceLanguage {
    SourceLanguage.of(languageID: document.languageID, path: Self.path(fromURI: document.uri) ?? document.uri)
  }

  private func ruleSet(for configuration: Configuration) -> RuleSet {
    let key = configuration.path ?? "<default>"
    if let cached = ruleSets[key], cached.configuration == configuration { return cached.ruleSet }
    let set = RuleSet(configuration: configuration, platformOverride: platformOverride)
    ruleSets[key] = (configuration, set)
    return set
  }

  private func diagnostic(_ finding: Finding, _ converter: PositionConverter) -> [String: Any] {
    var diagnostic: [String: Any] = [
      "range": converter.range(finding.range),
      "severity": Self.severity(finding.severity),
      "code": finding.ruleID,
      "codeDescription": ["href": ToolInfo.rulesDocBase + "/" + finding.ruleID + ".md"],
      "source": ToolInfo.name,
      "message": finding.message,
    ]
    // An unused suppression is tagged Unnecessary (1), so editors fade it. Sent whatever the
    // client's `publishDiagnostics.tagSupport` says, as vscode-eslint sends its Unnecessary
    // tag: a client without tag support ignores the field.
    if finding.ruleID == "unused-suppression" { diagnostic["tags"] = [Self.unnecessaryTag] }
    return diagnostic
  }

  /// LSP's `DiagnosticTag.Unnecessary`.
  static let unnecessaryTag = 1

  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .info: 3
    }
  }

  // MARK: Code actions

  /// The params of `textDocument/codeAction`, checked.
  struct CodeActionRequest {
    var uri: String
    var range: (start: LSPPosition, end: LSPPosition)
    var context: [String: Any]
    var diagnostics: [Any]

    init?(_ params: [String: Any]) {
      guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
            let range = LSPPosition.range(json: params["range"]),
            let context = params["context"] as? [String: Any], let diagnostics = context["diagnostics"] as? [Any] else { return nil }
      (self.uri, self.range, self.context, self.diagnostics) = (uri, range, context, diagnostics)
    }

    /// What malformed params lack, the first thing missing.
    static func problem(_ params: Any?) -> String {
      guard let params = params as? [String: Any] else { return "needs params, an object" }
      if !((params["textDocument"] as? [String: Any])?["uri"] is String) { return "needs textDocument.uri, a string" }
      if LSPPosition.range(json: params["range"]) == nil { return "needs range, a start and an end position in order" }
      return "needs context.diagnostics, an array"
    }
  }

  private func codeActions(_ request: CodeActionRequest) -> [Any] {
    let uri = request.uri
    guard let document = documents[uri] else { return [] }
    let context = request.context
    if let only = context["only"] as? [String], !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0 == "" }) {
      return []
    }
    var diagnostics = request.diagnostics.compactMap { $0 as? [String: Any] }.filter { ($0["source"] as? String) == ToolInfo.name }
    // A client that sends no diagnostics (a cursor's request) gets the actions of what was
    // published over the requested range.
    if request.diagnostics.isEmpty {
      let (from, to) = request.range
      diagnostics = document.published.map(\.diagnostic).filter { diagnostic in
        guard let range = diagnostic["range"] as? [String: Any], let start = LSPPosition(json: range["start"]),
              let end = LSPPosition(json: range["end"]) else { return false }
        return (start.line, start.character) <= (to.line, to.character) && (from.line, from.character) <= (end.line, end.character)
      }
    }
    let converter = PositionConverter(bytes: document.bytes, encoding: encoding)
    var fixes: [Any] = []
    var disables: [Any] = []
    var disabled = Set<String>()
    // In TypeScript, a comment line can only go inside a backtick template literal.
    let templates = language(of: document) == .typescript ? InlineTemplates.extract(document.bytes) : nil
    for diagnostic in diagnostics {
      guard let rule = diagnostic["code"] as? String,
            let range = diagnostic["range"] as? [String: Any], let start = LSPPosition(json: range["start"]) else { continue }
      if let finding = document.published.first(where: { Self.sameDiagnostic($0.diagnostic, diagnostic) })?.finding,
         let fix = finding.fix {
        let edits = fix.edits.map { edit -> [String: Any] in
          ["range": converter.range(edit.range), "newText": edit.replacement]
        }
        fixes.append([
          "title": fix.description,
          "kind": "quickfix",
          "diagnostics": [diagnostic],
          "isPreferred": fix.applicability == .safe,
          "edit": ["changes": [uri: edits]],
        ] as [String: Any])
      }
      // A directive's own findings cannot be suppressed by another directive.
      guard !Self.unsuppressible.contains(rule), disabled.insert("\(start.line) \(rule)").inserted else { continue }
      // A finding about the whole file (at its very start: `screen-without-title`) is disabled
      // for the file; any other for its line.
      let endsAtStart = LSPPosition(json: range["end"]) == LSPPosition(line: 0, character: 0)
      if start == LSPPosition(line: 0, character: 0) && endsAtStart {
        disables.append([
          "title": "Disable \(rule) for this file",
          "kind": "quickfix",
          "diagnostics": [diagnostic],
          "edit": ["changes": [uri: [fileDisableEdit(rule: rule, document, converter)]]],
        ] as [String: Any])
        continue
      }
      guard let edit = disableEdit(rule: rule, line: start.line, converter, templates: templates, document: document) else { continue }
      disables.append([
        "title": "Disable \(rule) for this line",
        "kind": "quickfix",
        "diagnostics": [diagnostic],
        "edit": ["changes": [uri: [edit]]],
      ] as [String: Any])
    }
    return fixes + disables
  }

  /// The rules of the suppression directives themselves: another directive cannot silence them.
  static let unsuppressible: Set<String> = ["unused-suppression", "unknown-rule-in-suppression"]

  /// Inserts `<!-- an-lint-disable-file RULE -->` and a line break at the start of the file
  /// (after a BOM).
  private func fileDisableEdit(rule: String, _ document: Document, _ converter: PositionConverter) -> [String: Any] {
    let at = converter.position(of: document.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).json
    let newline = converter.lineText(0).lineBreak.isEmpty ? "\n" : converter.lineText(0).lineBreak
    return ["range": ["start": at, "end": at], "newText": "<!-- an-lint-disable-file \(rule) -->" + newline]
  }

  /// Inserts `<!-- an-lint-disable-next-line RULE -->`, a line break and the line's own
  /// indentation where the line's text begins, so the comment sits above it, indented alike;
  /// when the line above is already such a directive, adds the rule to it. In a TypeScript
  /// document (`templates` given), only where the whole line start lies inside a backtick
  /// template literal. Nil where no comment can go: inside a start tag that spans lines (an
  /// attribute on a line of its own), where a comment would break the markup.
  private func disableEdit(rule: String, line: Int, _ converter: PositionConverter,
                           templates: [InlineTemplate]? = nil, document: Document) -> [String: Any]? {
    let (text, lineBreak) = converter.lineText(line)
    var indentEnd = text.startIndex
    if line == 0 && text.starts(with: [0xEF, 0xBB, 0xBF]) { indentEnd += 3 }
    let indentStart = indentEnd
    while indentEnd < text.endIndex && (text[indentEnd] == 0x20 || text[indentEnd] == 0x09) { indentEnd += 1 }
    var markup = ByteRange(0, document.bytes.count)
    if let templates {
      let lineStart = text.startIndex
      guard let template = templates.first(where: {
        $0.quote == .backtick && Int($0.contentRange.start) <= lineStart && indentEnd <= Int($0.contentRange.end)
      }) else { return nil }
      markup = template.contentRange
    }
    if Self.isInsideStartTag(indentEnd, markup: markup, document.bytes) { return nil }
    if line > 0, let edit = Self.extendDirective(above: line, rule: rule, converter) { return edit }
    let indentation = String(decoding: text[indentStart..<indentEnd], as: UTF8.self)
    let newline = lineBreak.isEmpty ? "\n" : lineBreak
    let at = converter.position(of: indentEnd).json
    return ["range": ["start": at, "end": at],
            "newText": "<!-- an-lint-disable-next-line \(rule) -->" + newline + indentation]
  }

  /// Whether `offset` lies inside the start tag of an element of the markup in `markup` (the
  /// document, or an inline template's content), after its `<`.
  static func isInsideStartTag(_ offset: Int, markup: ByteRange, _ bytes: [UInt8]) -> Bool {
    let start = Int(markup.start)
    let text = Array(bytes[start..<Int(markup.end)])
    let tree = TemplateParser.parse(SourceFile(path: "", bytes: text), expressions: .onDemand())
    let local = offset - start
    for node in tree.nodes {
      guard let element = node.element else { continue }
      let tag = element.startTagRange
      if Int(tag.start) < local && local < Int(tag.end) { return true }
    }
    return false
  }

  /// When the line above `line` is a `<!-- an-lint-disable-next-line … -->` directive with a
  /// rule list, the edit that adds `rule` to that list; nil otherwise.
  static func extendDirective(above line: Int, rule: String, _ converter: PositionConverter) -> [String: Any]? {
    let (above, _) = converter.lineText(line - 1)
    let text = String(decoding: above, as: UTF8.self)
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let head = "<!-- an-lint-disable-next-line "
    guard trimmed.hasPrefix(head), trimmed.hasSuffix("-->") else { return nil }
    // The rule list ends at the justification (` -- `) or at the comment's end.
    let body = trimmed.dropFirst(head.count).dropLast(3)
    let list = body.range(of: " -- ").map { body[..<$0.lowerBound] } ?? body
    let rules = list.split(whereSeparator: { $0 == "," || $0 == " " })
    guard !rules.isEmpty, !rules.contains(where: { $0 == rule }) else { return nil }
    let listEnd = list.trimmingCharacters(in: .whitespaces)
    guard let at = text.range(of: head + listEnd)?.upperBound else { return nil }
    let offset = Int(above.startIndex) + text.utf8.distance(from: text.utf8.startIndex, to: at)
    let position = converter.position(of: offset).json
    return ["range": ["start": position, "end": position], "newText": ", " + rule]
  }

  /// Whether a diagnostic sent back by the client is one we published (same rule, range and message).
  static func sameDiagnostic(_ published: [String: Any], _ received: [String: Any]) -> Bool {
    guard (published["code"] as? String) == (received["code"] as? String),
          (published["message"] as? String) == (received["message"] as? String),
          let a = published["range"] as? [String: Any], let b = received["range"] as? [String: Any] else { return false }
    return LSPPosition(json: a["start"]) == LSPPosition(json: b["start"]) && LSPPosition(json: a["end"]) == LSPPosition(json: b["end"])
  }

  // MARK: URIs

  /// The file path of a `file:` URI (host dropped, percent-decoded), or nil for other schemes.
  static func path(fromURI uri: String) -> String? {
    guard uri.lowercased().hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst(7))
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      rest = rest[slash...]  // file://host/path
    }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    return String(rest).removingPercentEncoding ?? String(rest)
  }
}

/// The server with its framing: bytes in, framed bytes out.
struct LanguageServerSession {
  let server: LanguageServer
  private var framer = MessageFramer()

  init(server: LanguageServer) { self.server = server }

  /// Set once `exit` has been received.
  var exitCode: Int32? { server.exitCode }

  /// Feeds bytes as they arrive; returns the framed messages to write (nothing after `exit`).
  /// Documents opened or changed are linted once, at the end, in their latest version; with
  /// `flush: false` (more input is already waiting) they are linted at a later call.
  mutating func receive(_ bytes: [UInt8], flush: Bool = true) -> [UInt8] {
    server.deferLinting = true
    framer.append(bytes)
    var out: [UInt8] = []
    while server.exitCode == nil, let item = framer.next() {
      let messages: [[String: Any]]
      switch item {
      case .message(let body): messages = server.handle(body)
      case .badHeader:
        messages = [JSONRPC.error(id: NSNull(), code: JSONRPC.ErrorCode.parseError,
                                  message: "parse error: a header block without a valid Content-Length")]
      case .tooLarge(let length):
        messages = [JSONRPC.error(id: NSNull(), code: JSONRPC.ErrorCode.invalidRequest,
                                  message: "message too large: Content-Length \(length) exceeds the limit of \(MessageFramer.maximumMessageSize) bytes; it is skipped")]
      }
      for message in messages { out += JSONRPC.frame(JSONRPC.serialize(message)) }
    }
    if flush && server.exitCode == nil {
      for message in server.flushPending() { out += JSONRPC.frame(JSONRPC.serialize(message)) }
    }
    return out
  }
}
