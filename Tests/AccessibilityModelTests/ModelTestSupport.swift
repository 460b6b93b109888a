import AccessibilityModel
import TemplateSyntax
import XCTest

/// Builds the model of a template string, for tests that assert the model's facts directly,
/// without any rule.
struct Model {
  let tree: AccessibilityTree

  init(_ text: String, components: [String: String] = [:]) {
    tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)), components: components)
  }

  /// Under a profile (`.nativeScript`, or one a test builds).
  init(_ text: String, profile: ComponentProfile) {
    tree = AccessibilityTree(syntax: TemplateParser.parse(SourceFile(path: "t.html", text: text)), profile: profile)
  }

  /// The elements whose tag is `tag`, in document order.
  func all(_ tag: String) -> [AXElement] { tree.elements.filter { $0.tagName == tag } }

  /// The only element whose tag is `tag`.
  func one(_ tag: String, file: StaticString = #filePath, line: UInt = #line) -> AXElement {
    let found = all(tag)
    XCTAssertEqual(found.count, 1, "expected one <\(tag)>", file: file, line: line)
    return found[0]
  }

  /// Tags of the stops, in document order.
  var stops: [String] { tree.elements.filter(\.isStop).map(\.tagName) }

  /// Rows of the published tree for one platform: `depth tag label`.
  func rows(_ platform: Platform) -> [String] {
    PublishedTree(model: tree, platform: platform).rows.compactMap { row in
      guard case .stop(let index, let depth, let publication) = row else { return nil }
      return String(repeating: "  ", count: depth) + tree[index].tagName + (publication.label.map { " " + $0.rendered } ?? "")
    }
  }
}

/// Every text made of three of `pieces` (repeats allowed, in every order) followed by one of
/// `endings`: the inputs of the tests that compare a fast path with its definition.
func joinings(of pieces: [String], endings: [String] = [""]) -> [String] {
  var out: [String] = []
  out.reserveCapacity(pieces.count * pieces.count * pieces.count * endings.count)
  for a in pieces {
    for b in pieces {
      for c in pieces {
        for d in endings { out.append(a + b + c + d) }
      }
    }
  }
  return out
}
