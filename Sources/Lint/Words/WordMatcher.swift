import Foundation

/// Finds the words of `WordLists` in labels and hints: whole words (or whole phrases),
/// case- and diacritic-insensitive, Unicode-aware (Arabic hamza forms and harakat fold too).
public struct WordMatcher: Sendable {
  /// Each entry: the original spelling and its normalized token sequence.
  struct Entry: Sendable {
    var text: String
    var tokens: [String]
  }

  private let categories: [WordCategory: [Entry]]
  private let roles: [String: [Entry]]

  /// - Parameters:
  ///   - languages: language codes whose lists apply (`WordLists.languages` for all).
  ///   - extraWords: words added by `.linter.yml` (`words:`), by category name; extra `role`
  ///     words count for every role.
  public init(languages: [String] = WordLists.languages, extraWords: [String: [String]] = [:]) {
    func entries(_ words: [String]) -> [Entry] {
      words.compactMap { w in
        let tokens = WordMatcher.tokens(w)
        return tokens.isEmpty ? nil : Entry(text: w, tokens: tokens)
      }
    }
    var categories: [WordCategory: [Entry]] = [:]
    for category in WordCategory.allCases {
      var words: [String] = []
      for language in languages { words += WordLists.words[category]?[language] ?? [] }
      words += extraWords[category.rawValue] ?? []
      categories[category] = entries(words)
    }
    var roles: [String: [Entry]] = [:]
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
    Self.firstMatch(categories[category] ?? [], in: Self.tokens(text))
  }

  /// Every entry of a category found in `text`.
  public func matches(_ category: WordCategory, in text: String) -> [String] {
    let tokens = Self.tokens(text)
    return (categories[category] ?? []).filter { Self.contains(tokens, $0.tokens) }.map(\.text)
  }

  /// A word naming `role` (`button`, `link`, …, `text-field`) found in `text`.
  public func roleWord(_ role: String, in text: String) -> String? {
    Self.firstMatch(roles[role] ?? [], in: Self.tokens(text))
  }

  /// True when the whole text (ignoring punctuation and case) is one entry of the category.
  public func isEntirely(_ category: WordCategory, _ text: String) -> Bool {
    let tokens = Self.tokens(text)
    return !tokens.isEmpty && (categories[category] ?? []).contains { $0.tokens == tokens }
  }

  static func firstMatch(_ entries: [Entry], in tokens: [String]) -> String? {
    var best: (position: Int, length: Int, text: String)?
    for entry in entries {
      guard let position = firstIndex(tokens, entry.tokens) else { continue }
      if best == nil || position < best!.position || (position == best!.position && entry.tokens.count > best!.length) {
        best = (position, entry.tokens.count, entry.text)
      }
    }
    return best?.text
  }

  static func contains(_ tokens: [String], _ phrase: [String]) -> Bool { firstIndex(tokens, phrase) != nil }

  static func firstIndex(_ tokens: [String], _ phrase: [String]) -> Int? {
    guard !phrase.isEmpty, phrase.count <= tokens.count else { return nil }
    for start in 0...(tokens.count - phrase.count) {
      var ok = true
      for k in 0..<phrase.count where tokens[start + k] != phrase[k] { ok = false; break }
      if ok { return start }
    }
    return nil
  }
}
