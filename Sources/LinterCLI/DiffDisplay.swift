import Reporters

/// What `--fix-dry-run` prints for one file: the unified diff byte for byte when every line is
/// safe to show, else the diff with its unsafe lines made inert.
///
/// A line is unsafe when it holds a control character other than tab (a carriage return just
/// before the line's own line feed is fine: a CRLF file's lines), DEL, a C1 control or a bidi
/// control, bytes that are not UTF-8, or text a GitHub Actions log would run as a workflow
/// command (`##[` anywhere; `::` after the leading space of a context line). Such a line is
/// shown as `OutputSafety` shows text (U+FFFD for the character, `#�[`, `:�`), and a note on
/// standard error says that this file's diff is shown escaped and cannot be applied: `--fix`
/// makes the change. `git diff` prints such bytes raw; an-lint promises that no template text
/// reaches a terminal or a CI log as a control sequence or a command.
enum DiffDisplay {
  /// The diff to print, and whether a line had to be escaped.
  static func safe(_ diff: [UInt8]) -> (bytes: [UInt8], escaped: Bool) {
    var out: [UInt8] = []
    out.reserveCapacity(diff.count)
    var escaped = false
    var start = 0
    while start < diff.count {
      var end = start
      while end < diff.count && diff[end] != 0x0A { end += 1 }
      // The line's body, without its terminator (`\n`, or `\r\n`).
      var bodyEnd = end
      if end < diff.count && bodyEnd > start && diff[bodyEnd - 1] == 0x0D { bodyEnd -= 1 }
      let body = diff[start..<bodyEnd]
      if needsCheck(body) {
        let shown = OutputSafety.neutralizeCommand(OutputSafety.sanitize(String(decoding: body, as: UTF8.self)))
        if shown.utf8.elementsEqual(body) {
          out.append(contentsOf: body)
        } else {
          out.append(contentsOf: shown.utf8)
          escaped = true
        }
      } else {
        out.append(contentsOf: body)
      }
      out.append(contentsOf: diff[bodyEnd..<min(end + 1, diff.count)])
      start = end + 1
    }
    return (out, escaped)
  }

  /// False when the line is plain: printable ASCII and tab only, with no `:` or `#`.
  static func needsCheck(_ body: ArraySlice<UInt8>) -> Bool {
    body.contains { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F || $0 == 0x3A || $0 == 0x23 }
  }

  /// Writes the diff of `path` to standard output, escaped if it must be (with a note on
  /// standard error).
  static func write(_ diff: [UInt8], path: String, io: CommandIO) {
    let (bytes, escaped) = safe(diff)
    io.writeOutBytes(bytes)
    if escaped {
      io.writeErr("an-lint: the diff of '\(OutputSafety.sanitize(path))' is shown escaped (it holds control characters or text a CI log would run as a command), so it cannot be applied; '--fix' makes the change\n")
    }
  }
}
