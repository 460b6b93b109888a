import Foundation
import XCTest
import TemplateSyntax

/// The differential corpus (`fixtures/angular-corpus/corpus.jsonl`, made by `generate.py` there):
/// templates written for this project, each labelled with the verdict of Angular's own parser.
/// No template Angular accepts may give a parse error here; on the templates Angular rejects,
/// agreement must stay above a floor (the linter may stay silent on Angular's validation errors,
/// such as unknown `@defer` triggers, but should report real syntax errors).
final class AngularCorpusTests: XCTestCase {
  struct Entry {
    var id: String
    var template: String
    var angularAccepts: Bool
    var angularError: String?
  }

  static let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("fixtures/angular-corpus/corpus.jsonl")

  /// Share of the templates Angular rejects that the linter rejects too, at least.
  static let rejectedAgreementFloor = 0.97

  func loadCorpus() throws -> [Entry] {
    let text = try String(contentsOf: Self.corpusURL, encoding: .utf8)
    var entries: [Entry] = []
    for line in text.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let object, let id = object["id"] as? String, let template = object["template"] as? String,
            let verdict = object["angular"] as? String, verdict == "accepts" || verdict == "rejects" else {
        XCTFail("bad corpus line: \(line.prefix(120))")
        continue
      }
      entries.append(Entry(id: id, template: template, angularAccepts: verdict == "accepts",
                           angularError: object["error"] as? String))
    }
    return entries
  }

  func testNoParseErrorOnWhatAngularAccepts() throws {
    let corpus = try loadCorpus()
    XCTAssertGreaterThanOrEqual(corpus.count, 1000)
    var falseRejections: [String] = []
    var rejected = 0
    var bothReject = 0
    var agree = 0
    for entry in corpus {
      let tree = TemplateParser.parse(SourceFile(path: entry.id + ".html", text: entry.template))
      let linterRejects = !tree.diagnostics.isEmpty
      if entry.angularAccepts {
        if linterRejects {
          falseRejections.append("\(entry.id) \(entry.template.debugDescription.prefix(100)): \(tree.diagnostics[0].message)")
        } else {
          agree += 1
        }
      } else {
        rejected += 1
        if linterRejects {
          bothReject += 1
          agree += 1
        }
      }
    }
    XCTAssertEqual(falseRejections, [], "templates Angular accepts that get a parse error here")
    let share = Double(bothReject) / Double(max(rejected, 1))
    print("angular-corpus: \(corpus.count) templates, \(corpus.count - rejected) accepted by Angular, "
          + "\(falseRejections.count) of them rejected here; \(bothReject) of \(rejected) rejected by both "
          + "(\(String(format: "%.1f", share * 100)) %); agreement \(agree)/\(corpus.count) "
          + "(\(String(format: "%.1f", Double(agree) * 100 / Double(corpus.count))) %)")
    XCTAssertGreaterThanOrEqual(share, Self.rejectedAgreementFloor,
                                "fewer of the templates Angular rejects are rejected here than before")
  }
}
