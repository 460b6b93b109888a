enum LanguageServerCommand {
  static func run(arguments: Arguments, io: CommandIO) -> Int32 {
    io.writeErr("an-lint: error: 'lsp' is not available yet\n")
    return ExitCode.failure
  }
}
