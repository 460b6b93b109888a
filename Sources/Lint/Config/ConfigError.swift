/// A problem with a configuration file, at a place in it.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The configuration file.
  public var path: String
  /// 1-based line and column (Unicode scalars) of the offending text; 0 when the problem is the
  /// file as a whole (it cannot be read).
  public var line: Int
  public var column: Int
  /// Lowercase, no trailing period; says what was expected and, for a misspelt name, the
  /// nearest valid one.
  public var message: String
  /// The file's other problems, after this one in the order they were found: a file's errors
  /// are reported all at once.
  public var others: [ConfigError] = []

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// This problem, then the others.
  public var all: [ConfigError] {
    var first = self
    first.others = []
    return [first] + others
  }

  /// One line per problem: `path:line:column: error: message`, or `path: error: message` when
  /// there is no position.
  public var description: String {
    PathBytes.display(all.map { error in
      error.line > 0 ? "\(error.path):\(error.line):\(error.column): error: \(error.message)"
        : "\(error.path): error: \(error.message)"
    }.joined(separator: "\n"))
  }

  /// The first of `errors`, carrying the rest; nil when there are none.
  static func combining(_ errors: [ConfigError]) -> ConfigError? {
    guard var first = errors.first else { return nil }
    first.others = Array(errors.dropFirst())
    return first
  }
}
