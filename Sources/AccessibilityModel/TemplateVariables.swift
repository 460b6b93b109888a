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
        for (position, parameter) in block.parameters.enumerated() {
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
    let words = Self.words(text)
    for (k, word) in words.enumerated() {
      if (word.text == "let" || word.text == "as"), k + 1 < words.count { names.insert(words[k + 1].text) }
      if word.isFollowedByAssignment { names.insert(word.text) }
    }
    if isForItem, let first = words.first, first.text != "let" { names.insert(first.text) }
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
