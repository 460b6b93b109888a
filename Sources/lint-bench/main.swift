// lint-bench: the whole lint (walk, read, parse, model, every rule, suppressions) on a
// generated corpus, against `grep -rc accessibility` over the same files.
//
//   swift run -c release lint-bench [--mb 100] [--dir DIR] [--dense] [--jobs N]
//
// Prints MB/s and files/s on one thread and on two, the ratio to grep, peak RSS after a
// quarter of the corpus and after all of it (memory must stay flat: each file's findings are
// handed over and dropped), the time to write 100,000 findings as JSON and as SARIF, and
// `an-lint --version`. First, the real command line (the `an-lint` binary beside this one,
// in a child process): `an-lint DIR --format json -o FILE --jobs N`, its time, its peak RSS
// (the child's `ru_maxrss`) and the bytes of peak RSS per finding; then the bytes of peak RSS
// held per syntax node, per primitive and per input byte while one file of 1,000 joined is linted.
//
// `--dense`: a corpus with a real mistake about every 500 bytes (about 200,000 findings in
// 100 MB) instead of the realistic one (a few per file). `--cli`: only the command line.
// `--reporters json,sarif`: only the time to write 100,000 findings in those formats.
import AccessibilityModel
import BenchmarkSupport
import Foundation
import Lint
import Reporters
import TemplateSyntax

var megabytes = 100
var directory: String?
// `--phases`: only the instructions per byte of each phase (callgrind); `--callgrind-probe`
// is how lint-bench runs itself under callgrind for that table.
var phasesOnly = false
var probe: Phase?
// `--once`: one lint of the corpus on one thread, nothing else (for profilers and callgrind).
var once = false
var dense = false
var cliOnly = false
var jobs = 2
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--mb": megabytes = Int(args.removeFirst()) ?? megabytes
  case "--dir": directory = args.removeFirst()
  case "--once": once = true
  case "--phases": phasesOnly = true
  case "--callgrind-probe": probe = Phase(rawValue: args.removeFirst())
  case "--dense": dense = true
  case "--cli": cliOnly = true
  case "--jobs": jobs = Int(args.removeFirst()) ?? jobs
  case "--reporters": _ = args.removeFirst()
  default: print("usage: lint-bench [--mb N] [--dir DIR] [--dense] [--cli] [--jobs N] [--reporters FORMAT,…] [--phases] [--once]"); exit(2)
  }
}

// `--reporters FORMAT,…`: only the time to write 100,000 findings in each format (best of 5).
if let i = CommandLine.arguments.firstIndex(of: "--reporters"), i + 1 < CommandLine.arguments.count {
  let formats = CommandLine.arguments[i + 1].split(separator: ",").map(String.init)
  for result in Reporters.benchmark(Reporters.benchmarkFindings(count: 100_000), formats: formats, repetitions: 5,
                                    options: ReporterOptions(color: false, sourceRoot: "/work")) {
    print(String(format: "100,000 findings as %@: %.3f s, %d bytes", result.format, result.seconds, result.bytes))
  }
  exit(0)
}

let dir = directory ?? (NSTemporaryDirectory() + "an-lint-lint-bench-\(megabytes)mb\(dense ? "-dense" : "")")
if !FileManager.default.fileExists(atPath: dir + "/.complete") {
  try? FileManager.default.removeItem(atPath: dir)
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  // The corpus is linted as an app for iOS and Android would be.
  try "platforms: [ios, android]\n".write(toFile: dir + "/.linter.yml", atomically: true, encoding: .utf8)
  _ = try Corpus.write(to: dir, totalBytes: megabytes << 20, dense: dense)
  _ = FileManager.default.createFile(atPath: dir + "/.complete", contents: nil)
}
let folders = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("screens") }.sorted()
  .map { dir + "/" + $0 }
var bytes = 0
var fileCount = 0
for folder in folders {
  for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
    fileCount += 1
    bytes += (try FileManager.default.attributesOfItem(atPath: folder + "/" + file)[.size] as? Int) ?? 0
  }
}
let mb = Double(bytes) / 1_048_576
print("corpus: \(fileCount) files, \(String(format: "%.1f", mb)) MB")

/// The lint as the command line runs it: streamed, each file's findings dropped once counted.
func lint(_ paths: [String], threads: Int) -> (seconds: Double, findings: Int) {
  let t0 = Corpus.now()
  var findings = 0
  _ = LintRunner.stream(LintRequest(paths: paths, threads: threads, configBoundary: dir)) { findings += $0.findings.count }
  return (Corpus.now() - t0, findings)
}

if let probe {
  PhaseProbe.run(probe, directory: dir)
  exit(0)
}
if phasesOnly {
  PhaseProbe.report(directory: dir)
  exit(0)
}
if once {
  print("findings: \(lint([dir], threads: 1).findings)")
  exit(0)
}

let exe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("an-lint").path

/// Runs `an-lint` with `arguments` in a child process (stdout and stderr to /dev/null):
/// seconds, exit status and the child's peak RSS in bytes.
func spawn(_ arguments: [String]) -> (seconds: Double, status: Int32, peakRSS: Int) {
  var pid: pid_t = 0
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv: [UnsafeMutablePointer<CChar>?] = ([exe] + arguments).map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  let t0 = Corpus.now()
  let spawned = posix_spawn(&pid, exe, &actions, nil, argv, environ)
  posix_spawn_file_actions_destroy(&actions)
  guard spawned == 0 else { return (0, -1, 0) }
  var exitStatus: Int32 = 0
  var usage = rusage()
  _ = wait4(pid, &exitStatus, 0, &usage)
  let seconds = Corpus.now() - t0
  #if canImport(Darwin)
  let peak = Int(usage.ru_maxrss)          // bytes on Apple platforms
  #else
  let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
  #endif
  return (seconds, (exitStatus >> 8) & 0xFF, peak)
}

/// E + W + I from the JSON report's `summary`.
func findingCount(jsonReport path: String) -> Int {
  guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 512) else { return 0 }
  let text = String(decoding: head, as: UTF8.self)
  guard let range = text.range(of: "\"summary\":{") else { return 0 }
  var total = 0
  for part in text[range.upperBound...].prefix(while: { $0 != "}" }).split(separator: ",") {
    total += Int(part.split(separator: ":").last ?? "") ?? 0
  }
  return total
}

if FileManager.default.isExecutableFile(atPath: exe) {
  let output = dir + ".json"
  let run = spawn([dir, "--format", "json", "-o", output, "--jobs", String(jobs)])
  let findings = findingCount(jsonReport: output)
  print(String(format: "an-lint DIR --format json -o FILE --jobs %d: %.3f s, exit %d, %d findings, peak RSS %.1f MB, %.0f bytes of peak RSS per finding",
               jobs, run.seconds, run.status, findings, Double(run.peakRSS) / 1_048_576,
               findings > 0 ? Double(run.peakRSS) / Double(findings) : 0))
  try? FileManager.default.removeItem(atPath: output)
  printBytesHeldPerElement()
} else {
  print("an-lint DIR --format json: build the an-lint product first (swift build -c release)")
}

/// What one big file costs while it is linted: the first 1,000 files of the corpus joined into
/// one, linted by `an-lint` in a child process; its peak RSS above that of a one-element file,
/// per element of the syntax tree, per primitive of the model and per input byte.
func printBytesHeldPerElement() {
  let files = folders.flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
  }
  var joined: [UInt8] = []
  for file in files.prefix(1_000) { joined += FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? [] }
  let big = dir + ".joined.html"
  let small = dir + ".small.html"
  defer {
    try? FileManager.default.removeItem(atPath: big)
    try? FileManager.default.removeItem(atPath: small)
  }
  guard FileManager.default.createFile(atPath: big, contents: Data(joined)),
        FileManager.default.createFile(atPath: small, contents: Data("<an-text>x</an-text>\n".utf8)) else { return }
  let base = spawn([small, "--format", "json", "-o", "/dev/null"]).peakRSS
  let run = spawn([big, "--format", "json", "-o", "/dev/null"]).peakRSS
  let tree = TemplateParser.parse(SourceFile(path: big, bytes: joined))
  let model = AccessibilityTree(syntax: tree)
  let held = Double(run - base)
  print(String(format: "one file of %d bytes (%d files joined): peak RSS %.1f MiB above a one-element file's; %.0f bytes per syntax node (%d), %.0f per primitive (%d), %.1f per input byte",
               joined.count, min(files.count, 1_000), held / 1_048_576, held / Double(max(tree.nodes.count, 1)),
               tree.nodes.count, held / Double(max(model.elements.count, 1)), model.elements.count,
               held / Double(max(joined.count, 1))))
}
if cliOnly { exit(0) }

// Warm the page cache, then measure grep.
_ = lint([dir], threads: 2)
func grepSeconds() -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["grep", "-rc", "accessibility", dir]
  process.standardOutput = FileHandle.nullDevice
  let t0 = Corpus.now()
  try? process.run()
  process.waitUntilExit()
  return Corpus.now() - t0
}
let grep = (0..<3).map { _ in grepSeconds() }.min()!

let quarter = Array(folders.prefix(max(1, folders.count / 4)))
_ = lint(quarter, threads: 1)
let rssQuarter = Corpus.peakRSS()
let one = (0..<2).map { _ in lint([dir], threads: 1) }.min { $0.seconds < $1.seconds }!
let rssAll = Corpus.peakRSS()
let two = (0..<3).map { _ in lint([dir], threads: 2) }.min { $0.seconds < $1.seconds }!

print(String(format: "lint, 1 thread:  %6.3f s  %7.1f MB/s  %7.0f files/s  (%d findings)", one.seconds, mb / one.seconds,
             Double(fileCount) / one.seconds, one.findings))
print(String(format: "lint, 2 threads: %6.3f s  %7.1f MB/s  %7.0f files/s", two.seconds, mb / two.seconds,
             Double(fileCount) / two.seconds))
print(String(format: "grep -rc accessibility: %6.3f s  (lint on 2 threads = %.2fx grep)", grep, two.seconds / grep))
print(String(format: "peak RSS: %.1f MB after a quarter of the corpus, %.1f MB after all of it",
             Double(rssQuarter) / 1_048_576, Double(rssAll) / 1_048_576))

for result in Reporters.benchmark(Reporters.benchmarkFindings(count: 100_000), formats: ["json", "sarif"], repetitions: 3,
                                             options: ReporterOptions(color: false, sourceRoot: "/work")) {
  print(String(format: "100,000 findings as %@: %.3f s", result.format, result.seconds))
}

PhaseProbe.report(directory: dir)

// `an-lint --version`, the binary beside this one.
if FileManager.default.isExecutableFile(atPath: exe) {
  // posix_spawn + waitpid: Foundation's Process adds tens of milliseconds of its own.
  var best = Double.infinity
  for _ in 0..<20 {
    var pid: pid_t = 0
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(exe), strdup("--version"), nil]
    let t0 = Corpus.now()
    let status = posix_spawn(&pid, exe, &actions, nil, argv, environ)
    var exitStatus: Int32 = 0
    if status == 0 { waitpid(pid, &exitStatus, 0) }
    best = min(best, Corpus.now() - t0)
    posix_spawn_file_actions_destroy(&actions)
    for p in argv { free(p) }
  }
  print(String(format: "an-lint --version: %.1f ms (best of 20)", best * 1000))
} else {
  print("an-lint --version: build the an-lint product first (swift build -c release)")
}
