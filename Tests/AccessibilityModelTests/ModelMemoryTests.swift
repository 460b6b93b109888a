@testable import AccessibilityModel
import TemplateSyntax
import XCTest

#if canImport(ObjectiveC)
import ObjectiveC
#else
/// The Swift runtime's instance extents of a native Swift class (the entry point the standard
/// library's `ManagedBuffer` reads it through where there is no Objective-C runtime).
@_silgen_name("_swift_getSwiftClassInstanceExtents")
func swiftClassInstanceExtents(_ theClass: AnyClass) -> (negative: UInt, positive: UInt)
#endif

/// Issue 13, items 3 and 4: what the model keeps per element stays small and does not grow
/// with the nesting.
final class ModelMemoryTests: XCTestCase {
  /// The bytes an instance of the object's class takes, as the Swift runtime allocates it
  /// (header and stored properties). It is read from the class, not from malloc: what malloc
  /// hands back for a request depends on the allocator the process runs with (glibc gives 72
  /// usable bytes for a 72-byte object, a debugging allocator may give 88), so a bound on it
  /// would measure the machine and not the model.
  func instanceSize(_ object: AnyObject) -> Int {
    #if canImport(ObjectiveC)
    return class_getInstanceSize(type(of: object))
    #else
    return Int(swiftClassInstanceExtents(type(of: object)).positive)
    #endif
  }

  /// An element without props does not carry room for seven copies of an attribute (it was
  /// about 1.5 KB: a million `<an-text>x</an-text>` held 1.5 GB of elements; then 472 bytes,
  /// before indices became `Int32` and the profile-only facts moved to one optional box; then
  /// 280, before its fields were ordered by size, the placeholder moved to a box, the content
  /// text was packed and the primitive kept only its traits).
  func testAnElementWithoutPropsIsSmall() {
    let model = Model("<an-text>x</an-text>")
    let element = model.one("an-text")
    // (An element is an index into its tree's buffer of facts, not an object of its own: what
    // it takes is its facts' stride there.)
    let size = MemoryLayout<AXFacts>.stride
    XCTAssertGreaterThan(size, 16)
    XCTAssertLessThanOrEqual(size, 200, "an element's facts take \(size) bytes")
    XCTAssertLessThanOrEqual(MemoryLayout<ContentText>.size, 24)
    XCTAssertNil(element.label)
    // The props are still found, the first occurrence of each.
    let labelled = Model("<an-button accessibilityLabel=\"A\" accessibilityHint=\"Abre\" accessibilityLabel=\"B\" accessibilityRole=\"link\" (tap)=\"go()\"></an-button>").one("an-button")
    XCTAssertEqual(labelled.label?.value, .string("A"))
    XCTAssertEqual(labelled.hint?.value, .string("Abre"))
    XCTAssertEqual(labelled.spokenHint?.value, .string("Abre"))
    XCTAssertEqual(labelled.role?.value, .string("link"))
    XCTAssertNil(labelled.state)
    XCTAssertNil(labelled.value)
    XCTAssertNil(labelled.accessible)
  }

  /// A prop holds its element's attribute array and an index, not a copy of the attribute (it
  /// was 224 bytes); an event binding is 32 bytes (it was 112). Both read back their attribute.
  func testPropsAndEventsShareTheElementsAttributes() throws {
    let model = Model("<an-text-field placeholder=\"Nombre\" [accessibilityLabel]=\"etiqueta\" accessibilityHint=\"Escribe\" (textChange)=\"go()\" [(text)]=\"name\"></an-text-field>")
    let field = model.one("an-text-field")
    let label = try XCTUnwrap(field.label)
    XCTAssertLessThanOrEqual(instanceSize(label), 72, "a PropOccurrence takes \(instanceSize(label)) bytes")
    XCTAssertLessThanOrEqual(MemoryLayout<EventBinding>.stride, 32)
    XCTAssertEqual(label.attributeIndex, 1)
    XCTAssertEqual(label.attribute.name, "accessibilityLabel")
    XCTAssertEqual(label.attribute.kind, .property)
    XCTAssertNotNil(label.attribute.expression)
    XCTAssertEqual(model.tree.syntax.text(label.valueRange), "etiqueta")
    XCTAssertNil(label.formMistake)
    XCTAssertNil(label.writtenValue)
    XCTAssertEqual(field.hint?.attribute.value(in: model.tree.syntax.source), "Escribe")
    XCTAssertEqual(field.placeholder, .string("Nombre"))
    XCTAssertEqual(field.events.map(\.name), ["textChange", "textChange"])
    XCTAssertEqual(field.events.map(\.attributeIndex), [3, 4])
    XCTAssertEqual(field.events.map(\.attribute.kind), [.event, .twoWay])
    XCTAssertEqual(field.events.map(\.shown), ["(textChange)", "textChange"])
    // The rare facts still read through their box.
    let mistaken = Model("<an-button accessibilityLabel=\"{{ label }}x\" accessibilityRole=\"'button'\">Ir</an-button>").one("an-button")
    XCTAssertNotNil(mistaken.role?.formMistake)
    XCTAssertNil(Model("<an-text>x</an-text>").one("an-text").placeholder)
  }

  /// An element keeps only its primitive's traits; the primitive reads back whole, named by
  /// the element's tag (a mapped component's too).
  func testThePrimitiveReadsBackFromItsTraits() {
    let model = Model("<app-boton>Ir</app-boton><an-text-field></an-text-field><an-sheet></an-sheet><an-cosa></an-cosa>",
                      components: ["app-boton": "an-button"])
    let primitives = model.tree.elements.map(\.primitive)
    XCTAssertEqual(primitives, [
      Primitive(name: "app-boton", nativeRole: .role(.button), isStopByItself: true, nameSource: .content, kind: .control),
      Primitive(name: "an-text-field", nativeRole: .textField, isStopByItself: true, nameSource: .labelOrPlaceholder, kind: .control),
      Primitive(name: "an-sheet", nativeRole: .noRole, isStopByItself: false, nameSource: .label, kind: .modal),
      Primitive(name: "an-cosa", nativeRole: .noRole, isStopByItself: false, nameSource: .label, kind: .view),
    ])
  }

  /// Nested primitives add one space between their texts, not a run that grows (and is copied)
  /// with each of them.
  func testNestedPrimitivesAddOneSpaceNotARun() {
    let text = "<an-button (tap)=\"go()\">Ir" + String(repeating: "<an-icon></an-icon>", count: 300) + "</an-button>"
    let button = Model(text).one("an-button")
    XCTAssertEqual(button.content.parts, [.literal("Ir ")])
    XCTAssertEqual(button.name, .known("Ir", .content))
  }

  /// Content that is one literal is kept inline and reads back as its one part; content of
  /// several parts reads back unchanged; equal contents compare equal however they were set.
  func testOneLiteralContentReadsAsItsOnePart() {
    var content = ContentText(parts: [.literal("Guardar")], firstOffset: 3, isConditional: false)
    XCTAssertEqual(content.parts, [.literal("Guardar")])
    XCTAssertEqual(content.constant, "Guardar")
    XCTAssertFalse(content.isEmpty)
    content.parts = [.literal("Ir "), .dynamic(source: "destino")]
    XCTAssertEqual(content.parts, [.literal("Ir "), .dynamic(source: "destino")])
    XCTAssertNil(content.constant)
    content.parts = [.literal("  ")]
    XCTAssertTrue(content.isEmpty)
    XCTAssertEqual(content, ContentText(parts: [.literal("  ")], firstOffset: 3, isConditional: false))
    XCTAssertEqual(Model("<an-text>Hola</an-text>").one("an-text").content.parts, [.literal("Hola")])
  }
}
