#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `memchr`, which the platform tunes with vector instructions: one byte found
/// in a buffer many times faster than a byte-by-byte (or word-by-word) loop. (A platform
/// without a C library we import gets the plain loop.)
public enum ByteSearch {
  /// The first index in `start..<end` whose byte is `byte`, or `end`.
  @inline(__always)
  public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress else { return end }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard let hit = memchr(base + start, Int32(byte), end - start) else { return end }
    return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    #else
    var i = start
    while i < end && base[i] != byte { i += 1 }
    return i
    #endif
  }
}
