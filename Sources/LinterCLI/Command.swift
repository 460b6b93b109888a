import AccessibilityModel
import Foundation
import Lint
import Reporters
import TemplateSyntax

/// Where the command reads and writes: the real process, or a test's buffers.
public struct CommandIO: @unchecked Sendable {
  public var writeOut: (String) -> Void
  public var writeOutBytes: ([UInt8]) -> Void
  public var writeErr: (String) -> Void
  public var readStdin: () -> [UInt8]
  public var stdoutIsTerminal: Bool
  public var environment: [String: String]

  public init(writeOut: @escaping (String) -> Void, writeOutBytes: @escaping ([UInt8]) -> Void,
              writeErr: @escaping (String) -> Void, readStdin: @escaping () -> [UInt8], stdoutIsTerminal: Bool,
              environment: [String: String]) {
    self.writeOut = writeOut
    self.writeOutBytes = writeOutBytes
    self.writeErr = writeErr
    self.readStdin = readStdin
    self.stdoutIsTerminal = stdoutIsTerminal
    self.environment = environment
  }

  public static var process: CommandIO {
    CommandIO(
      writeOut: { ProcessOutput.writeStdout(Array($0.utf8)) },
      writeOutBytes: { ProcessOutput.writeStdout($0) },
      writeErr: { ProcessOutput.writeStderr(Array($0.utf8)) },
      readStdin: { ProcessOutput.readStdin() },
      stdoutIsTerminal: isatty(1) == 1,
      environment: ProcessInfo.processInfo.environment)
  }
}

public enum ExitCode {
  public static let clean: Int32 = 0
  public static let findings: Int32 = 1
  public static let failure: Int32 = 2
}

public enum LinterCLI {
  /// Runs the command; with the process's own I/O, a failed write to stdout (closed pipe,
  /// full disk) makes the exit code 2, with a message on stderr.
  public static func run(_ argv: [String], io: CommandIO = .process) -> Int32 {
    ProcessOutput.ignoreBrokenPipes()
    let code = dispatch(argv, io: io)
    if let failure = ProcessOutput.stdoutFailure {
      io.writeErr("an-lint: error: cannot write the output: \(failure)\n")
      return ExitCode.failure
    }
    return code
  }

  static func dispatch(_ argv: [String], io: CommandIO) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments.parse(argv)
    } catch {
      io.writeErr("an-lint: error: \(error.message)\nRun 'an-lint --help' for usage.\n")
      return ExitCode.failure
    }
    switch arguments.command {
    case .version:
      io.writeOut("an-lint \(ToolInfo.version)\n")
      return ExitCode.clean
    case .help:
      io.writeOut(Arguments.usage + "\n")
      return ExitCode.clean
    case .listRules:
      io.writeOut(RuleList.render())
      return ExitCode.clean
    case .explain(let id):
      return Explain.run(id, io: io)
    case .tree(let path):
      return TreeCommand.run(path, arguments: arguments, io: io)
    case .lsp:
      return LanguageServerCommand.run(arguments: arguments, io: io)
    case .lint:
      return LintCommand.run(arguments, io: io)
    }
  }
}

enum LintCommand {
  static func run(_ arguments: Arguments, io: CommandIO) -> Int32 {
    var request = LintRequest(paths: arguments.paths, configPath: arguments.config, platformOverride: arguments.platforms,
                              threads: arguments.threads, respectIgnoreFiles: !arguments.noIgnore)
    if arguments.stdin, let name = arguments.stdinFilename {
      let bytes = io.readStdin()
      if bytes.count > FileReader.maximumSize {
        io.writeErr("an-lint: error: standard input is larger than \(FileReader.maximumSize >> 20) MiB: it is not a template\n")
        return ExitCode.failure
      }
      request.stdin = (name, bytes)
    }
    if let config = arguments.config, !FileManager.default.fileExists(atPath: config) {
      io.writeErr("an-lint: error: config file '\(config)' does not exist\n")
      return ExitCode.failure
    }
    for path in arguments.paths where !arguments.stdin {
      if !FileManager.default.fileExists(atPath: path) {
        io.writeErr(OutputSafety.line("\(path): error: no such file or directory") + "\n")
      }
    }
    // Read the baseline first: a bad one must fail before '--fix' writes anything.
    var baseline: Baseline?
    if let baselinePath = arguments.baseline {
      switch Baseline.load(baselinePath) {
      case .success(let loaded): baseline = loaded
      case .failure(let message):
        io.writeErr("an-lint: error: \(message)\n")
        return ExitCode.failure
      }
    }
    var run = LintRunner.run(request)
    for error in run.configErrors + run.ioErrors { io.writeErr(OutputSafety.line(error) + "\n") }
    let missing = arguments.stdin ? [] : arguments.paths.filter { !FileManager.default.fileExists(atPath: $0) }

    var fixFailed = false
    if arguments.fix || arguments.fixDryRun {
      let outcome = FixCommand.apply(run: run, request: request, dryRun: arguments.fixDryRun, io: io)
      // Like ruff's '--diff': only the diff, exit 1 when something would change.
      if arguments.fixDryRun {
        if run.hasErrors || !missing.isEmpty || outcome.failed { return ExitCode.failure }
        return outcome.changedFiles > 0 ? ExitCode.findings : ExitCode.clean
      }
      fixFailed = outcome.failed
      if outcome.changedFiles > 0 {
        run = LintRunner.run(request)
      }
    }

    var report = run.report
    if let baselinePath = arguments.writeBaseline {
      do {
        let count = try Baseline.write(report.findings.filter { $0.suppression == nil }, to: baselinePath)
        io.writeErr("an-lint: wrote \(count) \(count == 1 ? "finding" : "findings") to the baseline '\(baselinePath)'\n")
      } catch {
        io.writeErr("an-lint: error: cannot write baseline '\(baselinePath)': \(error)\n")
        return ExitCode.failure
      }
    }
    if let baseline {
      report.findings = baseline.newFindings(report.findings)
    }
    if arguments.quiet {
      report.findings = report.findings.filter { $0.severity == .error }
    }
    let color: Bool
    switch arguments.color {
    case .always: color = true
    case .never: color = false
    case .auto:
      color = arguments.output == nil && io.stdoutIsTerminal && io.environment["NO_COLOR"] == nil
        && io.environment["TERM"] != "dumb"
    }
    guard let reporter = Reporters.named(arguments.format) else {
      io.writeErr("an-lint: error: unknown format '\(arguments.format)'\n")
      return ExitCode.failure
    }
    let bytes = reporter.render(report, options: ReporterOptions(color: color, sourceRoot: FileManager.default.currentDirectoryPath))
    if let output = arguments.output {
      do {
        try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        io.writeErr("an-lint: error: cannot write '\(output)': \(error.localizedDescription)\n")
        return ExitCode.failure
      }
    } else {
      io.writeOutBytes(bytes)
    }
    if run.hasErrors || !missing.isEmpty || fixFailed { return ExitCode.failure }
    let active = report.findings.filter { $0.suppression == nil }
    let errors = active.filter { $0.severity == .error }.count
    let warnings = active.filter { $0.severity == .warning }.count
    if errors > 0 { return ExitCode.findings }
    if let max = arguments.maxWarnings, warnings > max { return ExitCode.findings }
    return ExitCode.clean
  }
}

enum RuleList {
  static func render() -> String {
    var lines: [String] = []
    let width = RuleRegistry.descriptions.map(\.id.count).max() ?? 20
    for d in RuleRegistry.descriptions {
      let id = d.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = d.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      lines.append("\(id)  \(severity)  \(d.isFixable ? "fix" : "   ")  \(d.summary)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `an-lint explain RULE`: prints the rule's doc (`rules/<id>.md`), found next to the
/// executable's checkout or in `AN_LINT_RULES_DIR`; without the docs, the built-in description.
enum Explain {
  static func run(_ id: String, io: CommandIO) -> Int32 {
    guard let rule = RuleRegistry.rule(id) else {
      let suggestion = nearest(id, in: RuleRegistry.descriptions.map(\.id), maxDistance: defaultSuggestionDistance(for: id))
      io.writeErr("an-lint: error: unknown rule '\(id)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")\n")
      return ExitCode.failure
    }
    if let doc = findDoc(id, environment: io.environment) {
      io.writeOut(doc.hasSuffix("\n") ? doc : doc + "\n")
      return ExitCode.clean
    }
    let d = rule.description
    io.writeOut("""
    # \(d.id)

    \(d.summary) (default severity: \(d.defaultSeverity.rawValue)\(d.isFixable ? ", fixable" : ""))

    \(d.rationale)

    """)
    return ExitCode.clean
  }

  static func findDoc(_ id: String, environment: [String: String]) -> String? {
    var directories: [String] = []
    if let dir = environment["AN_LINT_RULES_DIR"] { directories.append(dir) }
    var candidates: [String] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { candidates.append(exe) }
    candidates.append(CommandLine.arguments.first ?? "")
    candidates.append(FileManager.default.currentDirectoryPath + "/.")
    for start in candidates where !start.isEmpty {
      var url = URL(fileURLWithPath: start).deletingLastPathComponent()
      for _ in 0..<8 {
        directories.append(url.appendingPathComponent("rules").path)
        url = url.deletingLastPathComponent()
      }
    }
    for dir in directories {
      let path = dir + "/" + id + ".md"
      if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
    }
    return nil
  }
}
