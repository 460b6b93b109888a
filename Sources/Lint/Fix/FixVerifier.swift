import TemplateSyntax

/// Applies fixes only when the result parses to the same template: the same nodes, element
/// names, attributes (names and binding kinds), text parts and syntax diagnostics, and the same
/// values everywhere except in the attribute values and texts the fix edits. A fix that would
/// change anything else (break an entity, close a tag, open a comment) is left out.
///
/// All the fixes are tried at once first; when the result differs, each is tried on top of
/// the ones kept so far, in order.
public enum FixVerifier {
  public static func apply(_ fixes: [Fix], to bytes: [UInt8], path: String) -> FixApplier.Result {
    var work = 0
    return apply(fixes, to: bytes, path: path, work: &work)
  }

  /// `apply`, adding to `work` the entries compared and the edits looked at when the fixes
  /// all keep the shape (the tests check that it grows linearly).
  static func apply(_ fixes: [Fix], to bytes: [UInt8], path: String, work: inout Int) -> FixApplier.Result {
    let before = Shape.of(bytes, path: path)
    let all = FixApplier.apply(fixes, to: bytes)
    if all.applied.isEmpty { return all }
    if keepsShape(before, bytes, all, fixes, path: path, work: &work) { return all }
    var kept: [Int] = []
    for index in all.applied {
      let trial = FixApplier.apply((kept + [index]).map { fixes[$0] }, to: bytes)
      if trial.applied.count == kept.count + 1,
         keepsShape(before, bytes, FixApplier.Result(bytes: trial.bytes, applied: kept + [index], skipped: []), fixes,
                    path: path, work: &work) {
        kept.append(index)
      }
    }
    let result = FixApplier.apply(kept.map { fixes[$0] }, to: bytes)
    let keptSet = Set(kept)
    let skipped = fixes.indices.filter { !keptSet.contains($0) }
    return FixApplier.Result(bytes: result.bytes, applied: kept, skipped: skipped)
  }

  static func keepsShape(_ before: Shape, _ old: [UInt8], _ result: FixApplier.Result, _ fixes: [Fix], path: String,
                         work: inout Int) -> Bool {
    let edits = result.applied.flatMap { fixes[$0].edits }.sorted { $0.range < $1.range }
    var newRanges: [ByteRange] = []
    var delta = 0
    for edit in edits {
      let start = Int(edit.range.start) + delta
      let length = edit.replacement.utf8.count
      newRanges.append(ByteRange(start, start + length))
      delta += length - Int(edit.range.length)
    }
    let oldShape = before.masking(edits.map(\.range), work: &work)
    let newShape = Shape.of(result.bytes, path: path).masking(newRanges, work: &work)
    work += oldShape.entries.count
    return oldShape == newShape
  }

  /// A flat description of a template (or of each inline template of a TypeScript file).
  struct Shape: Equatable {
    /// One entry per node, attribute, text part and diagnostic; `value` is compared unless masked.
    struct Entry: Equatable {
      var kind: String
      var value: String
      var range: ByteRange?
    }
    var entries: [Entry]

    static func of(_ bytes: [UInt8], path: String) -> Shape {
      var entries: [Entry] = []
      if SourceLanguage.of(path: path) == .typescript {
        for template in InlineTemplates.extract(bytes) {
          // Template offsets are not file offsets: values are compared without masking.
          entries.append(Entry(kind: "template", value: "", range: nil))
          for var entry in describe(TemplateParser.parse(SourceFile(path: path, bytes: template.bytes))) {
            if entry.range != nil { entry.value = ""; entry.range = nil }
            entries.append(entry)
          }
        }
      } else {
        entries = describe(TemplateParser.parse(SourceFile(path: path, bytes: bytes)))
      }
      return Shape(entries: entries)
    }

    /// Blanks the values whose source range contains or touches an edited range. `edited`
    /// is sorted and its ranges do not overlap, so their ends are sorted too: the first one
    /// starting at or after an entry's start is the one that may end inside it. Entries come
    /// mostly in source order, so that edit is found by moving a cursor (a binary search
    /// when an entry starts before the previous one).
    func masking(_ edited: [ByteRange], work: inout Int) -> Shape {
      var copy = self
      var cursor = 0
      var previousStart: UInt32 = 0
      for i in copy.entries.indices {
        guard let range = copy.entries[i].range else { continue }
        work += 1
        if range.start < previousStart {
          var low = 0, high = edited.count
          while low < high {
            let mid = (low + high) / 2
            if edited[mid].start < range.start { low = mid + 1 } else { high = mid }
            work += 1
          }
          cursor = low
        }
        while cursor < edited.count && edited[cursor].start < range.start { cursor += 1; work += 1 }
        previousStart = range.start
        if cursor < edited.count && edited[cursor].end <= range.end { copy.entries[i].value = "<edited>" }
        copy.entries[i].range = nil
      }
      return copy
    }

    static func describe(_ tree: SyntaxTree) -> [Entry] {
      var out: [Entry] = []
      func parts(_ parts: [TextPart]) {
        for part in parts {
          switch part {
          case .literal(let s, let r): out.append(Entry(kind: "literal", value: s, range: r))
          case .interpolation(let i): out.append(Entry(kind: "interpolation", value: tree.text(i.expressionRange), range: i.range))
          case .icu(let m):
            out.append(Entry(kind: "icu \(m.type) \(m.switchValue)", value: "", range: nil))
            for c in m.cases {
              out.append(Entry(kind: "case \(c.key)", value: "", range: nil))
              parts_(c.parts)
            }
          }
        }
      }
      func parts_(_ p: [TextPart]) { parts(p) }
      for id in tree.preorder() {
        let node = tree[id]
        out.append(Entry(kind: "children \(tree.children(of: id).count)", value: "", range: nil))
        switch node.kind {
        case .element(let e):
          out.append(Entry(kind: "element \(e.name) \(e.isSelfClosing) \(e.endTagRange != nil)", value: "", range: nil))
          for a in tree.attributes(of: e) {
            // The name is compared with the value: a fix may rename an attribute it edits.
            out.append(Entry(kind: "attribute \(a.kind.rawValue)", value: tree.text(a.nameRange) + "=" + (a.value(in: tree.source) ?? "\u{0}"), range: a.range))
            if !a.parts.isEmpty { parts(a.parts) }
          }
        case .text(let t):
          out.append(Entry(kind: "text", value: "", range: nil))
          parts(t.parts)
        case .comment(let c): out.append(Entry(kind: "comment", value: c.content, range: c.contentRange))
        case .block(let b): out.append(Entry(kind: "block \(b.kind.rawValue) \(b.name)", value: "", range: nil))
        case .letDeclaration: out.append(Entry(kind: "let", value: "", range: nil))
        case .cdata: out.append(Entry(kind: "cdata", value: "", range: nil))
        case .doctype: out.append(Entry(kind: "doctype", value: "", range: nil))
        }
      }
      for d in tree.diagnostics { out.append(Entry(kind: "diagnostic", value: d.message, range: nil)) }
      return out
    }
  }
}
