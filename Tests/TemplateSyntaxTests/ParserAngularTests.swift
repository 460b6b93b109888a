import XCTest
import TemplateSyntax

/// Details of Angular's reading that the fixtures' tree dumps do not show: decoded binding
/// values with their ranges mapped back to the file, and the new expression kinds in the tree.
final class ParserAngularTests: XCTestCase {
  /// Each template parses without a diagnostic, its expressions built at once or on demand.
  func assertAcceptedEagerAndOnDemand(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
    for text in texts {
      for expressions in [ExpressionParsing.eager, .onDemand()] {
        XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text), expressions: expressions).diagnostics, [], text,
                       file: file, line: line)
      }
    }
  }

  func attribute(_ text: String, _ name: String) -> (SyntaxTree, Attribute)? {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    for node in tree.nodes {
      if let element = node.element, let a = tree.attributes(of: element).first(where: { $0.name == name }) {
        return (tree, a)
      }
    }
    return nil
  }

  func testReferencesInABindingAreDecodedAndRangesMappedBack() throws {
    let text = #"<an-view [accessibilityLabel]="&quot;Guardar&quot; + x"></an-view>"#
    let (tree, a) = try XCTUnwrap(attribute(text, "accessibilityLabel"))
    XCTAssertEqual(tree.diagnostics, [])
    let e = try XCTUnwrap(a.expression)
    guard case .binary("+", let left, let right) = e.kind else { return XCTFail("\(e.kind)") }
    XCTAssertEqual(left.kind, .string("Guardar"))
    XCTAssertEqual(tree.text(left.range), "&quot;Guardar&quot;")
    XCTAssertEqual(tree.text(right.range), "x")
    XCTAssertEqual(tree.text(e.range), "&quot;Guardar&quot; + x")
  }

  func testDiagnosticsInADecodedBindingPointIntoTheFile() throws {
    let text = #"<an-view [accessibilityLabel]="&quot;a&quot; +"></an-view>"#
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    XCTAssertEqual(tree.diagnostics.map(\.message), ["unexpected end of expression"])
    XCTAssertEqual(tree.diagnostics.map(\.range), [ByteRange(46, 46)])
  }

  func testNewerExpressionKindsInTheTree() throws {
    let (_, a) = try XCTUnwrap(attribute(#"<an-view [x]="[...a, b => b, /x/g]"></an-view>"#, "x"))
    guard case .array(let elements)? = a.expression?.kind else { return XCTFail("\(String(describing: a.expression))") }
    XCTAssertEqual(elements.count, 3)
    if case .spread = elements[0].kind {} else { XCTFail("\(elements[0].kind)") }
    if case .arrowFunction(let parameters, _) = elements[1].kind { XCTAssertEqual(parameters, ["b"]) } else { XCTFail("\(elements[1].kind)") }
    XCTAssertEqual(elements[2].kind, .regex("x", flags: "g"))
  }

  func testEvaluatorTreatsSpreadValuesAsUnknown() throws {
    let source = SourceFile(path: "t", text: "{...o, selected: true}")
    let result = ExpressionParser.parse(source, range: ByteRange(0, source.bytes.count))
    let value = Evaluator.evaluate(try XCTUnwrap(result.expression), source: source)
    guard case .dynamic = value else { return XCTFail("\(value)") }
  }

  /// Angular's lexer decodes references in attribute values (outside `{{ }}`) and in the text
  /// of `<textarea>` and `<title>` as it does in text, and rejects the same ones: in a value it
  /// then reads the start tag as not terminated. Each verdict here is Angular's (v22).
  func testReferencesInValuesAndEscapableRawTextAreReadAsInText() {
    let accepted = [
      #"<an-text a="&amp &lt; Q&A AT&T &frac12; &#38; & x"></an-text>"#,
      #"<an-text a="{{ '&zz;' }}"></an-text>"#,
      #"<an-text [a]="x && y" (tap)="a &amp;&amp; b"></an-text>"#,
      "<an-text a=Q&A b=&lt;></an-text>",
      "<script>&zz;</script>",
      "<textarea>a & b &lt; &#9;</textarea>",
    ]
    for text in accepted {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics, [], text)
    }
    let rejected: [(String, String, String)] = [
      (#"<an-text a="Tom &jerry; x"></an-text>"#, "&jerry;", "unknown character reference '&jerry;'; use '&#<decimal>;' or '&#x<hex>;'"),
      (#"<an-text a="x &;"></an-text>"#, "&;", "unknown character reference '&;'; use '&#<decimal>;' or '&#x<hex>;'"),
      (#"<an-text a='&#12'></an-text>"#, "&#12", "character reference '&#12' must end with ';'"),
      (#"<an-text a="&#x;"></an-text>"#, "&#x;", "unknown character reference '&#x;'"),
      (#"<an-text a="{{ x }} &zz; {{ y }}"></an-text>"#, "&zz;", "unknown character reference '&zz;'; use '&#<decimal>;' or '&#x<hex>;'"),
      ("<an-text a=&zz;b></an-text>", "&zz;", "unknown character reference '&zz;'; use '&#<decimal>;' or '&#x<hex>;'"),
      ("<textarea>&a; b</textarea>", "&a;", "unknown character reference '&a;'; use '&#<decimal>;' or '&#x<hex>;'"),
      ("<title>&#xyz;</title>", "&#x", "character reference '&#x' must end with ';'"),
    ]
    for (text, at, message) in rejected {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), [message], text)
      XCTAssertEqual(tree.diagnostics.first.map { tree.text($0.range) }, at, text)
    }
  }

  /// `&ngsp;` is U+E500 for Angular, which its whitespace pass makes a space in text and in
  /// text interpolations only (written U+E500 too). An attribute value keeps it, and the
  /// expression lexer rejects it in a binding, an event, a structural directive's value and a
  /// value's interpolation. Each verdict here is Angular's (v22).
  func testNgspIsASpaceInTextOnly() throws {
    let accepted = [
      "<an-text>{{ a &ngsp;+ b }} w&ngsp;v</an-text>",
      "<an-text>{{ a \u{E500}+ b }}</an-text>",
      "<an-text>{{ a &#xE500;+ b }}</an-text>",
      "<textarea>{{ a&ngsp;+ b }}</textarea>",
      #"<an-text title="Hola&ngsp;mundo" [label]="'x&ngsp;y'">z</an-text>"#,
      "<an-text>{count, plural, =1 {{{ a \u{E500}+ b }}} other {x}}</an-text>",
    ]
    assertAcceptedEagerAndOnDemand(accepted)
    let rejected: [(String, String)] = [
      (#"<an-text [title]="a&ngsp;+ b"></an-text>"#, "&ngsp;"),
      (#"<an-text (tap)="go(&ngsp;)"></an-text>"#, "&ngsp;"),
      (#"<an-text title="{{ a &ngsp;+ b }}"></an-text>"#, "&ngsp;"),
      ("<an-text title=\"{{ a \u{E500}+ b }}\"></an-text>", "\u{E500}"),
      (#"<an-view *ngIf="a&ngsp;"></an-view>"#, "&ngsp;"),
      (#"<an-text [(ngModel)]="a&ngsp;"></an-text>"#, "&ngsp;"),
    ]
    for (text, at) in rejected {
      for expressions in [ExpressionParsing.eager, .onDemand()] {
        let tree = TemplateParser.parse(SourceFile(path: "t", text: text), expressions: expressions)
        XCTAssertEqual(tree.diagnostics.map(\.message), ["unexpected character '\u{E500}'"], text)
        XCTAssertEqual(tree.diagnostics.first.map { tree.text($0.range) }, at, text)
      }
    }
    // What the model reads: a space in text and its interpolations, U+E500 in a value.
    let text = #"<an-text title="Hola&ngsp;mundo" label="{{ 'a&ngsp;b' }}">w&ngsp;v{{ 'c&ngsp;d' }}</an-text>"#
    for expressions in [ExpressionParsing.eager, .onDemand()] {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text), expressions: expressions)
      let element = try XCTUnwrap(tree.nodes.compactMap(\.element).first)
      let attributes = tree.attributes(of: element).map { tree.resolvingExpressions($0) }
      XCTAssertEqual(attributes.first?.staticValue, "Hola\u{E500}mundo")
      guard case .interpolation(let inValue)? = attributes.last?.parts.first else { return XCTFail("\(attributes)") }
      XCTAssertEqual(inValue.expression?.kind, .string("a\u{E500}b"))
      let parts = try XCTUnwrap(tree.nodes.compactMap(\.text).first).parts
      guard case .literal(let literal, _)? = parts.first, case .interpolation(let inText)? = parts.last else {
        return XCTFail("\(parts)")
      }
      XCTAssertEqual(literal, "w v")
      XCTAssertEqual(tree.resolvingExpression(inText).expression?.kind, .string("c d"))
    }
  }

  /// `@let` as Angular checks it: the value of a declaration with a name, or of a whole one
  /// (up to its `;`) without a name, may not be empty; a declaration cut short is only
  /// incomplete. Each verdict here is Angular's (v22).
  func testEmptyLetValues() {
    let empty = "@let declaration value cannot be empty"
    let noEquals = "@let declaration is missing '=' after its name"
    let cases: [(String, [String])] = [
      ("@let = ;1;", [empty]), ("@let = ;", [empty]), ("@let =;", [empty]), ("@let x = ;", [empty]),
      ("@let ;", [noEquals]), ("@let x;", [empty, noEquals]), ("@let  = 1;", []), ("@let x = 1;", []),
    ]
    for (text, messages) in cases {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics.map(\.message), messages, text)
    }
  }

  /// Around a block's parameters Angular's lexer skips its whitespace, U+00A0 included, and the
  /// `as` of an `@if` alias may be followed by any JavaScript whitespace. Each verdict here is
  /// Angular's (v22).
  func testNoBreakSpacesAroundBlockParameters() {
    let accepted = [
      "@defer (\u{A0}when a;) {x}", "@defer (\u{A0}when a) {x}", "@defer (when a;\u{A0}on idle\u{A0}) {x}",
      "@if (\u{A0}a;\u{A0}) {x}", "@if (a; as\u{A0}b) {x}", "@if (a; as\u{2003}b) {x}",
      "@for (\u{A0}a of b;\u{A0}track a\u{A0}) {x}", "@switch (\u{A0}a) { @case (\u{A0}1) {x} }",
    ]
    for text in accepted {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics, [], text)
    }
    let bare = TemplateParser.parse(SourceFile(path: "t", text: "@if (a; as\u{A0}) {x}"))
    XCTAssertEqual(bare.diagnostics.map(\.message), ["unknown @if parameter 'as': only 'as name' is allowed"])
  }

  /// An attribute name's empty namespace prefix is none for Angular (`:[x]` is `[x]`, `:title`
  /// is `title`); a written one makes a plain attribute (`svg:[x]`). Verdicts from Angular (v22).
  /// Braces written as references open and close an interpolation in text, as Angular's binding
  /// parser reads the decoded text: the text is `[literal, interpolation, literal]`.
  func testBracesWrittenAsReferencesMakeAnInterpolation() {
    let source = "<an-text>x &#123;&#123; a &#125;&#125; y</an-text>"
    let tree = TemplateParser.parse(SourceFile(path: "t", text: source))
    XCTAssertEqual(tree.diagnostics.map(\.message), [])
    let parts = tree.nodes.compactMap(\.text).first?.parts ?? []
    let shown = parts.map { part -> String in
      switch part {
      case .literal(let text, _): return "literal \(text)"
      case .interpolation(let interpolation): return "interpolation \(SourceFile(path: "t", text: source).text(interpolation.expressionRange))"
      case .icu: return "icu"
      }
    }
    XCTAssertEqual(shown, ["literal x ", "interpolation  a ", "literal  y"])
  }

  func testAnEmptyNamespacePrefixIsNone() {
    let unexpected = ["unexpected token 'b'"]
    let cases: [(String, [String])] = [
      ("<an-view :[x]='a b'></an-view>", unexpected), ("<an-view :[@fade]='a b'></an-view>", unexpected),
      ("<an-view :(tap)='a b'></an-view>", unexpected), ("<an-view :bind-x='a b'></an-view>", unexpected),
      ("<an-view :@fade='a b'></an-view>",
       ["animation trigger '@fade' takes no value: bind it with '[@fade]=\"…\"', or write it alone"]),
      ("<an-view :#r :#r></an-view>", ["reference '#r' is defined more than once on this element"]),
      ("<an-view svg:[x]='a b' :*ngIf='a b' :ngNonBindable>{{ a b }}</an-view>", []),
    ]
    for (text, messages) in cases {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics.map(\.message), messages, text)
    }
    let tree = TemplateParser.parse(SourceFile(path: "t", text: "<an-image :accessibilityLabel='Logo' :[x]='a'></an-image>"))
    XCTAssertEqual(tree.attributes.map(\.name), ["accessibilityLabel", "x"])
    XCTAssertEqual(tree.attributes.map(\.kind), [.plain, .property])
    XCTAssertEqual(tree.attributes.map { tree.text($0.nameRange) }, [":accessibilityLabel", ":[x]"])
  }

  /// Markup inside an ICU case, as Angular reads it: tags are lexed there (a `}` in a quoted
  /// value ends no case), each case's elements are built apart (an end tag closes only what its
  /// case opened), a plain attribute's interpolations are checked, bindings are not, a comment
  /// makes Angular's compiler fail, and a tag where a case's key should start breaks the
  /// message. Each verdict here is Angular's (v22).
  func testMarkupInsideICUCases() {
    let accepted = [
      "{n, plural, =0 {<b>x}}",
      "{n, plural, =0 {<b x=\"}\">y</b>} other {z}}",
      "{n, plural, =0 {<b x=}>y</b>}}",
      "{n, plural, =0 {<br>}}",
      "{n, plural, =0 {<b>{m, select, a {<i>q</i>}}</b>}}",
      "{n, plural, =0 {<b [x]=\"(\">y</b>}}",
      "{n, plural, =0 {<b title=\"{{a}}\">{{ a }}</b>}}",
      "{n, plural, =0 {<p><div>x</div>}}",
      "{n, plural, =0 {<li>a<li>b</li>}}",
      "{n, plural, =0 {<div><p>x</div>}}",
      "{n, plural, =0 {<script>}</script>}}",
      "{n, plural, =0 {<svg><rect></rect><a/></svg>}}",
      "{n, plural, =0 {<an-view/>}}",
      "{n, plural, =0 {<![CDATA[x]]>}}",
      "{a, select, k<b> {1}}",
      "<an-text>{n, plural, =0 {<an-image src=\"a.png\"></an-image>} other {{{ n }} <b>items</b>}}</an-text>",
    ]
    assertAcceptedEagerAndOnDemand(accepted)
    let rejected: [(String, [String], String)] = [
      ("{n, plural, =0 {</b>}}", ["unexpected end tag '</b>': no '<b>' is open in this ICU case"], "b"),
      ("{n, plural, =0 {<b>x</i>}}", ["unexpected end tag '</i>': no '<i>' is open in this ICU case"], "i"),
      ("<b>{n, plural, =0 {</b>}}</b>", ["unexpected end tag '</b>': no '<b>' is open in this ICU case"], "b"),
      ("{n, plural, =0 {<b>} other {</b>}}", ["unexpected end tag '</b>': no '<b>' is open in this ICU case"], "b"),
      ("{n, plural, =0 {<span>{m, select, a {</span>}}}}",
       ["unexpected end tag '</span>': no '<span>' is open in this ICU case"], "span"),
      ("{n, plural, =0 {<b>x</B>}}", ["unexpected end tag '</B>': no '<B>' is open in this ICU case"], "B"),
      ("{n, plural, =0 {<div><b>x</div>}}", ["'<b>' has no end tag; '</div>' closes it"], "div"),
      ("{n, plural, =0 {<br></br>}}", ["void element '<br>' has no end tag: remove '</br>'"], "br"),
      ("{n, plural, =0 {<div/>}}", ["only void, custom and foreign elements can be self-closed: '<div/>'"], "div"),
      ("{n, plural, =0 {<!-- x -->}}",
       ["a comment inside an ICU case makes Angular's compiler fail: move it out of the message"], "<!-- x -->"),
      ("{n, plural, =0 {<b title=\"{{ a + }}\">y</b>}}", ["unexpected end of expression"], ""),
    ]
    for (text, messages, at) in rejected {
      for expressions in [ExpressionParsing.eager, .onDemand()] {
        let tree = TemplateParser.parse(SourceFile(path: "t", text: text), expressions: expressions)
        XCTAssertEqual(tree.diagnostics.map(\.message), messages, text)
        XCTAssertEqual(tree.diagnostics.first.map { tree.text($0.range) }, at, text)
      }
    }
    // A block where a token starts inside a case (after its `{` and spaces, a tag or a nested
    // message, not inside text): Angular's lexer reads it, and the case's `}` ends the case.
    let block = "a block cannot be written inside an ICU case; write '&#64;' for a literal '@'"
    for text in ["{n, plural, =0 { @if (a) }}", "{n, plural, =0 {@for}}", "{n, plural, =0 {@let x = 1;}}",
                 "{n, plural, =0 {<b></b>@if (a) }}", "{n, plural, =0 {{m, select, a {b}}@if (a) }}",
                 "{n, plural, =0 {@default never}}", "{n, plural, =0 {@default nevermore;}}",
                 "{n, plural, =0 {@letx}}", "{count, plural, =0 {a} other {@if (b}}"] {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics.map(\.message), [block], text)
    }
    for text in ["{n, plural, =0 {a@b.c}}", "{n, plural, =0 {@foo}}", "{a, select, x@if {1}}", "{a, select, x {1} &amp; {2}}",
                 "{a, select, x {<b>bold</b>} other {n@default never;}}", "{a, select, x {@default never ;n}}",
                 "{a, select, x {1@case (1)} other {2}}", "{n, plural, =0 {{{x}}@if (a) }}", "{n, plural, =0 {a @let x = 1;}}",
                 "{n, plural, =0 {&amp;@if (a) }}"] {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics, [], text)
    }
    // A `<` or a block where a case's key should start breaks the message there.
    for (text, message, at) in [("{a, select, <b>k {1}}", "invalid ICU message: '<' where a case should start", 12),
                                ("{a, select, x {1} < {2}}", "invalid ICU message: '<' where a case should start", 18),
                                ("{a, select, @if x {1}}", "invalid ICU message: a block where a case should start", 12)] {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.first { $0.message == message }?.range, ByteRange(at, at + 1), text)
    }
    // The case still holds its markup as text; the message ends at its own `}`.
    let tree = TemplateParser.parse(SourceFile(path: "t", text: "<an-text>{n, plural, =0 {<b x=\"}\">y</b>} other {z}}!</an-text>"))
    guard case .icu(let message)? = tree.nodes.compactMap(\.text).first?.parts.first else { return XCTFail("no ICU message") }
    XCTAssertEqual(message.cases.map(\.key), ["=0", "other"])
    XCTAssertEqual(tree.text(message.range), "{n, plural, =0 {<b x=\"}\">y</b>} other {z}}")
  }

  /// Angular's whitespace pass makes each run of two or more of its whitespace characters
  /// (U+2003, U+FEFF, …, with ASCII spaces) one space in text, before its expression lexer,
  /// which rejects those characters, reads the text's interpolations; ICU messages, values and
  /// bindings keep them. Each verdict here is Angular's (v22).
  func testRunsOfUnicodeSpacesInTextInterpolations() {
    let accepted = [
      "<an-text>{{ a + \u{FEFF}b }}</an-text>", "<an-text>{{ a + \u{2003}b }}</an-text>",
      "<an-text>{{ a +\u{2003}\u{3000}b }}</an-text>", "<an-text>{{ a +\u{0B}\u{3000}b }}</an-text>",
      "<an-text>{{ a + &#x2003;b &amp;&amp; c }}</an-text>",
      // (The pass skips `pre` written in lowercase only; U+E500 is a space there all the same.)
      "<PRE>{{ a + \u{2003}b }}</PRE>", "<pre>{{ a &ngsp;+ b }}</pre>", "<pre></pre>{{ a + \u{2003}b }}",
    ]
    assertAcceptedEagerAndOnDemand(accepted)
    let rejected: [(String, String)] = [
      ("<an-text>{{ a +\u{2003}b }}</an-text>", "\u{2003}"),
      ("<an-text>{{ a +\u{A0}\u{2003}b }}</an-text>", "\u{2003}"),
      ("<an-text [x]=\"a + \u{FEFF}b\"></an-text>", "\u{FEFF}"),
      ("<an-text x=\"{{ a + \u{2003}\u{2003}b }}\"></an-text>", "\u{2003}"),
      ("<an-text>{n, plural, =0 {{{ a + \u{2003}b }}}}</an-text>", "\u{2003}"),
      // Where Angular's whitespace pass does not go.
      ("<pre>{{ a + \u{2003}b }}</pre>", "\u{2003}"), ("<textarea>{{ a + \u{2003}b }}</textarea>", "\u{2003}"),
      ("<div ngPreserveWhitespaces><b>{{ a + \u{2003}b }}</b></div>", "\u{2003}"),
    ]
    for (text, character) in rejected {
      for expressions in [ExpressionParsing.eager, .onDemand()] {
        let tree = TemplateParser.parse(SourceFile(path: "t", text: text), expressions: expressions)
        XCTAssertEqual(tree.diagnostics.map(\.message), ["unexpected character '\(character)'"], text)
      }
    }
  }

  /// Angular's lexer steps over the character after `//` and after `\` in an interpolation
  /// without looking: where the file ends there, it reports the end of the file (and nowhere
  /// else: an interpolation that runs to the end is text). Each verdict here is Angular's (v22).
  func testAnInterpolationCutJustAfterACommentOrABackslashAtTheEndOfTheFile() {
    let rejected = ["{{ a //", "x {{ a // b //", "{{ a \\", "{{ a \"\\", "<an-view></an-view>{{ 'a' //"]
    for text in rejected {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.count, 1, text)
      XCTAssertEqual(tree.diagnostics.first?.range, ByteRange(text.utf8.count, text.utf8.count), text)
    }
    let accepted = ["{{ a", "{{ a // x", "{{ a // }", "{{ a ///", "{{ a /", "{{ \"a //", "{{ a //\n"]
    for text in accepted {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics, [], text)
    }
  }

  /// An interpolation whose `}}` Angular's lexer passes over (a `\` outside a string escapes
  /// the next character there) ends at that `}}` all the same: Angular's binding parser splits
  /// the text again, where the `\` escapes nothing, and then rejects the `\`.
  func testAnInterpolationTheLexerLeftOpenEndsWhereAngularSplitsIt() throws {
    let tree = TemplateParser.parse(SourceFile(path: "t", text: #"<an-text>x {{ a \}} {{ b \}}</an-text>"#))
    XCTAssertEqual(tree.diagnostics.map(\.message), ["unexpected character '\\'", "unexpected character '\\'"])
    let parts = try XCTUnwrap(tree.nodes.compactMap(\.text).first).parts
    XCTAssertEqual(parts.count, 4)
    // After `//` the first `}}` ends it (the comment is not part of the expression).
    let commented = TemplateParser.parse(SourceFile(path: "t", text: #"<an-text>{{ a // \}} </an-text>"#))
    XCTAssertEqual(commented.diagnostics, [])
    XCTAssertTrue(commented.nodes.compactMap(\.text).contains { $0.hasInterpolation })
    // Quotes still hide `}}`, and with no `}}` at all it stays text.
    for text in [#"<an-text>{{ "a \}}" </an-text>"#, "<an-text>{{ a </an-text>", #"<an-text>{{ "a }&#125;" </an-text>"#] {
      let quiet = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(quiet.diagnostics, [], text)
      XCTAssertFalse(quiet.nodes.compactMap(\.text).contains { $0.hasInterpolation }, text)
    }
    // A `}}` written with references ends it too, as Angular splits the decoded text: in text
    // the lexer left open, in text it closed later, and in an attribute value.
    for text in [#"<an-text>{{ a \}&#125;</an-text>"#, #"<an-text>{{ a \&#125;} x }}</an-text>"#,
                 #"<an-text t="{{ a \}&rcub;"></an-text>"#] {
      let ended = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(ended.diagnostics.map(\.message), ["unexpected character '\\'"], text)
    }
    let split = TemplateParser.parse(SourceFile(path: "t", text: "<an-text>x {{ a }&#125; y {{ b }}</an-text>"))
    XCTAssertEqual(split.diagnostics, [])
    let splitParts = try XCTUnwrap(split.nodes.compactMap(\.text).first).parts
    XCTAssertEqual(splitParts.count, 4)
    if case .interpolation(let first) = splitParts[1] {
      XCTAssertEqual(first.range, ByteRange(11, 23))
      XCTAssertEqual(first.expressionRange, ByteRange(13, 16))
    } else {
      XCTFail("no interpolation after 'x '")
    }
  }

  /// More of what Angular's parser rejects and the tree builder used to pass: an animation
  /// trigger written `@name` with a value, raw text that reaches the end of the file, `<![` and
  /// `<!-` that do not go on as CDATA or a comment, an ICU switch value that is not a binding,
  /// an interpolation in `<textarea>` or `<title>` (text for the template parser), a namespace
  /// prefix with no name. Each verdict here is Angular's (v22); those with none it accepts.
  func testAngularsOtherLexerAndBindingErrors() {
    let cases: [(String, [String])] = [
      (#"<an-view @fade="x"></an-view>"#,
       [#"animation trigger '@fade' takes no value: bind it with '[@fade]="…"', or write it alone"#]),
      (#"<an-view ngNonBindable @fade.done="{{ x }}"></an-view>"#,
       [#"animation trigger '@fade.done' takes no value: bind it with '[@fade.done]="…"', or write it alone"#]),
      ("x<textarea>", ["'<textarea>' has no end tag"]),
      ("<![CDATA< y ]]>", ["'<![' starts a CDATA section: expected '<![CDATA['"]),
      ("<!-/div>- <div> -->", ["'<!-' starts a comment: expected '<!--'"]),
      ("{a, select, x {{b c, select, y {1}}} other {2}}", ["unexpected token 'c'"]),
      ("{a = 1, plural, other {x}}", ["bindings cannot contain assignments"]),
      ("<title>{{ ]a }}</title>", ["unexpected token ']'"]),
      // (Angular starts a new text node after each `&` in escapable raw text: a `{{ }}` with a
      // `&` inside is no interpolation there.)
      ("<textarea>{{ ]a && b }} x &amp; {{ ]c &amp; }}</textarea><title>{{ a }}&{{ ]d }}</title>", ["unexpected token ']'"]),
      ("<textarea>{{ }}</textarea>", ["blank interpolation: '{{ }}' needs an expression"]),
      ("<an-view a: b></an-view>", ["attribute 'a:' has a namespace prefix and no name"]),
      (#"<an-view a:b :c d::e [f:]="x" (g:)="h()"></an-view>"#, []),
      ("<script>{{ ]a }}</script><textarea ngNonBindable>{{ ]a }}</textarea><textarea>{{ a &amp;&amp; b }}</textarea>", []),
      (#"<div [(prop)]="a?.b"></div>"#,
       ["unsupported expression in a two-way binding: '[(prop)]' needs a property or an item it can write back ('value', 'user.name', 'items[0]')"]),
      (#"<div bindon-prop="f()"></div>"#,
       ["unsupported expression in a two-way binding: 'bindon-prop' needs a property or an item it can write back ('value', 'user.name', 'items[0]')"]),
      (#"<div [(a)]="v" [(b)]="a.b!" [(c)]="items[0]" [(d)]="$any(a.b)" [(e)]="this.a" [(f)]="f().b" [(g)]="a?.().b"></div>"#, []),
      (#"<div bind-="x" on-="f()" @ [@]="y" (@)="z()"></div>"#,
       ["property binding 'bind-' has no property name", "event binding 'on-' has no event name",
        "animation binding '@' has no trigger name", "animation binding '[@]' has no trigger name",
        "animation event '(@)' has no trigger name"]),
      // `bind-@` binds an animation with no trigger; a two-way binding cannot bind an animation
      // (Angular listens to `@fadeChange`, an animation event with no phase).
      (#"<div bind-@ bind-@fade="x" bind-@.x [(@)]="a" [(@fade)]="b" bindon-@slide="c"></div>"#,
       ["animation binding 'bind-@' has no trigger name", "animation binding '[(@)]' has no trigger name",
        #"an animation cannot be bound two ways: '[(@fade)]'; bind it with '[@fade]="…"'"#,
        #"an animation cannot be bound two ways: 'bindon-@slide'; bind it with '[@slide]="…"'"#]),
      (#"<div (@fade)="a()" on-@slide.foo="b()" (@.done)="c()" (@fade.DONE)="d()" (@ fade . start)="e()"></div>"#,
       ["animation event '(@fade)' needs a phase: '@fade.start' or '@fade.done'",
        "animation event 'on-@slide.foo' has an unknown phase 'foo': use 'start' or 'done'",
        "animation event '(@.done)' has no trigger name"]),
      ("<div #a ref-a #b-c ref-></div>",
       ["reference '#a' is defined more than once on this element", "'-' is not allowed in reference names: '#b-c'",
        "reference 'ref-' has no name"]),
      ("<div let-a></div><ng-template let-b-c let-></ng-template>",
       ["'let-' is only supported on <ng-template> elements: 'let-a'", "'-' is not allowed in variable names: 'let-b-c'",
        "variable 'let-' has no name"]),
      (#"<ng-template let-a="c" let-b #a #b></ng-template><div ngNonBindable><div #a #a let-x bind-></div></div>"#, []),
      ("@defer (when a; whenever b; prefetch when c d; hydrate never; hydrate when e) {x}",
       ["'hydrate never' cannot be combined with other 'hydrate' triggers",
        "unrecognized @defer trigger 'whenever b': write 'on …', 'when …', 'prefetch on/when …', 'hydrate on/when …' or 'hydrate never'",
        "unexpected token 'd'"]),
      ("@defer {x} @placeholder (minimum 5 ) {p} @loading (after 1s; after 2s) {l} @error {e} @error {f}",
       ["'minimum' needs a time, like '500ms' or '1.5s': 'minimum 5'", "@loading block can have only one 'after' parameter",
        "a @defer block can have only one @error block"]),
      ("@defer (on idle, idle; on hover idle; on timer(1 s), bogus) {x}",
       // (after an unexpected token Angular reads that token as the next trigger: a third `idle`)
       ["duplicate 'idle' trigger: a @defer block has one of each", "unexpected 'idle' in the @defer trigger list",
        "duplicate 'idle' trigger: a @defer block has one of each", "'timer' takes a time, like '500ms' or '1.5s'",
        "unknown @defer trigger 'bogus': the triggers are idle, viewport, interaction, hover, immediate and timer"]),
      ("@defer (hydrate on hover(a); hydrate on viewport(b)) {x} @defer (on immediate(1), timer, viewport(a, b)) {y}",
       ["the hydration trigger 'hover' takes no parameters", "the hydration trigger 'viewport' cannot name an element",
        "'immediate' takes no parameters", "'timer' takes one parameter, a time: 'timer(500ms)'",
        "'viewport' takes at most one parameter"]),
      ("@defer (on immediate, hover(btn), interaction(btn), viewport(btn), timer( 2s ), idle(1.5s); prefetch on idle) {x}"
       + " @defer (hydrate on viewport; on idle(); on viewport({rootMargin: '10px'})) {y}", []),
      ("{{ (a, ) => a }}", ["unexpected token ')'"]),
      // A character the lexer rejects between triggers; inside parentheses the trigger judges.
      ("@defer (on idle#) {x} @defer (on viewp #r(r)) {y} @defer (on idle(@1s), viewport(a~b)) {z}",
       ["unexpected character '#' in the @defer trigger list", "unexpected character '#' in the @defer trigger list"]),
      // Inside parentheses Angular's lexer steps over such a character and reads on: the trigger
      // is still named and counted (`idle(@1s)` is `idle(1s)`; `immediate(@)` has a parameter).
      ("@defer (on eldi(@500ms), idle) {x} @defer (on immediate(@)) {y} @defer (on timer(5s @), hover(@b)) {z}"
       + " @defer (on timer(@5s), viewport(@{rootMargin: '1px'})) {w}",
       ["unknown @defer trigger 'eldi': the triggers are idle, viewport, interaction, hover, immediate and timer",
        "'immediate' takes no parameters", "'timer' takes a time, like '500ms' or '1.5s'"]),
      // A regular expression's flags are any letters in a trigger list (Angular's parser, not
      // its lexer, checks them): `/* c */b` is one parameter, `/b/q` another.
      ("@defer (on interaction(a,  /* c */b)) {x} @defer (on interaction(a, /b/q)) {y} @defer (on viewport(/a/zz)) {z}"
       + " @defer (on hover(5,*/ (x</b>}1)) , viewport()) {w}",
       ["'interaction' takes at most one parameter, an element reference",
        "'interaction' takes at most one parameter, an element reference", "unexpected ')' in the @defer trigger list"]),
      // A lone `#` stays in its error token, so in the parameter (`#500ms` is no time for Angular).
      ("@defer (on idle(#500ms)) {x} @defer (on timer(#1s)) {y} @defer (on hover(#), interaction(#b)) {z}",
       ["'idle' takes a time, like '500ms' or '1.5s'", "'timer' takes a time, like '500ms' or '1.5s'"]),
      // After an invalid exponent Angular's lexer reads on at the character after the `e` and its
      // sign, leaving an error token holding the last of them; after an invalid numeric separator,
      // at the separator. A `viewport` options object holding one is read as an expression, which
      // reports it; a parameter of only `e` is a reference (`viewport(1e)` names `e`).
      ("@defer (on viewport({trigger: a, rootMargin: 1ew})) {x} @defer (on idle(1e)) {y}"
       + " @defer (on timer(1__0ms), idle) {z} @defer (on viewport({a: 1_})) {w} @defer (on timer(1e+), idle) {v}"
       + " @defer (on timer(5s), viewport(1e)) {u} @defer (on idle(1_0ms)) {t}",
       ["invalid exponent", "'idle' takes a time, like '500ms' or '1.5s'", "'timer' takes a time, like '500ms' or '1.5s'",
        "invalid numeric separator", "'timer' takes a time, like '500ms' or '1.5s'",
        "'idle' takes a time, like '500ms' or '1.5s'"]),
      // An unterminated regular expression inside parentheses runs to the end of the list, and
      // the `)` is then missing for Angular (`</a)`: `<`, then the regular expression `/a)`).
      ("@defer (on timer(1s, </a)) {x} @defer (on viewport({a: /b})) {y} @defer (on timer(1s, /a/)) {z}",
       ["unexpected end of the @defer trigger list: missing ')'", "unexpected end of the @defer trigger list: missing ')'",
        "'timer' takes one parameter, a time: 'timer(500ms)'"]),
      // A `viewport` options object: literal values and a `trigger` identifier, as Angular checks.
      ("@defer (on viewport({rootMargin: '10px', threshold: [0, 0.5], a: {b: null}})) {x}"
       + " @defer (on viewport({'trigger': ref, c: undefined})) {y} @defer (hydrate on viewport({})) {z}", []),
      ("@defer (on viewport({trigger: this.ref})) {a} @defer (hydrate on viewport({trigger: r})) {b}"
       + " @defer (on viewport({...o})) {c} @defer (on viewport({'root': 1})) {d} @defer (on viewport({a: -1})) {e}"
       + " @defer (on viewport({a})) {f} @defer (on viewport({trigger: r, trigger: r})) {g}"
       + " @defer (on viewport({a: [1, ...b]})) {h} @defer (on viewport({a: 1}.b)) {i} @defer (on viewport({a +})) {j}",
       ["the 'trigger' option of 'viewport' must name an element reference: 'trigger: ref'",
        "the hydration trigger 'viewport' cannot have a 'trigger' option",
        "the options of 'viewport' cannot spread another object", "'viewport' has no 'root' option: it watches the viewport",
        "the options of 'viewport' must be literal values (strings, numbers, booleans, null, arrays and objects of them), not an operator",
        "the options of 'viewport' must be literal values (strings, numbers, booleans, null, arrays and objects of them), not a property read",
        "the options of 'viewport' must be literal values (strings, numbers, booleans, null, arrays and objects of them), not a property read",
        "the options of 'viewport' must be literal values (strings, numbers, booleans, null, arrays and objects of them), not a spread",
        "the options of 'viewport' must be an object literal: 'viewport({rootMargin: \"10px\"})'",
        "missing expected ':'"]),
      // Angular's markup lexer ends an interpolation before a tag start (`<!`), so no reference
      // runs past one: the `&quot;` after it is a quote, which hides every `}}` after it.
      (#"<an-text a="{{ &#<!--&quot;s }} {{ a + }}" b="{{ &#<b&quot;; }}"></an-text>"#, []),
      (#"<an-text a="{{ &#<!--s }}"></an-text>"#, ["unexpected token '&'"]),
      // Past that tag start the value is text until a `{{`, and Angular's markup lexer decodes its
      // references itself (letters and digits, then `;`): `&quot-` is no reference there, so the
      // `&quot;` after it is a quote (the binding parser's rule, up to the first `;`, would
      // have read `&quot-&quot;` as one unknown reference).
      (#"<an-text a="{{ &#<!-#<!--&quot-&quot;s }}"></an-text>"#, []),
      (#"<an-text a="{{ &#<!--&quot-&quot;s }} {{ a + }}"></an-text>"#, []),
      (#"<an-text a="{{ &#<!--&quot-s }} {{ a + }}"></an-text>"#, ["unexpected token '&'", "unexpected end of expression"]),
      // A comment right inside an ICU case makes Angular's compiler fail; inside one of the
      // case's elements it is kept.
      ("{a, select, x {<b><!-- x --></b>} other {n}} {a, select, x {<b></b><!-- y -->} other {n}}",
       ["a comment inside an ICU case makes Angular's compiler fail: move it out of the message"]),
      // `@content`: one name, an identifier; then `let` and distinct identifiers with no value.
      ("@content (a; let b) {a} @content (a;) {b} @content ($a_1; let  x ,y) {c} @content (a b) {d}"
       + " @content (a, b; let c) {e} @content (a; b) {f} @content (a; let) {g} @content (1a) {h}",
       ["@content name 'a b' must be a valid JavaScript identifier",
        "@content block must have exactly one name parameter: '@content (name) {…}'",
        "@content block variables must start with 'let': '@content (items; let item, index) {…}'",
        "@content block variables must start with 'let': '@content (items; let item, index) {…}'",
        "@content name '1a' must be a valid JavaScript identifier"]),
      ("@content (a; let b, c, b) {a} @content (a; let b = 1, c) {b} @content (a; let b,) {c} @content (a; b; c) {d}"
       + " @content (a; let 1b) {e} @content {f}",
       ["duplicate variable name 'b' in @content block", "@content block variables cannot be assigned a value: 'b = 1'",
        "invalid variable name in @content block: an empty one", "@content block must have one or two parameters: '@content (name) {…}'",
        "@content variable name '1b' must be a valid JavaScript identifier",
        "@content block must have one or two parameters: '@content (name) {…}'"]),
      // Angular's binding parser splits the decoded text: a `{` written as a reference opens an
      // interpolation like any other, in a value and in text (`&#123;&#123; a }}` is `{{ a }}`).
      (#"<an-text a="&#123;&#123; a + }}"></an-text><an-text a="{{ a }}&#123;{ b + &#125;&#125;"></an-text>"#,
       ["unexpected end of expression", "unexpected end of expression"]),
      (#"<an-text>&#123;&#123; a + &#125;&#125;</an-text><an-text>&lbrace;&lcub; a &#125;&#125;</an-text>"#,
       ["unexpected end of expression"]),
      (#"<an-text>{{ a }&#125;&#123;&#123; b  /* c */}}</an-text><textarea>&#123;&#123; a + }}</textarea>"#,
       ["unexpected token '*'"]),
      // After such a brace the binding parser, not the lexer, pairs the braces of the run: here
      // the quote hides every `}}` after `&#123;&#123;`, so `{{ @ }}` is text; there `{{{ v }}`
      // holds `{ v `, and `{{ {{x}}` holds ` {{x`.
      (#"<&#123;&#123;an-image accessibilityLabel="Foto {{ @ }}"/>"#, []),
      (#"<an-text>&#123;{{ v }}</an-text><an-text>@let x = a;&#123;&#123; {{x}}</an-text>"#,
       ["missing expected ':'", "unexpected token '{'"]),
      // `</>` closes nothing, not even a block; `@content` without its `{` is incomplete.
      ("@if (a) {Ir</>x} <@content (a) x>",
       ["unexpected end tag '</>': no '<>' is open", "incomplete block '@content': missing '{'; write '&#64;' for a literal '@'"]),
      // An ICU case's text decodes references as any text does, and rejects the same ones.
      ("{a, select, x {&amp; &#64; &zz}} {a, select, x {&#xZ;}} {a, select, x {1&#12}} {a, select, x {&zz;}}",
       ["character reference '&#x' must end with ';'", "character reference '&#12' must end with ';'",
        "unknown character reference '&zz;'; use '&#<decimal>;' or '&#x<hex>;'"]),
      // `@default never;` ends a @switch's cases, and follows no case without a body.
      ("@switch (a) { @case (1) @default never; } @switch (b) { @default never; @case (1) {x} }"
       + " @switch (c) { @case (1) @case (2) {x} @default never; } @switch (d) { @case (1) {} @default never; }",
       ["a @case with no body cannot be followed by '@default never;'", "'@default never;' must be the last case of its @switch"]),
      ("@for (x of xs; track f(x | p); let $first = $index) {}",
       ["a @for 'track' expression cannot use pipes", "@for 'let' name '$first' is already taken"]),
      ("@for (x of xs; track a || b; let $implicit = $index) {}", []),
      ("@defer (when ) {x} @placeholder (minimum  1.5s) {p} @loading (after 100ms; minimum 1.) {l}"
       + " @defer (on viewport; prefetch on idle; hydrate on hover) {y} @defer (hydrate never ) {z}", []),
      (#"<an-view @fade="" [@fade]="x" (@fade.done)="f()" @slide></an-view>"#, []),
      (#"<an-view ngNonBindable><an-view @fade="x">{a b, plural, other {x}}</an-view></an-view>"#, []),
      ("<![CDATA[x]]><!DOCTYPE html><!x>", []),
      ("{ , plural, other {x}} {a | p, select, b {c}} {a // c, plural, other {x}}", []),
    ]
    for (text, messages) in cases {
      XCTAssertEqual(TemplateParser.parse(SourceFile(path: "t", text: text)).diagnostics.map(\.message), messages, text)
    }
  }
}

extension ParserAngularTests {
  /// References whose replacement is a joiner or a combining mark are known: their table line
  /// is split by bytes (as characters, the mark joins the `=` before it into one grapheme).
  func testReferencesToJoinersAndCombiningMarksAreDecoded() throws {
    let text = #"<an-text a="a&zwnj;b&zwj;c&DotDot;&tdot;&TripleDot;&DownBreve;"></an-text>"#
    let (tree, a) = try XCTUnwrap(attribute(text, "a"))
    XCTAssertEqual(tree.diagnostics, [])
    XCTAssertEqual(Array(try XCTUnwrap(a.value(in: tree.source)).unicodeScalars.map(\.value)),
                   [0x61, 0x200C, 0x62, 0x200D, 0x63, 0x20DC, 0x20DB, 0x20DB, 0x311])
  }
}

extension ParserAngularTests {
  /// An `i18n` marker inside another's translatable section is an error at the inner element's
  /// name, as Angular checks it (verdicts are Angular's own parser's): a marked element with
  /// only spaces or comments inside is no section, the section closes when any marked element
  /// with content ends, and `ngNonBindable` content is not checked.
  func testNestedI18nMarkers() {
    let message = "nested i18n marker: an enclosing element's i18n already makes this content translatable; remove this one"
    let cases: [(String, [String])] = [
      ("<an-text i18n><an-text i18n>Hola</an-text></an-text>", ["an-text"]),
      ("<div i18n>@if (a) {<span i18n>x</span>}</div>", ["span"]),
      (#"<ng-container i18n><an-text *ngIf="a" i18n>x</an-text></ng-container>"#, ["an-text"]),
      ("<div i18n>a<ng-template i18n>b</ng-template></div>", ["ng-template"]),
      ("<div i18n><span i18n>x<b i18n>y</b></span></div>", ["span", "b"]),
      ("<div i18n><span i18n>x</span><b i18n>y</b></div>", ["span"]),
      ("<div i18n><span i18n> </span></div>", []),
      ("<div i18n><span i18n><!-- c --></span></div>", []),
      ("<div i18n><br i18n><b i18n></b></div>", []),
      ("<div i18n ngNonBindable><span i18n>x</span></div>", []),
      ("<div><span i18n>x</span><b i18n>y</b></div>", []),
    ]
    for (text, names) in cases {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), names.map { _ in message }, text)
      XCTAssertEqual(tree.diagnostics.map { tree.text($0.range) }.sorted(), names.sorted(), text)
    }
  }

  /// An unterminated comment runs to the end of the file, as in Angular: the markup after it is
  /// not in the tree.
  func testAnUnterminatedCommentIsTheRestOfTheFile() {
    let text = "<an-text>a</an-text><!-- nota > x\n<an-image src=\"a.png\"></an-image>"
    let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
    XCTAssertEqual(tree.diagnostics.map(\.message), ["unterminated comment: missing '-->'"])
    XCTAssertEqual(tree.nodes.compactMap(\.element).map(\.name), ["an-text"])
    XCTAssertEqual(tree.nodes.last?.comment.map { tree.text($0.contentRange) }, " nota > x\n<an-image src=\"a.png\"></an-image>")
  }

  /// An ICU message that lacks its last `}` is one error, not one for each brace read again.
  func testAnICUMessageMissingItsBraceIsOneError() {
    let cases: [(String, String, String)] = [
      ("<an-text>{n, plural, =0 {cero} other {varios}</an-text>", "invalid ICU message: '<' where a case should start", "<"),
      ("<an-text>{a, select, x {y}", "invalid ICU message: missing '}' (the message runs to the end of the file)", "{"),
      ("{messages.length, plural, =0 {one}", "invalid ICU message: missing '}' (the message runs to the end of the file)", "{"),
    ]
    for (text, message, at) in cases {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), [message], text)
      XCTAssertEqual(tree.diagnostics.map { tree.text($0.range) }, [at], text)
    }
    // The element after the broken message is still read.
    let tree = TemplateParser.parse(SourceFile(path: "t", text: "<an-text>{n, plural, =0 {a}</an-text><an-image></an-image>"))
    XCTAssertEqual(tree.nodes.compactMap(\.element).map(\.name), ["an-text", "an-image"])
  }

  /// Text in a `@switch` that is not a case is reported where the text starts, past its
  /// leading spaces and line breaks (as Angular points at it).
  func testStrayTextInASwitchIsReportedAtTheText() {
    for (text, at) in [("@switch (a) {\n  @case (1) {<an-text>x</an-text>}\n  oops\n}", "oops\n"), ("@switch (a) { @case (1) {} x }", "x ")] {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), ["@switch block can only contain @case and @default blocks"], text)
      XCTAssertEqual(tree.diagnostics.map { tree.text($0.range) }, [at], text)
    }
  }
}

extension ParserAngularTests {
  /// One cause, one error, where Angular reports one (verdicts and places are Angular's own
  /// parser's): a repeated `@else` or `@empty`, a loop it cannot read, `track` with nothing
  /// after it, a misspelt comment or CDATA opener at the end of the file, an end tag without its
  /// `>`, an element whose start tag has no `>`, and an empty `@let` (at its `;`).
  func testOneErrorForOneCause() {
    let cases: [(String, [String], [String])] = [
      ("@if (a) {x} @else {y} @else {z}", ["@else block must be last inside the conditional", "a conditional can have only one @else block"],
       ["@else", "@else"]),
      ("@if (a) {x} @else {y} @else if (b) {z} @else {w}",
       ["@else block must be last inside the conditional", "a conditional can have only one @else block"], ["@else", "@else"]),
      ("@for (a of b; track a) {x} @empty {y} @empty {z}", ["a @for block can have only one @empty block"], ["@empty"]),
      ("@for (a of b; track ) {x}", ["@for loop must have a 'track' expression"], ["@for"]),
      ("@for (item in items) {x}", ["@for loop must be of the form 'item of items'"], ["item in items"]),
      ("<p>a<b</p>", ["start tag '<b' is not closed with '>'"], ["b"]),
      ("<!-a", ["'<!-' starts a comment: expected '<!--'"], ["a"]),
      ("<![a", ["'<![' starts a CDATA section: expected '<![CDATA['"], ["a"]),
      ("</test", ["end tag '</test' is missing '>'"], [""]),
      ("@let foo =  ;", ["@let declaration value cannot be empty"], [";"]),
    ]
    for (text, messages, at) in cases {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), messages, text)
      XCTAssertEqual(tree.diagnostics.map { tree.text($0.range) }, at, text)
    }
  }
}

extension ParserAngularTests {
  /// A `@for` loop's item and its `track` and `let` parameters, read in the source: only a
  /// loop variable is refused as the item's name, and `track`/`let` need whitespace after them.
  func testForLoopItemAndParameters() {
    let cases: [(String, [String], [String])] = [
      ("@for ($index of items; track $index) {x}", ["the @for item cannot be called '$index'"], ["$index of items"]),
      ("@for ($item of items; track $item) {x}", [], []),
      ("@for (index of items; track index) {x}", [], []),
      ("@for (a of b; track a; let i = $index, e = $even) {x}", [], []),
      ("@for (a of b; track a; let i = $foo) {x}",
       ["unknown @for variable '$foo'; the variables are $count, $even, $first, $index, $last, $odd"], ["let i = $foo"]),
      ("@for (a of b; tracker a) {x}", ["@for loop must have a 'track' expression", "unknown @for parameter 'tracker a'"],
       ["@for", "tracker a"]),
      ("@for (a of b; track\ta; letter = 1) {x}", ["unknown @for parameter 'letter = 1'"], ["letter = 1"]),
    ]
    for (text, messages, at) in cases {
      let tree = TemplateParser.parse(SourceFile(path: "t", text: text))
      XCTAssertEqual(tree.diagnostics.map(\.message), messages, text)
      XCTAssertEqual(tree.diagnostics.map { tree.text($0.range) }, at, text)
    }
  }
}
