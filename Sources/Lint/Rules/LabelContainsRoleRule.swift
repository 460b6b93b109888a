import AccessibilityModel

/// A label that names the element's own role.
struct LabelContainsRoleRule: Rule {
  static let description = RuleDescription(
    id: "label-contains-role",
    summary: "Label names the element's own role",
    rationale: "The screen reader announces the role after the label, from the trait: a label that says \"Botón favorito\" on a button is heard as \"botón favorito, botón\" (seed 001), and Voice Control users must say the extra word. The label describes the thing, not its widget. Checked in every configured language, for the element's own effective role only.",
    defaultSeverity: .warning,
    tags: ["naming", "labels"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements where !element.isInsideStop {
      let role: String
      switch element.effectiveRole {
      case .role(let r): role = r.rawValue
      case .textField: role = "text-field"
      case .noRole, .unknown: continue
      }
      guard let name = context.nameText(element) else { continue }
      var hits: [(shown: String, word: String)] = []
      for candidate in name.candidates {
        for part in candidate.constantParts {
          if let word = context.words.roleWord(role, in: part) {
            hits.append((candidate.shown, word))
            break
          }
        }
      }
      guard !hits.isEmpty else { continue }
      let spoken = role == "text-field" ? "text field" : role
      let noun = name.occurrence == nil ? "text" : "label"
      let words = Messages.quoted(Array(Set(hits.map(\.word))).sorted())
      let subject: String
      if name.candidates.count > 1 {
        subject = "label \(hits.count > 1 ? "alternatives" : "alternative") \(Messages.list(hits.map(\.shown)))"
      } else {
        subject = "\(noun) \(hits[0].shown)"
      }
      sink.report(name.pointer,
                  "\(subject) \(hits.count > 1 ? "name" : "names") the role (\(spoken)) that the screen reader already announces, so it is heard twice; drop \(words) from the \(noun)")
    }
  }
}
