import AccessibilityModel
import Foundation
import Lint
import Reporters
import TemplateSyntax

/// Where the command reads and writes: the real process, or a test's buffers.
public struct CommandIO: @unchecked Sendable {
  public var writeOut: (String) -> Void
  public var writeOutBytes: ([UInt8]) -> Void
  /// Writes to standard error as given; the commands call `writeErr`.
  public var writeErrUnescaped: (String) -> Void
  public var readStdin: () -> [UInt8]
  public var stdoutIsTerminal: Bool
  public var environment: [String: String]

  public init(writeOut: @escaping (String) -> Void, writeOutBytes: @escaping ([UInt8]) -> Void,
              writeErr: @escaping (String) -> Void, readStdin: @escaping () -> [UInt8], stdoutIsTerminal: Bool,
              environment: [String: String]) {
    self.writeOut = writeOut
    self.writeOutBytes = writeOutBytes
    self.writeErrUnescaped = writeErr
    self.readStdin = readStdin
    self.stdoutIsTerminal = stdoutIsTerminal
    self.environment = environment
  }

  /// Writes a message to standard error. Whatever it quotes (a path, an argument, a value
  /// from a configuration file) reaches a terminal or a CI log inert: control and bidi
  /// characters become U+FFFD and no line can run as a workflow command (`OutputSafety.lines`).
  /// A value quoted inside a one-line message is passed through `OutputSafety.sanitize` first,
  /// so that a line break in it does not start a line of its own.
  public func writeErr(_ text: String) {
    writeErrUnescaped(OutputSafety.lines(text))
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
      io.writeErr("an-lint: error: \(OutputSafety.sanitize(error.message))\nRun 'an-lint --help' for usage.\n")
      return ExitCode.failure
    }
    switch arguments.command {
    case .version:
      io.writeOut("an-lint \(ToolInfo.version) (commit \(buildCommit))\n")
      return ExitCode.clean
    case .help:
      io.writeOut(Arguments.usage + "\n")
      return ExitCode.clean
    case .listRules:
      return RuleList.run(arguments, io: io)
    case .explain(let id):
      return Explain.run(id, io: io)
    case .tree(let path):
      return TreeCommand.run(path, arguments: arguments, io: io)
    case .lsp:
      return LanguageServerCommand.run(arguments: arguments, io: io)
    case .printConfig(let file):
      return PrintConfig.run(file, arguments: arguments, io: io)
    case .initConfig:
      return InitCommand.run(io: io)
    case .lint:
      return LintCommand.run(arguments, io: io)
    }
  }
}

enum LintCommand {
  static func run(_ arguments: Arguments, io: CommandIO) -> Int32 {
    // The counts are text or JSON; another format would be text under its name.
    if arguments.statistics && arguments.format != "text" && arguments.format != "json" {
      io.writeErr("an-lint: error: '--statistics' writes text or json, not '\(OutputSafety.sanitize(arguments.format))'\n")
      return ExitCode.failure
    }
    if let config = arguments.config, !PathBytes.exists(config) {
      io.writeErr("an-lint: error: config file '\(OutputSafety.sanitize(PathBytes.display(config)))' does not exist\n")
      return ExitCode.failure
    }
    // One error per missing path, on stderr and in the report (as for a file that cannot be
    // read); the others are still linted, and the report is written even when none is left.
    let filter = FindingFilter(arguments)
    var missing: [String] = []
    var present: [String] = []
    for path in arguments.stdin ? [] : arguments.paths {
      // By the path's bytes: a name that is not UTF-8 exists too (`PathBytes`).
      if PathBytes.exists(path) {
        if !filter.isExcluded(path) || path == "." { present.append(path) }
      } else if GlobArguments.isGlob(path) {
        let matches = GlobArguments.expand(path).filter { !filter.isExcluded($0) }
        if matches.isEmpty { missing.append(PathBytes.display("\(path): error: no file matches this pattern")) }
        present += matches
      } else {
        missing.append(PathBytes.display("\(path): error: no such file or directory"))
      }
    }
    for error in missing { io.writeErr(OutputSafety.line(error) + "\n") }
    // The report's folder is made (or found unusable) before linting, not after.
    if let output = arguments.output, let failure = OutputFile.prepare(output) {
      io.writeErr("an-lint: error: cannot write '\(OutputSafety.sanitize(output))': \(OutputSafety.sanitize(failure))\n")
      return ExitCode.failure
    }
    var request = LintRequest(paths: present, configPath: arguments.config, platformOverride: arguments.platforms,
                              threads: arguments.threads, respectIgnoreFiles: !arguments.noIgnore)
    if arguments.stdin, let name = arguments.stdinFilename {
      let bytes = io.readStdin()
      if bytes.count > FileReader.maximumSize {
        io.writeErr("an-lint: error: standard input is larger than \(FileReader.maximumSize >> 20) MiB: it is not a template\n")
        return ExitCode.failure
      }
      request.stdin = (name, bytes)
    }
    // Read the baseline first: a bad one must fail before '--fix' writes anything.
    var baseline: Baseline?
    if let baselinePath = arguments.baseline {
      switch Baseline.load(baselinePath) {
      case .success(let loaded): baseline = loaded
      case .failure(let message):
        io.writeErr("an-lint: error: \(OutputSafety.sanitize(message.description))\n")
        return ExitCode.failure
      }
    }
    // The report's file is opened before linting: one that cannot be written fails before
    // anything is linted or fixed. '--fix-dry-run' writes only the diff, to standard output.
    var reportFile: ReportFile?
    if let output = arguments.output, !arguments.fixDryRun {
      do {
        reportFile = try ReportFile(output)
      } catch {
        io.writeErr("an-lint: error: cannot write '\(OutputSafety.sanitize(output))': \(error)\n")
        return ExitCode.failure
      }
    }
    // The usual lint streams: each file's findings are written as soon as the files before it
    // are done. Fixing and writing a baseline need the whole run.
    if !arguments.fix && !arguments.fixDryRun && arguments.writeBaseline == nil {
      return runStreamed(arguments, request: request, filter: filter, baseline: baseline, missing: missing,
                         reportFile: reportFile, io: io)
    }
    var run = LintRunner.run(request)
    // A configuration error is one line per problem; an I/O error is one line (a line break in a
    // file name does not start a line of its own).
    for error in run.configErrors { io.writeErr(error + "\n") }
    for error in run.ioErrors { io.writeErr(OutputSafety.line(error) + "\n") }
    for warning in run.warnings { io.writeErr(warning + "\n") }

    var fixFailed = false
    // A configuration error or no path left stopped the run before anything was linted: only
    // the errors, and exit 2, as the lint prints them (no "fixed 0 problems" line).
    let stopped = run.report.filesLinted == 0 && (run.hasErrors || !missing.isEmpty)
    if arguments.fixDryRun && stopped { return ExitCode.failure }
    if (arguments.fix || arguments.fixDryRun) && !stopped {
      let outcome = FixCommand.apply(run: run, request: request, dryRun: arguments.fixDryRun,
                                     scope: FixScope(filter: filter, baseline: baseline), io: io)
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
    report.errors = missing + report.errors
    report.findings = filter.apply(report.findings)
    // A stopped run has nothing to record: the baseline file is left as it was.
    if let baselinePath = arguments.writeBaseline, !stopped {
      do {
        let count = try Baseline.write(report.findings.filter { $0.suppression == nil }, to: baselinePath)
        io.writeErr("an-lint: wrote \(count) \(count == 1 ? "finding" : "findings") to the baseline '\(OutputSafety.sanitize(baselinePath))'\n")
      } catch {
        io.writeErr("an-lint: error: cannot write baseline '\(OutputSafety.sanitize(baselinePath))': \(error)\n")
        return ExitCode.failure
      }
    }
    if let baseline {
      report.findings = baseline.newFindings(report.findings)
    }
    // '--quiet' hides warnings from the report, not from '--max-warnings' (as in ESLint).
    let active = report.findings.filter { $0.suppression == nil }
    let errors = active.filter { $0.severity == .error }.count
    let warnings = active.filter { $0.severity == .warning }.count
    if arguments.quiet {
      report.findings = report.findings.filter { $0.severity == .error }
    }
    let color = useColor(arguments, io: io)
    guard let reporter = Reporters.named(arguments.format) else {
      io.writeErr("an-lint: error: unknown format '\(OutputSafety.sanitize(arguments.format))'\n")
      return ExitCode.failure
    }
    let bytes = arguments.statistics ? Array(Statistics.render(report.findings, format: arguments.format).utf8)
      : reporter.render(report, options: ReporterOptions(color: color, sourceRoot: FileManager.default.currentDirectoryPath))
    if let reportFile {
      reportFile.write(bytes)
      if let failure = reportFile.close() {
        io.writeErr("an-lint: error: cannot write '\(OutputSafety.sanitize(reportFile.path))': \(failure)\n")
        return ExitCode.failure
      }
    } else {
      io.writeOutBytes(bytes)
    }
    if run.hasErrors || !missing.isEmpty || fixFailed { return ExitCode.failure }
    var tooManyWarnings = false
    if let max = arguments.maxWarnings, warnings > max {
      io.writeErr("an-lint: error: too many warnings (\(warnings), maximum \(max))\n")
      tooManyWarnings = true
    }
    if arguments.exitZero { return ExitCode.clean }
    return errors > 0 || tooManyWarnings ? ExitCode.findings : ExitCode.clean
  }

  static func useColor(_ arguments: Arguments, io: CommandIO) -> Bool {
    switch arguments.color {
    case .always: return true
    case .never: return false
    case .auto:
      // NO_COLOR (not empty) turns colour off, even with FORCE_COLOR; FORCE_COLOR (not
      // empty, not "0") forces it.
      if !(io.environment["NO_COLOR"] ?? "").isEmpty { return false }
      if let force = io.environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      return arguments.output == nil && io.stdoutIsTerminal && io.environment["TERM"] != "dumb"
    }
  }

  /// The lint with its report streamed: the runner hands over each file's findings in report
  /// order; they are filtered (`--select`, `--ignore`, the baseline, `--quiet`) and written
  /// by the format's stream while later files are linted. Same bytes and exit code as the
  /// whole-run path.
  static func runStreamed(_ arguments: Arguments, request: LintRequest, filter: FindingFilter, baseline: Baseline?,
                          missing: [String], reportFile: ReportFile?, io: CommandIO) -> Int32 {
    guard let reporter = Reporters.named(arguments.format) else {
      io.writeErr("an-lint: error: unknown format '\(OutputSafety.sanitize(arguments.format))'\n")
      return ExitCode.failure
    }
    let out = ReportOutput { chunk in
      if let reportFile { reportFile.write(chunk) } else { io.writeOutBytes(chunk) }
    }
    var baseline = baseline
    var stream: any ReportStream = arguments.statistics ? Statistics.Stream(format: arguments.format)
      : reporter.stream(options: ReporterOptions(color: useColor(arguments, io: io),
                                                 sourceRoot: FileManager.default.currentDirectoryPath))
    stream.begin(rules: RuleRegistry.descriptions, to: out)
    var errors = 0
    var warnings = 0
    let lineText = (type(of: reporter).usesLineText && !arguments.statistics) || baseline != nil
    let summary = LintRunner.stream(request, lineText: lineText) { result in
      var findings = filter.apply(result.findings)
      if baseline != nil { findings = baseline!.takeNewFindings(findings) }
      // Counted before '--quiet' drops the warnings: they still count for '--max-warnings'.
      for f in findings where f.suppression == nil {
        if f.severity == .error { errors += 1 } else if f.severity == .warning { warnings += 1 }
      }
      if arguments.quiet { findings = findings.filter { $0.severity == .error } }
      stream.file(findings, to: out)
    }
    // A configuration error is one line per problem; an I/O error is one line (a line break in a
    // file name does not start a line of its own).
    for error in summary.configErrors { io.writeErr(error + "\n") }
    for error in summary.ioErrors { io.writeErr(OutputSafety.line(error) + "\n") }
    for warning in summary.warnings { io.writeErr(warning + "\n") }
    stream.end(filesLinted: summary.filesLinted, errors: missing + summary.errors, to: out)
    out.flush()
    if let reportFile, let failure = reportFile.close() {
      io.writeErr("an-lint: error: cannot write '\(OutputSafety.sanitize(reportFile.path))': \(failure)\n")
      return ExitCode.failure
    }
    if let failure = out.failure {
      io.writeErr("an-lint: error: cannot write the output: \(failure)\n")
      return ExitCode.failure
    }
    if !summary.configErrors.isEmpty || !summary.ioErrors.isEmpty || !missing.isEmpty { return ExitCode.failure }
    var tooManyWarnings = false
    if let max = arguments.maxWarnings, warnings > max {
      io.writeErr("an-lint: error: too many warnings (\(warnings), maximum \(max))\n")
      tooManyWarnings = true
    }
    if arguments.exitZero { return ExitCode.clean }
    return errors > 0 || tooManyWarnings ? ExitCode.findings : ExitCode.clean
  }
}

/// The file `--output` names.
enum OutputFile {
  /// Makes the file's folder if it is missing; nil when the file can then be written, else why not.
  static func prepare(_ path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a directory"
    }
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? nil : "'\(folder.path)' is not a directory"
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return nil
    } catch {
      return "cannot create the folder '\(folder.path)'"
    }
  }
}

/// `an-lint --list-rules`: every rule with the severity it runs at under the configuration
/// that applies here (`--config FILE`, else the nearest `.linter.yml` of the current folder)
/// and `--rule`, `--select`, `--ignore` (as a lint applies them), as text or, with
/// `--format json`, as a JSON array.
enum RuleList {
  static func run(_ arguments: Arguments, io: CommandIO) -> Int32 {
    let configuration: Configuration
    let resolver = ConfigResolver(configPath: arguments.config, knownRules: RuleRegistry.descriptions)
    switch resolver.configuration(forDirectory: FileManager.default.currentDirectoryPath) {
    case .success(let loaded): configuration = loaded
    case .failure(let error):
      io.writeErr(error.description + "\n")
      return ExitCode.failure
    }
    let filter = FindingFilter(arguments)
    switch arguments.format {
    case "text": io.writeOut(render(configuration, filter: filter))
    case "json": io.writeOut(renderJSON(configuration, filter: filter))
    default:
      io.writeErr("an-lint: error: '--list-rules' writes text or json, not '\(OutputSafety.sanitize(arguments.format))'\n")
      return ExitCode.failure
    }
    return ExitCode.clean
  }

  static func severityName(_ d: RuleDescription, in configuration: Configuration, filter: FindingFilter?) -> String {
    (filter.map { $0.severity(of: d, in: configuration) } ?? configuration.severity(for: d))?.rawValue ?? "off"
  }

  static func render(_ configuration: Configuration = .default, filter: FindingFilter? = nil) -> String {
    var lines: [String] = []
    let width = RuleRegistry.descriptions.map(\.id.count).max() ?? 20
    for d in RuleRegistry.descriptions {
      let id = d.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = severityName(d, in: configuration, filter: filter).padding(toLength: 7, withPad: " ", startingAt: 0)
      lines.append("\(id)  \(severity)  \(d.isFixable ? "fix" : "   ")  \(d.summary)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[{"id":…,"severity":…,"defaultSeverity":…,"fixable":…,"platformDependent":…,"summary":…}, …]`,
  /// one rule per line.
  static func renderJSON(_ configuration: Configuration = .default, filter: FindingFilter? = nil) -> String {
    let rows = RuleRegistry.descriptions.map { d in
      "{\"id\":\(jsonStringLiteral(d.id)),\"severity\":\(jsonStringLiteral(severityName(d, in: configuration, filter: filter))),"
        + "\"defaultSeverity\":\(jsonStringLiteral(d.defaultSeverity.rawValue)),\"fixable\":\(d.isFixable),"
        + "\"platformDependent\":\(d.isPlatformDependent),\"summary\":\(jsonStringLiteral(d.summary))}"
    }
    return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
  }
}

/// `an-lint explain RULE`: prints the rule's page (`rules/<id>.md`), compiled into the binary,
/// so it works from any install location.
enum Explain {
  static func run(_ id: String, io: CommandIO) -> Int32 {
    guard let rule = RuleRegistry.rule(id) else {
      let suggestion = nearest(id, in: RuleRegistry.descriptions.map(\.id), maxDistance: defaultSuggestionDistance(for: id))
      io.writeErr("an-lint: error: unknown rule '\(OutputSafety.sanitize(id))'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")\n")
      return ExitCode.failure
    }
    if let doc = RuleDocs.page(id) {
      io.writeOut(doc)
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
}
