import AccessibilityModel
import TemplateSyntax

/// A label that names the element's own role.
struct LabelContainsRoleRule: Rule {
  static let description = RuleDescription(
    id: "label-contains-role",
    summary: "Label names the element's own role",
    rationale: "The screen reader announces the role after the label, from the trait: a label that says \"Botón favorito\" on a button is heard as \"botón favorito, botón\", and Voice Control users must say the extra word. The label describes the thing, not its widget. Checked in every configured language, for the element's own effective role only. WCAG 2.2: 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html); 2.5.3 Label in Name (https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "labels"],
    yieldsTo: ["ambiguous-link-text"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements(with: 0, without: ElementFact.insideStop) {
      let role: String
      switch element.effectiveRole {
      case .role(let r): role = r.rawValue
      case .textField: role = "text-field"
      case .noRole, .unknown: continue
      }
      guard let name = context.nameText(element) else { continue }
      var hits: [(shown: String, word: String, without: String?)] = []
      for candidate in name.candidates {
        if case .constant(let text) = candidate, let found = context.words.roleWordRange(role, in: text) {
          if context.words.isLeadingVerb(found.range, in: text) { continue }
          hits.append((candidate.shown, found.word, Self.removing(found.range, from: text)))
          continue
        }
        for part in candidate.constantParts {
          if let word = context.words.roleWord(role, in: part) {
            hits.append((candidate.shown, word, nil))
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
        subject = "\(noun) \(hits.count > 1 ? "alternatives" : "alternative") \(Messages.list(hits.map(\.shown)))"
      } else {
        subject = "\(noun) \(hits[0].shown)"
      }
      // What the label reads without the word, when every violating text is known.
      var result = ""
      let suggestions = hits.compactMap(\.without)
      if suggestions.count == hits.count {
        if name.candidates.count > 1 {
          result = " (" + zip(hits, suggestions).map { "\($0.shown) → '\($1)'" }.joined(separator: ", ") + ")"
        } else {
          result = ", leaving '\(suggestions[0])'"
        }
      }
      sink.report(name.pointer, about: element, key: "name",
                  "\(subject) \(hits.count > 1 ? "name" : "names") the role (\(spoken)) that the screen reader already announces, so it is heard twice; drop \(words) from the \(noun)\(result)",
                  fix: Self.fix(name, hits.first?.without, context.source))
    }
  }

  // MARK: Suggestion

  /// Separators left around a removed word: spaces, dashes, slashes, colons, bars, dots,
  /// commas, semicolons, `&` and `+`, and the bracket that opened (before) or closes (after) the word.
  static let separatorsBefore: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}", "/", "\\", ":", "|", "\u{00B7}", "\u{2022}", ",", ";", "\u{060C}", "&", "+", "(", "["]
  static let separatorsAfter: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}", "/", "\\", ":", "|", "\u{00B7}", "\u{2022}", ",", ";", "\u{060C}", "&", "+", ")", "]"]

  /// Short words that only link the role word to the rest ("Enlace a la política", "Image of
  /// sales", "Weiter zum Button", "Lien vers l'aide"): they go with it.
  static let linkingWords: Set<String> = [
    "a", "an", "the", "of", "to", "for",
    "el", "la", "los", "las", "de", "del", "al", "para", "un", "una",
    "le", "les", "l", "du", "des", "d", "pour", "vers", "au", "aux",
    "der", "die", "das", "den", "dem", "zum", "zur", "für", "von", "zu",
    "o", "os", "as", "do", "da", "dos", "ao", "à",
    "il", "lo", "gli", "di", "della", "dello", "alla", "allo", "per",
  ]

  /// `text` without the words in `range`, with no separator, linking word or double space left
  /// where they were ("Weiter-Schaltfläche" → "Weiter", "Botón - Guardar" → "Guardar", "Enlace a
  /// la política" → "Política"). Nil when nothing would be left.
  static func removing(_ range: Range<String.Index>, from text: String) -> String? {
    var before = Array(text.unicodeScalars[text.unicodeScalars.startIndex..<range.lowerBound])
    var after = Array(text.unicodeScalars[range.upperBound...])
    func isSpace(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace }
    func trimEnd(_ s: inout [Unicode.Scalar]) {
      while let c = s.last, isSpace(c) || separatorsBefore.contains(c) { s.removeLast() }
    }
    func trimStart(_ s: inout [Unicode.Scalar]) {
      while let c = s.first, isSpace(c) || separatorsAfter.contains(c) { s.removeFirst() }
    }
    func isLetter(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic }
    trimEnd(&before)
    trimStart(&after)
    let atStart = before.isEmpty
    // Linking words after a leading role word, or before a later one ("Weiter zum Button",
    // "Tap the button to save").
    if atStart {
      for _ in 0..<3 {
        let word = after.prefix { isLetter($0) }
        guard !word.isEmpty, word.count < after.count else { break }
        let next = after[word.count]
        guard isSpace(next) || next == "'" || next == "\u{2019}",
              linkingWords.contains(String(String.UnicodeScalarView(word)).lowercased()) else { break }
        after.removeFirst(word.count + 1)
        trimStart(&after)
      }
    } else {
      for _ in 0..<2 {
        let word = Array(before.reversed().prefix { isLetter($0) }.reversed())
        guard !word.isEmpty, word.count < before.count, isSpace(before[before.count - word.count - 1]),
              linkingWords.contains(String(String.UnicodeScalarView(word)).lowercased()) else { break }
        before.removeLast(word.count)
        trimEnd(&before)
      }
    }
    // One space between the two sides, and no run of spaces anywhere in the result.
    var out = String.UnicodeScalarView()
    for c in before + (before.isEmpty || after.isEmpty ? [] : [" "]) + after {
      if isSpace(c) {
        if let last = out.last, isSpace(last) { continue }
        out.append(" ")
      } else {
        out.append(c)
      }
    }
    var result = String(out)
    guard result.unicodeScalars.contains(where: isLetter) || result.unicodeScalars.contains(where: { $0.properties.numericType != nil })
    else { return nil }
    // A label that began with a capital keeps one.
    if atStart, let first = text.unicodeScalars.first(where: isLetter), first.properties.isUppercase,
       let head = result.first {
      result = head.uppercased() + result.dropFirst()
    }
    return result
  }

  /// The suggestion as an edit, offered to editors (never applied by `--fix`: the remaining
  /// words may need rewording): for a static `accessibilityLabel` written without entities.
  static func fix(_ name: NameText, _ without: String?, _ source: SourceFile) -> Fix? {
    guard let without, let label = name.occurrence, label.attribute.kind == .plain, name.candidates.count == 1,
          let range = label.attribute.valueRange, case .constant(let text) = name.candidates[0],
          source.text(range) == text else { return nil }
    return Fix(description: "remove the role word: '\(without)'", edits: [TextEdit(range: range, replacement: without)],
               applicability: .suggestion)
  }
}
