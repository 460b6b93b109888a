#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread (POSIX thread-specific storage): each thread sees its own, or none,
/// and a thread's object is released when the thread ends. For per-thread caches that a
/// thread's lints share without locks (the parser's leftovers, the word memo).
public struct ThreadSlot<Object: AnyObject>: @unchecked Sendable {
  @usableFromInline let key: pthread_key_t

  /// A new slot, empty on every thread. (Make it once, as a `static let`: each slot is a key
  /// of the process's.)
  public init() {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      // (The destructor's argument is optional in Glibc and not in Darwin: read as optional on both.)
      if let raw = pointer as UnsafeMutableRawPointer? { Unmanaged<AnyObject>.fromOpaque(raw).release() }
    }
    self.key = key
  }

  /// This thread's object, if it has one. (Inlinable, as the set below: a slot of another
  /// module's class is then specialised for it where it is used.)
  @inlinable public var value: Object? {
    pthread_getspecific(key).map { Unmanaged<Object>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Gives this thread `object` (or none), releasing the one it had.
  @inlinable public func set(_ object: Object?) {
    if let raw = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(raw).release() }
    pthread_setspecific(key, object.map { Unmanaged.passRetained($0).toOpaque() })
  }
}
