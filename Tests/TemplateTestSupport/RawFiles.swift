import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to the file whose path is these bytes (any bytes but NUL), making no folder:
/// how tests make files whose names are not UTF-8.
public func writeRaw(_ path: [UInt8], _ text: String) throws {
  let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
  }
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  let bytes = Array(text.utf8)
  guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
    throw CocoaError(.fileWriteUnknown)
  }
}
