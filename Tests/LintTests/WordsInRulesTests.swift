import XCTest
@testable import Lint
import TemplateSyntax

/// Word matching as the rules see it (issue 10, points 5 and 7): inflected and variously spelt
/// words in several languages, static and bound labels, inside `@if` blocks and custom
/// components; and messages that ask only for what is missing.
final class WordsInRulesTests: XCTestCase {
  static let stateAdvice = "keep the name constant and put the state in accessibilityValue or accessibilityState"

  // MARK: state-in-label

  func testStateInLabelFindsInflectedAndRespeltWords() {
    let text = """
      <an-switch accessibilityLabel="Luces activadas"></an-switch>
      <an-switch accessibilityLabel="Notificações desativadas"></an-switch>
      <an-button accessibilityLabel="الإشعارات مُفعَّلة" (tap)="t()"></an-button>
      <an-button [accessibilityLabel]="on ? 'Notifications activées' : 'Notifications'" (tap)="t()"></an-button>
      @if (wlan) {
        <app-row>
          <an-switch [accessibilityLabel]="a ? 'WLAN aktiviertes' : 'WLAN ausgeschaltete'"></an-switch>
        </app-row>
      }
      <an-switch accessibilityLabel="Bluetooth attiva"></an-switch>
      <an-button accessibilityLabel="Attiva Bluetooth" (tap)="t()"></an-button>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label"), [
      "1:32 label 'Luces activadas' carries state ('activadas'): \(Self.stateAdvice)",
      "2:32 label 'Notificações desativadas' carries state ('desativadas'): \(Self.stateAdvice)",
      "3:32 label 'الإشعارات مُفعَّلة' carries state ('مُفعَّلة'): \(Self.stateAdvice)",
      "4:34 label changes with the state (alternative 'Notifications activées'): \(Self.stateAdvice)",
      "7:38 label changes with the state (alternatives 'WLAN aktiviertes' and 'WLAN ausgeschaltete'): \(Self.stateAdvice)",
      "10:32 label 'Bluetooth attiva' carries state ('attiva'): \(Self.stateAdvice)",
    ])
  }

  func testStateInLabelOnOffOnlyWhereTheyAreStates() {
    let text = """
      <an-button accessibilityLabel="Log on" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Sign off" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Add-on" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Switch off" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Tap on" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Turn on notifications" (tap)="t()"></an-button>
      <an-switch accessibilityLabel="Sound: on"></an-switch>
      <an-switch [accessibilityLabel]="muted ? 'Sound: off' : 'Sound: on'"></an-switch>
      <an-button [accessibilityLabel]="in ? 'Log off' : 'Log on'" (tap)="t()"></an-button>
      @if (x) { <app-row><an-switch accessibilityLabel="Wi-Fi on"></an-switch></app-row> }
      """
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label"), [
      "7:32 label 'Sound: on' carries state ('on'): \(Self.stateAdvice)",
      "8:34 label changes with the state (alternatives 'Sound: off' and 'Sound: on'): \(Self.stateAdvice)",
      "10:51 label 'Wi-Fi on' carries state ('on'): \(Self.stateAdvice)",
    ])
  }

  func testStateInLabelOnlyInConfiguredLanguages() {
    let text = #"<an-switch accessibilityLabel="Luces activadas"></an-switch><an-switch accessibilityLabel="Luci attivate"></an-switch>"#
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label", config: "languages: [it]"), [
      "1:92 label 'Luci attivate' carries state ('attivate'): \(Self.stateAdvice)",
    ])
  }

  // MARK: checked-state-as-text

  func testCheckedStateAsTextWhenCheckedIsAlreadySet() {
    let duplicates = "the switch's checked state, which accessibilityState already sets, as app text read in the app's language, and the value hides that state; remove accessibilityValue"
    let text = """
      <an-switch accessibilityLabel="Modo avión" accessibilityValue="Activado" [accessibilityState]="{ checked: avion }"></an-switch>
      <an-checkbox accessibilityLabel="Remember me" [accessibilityValue]="r ? 'checked' : 'unchecked'" [accessibilityState]="{ checked: r }"></an-checkbox>
      <an-switch accessibilityLabel="الإشعارات" accessibilityValue="مُفعَّلة" accessibilityState="{ checked: true }"></an-switch>
      @if (s) {
        <app-settings-row>
          <an-switch accessibilityLabel="Notifications" [accessibilityValue]="n ? 'Activées' : 'Désactivées'" [accessibilityState]="{ 'checked': n, disabled: false }"></an-switch>
        </app-settings-row>
      }
      """
    XCTAssertEqual(TestLint.lines(text, rule: "checked-state-as-text"), [
      "1:64 accessibilityValue 'Activado' duplicates \(duplicates)",
      "2:69 the alternatives 'checked' and 'unchecked' of accessibilityValue duplicate the checkbox's checked state, which accessibilityState already sets, as app text read in the app's language, and the value hides that state; remove accessibilityValue",
      "3:63 accessibilityValue 'مُفعَّلة' duplicates \(duplicates)",
      "6:73 the alternatives 'Activées' and 'Désactivées' of accessibilityValue duplicate \(duplicates)",
    ])
  }

  func testCheckedStateAsTextWithoutCheckedAsksForIt() {
    let text = """
      <an-switch accessibilityLabel="WLAN" accessibilityValue="Eingeschaltete" [accessibilityState]="state"></an-switch>
      <an-switch accessibilityLabel="Wi-Fi" accessibilityValue="Ligadas" [accessibilityState]="{ disabled: off }"></an-switch>
      <an-switch accessibilityLabel="Wi-Fi" accessibilityValue="Activado cada hora" [accessibilityState]="{ checked: on }"></an-switch>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "checked-state-as-text"), [
      "1:58 accessibilityValue 'Eingeschaltete' spells the switch's checked state as app text, read in the app's language instead of the user's; remove it and let accessibilityState carry checked",
      "2:59 accessibilityValue 'Ligadas' spells the switch's checked state as app text, read in the app's language instead of the user's; remove it and set [accessibilityState]=\"{ checked: … }\"",
    ])
  }

  // MARK: label-contains-role

  static func roleMessage(_ shown: String, _ word: String, _ rest: String, role: String = "button") -> String {
    "label '\(shown)' names the role (\(role)) that the screen reader already announces, so it is heard twice; drop '\(word)' from the label, leaving '\(rest)'"
  }

  func testLabelContainsRoleSuggestionLeavesNoDanglingSeparator() {
    let text = """
      <an-button accessibilityLabel="Weiter-Schaltfläche" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Botón - Guardar" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Save button" (tap)="t()"></an-button>
      <an-link accessibilityLabel="Enlace a la política de privacidad" (tap)="t()"></an-link>
      <an-button accessibilityLabel="Bouton / Envoyer" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Pulsante: Invia" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Salva  (pulsante)" (tap)="t()"></an-button>
      <an-button accessibilityLabel="زر - إرسال" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Weiter zum Button" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Send the button now" (tap)="t()"></an-button>
      <an-link accessibilityLabel="Lien vers l'aide" (tap)="t()"></an-link>
      <an-button accessibilityLabel="Botón &amp; guardar" (tap)="t()"></an-button>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "label-contains-role"), [
      "1:32 " + Self.roleMessage("Weiter-Schaltfläche", "Schaltfläche", "Weiter"),
      "2:32 " + Self.roleMessage("Botón - Guardar", "botón", "Guardar"),
      "3:32 " + Self.roleMessage("Save button", "button", "Save"),
      "4:30 " + Self.roleMessage("Enlace a la política de privacidad", "enlace", "Política de privacidad", role: "link"),
      "5:32 " + Self.roleMessage("Bouton / Envoyer", "bouton", "Envoyer"),
      "6:32 " + Self.roleMessage("Pulsante: Invia", "pulsante", "Invia"),
      "7:32 " + Self.roleMessage("Salva  (pulsante)", "pulsante", "Salva"),
      "8:32 " + Self.roleMessage("زر - إرسال", "زر", "إرسال"),
      "9:32 " + Self.roleMessage("Weiter zum Button", "button", "Weiter"),
      "10:32 " + Self.roleMessage("Send the button now", "button", "Send now"),
      "11:30 " + Self.roleMessage("Lien vers l'aide", "lien", "Aide", role: "link"),
      "12:32 " + Self.roleMessage("Botón & guardar", "botón", "Guardar"),
    ])
  }

  func testLabelContainsRoleSuggestionIsAnEditorFixOnlyForPlainStaticLabels() {
    let text = #"<an-button accessibilityLabel="Botón - Guardar" (tap)="t()"></an-button><an-button accessibilityLabel="Botón &amp; guardar" (tap)="t()"></an-button>"#
    let findings = TestLint.findings(text, rule: "label-contains-role")
    XCTAssertEqual(findings.count, 2)
    XCTAssertEqual(findings[0].fix, Fix(description: "remove the role word: 'Guardar'",
                                        edits: [TextEdit(range: ByteRange(31, 47), replacement: "Guardar")], applicability: .suggestion))
    XCTAssertNil(findings[1].fix)
  }

  func testLabelContainsRoleInBoundAlternativesBlocksAndComponents() {
    let text = """
      @if (x) {
        <app-toolbar>
          <an-button [accessibilityLabel]="fav ? 'Quitar de favoritos' : 'Botón — Añadir'" (tap)="t()"></an-button>
        </app-toolbar>
      }
      <an-button [accessibilityLabel]="a ? 'Speichern-Button' : 'Löschen-Schaltflächen'" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Button" (tap)="t()"></an-button>
      <an-button accessibilityLabel="Botões de envio" (tap)="t()"></an-button>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "label-contains-role"), [
      "3:38 label alternative 'Botón — Añadir' names the role (button) that the screen reader already announces, so it is heard twice; drop 'botón' from the label ('Botón — Añadir' → 'Añadir')",
      "6:34 label alternatives 'Speichern-Button' and 'Löschen-Schaltflächen' name the role (button) that the screen reader already announces, so it is heard twice; drop 'button' and 'schaltflächen' from the label ('Speichern-Button' → 'Speichern', 'Löschen-Schaltflächen' → 'Löschen')",
      "7:32 label 'Button' names the role (button) that the screen reader already announces, so it is heard twice; drop 'button' from the label",
      "8:32 " + Self.roleMessage("Botões de envio", "botões", "Envio"),
    ])
  }

  func testRemovingKeepsTheRestIntact() {
    func without(_ word: String, _ text: String) -> String? {
      guard let r = text.range(of: word) else { return nil }
      return LabelContainsRoleRule.removing(r, from: text)
    }
    XCTAssertEqual(without("Schaltfläche", "Weiter-Schaltfläche"), "Weiter")
    XCTAssertEqual(without("Botón", "Botón - Guardar"), "Guardar")
    XCTAssertEqual(without("button", "Save button"), "Save")
    XCTAssertEqual(without("button", "Save (beta) button"), "Save (beta)")
    XCTAssertEqual(without("icon", "Share icon | Menu"), "Share Menu")
    XCTAssertEqual(without("button", "Big  Save  button  now"), "Big Save now")
    XCTAssertEqual(without("Link", "Hilfe\u{00A0}– Link"), "Hilfe")
    XCTAssertEqual(without("Button", "Button"), nil)
    XCTAssertEqual(without("Button", " - Button / "), nil)
  }

  // MARK: modal-without-escape

  func testEveryLanguageClosesModalsWithTheSameWords() {
    let words: [String: [String]] = [
      "es": ["Aceptar", "OK", "Listo", "Cancelar", "Cerrar", "Descartar", "Atrás"],
      "en": ["Accept", "OK", "Done", "Cancel", "Close", "Dismiss", "Back"],
      "ar": ["موافق", "OK", "تم", "إلغاء", "إغلاق", "تجاهل", "رجوع"],
      "fr": ["Accepter", "OK", "Terminé", "Annuler", "Fermer", "Ignorer", "Retour"],
      "de": ["Akzeptieren", "OK", "Fertig", "Abbrechen", "Schließen", "Verwerfen", "Zurück"],
      "pt": ["Aceitar", "OK", "Pronto", "Cancelar", "Fechar", "Dispensar", "Voltar"],
      "it": ["Accetta", "OK", "Fatto", "Annulla", "Chiudi", "Ignora", "Indietro"],
    ]
    for (language, list) in words {
      for word in list {
        let text = "<an-modal title=\"T\">@if (x) { <app-footer><an-button (tap)=\"c()\">\(word)</an-button></app-footer> }</an-modal>"
        XCTAssertEqual(TestLint.lines(text, rule: "modal-without-escape", config: "languages: [\(language)]"), [], "\(language): \(word)")
      }
      let silent = "<an-sheet title=\"T\"><an-button accessibilityLabel=\"Enviar\" (tap)=\"c()\"></an-button></an-sheet>"
      XCTAssertEqual(TestLint.lines(silent, rule: "modal-without-escape", config: "languages: [\(language)]").count, 1, language)
    }
  }

  // MARK: duplicate-prop

  func testDuplicatePropNamesTheColumnOnTheSameLine() {
    let text = "<an-view accessibilityLabel=\"A\" accessibilityRole=\"header\" [accessibilityLabel]=\"'B'\">x</an-view>\n<an-view\n  accessibilityLabel=\"A\" [accessibilityLabel]=\"'B'\"\n  bind-accessibilityLabel=\"c\">x</an-view>"
    XCTAssertEqual(TestLint.lines(text, rule: "duplicate-prop"), [
      "1:60 accessibilityLabel is already set on this element (line 1, column 10): the host publishes only one of them; keep one accessibilityLabel",
      "3:26 accessibilityLabel is already set on this element (line 3, column 3): the host publishes only one of them; keep one accessibilityLabel",
      "4:3 accessibilityLabel is already set on this element (line 3): the host publishes only one of them; keep one accessibilityLabel",
    ])
  }

  // MARK: adjustable-without-actions

  func testAdjustableOnWatchOSAsksOnlyForWhatIsMissing() {
    let text = """
      <an-view accessibilityRole="slider" accessibilityLabel="Volumen" [accessibilityValue]="v" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Zoom" accessibilityValue="100 %" (accessibilityIncrement)="zoomIn()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Brillo" on-accessibilityIncrement="up()" on-accessibilityDecrement="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Tempo" accessibilityValue=" " (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>
      <an-view accessibilityRole="slider" accessibilityLabel="Ritmo" [accessibilityValue]="''" (accessibilityDecrement)="down()"></an-view>
      """
    let tail = "screen-reader users adjust it by swiping up and down and hear its value"
    let expected = [
      "2:2 'an-view' has role 'slider' but lacks an (accessibilityDecrement) handler: \(tail); add it, or use an-slider",
      "3:2 'an-view' has role 'slider' but lacks an accessibilityValue: \(tail); add it, or use an-slider",
      "4:2 'an-view' has role 'slider' but its accessibilityValue is empty: \(tail); put the current setting in it, or use an-slider",
      "5:2 'an-view' has role 'slider' but lacks an (accessibilityIncrement) handler and its accessibilityValue is empty: \(tail); add it and put the current setting in the value, or use an-slider",
    ]
    XCTAssertEqual(TestLint.lines(text, rule: "adjustable-without-actions", config: "platforms: [watchos]"), expected)
    XCTAssertEqual(TestLint.lines(text, rule: "adjustable-without-actions"), expected)
  }
}

/// The same words on custom components mapped to primitives in `.linter.yml`.
final class WordsOnComponentsTests: XCTestCase {
  let config = "components:\n  app-toggle: an-switch\n  app-action: an-button\n  app-sheet: an-sheet"

  func testStateAndRoleWordsOnMappedComponents() {
    let text = """
      <app-toggle accessibilityLabel="Luces activadas"></app-toggle>
      <app-toggle [accessibilityLabel]="on ? 'Wi-Fi on' : 'Wi-Fi off'"></app-toggle>
      <app-action accessibilityLabel="Log on" (tap)="logOn()"></app-action>
      <app-action accessibilityLabel="Schaltfläche: Weiter" (tap)="next()"></app-action>
      <app-toggle accessibilityLabel="Notifiche" accessibilityValue="Attivate" [accessibilityState]="{ checked: on }"></app-toggle>
      """
    XCTAssertEqual(TestLint.lines(text, rule: "state-in-label", config: config), [
      "1:33 label 'Luces activadas' carries state ('activadas'): \(WordsInRulesTests.stateAdvice)",
      "2:35 label changes with the state (alternatives 'Wi-Fi on' and 'Wi-Fi off'): \(WordsInRulesTests.stateAdvice)",
    ])
    XCTAssertEqual(TestLint.lines(text, rule: "label-contains-role", config: config), [
      "4:33 " + WordsInRulesTests.roleMessage("Schaltfläche: Weiter", "Schaltfläche", "Weiter"),
    ])
    XCTAssertEqual(TestLint.lines(text, rule: "checked-state-as-text", config: config), [
      "5:64 accessibilityValue 'Attivate' duplicates the switch's checked state, which accessibilityState already sets, as app text read in the app's language, and the value hides that state; remove accessibilityValue",
    ])
  }

  func testCloseWordsInMappedModal() {
    let text = "<app-sheet title=\"Partager\"><app-action (tap)=\"c()\">Fermer</app-action></app-sheet>\n<app-sheet title=\"Teilen\"><app-action (tap)=\"c()\">Senden</app-action></app-sheet>"
    XCTAssertEqual(TestLint.lines(text, rule: "modal-without-escape", config: config), [
      "2:2 modal layer 'app-sheet' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"",
    ])
  }
}
