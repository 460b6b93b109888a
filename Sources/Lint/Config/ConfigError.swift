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
  /// there is no position. A line break inside a path or a message (a value quoted from the
  /// file) is shown as U+FFFD, so each problem stays on one line.
  public var description: String {
    all.map { error in
      let line = error.line > 0 ? "\(error.path):\(error.line):\(error.column): error: \(error.message)"
        : "\(error.path): error: \(error.message)"
      return ConfigError.oneLine(PathBytes.display(line))
    }.joined(separator: "\n")
  }

  /// `text` with each line break (LF, CR, VT, FF, NEL, U+2028, U+2029) replaced by U+FFFD.
  static func oneLine(_ text: String) -> String {
    func isBreak(_ s: Unicode.Scalar) -> Bool {
      switch s.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
      default: return false
      }
    }
    guard text.unicodeScalars.contains(where: isBreak) else { return text }
    var scalars = String.UnicodeScalarView()
    for s in text.unicodeScalars { scalars.append(isBreak(s) ? "\u{FFFD}" : s) }
    return String(scalars)
  }

  /// The first of `errors`, carrying the rest; nil when there are none.
  static func combining(_ errors: [ConfigError]) -> ConfigError? {
    guard var first = errors.first else { return nil }
    first.others = Array(errors.dropFirst())
    return first
  }
}
