/// The rule pages of `rules/`, compiled into the binary (`RuleDocs+Generated.swift`, written
/// by `.ci/generate-rule-docs.sh`), so `an-lint explain` and the language server need no
/// file beside the executable.
public enum RuleDocs {
  /// The Markdown page of rule `id`, ending in a newline; nil for an unknown id.
  public static func page(_ id: String) -> String? {
    pages[id].map { $0 + "\n" }
  }

  /// The ids that have a page, sorted.
  public static var ids: [String] { pages.keys.sorted() }
}
