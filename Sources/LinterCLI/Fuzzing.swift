import Dispatch
import Foundation
import Lint
import Reporters
import TemplateSyntax

/// A deterministic mutation fuzzer over the whole lint (parse → model → rules → every
/// reporter, and the fix verifier) and the language server's framing and protocol. Seeded:
/// the same seed, corpus and count give the same inputs, so a failure is reproduced by
/// running again with the printed seed. Used by `an-lint-fuzz` (run by `.ci/run`) and the tests.
public enum Fuzzing {
  public struct Outcome: Sendable {
    public var executions: Int
    public var slowest: Double
    /// Inputs over the time budget: the seed-derived index and the input's size.
    public var slow: [(index: Int, size: Int, seconds: Double)]
  }

  /// SplitMix64: tiny, good enough, deterministic everywhere.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
  }

  /// Fragments the mutator inserts: template syntax, references, controls and bidi marks,
  /// deep nesting openers, and LSP framing.
  static let dictionary: [String] = [
    "<an-view>", "</an-view>", "<an-button (tap)=\"go()\">", "</an-button>", "<an-text>", "<an-image src=\"a\">",
    "accessibilityLabel=\"", "[accessibilityLabel]=\"'", "accessibilityRole=\"heading\"", "\"", "'", ">", "<", "/>",
    "{{", "}}", "{{ a ? 'x.' : 'y!' }}", "@if (a) {", "@for (x of xs; track x) {", "@switch (a) { @case (1) {", "}",
    "{count, plural, =0 {", "other {", "&period;", "&#x1b;", "&#7;", "&#x202E;", "&amp;", "&", ";", "&#x10FFFF;",
    "\u{1B}[2J", "\u{07}", "\u{202E}", "\u{85}", "\u{FEFF}", "\u{D7FF}", "¡", "!", "¿", "?", "«", "»", "؟", ".", "...",
    "<!--", "-->", "<!-- an-lint-disable-next-line -->", "<![CDATA[", "]]>", "\\u0021", "\\", "\n", "\r\n", "\t",
    "Content-Length: ", "\r\n\r\n", "\\ud800", "{\"jsonrpc\":\"2.0\"", "::error::",
  ]

  /// Templates under `fixtures/` (examples, parser, rules), at most 16 KiB each, sorted.
  public static func corpus(root: String) -> [[UInt8]] {
    var paths: [String] = []
    let manager = FileManager.default
    for sub in ["fixtures/examples", "fixtures/parser", "fixtures/rules", "fixtures/fuzz"] {
      guard let walker = manager.enumerator(atPath: root + "/" + sub) else { continue }
      while let next = walker.nextObject() as? String {
        if next.hasSuffix(".html") || next.hasSuffix(".ts") || next.hasSuffix(".lsp") { paths.append(root + "/" + sub + "/" + next) }
      }
    }
    return paths.sorted().compactMap { path in
      guard case .success(let bytes) = FileReader.read(path), bytes.count <= 2 << 10 else { return nil }
      return bytes
    }
  }

  static func mutate(_ input: [UInt8], _ corpus: [[UInt8]], _ random: inout Random) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + random.below(4)) {
      let at = random.below(bytes.count + 1)
      switch random.below(8) {
      case 0 where !bytes.isEmpty:
        bytes[min(at, bytes.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
      case 1:
        bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
      case 2, 3:
        bytes.insert(contentsOf: Array(dictionary[random.below(dictionary.count)].utf8), at: at)
      case 4 where !bytes.isEmpty:
        let end = min(bytes.count, at + 1 + random.below(32))
        if at < end { bytes.removeSubrange(at..<end) }
      case 5 where !bytes.isEmpty:
        let end = min(bytes.count, at + 1 + random.below(64))
        if at < end { bytes.insert(contentsOf: Array(bytes[at..<end]), at: end) }
      case 6:
        let other = corpus[random.below(corpus.count)]
        let from = random.below(other.count + 1)
        let to = min(other.count, from + random.below(256))
        bytes.insert(contentsOf: other[from..<to], at: at)
      default:
        // Deep nesting: one opener many times.
        let opener = Array(["<an-view>", "@if (a) {", "{{ (", "<an-button>", "{a, select, x {"][random.below(5)].utf8)
        let times = 1 + random.below(120)
        bytes.insert(contentsOf: (0..<times).flatMap { _ in opener }, at: at)
      }
    }
    if bytes.count > 16 << 10 { bytes.removeSubrange((16 << 10)...) }
    return bytes
  }

  /// Language servers kept across inputs (a fresh one compiles its rule set again): one fed
  /// each input as a raw byte stream, one given each input as a document's text.
  final class Servers {
    var raw = Servers.started()
    let documents = Servers.started()

    static func started() -> LanguageServer {
      let server = LanguageServer(configBoundary: "/")
      _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
      return server
    }
  }

  /// Runs one input through everything; returns a checksum so nothing is optimised away.
  static func execute(_ input: [UInt8], ruleSet: RuleSet, reporters: [any Reporter], servers: Servers, index: Int) -> Int {
    var sum = 0
    let path = index % 8 == 7 ? "fuzz.ts" : "fuzz.html"
    let findings = FileLinter.lint(SourceFile(path: path, bytes: input), ruleSet: ruleSet, isScreen: index & 1 == 0)
    let report = LintReport(findings: findings, filesLinted: 1, rules: RuleRegistry.descriptions,
                            errors: findings.isEmpty ? [] : ["fuzz.html: error: \(String(decoding: input.prefix(40), as: UTF8.self))"])
    // Two of the six formats per input, in turn.
    for k in 0..<2 {
      let reporter = reporters[(index * 2 + k) % reporters.count]
      sum &+= reporter.render(report, options: ReporterOptions(color: index & 2 == 0, sourceRoot: "/")).count
    }
    let fixes = findings.compactMap(\.fix)
    if !fixes.isEmpty { sum &+= FixVerifier.apply(fixes, to: input, path: path).bytes.count }
    // The framing and protocol: the input as a raw stream (a fresh framer each time).
    var session = LanguageServerSession(server: servers.raw)
    sum &+= session.receive(input).count
    if servers.raw.shutdownReceived || servers.raw.exitCode != nil { servers.raw = Servers.started() }
    // The input as a document's text (one input in 4: it is linted again).
    guard index % 4 == 0 else { return sum }
    let text = String(decoding: input, as: UTF8.self)
    let message: [String: Any] = ["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                  "params": ["textDocument": ["uri": "untitled:fuzz", "languageId": "html", "version": 1, "text": text]]]
    let published = servers.documents.handle(JSONRPC.serialize(message))
    sum &+= published.count
    // Writing the answers (Foundation's JSON writer) is slow: one input in 16.
    if index % 64 == 0 { for out in published { sum &+= JSONRPC.serialize(out).count } }
    return sum
  }

  /// Fuzzes `executions` inputs from `seed`. `budget` is the time an input may take; a slower
  /// one is recorded, and one that takes 20 times the budget stops the process (a hang) after
  /// writing the input to `hangPath`.
  public static func run(seed: UInt64, executions: Int, corpus: [[UInt8]], budget: Double, hangPath: String,
                         threads: Int = 1, progress: @escaping @Sendable (Int) -> Void = { _ in }) -> Outcome {
    let corpus = corpus.isEmpty ? [Array("<an-view></an-view>".utf8)] : corpus
    let threads = max(1, threads)
    let results = FuzzResults()
    let group = DispatchGroup()
    for worker in 0..<threads {
      let share = executions / threads + (worker < executions % threads ? 1 : 0)
      DispatchQueue.global().async(group: group) {
        let outcome = runWorker(seed: seed &+ UInt64(worker) &* 0x1000_0001, worker: worker, executions: share,
                                corpus: corpus, budget: budget, hangPath: hangPath + (threads > 1 ? ".\(worker)" : ""),
                                progress: progress)
        results.add(outcome)
      }
    }
    group.wait()
    return results.total
  }

  static func runWorker(seed: UInt64, worker: Int, executions: Int, corpus: [[UInt8]], budget: Double, hangPath: String,
                        progress: (Int) -> Void) -> Outcome {
    var random = Random(state: seed)
    let ruleSet = RuleSet(configuration: Configuration.parsedDefault, platformOverride: nil)
    let reporters = Reporters.all.map { $0.init() }
    var outcome = Outcome(executions: 0, slowest: 0, slow: [])
    let watchdog = Watchdog(limit: budget * 20, path: hangPath)
    let servers = Servers()
    var checksum = 0
    for index in 0..<executions {
      // Worker 0 first runs every seed unchanged.
      let plain = worker == 0 && index < corpus.count
      let base = plain ? corpus[index] : corpus[random.below(corpus.count)]
      let input = plain ? base : mutate(base, corpus, &random)
      watchdog.start(input)
      let started = DispatchTime.now().uptimeNanoseconds
      checksum &+= execute(input, ruleSet: ruleSet, reporters: reporters, servers: servers, index: index)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      watchdog.stop()
      outcome.executions += 1
      outcome.slowest = max(outcome.slowest, seconds)
      if seconds > budget { outcome.slow.append((index, input.count, seconds)) }
      if worker == 0 && index % 10_000 == 9_999 { progress(index + 1) }
    }
    watchdog.finish()
    if checksum == 42 { progress(-1) }
    return outcome
  }
}

final class FuzzResults: @unchecked Sendable {
  private let lock = NSLock()
  private var outcome = Fuzzing.Outcome(executions: 0, slowest: 0, slow: [])
  func add(_ o: Fuzzing.Outcome) {
    lock.lock()
    outcome.executions += o.executions
    outcome.slowest = max(outcome.slowest, o.slowest)
    outcome.slow += o.slow
    lock.unlock()
  }
  var total: Fuzzing.Outcome { lock.lock(); defer { lock.unlock() }; return outcome }
}

extension Configuration {
  /// The default configuration with every platform (so every rule runs).
  static var parsedDefault: Configuration {
    (try? Configuration.parse(text: "platforms: [ios, tvos, visionos, macos, watchos, android]\n", path: ".linter.yml",
                              knownRules: RuleRegistry.descriptions)) ?? .default
  }
}

/// Stops the process when one input runs far past its budget, leaving the input on disk.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var input: [UInt8] = []
  private var startedAt: UInt64 = 0
  private var running = false
  private var done = false
  private let limit: Double
  private let path: String

  init(limit: Double, path: String) {
    self.limit = limit
    self.path = path
    let thread = Thread { [weak self] in
      while let self, self.check() {
        Thread.sleep(forTimeInterval: 0.25)
      }
    }
    thread.start()
  }

  func start(_ input: [UInt8]) {
    lock.lock()
    self.input = input
    startedAt = DispatchTime.now().uptimeNanoseconds
    running = true
    lock.unlock()
  }

  func stop() {
    lock.lock()
    running = false
    lock.unlock()
  }

  /// Ends the watching thread.
  func finish() {
    lock.lock()
    done = true
    lock.unlock()
  }

  /// False once `finish` was called.
  private func check() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if done { return false }
    guard running, Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9 > limit else { return true }
    _ = FileManager.default.createFile(atPath: path, contents: Data(input))
    ProcessOutput.writeStderr(Array("an-lint-fuzz: hang: an input ran over \(limit) s; it is in \(path)\n".utf8))
    exit(3)
  }
}
