#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of paths by their UTF-8 bytes (what `ls` shows with `LC_ALL=C`, and the order
/// files are reported in). `String`'s own `<` compares Unicode canonical equivalents as
/// equal, which is not an order on the bytes; iterating two UTF-8 views compares a byte at a
/// time through their indices. This compares the contiguous bytes with `memcmp`.
enum ByteOrder {
  static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    a.makeContiguousUTF8()
    b.makeContiguousUTF8()
    let fast = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Bool in
        let common = min(x.count, y.count)
        if common > 0, let p = x.baseAddress, let q = y.baseAddress {
          let order = memcmp(p, q, common)
          if order != 0 { return order < 0 }
        }
        return x.count < y.count
      }
    }
    if let answer = fast ?? nil { return answer }
    return a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
