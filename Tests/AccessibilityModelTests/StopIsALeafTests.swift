import AccessibilityModel
import XCTest

/// A stop is a leaf: what is inside a stop is part of it, never a stop of its own.
final class StopIsALeafTests: XCTestCase {
  func testTheIconInsideALabelledButtonIsNoStop() {
    let m = Model(#"<an-button accessibilityLabel="Guardar" (tap)="save()"><an-icon src="disk.png"></an-icon></an-button>"#)
    XCTAssertEqual(m.stops, ["an-button"])
    let icon = m.one("an-icon")
    XCTAssertFalse(icon.isStop)
    XCTAssertEqual(icon.containingStop, m.one("an-button").index)
    XCTAssertEqual(m.rows(.ios), [#"an-button "Guardar""#])
    XCTAssertEqual(m.rows(.android), [#"an-button "Guardar""#])
  }

  func testContentNamesTheStop() {
    // Text content, and an inner image's label, in three languages.
    let cases: [(String, String)] = [
      (#"<an-button (tap)="x()"><an-icon src="a.png"></an-icon><an-text>Guardar</an-text></an-button>"#, "Guardar"),
      (#"<an-link (tap)="x()"><an-image src="home.png" accessibilityLabel="Home"></an-image></an-link>"#, "Home"),
      (#"<an-switch><an-text>الوضع الليلي</an-text></an-switch>"#, "الوضع الليلي"),
      (#"<an-view accessibilityRole="button" (tap)="x()"><an-icon accessibilityLabel="Fermer"></an-icon></an-view>"#, "Fermer"),
    ]
    for (template, name) in cases {
      let m = Model(template)
      XCTAssertEqual(m.tree.elements.filter(\.isStop).count, 1, template)
      XCTAssertEqual(m.tree.elements[0].name, .known(name, .content), template)
    }
  }

  func testALabelOrARoleMakesAStopThatSwallowsItsContent() {
    let m = Model("""
      <an-view accessibilityLabel="Tarjeta"><an-image src="a.png"></an-image><an-text>Ana</an-text></an-view>
      <an-view [accessibilityRole]="'header'"><an-text>Título</an-text></an-view>
      <an-view><an-text>Suelto</an-text></an-view>
      """)
    XCTAssertEqual(m.stops, ["an-view", "an-view", "an-text"])
    XCTAssertEqual(m.all("an-text").map(\.isInsideStop), [true, true, false])
  }

  func testAnInnerControlIsUnreachableOnAppleAndFocusableOnAndroid() {
    let m = Model(#"<an-view accessible="true" accessibilityLabel="Ana"><an-text>Ana</an-text><an-button (tap)="call()">Llamar</an-button></an-view>"#)
    let button = m.one("an-button")
    XCTAssertFalse(button.isStop)
    XCTAssertFalse(button.isStop(on: .ios))
    XCTAssertFalse(button.isStop(on: .macos))
    XCTAssertFalse(button.isStop(on: .watchos))
    XCTAssertTrue(button.isStop(on: .android))
    XCTAssertEqual(m.rows(.ios), [#"an-view "Ana""#])
    XCTAssertEqual(m.rows(.android), [#"an-view "Ana""#, #"  an-button "Llamar""#])
  }

  func testAModalLayerIsAContainerNeverAStop() {
    let m = Model("""
      <an-dialog accessibilityLabel="Filtros"><an-text>Solo hoy</an-text><an-button (tap)="close()">Cerrar</an-button></an-dialog>
      <an-view [accessibilityViewIsModal]="open" accessibilityLabel="Panel"><an-switch accessibilityLabel="Wi-Fi"></an-switch></an-view>
      """)
    XCTAssertEqual(m.stops, ["an-text", "an-button", "an-switch"])
    XCTAssertTrue(m.one("an-dialog").isModalLayer)
    XCTAssertEqual(m.one("an-button").enclosingModal, m.one("an-dialog").index)
    XCTAssertEqual(m.one("an-switch").enclosingModal, m.all("an-view")[0].index)
  }

  func testHiddenSubtreesHoldNoStop() {
    let m = Model(#"<an-view accessible="false"><an-view accessible="true" accessibilityLabel="x"><an-button>A</an-button></an-view></an-view>"#)
    XCTAssertEqual(m.stops, [])
    XCTAssertEqual(m.tree.elements.map(\.hiddenBy), [0, 0, 0])
  }

  func testInsideBlocksAndCustomComponents() {
    let m = Model("""
      @if (ok) { <app-row><an-button (tap)="a()">@for (i of icons; track i) { <an-icon [src]="i"></an-icon> } Editar</an-button></app-row> }
      """)
    XCTAssertEqual(m.stops, ["an-button"])
    XCTAssertTrue(m.one("an-icon").isInsideStop)
  }

  func testAStopWhoseStatusIsUnknownMakesItsContentUncertain() {
    let m = Model("""
      <an-view [accessible]="grouped"><an-image src="a.png"></an-image></an-view>
      <an-view [accessibilityRole]="role"><an-icon src="b.png"></an-icon></an-view>
      <an-view><an-icon src="c.png"></an-icon></an-view>
      """)
    XCTAssertEqual(m.all("an-image").map(\.stopIsUncertain), [true])
    XCTAssertEqual(m.all("an-icon").map(\.stopIsUncertain), [true, false])
  }
}

/// Blocks around an element are found by walking out from the innermost one: the model keeps
/// one index per element, so deep nesting costs memory in proportion to the template.
final class EnclosingBlocksTests: XCTestCase {
  func testNestedBlocksAreWalkedOutFromTheInnermost() {
    let depth = 2_000
    var text = ""
    for i in 0..<depth { text += "@if (c\(i)) { <an-text>\(i)</an-text> " }
    text += String(repeating: "} ", count: depth)
    let m = Model(text)
    XCTAssertEqual(m.tree.elements.count, depth)
    XCTAssertEqual(m.tree.enclosingBlocks(of: 0).count, 1)
    XCTAssertEqual(m.tree.enclosingBlocks(of: depth - 1).count, depth)
    XCTAssertEqual(m.tree.enclosingBlocks(of: depth - 1).first, m.tree.enclosingBlocks(of: 0).first)
    XCTAssertEqual(m.tree.elements[depth - 1].innermostBlock, m.tree.enclosingBlocks(of: depth - 1).last)
    // Every block holds a stop: one branch row per block in the published tree.
    let rows = PublishedTree(model: m.tree, platform: .ios).rows
    XCTAssertEqual(rows.count, 2 * depth)
  }
}
