import XCTest
@testable import Lint

final class StateInLabelRuleTests: XCTestCase {
  let id = "state-in-label"

  func test_state1() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Favorito activado\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:32 label 'Favorito activado' carries state ('activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state2() {
    XCTAssertEqual(TestLint.lines("<an-switch accessibilityLabel=\"Wi-Fi on\"></an-switch>", rule: id), [
      "1:32 label 'Wi-Fi on' carries state ('on'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state3() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"الإشعارات مفعلة\" (tap)=\"alerts()\"></an-button>", rule: id), [
      "1:32 label 'الإشعارات مفعلة' carries state ('مفعلة'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state4() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"isFav ? 'Favorito activado' : 'Favorito'\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:34 label changes with the state (alternative 'Favorito activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state5() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"'Favorito ' + (isFav ? 'sí' : 'no')\" [accessibilityState]=\"{ selected: isFav }\" (tap)=\"fav()\"></an-button>", rule: id), [
      "1:34 label is built from 'isFav', which also drives accessibilityState (selected), so it changes with the state: keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state6() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"applied ? 'تصفية مطبقة' : 'تصفية'\" (tap)=\"filter()\"></an-button>", rule: id), [
      "1:34 label changes with the state (alternative 'تصفية مطبقة'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func test_state7() {
    XCTAssertEqual(TestLint.lines("<an-button accessibilityLabel=\"Turn on notifications\" (tap)=\"on()\"></an-button>", rule: id), [])
  }

  func testLongerDescriptionIsNotAState() {
    let text = "<an-button [accessibilityLabel]=\"open ? 'Carrito' : 'Carrito con todo lo que guardaste'\" (tap)=\"c()\"></an-button>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
  }

  func testStaticInterpolationSharedWithValue() {
    let text = "<an-slider accessibilityLabel=\"Volumen {{ volume }}\" [accessibilityValue]=\"volume + ' por ciento'\"></an-slider>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:32 label is built from 'volume', which also drives accessibilityValue, so it changes with the state: keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func testInterpolatedTernaryNamesEachAlternative() {
    let text = "<an-switch accessibilityLabel=\"Bluetooth {{ isOn ? 'on' : 'off' }}\"></an-switch>"
    XCTAssertEqual(TestLint.lines(text, rule: id), [
      "1:32 label changes with the state (alternatives 'Bluetooth on' and 'Bluetooth off'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  func testDynamicLabelIsSilent() {
    XCTAssertEqual(TestLint.lines("<an-button [accessibilityLabel]=\"title\" [accessibilityValue]=\"title\" (tap)=\"o()\"></an-button>", rule: id), [])
  }
  /// Another language's state word spelled as an English trailing state ("activé" folds to
  /// "active") is read as one: not before another word, not after a verb it makes an action with.
  func testAnotherLanguagesSpellingOfATrailingStateIsReadAsOne() throws {
    let labels = ["Active filters", "Make active", "Stay Active", "Mode activé", "Filtro active", "Log on"]
    let template = labels.map { "<an-button accessibilityLabel=\"\($0)\" (tap)=\"f()\"></an-button>" }.joined(separator: "\n")
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "4:32 label 'Mode activé' carries state ('activé'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "5:32 label 'Filtro active' carries state ('active'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }
  /// An ICU message's cases are alternatives of the text: state words are read in each; cases
  /// that add a word are a number or a category, not a state.
  func testTheCasesOfAnICUMessageAreReadOneByOne() throws {
    let template = "<an-button (tap)=\"t()\">{on, select, true {Wi-Fi on} other {Wi-Fi}}</an-button>\n"
      + "<an-button (tap)=\"t()\">{n, plural, =1 {Guardar} other {Guardar todo}}</an-button>\n"
      + "<an-button (tap)=\"t()\">{n, plural, =1 {Favorito activado} other {{{n}} favoritos}}</an-button>"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:24 text changes with the state (alternative 'Wi-Fi on'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "3:24 text 'Favorito activado' carries state ('activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  /// A state word right after a preposition of any language names a thing or a mode, not a
  /// state; Italian "acceso" (Spanish "access") is a state only where a trailing state is.
  /// The same in content, in ternaries and inside blocks and components.
  func testAStateWordAfterAPrepositionIsANoun() throws {
    let template = """
      <an-button accessibilityLabel="Tiempo de encendido" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Control de acceso" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Acceso denegado" (tap)="f()"></an-button>
      <an-button accessibilityLabel="من الممكن" (tap)="f()"></an-button>
      @if (x) { <app-card><an-button (tap)="f()">Temps d'attente du mode activé</an-button></app-card> }
      <an-button [accessibilityLabel]="on ? 'Luz de encendido' : 'Luz de apagado'" (tap)="f()"></an-button>
      <an-switch accessibilityLabel="Wi-Fi acceso"></an-switch>
      <an-switch accessibilityLabel="Luz del salón encendida"></an-switch>
      <an-switch accessibilityLabel="Wi-Fi for guests enabled"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "5:44 text 'Temps d'attente du mode activé' carries state ('activé'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "8:32 label 'Luz del salón encendida' carries state ('encendida'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "9:32 label 'Wi-Fi for guests enabled' carries state ('enabled'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  /// Italian "acceso" is Spanish "access": read only while Spanish is off.
  func testAccesoIsAStateOnlyWithoutSpanish() throws {
    let template = """
      <an-switch accessibilityLabel="Wi-Fi acceso"></an-switch>
      <an-button accessibilityLabel="Solicitar acceso" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Acceso denegado" (tap)="f()"></an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [])
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label", config: "languages: [it]"), [
      "1:32 label 'Wi-Fi acceso' carries state ('acceso'): \(advice)",
      "2:32 label 'Solicitar acceso' carries state ('acceso'): \(advice)",
    ])
  }

  /// The words that count only as the last word: not after a number, not when the text begins
  /// with a verb they make a phrasal verb with, not after a verb of staying in any language;
  /// words added before an alternative make an action, not a state.
  func testTrailingWordsThatAreNotAState() throws {
    let template = """
      <an-button accessibilityLabel="Get 20% off" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Turn Wi-Fi on" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Switch dark mode off" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Mantente activo" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Bleib aktiv" (tap)="f()"></an-button>
      <an-button [accessibilityLabel]="full ? 'Exit full screen' : 'Full screen'" (tap)="f()"></an-button>
      <an-button [accessibilityLabel]="again ? 'Volver a reproducir' : 'Reproducir'" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Cuenta activa" (tap)="f()"></an-button>
      <an-switch accessibilityLabel="Dark mode on"></an-switch>
      <an-button [accessibilityLabel]="f ? 'Favorito marcado' : 'Favorito'" (tap)="f()"></an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "8:32 label 'Cuenta activa' carries state ('activa'): \(advice)",
      "9:32 label 'Dark mode on' carries state ('on'): \(advice)",
      "10:34 label changes with the state (alternative 'Favorito marcado'): \(advice)",
    ])
  }

  /// A control's content that is one `@if … @else` (or a `@switch` with a `@default`) of
  /// known text is read branch by branch (an element there says its label or its text); an
  /// `@if` alone, or a branch holding an interpolation, is not known.
  func testTheBranchesOfAnIfElseAreReadOneByOne() throws {
    let template = """
      <an-button (tap)="t()">@if (fav) { Favorito activado } @else { Favorito }</an-button>
      <app-row><an-button (tap)="t()">Wi-Fi @switch (s) { @case ('a') { on } @default { off } }</an-button></app-row>
      <an-button (tap)="t()">@if (fav) { Favorito activado }</an-button>
      <an-button (tap)="t()">@if (fav) { Quitar de favoritos } @else { Añadir a favoritos }</an-button>
      <an-button (tap)="t()">@if (fav) { <an-image src="a.png" accessibilityLabel="Favorito"></an-image> } @else { Favorito activado }</an-button>
      <an-button (tap)="t()">@if (fav) { {{ n }} activado } @else { Favorito }</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:36 text changes with the state (alternative 'Favorito activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "2:33 text changes with the state (alternatives 'Wi-Fi on' and 'Wi-Fi off'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "5:37 text changes with the state (alternative 'Favorito activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }

  /// Text around one interpolation of literal alternatives is read alternative by alternative;
  /// an opaque interpolation, or two, is not known.
  func testTheAlternativesOfAnInterpolatedTernaryAreReadOneByOne() throws {
    let template = """
      <an-button (tap)="t()">{{ on ? 'Wi-Fi on' : 'Wi-Fi off' }}</an-button>
      @if (x) { <app-row><an-button (tap)="t()">Favorito {{ fav ? 'activado' : 'desactivado' }}</an-button></app-row> }
      <an-button (tap)="t()">{{ fav ? 'Quitar de favoritos' : 'Añadir a favoritos' }}</an-button>
      <an-button (tap)="t()">{{ item.title }}</an-button>
      <an-button (tap)="t()">{{ a }} {{ on ? 'on' : 'off' }}</an-button>
      <an-button (tap)="t()">{{ label ?? 'Favorito activado' }}</an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:24 text changes with the state (alternatives 'Wi-Fi on' and 'Wi-Fi off'): \(advice)",
      "2:43 text changes with the state (alternatives 'Favorito activado' and 'Favorito desactivado'): \(advice)",
      "6:24 text 'Favorito activado' carries state ('activado'): \(advice)",
    ])
  }

  /// A state word in a label that begins with the verb of a bulk action is what the action
  /// acts on ("Delete selected", "Eliminar seleccionados"), in any language; a verb that is
  /// also a feature's name ("Sync", "View", "Edit") does not count.
  func testAStateWordAfterAnActionVerbIsItsObject() throws {
    let template = """
      <an-button (tap)="t()">Delete selected</an-button>
      <an-button (tap)="t()">Mark as checked</an-button>
      <an-button (tap)="t()" [accessibilityLabel]="'Eliminar seleccionados'"></an-button>
      @for (x of xs; track x) { <an-button (tap)="t()">Supprimer les éléments sélectionnés</an-button> }
      <app-bar><an-button (tap)="t()">Elimina selezionati</an-button></app-bar>
      <an-button (tap)="t()">Sync enabled</an-button>
      <an-button (tap)="t()">View expanded</an-button>
      <an-button (tap)="t()">Favoritos seleccionados</an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "6:24 text 'Sync enabled' carries state ('enabled'): \(advice)",
      "7:24 text 'View expanded' carries state ('expanded'): \(advice)",
      "8:24 text 'Favoritos seleccionados' carries state ('seleccionados'): \(advice)",
    ])
  }

  /// An English state word right before the word it qualifies names a thing ("Selected
  /// items", "Disabled accounts"); before punctuation, a number, a preposition or a
  /// conjunction, or at the end, it is the element's state.
  func testAnEnglishStateWordBeforeItsNounNamesAThing() throws {
    let template = """
      <an-button (tap)="t()">Selected items</an-button>
      <an-button (tap)="t()" accessibilityLabel="Disabled accounts"></an-button>
      <an-button (tap)="t()">Bluetooth enabled devices</an-button>
      <an-button (tap)="t()">Selected: Blue</an-button>
      <an-button (tap)="t()">Selected, 2 of 5</an-button>
      <an-button (tap)="t()">Notifications enabled for this chat</an-button>
      <an-button (tap)="t()">Location enabled while using the app</an-button>
      <an-button (tap)="t()">Selected 3 items</an-button>
      <an-button (tap)="t()">Item selected</an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "4:24 text 'Selected: Blue' carries state ('Selected'): \(advice)",
      "5:24 text 'Selected, 2 of 5' carries state ('Selected'): \(advice)",
      "6:24 text 'Notifications enabled for this chat' carries state ('enabled'): \(advice)",
      "7:24 text 'Location enabled while using the app' carries state ('enabled'): \(advice)",
      "8:24 text 'Selected 3 items' carries state ('Selected'): \(advice)",
      "9:24 text 'Item selected' carries state ('selected'): \(advice)",
    ])
  }

  /// `*ngIf … else` with its `<ng-template>`, and `[ngSwitch]` cases with a default, are read
  /// branch by branch as `@if … @else` is (the cases were read as one joined text); without a
  /// default the switch may show nothing and is not known.
  func testTheBranchesOfADirectiveAreReadOneByOne() throws {
    let template = """
      <an-button (tap)="t()"><ng-container *ngIf="fav; else no">Favorito activado</ng-container><ng-template #no>Favorito</ng-template></an-button>
      <an-button (tap)="t()" [ngSwitch]="s"><an-text *ngSwitchCase="'a'">Wi-Fi on</an-text><an-text *ngSwitchDefault>Wi-Fi off</an-text></an-button>
      <an-button (tap)="t()" [ngSwitch]="s"><an-text *ngSwitchCase="'a'">Wi-Fi</an-text><an-text *ngSwitchCase="'b'">activado</an-text></an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:59 text changes with the state (alternative 'Favorito activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
      "2:68 text changes with the state (alternatives 'Wi-Fi on' and 'Wi-Fi off'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }
}

extension StateInLabelRuleTests {
  /// A state word right after an article or a possessive is a noun, the thing the label names
  /// ("Mis activos": my assets); an Arabic state adjective after a noun without the article, or
  /// taking the article itself, qualifies that noun («بحث موسع»: advanced search). A state
  /// said of a definite noun or of a name in another script is still one.
  func testAStateWordAfterADeterminerOrQualifyingAnArabicNounIsNotAState() throws {
    let template = """
      <an-button accessibilityLabel="بحث موسع" (tap)="s()"></an-button>
      <an-button accessibilityLabel="اختر تاريخ محدد" (tap)="s()"></an-button>
      <an-button accessibilityLabel="الوضع المفعل" (tap)="s()"></an-button>
      <an-button accessibilityLabel="ملف غير محدد" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Mis activos" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Mes actifs" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Ver los seleccionados" (tap)="s()"></an-button>
      <an-button accessibilityLabel="I miei attivi" (tap)="s()"></an-button>
      <an-button accessibilityLabel="الإشعارات مفعلة" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Wi-Fi مفعل" (tap)="s()"></an-button>
      <an-button accessibilityLabel="الملف غير محدد" (tap)="s()"></an-button>
      <an-button accessibilityLabel="بالوضع مفعل" (tap)="s()"></an-button>
      <an-button accessibilityLabel="الجهاز قيد التشغيل" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Cuenta activa" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Luces activadas" (tap)="s()"></an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "9:32 label 'الإشعارات مفعلة' carries state ('مفعلة'): \(advice)",
      "10:32 label 'Wi-Fi مفعل' carries state ('مفعل'): \(advice)",
      "11:32 label 'الملف غير محدد' carries state ('غير محدد'): \(advice)",
      "12:32 label 'بالوضع مفعل' carries state ('مفعل'): \(advice)",
      "13:32 label 'الجهاز قيد التشغيل' carries state ('قيد التشغيل'): \(advice)",
      "14:32 label 'Cuenta activa' carries state ('activa'): \(advice)",
      "15:32 label 'Luces activadas' carries state ('activadas'): \(advice)",
    ])
  }
}

extension StateInLabelRuleTests {
  /// An element under a structural directive with no `else` (`*ngIf="fav"`, `*ngFor`) may not
  /// show, as an `@if` with no `@else` may not: its text is no fixed part of the name ("Favorito
  /// activado" was read as the whole label while `isFav` is false too).
  func testAnNgIfWithNoElseIsNotAFixedPartOfTheName() throws {
    let template = """
      <an-button (tap)="t()">Favorito <an-text *ngIf="isFav">activado</an-text></an-button>
      <an-button (tap)="t()">Favorito @if (isFav) { <an-text>activado</an-text> }</an-button>
      <an-button (tap)="t()">Wi-Fi<ng-container *ngIf="on"> on</ng-container></an-button>
      <an-button (tap)="t()">Wi-Fi<ng-container *ngFor="let x of xs"> on</ng-container></an-button>
      <an-button (tap)="t()">Favorito activado</an-button>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "5:24 text 'Favorito activado' carries state ('activado'): keep the name constant and put the state in accessibilityValue or accessibilityState",
    ])
  }
}

extension StateInLabelRuleTests {
  /// A possessive makes the word after it a noun only where it cannot be a noun itself: German
  /// "Ton" and French "son", "ton" (sound, tone) are nouns while their language is on, and "son"
  /// after an article is one whatever the languages ("Le son activé").
  func testADeterminerThatIsANounDoesNotHideTheState() throws {
    let template = """
      <an-switch accessibilityLabel="Ton aktiviert"></an-switch>
      <an-switch accessibilityLabel="Der Ton ausgeschaltet"></an-switch>
      <an-switch accessibilityLabel="Le son activé"></an-switch>
      <an-switch accessibilityLabel="Son désactivé"></an-switch>
      <an-button accessibilityLabel="Mes actifs" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Mis activos" (tap)="s()"></an-button>
      <an-button accessibilityLabel="Ver los seleccionados" (tap)="s()"></an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:32 label 'Ton aktiviert' carries state ('aktiviert'): \(advice)",
      "2:32 label 'Der Ton ausgeschaltet' carries state ('ausgeschaltet'): \(advice)",
      "3:32 label 'Le son activé' carries state ('activé'): \(advice)",
      "4:32 label 'Son désactivé' carries state ('désactivé'): \(advice)",
    ])
    // Without German, "Ton" is French "ton" (your), and French is off here: "aktiviert" is not
    // read either; with German alone, "Ton" is a noun.
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label", config: "languages: [de]"), [
      "1:32 label 'Ton aktiviert' carries state ('aktiviert'): \(advice)",
      "2:32 label 'Der Ton ausgeschaltet' carries state ('ausgeschaltet'): \(advice)",
    ])
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label", config: "languages: [fr]"), [
      "3:32 label 'Le son activé' carries state ('activé'): \(advice)",
      "4:32 label 'Son désactivé' carries state ('désactivé'): \(advice)",
    ])
    // With English alone "son" is no noun of a language that is on, but after "le" it is one.
    XCTAssertEqual(TestLint.lines("<an-switch accessibilityLabel=\"Le son activé\"></an-switch><an-switch accessibilityLabel=\"Son activé\"></an-switch>",
                                  rule: "state-in-label", config: "languages: [en]"), [
      "1:32 label 'Le son activé' carries state ('activé'): \(advice)",
    ])
  }
}

extension StateInLabelRuleTests {
  /// German "ein", "aus", "an" are read as English "on" and "off" are: a state as the last word
  /// after a noun ("WLAN aus", "Bluetooth: ein"); not the particle of a separable verb (after
  /// a pronoun, or in a text that begins with such a verb), not after a number, an article or
  /// a preposition ("Von hier aus", "Jour de l'an"), and never the article before a word.
  func testGermanEinAusAnAreTrailingStates() throws {
    let template = """
      <an-switch accessibilityLabel="WLAN aus"></an-switch>
      <an-switch accessibilityLabel="Bluetooth: ein"></an-switch>
      <an-switch accessibilityLabel="Licht an"></an-switch>
      <an-button accessibilityLabel="Schalte WLAN aus" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Melden Sie sich an" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Probier es aus" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Geben Sie Ihr Passwort ein" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Wähle eine Farbe aus" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Ein Konto erstellen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Aus der Liste entfernen" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Von hier aus" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Jour de l'an" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Abo für 1 an" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Ausgewählte Produkte" (tap)="f()"></an-button>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    let expected = [
      "1:32 label 'WLAN aus' carries state ('aus'): \(advice)",
      "2:32 label 'Bluetooth: ein' carries state ('ein'): \(advice)",
      "3:32 label 'Licht an' carries state ('an'): \(advice)",
    ]
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), expected)
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label", config: "languages: [de]"), expected)
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label", config: "languages: [en, es]"), [])
  }
}

extension StateInLabelRuleTests {
  /// The finding quotes the state word as the label writes it: its case, accents and
  /// diacritics, not the list's spelling.
  func testTheWordIsQuotedAsWritten() throws {
    let template = """
      <an-switch accessibilityLabel="Wi-Fi activé"></an-switch>
      <an-switch accessibilityLabel="الإشعارات مُفعَّلة"></an-switch>
      <an-switch accessibilityLabel="Notifications Activées"></an-switch>
      <an-switch accessibilityLabel="Bluetooth ON"></an-switch>
      <an-switch accessibilityLabel="Wi-Fi Not Selected"></an-switch>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "1:32 label 'Wi-Fi activé' carries state ('activé'): \(advice)",
      "2:32 label 'الإشعارات مُفعَّلة' carries state ('مُفعَّلة'): \(advice)",
      "3:32 label 'Notifications Activées' carries state ('Activées'): \(advice)",
      "4:32 label 'Bluetooth ON' carries state ('ON'): \(advice)",
      "5:32 label 'Wi-Fi Not Selected' carries state ('Not Selected'): \(advice)",
    ])
  }
}

extension StateInLabelRuleTests {
  /// "Off" right after a stretch of time is leave, a thing the label names: "Request a day
  /// off", "Time off", "Days off" are silent; "Wi-Fi off", "Alarm off" carry state.
  func testOffAfterAStretchOfTimeIsLeave() throws {
    let template = """
      <an-button accessibilityLabel="Request a day off" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Time off" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Days off" (tap)="f()"></an-button>
      <an-switch accessibilityLabel="Alarm off"></an-switch>
      <an-switch accessibilityLabel="Daytime mode off"></an-switch>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "4:32 label 'Alarm off' carries state ('off'): \(advice)",
      "5:32 label 'Daytime mode off' carries state ('off'): \(advice)",
    ])
  }
}

extension StateInLabelRuleTests {
  /// After a French demonstrative or a form said only before a noun ("nouvel", "bel",
  /// "vieil"), the next word is a noun: "Nouvel an" is New Year, not German "on".
  func testAWordAfterAFrenchPrenominalFormIsANoun() throws {
    let template = """
      <an-button (tap)="f()">Nouvel an</an-button>
      <an-button (tap)="f()">Bonne année et bon nouvel an</an-button>
      <an-button accessibilityLabel="Cet an" (tap)="f()"></an-button>
      <an-button accessibilityLabel="Ces actifs" (tap)="f()"></an-button>
      <an-switch accessibilityLabel="Licht an"></an-switch>
      <an-switch accessibilityLabel="Nouvel écran activé"></an-switch>
      """
    let advice = "keep the name constant and put the state in accessibilityValue or accessibilityState"
    XCTAssertEqual(TestLint.lines(template, rule: "state-in-label"), [
      "5:32 label 'Licht an' carries state ('an'): \(advice)",
      "6:32 label 'Nouvel écran activé' carries state ('activé'): \(advice)",
    ])
  }
}
