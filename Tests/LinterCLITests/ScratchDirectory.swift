import Foundation

/// Temporary directories made by the tests, removed when the test process exits (so a test
/// that stops halfway through leaves nothing behind in the system's temporary directory).
enum ScratchDirectory {
  /// A new empty directory named `prefix` and a UUID, in the system's temporary directory.
  static func make(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    registry.add(url)
    return url
  }

  private static let registry: Registry = {
    atexit { ScratchDirectory.registry.removeAll() }
    return Registry()
  }()

  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []
    func add(_ url: URL) { lock.lock(); urls.append(url); lock.unlock() }
    func removeAll() {
      lock.lock()
      let all = urls
      urls = []
      lock.unlock()
      for url in all { try? FileManager.default.removeItem(at: url) }
    }
  }
}
