import AccessibilityModel
import Lint
import Reporters
import TemplateSyntax

/// `an-lint tree FILE [--platform P[,P…]] [--format text|json] [--verbose]`: the accessibility
/// tree each platform will publish for the template, predicted by the same model the rules use.
enum TreeCommand {
  static func run(_ path: String, arguments: Arguments, io: CommandIO) -> Int32 {
    guard arguments.format == "text" || arguments.format == "json" else {
      io.writeErr("an-lint: error: 'tree' writes text or json, not '\(arguments.format)'\n")
      return ExitCode.failure
    }
    let bytes: [UInt8]
    switch FileReader.read(path) {
    case .success(let b): bytes = b
    case .failure(let message):
      io.writeErr(OutputSafety.line(PathBytes.display("\(path): error: \(message)")) + "\n")
      return ExitCode.failure
    }
    let resolver = ConfigResolver(configPath: arguments.config, knownRules: RuleRegistry.descriptions)
    let configuration: Configuration
    switch resolver.configuration(forFile: path) {
    case .success(let c): configuration = c
    case .failure(let error):
      io.writeErr(error.description + "\n")
      return ExitCode.failure
    }
    let source = SourceFile(path: PathBytes.display(path), bytes: bytes)
    let profile = configuration.componentProfile
    let model = AccessibilityTree(syntax: TemplateParser.parse(source, expressions: profile.expressionParsing), profile: profile)
    let platforms = arguments.platforms ?? [configuration.platforms.sorted().first ?? .ios]
    let trees = platforms.map { PublishedTree(model: model, platform: $0) }
    if arguments.format == "json" {
      io.writeOut(TreeJSON.render(trees, model: model, path: source.path) + "\n")
    } else {
      var out = ""
      for tree in trees {
        if trees.count > 1 { out += (out.isEmpty ? "" : "\n") + "# \(tree.platform.rawValue)\n" }
        out += TreeText.render(tree, model: model, verbose: arguments.verbose)
      }
      io.writeOut(out)
    }
    return ExitCode.clean
  }
}

/// How much of a tree is printed: at most `maximumRows` rows per platform (then a
/// `… N more rows` line), and indentation at most `maximumIndent` levels deep (a deeper row is
/// indented that far and starts with `[depth N]`). So the output grows linearly with the input.
enum TreeLimits {
  static let maximumRows = 20_000
  static let maximumIndent = 64
}

/// One line per stop in the platform's vocabulary, indented under the stops and branches that
/// hold it, with a `note:` line for each thing the platform cannot express. Flat: rows are
/// printed in a loop, whatever the nesting. Control characters are made inert (`OutputSafety`).
enum TreeText {
  static func render(_ tree: PublishedTree, model: AccessibilityTree, verbose: Bool) -> String {
    var lines: [String] = []
    func indent(_ depth: Int) -> String {
      depth <= TreeLimits.maximumIndent ? String(repeating: "  ", count: depth)
        : String(repeating: "  ", count: TreeLimits.maximumIndent) + "[depth \(depth)] "
    }
    for row in tree.rows.prefix(TreeLimits.maximumRows) {
      switch row {
      case .branch(let condition, let depth, _):
        lines.append(OutputSafety.line(indent(depth) + condition))
      case .stop(_, let depth, let p):
        let pad = indent(depth)
        lines.append(OutputSafety.line(pad + line(p)))
        for note in p.notes { lines.append(OutputSafety.line(pad + "  note: " + note)) }
      }
    }
    if tree.rows.count > TreeLimits.maximumRows {
      lines.append("… \(tree.rows.count - TreeLimits.maximumRows) more rows (at most \(TreeLimits.maximumRows) are printed)")
    }
    if lines.isEmpty { lines.append("(no stops)") }
    if verbose {
      let parts = PublishedTree.Omission.allCases.compactMap { reason -> String? in
        guard let n = tree.omitted[reason], n > 0 else { return nil }
        return "\(n) \(reason.rawValue)"
      }
      lines.append("left out: " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func line(_ p: Publication) -> String {
    var head: String
    switch p.platform.api {
    case .uikit, .swiftui:
      head = "[" + p.traits.joined(separator: ", ") + "]"
    case .appkit, .android:
      head = (p.role ?? "") + (p.subrole.map { "[\($0)]" } ?? "")
      if !p.traits.isEmpty { head += " [" + p.traits.joined(separator: ", ") + "]" }
    }
    var parts = [head]
    if let label = p.label { parts.append("label=" + label.rendered) }
    if let hint = p.hint { parts.append((p.platform.api == .appkit ? "help=" : "hint=") + hint.rendered) }
    if let value = p.value { parts.append("value=" + value.rendered) }
    parts += p.properties
    return parts.joined(separator: " ")
  }
}

/// The same tree as JSON: `{"version":1,"file":…,"trees":[{"platform":…,"rows":[…],"omitted":{…}}]}`
/// (documented in docs/output-formats.md).
enum TreeJSON {
  static func render(_ trees: [PublishedTree], model: AccessibilityTree, path: String) -> String {
    let index = LineIndex(model.syntax.source)
    func spoken(_ v: SpokenValue?) -> String {
      switch v {
      case nil: return "null"
      case .text(let s)?: return "{\"text\":\(jsonStringLiteral(s))}"
      case .dynamic(let s)?: return "{\"dynamic\":\(jsonStringLiteral(s))}"
      case .unreadable(let s)?: return "{\"unreadable\":\(jsonStringLiteral(s))}"
      case .host(let s)?: return "{\"host\":\(jsonStringLiteral(s))}"
      }
    }
    func strings(_ a: [String]) -> String { "[" + a.map(jsonStringLiteral).joined(separator: ",") + "]" }
    var out = "{\"version\":1,\"file\":\(jsonStringLiteral(path)),\"trees\":["
    for (t, tree) in trees.enumerated() {
      if t > 0 { out += "," }
      out += "{\"platform\":\(jsonStringLiteral(tree.platform.rawValue)),\"rows\":["
      for (r, row) in tree.rows.prefix(TreeLimits.maximumRows).enumerated() {
        if r > 0 { out += "," }
        switch row {
        case .branch(let condition, let depth, let node):
          let position = index.position(of: Int(model.syntax[node].range.start))
          out += "{\"type\":\"branch\",\"depth\":\(depth),\"condition\":\(jsonStringLiteral(condition)),\"line\":\(position.line),\"column\":\(position.column)}"
        case .stop(let element, let depth, let p):
          let e = model[element]
          let position = index.position(of: Int(e.nameRange.start))
          out += "{\"type\":\"stop\",\"depth\":\(depth),\"element\":\(jsonStringLiteral(e.tagName)),"
          out += "\"line\":\(position.line),\"column\":\(position.column),"
          out += "\"role\":\(p.role.map(jsonStringLiteral) ?? "null"),\"subrole\":\(p.subrole.map(jsonStringLiteral) ?? "null"),"
          out += "\"traits\":\(strings(p.traits)),\"label\":\(spoken(p.label)),\"hint\":\(spoken(p.hint)),"
          out += "\"value\":\(spoken(p.value)),\"properties\":\(strings(p.properties)),\"notes\":\(strings(p.notes))}"
        }
      }
      out += "],"
      // Rows past the limit are counted, not listed.
      if tree.rows.count > TreeLimits.maximumRows { out += "\"moreRows\":\(tree.rows.count - TreeLimits.maximumRows)," }
      out += "\"omitted\":{"
      out += PublishedTree.Omission.allCases.map { "\(jsonStringLiteral($0.rawValue)):\(tree.omitted[$0] ?? 0)" }.joined(separator: ",")
      out += "}}"
    }
    return out + "]}"
  }
}
