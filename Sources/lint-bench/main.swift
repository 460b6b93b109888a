// lint-bench: the whole lint (walk, read, parse, model, every rule, suppressions) on a
// generated corpus, against `grep -rc accessibility` over the same files.
//
//   swift run -c release lint-bench [--mb 100] [--dir DIR]
//
// Prints MB/s and files/s on one thread and on two, the ratio to grep, peak RSS after a
// quarter of the corpus and after all of it (memory must stay flat: only findings outlive a
// file), the time to write 100,000 findings as JSON and as SARIF, and `an-lint --version`.
import BenchmarkSupport
import Foundation
import Lint
import Reporters

var megabytes = 100
var directory: String?
// `--phases`: only the instructions per byte of each phase (callgrind); `--callgrind-probe`
// is how lint-bench runs itself under callgrind for that table.
var phasesOnly = false
var probe: Phase?
// `--once`: one lint of the corpus on one thread, nothing else (for profilers and callgrind).
var once = false
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--mb": megabytes = Int(args.removeFirst()) ?? megabytes
  case "--dir": directory = args.removeFirst()
  case "--once": once = true
  case "--phases": phasesOnly = true
  case "--callgrind-probe": probe = Phase(rawValue: args.removeFirst())
  default: print("usage: lint-bench [--mb N] [--dir DIR] [--phases] [--once]"); exit(2)
  }
}

let dir = directory ?? (NSTemporaryDirectory() + "an-lint-lint-bench-\(megabytes)mb")
if !FileManager.default.fileExists(atPath: dir + "/.complete") {
  try? FileManager.default.removeItem(atPath: dir)
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  // The corpus is linted as an app for iOS and Android would be.
  try "platforms: [ios, android]\n".write(toFile: dir + "/.linter.yml", atomically: true, encoding: .utf8)
  _ = try Corpus.write(to: dir, totalBytes: megabytes << 20)
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

func lint(_ paths: [String], threads: Int) -> (seconds: Double, findings: Int) {
  let t0 = Corpus.now()
  let run = LintRunner.run(LintRequest(paths: paths, threads: threads, configBoundary: dir))
  return (Corpus.now() - t0, run.report.findings.count)
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
let exe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("an-lint").path
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
