import Foundation
import XCTest
@testable import Lint

/// Rule descriptions for every id of `rule-catalog.md`, standing in for the registry (which
/// lives elsewhere); the rules with options get the options the catalog names.
enum CatalogRules {
  static let ids = [
    "unknown-role", "invalid-state", "unknown-accessibility-prop", "duplicate-prop", "role-unsupported-on-platform",
    "state-unsupported-on-platform", "checked-overridden-by-value", "checked-state-as-text", "empty-label",
    "role-none-on-interactive", "redundant-role", "missing-name", "hidden-interactive", "hidden-content-labelled",
    "grouped-interactive", "multiple-summaries", "binding-quote-mistake", "role-state-mismatch",
    "missing-checked-state", "tap-needs-button-role", "image-needs-label", "label-contains-role", "state-in-label",
    "label-trailing-punctuation", "label-too-long", "label-looks-like-filename", "hint-without-label",
    "hint-on-static-element", "hint-essential-information", "hint-mentions-gesture", "hint-repeats-label",
    "header-on-every-label", "header-on-interactive", "too-many-traits", "fragmented-group",
    "gesture-without-action", "adjustable-without-actions", "ambiguous-link-text", "duplicate-label",
    "screen-without-title", "modal-without-escape", "modal-without-label", "sort-priority-override",
    "parse-error", "unused-suppression", "unknown-rule-in-suppression",
  ]

  static let options: [String: [RuleOption]] = [
    "label-too-long": [
      RuleOption(name: "max-length", kind: .integer(min: 1, max: 500), defaultValue: .integer(60), summary: "longest label"),
    ],
    "header-on-every-label": [
      RuleOption(name: "min-headers", kind: .integer(min: 1, max: 1000), defaultValue: .integer(3), summary: "fewest headers"),
      RuleOption(name: "max-ratio", kind: .number(min: 0, max: 1), defaultValue: .number(0.5), summary: "largest share"),
    ],
    "too-many-traits": [
      RuleOption(name: "max-traits", kind: .integer(min: 1, max: 20), defaultValue: .integer(3), summary: "most traits"),
    ],
    "fragmented-group": [
      RuleOption(name: "min-children", kind: .integer(min: 2, max: 100), defaultValue: .integer(4), summary: "fewest stops"),
    ],
  ]

  static let all: [RuleDescription] = ids.map { id in
    RuleDescription(id: id, summary: id, rationale: id, defaultSeverity: id == "redundant-role" ? .info : .warning,
                    tags: ["test"], options: options[id] ?? [])
  }

  static func rule(_ id: String) -> RuleDescription {
    all.first { $0.id == id }!
  }

  /// A rule with one option of each kind, for option validation.
  static let kinds = RuleDescription(
    id: "kinds", summary: "kinds", rationale: "kinds", defaultSeverity: .error, tags: [],
    options: [
      RuleOption(name: "count", kind: .integer(min: 0, max: 10), defaultValue: .integer(1), summary: ""),
      RuleOption(name: "floor", kind: .integer(min: 2, max: Int.max), defaultValue: .integer(2), summary: ""),
      RuleOption(name: "ratio", kind: .number(min: 0, max: 1), defaultValue: .number(0.5), summary: ""),
      RuleOption(name: "strict", kind: .boolean, defaultValue: .boolean(false), summary: ""),
      RuleOption(name: "names", kind: .strings, defaultValue: .strings([]), summary: ""),
    ])
}

/// A fresh temporary directory, removed by `tearDown`.
func makeTemporaryDirectory() throws -> String {
  let base = NSTemporaryDirectory() + "an-lint-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
  // Resolve symbolic links in the temporary path (/tmp may be a link) so paths compare equal.
  return URL(fileURLWithPath: base).resolvingSymlinksInPath().path
}

func write(_ text: String, to path: String) throws {
  let directory = (path as NSString).deletingLastPathComponent
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try text.write(toFile: path, atomically: false, encoding: .utf8)
}
