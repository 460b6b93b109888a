import Foundation
import XCTest
@testable import TemplateSyntax

/// Issue 11: the linter parses templates with `ExpressionParsing.onDemand`, which checks
/// bindings and interpolations without building their trees and builds one when the model asks.
/// Both halves must agree exactly with the eager parse, on every template of the Angular corpus
/// and of `fixtures/`.
final class DeferredExpressionTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The corpus's templates and every `.html` under `fixtures/`.
  func templates() throws -> [SourceFile] {
    var sources: [SourceFile] = []
    let corpus = try String(contentsOf: Self.root.appendingPathComponent("fixtures/angular-corpus/corpus.jsonl"), encoding: .utf8)
    for line in corpus.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      if let id = object?["id"] as? String, let template = object?["template"] as? String {
        sources.append(SourceFile(path: id, text: template))
      }
    }
    let fixtures = Self.root.appendingPathComponent("fixtures")
    let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
    var paths: [URL] = []
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "html" { paths.append(url) }
    }
    for url in paths.sorted(by: { $0.path < $1.path }) {
      sources.append(SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url))))
    }
    return sources
  }

  func testOnDemandTreesMatchEagerTrees() throws {
    var compared = 0
    var built = 0
    var blocks = 0
    for source in try templates() {
      let eager = TemplateParser.parse(source)
      // Nothing kept, then the attributes named `accessibilityLabel` kept (built while parsing).
      let onDemand = TemplateParser.parse(source, expressions: .onDemand())
      let keeping = TemplateParser.parse(source, expressions: .onDemand { $0 == "accessibilityLabel" })
      XCTAssertEqual(keeping.diagnostics, eager.diagnostics, source.path)
      compareAttributes(keeping, eager, source.path, &compared)
      XCTAssertEqual(onDemand.diagnostics, eager.diagnostics, source.path)
      XCTAssertEqual(onDemand.nodes.count, eager.nodes.count, source.path)
      for (eagerNode, lazyNode) in zip(eager.nodes, onDemand.nodes) {
        switch (eagerNode.kind, lazyNode.kind) {
        case (.element(let e), .element(let l)):
          XCTAssertEqual(onDemand.attributes(of: l).count, eager.attributes(of: e).count, source.path)
          for (eagerAttribute, lazyAttribute) in zip(eager.attributes(of: e), onDemand.attributes(of: l)) {
            let resolved = onDemand.resolvingExpressions(lazyAttribute)
            XCTAssertEqual(resolved.expression, eagerAttribute.expression, "\(source.path): \(eagerAttribute.name)")
            compared += 1
            if eagerAttribute.expression != nil { built += 1 }
            compare(resolved.parts, eagerAttribute.parts, onDemand, source.path, &compared)
          }
        case (.text(let e), .text(let l)):
          compare(l.parts, e.parts, onDemand, source.path, &compared)
        case (.block(let e), .block(let l)):
          XCTAssertEqual(onDemand.resolvingExpression(l).expression, e.expression, "\(source.path): @\(e.name)")
          compared += 1
          if e.expression != nil { blocks += 1 }
        case (.letDeclaration(let e), .letDeclaration(let l)):
          XCTAssertEqual(onDemand.resolvingExpression(l).expression, e.expression, "\(source.path): @let \(e.name)")
          compared += 1
          if e.expression != nil { blocks += 1 }
        default:
          break
        }
      }
    }
    XCTAssertGreaterThan(compared, 4_000)
    XCTAssertGreaterThan(built, 1_000)
    XCTAssertGreaterThan(blocks, 200)
  }

  func compareAttributes(_ lazy: SyntaxTree, _ eager: SyntaxTree, _ path: String, _ compared: inout Int) {
    for case (.element(let e), .element(let l)) in zip(eager.nodes.map(\.kind), lazy.nodes.map(\.kind)) {
      for (eagerAttribute, lazyAttribute) in zip(eager.attributes(of: e), lazy.attributes(of: l)) {
        let resolved = lazy.resolvingExpressions(lazyAttribute)
        XCTAssertEqual(resolved.expression, eagerAttribute.expression, "\(path): \(eagerAttribute.name)")
        compare(resolved.parts, eagerAttribute.parts, lazy, path, &compared)
        compared += 1
      }
    }
  }

  func compare(_ lazyParts: [TextPart], _ eagerParts: [TextPart], _ tree: SyntaxTree, _ path: String, _ compared: inout Int) {
    XCTAssertEqual(lazyParts.count, eagerParts.count, path)
    for case (.interpolation(let l), .interpolation(let e)) in zip(lazyParts, eagerParts) {
      XCTAssertEqual(tree.resolvingExpression(l).expression, e.expression, "\(path): \(e.expressionRange)")
      compared += 1
    }
  }

  /// A check runs the parse without making nodes: on every prefix of every binding value,
  /// interpolation, block parameter and `@let` value of the templates (most of them broken), as
  /// a binding, an action, an interpolation and as written, its diagnostics are those of the
  /// parse that builds the tree.
  func testCheckGivesTheDiagnosticsOfAParse() throws {
    var checks = 0
    var failing = 0
    for source in try templates() {
      let tree = TemplateParser.parse(source)
      var ranges: [ByteRange] = []
      for node in tree.nodes {
        if let element = node.element {
          for attribute in tree.attributes(of: element) {
            if let range = attribute.valueRange { ranges.append(range) }
          }
        }
        for case .interpolation(let i) in node.text?.parts ?? [] { ranges.append(i.expressionRange) }
        for parameter in node.block?.parameters ?? [] { ranges.append(parameter.range) }
        if case .letDeclaration(let declaration) = node.kind { ranges.append(declaration.valueRange) }
      }
      source.bytes.withUnsafeBufferPointer { bytes in
        for range in ranges {
          let start = Int(range.start)
          // Every prefix of the first 48 bytes, and the whole value.
          let cuts = Array(start...min(Int(range.end), start + 48)) + [Int(range.end)]
          for cut in cuts {
            for site in [ExpressionSite.binding, .action, .interpolation, .valueInterpolation, .icuInterpolation, .plain] {
              let prefix = ByteRange(start, cut)
              let parsed = site.parse(bytes, prefix, buildsTree: true)
              let checked = site.parse(bytes, prefix, buildsTree: false)
              XCTAssertEqual(checked.diagnostics, parsed.diagnostics, "\(source.path) \(prefix) \(site)")
              XCTAssertNil(checked.expression)
              checks += 1
              if !parsed.diagnostics.isEmpty { failing += 1 }
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(checks, 100_000)
    XCTAssertGreaterThan(failing, 30_000)
  }

  /// The forms `SimpleExpression` accepts without a parse, and their near misses, put together
  /// at random from the pieces they are made of: a check says exactly what the parse says.
  func testSimpleFormsAreCheckedAsTheParserChecksThem() {
    let pieces = ["a", "b1", "$event", "_x", "this", "true", "null", "typeof", "void", "in", "instanceof", "of",
                  ".", ". ", " ", "(", ")", ",", ", ", "|", " | ", "||", "5", ".5", "?.", "!", "=", "=>", "'s'",
                  "&amp;", "/", "//", ":", "\u{A0}", "[", "]", "\n", "…", "&ngsp;", "\u{E500}"]
    let (compared, fast) = compareCheckWithParse(texts: 40_000, madeOf: pieces, seed: 11)
    XCTAssertEqual(compared, 240_000)
    XCTAssertGreaterThan(fast, 5_000)
    // The forms themselves.
    assertSimpleForms([("item.title", false, true), ("save(item.id)", true, true), ("toggle()", true, true),
                       ("user.name | titlecase", false, true), ("user.name | titlecase", true, false),
                       ("f(a, )", false, false), ("typeof a", false, false), ("a. b", false, true),
                       ("a..b", false, false), ("  ", false, true), ("a b", false, false)])
  }

  /// Operands joined by binary operators, and their near misses (operators the lexer reads
  /// otherwise, numbers that go on, references, regular expressions): a check, which takes some
  /// of them for simple forms, says exactly what the parse says.
  func testSimpleOperatorFormsAreCheckedAsTheParserChecksThem() {
    let pieces = ["a", "b.c", "f(x)", "g()", "0", "42", "5.", ".5", "1_0", "1e3", "0x", " ", "+", "-", "*", "**", "%",
                  "<", ">", "<=", ">=", "=", "==", "===", "!=", "!==", "!", "&&", "||", "||=", "+=", "|", " | p", "??",
                  "/", "(", ")", "=>", "typeof", "in", "true", "this", "let", "&amp;", "&&amp", ";", "?", ":"]
    let (compared, fast) = compareCheckWithParse(texts: 30_000, madeOf: pieces, seed: 13)
    XCTAssertEqual(compared, 180_000)
    XCTAssertGreaterThan(fast, 2_000)
    assertSimpleForms([("items.length > 0", false, true), ("a === b || c", true, true), ("0", false, true),
                       ("a >= 1 | p", false, true), ("a && b", false, false), ("a ** b", false, false),
                       ("a += 1", true, false), ("a > 0.5", false, false), ("a >", false, false)])
  }

  /// Texts of up to eight of `pieces` put together at random, each parsed at every site with the
  /// simple-form check (no tree) and with the full parse (a tree): their diagnostics are equal.
  /// Returns how many parses were compared and how many the check alone took for valid.
  private func compareCheckWithParse(texts: Int, madeOf pieces: [String], seed: UInt64) -> (compared: Int, fast: Int) {
    var random = SplitMix64(seed: seed)
    var fast = 0
    var compared = 0
    for _ in 0..<texts {
      var text = ""
      for _ in 0...(random.next() % 7) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let range = ByteRange(0, buffer.count)
        for site in [ExpressionSite.binding, .action, .interpolation, .valueInterpolation, .icuInterpolation, .plain] {
          if SimpleExpression.isValid(buffer, range, action: site == .action) { fast += 1 }
          XCTAssertEqual(site.parse(buffer, range, buildsTree: false).diagnostics,
                         site.parse(buffer, range, buildsTree: true).diagnostics, "\(text) \(site)")
          compared += 1
        }
      }
    }
    return (compared, fast)
  }

  /// Each text, checked as an action or not, is or is not a simple form, as given.
  private func assertSimpleForms(_ cases: [(text: String, action: Bool, valid: Bool)],
                                 file: StaticString = #filePath, line: UInt = #line) {
    for (text, action, valid) in cases {
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        XCTAssertEqual(SimpleExpression.isValid(buffer, ByteRange(0, buffer.count), action: action), valid, text,
                       file: file, line: line)
      }
    }
  }

  /// The parser hands its buffers (tokens, string literals) from expression to expression: a
  /// parse with the buffers of the ones before (longer, shorter, failed, with template literals
  /// and strings) gives exactly what a parse with buffers of its own gives (and an arena shared
  /// by every parse, what one of its own gives).
  func testAReusedTokenBufferChangesNoParse() {
    let pieces = ["a", "b.c", "f(x, y)", "'s'", "`t${u}v`", "1.5", " + ", " ? ", " : ", "{k: v}", "[1, 2]", " | p",
                  "(", ")", ",", "!", "=", "&amp;", "//", "\u{A0}", "\"", "`", "${", "}", "#", ";", "&ngsp;", "\u{E500}"]
    var random = SplitMix64(seed: 12)
    var buffer = ExprScratch()
    // One arena for every parse, as a template's parse shares one.
    let arena = ExprArena()
    var compared = 0
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0...(random.next() % 12) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      let sites = [ExpressionSite.binding, .action, .interpolation, .valueInterpolation, .icuInterpolation, .plain, .templateBindings]
      let site = sites[Int(random.next() % UInt64(sites.count))]
      let builds = random.next() % 2 == 0
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { b in
        let range = ByteRange(0, b.count)
        let shared = site.parse(b, range, buildsTree: builds, scratch: &buffer, arena: arena)
        let own = site.parse(b, range, buildsTree: builds)
        XCTAssertEqual(shared.expression, own.expression, text)
        XCTAssertEqual(shared.diagnostics, own.diagnostics, text)
        XCTAssertTrue(buffer.tokens.isEmpty && buffer.strings.isEmpty, "the buffers come back empty")
        compared += 1
      }
    }
    XCTAssertEqual(compared, 20_000)
    XCTAssertGreaterThan(buffer.tokens.capacity, 0, "the tokens' storage is kept")
    XCTAssertGreaterThan(buffer.strings.capacity, 0, "the strings' storage is kept")
  }
}
