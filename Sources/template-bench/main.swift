// template-bench: parse throughput of the TemplateSyntax layer on a generated corpus.
//
//   swift run -c release template-bench [--mb 100] [--dir DIR]
//
// Prints, measured in the same run: the time to read the corpus from disk (the floor), lexing
// alone, lexing + parsing (MB/s, files/s, ratio to the floor, on one core), peak RSS, and —
// when valgrind is installed — instructions per byte for the lexer and for lexer + parser on a
// fixed subset (instruction counts repeat where wall time does not).
import BenchmarkSupport
import Foundation
import Lint
import TemplateSyntax

var megabytes = 100
var directory: String?
var probe: String?
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--mb": megabytes = Int(args.removeFirst()) ?? megabytes
  case "--dir": directory = args.removeFirst()
  case "--callgrind-probe": probe = args.removeFirst()
  default: print("usage: template-bench [--mb N] [--dir DIR]"); exit(2)
  }
}

func read(_ path: String) -> [UInt8] {
  if case .success(let bytes) = FileReader.read(path) { return bytes }
  return []
}

func lexAll(_ bytes: [UInt8]) -> Int {
  bytes.withUnsafeBufferPointer { buffer in
    var lexer = Lexer(buffer)
    var count = 0
    while lexer.next().kind != .endOfFile { count += 1 }
    return count
  }
}

let dir = directory ?? (NSTemporaryDirectory() + "an-lint-template-bench-\(megabytes)mb")
let marker = dir + "/.complete"
if !FileManager.default.fileExists(atPath: marker) {
  try? FileManager.default.removeItem(atPath: dir)
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  _ = try Corpus.write(to: dir, totalBytes: megabytes << 20)
  _ = FileManager.default.createFile(atPath: marker, contents: nil)
}
var files: [String] = []
let enumerator = FileManager.default.enumerator(atPath: dir)!
while let item = enumerator.nextObject() as? String { if item.hasSuffix(".html") { files.append(dir + "/" + item) } }
files.sort()

// Under callgrind: read a fixed subset, then do only the work asked for.
if let probe {
  let subset = files.prefix(24).map(read)
  var sink = 0
  switch probe {
  case "lex": for bytes in subset { sink &+= lexAll(bytes) }
  case "parse": for bytes in subset { sink &+= TemplateParser.parse(SourceFile(path: "p", bytes: bytes)).nodes.count }
  default: break
  }
  print("subset-bytes \(subset.reduce(0) { $0 + $1.count }) \(sink)")
  exit(0)
}

// Warm the page cache, then take the best of three reads as the floor.
var totalBytes = 0
for path in files { totalBytes += read(path).count }
var readTime = Double.infinity
var t0 = Corpus.now()
for _ in 0..<3 {
  t0 = Corpus.now()
  var sink = 0
  for path in files { sink &+= read(path).count }
  readTime = min(readTime, Corpus.now() - t0)
  precondition(sink == totalBytes)
}

t0 = Corpus.now()
var tokens = 0
for path in files { tokens &+= lexAll(read(path)) }
let lexTime = Corpus.now() - t0

t0 = Corpus.now()
var nodes = 0
var diagnostics = 0
for path in files {
  let tree = TemplateParser.parse(SourceFile(path: path, bytes: read(path)))
  nodes += tree.nodes.count
  diagnostics += tree.diagnostics.count
}
let parseTime = Corpus.now() - t0
let mb = Double(totalBytes) / 1_048_576

print("corpus: \(files.count) files, \(String(format: "%.1f", mb)) MB, \(nodes) nodes, \(tokens) tokens, \(diagnostics) diagnostics")
print(String(format: "read only (floor):  %6.3f s  %7.1f MB/s", readTime, mb / readTime))
print(String(format: "read + lex:         %6.3f s  %7.1f MB/s", lexTime, mb / lexTime))
print(String(format: "read + lex + parse: %6.3f s  %7.1f MB/s  %8.0f files/s  (%.2fx the floor), one core",
             parseTime, mb / parseTime, Double(files.count) / parseTime, parseTime / readTime))
print(String(format: "peak RSS: %.1f MB", Double(Corpus.peakRSS()) / 1_048_576))

// Instructions per byte under callgrind (the probe runs this binary on a fixed subset).
func callgrindInstructions(_ mode: String) -> (instructions: Double, bytes: Double)? {
  let out = NSTemporaryDirectory() + "an-lint-callgrind-\(mode).out"
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                       CommandLine.arguments[0], "--dir", dir, "--callgrind-probe", mode]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
  let bytes = String(decoding: data, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
  for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
    if let n = Double(line.split(separator: " ").last ?? "") { return (n, bytes) }
  }
  return nil
}
if let none = callgrindInstructions("none"), let lex = callgrindInstructions("lex"), let parse = callgrindInstructions("parse"),
   lex.bytes > 0 {
  print(String(format: "callgrind, %.0f-byte subset: lexer %.1f instructions/byte, lexer + parser %.1f instructions/byte",
               lex.bytes, (lex.instructions - none.instructions) / lex.bytes, (parse.instructions - none.instructions) / lex.bytes))
} else {
  print("callgrind: valgrind not available, instructions per byte not measured")
}
