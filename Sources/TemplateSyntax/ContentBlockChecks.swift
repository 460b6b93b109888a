/// `@content (name) {…}` and `@content (items; let item, index) {…}` (content projection),
/// checked as Angular's compiler checks them: one or two parameters; the first one name, an
/// identifier; the second `let` and a comma-separated list of distinct identifiers, none given
/// a value.
extension TreeBuilder {
  mutating func checkContentBlock(_ parameters: BlockParameters, blockName: ByteRange) {
    guard parameters.count == 1 || parameters.count == 2 else {
      error("@content block must have one or two parameters: '@content (name) {…}'", blockName)
      return
    }
    let name = Self.jsTrimmed(parameters[0].text[...])
    if name.contains(",") {
      error("@content block must have exactly one name parameter: '@content (name) {…}'", blockName)
      return
    }
    guard Self.isIdentifier(String(name)) else {
      error("@content name '\(name)' must be a valid JavaScript identifier", parameters[0].range)
      return
    }
    guard parameters.count == 2 else { return }
    let variables = parameters[1]
    let written = Self.jsTrimmed(variables.text[...])
    let afterLet = written.unicodeScalars.dropFirst(3)
    guard written.hasPrefix("let"), let space = afterLet.first, Self.isJSSpace(space) else {
      error("@content block variables must start with 'let': '@content (items; let item, index) {…}'", variables.range)
      return
    }
    let list = Substring(afterLet.drop(while: Self.isJSSpace))
    var seen: Set<Substring> = []
    for entry in list.split(separator: ",", omittingEmptySubsequences: false) {
      var variable = Self.jsTrimmed(entry)
      if variable.isEmpty {
        error("invalid variable name in @content block: an empty one", variables.range)
        continue
      }
      if let equals = variable.firstIndex(of: "=") {
        error("@content block variables cannot be assigned a value: '\(variable)'", variables.range)
        variable = Self.jsTrimmed(variable[..<equals])
      }
      if !Self.isIdentifier(String(variable)) {
        error("@content variable name '\(variable)' must be a valid JavaScript identifier", variables.range)
      } else if !seen.insert(variable).inserted {
        error("duplicate variable name '\(variable)' in @content block", variables.range)
      }
    }
  }

  /// JavaScript's `\s` (what `String.prototype.trim` removes): the characters `jsSpaceLength`
  /// reads in the source.
  static func isJSSpace(_ scalar: Unicode.Scalar) -> Bool {
    let utf8 = Array(String(scalar).utf8)
    return utf8.withUnsafeBufferPointer { jsSpaceLength($0, 0, $0.count) == $0.count }
  }

  /// `text` without JavaScript spaces at either end.
  static func jsTrimmed(_ text: Substring) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isJSSpace($0) }),
          let last = scalars.lastIndex(where: { !isJSSpace($0) }) else { return text[text.endIndex...] }
    return Substring(scalars[first...last])
  }
}
