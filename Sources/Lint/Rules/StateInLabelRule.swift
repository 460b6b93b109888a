import AccessibilityModel
import TemplateSyntax

/// A label that carries state: state words, alternatives that differ only by state, or a label
/// built from the same expression as the element's value or state.
struct StateInLabelRule: Rule {
  static let description = RuleDescription(
    id: "state-in-label",
    summary: "Label carries state",
    rationale: "A label says what a thing is and stays the same while its state changes. \"Favorito activado\" breaks the reader's cache and wastes the values rotor, Voice Control users must say a name that keeps changing, and app-written state words stay in the app's language while the platform speaks accessibilityState in the device's. Keep the label constant and put the state in accessibilityValue or accessibilityState. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.5.3 Label in Name (https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "labels"])

  static let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let states = context.words.list(.state)
    for element in context.elements(with: ElementFact.mayHaveNameText) {
      // A label prop (the element's name text: it may have one, and has a label) with no
      // state word is passed over from its value as the prop holds it, before a name text is
      // made, and a label of parts is checked there (`checkLabelInPlace`).
      // (Lent: `LentProp`.)
      if element.hasLabel, let label = LentProp(element.label),
         label.read({ Self.checkLabelInPlace($0, element, states, context, &sink) }) {
        continue
      }
      // (Any other value has no candidates to carry a state word and is not built.)
      guard let name = context.nameText(element), name.isReadableText else { continue }
      // One constant (nearly every text) with no state word is passed over without making its
      // candidates: it has no alternatives to compare and is not built from an expression.
      // (`stateWord` of a constant, called directly: no candidate is made to be switched on.)
      if let text = name.constantText, context.words.firstMatchAsWritten(states, in: text, atEnd: true) == nil {
        continue
      }
      let candidates = name.candidates
      let noun = name.occurrence == nil ? "text" : "label"

      // State words, alternative by alternative.
      var violating: [Int: String] = [:]
      for (i, candidate) in candidates.enumerated() {
        if let word = Self.stateWord(in: candidate, states, context.words) { violating[i] = word }
      }
      // Alternatives that differ only by state: one extends another (the state words of a
      // language that is not configured, or a state spelled some other way). Only a label's:
      // the cases of an ICU message in the text choose by number or category, not by state
      // ("Guardar" and "Guardar todo").
      if candidates.count > 1 && name.occurrence != nil {
        let constants = candidates.enumerated().compactMap { i, c in c.constant.map { (i, $0) } }
        for (i, long) in constants where violating[i] == nil {
          if constants.contains(where: { j, short in j != i && Self.extends(long, short) }) { violating[i] = "" }
        }
      }

      if !violating.isEmpty {
        let indices = violating.keys.sorted()
        let message: String
        if candidates.count == 1 {
          message = Self.carriesState(noun, candidates[0].shown, violating[0]!)
        } else {
          let shown = Messages.list(indices.map { candidates[$0].shown })
          message = "\(noun) changes with the state (\(indices.count > 1 ? "alternatives" : "alternative") \(shown)): \(Self.advice)"
        }
        sink.report(name.pointer, message)
        continue
      }

      // A label built from the expression that drives the element's value or state.
      guard let label = name.occurrence, Self.isBuilt(name.value) else { continue }
      Self.checkDrivers(of: label, element, context, &sink)
    }
  }

  /// The message for a name of one candidate that carries a state word.
  static func carriesState(_ noun: String, _ shown: String, _ word: String) -> String {
    "\(noun) \(shown) carries state ('\(word)'): \(advice)"
  }

  /// Reports a built label made from the expression that drives the element's value or state
  /// (at the label's value).
  static func checkDrivers(of label: PropOccurrence, _ element: AXElement, _ context: RuleContext,
                           _ sink: inout FindingSink) {
    // (What drives the value or the state first: most elements have neither, told from the
    // element's written props without reading either, and then the label's drivers are not
    // worked out.)
    guard element.writtenProps & (AccessibilityProp.accessibilityValue.bit | AccessibilityProp.accessibilityState.bit) != 0
    else { return }
    let stateful = statefulExpressions(element, source: context.source)
    guard !stateful.isEmpty else { return }
    let drivers = label.expressions.flatMap(\.drivers)
    for driver in drivers {
      let key = normalized(driver, context.source)
      if let place = stateful.first(where: { $0.key == key })?.place {
        sink.report(label.valueRange,
                    "label is built from '\(context.source.text(driver.range))', which also drives \(place), so it changes with the state: \(advice)")
        return
      }
    }
  }

  /// Whether `check` is done with the label from its value, read where the prop holds it (lent,
  /// not copied out): one constant with no state word (`stateWord` finds none), a value that is
  /// not text the linter can read (`NameText.isReadableText`), or a label of parts
  /// (`card.name + ', ' + card.job`, a third of labels), which is one built candidate: checked
  /// here without a name text, its candidates and their dictionary of findings (what `check`
  /// does for it, step for step). False for a constant with a state word and for alternatives:
  /// `check` reads them through the name text.
  static func checkLabelInPlace(_ label: PropOccurrence, _ element: AXElement, _ states: WordMatcher.List,
                                _ context: RuleContext, _ sink: inout FindingSink) -> Bool {
    label.withValue { value in
      switch value {
      case .string(let text):
        return context.words.firstMatchAsWritten(states, in: text, atEnd: true) == nil
      case .concatenation(let parts):
        guard NameText.isPossible(for: element) else { return true }
        if let word = stateWord(inParts: parts, states, context.words) {
          sink.report(label.valueRange, carriesState("label", TextCandidate.built(parts).shown, word))
          return true
        }
        checkDrivers(of: label, element, context, &sink)
        return true
      case .alternatives:
        return false
      default:
        return true
      }
    }
  }

  /// The first state word of a candidate's constant parts, as the text writes it. The words that are also particles,
  /// imperatives or plain adjectives ("on", "off", "attiva": `WordLists.trailingStates`) count
  /// only as the last word of the label, after a word that is not a verb they make a phrasal
  /// verb with, and not inside a hyphenated compound: "Wi-Fi on" carries state, "Arrives on
  /// Tuesday", "Log on", "Switch off" and "Add-on" do not.
  /// (`states`: the state list, looked up once per file.)
  static func stateWord(in candidate: TextCandidate, _ states: WordMatcher.List, _ words: WordMatcher) -> String? {
    switch candidate {
    case .constant(let s):
      return words.firstMatchAsWritten(states, in: s, atEnd: true)
    case .built(let all):
      return stateWord(inParts: all, states, words)
    }
  }

  /// `stateWord(in:_:_:)` of a built candidate's parts (read in place: no part is copied out).
  static func stateWord(inParts all: borrowing [StringPart], _ states: WordMatcher.List, _ words: WordMatcher) -> String? {
    for i in all.indices {
      guard case .literal(let s) = all[i] else { continue }
      if let word = words.firstMatchAsWritten(states, in: s, atEnd: i == all.count - 1) { return word }
    }
    return nil
  }

  /// A value made of alternatives or of parts, as opposed to one constant or one opaque binding.
  static func isBuilt(_ value: AbstractValue) -> Bool {
    if case .alternatives = value { return true }
    return value.isConcatenation
  }

  /// The expressions of `accessibilityValue` and of each `accessibilityState` entry, normalized,
  /// with where they were found.
  static func statefulExpressions(_ element: AXElement, source: SourceFile) -> [(key: String, place: String)] {
    var out: [(key: String, place: String)] = []
    func add(_ expr: Expr, _ place: String) {
      let core = expr.core
      if !core.isLiteral { out.append((normalized(core, source), place)) }
      for d in expr.drivers { out.append((normalized(d, source), place)) }
    }
    if let value = element.value {
      for expr in value.expressions { add(expr, "accessibilityValue") }
    }
    if let state = element.state, let expr = state.attribute.expression, case .object(let properties) = expr.core.kind {
      for property in properties { add(property.value, "accessibilityState (\(property.key))") }
    }
    return out
  }

  static func normalized(_ expr: Expr, _ source: SourceFile) -> String {
    let text = source.text(expr.range)
    // ASCII (nearly every expression): its White_Space characters are the six of
    // `TextTools.isASCIISpace`, dropped byte by byte.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard text.utf8.contains(where: TextTools.isASCIISpace) else { return text }
      return String(decoding: text.utf8.filter { !TextTools.isASCIISpace($0) }, as: UTF8.self)
    }
    return String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
  }

  /// A state is a word or two: a longer addition ("Carrito" / "Carrito con los artículos que
  /// has guardado") is a different description, not a state.
  static let maxAddedWords = 2
  static let maxAddedCharacters = 4

  /// Whether `long` is `short` with one or two words added after it (`'Favorito activado'`
  /// extends `'Favorito'`). In scripts written without spaces, up to four characters added
  /// before or after count instead.
  static func extends(_ long: String, _ short: String) -> Bool {
    let l = WordMatcher.tokens(long)
    let s = WordMatcher.tokens(short)
    guard !s.isEmpty else { return false }
    // (Words added after: a state follows what it qualifies in spaced scripts, "Wi-Fi on",
    // 'تصفية مطبقة'; words added before are an action, "Exit full screen", "Volver a reproducir".)
    if l.count > s.count && l.count <= s.count + maxAddedWords && Array(l.prefix(s.count)) == s { return true }
    if l.count == 1 && s.count == 1 && l[0].count > s[0].count && l[0].count <= s[0].count + maxAddedCharacters
      && isUnspaced(l[0]) {
      return l[0].hasPrefix(s[0]) || l[0].hasSuffix(s[0])
    }
    return false
  }

  /// Text in a script written without spaces between words (Chinese, Japanese, Thai, Lao,
  /// Khmer, Myanmar).
  static func isUnspaced(_ s: String) -> Bool {
    s.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF: return true
      default: return false
      }
    }
  }
}
