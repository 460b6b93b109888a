import Foundation
import XCTest
@testable import Lint

/// Issue 13, item 3: a file is read into an array of its own size (it was doubled to find the
/// end of the file), and a file whose size `fstat` does not know is still read whole.
final class FileReaderTests: XCTestCase {
  func read(_ path: String) -> [UInt8]? {
    if case .success(let bytes) = FileReader.read(path) { return bytes }
    return nil
  }

  func testAFileIsReadExactlyAndHeldAtItsSize() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for size in [0, 1, 4095, 4096, 4097, 100_000] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = directory.appendingPathComponent("f\(size).html").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let got = read(path)
      XCTAssertEqual(got, bytes, "size \(size)")
      XCTAssertLessThan(got?.capacity ?? .max, size + 4096, "size \(size): held in \(got?.capacity ?? 0) bytes")
    }
  }

  /// A FIFO has no size: it is read to its end through the small buffer.
  func testAStreamWithoutASizeIsReadToItsEnd() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-fifo-\(UUID().uuidString)").path
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    defer { unlink(path) }
    let text = String(repeating: "<an-text>Hola</an-text>\n", count: 1_000)
    let writer = Thread {
      let fd = open(path, O_WRONLY)
      guard fd >= 0 else { return }
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
        if n <= 0 { break }
        written += n
      }
      close(fd)
    }
    writer.start()
    XCTAssertEqual(read(path).map { String(decoding: $0, as: UTF8.self) }, text)
  }
}
