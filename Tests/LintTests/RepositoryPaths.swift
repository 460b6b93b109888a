import Foundation

/// Paths of the repository, found from this file.
enum RepositoryPaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let rules = root.appendingPathComponent("rules")
  static let fixtures = root.appendingPathComponent("fixtures")
}
