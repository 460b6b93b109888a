import Foundation
import LinterCLI

// an-lint-fuzz [--executions N] [--seed S] [--budget SECONDS] [--root DIR] [--threads T]
// Deterministic mutation fuzzing of the whole lint and the language server (see Fuzzing).
// Exit 0: no crash, no input over the budget; 1: slow inputs; 3: a hang (input saved).
var executions = 100_000
var seed: UInt64 = 13
var budget = 1.0
var root = FileManager.default.currentDirectoryPath
var threads = 2
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let name = arguments.removeFirst()
  guard let value = arguments.first else { print("an-lint-fuzz: '\(name)' needs a value"); exit(2) }
  arguments.removeFirst()
  switch name {
  case "--executions": executions = Int(value) ?? executions
  case "--seed": seed = UInt64(value) ?? seed
  case "--budget": budget = Double(value) ?? budget
  case "--root": root = value
  case "--threads": threads = Int(value) ?? threads
  default: print("an-lint-fuzz: unknown option '\(name)'"); exit(2)
  }
}
let corpus = Fuzzing.corpus(root: root)
let started = Date()
let outcome = Fuzzing.run(seed: seed, executions: executions, corpus: corpus, budget: budget,
                          hangPath: root + "/.build/fuzz-hang.input", threads: threads) { done in
  if done > 0 { print("an-lint-fuzz: \(done) executions in the first worker…") }
}
let seconds = Date().timeIntervalSince(started)
print("an-lint-fuzz: \(outcome.executions) executions (seed \(seed), \(corpus.count) seeds) in \(String(format: "%.1f", seconds)) s, 0 crashes, \(outcome.slow.count) over the \(budget) s budget (slowest \(String(format: "%.3f", outcome.slowest)) s)")
for slow in outcome.slow.prefix(10) { print("  slow: input #\(slow.index), \(slow.size) bytes, \(String(format: "%.3f", slow.seconds)) s") }
exit(outcome.slow.isEmpty ? 0 : 1)
