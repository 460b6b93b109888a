import TemplateSyntax

/// The names a template declares for itself: `@let` declarations, template references
/// (`#menu`), `let-` variables of an `<ng-template>`, and the variables and aliases of
/// structural directives and blocks (`*ngFor="let item of items; let i = index"`,
/// `@for (item of items; let i = $index)`, `@if (user; as u)`, `*ngIf="user as u"`).
///
/// A binding that names one of them reads the template's own value, not a component field:
/// `[accessibilityRole]="header"` under `@let header = …` binds that value, and is no bare-word
/// slip for the role `header`. The set is made once per template, and only when a bound role or
/// state is one bare word that names a role or a state (few templates have one). Scopes are not
/// followed: a name declared anywhere counts everywhere (a missed slip on a field that shares a
/// name with a template variable, never a false one).
enum TemplateVariables {
  static func names(in syntax: SyntaxTree) -> Set<String> {
    var names: Set<String> = []
    for node in syntax.nodes {
      switch node.kindTag {
      case .letDeclaration:
        if case .letDeclaration(let declaration) = node.kind { names.insert(declaration.name) }
      case .block:
        guard let block = node.block else { continue }
        for (position, parameter) in block.parametersInPlace.enumerated() {
          addDeclared(in: parameter.text, isForItem: block.kind == .for && position == 0, to: &names)
        }
      case .element:
        guard let element = node.element else { continue }
        for attribute in syntax.attributes(of: element) {
          switch attribute.kind {
          case .reference:
            names.insert(attribute.name)
          case .structural:
            if let value = attribute.value(in: syntax.source) { addDeclared(in: value, isForItem: false, to: &names) }
          case .plain where attribute.name.hasPrefix("let-"):
            names.insert(String(attribute.name.dropFirst(4)))
          default:
            break
          }
        }
      default:
        continue
      }
    }
    return names
  }

  /// The names a microsyntax or a block parameter declares: the word after `let` or `as`, a
  /// word before a lone `=` (`i = $index` in `let i = $index, e = $even`), and for the first
  /// parameter of `@for`, the item before `of`.
  static func addDeclared(in text: String, isForItem: Bool, to names: inout Set<String>) {
    forEachDeclared(in: text, isForItem: isForItem) { names.insert($0) }
  }

  /// Calls `body` with each name `addDeclared(in:isForItem:to:)` would add.
  static func forEachDeclared(in text: String, isForItem: Bool, _ body: (String) -> Void) {
    let words = Self.words(text)
    for (k, word) in words.enumerated() {
      if (word.text == "let" || word.text == "as"), k + 1 < words.count { body(words[k + 1].text) }
      if word.isFollowedByAssignment { body(word.text) }
    }
    if isForItem, let first = words.first, first.text != "let" { body(first.text) }
  }

  struct Word {
    var text: String
    /// Followed, past spaces, by `=` that is not `==` or `=>`.
    var isFollowedByAssignment: Bool
  }

  /// The identifiers of a text (letters, digits, `_` and `$`, not starting with a digit).
  static func words(_ text: String) -> [Word] {
    let bytes = Array(text.utf8)
    var out: [Word] = []
    var k = 0
    func isWordByte(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
    }
    while k < bytes.count {
      guard isWordByte(bytes[k]) else { k += 1; continue }
      let start = k
      while k < bytes.count && isWordByte(bytes[k]) { k += 1 }
      var j = k
      while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D) { j += 1 }
      let assigns = j < bytes.count && bytes[j] == UInt8(ascii: "=")
        && (j + 1 >= bytes.count || (bytes[j + 1] != UInt8(ascii: "=") && bytes[j + 1] != UInt8(ascii: ">")))
      let word = String(decoding: bytes[start..<k], as: UTF8.self)
      if let first = word.utf8.first, !(first >= 0x30 && first <= 0x39) { out.append(Word(text: word, isFollowedByAssignment: assigns)) }
    }
    return out
  }
}

/// The template's declared names, made the first time a binding asks (`ModelBuilder`).
final class TemplateVariableNames {
  private var made: Set<String>?

  func contains(_ name: String, in syntax: SyntaxTree) -> Bool {
    if made == nil { made = TemplateVariables.names(in: syntax) }
    return made!.contains(name)
  }
}

/// Where each template variable is declared, to tell two reads of one name apart: `item` in one
/// `@for` is not `item` in another. Angular binds a template's names per view: a block's content,
/// an element with a structural directive (`*ngFor`, `*ngIf`) and an `<ng-template>` each make
/// one, inside the view around them. A view declares its own variables (the item, the `let` and
/// `as` names, and `$index`, `$first`… of `@for`; the `let-` names of an `<ng-template>`; the
/// names of a structural directive's microsyntax) and the `#ref`s and `@let`s written in it (a
/// `#ref` on an `<ng-template>` names the template, in the view around it). A name is read from
/// the innermost view around the reading node that declares it; one no view declares is the
/// component's. Made in one pass over the template, the first time a rule asks.
struct TemplateDeclarations: Sendable {
  /// Every name some view declares.
  let names: Set<String>
  /// For every node, the innermost view at or around it (its node), or -1 for the template's own.
  private let viewOf: [Int32]
  /// The names each view declares (the template's own under -1), with the node that declares each.
  private let declared: [Int32: [String: Int32]]

  /// The context variables every `@for` declares.
  static let forContext = ["$index", "$first", "$last", "$even", "$odd", "$count"]

  init(_ syntax: SyntaxTree) {
    var names: Set<String> = []
    var viewOf = [Int32](repeating: -1, count: syntax.nodes.count)
    var declared: [Int32: [String: Int32]] = [:]
    func declare(_ name: String, in view: Int32, by node: Int) {
      names.insert(name)
      // (The first declaration of a name in a view is the one read: Angular reports a second.)
      if declared[view]?[name] == nil { declared[view, default: [:]][name] = Int32(node) }
    }
    // Parents come before their children (the arena is in preorder).
    for n in syntax.nodes.indices {
      let around = syntax.nodes[n].parent.map { viewOf[Int($0.index)] } ?? -1
      viewOf[n] = around
      switch syntax.kindOfNode(n) {
      case .block:
        guard let block = syntax.blockOfNode(n) else { continue }
        let view = Int32(n)
        viewOf[n] = view
        for (position, parameter) in block.parametersInPlace.enumerated() {
          TemplateVariables.forEachDeclared(in: parameter.text, isForItem: block.kind == .for && position == 0) {
            declare($0, in: view, by: n)
          }
        }
        if block.kind == .for { for name in Self.forContext { declare(name, in: view, by: n) } }
      case .letDeclaration:
        if case .letDeclaration(let declaration) = syntax.nodes[n].kind { declare(declaration.name, in: around, by: n) }
      case .element:
        guard let element = syntax.elementOfNode(n), !element.hasNoAttributes else { continue }
        let isTemplate = element.name == "ng-template"
        let isView = isTemplate || syntax.hasAttribute(of: element, kind: { $0 == .structural })
        let view = isView ? Int32(n) : around
        viewOf[n] = view
        for attribute in syntax.attributes(of: element) {
          switch attribute.kind {
          case .reference:
            declare(attribute.name, in: isTemplate ? around : view, by: n)
          case .structural:
            if let value = attribute.value(in: syntax.source) {
              TemplateVariables.forEachDeclared(in: value, isForItem: false) { declare($0, in: view, by: n) }
            }
          case .plain where isTemplate && attribute.name.hasPrefix("let-"):
            declare(String(attribute.name.dropFirst(4)), in: view, by: n)
          default:
            break
          }
        }
      default:
        continue
      }
    }
    self.names = names
    self.viewOf = viewOf
    self.declared = declared
  }

  /// The node that declares `name` where `node` reads it, or nil when no view around it does
  /// (the component's member).
  func declaration(of name: String, readAt node: NodeID, in syntax: SyntaxTree) -> Int32? {
    guard names.contains(name) else { return nil }
    var view = viewOf[Int(node.index)]
    while true {
      if let found = declared[view]?[name] { return found }
      guard view >= 0 else { return nil }
      view = syntax.nodes[Int(view)].parent.map { viewOf[Int($0.index)] } ?? -1
    }
  }
}
