import Lint

enum FixCommand {
  struct Outcome { var changedFiles: Int }
  static func apply(run: LintRun, dryRun: Bool, io: CommandIO) -> Outcome {
    io.writeErr("an-lint: error: '--fix' is not available yet\n")
    return Outcome(changedFiles: 0)
  }
}
