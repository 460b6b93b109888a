import AccessibilityModel
import TemplateSyntax
import XCTest

/// Names and their alternatives, as the model computes them once for every rule.
final class NameTests: XCTestCase {
  func testProjectedAndUnmappedContentIsUnknownNotMissing() {
    let templates = [
      #"<an-button (tap)="x()"><ng-content></ng-content></an-button>"#,
      #"<an-button (tap)="x()"><ng-content select="[icon]"></ng-content></an-button>"#,
      #"<an-link (tap)="x()"><ng-container *ngTemplateOutlet="tpl"></ng-container></an-link>"#,
      #"<an-link (tap)="x()"><ng-container [ngTemplateOutlet]="tpl"></ng-container></an-link>"#,
      #"<an-view accessibilityRole="button" (tap)="x()"><app-icon name="trash"></app-icon></an-view>"#,
    ]
    for template in templates {
      let element = Model(template).tree.elements[0]
      XCTAssertEqual(element.name, .dynamic(.content), template)
      XCTAssertTrue(element.name.exists, template)
    }
    // A mapped component is a primitive: its own rules apply.
    let mapped = Model(#"<an-button (tap)="x()"><app-icon></app-icon></an-button>"#, components: ["app-icon": "an-icon"])
    XCTAssertEqual(mapped.tree.elements[0].name, .none)
    // Plain HTML and ng-container are read through.
    XCTAssertEqual(Model(#"<an-button><ng-container><b>Guardar</b></ng-container></an-button>"#).tree.elements[0].name,
                   .known("Guardar", .content))
  }

  func testNamesWithNothingReadableAreNoNames() {
    let cases: [(String, AccessibleName)] = [
      (#"<an-button (tap)="m()">&#xf0c9;</an-button>"#, .unreadable("\u{F0C9}", .content)),
      (#"<an-button accessibilityLabel="★" (tap)="f()"></an-button>"#, .unreadable("★", .label)),
      (#"<an-image src="x.png" accessibilityLabel="👍 ✓"></an-image>"#, .unreadable("👍 ✓", .label)),
      (#"<an-button (tap)="n()">→</an-button>"#, .unreadable("→", .content)),
      (#"<an-button (tap)="n()">2</an-button>"#, .known("2", .content)),
      (#"<an-button (tap)="n()">★ Favoritos</an-button>"#, .known("★ Favoritos", .content)),
      (#"<an-button (tap)="n()">حفظ</an-button>"#, .known("حفظ", .content)),
      (#"<an-button (tap)="n()">保存</an-button>"#, .known("保存", .content)),
    ]
    for (template, name) in cases {
      let element = Model(template).tree.elements[0]
      XCTAssertEqual(element.name, name, template)
      let readable: Bool
      if case .known = name { readable = true } else { readable = false }
      XCTAssertEqual(element.name.exists, readable, template)
    }
  }

  func testStaticInterpolationGivesTheSameAlternativesAsTheBoundForm() {
    let m = Model("""
      <an-switch accessibilityValue="{{ gift ? 'on' : 'off' }}"></an-switch>
      <an-switch [accessibilityValue]="gift ? 'on' : 'off'"></an-switch>
      <an-text accessibilityLabel="Wi-Fi {{ on ? 'activado' : 'desactivado' }}"></an-text>
      <an-text [accessibilityLabel]="'Wi-Fi ' + (on ? 'activado' : 'desactivado')"></an-text>
      """)
    let values = m.all("an-switch").map { $0.value!.value }
    XCTAssertEqual(values[0], .alternatives([.string("on"), .string("off")]))
    XCTAssertEqual(values[0], values[1])
    let labels = m.all("an-text").map { $0.label!.value }
    XCTAssertEqual(labels[0], .alternatives([.string("Wi-Fi activado"), .string("Wi-Fi desactivado")]))
    XCTAssertEqual(labels[0], labels[1])
  }

  func testHintIsAHintOnlyWhenItSaysSomething() {
    let m = Model("""
      <an-button accessibilityHint="Abre el menú">A</an-button>
      <an-button accessibilityHint="  ">B</an-button>
      <an-button [accessibilityHint]="null">C</an-button>
      <an-view accessible="false"><an-button accessibilityHint="x">D</an-button></an-view>
      """)
    XCTAssertEqual(m.all("an-button").map { $0.spokenHint != nil }, [true, false, false, false])
  }

  func testEffectiveRolePerPlatform() {
    let m = Model("""
      <an-view accessibilityRole="radio" accessibilityLabel="Opción"></an-view>
      <an-view accessibilityRole="slider"></an-view>
      """)
    let radio = m.tree.elements[0]
    let slider = m.tree.elements[1]
    let source = m.tree.syntax.source
    XCTAssertEqual(radio.effectiveRole, .role(.radio))
    XCTAssertEqual(radio.publication(on: .ios, source: source).traits, [])
    XCTAssertEqual(radio.publication(on: .macos, source: source).role, "AXRadioButton")
    XCTAssertEqual(radio.publication(on: .android, source: source).role, "android.widget.RadioButton")
    // A role the platform cannot express makes no stop there.
    XCTAssertTrue(slider.isStop)
    XCTAssertTrue(slider.isStop(on: .ios))
    XCTAssertFalse(slider.isStop(on: .watchos))
  }
}
