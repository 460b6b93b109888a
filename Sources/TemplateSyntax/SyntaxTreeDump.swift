/// A compact, exact text rendering of a syntax tree: one line per node, attribute and
/// diagnostic, with 1-based `line:column` ranges. Used by the parser's golden tests and by
/// `an-lint` debugging; stable across releases only as far as the tests pin it.
public enum SyntaxTreeDump {
  public static func render(_ tree: SyntaxTree) -> String {
    let index = LineIndex(tree.source)
    func at(_ r: ByteRange) -> String {
      let a = index.position(of: Int(r.start))
      let b = index.position(of: Int(r.end))
      return "\(a.line):\(a.column)-\(b.line):\(b.column)"
    }
    func quote(_ s: String) -> String {
      var out = "\""
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    func parts(_ parts: [TextPart], _ pad: String, _ out: inout [String]) {
      for part in parts {
        switch part {
        case .literal(let s, let r): out.append("\(pad)literal \(at(r)) \(quote(s))")
        case .interpolation(let i):
          out.append("\(pad)interpolation \(at(i.range)) expr=\(at(i.expressionRange)) \(quote(tree.text(i.expressionRange)))")
        case .icu(let m):
          out.append("\(pad)icu \(at(m.range)) switch=\(quote(m.switchValue)) type=\(m.type)")
          for c in m.cases {
            out.append("\(pad)  case \(quote(c.key)) \(at(c.range))")
            parts_(c.parts, pad + "    ", &out)
          }
        }
      }
    }
    func parts_(_ p: [TextPart], _ pad: String, _ out: inout [String]) { parts(p, pad, &out) }
    var lines: [String] = []
    var stack: [(NodeID, Int)] = tree.roots.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      let node = tree[id]
      let pad = String(repeating: "  ", count: depth)
      switch node.kind {
      case .element(let e):
        var line = "\(pad)element \(e.name) \(at(node.range)) start=\(at(e.startTagRange))"
        if let end = e.endTagRange { line += " end=\(at(end))" }
        if e.isSelfClosing { line += " self-closing" }
        if e.isVoid { line += " void" }
        lines.append(line)
        for a in tree.attributes(of: e) {
          var l = "\(pad)  @\(a.kind.rawValue) \(a.name) \(at(a.range)) name=\(at(a.nameRange))"
          if let v = a.valueRange { l += " value=\(at(v)) \(quote(a.value(in: tree.source) ?? ""))" }
          lines.append(l)
          if a.kind == .plain && a.parts.contains(where: { if case .interpolation = $0 { return true }; return false }) {
            parts(a.parts, pad + "    ", &lines)
          }
        }
      case .text(let t):
        lines.append("\(pad)text \(at(node.range))" + (t.parts.isEmpty ? " stray" : ""))
        parts(t.parts, pad + "  ", &lines)
      case .comment(let c):
        lines.append("\(pad)comment \(at(node.range)) \(quote(c.content))")
      case .cdata(let c):
        lines.append("\(pad)cdata \(at(node.range)) \(quote(tree.text(c.contentRange)))")
      case .doctype(let d):
        lines.append("\(pad)doctype \(at(node.range)) \(quote(tree.text(d.contentRange)))")
      case .letDeclaration(let l):
        lines.append("\(pad)let \(l.name) \(at(node.range)) value=\(at(l.valueRange)) \(quote(tree.text(l.valueRange)))")
      case .block(let b):
        var line = "\(pad)block @\(b.name) (\(b.kind.rawValue)) \(at(node.range))"
        if !b.parameters.isEmpty { line += " params=" + b.parameters.map { quote($0.text) }.joined(separator: ",") }
        if b.primary != nil { line += " connected" }
        if !b.branches.isEmpty { line += " branches=\(b.branches.count)" }
        if b.closeBraceRange == nil { line += " unclosed" }
        lines.append(line)
      }
      stack.pushReversed(tree.children(of: id)) { ($0, depth + 1) }
    }
    for d in tree.diagnostics {
      lines.append("error \(at(d.range)) \(d.message)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
