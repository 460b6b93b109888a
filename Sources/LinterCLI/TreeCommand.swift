enum TreeCommand {
  static func run(_ path: String, arguments: Arguments, io: CommandIO) -> Int32 {
    io.writeErr("an-lint: error: 'tree' is not available yet\n")
    return ExitCode.failure
  }
}
