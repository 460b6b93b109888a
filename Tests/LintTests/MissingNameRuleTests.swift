import XCTest
@testable import Lint

final class MissingNameRuleTests: XCTestCase {
  let id = "missing-name"

  func testMessagesPerKind() {
    let text = "<an-button (tap)=\"g()\"></an-button>\n<an-slider accessibilityHint=\"Ajusta\"></an-slider>\n<an-search-field></an-search-field>\n<an-view accessibilityRole=\"radio\"></an-view>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:2 'an-button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
      "2:2 'an-slider' is a slider with no name (its hint is not a name: users can turn hints off): screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel",
      "3:2 'an-search-field' is a search field with no name: screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel or a placeholder",
      "4:2 'an-view' is a radio button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add accessibilityLabel",
    ])
  }

  func testSilentCases() {
    let text = #"<an-view accessible="true" (tap)="x()"><an-button (tap)="y()"></an-button></an-view><an-view accessible="false"><an-button></an-button></an-view><an-image accessibilityRole="button" (tap)="x()"></an-image><an-button accessibilityLabel="">Guardar</an-button><an-button>{{ t }}</an-button><an-button>@if (a) { Hola }</an-button><an-view accessibilityRole="button"><an-text>Guardar</an-text></an-view><an-view [accessibilityRole]="r"></an-view><an-view (tap)="x()"></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }
  /// A bound `[accessible]` or role on an ancestor may make the ancestor the stop: silent.
  func testUncertainStopsAreNotReported() throws {
    let template = "<an-view [accessible]=\"grouped\"><an-button (tap)=\"x()\"></an-button></an-view>\n"
      + "<an-view [accessibilityRole]=\"r\"><an-button (tap)=\"x()\"></an-button></an-view>\n"
      + "<an-view><an-button (tap)=\"x()\"></an-button></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name"), [
      "3:11 'an-button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
    ])
  }
  /// A label bound to `null` or `undefined` is no label: the content names the element, or nothing.
  func testALabelBoundToNullIsNone() throws {
    let template = "<an-button [accessibilityLabel]=\"null\" (tap)=\"x()\"></an-button>\n"
      + "<an-button [accessibilityLabel]=\"undefined\" (tap)=\"x()\">Guardar</an-button>\n"
      + "<an-button [accessibilityLabel]=\"label\" (tap)=\"x()\"></an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name"), [
      "1:2 'an-button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
    ])
  }

  /// A label bound to a value with a `null` alternative leaves the content's name in that case:
  /// reported when there is none, naming the alternative.
  func testALabelWithANullAlternativeLeavesTheContentsName() throws {
    let template = """
      <an-button (tap)="save()" [accessibilityLabel]="saved ? 'Guardado' : null"><an-icon src="disk.svg"></an-icon></an-button>
      <an-button (tap)="save()" [accessibilityLabel]="saved ? 'Guardado' : null">Guardar</an-button>
      <an-button (tap)="save()" [accessibilityLabel]="saved ? 'Guardado' : undefined">{{ title }}</an-button>
      <an-button (tap)="save()" [accessibilityLabel]="saved ? 'Guardado' : other"><an-icon src="disk.svg"></an-icon></an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name"), [
      "1:2 'an-button' is a button with no name when its accessibilityLabel is the alternative null: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
    ])
  }
}

extension MissingNameRuleTests {
  /// Angular makes a CDATA section a text node (its content names the button) and drops
  /// `<script>` and `<style>` with their content (which names nothing).
  func testCDATANamesAndScriptOrStyleDoNot() {
    let text = "<an-button (tap)=\"g()\"><![CDATA[Guardar]]></an-button>\n"
      + "<an-button (tap)=\"g()\"><![CDATA[{{ t }}]]></an-button>\n"
      + "<an-button (tap)=\"g()\"><style>Guardar</style></an-button>\n"
      + "<an-button (tap)=\"g()\"><SCRIPT>Guardar</SCRIPT></an-button>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "3:2 'an-button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
      "4:2 'an-button' is a button with no name: screen-reader users hear only its role and Voice Control has nothing to say; add text content or accessibilityLabel",
    ])
  }
}

extension MissingNameRuleTests {
  /// A text field or search field named by a placeholder with nothing readable is told to
  /// replace its placeholder, not "its text".
  func testAnUnreadablePlaceholderIsNamedAsSuch() {
    let template = """
      <an-text-field placeholder="🔍"></an-text-field>
      <an-search-field placeholder="🔍"></an-search-field>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "missing-name"), [
      "1:2 'an-text-field' is a text field whose name '🔍' has nothing readable: icon-font glyphs, symbols and emoji are announced as nothing useful, and Voice Control has nothing to say; replace its placeholder with words, or add an accessibilityLabel that says what it does",
      "2:2 'an-search-field' is a search field whose name '🔍' has nothing readable: icon-font glyphs, symbols and emoji are announced as nothing useful, and Voice Control has nothing to say; replace its placeholder with words, or add an accessibilityLabel that says what it does",
    ])
  }
}

extension MissingNameRuleTests {
  /// Text content with an alternative that shows nothing (`''`, or `null`/`undefined`, which an
  /// interpolation shows as nothing; an ICU case with no text) leaves a control with no label
  /// nameless in that case, inside a child text too. A label names it whatever its content
  /// shows; alternatives that all have words are a name, and so is an empty one beside one the
  /// linter cannot know (`title ?? ''` is empty only when the title is).
  func testContentWithAnAlternativeThatShowsNothing() {
    let template = """
      <an-button (tap)="send()">{{ sending ? '' : 'Enviar' }}</an-button>
      <an-button (tap)="send()"><an-text>{{ sending ? null : 'إرسال' }}</an-text></an-button>
      <an-view accessibilityRole="button" (tap)="send()">{n, plural, =0 {} other {# avisos}}</an-view>
      <an-button (tap)="send()" accessibilityLabel="Enviar">{{ sending ? '' : 'Enviar' }}</an-button>
      <an-button (tap)="send()" [accessibilityLabel]="label">{{ sending ? '' : 'Enviar' }}</an-button>
      <an-button (tap)="send()">{{ sending ? 'Enviando…' : 'Enviar' }}</an-button>
      <an-button (tap)="send()">{{ sending ? sendingText : 'Enviar' }}</an-button>
      <an-button (tap)="send()">Enviar {{ sending ? '' : 'ahora' }}</an-button>
      @if (visible) { <an-button (tap)="send()">{{ sending ? '   ' : 'Enviar' }}</an-button> }
      <an-button (tap)="send()">{{ title ?? '' }}</an-button>
      <an-button (tap)="send()">{{ title ? title : '' }}</an-button>
      <an-button (tap)="send()">{{ count > 0 ? count : '' }}</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: id), [
      "1:2 'an-button' is a button with no name when its text is the alternative that shows nothing: screen-reader users hear only its role and Voice Control has nothing to say; give that alternative words or add accessibilityLabel",
      "2:2 'an-button' is a button with no name when its text is the alternative that shows nothing: screen-reader users hear only its role and Voice Control has nothing to say; give that alternative words or add accessibilityLabel",
      "3:2 'an-view' is a button with no name when its text is the alternative that shows nothing: screen-reader users hear only its role and Voice Control has nothing to say; give that alternative words or add accessibilityLabel",
      "9:18 'an-button' is a button with no name when its text is the alternative that shows nothing: screen-reader users hear only its role and Voice Control has nothing to say; give that alternative words or add accessibilityLabel",
    ])
  }
}
