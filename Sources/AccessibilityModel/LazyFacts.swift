import Foundation
import TemplateSyntax

/// The facts of a model that only some rules read (`AccessibilityTree`'s exclusive branches,
/// complementary `@if`s, directive groups, template scopes), each worked out the first time one
/// asks, then kept. A model may be read from more than one thread, so the first ask is made
/// under a lock; the lock is recursive because one fact is worked out from another. (One object
/// for all of them: a model is made per file, and most never ask.)
final class LazyFacts: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var exclusiveBranches: ExclusiveBranches?
  private var complementaryIfs: ComplementaryIfs.Groups?
  private var directiveBranches: DirectiveBranches?
  private var templateScopes: [Int32]?
  private var reachableHandlers: [String: [Int]]?
  private var templateDeclarations: TemplateDeclarations?

  func exclusiveBranches(_ make: () -> ExclusiveBranches) -> ExclusiveBranches { once(&exclusiveBranches, make) }
  func complementaryIfs(_ make: () -> ComplementaryIfs.Groups) -> ComplementaryIfs.Groups { once(&complementaryIfs, make) }
  func directiveBranches(_ make: () -> DirectiveBranches) -> DirectiveBranches { once(&directiveBranches, make) }
  /// Keeps the groups the model builder made (before any rule asks).
  func keep(_ made: DirectiveBranches) {
    lock.lock()
    defer { lock.unlock() }
    if directiveBranches == nil { directiveBranches = made }
  }
  func templateScopes(_ make: () -> [Int32]) -> [Int32] { once(&templateScopes, make) }
  func reachableHandlers(_ make: () -> [String: [Int]]) -> [String: [Int]] { once(&reachableHandlers, make) }
  func templateDeclarations(_ make: () -> TemplateDeclarations) -> TemplateDeclarations { once(&templateDeclarations, make) }

  private func once<Value>(_ slot: inout Value?, _ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let built = slot { return built }
    let made = make()
    slot = made
    return made
  }
}
