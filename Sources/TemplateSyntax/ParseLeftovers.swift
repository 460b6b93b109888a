#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one parse on a thread hands to the next on the same thread: the table of repeated
/// strings (element and attribute names, indentation and short texts recur from template to
/// template, and each is then found instead of made again) and the expression lexer's buffers.
/// Both are bounded (a fixed number of slots, and buffers past their limits are dropped), so
/// what a thread keeps stays small whatever it parsed.
final class ParseLeftovers {
  var repeated = RepeatedStrings()
  var expressionScratch = ExprScratch()

  /// The thread's leftovers, taken: a parse inside another on the same thread (none does so
  /// today) gets fresh ones rather than sharing them.
  static func take() -> ParseLeftovers {
    if let raw = pthread_getspecific(key) {
      pthread_setspecific(key, nil)
      return Unmanaged<ParseLeftovers>.fromOpaque(raw).takeRetainedValue()
    }
    return ParseLeftovers()
  }

  /// Hands `leftovers` back to the thread for its next parse.
  static func give(_ leftovers: ParseLeftovers) {
    if let raw = pthread_getspecific(key) { Unmanaged<ParseLeftovers>.fromOpaque(raw).release() }
    pthread_setspecific(key, Unmanaged.passRetained(leftovers).toOpaque())
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      // (The destructor's argument is optional in Glibc and not in Darwin: read as optional on both.)
      if let raw = pointer as UnsafeMutableRawPointer? { Unmanaged<ParseLeftovers>.fromOpaque(raw).release() }
    }
    return key
  }()
}
