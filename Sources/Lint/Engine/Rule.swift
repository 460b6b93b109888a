import AccessibilityModel
import TemplateSyntax

/// A lint rule: its description (id, severity, docs metadata, options) and a check that
/// reports what it finds in one file. Rules ask the accessibility model; they never re-derive
/// semantics from attributes.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  func check(_ context: RuleContext, _ sink: inout FindingSink) throws
  /// How the engine's walk of the model calls the rule, if it is an `ElementRule`; nil for a
  /// rule called once per file.
  var elementWalk: ElementWalk? { get }
}

extension Rule {
  public var elementWalk: ElementWalk? { nil }
  public var description: RuleDescription { Self.description }
  public var id: String { Self.description.id }
}

/// What a rule reports: a range, a message, the platforms it concerns, and an optional fix.
/// The engine adds the rule id, severity and path.
public struct RuleFinding: Sendable, Equatable {
  public var range: ByteRange
  public var message: String
  public var platforms: [Platform]
  public var fix: Fix?
  /// What the finding is about, for the engine's "one root cause, one finding" precedence
  /// (`RuleDescription.yieldsTo`).
  public var subject: FindingSubject?
}

/// The thing a finding is about: an element of the model, and optionally one part of it (a
/// state key). Two rules' findings overlap when their subjects are equal.
public struct FindingSubject: Sendable, Hashable {
  public var element: Int
  public var key: String

  public init(element: Int, key: String = "") {
    self.element = element
    self.key = key
  }
}

public struct FindingSink: Sendable {
  public private(set) var findings: [RuleFinding] = []
  public init() {}

  public mutating func report(_ range: ByteRange, _ message: String, platforms: [Platform] = [], fix: Fix? = nil,
                              subject: FindingSubject? = nil) {
    findings.append(RuleFinding(range: range, message: message, platforms: platforms, fix: fix, subject: subject))
  }

  /// A finding about one element.
  public mutating func report(_ range: ByteRange, about element: AXElement, key: String = "", _ message: String,
                              platforms: [Platform] = [], fix: Fix? = nil) {
    report(range, message, platforms: platforms, fix: fix, subject: FindingSubject(element: element.index, key: key))
  }

  /// A finding at a position (an empty range), e.g. the start of a value.
  public mutating func report(at offset: Int, _ message: String, platforms: [Platform] = [], fix: Fix? = nil) {
    report(ByteRange(offset, offset), message, platforms: platforms, fix: fix)
  }
}

/// Everything a rule may read about one file. A class: the engine hands one to a rule for
/// each element it walks, and a struct of the file's tree, model and word lists would be
/// copied (dozens of reference counts) at every call.
public final class RuleContext: Sendable {
  public let file: FileContext
  /// This rule's options from `.linter.yml` (validated), with defaults filled in.
  public let options: RuleOptions

  public var path: String { file.path }
  public var tree: SyntaxTree { file.tree }
  public var model: AccessibilityTree { file.model }
  public var elements: AXElements { file.model.elements }
  public var platforms: [Platform] { file.platforms }
  public var words: WordMatcher { file.words }
  public var isScreen: Bool { file.isScreen }
  public var source: SourceFile { file.tree.source }
  /// The file's line index (made once, shared by every rule; only as far into the file as the
  /// positions asked for: `SharedLineIndex.position(of:)`).
  public var lines: SharedLineIndex { file.lines }

  public init(file: FileContext, options: RuleOptions) {
    self.file = file
    self.options = options
  }

  /// The targeted platforms on which `isMissing` is true, in canonical order.
  public func platforms(where isMissing: (Platform) -> Bool) -> [Platform] {
    platforms.filter(isMissing)
  }
}

/// The per-file inputs shared by all rules (one object, referred to by each rule's context).
public final class FileContext: Sendable {
  public let path: String
  public let tree: SyntaxTree
  public let model: AccessibilityTree
  public let platforms: [Platform]
  public let words: WordMatcher
  public let isScreen: Bool
  /// The line index of `tree.source`, made when first asked for.
  public let lines: SharedLineIndex
  /// Each element's word of facts (`ElementInterest.facts(of:)`), in document order: what the
  /// engine's walk matches the element rules' interests against and the rules' own walks skip
  /// elements by; and the indices of the elements with `ElementFact.stop` (the accessibility
  /// stops), for the five rules that walk the stops (`RuleContext.stops(without:)`): each of
  /// them scanned every element's facts for the stops before.
  public let facts: ElementFactWords
  /// The word lists the hint rules read for each element, looked up once per file.
  let wordLists: FileWordLists

  /// `candidateMask`: the facts of the element rules' interests (the engine's walk reads the
  /// elements with one of them, listed with the facts: `ElementFactWords.withCandidates`).
  public init(path: String, tree: SyntaxTree, model: AccessibilityTree, platforms: [Platform], words: WordMatcher, isScreen: Bool,
              lines: SharedLineIndex? = nil, candidateMask: UInt32 = 0) {
    self.lines = lines ?? SharedLineIndex(tree.source)
    self.path = path
    self.tree = tree
    self.model = model
    self.platforms = platforms
    self.words = words
    self.wordLists = FileWordLists(words, elementCount: model.elements.count)
    self.isScreen = isScreen
    // (Each element is read in place from one copy of the collection, not through an
    // iterator's copy of it per element.)
    self.facts = ElementFactWords(model.elements, candidateMask: candidateMask)
  }

  /// `wordLists.hintHoldsNoListWord(elementAt:_:)`, the box lent: the file holds it while the
  /// rules run (read through the property, it was retained and released for each hint).
  @inline(__always) func hintHoldsNoListWord(elementAt index: Int, _ hint: PropOccurrence) -> Bool {
    Unmanaged.passUnretained(wordLists)._withUnsafeGuaranteedRef { $0.hintHoldsNoListWord(elementAt: index, hint) }
  }
}

/// The word lists rules read element by element, taken from the file's matcher the first time a
/// rule asks and kept for the rest of the file: the matcher's lists are shared by the lint
/// threads, and each lookup takes a lock (about 130 instructions, for each hint of a file).
///
/// A file is linted on one thread (as `SharedLineIndex`), so the box is read and filled by one
/// thread at a time.
final class FileWordLists: @unchecked Sendable {
  private let words: WordMatcher
  private var gestureList: WordMatcher.List?
  private var essentialList: WordMatcher.List?
  private var hintLists: WordMatcher.Lists?
  /// Per element (by index), what `hintHoldsNoListWord` found for its hint: 0 not read yet,
  /// `noWord` or `mayHoldWord` (`elementCount` bytes, made at the first hint read; a buffer of
  /// its own: an array cost a uniqueness check at each write, and more to make).
  private var hintVerdicts: UnsafeMutablePointer<UInt8>?
  private let elementCount: Int
  private static let noWord: UInt8 = 1
  private static let mayHoldWord: UInt8 = 2

  init(_ words: WordMatcher, elementCount: Int) {
    self.words = words
    self.elementCount = elementCount
  }

  deinit { hintVerdicts?.deallocate() }

  /// `hintVerdicts`, made (every element not read yet) the first time.
  private func verdicts() -> UnsafeMutablePointer<UInt8> {
    if let hintVerdicts { return hintVerdicts }
    let made = UnsafeMutablePointer<UInt8>.allocate(capacity: max(elementCount, 1))
    made.initialize(repeating: 0, count: max(elementCount, 1))
    hintVerdicts = made
    return made
  }

  /// Whether `text`, the constant hint of the element at `index`, holds no word of the hint
  /// rules' lists (gesture and essential words): both rules read every hint, and one scan of
  /// it for both lists (`WordMatcher.Lists`) answers them both. True only when neither list's
  /// own test (`FirstTokenPrefixes.mayMatch`) can match the text either.
  func hintHoldsNoListWord(elementAt index: Int, _ text: String) -> Bool {
    precondition(index >= 0 && index < elementCount, "element index out of range")
    let verdicts = verdicts()
    let known = verdicts[index]
    if known != 0 { return known == Self.noWord }
    if hintLists == nil { hintLists = words.hintWordLists() }
    // (Lent: this box holds the lists for the whole file; taken out, they were retained and
    // released for each hint.)
    let holdsNone = !Unmanaged.passUnretained(hintLists!)._withUnsafeGuaranteedRef { $0.mayMatch(text) }
    verdicts[index] = holdsNone ? Self.noWord : Self.mayHoldWord
    return holdsNone
  }

  /// `hintHoldsNoListWord(elementAt:_:)` for the element's hint as its prop holds it: false for
  /// a value that is not one constant. (Once the verdict is known, the value is not read.)
  func hintHoldsNoListWord(elementAt index: Int, _ hint: PropOccurrence) -> Bool {
    precondition(index >= 0 && index < elementCount, "element index out of range")
    if let hintVerdicts, hintVerdicts[index] != 0 { return hintVerdicts[index] == Self.noWord }
    guard case .string(let text) = hint.value else { return false }
    return hintHoldsNoListWord(elementAt: index, text)
  }

  /// `hint-mentions-gesture`'s list.
  var gesture: WordMatcher.List {
    if let gestureList { return gestureList }
    let list = words.list(.gesture)
    gestureList = list
    return list
  }

  /// `hint-essential-information`'s list.
  var essential: WordMatcher.List {
    if let essentialList { return essentialList }
    let list = words.list(.essential)
    essentialList = list
    return list
  }
}

/// A rule's resolved options: the config's values over the rule's defaults.
public struct RuleOptions: Sendable {
  public var values: [String: OptionValue]
  public init(_ values: [String: OptionValue] = [:]) { self.values = values }

  public static func resolved(_ description: RuleDescription, overrides: [String: OptionValue]) -> RuleOptions {
    var values: [String: OptionValue] = [:]
    for option in description.options { values[option.name] = overrides[option.name] ?? option.defaultValue }
    return RuleOptions(values)
  }

  public func integer(_ name: String) -> Int {
    switch values[name] {
    case .integer(let i)?: return i
    case .number(let d)?: return Int(d)
    default: return 0
    }
  }

  public func number(_ name: String) -> Double {
    switch values[name] {
    case .number(let d)?: return d
    case .integer(let i)?: return Double(i)
    default: return 0
    }
  }

  public func strings(_ name: String) -> [String] {
    if case .strings(let s)? = values[name] { return s }
    return []
  }
}
