import Foundation

/// A value worked out the first time it is asked for, then kept: the facts of a model that only
/// some rules read (`AccessibilityTree`'s exclusive branches, directive groups, template scopes).
/// A model may be read from more than one thread, so the first ask is made under a lock.
final class BuiltOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var built: Value?

  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let made = make()
    built = made
    return made
  }
}
