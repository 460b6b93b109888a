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

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`, or `path: error: message` when there is no position.
  public var description: String {
    if line > 0 { return "\(path):\(line):\(column): error: \(message)" }
    return "\(path): error: \(message)"
  }
}
