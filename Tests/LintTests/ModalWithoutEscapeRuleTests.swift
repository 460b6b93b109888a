import XCTest
@testable import Lint

/// Exact findings of `modal-without-escape` (messages included).
final class ModalWithoutEscapeRuleTests: XCTestCase {
  func testCase1() throws {
    let template = "<an-modal title=\"Filtros\">\n  <an-button (tap)=\"aplicar()\">Aplicar</an-button>\n</an-modal>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [
      "1:2 modal layer 'an-modal' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"",
    ])
  }
  func testCase2() throws {
    let template = "<an-sheet title=\"Teilen\">\n  <an-button (tap)=\"close()\">Schließen</an-button>\n</an-sheet>\n<an-dialog title=\"X\" (accessibilityEscape)=\"c()\"></an-dialog>\n<an-view [accessibilityViewIsModal]=\"false\"></an-view>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [])
  }
  func testCase3() throws {
    let template = "<an-sheet title=\"Teilen\">\n  <an-button (tap)=\"close()\">Schließen</an-button>\n</an-sheet>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape", config: "languages: [es, en]\n"), [
      "1:2 modal layer 'an-sheet' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"",
    ])
  }
  func testCase4() throws {
    let template = "<an-dialog title=\"Borrar\">\n  <an-button (tap)=\"c()\">{{ closeText }}</an-button>\n</an-dialog>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [])
  }
  /// Content the template does not show may hold the close control.
  func testUnknownContentMayHoldTheCloseControl() throws {
    let template = "<an-modal title=\"A\"><ng-content></ng-content></an-modal>\n"
      + "<an-modal title=\"B\"><app-close-button (tap)=\"c()\"></app-close-button></an-modal>\n"
      + "<an-modal title=\"C\"><ng-container *ngTemplateOutlet=\"actions\"></ng-container></an-modal>\n"
      + "<an-modal title=\"D\">{n, plural, =1 {<an-button (tap)=\"c()\">Cerrar</an-button>} other {x}}</an-modal>\n"
      + "<an-modal title=\"E\"><an-text>Hola</an-text></an-modal>"
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [
      "5:2 modal layer 'an-modal' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\"",
    ])
  }

  /// A close control counts for its nearest layer only; a close word that ends a session or
  /// an account is no way out.
  func testNestedLayersAndSessionWords() throws {
    let template = """
      <an-sheet accessibilityLabel="Cuenta"><an-button (tap)="logout()">Cerrar sesión</an-button></an-sheet>
      <an-sheet accessibilityLabel="Editar dirección">
        @if (confirming) {
          <an-dialog title="¿Eliminar?" (accessibilityEscape)="confirming = false"><an-button (tap)="confirming = false">Cancelar</an-button></an-dialog>
        }
      </an-sheet>
      <an-sheet accessibilityLabel="Ajustes"><an-dialog title="Aviso"><an-button (tap)="ok()">Aceptar</an-button></an-dialog><an-button (tap)="close()">Close</an-button></an-sheet>
      """
    let message = "has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\""
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [
      "1:2 modal layer 'an-sheet' \(message)",
      "2:2 modal layer 'an-sheet' \(message)",
    ])
  }
}

extension ModalWithoutEscapeRuleTests {
  /// A control that navigates (`routerLink`, `href`) closes a modal route; "Not now", "Got
  /// it", "Decline", "Skip" and their translations are ways out; "Passer la commande" is not.
  func testNavigatingControlsAndMoreWaysOut() throws {
    let template = """
      <an-modal title="Foto"><an-link [routerLink]="[{ outlets: { modal: null } }]">Cerrar</an-link></an-modal>
      <an-modal title="Ayuda"><an-button routerLink="..">{{ 'common.back' | translate }}</an-button></an-modal>
      <an-dialog title="A"><an-button (tap)="l()">Not now</an-button></an-dialog>
      <an-dialog title="B"><an-button (tap)="l()">Ahora no</an-button></an-dialog>
      <an-dialog title="C"><an-button (tap)="l()">Ho capito</an-button></an-dialog>
      <an-sheet title="D"><an-button (tap)="l()">Überspringen</an-button></an-sheet>
      <an-dialog title="E"><an-button (tap)="l()">رفض</an-button></an-dialog>
      <an-dialog title="F"><an-button (tap)="buy()">Passer la commande</an-button></an-dialog>
      <an-modal title="G"><an-link routerLink="/next">Siguiente</an-link></an-modal>
      """
    let message = "modal layer 'an-dialog' has no way out without sight: add (accessibilityEscape)=\"…\" that closes it (the escape gesture, Android Back), and a close control such as an an-button named \"Close\""
    XCTAssertEqual(TestLint.lines(template, rule: "modal-without-escape"), [
      "8:2 \(message)",
      "9:2 \(message.replacingOccurrences(of: "'an-dialog'", with: "'an-modal'"))",
    ])
  }
}
