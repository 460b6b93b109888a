import Foundation
import TemplateSyntax

/// Finds the words of `WordLists` in labels and hints: whole words (or whole phrases),
/// compared after `WordNormalizer`'s folding (case, diacritics, Arabic orthography, and each
/// list's own language's inflections), so "Activadas" matches the entry "activado" and
/// "مُفعَّلة" matches "مفعل".
///
/// Words of `WordLists.trailingStates` ("on", "off", "attivo") are state words only where they
/// are a state: as the last word of the text after another word, not right after a verb of
/// `WordLists.particleVerbs` ("Log on", "Switch off", "Tap on") and not joined to it by a
/// hyphen ("Add-on"). `isEntirely` takes them alone (a value "on" is a state). A word of the
/// text spelled as one of them matches another language's state word the same way (French
/// "activé" is "active" without its accent): "Active filters" and "Make active" are English,
/// whatever other languages are on. A state word right after a preposition of any language
/// (`WordLists.prepositions`) names a thing, not a state: "Botón de encendido", "Control de
/// acceso"; so does one in a text that begins with a bulk action's verb (`WordLists.actionVerbs`:
/// "Delete selected"), and an English one right before the word it qualifies ("Selected
/// items"; not before a number, punctuation or `WordLists.stateContinuations`).
public struct WordMatcher: Sendable {
  /// Each entry: the original spelling and its folded, stemmed token sequence.
  struct Entry: Sendable {
    var text: String
    /// Folded and stemmed (what is compared).
    var tokens: [String]
    /// Folded, not stemmed (to tell the entry's own spelling from an inflection of it).
    var exact: [String]
    /// Position in the list (results keep the lists' order).
    var order: Int
    /// The inflection rules of the entry's language.
    var stemmer: WordNormalizer.Stemmer
    /// A word of `WordLists.trailingStates`: counts only as a trailing state (see the type's comment).
    var isTrailingOnly: Bool
    /// A German state word: declined ("aktivierte", "ausgewählte") it is a state only as the
    /// last word; before another word it is attributive, part of a name ("Ausgewählte
    /// Produkte", "Erweiterte Suche").
    var isDeclinable: Bool = false
  }

  /// A word list indexed by the first (stemmed) token of each entry, so a text is matched in
  /// time proportional to its own length, not to the size of the lists.
  /// (A class: a lookup hands out one reference, not the four arrays and tables.)
  final class Index: Sendable {
    let entries: [Entry]
    /// byFirstToken[first token, stemmed by the entry's language] = entry indices
    let byFirstToken: [String: [Int]]
    /// particleVerbs[stemmer.rawValue]: the stemmed verbs a particle must not follow.
    let particleVerbs: [Set<String>]
    /// Every language's particle verbs, folded and not stemmed: what a trailing word that is
    /// another language's spelling of a particle must not follow either ("Make active").
    let particleVerbWords: Set<String>
    /// Every language's `WordLists.particleObjects`, folded: after one, a trailing state word is
    /// a separable verb's particle ("Melden Sie sich an").
    let particleObjectWords: Set<String>
    /// `WordLists.leaveNouns`, folded: "off" right after one is leave ("a day off").
    let leaveNounWords: Set<String>
    /// In the state list: every language's one-word trailing states, folded and not stemmed. A
    /// word of the text spelled as one of them is read as one, whatever entry it matches (French
    /// "activée" matches "Active", an English word, through its inflections).
    let trailingWords: Set<String>
    /// In the state list: every language's prepositions (`WordLists.prepositions`), folded. A
    /// state word right after one is a noun ("Botón de encendido"), not a state.
    let prepositionWords: Set<String>
    /// In the state list: the prepositions with every language's articles and possessive
    /// determiners (`WordLists.determiners`), folded. A state word right after one is a noun
    /// ("Botón de encendido", "Mis activos"), not a state.
    let nounMarkerWords: Set<String>
    /// In the state list: every language's articles and possessive determiners
    /// (`WordLists.determiners`), folded, but the nouns of the languages that are on spelt as
    /// one (`WordLists.determinerNouns`). One right after another is a noun ("Le son activé"):
    /// it does not make the word after it one.
    let determinerWords: Set<String>
    /// In the state list: every language's action verbs (`WordLists.actionVerbs`), folded. A
    /// state word in a text that begins with one is what the action acts on ("Delete
    /// selected", "Eliminar seleccionados"), not a state.
    let actionVerbWords: Set<String>
    /// In the state list: the English words after which a state word is still a state
    /// (`WordLists.stateContinuations`, with the prepositions), folded.
    let continuationWords: Set<String>
    /// Whether this is the state list (what the rules above apply to).
    let isStateList: Bool
    /// A bit per `firstTokenHash` of each key of `byFirstToken`: most words of a text start no
    /// entry, and a clear bit says so without hashing the word into the dictionary.
    let firstTokenBits: [UInt64]
    /// The beginnings of the entries' first tokens: a text none of whose words begins with one
    /// is not folded (most labels hold no word of a list).
    let prefixes: FirstTokenPrefixes

    static let firstTokenBitCount = 8192

    /// `nouns`: folded words that are nouns in a language that is on (`WordLists.determinerNouns`),
    /// not read as determiners.
    init(_ entries: [Entry], readsTrailingWords: Bool = false, nouns: Set<String> = []) {
      self.entries = entries
      var byFirstToken: [String: [Int]] = [:]
      for (i, entry) in entries.enumerated() { byFirstToken[entry.tokens[0], default: []].append(i) }
      var firstTokenBits = [UInt64](repeating: 0, count: Index.firstTokenBitCount / 64)
      for key in byFirstToken.keys {
        let bit = Index.firstTokenHash(key)
        firstTokenBits[bit >> 6] |= 1 << UInt64(bit & 63)
      }
      var particleVerbs = [Set<String>](repeating: [], count: WordNormalizer.Stemmer.allCases.count)
      var particleVerbWords: Set<String> = []
      for (language, verbs) in WordLists.particleVerbs {
        let stemmer = WordNormalizer.Stemmer(language: language)
        for verb in verbs {
          for token in WordMatcher.tokens(verb) {
            particleVerbs[stemmer.rawValue].insert(WordNormalizer.stem(token, stemmer))
            particleVerbWords.insert(token)
          }
        }
      }
      self.particleVerbWords = particleVerbWords
      var particleObjectWords: Set<String> = []
      for (_, words) in WordLists.particleObjects {
        for word in words { particleObjectWords.formUnion(WordMatcher.tokens(word)) }
      }
      self.particleObjectWords = particleObjectWords
      self.leaveNounWords = Set(WordLists.leaveNouns.flatMap(WordMatcher.tokens))
      var trailingWords: Set<String> = []
      var prepositionWords: Set<String> = []
      var actionVerbWords: Set<String> = []
      var continuationWords: Set<String> = []
      if readsTrailingWords {
        for (_, verbs) in WordLists.actionVerbs {
          for verb in verbs { actionVerbWords.formUnion(WordMatcher.tokens(verb)) }
        }
        for word in WordLists.stateContinuations { continuationWords.formUnion(WordMatcher.tokens(word)) }
        for (_, words) in WordLists.trailingStates {
          for word in words {
            let tokens = WordMatcher.tokens(word)
            if tokens.count == 1 { trailingWords.insert(tokens[0]) }
          }
        }
        for (_, words) in WordLists.prepositions {
          for word in words { prepositionWords.formUnion(WordMatcher.tokens(word)) }
        }
      }
      var determinerWords: Set<String> = []
      if readsTrailingWords {
        for (_, words) in WordLists.determiners {
          for word in words { determinerWords.formUnion(WordMatcher.tokens(word)) }
        }
        determinerWords.subtract(nouns)
      }
      self.determinerWords = determinerWords
      self.nounMarkerWords = prepositionWords.union(determinerWords)
      self.trailingWords = trailingWords
      self.prepositionWords = prepositionWords
      self.actionVerbWords = actionVerbWords
      self.continuationWords = continuationWords.union(prepositionWords)
      self.isStateList = readsTrailingWords
      self.byFirstToken = byFirstToken
      self.firstTokenBits = firstTokenBits
      self.prefixes = FirstTokenPrefixes(entries.map { ($0.tokens[0], $0.stemmer) })
      self.particleVerbs = particleVerbs
    }

    /// FNV-1a of the token's bytes, folded to a bit of `firstTokenBits`.
    static func firstTokenHash(_ token: String) -> Int {
      // The bytes in place (a token is a native string), else through the view.
      let hash = token.utf8.withContiguousStorageIfAvailable(ByteScan.fnv1a) ?? ByteScan.fnv1a(token.utf8)
      return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (firstTokenBitCount - 1)
    }

    /// The entries whose first token is `key`, nil when none.
    @inline(__always) func entries(startingWith key: String) -> [Int]? {
      let bit = Index.firstTokenHash(key)
      guard firstTokenBits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
      return byFirstToken[key]
    }

    /// Every entry found in `text`, each once, in list order (one per stretch of words). With `atEnd` false the text is
    /// followed by more words, so a particle is never its last word. `original` is the text as
    /// written, when known: what tells "Selected items" (an English state word before the word
    /// it qualifies) from "Selected: Blue".
    func matches(in text: FoldedText, atEnd: Bool = true, original: String? = nil)
      -> [(entry: Entry, position: Int, isInflected: Bool)] {
      var spacedGaps: [Bool]?
      var found: [Int: Int] = [:]
      for position in text.forms.indices {
        for key in text.variants(at: position) {
          guard let candidates = entries(startingWith: key) else { continue }
          for i in candidates where found[i] == nil {
            let entry = entries[i]
            let tokens = text.stemmed(entry.stemmer)
            let phrase = entry.tokens
            guard tokens[position] == key, position + phrase.count <= tokens.count,
                  phrase.count == 1 || tokens[position..<(position + phrase.count)].elementsEqual(phrase) else { continue }
            if position > 0 && nounMarkerWords.contains(text.tokens[position - 1])
              && !isNounAfterArticle(position - 1, in: text) { continue }
            if isStateList, entry.stemmer == .ar, isArabicAttributive(position, phrase: phrase, in: text) { continue }
            if position > 0 && actionVerbWords.contains(text.tokens[0]) { continue }
            if isStateList, entry.stemmer == .en, !entry.isTrailingOnly, let original,
               isAttributive(after: position + phrase.count - 1, in: text, original: original, gaps: &spacedGaps) { continue }
            if entry.isTrailingOnly || (phrase.count == 1 && trailingWords.contains(text.tokens[position])),
               !isTrailingState(position, in: text, tokens: tokens, entry: entry, atEnd: atEnd) { continue }
            if entry.isDeclinable {
              let last = position + phrase.count - 1
              let isEnd = atEnd && last == tokens.count - 1
              if !isEnd && text.tokens[last] != entry.exact.last { continue }
            }
            found[i] = position
          }
        }
      }
      if found.isEmpty { return [] }
      // One entry per stretch of text ("obligatorio" and "obligatoria", Spanish "error" and
      // Italian "errore" match the same word): the one spelt as the text is, else the first
      // listed, marked as inflected.
      var chosen: [Int: (index: Int, isExact: Bool)] = [:]
      for (i, position) in found.sorted(by: { $0.key < $1.key }) {
        let entry = entries[i]
        let key = position << 8 | min(entry.tokens.count, 255)
        let isExact = position + entry.exact.count <= text.tokens.count
          && Array(text.tokens[position..<(position + entry.exact.count)]) == entry.exact
        if let previous = chosen[key], previous.isExact || !isExact { continue }
        chosen[key] = (i, isExact)
      }
      return chosen.values.sorted { $0.index < $1.index }.compactMap { c in
        found[c.index].map { (entries[c.index], $0, !c.isExact) }
      }
    }

    /// Whether the determiner at `position` follows another determiner, an article: it is then
    /// a noun itself ("Le son activé": the sound), and the word after it is not made a noun.
    func isNounAfterArticle(_ position: Int, in text: FoldedText) -> Bool {
      position > 0 && determinerWords.contains(text.tokens[position]) && determinerWords.contains(text.tokens[position - 1])
    }

    /// Whether the English word ending at `last` qualifies the word after it, which it is
    /// separated from by spaces alone: "Selected items", "Disabled accounts" name things; a
    /// state word before a number, a preposition or a conjunction ("Notifications enabled for
    /// this chat"), or before punctuation ("Selected: Blue"), is still a state. `gaps` keeps,
    /// once worked out, whether each gap between two words of `original` is spaces alone (empty
    /// when its words do not line up with the tokens: then nothing is taken as attributive).
    func isAttributive(after last: Int, in text: FoldedText, original: String, gaps: inout [Bool]?) -> Bool {
      let next = last + 1
      guard next < text.tokens.count, let first = text.tokens[next].utf8.first, !(first >= 0x30 && first <= 0x39),
            !continuationWords.contains(text.tokens[next]) else { return false }
      if gaps == nil { gaps = WordMatcher.spacedGaps(original, tokenCount: text.tokens.count) }
      return gaps!.indices.contains(last) && gaps![last]
    }

    /// Whether the Arabic state adjective at `position` qualifies the noun before it instead of
    /// saying its state. An Arabic sentence that says a state begins with a definite noun (or a
    /// name written in another script): «الإشعارات مفعلة», "Wi-Fi مفعل". The adjective after a
    /// noun without the article (`ال`, also after a one-letter prefix: `بال`, `وال`, `لل`) is
    /// part of its name, «بحث موسع» ("advanced search"), «تاريخ محدد» ("a set date"); so is
    /// one that takes the article itself, «الوضع المفعل» ("the enabled mode"). Only for an
    /// adjective (one word, or «غير» and one word): «قيد التشغيل» says a state after any noun.
    func isArabicAttributive(_ position: Int, phrase: [String], in text: FoldedText) -> Bool {
      guard position > 0, phrase.count == 1 || (phrase.count == 2 && phrase[0] == "غير") else { return false }
      if WordMatcher.hasArabicArticle(text.tokens[position]) { return true }
      let previous = text.tokens[position - 1]
      return WordMatcher.isArabicScript(previous) && !WordMatcher.hasArabicArticle(previous)
    }

    /// A trailing-state word at `position` is a state when it ends the text after another word,
    /// is not joined to that word by a hyphen, that word is not a number ("20% off"), a pronoun
    /// ("Melden Sie sich an": `WordLists.particleObjects`), a stretch of time before "off" ("a
    /// day off": `WordLists.leaveNouns`) nor a verb it forms a phrasal verb with ("Log on"), the text does not begin with such a verb
    /// ("Turn Wi-Fi on": the verb and its particle around the object).
    func isTrailingState(_ position: Int, in text: FoldedText, tokens: StemmedTokens, entry: Entry, atEnd: Bool) -> Bool {
      guard atEnd, position > 0, position == tokens.count - 1, !text.lastIsCompound else { return false }
      let previous = text.tokens[position - 1]
      if previous.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) || particleObjectWords.contains(previous) { return false }
      // "A day off", "Time off": leave, not a state.
      if text.tokens[position] == "off" && leaveNounWords.contains(previous) { return false }
      for k in [position - 1, 0] where particleVerbs[entry.stemmer.rawValue].contains(tokens[k]) || particleVerbWords.contains(text.tokens[k]) {
        return false
      }
      return true
    }
  }

  /// The lists, in one object: a matcher is copied into every file's context and handed to
  /// the rules, and a copy retains one reference, not one per field.
  private let store: Store

  final class Store: Sendable {
    /// By `WordCategory.allCases` position (`index(of:)`): no hashing per lookup.
    let categories: [LazyIndex]
    let roles: [String: LazyIndex]
    /// The lists the hint rules read (`hint-mentions-gesture`'s and
    /// `hint-essential-information`'s), read together (`Lists`): a hint is scanned once for both.
    let hintLists: Lazy<Lists>

    init(categories: [LazyIndex], roles: [String: LazyIndex], hintLists: Lazy<Lists>) {
      self.categories = categories
      self.roles = roles
      self.hintLists = hintLists
    }
  }

  /// The index of a category's list.
  func index(of category: WordCategory) -> Index {
    store.categories[WordCategory.allCases.firstIndex(of: category) ?? 0].value
  }

  /// Makes every list's index now, instead of when a rule first asks for it (for a benchmark
  /// that counts one-time costs apart from the work per byte).
  public func makeEveryIndex() {
    for category in store.categories { _ = category.value }
    for role in store.roles.values { _ = role.value }
    _ = store.hintLists.value
  }

  /// A list's index, made the first time a rule asks for it: folding and stemming every word
  /// of every list is most of what a run on one small file does, and such a run asks for few
  /// lists. (Shared by the lint threads: made under a lock, once.)
  typealias LazyIndex = Lazy<Index>

  /// A value made the first time it is asked for, under a lock, once (shared by the lint threads).
  final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
      lock.lock()
      defer { lock.unlock() }
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }

  /// - Parameters:
  ///   - languages: language codes whose lists apply (`WordLists.languages` for all).
  ///   - extraWords: words added by `.linter.yml` (`words:`), by category name; extra `role`
  ///     words count for every role. They are matched as written (case, diacritics and Arabic
  ///     spelling folded, no inflections).
  public init(languages: [String] = WordLists.languages, extraWords: [String: [String]] = [:]) {
    // Everyday words of the languages that are on, which another language lists as states.
    // Nouns of the languages that are on spelt as a determiner ("Ton", "son"): not determiners.
    let determinerNouns = Set(languages.flatMap { (WordLists.determinerNouns[$0] ?? []).flatMap(WordMatcher.tokens) })
    let ordinary = languages.flatMap { language in (WordLists.ordinaryWords[language] ?? []).map { (word: $0, language: language) } }
    @Sendable func index(_ words: [(text: String, language: String?)], areStates: Bool = false) -> Index {
      var list: [Entry] = []
      for (w, language) in words {
        let stemmer = language.map(WordNormalizer.Stemmer.init(language:)) ?? .exact
        let exact = WordMatcher.tokens(w)
        let tokens = exact.map { WordNormalizer.stem($0, stemmer) }
        guard !tokens.isEmpty else { continue }
        // (Another language's everyday word, in any of the entry's forms: Italian "accesa" is
        // "acceso" in the feminine, and Spanish "acceso" is "access".)
        if areStates, ordinary.contains(where: { $0.language != language && [WordNormalizer.stem($0.word, stemmer)] == tokens }) {
          continue
        }
        let isTrailingOnly = language.map { (WordLists.trailingStates[$0] ?? []).contains(w) } ?? false
        list.append(Entry(text: w, tokens: tokens, exact: exact, order: list.count, stemmer: stemmer, isTrailingOnly: isTrailingOnly,
                          isDeclinable: areStates && stemmer == .de))
      }
      return Index(list, readsTrailingWords: areStates, nouns: areStates ? determinerNouns : [])
    }
    var categories: [LazyIndex] = []
    for category in WordCategory.allCases {
      var words: [(String, String?)] = []
      for language in languages { words += (WordLists.words[category]?[language] ?? []).map { ($0, language) } }
      words += (extraWords[category.rawValue] ?? []).map { ($0, nil) }
      let list = words
      categories.append(LazyIndex { index(list, areStates: category == .state) })
    }
    var roles: [String: LazyIndex] = [:]
    for (role, byLanguage) in WordLists.roleWords {
      var words: [(String, String?)] = []
      for language in languages { words += (byLanguage[language] ?? []).map { ($0, language) } }
      words += (extraWords[WordCategory.role.rawValue] ?? []).map { ($0, nil) }
      let list = words
      roles[role] = LazyIndex { index(list) }
    }
    let gesture = categories[WordCategory.allCases.firstIndex(of: .gesture) ?? 0]
    let essential = categories[WordCategory.allCases.firstIndex(of: .essential) ?? 0]
    store = Store(categories: categories, roles: roles, hintLists: Lazy { Lists([gesture.value, essential.value]) })
  }

  /// Several lists read together: `mayMatch` is false only when no word of a text can begin an
  /// entry of any of them (the prefixes of all their first tokens, `FirstTokenPrefixes`), so a
  /// text that holds no word of any is scanned once, not once per list. (A class: a copy of
  /// it is one reference, not the prefixes' three arrays.)
  final class Lists: Sendable {
    private let prefixes: FirstTokenPrefixes

    fileprivate init(_ indices: [Index]) {
      prefixes = FirstTokenPrefixes(indices.flatMap { index in index.entries.map { ($0.tokens[0], $0.stemmer) } })
    }

    /// False only when no word of `text` can begin an entry of any of the lists (then each
    /// list's own `mayMatch` is false too: every slot of the union is at least each list's).
    @inline(__always) func mayMatch(_ text: String) -> Bool { prefixes.mayMatch(text) }
  }

  /// The hint rules' lists, read together.
  func hintWordLists() -> Lists { store.hintLists.value }

  /// The words of a text, lowercased, without diacritics, Arabic spelling folded
  /// (`WordNormalizer` step 1; no inflections).
  public static func tokens(_ text: String) -> [String] {
    FoldedTokenCache.tokens(text, compute: uncachedTokens).tokens
  }

  static func folded(_ text: String) -> FoldedText {
    FoldedTokenCache.folded(text) { FoldedText(uncachedTokens($0)) }
  }

  static func uncachedTokens(_ text: String) -> (tokens: [String], lastIsCompound: Bool) {
    // ASCII needs no Unicode folding. (A native string is checked a word at a time.)
    if text.utf8.withContiguousStorageIfAvailable(ByteScan.isASCII) ?? text.utf8.allSatisfy({ $0 < 0x80 }) {
      return asciiTokens(text)
    }
    guard let folded = Latin1Folding.foldedBytes(text) else {
      if let arabic = ArabicScriptTokens.tokens(text) { return arabic }
      return unicodeTokens(text.folding(options: Latin1Folding.options, locale: nil))
    }
    // Most Latin-script text folds to ASCII ("Añadir" → "anadir"), lowercase: split on bytes.
    if folded.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) { return folded.withUnsafeBufferPointer(asciiTokens) }
    return unicodeTokens(String(decoding: folded, as: UTF8.self))
  }

  /// The words of ASCII text: letters (lowercased) and digits, split on the rest.
  static func asciiTokens(_ text: String) -> (tokens: [String], lastIsCompound: Bool) {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable(asciiTokens) ?? Array(text.utf8).withUnsafeBufferPointer(asciiTokens)
  }

  /// Whether an ASCII byte belongs to a word of `asciiTokens`: a letter or a digit.
  @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
    let folded = b | 0x20
    return (folded >= 0x61 && folded <= 0x7A) || (b >= 0x30 && b <= 0x39)
  }

  /// The first byte of the first token `asciiTokens` finds in ASCII text (its first letter,
  /// lowercased, or digit), 0 when it has no token; nil for text past ASCII, whose tokens are
  /// found after folding. (What tells two texts apart without splitting either.)
  static func firstASCIITokenByte(_ text: String) -> UInt8? {
    TextTools.withBytes(of: text) { firstASCIITokenByte(bytes: $0) }
  }

  /// `firstASCIITokenByte(_:)` of a text's UTF-8 bytes.
  static func firstASCIITokenByte(bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
    guard ByteScan.isASCII(bytes) else { return nil }
    guard let b = bytes.first(where: isWordByte) else { return 0 }
    return b >= 0x41 && b <= 0x5A ? b | 0x20 : b
  }

  /// Whether the first tokens `asciiTokens` finds in two texts of ASCII bytes are different
  /// words, told in place without splitting either (for two texts whose first tokens begin
  /// alike: "Guarda los cambios", "Guardar").
  static func firstTokensDiffer(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let x = firstTokenRange(a)
    let y = firstTokenRange(b)
    guard x.count == y.count else { return true }
    // (Letters and digits only: `| 0x20` lowercases a letter and leaves a digit as it is.)
    for k in 0..<x.count where a[x.lowerBound + k] | 0x20 != b[y.lowerBound + k] | 0x20 { return true }
    return false
  }

  /// Whether the first words of two texts past ASCII differ, told without splitting either:
  /// for text written with Latin-1 (`firstLatin1TokensDiffer`) or with the Arabic block
  /// (`firstArabicScriptTokensDiffer`). False when neither way reads both texts. (Latin-1 asked
  /// first: it turns Arabic text away at its first Arabic byte, where the Arabic walk read a
  /// Latin-1 text's first word through its table before turning it away.)
  static func firstTokensPastASCIIDiffer(_ first: String, _ second: String) -> Bool {
    firstLatin1TokensDiffer(first, second) || firstArabicScriptTokensDiffer(first, second)
  }

  /// Whether the second text cannot begin with the first's words, told from their first words
  /// alone for text written with ASCII and the Arabic block (`ArabicScriptTokens.firstWord`):
  /// the first has none, or the second's first word is another. False when either text is not
  /// read so.
  static func firstArabicScriptTokensDiffer(_ first: String, _ second: String) -> Bool {
    guard let a = ArabicScriptTokens.firstWord(first) else { return false }
    if a.count == 0 { return true }
    guard let b = ArabicScriptTokens.firstWord(second) else { return false }
    return a != b
  }

  /// Whether the first tokens of two texts written with Latin-1 (ASCII, or Latin-1 characters
  /// that fold to lowercase ASCII: "Añadir al carrito") are different words, told from the bytes
  /// `uncachedTokens` splits with `asciiTokens`, read in place without building or splitting
  /// them. False when either text is not split so (its tokens are found another way) or the
  /// first has no token.
  static func firstLatin1TokensDiffer(_ first: String, _ second: String) -> Bool {
    TextTools.withBytes(of: first) { a in
      TextTools.withBytes(of: second) { b in
        let aIsASCII = ByteScan.isASCII(a)
        let bIsASCII = ByteScan.isASCII(b)
        if aIsASCII && bIsASCII { return !firstTokenRange(a).isEmpty && firstTokensDiffer(a, b) }
        guard aIsASCII || Latin1Folding.foldsToLowercaseASCII(a),
              bIsASCII || Latin1Folding.foldsToLowercaseASCII(b) else { return false }
        // (The foldings are read a byte at a time from the table, not built into arrays.)
        return Latin1Folding.withTable { table in
          var x = Latin1Folding.FoldedBytes(a, raw: aIsASCII, table: table)
          var y = Latin1Folding.FoldedBytes(b, raw: bIsASCII, table: table)
          return firstTokensDiffer(&x, &y)
        }
      }
    }
  }

  /// Whether the first tokens of two foldings are different words; false when the first has none.
  private static func firstTokensDiffer(_ a: inout Latin1Folding.FoldedBytes, _ b: inout Latin1Folding.FoldedBytes) -> Bool {
    var x = a.nextByte()
    while let c = x, !isWordByte(c) { x = a.nextByte() }
    guard x != nil else { return false }
    var y = b.nextByte()
    while let c = y, !isWordByte(c) { y = b.nextByte() }
    while true {
      let xInWord = x.map(isWordByte) ?? false
      let yInWord = y.map(isWordByte) ?? false
      // (One word ends before the other: different lengths.)
      guard xInWord && yInWord else { return xInWord != yInWord }
      if x! | 0x20 != y! | 0x20 { return true }
      x = a.nextByte()
      y = b.nextByte()
    }
  }

  /// Where the first token of ASCII bytes is (empty when there is none).
  static func firstTokenRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    guard let start = bytes.firstIndex(where: isWordByte) else { return 0..<0 }
    var end = start + 1
    while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
    return start..<end
  }

  /// The words of ASCII bytes: each run of letters and digits, lowercased (copied only when it
  /// has a capital).
  static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [String], lastIsCompound: Bool) {
    // The words are counted first, so that the array is made once at its size.
    var count = 0
    var inWord = false
    for b in bytes {
      let isWord = isWordByte(b)
      if isWord && !inWord { count += 1 }
      inWord = isWord
    }
    var tokens: [String] = []
    tokens.reserveCapacity(count)
    var separator = 0
    var hyphenOnly = true
    var lastIsCompound = false
    var i = 0
    let n = bytes.count
    while i < n {
      let byte = bytes[i]
      let isLower = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      guard isLower || (byte >= 0x41 && byte <= 0x5A) else {
        separator += 1
        if byte != 0x2D { hyphenOnly = false }
        i += 1
        continue
      }
      lastIsCompound = !tokens.isEmpty && separator == 1 && hyphenOnly
      separator = 0
      hyphenOnly = true
      let start = i
      var hasCapital = false
      while i < n {
        let b = bytes[i]
        if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) {
          i += 1
        } else if b >= 0x41 && b <= 0x5A {
          hasCapital = true
          i += 1
        } else {
          break
        }
      }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
      if hasCapital {
        // (Lowercased straight into the string's storage: no array in between.)
        tokens.append(String(unsafeUninitializedCapacity: word.count) { out in
          for k in word.indices { out[k] = word[k] >= 0x41 && word[k] <= 0x5A ? word[k] | 0x20 : word[k] }
          return word.count
        })
      } else {
        tokens.append(String(decoding: word, as: UTF8.self))
      }
    }
    return (tokens, lastIsCompound)
  }

  /// The words of folded text, split scalar by scalar (the definition `asciiTokens` shortens
  /// for ASCII).
  static func unicodeTokens(_ folded: String) -> (tokens: [String], lastIsCompound: Bool) {
    var splitter = WordSplitter()
    for scalar in folded.unicodeScalars { splitter.take(scalar) }
    return splitter.finish()
  }

  /// The first entry of a category found in `text`, or nil: as written in the list, or, when
  /// the text has another form of it ("activadas" for "activado"), as written in the text
  /// (lowercased). With `atEnd` false, `text` is followed by more words (a part of a built label).
  public func firstMatch(_ category: WordCategory, in text: String, atEnd: Bool = true) -> String? {
    firstMatch(list(category), in: text, atEnd: atEnd)
  }

  /// The first entry of a category found in `text`, as `firstMatch` finds it, quoted as the
  /// text writes it (its case, accents and diacritics: "activé", "مُفعَّلة", "Activées"); the
  /// list's spelling when the text's words do not line up with its tokens.
  public func firstMatchAsWritten(_ category: WordCategory, in text: String, atEnd: Bool = true) -> String? {
    firstMatchAsWritten(list(category), in: text, atEnd: atEnd)
  }

  /// A category's list, looked up once by a rule that reads every element's text (each lookup
  /// takes the lock of the list's lazily made index).
  struct List {
    fileprivate let index: Index
  }

  func list(_ category: WordCategory) -> List { List(index: index(of: category)) }

  /// `firstMatchAsWritten(_:in:atEnd:)` in a list looked up before.
  /// (The test of the text's words comes first, inlined into the caller: nearly every text
  /// stops there, without the entry and exit of the search below.)
  @inline(__always)
  func firstMatchAsWritten(_ list: List, in text: String, atEnd: Bool = true) -> String? {
    guard list.index.prefixes.mayMatch(text) else { return nil }
    return firstMatchAsWritten(afterPrefixTest: list, in: text, atEnd: atEnd)
  }

  /// `firstMatchAsWritten(_:in:atEnd:)` for a text whose words may begin an entry.
  @inline(never)
  private func firstMatchAsWritten(afterPrefixTest list: List, in text: String, atEnd: Bool) -> String? {
    guard let match = Self.firstMatch(list.index, in: Self.folded(text), atEnd: atEnd, original: text) else { return nil }
    let words = Self.wordRanges(text)
    guard match.position + match.length <= words.count,
          words.count == Self.folded(text).tokens.count else { return match.text }
    return String(text.unicodeScalars[words[match.position].range.lowerBound..<words[match.position + match.length - 1].range.upperBound])
  }

  /// `firstMatch(_:in:atEnd:)` in a list looked up before.
  /// (The test of the text's words inlined into the caller, as in `firstMatchAsWritten`.)
  @inline(__always)
  func firstMatch(_ list: List, in text: String, atEnd: Bool = true) -> String? {
    guard list.index.prefixes.mayMatch(text) else { return nil }
    return firstMatch(afterPrefixTest: list, in: text, atEnd: atEnd)
  }

  /// `firstMatch(_:in:atEnd:)` for a text whose words may begin an entry.
  @inline(never)
  private func firstMatch(afterPrefixTest list: List, in text: String, atEnd: Bool) -> String? {
    Self.firstMatch(list.index, in: Self.folded(text), atEnd: atEnd, original: text).map { Self.shown($0, in: text) }
  }

  /// Every entry of a category found in `text`, in list order (shown as `firstMatch` shows it).
  public func matches(_ category: WordCategory, in text: String, atEnd: Bool = true) -> [String] {
    matches(list(category), in: text, atEnd: atEnd)
  }

  /// `matches(_:in:atEnd:)` in a list looked up before.
  func matches(_ list: List, in text: String, atEnd: Bool = true) -> [String] {
    var out: [String] = []
    let index = list.index
    guard index.prefixes.mayMatch(text) else { return out }
    for match in index.matches(in: Self.folded(text), atEnd: atEnd, original: text) {
      let word = Self.shown((match.entry.text, match.position, match.entry.tokens.count, match.isInflected), in: text)
      if !out.contains(word) { out.append(word) }
    }
    return out
  }

  /// A word naming `role` (`button`, `link`, …, `text-field`) found in `text`.
  public func roleWord(_ role: String, in text: String) -> String? {
    Self.firstMatch(store.roles[role]?.value, in: Self.folded(text)).map { Self.shown($0, in: text) }
  }

  /// A match as reported: the list's spelling, or the text's own words for an inflected form.
  static func shown(_ match: (text: String, position: Int, length: Int, isInflected: Bool), in text: String) -> String {
    guard match.isInflected else { return match.text }
    let words = wordRanges(text)
    guard match.position + match.length <= words.count else { return match.text }
    let range = words[match.position].range.lowerBound..<words[match.position + match.length - 1].range.upperBound
    return String(text.unicodeScalars[range]).lowercased()
  }

  /// The role word `roleWord(_:in:)` finds, with where it is written in `text` (from its first
  /// letter to its last).
  public func roleWordRange(_ role: String, in text: String) -> (word: String, range: Range<String.Index>)? {
    let words = Self.wordRanges(text)
    let folded = FoldedText((words.map(\.token), false))
    guard let match = Self.firstMatch(store.roles[role]?.value, in: folded) else { return nil }
    let first = words[match.position].range
    let last = words[match.position + match.length - 1].range
    return (Self.shown(match, in: text), first.lowerBound..<last.upperBound)
  }

  /// Whether the role word found at `range` is the first word of `text` and an article or a
  /// possessive of any language follows it: an imperative verb spelt as the role's noun ("Link
  /// your bank account", "Switch the theme", "Check your email"), not the role named. ("Link to
  /// …" stays the role: a preposition follows a noun as well.)
  public func isLeadingVerb(_ range: Range<String.Index>, in text: String) -> Bool {
    let words = Self.wordRanges(text)
    guard let first = words.first, first.range.lowerBound == range.lowerBound,
          let next = words.first(where: { $0.range.lowerBound >= range.upperBound }) else { return false }
    return Self.articlesAndPossessives.contains(next.token)
  }

  /// Every language's articles and possessive determiners (`WordLists.determiners`), folded.
  static let articlesAndPossessives: Set<String> = {
    var words: Set<String> = []
    for (_, list) in WordLists.determiners { for word in list { words.formUnion(tokens(word)) } }
    return words
  }()

  /// True when the whole text (ignoring punctuation and case) is one entry of the category.
  public func isEntirely(_ category: WordCategory, _ text: String) -> Bool {
    let text = Self.folded(text)
    let index = index(of: category)
    guard !text.tokens.isEmpty else { return false }
    for key in text.variants(at: 0) {
      guard let candidates = index.entries(startingWith: key) else { continue }
      if candidates.contains(where: { index.entries[$0].tokens.elementsEqual(text.stemmed(index.entries[$0].stemmer)) }) {
        return true
      }
    }
    return false
  }

  /// Whether a folded token is written in Arabic script (its first letter is).
  static func isArabicScript(_ token: String) -> Bool {
    guard let first = token.unicodeScalars.first else { return false }
    return (0x0600...0x06FF).contains(first.value)
  }

  /// Whether a folded Arabic token begins with the definite article (`ال`), alone or after a
  /// one-letter prefix (`بال`, `وال`, `فال`, `كال`), or with `لل` (`ل` and the article), with
  /// at least two letters after it.
  static func hasArabicArticle(_ token: String) -> Bool {
    let s = Array(token.unicodeScalars.lazy.map(\.value).prefix(6))
    let alef: UInt32 = 0x0627, lam: UInt32 = 0x0644
    if s.count >= 4 && s[0] == alef && s[1] == lam { return true }
    if s.count >= 5 && [0x0628, 0x0648, 0x0641, 0x0643].contains(s[0]) && s[1] == alef && s[2] == lam { return true }
    return s.count >= 4 && s[0] == lam && s[1] == lam
  }

  /// The match that starts earliest (the longest one there; the first listed among equals).
  static func firstMatch(_ index: Index?, in text: FoldedText, atEnd: Bool = true, original: String? = nil)
    -> (text: String, position: Int, length: Int, isInflected: Bool)? {
    guard let index else { return nil }
    var best: (text: String, position: Int, length: Int, isInflected: Bool)?
    for (entry, position, isInflected) in index.matches(in: text, atEnd: atEnd, original: original) {
      if best == nil || position < best!.position
        || (position == best!.position && entry.tokens.count > best!.length) {
        best = (entry.text, position, entry.tokens.count, isInflected)
      }
    }
    return best
  }

  /// For each word of `text` but the last, whether only spaces separate it from the next
  /// (`gaps[k]`: between words k and k + 1). Empty when the words as written do not line up
  /// one to one with the `tokenCount` tokens (a word folded to several), so nothing is assumed.
  static func spacedGaps(_ text: String, tokenCount: Int) -> [Bool] {
    let words = wordRanges(text)
    guard words.count == tokenCount, tokenCount > 1 else { return [] }
    var gaps: [Bool] = []
    gaps.reserveCapacity(tokenCount - 1)
    for k in 0..<(tokenCount - 1) {
      let gap = text.unicodeScalars[words[k].range.upperBound..<words[k + 1].range.lowerBound]
      gaps.append(!gap.isEmpty && gap.allSatisfy { $0.properties.isWhitespace })
    }
    return gaps
  }

  /// The words of `text` with where each is written: split where `tokens(_:)` splits, each
  /// word folded alone (a word that folds to several tokens gives each the word's range).
  static func wordRanges(_ text: String) -> [(token: String, range: Range<String.Index>)] {
    var out: [(String, Range<String.Index>)] = []
    var start: String.Index?
    func isWord(_ scalar: Unicode.Scalar) -> Bool {
      if WordNormalizer.orthographic(scalar) != nil { return true }
      let p = scalar.properties
      if p.isAlphabetic || p.numericType != nil { return true }
      return start != nil && (p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
                              || p.generalCategory == .enclosingMark)
    }
    func close(_ end: String.Index) {
      guard let s = start else { return }
      let range = s..<end
      for token in uncachedTokens(String(text.unicodeScalars[range])).tokens { out.append((token, range)) }
      start = nil
    }
    var i = text.unicodeScalars.startIndex
    while i < text.unicodeScalars.endIndex {
      let scalar = text.unicodeScalars[i]
      if isWord(scalar) {
        if start == nil { start = i }
      } else {
        close(i)
      }
      i = text.unicodeScalars.index(after: i)
    }
    close(text.unicodeScalars.endIndex)
    return out
  }
}

/// A text's folded tokens, and the same tokens stemmed by each `WordNormalizer.Stemmer`.
struct FoldedText {
  var tokens: [String]
  /// Whether the last token is joined to the one before by a single hyphen ("Add-on").
  var lastIsCompound: Bool
  /// Each token's forms under every stemmer and their distinct values (`forms[p].forms[0]` is
  /// the token), shared with the per-thread memo: one array per text.
  var forms: [FoldedTokenCache.TokenForms]

  init(_ folded: (tokens: [String], lastIsCompound: Bool)) {
    tokens = folded.tokens
    lastIsCompound = folded.lastIsCompound
    // Words repeat far more than texts do ("Perfil de usuario 11", "Perfil de usuario 12"): each
    // token's stems and variants come from a per-thread memo.
    var forms: [FoldedTokenCache.TokenForms] = []
    forms.reserveCapacity(folded.tokens.count)
    let box = FoldedTokenCache.box
    for token in folded.tokens { forms.append(FoldedTokenCache.stems(token, in: box)) }
    self.forms = forms
  }

  /// variants(at: p): the distinct forms of token `p` across the stemmers (usually one or two).
  func variants(at position: Int) -> [String] { forms[position].variants }

  /// The tokens under one stemmer (read from `forms`, without copying them out).
  func stemmed(_ stemmer: WordNormalizer.Stemmer) -> StemmedTokens { StemmedTokens(forms: forms, stemmer: stemmer.rawValue) }
}

/// One stemmer's column of `FoldedText.forms`: the text's tokens as that stemmer stems them.
struct StemmedTokens: RandomAccessCollection {
  let forms: [FoldedTokenCache.TokenForms]
  let stemmer: Int
  var startIndex: Int { 0 }
  var endIndex: Int { forms.count }
  subscript(position: Int) -> String { forms[position].forms[stemmer] }
}

/// A per-thread memo of word tokens (each lint thread has its own, so no locking): the rules
/// read the same labels again and again, and Unicode folding (Foundation) is slow next to the
/// rest of a lint.
enum FoldedTokenCache {
  final class Box {
    // (The text memos start with room for a screen's worth of texts: grown from 16 slots, they
    // moved their texts at each of eight doublings, about a fifth of the work of folding them.)
    var map = TextMemo<FoldedText>(limit: 4096, room: 4096)
    /// A text's tokens alone (what `tokens(_:)` asks for: no stems).
    var tokens = TextMemo<(tokens: [String], lastIsCompound: Bool)>(limit: 4096, room: 4096)
    /// A token's stems, by `WordNormalizer.Stemmer.rawValue`, and their distinct values.
    var stems = TextMemo<TokenForms>(limit: 16384)
    /// The stems of tokens of up to 15 bytes (nearly every word), in a direct-mapped table keyed
    /// by the bytes themselves: found with a few loads and compares, without hashing. A slot
    /// is reused only when its bytes are the token's.
    var shortKeys = [ShortBytes?](repeating: nil, count: 1 << Box.shortSlotBits)
    var shortStems = [TokenForms?](repeating: nil, count: 1 << Box.shortSlotBits)
    static let shortSlotBits = 13
  }

  /// A text as a memo key: equal when its UTF-8 bytes are, hashed from them. `String`'s own
  /// hashing and equality are Unicode's canonical equivalence, which normalises any text past
  /// ASCII first (most of a lookup's cost for a Spanish or Arabic label). Two spellings of one
  /// text are two keys here, each with what is worked out from its own bytes: what the memo
  /// returns is always what `compute` gives for the very text asked about.
  struct TextKey {
    let text: String
    /// A hash of the bytes (`hash(_:)`), made once: a lookup and the insertion after a miss hash
    /// one word, not the whole text twice.
    let bytesHash: UInt64
    init(_ text: String) {
      var text = text
      text.makeContiguousUTF8()  // (a native string already is: no copy)
      self.text = text
      self.bytesHash = text.utf8.withContiguousStorageIfAvailable(Self.hash) ?? ByteScan.fnv1a(text.utf8)
    }

    /// The bytes hashed eight at a time (each word multiplied in as FNV-1a does a byte, its high
    /// bits folded down so that every byte reaches the low bits a memo slot is taken from), then
    /// the last few one at a time. The hash only picks a slot: keys are compared by their bytes,
    /// so what a memo returns does not depend on it. (FNV-1a byte by byte was most of making a key.)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      let count = bytes.count
      var i = 0
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        while i + 8 <= count {
          hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0x100_0000_01b3
          hash ^= hash >> 32
          i += 8
        }
      }
      while i < count {
        hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
        i += 1
      }
      return hash
    }

    /// Whether two texts have the same UTF-8 bytes.
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
      let left = lhs.utf8
      let right = rhs.utf8
      guard left.count == right.count else { return false }
      let same = left.withContiguousStorageIfAvailable { a in
        right.withContiguousStorageIfAvailable { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
      }
      return (same ?? nil) ?? left.elementsEqual(right)
    }
  }

  /// A token under every stemmer (`forms[stemmer.rawValue]`), and the distinct forms among them
  /// in that order (usually one or two).
  struct TokenForms {
    var forms: [String]
    var variants: [String]
  }

  static let slot = ThreadSlot<Box>()

  static var box: Box {
    if let box = slot.value { return box }
    let box = Box()
    slot.set(box)
    return box
  }

  /// A folded token under every stemmer, and its distinct forms.
  static func stems(_ token: String, in box: Box) -> TokenForms {
    if let short = ShortBytes(token) {
      let slot = short.slot(bits: Box.shortSlotBits)
      if box.shortKeys[slot] == short, let cached = box.shortStems[slot] { return cached }
      let result = uncachedStems(token)
      box.shortKeys[slot] = short
      box.shortStems[slot] = result
      return result
    }
    let key = TextKey(token)
    if let cached = box.stems.value(for: key) { return cached }
    let result = uncachedStems(token)
    box.stems.set(result, for: key)
    return result
  }

  static func uncachedStems(_ token: String) -> TokenForms {
    // (The last scalar is read once: by it alone, most stemmers leave the token as it is.)
    let tail = WordNormalizer.lastScalar(of: token)
    let forms = WordNormalizer.Stemmer.allCases.map { stemmer in
      guard let tail, WordNormalizer.mayStem(endingIn: tail, stemmer) else { return token }
      return WordNormalizer.stemmed(token, stemmer)
    }
    var variants: [String] = []
    for form in forms where !variants.contains(form) { variants.append(form) }
    return TokenForms(forms: forms, variants: variants)
  }

  /// A text's folded tokens, without the stems `folded(_:compute:)` adds.
  static func tokens(_ text: String, compute: (String) -> (tokens: [String], lastIsCompound: Bool))
    -> (tokens: [String], lastIsCompound: Bool) {
    let box = box
    let key = TextKey(text)
    if let cached = box.tokens.value(for: key) { return cached }
    // A text already folded (the label rules fold every name) has its tokens there.
    if let folded = box.map.value(for: key) { return (folded.tokens, folded.lastIsCompound) }
    let result = compute(text)
    box.tokens.set(result, for: key)
    return result
  }

  static func folded(_ text: String, compute: (String) -> FoldedText) -> FoldedText {
    let box = box
    let key = TextKey(text)
    if let cached = box.map.value(for: key) { return cached }
    // A text whose tokens alone were asked for first (a hint) is not split again.
    let result = box.tokens.value(for: key).map(FoldedText.init) ?? compute(text)
    box.map.set(result, for: key)
    return result
  }
}
