// MARK: - A YAML subset reader for `.linter.yml`

/// A node of a YAML document, with the 1-based line and column of its first character
/// (columns count Unicode scalars; a BOM is skipped and does not count).
///
/// A mapping's position is that of its first key, a sequence's that of its first `-`
/// (or its `[`), a quoted scalar's that of its opening quote, and an empty value's
/// (`key:` with nothing after it) that of the place right after the `:` or `-`.
public struct YAMLNode: Sendable, Equatable {
  /// How a scalar was written.
  public enum ScalarStyle: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted
  }

  /// What a node holds.
  public enum Kind: Sendable, Equatable {
    /// An empty value: `key:` with nothing after it, `- ` with nothing after it, or an empty document.
    case null
    /// A scalar, unescaped. `true`, `1` or `null` written plainly are plain scalars too:
    /// the reader leaves typing to its caller.
    case scalar(String, style: ScalarStyle)
    case sequence([YAMLNode])
    /// Entries in the order written. Keys are scalar nodes and are unique.
    case mapping([YAMLPair])
  }

  public var kind: Kind
  public var line: Int
  public var column: Int

  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// The text of a scalar, nil for other nodes.
  public var scalarText: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// The items of a sequence, nil for other nodes.
  public var sequenceItems: [YAMLNode]? {
    if case .sequence(let items) = kind { return items }
    return nil
  }

  /// The entries of a mapping, nil for other nodes.
  public var mappingPairs: [YAMLPair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }

  /// True for an empty value, and for the plain scalars `null`, `Null`, `NULL` and `~`.
  public var isNull: Bool {
    switch kind {
    case .null: return true
    case .scalar(let text, let style):
      return style == .plain && (text == "null" || text == "Null" || text == "NULL" || text == "~")
    default: return false
    }
  }
}

/// One `key: value` entry of a mapping. The key is always a scalar node.
public struct YAMLPair: Sendable, Equatable {
  public var key: YAMLNode
  public var value: YAMLNode

  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }

  /// The key's text.
  public var name: String { key.scalarText ?? "" }
}

/// A syntax error, or a YAML feature this reader does not support, at a 1-based line and column.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int

  public init(_ message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line:column: message`
  public var description: String { "\(line):\(column): \(message)" }
}

/// Reads the subset of YAML that configuration files need.
///
/// Supported: block mappings and block sequences (by indentation, with `- ` items, nested,
/// and a sequence may sit at the same indentation as its parent key), flow mappings
/// `{a: 1, b: [x, y]}` and flow sequences `[a, b]` (which may span lines and end with a
/// trailing comma), plain scalars, single-quoted scalars (`''` is a quote), double-quoted
/// scalars (escapes `\" \\ \/ \n \t \r \0 \uXXXX \UXXXXXXXX`), comments (`#` at the start of a
/// line or after whitespace), empty values (`.null`) and one leading `---`. Line breaks may be
/// `\n`, `\r\n` or `\r`; a leading BOM is skipped.
///
/// Everything else is a `YAMLError`, never a crash: tabs in indentation, anchors, aliases,
/// tags, block scalars, directives, explicit and complex keys, more than one document,
/// inconsistent indentation, duplicate keys, quoted scalars that do not close on their line,
/// unclosed flow collections, multi-line plain scalars, and nesting deeper than
/// `YAML.maximumDepth`.
public enum YAML {
  /// The deepest nesting of collections accepted.
  public static let maximumDepth = 100

  /// Parses one document.
  public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
    var parser = YAMLParser(text: text)
    return try parser.parseDocument()
  }

  /// Parses one document from UTF-8 bytes; invalid UTF-8 is an error at the first bad byte.
  public static func parse(utf8 bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
    var line = 1
    var column = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var previousWasCR = false
    var done = false
    while !done {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          if !previousWasCR { line += 1; column = 1 }
        } else if scalar == "\r" {
          line += 1
          column = 1
        } else if !(line == 1 && column == 1 && scalar == "\u{FEFF}") {
          column += 1
        }
        previousWasCR = scalar == "\r"
      case .emptyInput:
        done = true
      case .error:
        throw YAMLError("invalid UTF-8; expected UTF-8 text", line: line, column: column)
      }
    }
    return try parse(String(decoding: bytes, as: UTF8.self))
  }
}

// MARK: - Parser

private struct YAMLParser {
  private let s: [Unicode.Scalar]
  private let lineStarts: [Int]
  private var i = 0

  init(text: String) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.unicodeScalars.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
        previousWasCR = true
        continue
      }
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      scalars.append(scalar)
    }
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var starts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" {
      starts.append(index + 1)
    }
    s = scalars
    lineStarts = starts
  }

  // MARK: Positions and errors

  private func lineIndex(of index: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return low
  }

  private func column(_ index: Int) -> Int {
    index - lineStarts[lineIndex(of: index)] + 1
  }

  private func error(_ message: String, at index: Int) -> YAMLError {
    let line = lineIndex(of: index)
    return YAMLError(message, line: line + 1, column: index - lineStarts[line] + 1)
  }

  private func node(_ kind: YAMLNode.Kind, at index: Int) -> YAMLNode {
    let line = lineIndex(of: index)
    return YAMLNode(kind, line: line + 1, column: index - lineStarts[line] + 1)
  }

  // MARK: Character classes

  private var atEnd: Bool { i >= s.count }

  private func char(_ index: Int) -> Unicode.Scalar? {
    index < s.count ? s[index] : nil
  }

  private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

  private static func isFlowIndicator(_ c: Unicode.Scalar) -> Bool {
    c == "," || c == "[" || c == "]" || c == "{" || c == "}"
  }

  /// True at the end of input, a line break, a space or a tab.
  private func isBlankOrEnd(_ index: Int) -> Bool {
    guard let c = char(index) else { return true }
    return c == "\n" || YAMLParser.isSpace(c)
  }

  /// True where an indicator such as `:` or `-` is followed by something that ends it.
  private func endsIndicator(_ index: Int, flow: Bool) -> Bool {
    if isBlankOrEnd(index) { return true }
    return flow && YAMLParser.isFlowIndicator(s[index])
  }

  private func isSequenceDash(_ index: Int) -> Bool {
    char(index) == "-" && isBlankOrEnd(index + 1)
  }

  private func isComment(_ index: Int) -> Bool {
    guard char(index) == "#" else { return false }
    return index == 0 || s[index - 1] == "\n" || YAMLParser.isSpace(s[index - 1])
  }

  private func isDocumentMarker(_ index: Int, _ marker: Unicode.Scalar) -> Bool {
    guard column(index) == 1, index + 2 < s.count else { return false }
    return s[index] == marker && s[index + 1] == marker && s[index + 2] == marker && isBlankOrEnd(index + 3)
  }

  // MARK: Lines

  private mutating func skipInlineSpace() {
    while let c = char(i), YAMLParser.isSpace(c) { i += 1 }
  }

  private mutating func skipComment() {
    while let c = char(i), c != "\n" { i += 1 }
  }

  /// Skips trailing spaces and a comment, then the line break. Anything else is an error.
  private mutating func finishLine(_ expectation: String) throws(YAMLError) {
    skipInlineSpace()
    if isComment(i) { skipComment() }
    guard let c = char(i) else { return }
    if c != "\n" { throw error(expectation, at: i) }
    i += 1
  }

  /// From the start of a line, skips blank and comment lines and stops on the first content
  /// character (or the end of input).
  private mutating func skipToContent() throws(YAMLError) {
    while i < s.count {
      var firstTab: Int?
      while let c = char(i), YAMLParser.isSpace(c) {
        if c == "\t" && firstTab == nil { firstTab = i }
        i += 1
      }
      guard let c = char(i) else { return }
      if c == "\n" {
        i += 1
        continue
      }
      if c == "#" {
        skipComment()
        continue
      }
      if let tab = firstTab {
        throw error("tabs are not allowed in indentation; expected spaces", at: tab)
      }
      if isDocumentMarker(i, "-") {
        throw error("a second document ('---') is not supported; expected one document per file", at: i)
      }
      if isDocumentMarker(i, ".") {
        throw error("the document end marker ('...') is not supported; expected the end of the file", at: i)
      }
      return
    }
  }

  // MARK: Document

  mutating func parseDocument() throws(YAMLError) -> YAMLNode {
    // A leading `---` (optionally followed by a comment) starts the document.
    var index = 0
    var onlyBlank = true
    while index < s.count && onlyBlank {
      // Find the first line with content, allowing comments.
      let c = s[index]
      if c == "\n" || YAMLParser.isSpace(c) {
        index += 1
      } else if c == "#" && isComment(index) {
        while index < s.count && s[index] != "\n" { index += 1 }
      } else {
        onlyBlank = false
      }
    }
    if !onlyBlank && isDocumentMarker(index, "-") {
      i = index + 3
      try finishLine("expected the end of the line after '---'")
    }
    try skipToContent()
    if atEnd { return YAMLNode(.null, line: 1, column: 1) }
    let rootColumn = column(i)
    let root = try parseBlockNode(parentColumn: 0, depth: 0)
    if !atEnd {
      switch root.kind {
      case .mapping:
        throw error("bad indentation; expected a key at column \(rootColumn) or the end of the document", at: i)
      case .sequence:
        throw error("bad indentation; expected '- ' at column \(rootColumn) or the end of the document", at: i)
      default:
        throw error("expected the end of the document after a single value", at: i)
      }
    }
    return root
  }

  // MARK: Block context

  /// Rejects characters that cannot start a value (or that start a feature this reader lacks).
  private func rejectIndicator(flow: Bool) throws(YAMLError) {
    guard let c = char(i) else { return }
    switch c {
    case "&":
      throw error("anchors ('&') are not supported; expected a plain or quoted value", at: i)
    case "*":
      throw error("aliases ('*') are not supported; put a value that starts with '*' in quotes", at: i)
    case "!":
      throw error("tags ('!') are not supported; expected a plain or quoted value", at: i)
    case "|", ">":
      throw error("block scalars ('|' and '>') are not supported; use a quoted string", at: i)
    case "%":
      throw error("directives ('%') are not supported; put a value that starts with '%' in quotes", at: i)
    case "@", "`":
      throw error("'\(c)' cannot start a plain value; put the value in quotes", at: i)
    case "?":
      if endsIndicator(i + 1, flow: flow) {
        throw error("explicit keys ('?') are not supported; expected 'key: value'", at: i)
      }
    case ":":
      if endsIndicator(i + 1, flow: flow) {
        throw error("expected a key or a value before ':'", at: i)
      }
    case "-":
      if flow && isBlankOrEnd(i + 1) {
        throw error("sequence items ('- ') are not allowed inside '[ ]' or '{ }'; separate items with ','", at: i)
      }
    case ",", "]", "}":
      throw error("unexpected '\(c)'; put a value that starts with '\(c)' in quotes", at: i)
    default:
      return
    }
  }

  /// Parses the block node starting at `i` (a content character) and everything that belongs
  /// to it; returns with `i` on the next content character or at the end.
  private mutating func parseBlockNode(parentColumn: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    if depth > YAML.maximumDepth {
      throw error("nesting is too deep; expected at most \(YAML.maximumDepth) levels", at: i)
    }
    let start = i
    let startColumn = column(start)
    if isSequenceDash(i) {
      return try parseBlockSequence(column: startColumn, depth: depth + 1)
    }
    if char(i) == "[" || char(i) == "{" {
      let flow = try parseFlowNode(parentColumn: parentColumn, depth: depth + 1)
      let closer = s[i - 1]
      skipInlineSpace()
      if char(i) == ":" && isBlankOrEnd(i + 1) {
        throw error("complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key", at: start)
      }
      try finishLine("expected the end of the line after the closing '\(closer)'")
      try skipToContent()
      return flow
    }
    try rejectIndicator(flow: false)
    let scalar = try parseScalar(flow: false)
    skipInlineSpace()
    if char(i) == ":" && isBlankOrEnd(i + 1) {
      return try parseBlockMapping(column: startColumn, firstKey: scalar, depth: depth + 1)
    }
    try finishLine(afterScalarMessage(scalar))
    try skipToContent()
    return scalar
  }

  private func afterScalarMessage(_ scalar: YAMLNode) -> String {
    if case .scalar(_, let style) = scalar.kind, style != .plain {
      return "unexpected text after the closing quote; expected ':' or the end of the line"
    }
    return "expected the end of the line"
  }

  private mutating func parseBlockMapping(column: Int, firstKey: YAMLNode, depth: Int) throws(YAMLError) -> YAMLNode {
    var pairs: [YAMLPair] = []
    var seen: [String: YAMLNode] = [:]
    var key = firstKey
    while true {
      // `i` is on the `:` after `key`.
      let name = key.scalarText ?? ""
      if let first = seen[name] {
        throw YAMLError("duplicate key '\(name)'; it is already defined at line \(first.line), column \(first.column)",
                        line: key.line, column: key.column)
      }
      seen[name] = key
      i += 1
      let value = try parseMappingValue(keyColumn: column, depth: depth)
      pairs.append(YAMLPair(key: key, value: value))
      if atEnd { break }
      let next = self.column(i)
      if next < column { break }
      if next > column {
        throw error("bad indentation; expected a key at column \(column)", at: i)
      }
      if isSequenceDash(i) {
        throw error("expected a key at column \(column), found a sequence item ('- ')", at: i)
      }
      key = try parseBlockKey()
    }
    return YAMLNode(.mapping(pairs), line: firstKey.line, column: firstKey.column)
  }

  /// Parses a key of a block mapping and stops on its `:`.
  private mutating func parseBlockKey() throws(YAMLError) -> YAMLNode {
    if char(i) == "[" || char(i) == "{" {
      throw error("complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key", at: i)
    }
    try rejectIndicator(flow: false)
    let key = try parseScalar(flow: false)
    skipInlineSpace()
    guard char(i) == ":" && isBlankOrEnd(i + 1) else {
      throw error("expected ':' after the key '\(key.scalarText ?? "")'", at: i)
    }
    return key
  }

  private mutating func parseMappingValue(keyColumn: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    let afterColon = i
    skipInlineSpace()
    if atEnd || char(i) == "\n" || isComment(i) {
      try finishLine("expected the end of the line")
      try skipToContent()
      if atEnd { return node(.null, at: afterColon) }
      let next = column(i)
      if next > keyColumn {
        return try parseBlockNode(parentColumn: keyColumn, depth: depth)
      }
      if next == keyColumn && isSequenceDash(i) {
        return try parseBlockSequence(column: keyColumn, depth: depth + 1)
      }
      return node(.null, at: afterColon)
    }
    if isSequenceDash(i) {
      throw error("a sequence item ('- ') cannot follow a key on the same line; start it on the next line", at: i)
    }
    let value: YAMLNode
    let expectation: String
    if char(i) == "[" || char(i) == "{" {
      value = try parseFlowNode(parentColumn: keyColumn, depth: depth + 1)
      expectation = "expected the end of the line after the closing '\(s[i - 1])'"
    } else {
      try rejectIndicator(flow: false)
      value = try parseScalar(flow: false)
      expectation = afterScalarMessage(value)
    }
    skipInlineSpace()
    if char(i) == ":" && isBlankOrEnd(i + 1) {
      throw error("unexpected ':' after a value; put a value that contains ': ' in quotes", at: i)
    }
    try finishLine(expectation)
    try skipToContent()
    return value
  }

  private mutating func parseBlockSequence(column: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    if depth > YAML.maximumDepth {
      throw error("nesting is too deep; expected at most \(YAML.maximumDepth) levels", at: i)
    }
    let start = i
    var items: [YAMLNode] = []
    while true {
      // `i` is on a `-` followed by a blank.
      let afterDash = i + 1
      i += 1
      skipInlineSpace()
      if atEnd || char(i) == "\n" || isComment(i) {
        try finishLine("expected the end of the line")
        try skipToContent()
        if !atEnd && self.column(i) > column {
          items.append(try parseBlockNode(parentColumn: column, depth: depth))
        } else {
          items.append(node(.null, at: afterDash))
        }
      } else {
        items.append(try parseBlockNode(parentColumn: column, depth: depth))
      }
      if atEnd { break }
      let next = self.column(i)
      if next < column { break }
      if next > column {
        throw error("bad indentation; expected '- ' at column \(column)", at: i)
      }
      if !isSequenceDash(i) { break }
    }
    return node(.sequence(items), at: start)
  }

  // MARK: Scalars

  /// Parses a plain or quoted scalar on the current line.
  private mutating func parseScalar(flow: Bool) throws(YAMLError) -> YAMLNode {
    let start = i
    switch char(i) {
    case "'":
      return node(.scalar(try parseSingleQuoted(), style: .singleQuoted), at: start)
    case "\"":
      return node(.scalar(try parseDoubleQuoted(), style: .doubleQuoted), at: start)
    default:
      let text = parsePlain(flow: flow)
      if text.isEmpty {
        if let c = char(start), c != "\n" {
          throw error("expected a value, found '\(c)'", at: start)
        }
        throw error("expected a value", at: start)
      }
      return node(.scalar(text, style: .plain), at: start)
    }
  }

  private mutating func parsePlain(flow: Bool) -> String {
    let start = i
    var end = i
    while let c = char(i), c != "\n" {
      if c == ":" && endsIndicator(i + 1, flow: flow) { break }
      if c == "#" && i > start && YAMLParser.isSpace(s[i - 1]) { break }
      if flow && YAMLParser.isFlowIndicator(c) { break }
      if !YAMLParser.isSpace(c) { end = i + 1 }
      i += 1
    }
    i = end
    var text = ""
    text.unicodeScalars.append(contentsOf: s[start..<end])
    return text
  }

  private mutating func parseSingleQuoted() throws(YAMLError) -> String {
    let open = i
    i += 1
    var text = ""
    while true {
      guard let c = char(i), c != "\n" else {
        throw error("unterminated single-quoted string; expected a closing \"'\" on the same line", at: open)
      }
      if c == "'" {
        if char(i + 1) == "'" {
          text.unicodeScalars.append("'")
          i += 2
          continue
        }
        i += 1
        return text
      }
      text.unicodeScalars.append(c)
      i += 1
    }
  }

  private mutating func parseDoubleQuoted() throws(YAMLError) -> String {
    let open = i
    i += 1
    var text = ""
    while true {
      guard let c = char(i), c != "\n" else {
        throw error("unterminated double-quoted string; expected a closing '\"' on the same line", at: open)
      }
      if c == "\"" {
        i += 1
        return text
      }
      if c != "\\" {
        text.unicodeScalars.append(c)
        i += 1
        continue
      }
      let escapeStart = i
      guard let e = char(i + 1), e != "\n" else {
        throw error("unterminated double-quoted string; expected a closing '\"' on the same line", at: open)
      }
      i += 2
      switch e {
      case "\"": text.unicodeScalars.append("\"")
      case "\\": text.unicodeScalars.append("\\")
      case "/": text.unicodeScalars.append("/")
      case "n": text.unicodeScalars.append("\n")
      case "t": text.unicodeScalars.append("\t")
      case "r": text.unicodeScalars.append("\r")
      case "0": text.unicodeScalars.append("\0")
      case "u", "U":
        let scalar = try parseUnicodeEscape(digits: e == "u" ? 4 : 8, escapeStart: escapeStart)
        text.unicodeScalars.append(scalar)
      default:
        throw error("unknown escape sequence '\\\(e)'; expected one of \\\" \\\\ \\/ \\n \\t \\r \\0 \\uXXXX \\UXXXXXXXX",
                    at: escapeStart)
      }
    }
  }

  private mutating func readHex(_ digits: Int) -> UInt32? {
    var value: UInt32 = 0
    for offset in 0..<digits {
      guard let c = char(i + offset), let digit = YAMLParser.hexValue(c) else { return nil }
      value = value * 16 + digit
    }
    i += digits
    return value
  }

  private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
    switch c.value {
    case 0x30...0x39: return c.value - 0x30
    case 0x41...0x46: return c.value - 0x41 + 10
    case 0x61...0x66: return c.value - 0x61 + 10
    default: return nil
    }
  }

  /// Reads the hex digits of `\u` or `\U` (the `i` is after the letter); a UTF-16 surrogate
  /// pair written as two `\u` escapes is combined.
  private mutating func parseUnicodeEscape(digits: Int, escapeStart: Int) throws(YAMLError) -> Unicode.Scalar {
    guard let value = readHex(digits) else {
      let letter = digits == 4 ? "u" : "U"
      throw error("expected \(digits) hexadecimal digits after '\\\(letter)'", at: escapeStart)
    }
    if digits == 4 && (0xD800...0xDBFF).contains(value) && char(i) == "\\" && char(i + 1) == "u" {
      let saved = i
      i += 2
      if let low = readHex(4), (0xDC00...0xDFFF).contains(low) {
        let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        if let scalar = Unicode.Scalar(combined) { return scalar }
      }
      i = saved
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error("'\\\(digits == 4 ? "u" : "U")' escape is not a valid Unicode scalar; expected a code point outside the surrogate range",
                  at: escapeStart)
    }
    return scalar
  }

  // MARK: Flow context

  /// Skips spaces, line breaks and comments inside a flow collection. A line that continues the
  /// collection must be indented more than the key or item that holds it (a closing bracket at
  /// that key's column is allowed); otherwise the collection is unterminated.
  private mutating func skipFlowSpace(open: Int, parentColumn: Int) throws(YAMLError) {
    var crossedLine = false
    while let c = char(i) {
      if YAMLParser.isSpace(c) {
        i += 1
      } else if c == "\n" {
        crossedLine = true
        i += 1
      } else if isComment(i) {
        skipComment()
      } else {
        break
      }
    }
    if atEnd { throw unterminated(open) }
    if crossedLine {
      let here = column(i)
      let closing = s[i] == "]" || s[i] == "}"
      if here < parentColumn || (here == parentColumn && !closing) {
        throw unterminated(open)
      }
    }
  }

  private func unterminated(_ open: Int) -> YAMLError {
    if s[open] == "[" {
      return error("unterminated flow sequence; expected ']'", at: open)
    }
    return error("unterminated flow mapping; expected '}'", at: open)
  }

  private mutating func parseFlowNode(parentColumn: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    if depth > YAML.maximumDepth {
      throw error("nesting is too deep; expected at most \(YAML.maximumDepth) levels", at: i)
    }
    switch char(i) {
    case "[": return try parseFlowSequence(parentColumn: parentColumn, depth: depth)
    case "{": return try parseFlowMapping(parentColumn: parentColumn, depth: depth)
    default:
      try rejectIndicator(flow: true)
      return try parseScalar(flow: true)
    }
  }

  private mutating func parseFlowSequence(parentColumn: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    let open = i
    i += 1
    var items: [YAMLNode] = []
    while true {
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      if s[i] == "]" {
        i += 1
        break
      }
      if s[i] == "," {
        throw error("expected a value before ','", at: i)
      }
      items.append(try parseFlowNode(parentColumn: parentColumn, depth: depth + 1))
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      if s[i] == ":" && endsIndicator(i + 1, flow: true) {
        throw error("'key: value' entries inside '[ ]' are not supported; write them as '{key: value}'", at: i)
      }
      if s[i] == "," {
        i += 1
        continue
      }
      if s[i] == "]" {
        i += 1
        break
      }
      throw error("expected ',' or ']' in a flow sequence", at: i)
    }
    return node(.sequence(items), at: open)
  }

  private mutating func parseFlowMapping(parentColumn: Int, depth: Int) throws(YAMLError) -> YAMLNode {
    let open = i
    i += 1
    var pairs: [YAMLPair] = []
    var seen: [String: YAMLNode] = [:]
    while true {
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      if s[i] == "}" {
        i += 1
        break
      }
      if s[i] == "," {
        throw error("expected a key before ','", at: i)
      }
      if s[i] == "[" || s[i] == "{" {
        throw error("complex keys ('[ ]' or '{ }' as a key) are not supported; expected a plain or quoted key", at: i)
      }
      try rejectIndicator(flow: true)
      let key = try parseScalar(flow: true)
      let name = key.scalarText ?? ""
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      guard s[i] == ":" else {
        throw error("expected ':' after the key '\(name)'", at: i)
      }
      if let first = seen[name] {
        throw YAMLError("duplicate key '\(name)'; it is already defined at line \(first.line), column \(first.column)",
                        line: key.line, column: key.column)
      }
      seen[name] = key
      i += 1
      let afterColon = i
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      let value: YAMLNode
      if s[i] == "," || s[i] == "}" {
        value = node(.null, at: afterColon)
      } else {
        value = try parseFlowNode(parentColumn: parentColumn, depth: depth + 1)
      }
      pairs.append(YAMLPair(key: key, value: value))
      try skipFlowSpace(open: open, parentColumn: parentColumn)
      if s[i] == "," {
        i += 1
        continue
      }
      if s[i] == "}" {
        i += 1
        break
      }
      throw error("expected ',' or '}' in a flow mapping", at: i)
    }
    return node(.mapping(pairs), at: open)
  }
}
