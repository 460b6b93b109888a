import Foundation

/// Finds the words of `WordLists` in labels and hints: whole words (or whole phrases),
/// case- and diacritic-insensitive, Unicode-aware (Arabic hamza forms and harakat fold too).
public struct WordMatcher: Sendable {
  /// Each entry: the original spelling and its normalized token sequence.
  struct Entry: Sendable {
    var text: String
    var tokens: [String]
    /// Position in the list (results keep the lists' order).
    var order: Int
  }

  /// A word list indexed by the first token of each entry, so a text is matched in time
  /// proportional to its own length, not to the size of the lists.
  struct Index: Sendable {
    var entries: [Entry] = []
    var byFirstToken: [String: [Int]] = [:]

    init(_ entries: [Entry]) {
      self.entries = entries
      for (i, entry) in entries.enumerated() { byFirstToken[entry.tokens[0], default: []].append(i) }
    }

    /// Every entry found in `tokens`, each once, in list order.
    func matches(in tokens: [String]) -> [(entry: Entry, position: Int)] {
      var found: [Int: Int] = [:]
      for (position, token) in tokens.enumerated() {
        guard let candidates = byFirstToken[token] else { continue }
        for i in candidates where found[i] == nil {
          let phrase = entries[i].tokens
          if position + phrase.count <= tokens.count && Array(tokens[position..<(position + phrase.count)]) == phrase {
            found[i] = position
          }
        }
      }
      return found.keys.sorted().map { (entries[$0], found[$0]!) }
    }
  }

  private let categories: [WordCategory: Index]
  private let roles: [String: Index]

  /// - Parameters:
  ///   - languages: language codes whose lists apply (`WordLists.languages` for all).
  ///   - extraWords: words added by `.linter.yml` (`words:`), by category name; extra `role`
  ///     words count for every role.
  public init(languages: [String] = WordLists.languages, extraWords: [String: [String]] = [:]) {
    func entries(_ words: [String]) -> Index {
      var list: [Entry] = []
      for w in words {
        let tokens = WordMatcher.tokens(w)
        if !tokens.isEmpty { list.append(Entry(text: w, tokens: tokens, order: list.count)) }
      }
      return Index(list)
    }
    var categories: [WordCategory: Index] = [:]
    for category in WordCategory.allCases {
      var words: [String] = []
      for language in languages { words += WordLists.words[category]?[language] ?? [] }
      words += extraWords[category.rawValue] ?? []
      categories[category] = entries(words)
    }
    var roles: [String: Index] = [:]
    for (role, byLanguage) in WordLists.roleWords {
      var words: [String] = []
      for language in languages { words += byLanguage[language] ?? [] }
      words += extraWords[WordCategory.role.rawValue] ?? []
      roles[role] = entries(words)
    }
    self.categories = categories
    self.roles = roles
  }

  /// The words of a text, lowercased, without diacritics.
  public static func tokens(_ text: String) -> [String] {
    FoldedTokenCache.tokens(text) { uncachedTokens($0) }
  }

  static func uncachedTokens(_ text: String) -> [String] {
    // ASCII needs no Unicode folding: lowercase letters and digits, split on the rest.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var tokens: [String] = []
      var current: [UInt8] = []
      for byte in text.utf8 {
        if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
          current.append(byte)
        } else if byte >= 0x41 && byte <= 0x5A {
          current.append(byte | 0x20)
        } else if !current.isEmpty {
          tokens.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
      }
      if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
      return tokens
    }
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      let p = scalar.properties
      if p.isAlphabetic || p.numericType != nil {
        current.append(scalar)
      } else if p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark || p.generalCategory == .enclosingMark
        || scalar.value == 0x0640 {
        continue  // harakat, tatweel: part of the word, not a break
      } else if !current.isEmpty {
        tokens.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  /// The first entry of a category found in `text` (as written in the list), or nil.
  public func firstMatch(_ category: WordCategory, in text: String) -> String? {
    Self.firstMatch(categories[category], in: Self.tokens(text))
  }

  /// Every entry of a category found in `text`, in list order.
  public func matches(_ category: WordCategory, in text: String) -> [String] {
    (categories[category]?.matches(in: Self.tokens(text)) ?? []).map(\.entry.text)
  }

  /// A word naming `role` (`button`, `link`, …, `text-field`) found in `text`.
  public func roleWord(_ role: String, in text: String) -> String? {
    Self.firstMatch(roles[role], in: Self.tokens(text))
  }

  /// True when the whole text (ignoring punctuation and case) is one entry of the category.
  public func isEntirely(_ category: WordCategory, _ text: String) -> Bool {
    let tokens = Self.tokens(text)
    guard let index = categories[category], let first = tokens.first, let candidates = index.byFirstToken[first] else {
      return false
    }
    return candidates.contains { index.entries[$0].tokens == tokens }
  }

  /// The match that starts earliest (the longest one there; the first listed among equals).
  static func firstMatch(_ index: Index?, in tokens: [String]) -> String? {
    guard let index else { return nil }
    var best: (position: Int, length: Int, order: Int, text: String)?
    for (entry, position) in index.matches(in: tokens) {
      if best == nil || position < best!.position
        || (position == best!.position && entry.tokens.count > best!.length) {
        best = (position, entry.tokens.count, entry.order, entry.text)
      }
    }
    return best?.text
  }
}

/// A per-thread memo of word tokens (each lint thread has its own, so no locking): the rules
/// read the same labels again and again, and Unicode folding (Foundation) is slow next to the
/// rest of a lint.
enum FoldedTokenCache {
  final class Box {
    var map: [String: [String]] = [:]
  }

  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<Box>.fromOpaque(pointer).release() }
    }
    return key
  }()

  static func tokens(_ text: String, compute: (String) -> [String]) -> [String] {
    let box: Box
    if let raw = pthread_getspecific(key) {
      box = Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
    } else {
      box = Box()
      pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
    }
    if let cached = box.map[text] { return cached }
    if box.map.count > 4096 { box.map.removeAll(keepingCapacity: true) }
    let result = compute(text)
    box.map[text] = result
    return result
  }
}
