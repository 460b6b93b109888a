// Instructions per byte for each phase of a lint, counted by callgrind (instruction counts
// repeat on a shared machine where wall time does not).
//
// lint-bench runs itself under `valgrind --tool=callgrind` once per phase with
// `--callgrind-probe PHASE`. Each probe reads the same fixed subset of the corpus and builds
// the rule set (the baseline, `none`), then does the work of every phase up to its own. A
// phase's cost is the difference between its count and the previous phase's, divided by the
// subset's bytes; one-time costs (process start, word lists) fall in the baseline.
import Foundation
import Lint
import Reporters
import TemplateSyntax
import AccessibilityModel

enum Phase: String, CaseIterable {
  case none, lex, parse, model, rules, output

  /// What the phase adds, as the table prints it.
  var title: String {
    switch self {
    case .none: return "baseline"
    case .lex: return "lexer"
    case .parse: return "parser (tree, expressions)"
    case .model: return "accessibility model"
    case .rules: return "rules, suppressions, line/column"
    case .output: return "JSON output"
    }
  }
}

enum PhaseProbe {
  /// The subset: the corpus's first files in path order, up to this many bytes.
  static let subsetBytes = 1 << 20

  static func subset(_ directory: String) -> [SourceFile] {
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let item = enumerator?.nextObject() as? String { if item.hasSuffix(".html") { paths.append(item) } }
    paths.sort()
    var files: [SourceFile] = []
    var total = 0
    for path in paths where total < subsetBytes {
      guard case .success(let bytes) = FileReader.read(directory + "/" + path) else { continue }
      total += bytes.count
      files.append(SourceFile(path: path, bytes: bytes))
    }
    return files
  }

  /// Runs one probe and prints `subset-bytes N CHECKSUM` (the checksum keeps the work alive).
  static func run(_ phase: Phase, directory: String) {
    let files = subset(directory)
    let ruleSet = RuleSet(configuration: Configuration(platforms: [.ios, .android]))
    // The word lists' indexes are made when first asked for: made here, they stay a one-time
    // cost in the baseline, as the lists were before.
    ruleSet.words.makeEveryIndex()
    var sink = 0
    var findings: [Finding] = []
    for file in files {
      switch phase {
      case .none:
        sink &+= file.bytes.count
      case .lex:
        sink &+= file.bytes.withUnsafeBufferPointer { buffer in
          var lexer = Lexer(buffer)
          var count = 0
          while lexer.next().kind != .endOfFile { count += 1 }
          return count
        }
      case .parse:
        sink &+= TemplateParser.parse(file, expressions: ruleSet.profile.expressionParsing).nodes.count
      case .model:
        let tree = TemplateParser.parse(file, expressions: ruleSet.profile.expressionParsing)
        sink &+= AccessibilityTree(syntax: tree, profile: ruleSet.profile).elements.count
      case .rules, .output:
        let found = FileLinter.lint(file, ruleSet: ruleSet)
        sink &+= found.count
        if phase == .output { findings += found }
      }
    }
    if phase == .output, let json = Reporters.named("json") {
      let report = LintReport(findings: findings, filesLinted: files.count, rules: RuleRegistry.descriptions)
      sink &+= json.render(report, options: ReporterOptions()).count
    }
    print("subset-bytes \(files.reduce(0) { $0 + $1.bytes.count }) \(sink)")
  }

  /// Every phase's instructions per byte, or nil when valgrind is not installed.
  static func measure(directory: String) -> [(phase: Phase, perByte: Double)]? {
    var previous: Double?
    var bytes = 0.0
    var out: [(Phase, Double)] = []
    for phase in Phase.allCases {
      guard let (instructions, subsetBytes) = callgrind(phase, directory: directory), subsetBytes > 0 else { return nil }
      bytes = subsetBytes
      if let previous { out.append((phase, (instructions - previous) / bytes)) }
      previous = instructions
    }
    return out
  }

  static func callgrind(_ phase: Phase, directory: String) -> (instructions: Double, bytes: Double)? {
    let out = NSTemporaryDirectory() + "an-lint-lint-bench-callgrind-\(getpid())-\(phase.rawValue).out"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                         CommandLine.arguments[0], "--dir", directory, "--callgrind-probe", phase.rawValue]
    // Swift randomises its hashing per process, which moves a count by a few tenths of a percent
    // (dictionary probes, rehashes): every probe hashes alike, so a phase's count repeats exactly.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("subset-bytes ") }
    let fields = line?.split(separator: " ") ?? []
    let bytes = fields.count > 1 ? Double(fields[1]) ?? 0 : 0
    for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      if let n = Double(line.split(separator: " ").last ?? "") { return (n, bytes) }
    }
    return nil
  }

  /// The table lint-bench prints (and `.ci/run` shows).
  static func report(directory: String) {
    guard let phases = measure(directory: directory) else {
      print("callgrind: valgrind not available, instructions per byte not measured")
      return
    }
    let bytes = subset(directory).reduce(0) { $0 + $1.bytes.count }
    print("instructions per byte (callgrind, first \(bytes) bytes of the corpus):")
    var total = 0.0
    for (phase, perByte) in phases {
      total += perByte
      print("  " + pad(phase.title) + String(format: "%8.1f", perByte))
    }
    print("  " + pad("whole lint, JSON output included") + String(format: "%8.1f", total))
  }

  static func pad(_ s: String) -> String {
    s.count >= 36 ? s : s + String(repeating: " ", count: 36 - s.count)
  }
}
