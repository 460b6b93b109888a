import XCTest
@testable import Lint

/// The word lists' byte filter (`FirstTokenPrefixes`) only skips texts in which no entry can
/// match: every text the full matcher finds an entry in passes it.
final class FirstTokenPrefixesTests: XCTestCase {
  /// Endings the stemmers take off or rewrite (every shipped language), and none.
  static let endings = ["", "s", "es", "e", "a", "o", "as", "os", "ées", "ée", "x", "en", "er", "em", "i", "ões", "ães", "ns"]

  /// Each entry as written, inflected, in capitals, inside a sentence and hyphenated.
  static func texts(_ entries: [WordMatcher.Entry]) -> [String] {
    var texts: [String] = []
    for entry in entries {
      for ending in endings {
        let word = entry.text + ending
        texts += [word, word.uppercased(), "Mi \(word) 2", "x-\(word)", "\(word)-x", "«\(word)»"]
      }
    }
    return texts
  }

  func assertFilterKeepsEveryMatch(_ matcher: WordMatcher, extra: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
    for category in WordCategory.allCases {
      let index = matcher.index(of: category)
      var matched = 0
      for text in Self.texts(index.entries) + extra {
        let found = WordMatcher.firstMatch(index, in: WordMatcher.folded(text), atEnd: true, original: text)
        guard found != nil else { continue }
        matched += 1
        XCTAssertTrue(index.prefixes.mayMatch(text), "\(category): \(text)", file: file, line: line)
      }
      XCTAssertGreaterThan(matched, 0, "\(category)", file: file, line: line)
    }
  }

  func testEveryShippedEntryInEveryFormPasses() {
    assertFilterKeepsEveryMatch(WordMatcher(), extra: [
      "Botões desativadas", "ATIVAÇÕES", "Activées", "Schaltflächen aktivierten", "Ça marche: ÉTEINT",
      "Wi-Fi on", "2FA activada", "مفعّل", "الزر مفعلة", "Ñandú seleccionado", "straße aus",
    ])
  }

  func testWordsAddedInConfigurationPass() {
    let matcher = WordMatcher(extraWords: [
      "state": ["écran", "ναι", "Øre", "x2", "Æther", "q"], "close": ["Schließen", "Fermez"],
    ])
    assertFilterKeepsEveryMatch(matcher, extra: ["ÉCRAN", "Ναι", "øre", "X2", "æther", "Q", "SCHLIESSEN"])
  }

  /// The filter lets a word through only when it is no longer than a word that can stem to
  /// the beginning it starts with (`longestWord(stemmingTo:)`): every stemmer but Arabic's
  /// (whose article the Arabic-script scan reads apart) must keep to that bound on every word,
  /// or the filter would skip a text the full matcher finds an entry in.
  func testNoStemmerMakesAStemShorterThanTheFilterAllows() {
    let letters = Array("aeiosxnmrchut")
    var suffixes = [""]
    for _ in 0..<3 { suffixes += suffixes.flatMap { s in letters.map { s + String($0) } }.filter { $0.count <= 3 } }
    suffixes = Array(Set(suffixes))
    var changed = 0
    for stemmer in WordNormalizer.Stemmer.allCases where stemmer != .ar {
      for base in ["", "b", "bt", "btb", "btbt", "btbtb", "btbtbt"] {
        for suffix in suffixes {
          let word = base + suffix
          let stem = WordNormalizer.stem(word, stemmer)
          guard stem != word else { continue }
          changed += 1
          XCTAssertLessThanOrEqual(word.count, FirstTokenPrefixes.longestWord(stemmingTo: stem.count), "\(stemmer): \(word) -> \(stem)")
        }
      }
    }
    XCTAssertGreaterThan(changed, 10_000)
  }

  func testTextsWithNoBeginningOfAnEntryAreSkipped() {
    let index = WordMatcher().index(of: .state)
    XCTAssertFalse(index.prefixes.mayMatch("Perfil de usuario 12"))
    XCTAssertFalse(index.prefixes.mayMatch(""))
    // Past Latin-1, or invalid for the scan: not judged.
    XCTAssertTrue(index.prefixes.mayMatch("Профиль"))
  }
}
