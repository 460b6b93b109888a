import AccessibilityModel
import TemplateSyntax

/// A stop with controls inside it: they are its content, not stops of their own, on Apple
/// platforms.
struct GroupedInteractiveRule: Rule {
  static let description = RuleDescription(
    id: "grouped-interactive",
    summary: "Controls inside another stop",
    rationale: "A screen-reader stop is a leaf: UIKit and AppKit do not descend into an accessibility element, so what is inside it is its content. A container that is a stop (accessible=\"true\", or a role or a label that makes it one) swallows the controls inside it: VoiceOver lands on the container, reads one combined name, and a double-tap activates at most one thing; the other actions cannot be reached with VoiceOver, Switch Control or the keyboard. TalkBack still focuses an inner clickable element, so Android is not affected. Reported when the stop holds two or more interactive elements, or one while it has no action of its own. Leave the controls outside the stop (make only the static parts one stop), or expose the other actions with [accessibilityActions]. A modal layer is a container, never a stop, and is not reported. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "grouping"],
    isPlatformDependent: true)

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let apple = context.platforms.filter { $0.api != .android }
    guard !apple.isEmpty else { return }
    let elements = context.elements
    let facts = context.file.facts
    // The shown controls among a stop's descendants, listed by one pass over their facts: a
    // slot per element of the file (as many as the facts), made at the first stop with
    // descendants. (Counted in one pass and listed in a second, every descendant was read twice.)
    var controls = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    defer { controls.deallocate() }
    // (A stop that offers custom actions makes its controls' actions reachable from the
    // actions rotor: which action does what is not known, so it is not reported.)
    for container in context.stops(without: ElementFact.uncertainStop)
    where !container.offersCustomActions {
      // Hidden descendants are hidden-interactive's finding.
      let descendants = context.model.descendants(of: container.index)
      guard !descendants.isEmpty else { continue }
      if controls.baseAddress == nil { controls = .allocate(capacity: facts.count) }
      // (The words of facts first, read through their buffer: only the shown controls are read
      // from the model. They are listed before any is, so that a stop with too few is passed
      // over with no array, and the array of the others is made once at its size instead of
      // grown. Every descendant is written and the count moves on only for a shown control: the
      // descendants are elements of the file, so every read and write is within the buffers.)
      let shownControls = facts.withUnsafeBufferPointer { facts in
        let shownControl = ElementFact.interactive | ElementFact.hidden
        var count = 0
        var d = descendants.lowerBound
        while d < descendants.upperBound {
          controls[count] = Int32(truncatingIfNeeded: d)
          count &+= facts[d] & shownControl == ElementFact.interactive ? 1 : 0
          d &+= 1
        }
        return count
      }
      let ownAction = container.isInteractive
      guard shownControls >= 2 || (shownControls == 1 && !ownAction) else { continue }
      // (Their indices: an array of elements retained and released each one's storage.)
      var inner: [Int] = []
      inner.reserveCapacity(shownControls)
      for k in 0..<shownControls {
        let d = Int(controls[k])
        if elements[d].containingStop == container.index { inner.append(d) }
      }
      guard inner.count >= 2 || (inner.count == 1 && !ownAction) else { continue }
      // Controls in branches that never show together (`@if`/`@else`, `@switch` cases) are one
      // at a time: a stop with its own action and one of them at a time is not reported.
      if ownAction {
        let together = context.model.coexistingSets(of: inner).map(\.count).max() ?? 0
        guard together >= 2 else { continue }
      }
      sink.report(container.nameRange, about: container, Self.message(container, inner, ownAction: ownAction, context, apple),
                  platforms: apple)
    }
  }

  /// The finding's message: "'div' is one screen-reader stop (…), so its 2 interactive elements
  /// ('button' on line 4 and 'a' on line 7) are part of it, …". (Written as bytes into one
  /// buffer, made a string once: an interpolation of interpolations appended some thirty
  /// pieces to growing strings, about 330 instructions each.)
  static func message(_ container: AXElement, _ inner: [Int], ownAction: Bool, _ context: RuleContext,
                      _ apple: [Platform]) -> String {
    var out = MessageBytes(capacity: 384)
    out.add("'"); out.add(text: container.tagName); out.add("' is one screen-reader stop (")
    out.add(text: why(container)); out.add("), so ")
    if inner.count == 1 {
      out.add("the interactive element ")
    } else {
      out.add("its "); out.add(inner.count); out.add(" interactive elements (")
    }
    // The first three, as `Messages.list` lists them ("a, b and c"), then how many more.
    let shown = min(3, inner.count)
    // (The lines indexed once, as far as the furthest element named: asked element by element,
    // the index was made again for each, a little further into the file.)
    let elements = context.elements
    let lines = context.lines.index(covering: inner[..<shown].map { Int(elements[$0].nameRange.start) }.max() ?? 0)
    for i in 0..<shown {
      if i > 0 { out.add(i == inner.count - 1 ? " and " : ", ") }
      let element = elements[inner[i]]
      out.add("'"); out.add(text: element.tagName); out.add("' on line ")
      out.add(lines.position(of: Int(element.nameRange.start)).line)
    }
    if inner.count > 3 { out.add(" and "); out.add(inner.count - 3); out.add(" more") }
    if inner.count != 1 { out.add(")") }
    out.add(inner.count == 1 ? " is" : " are")
    out.add(" part of it, not separate stops on "); out.add(text: Messages.platforms(apple)); out.add(": ")
    out.add(ownAction ? "only one action is reachable" : "it has no action of its own, so none is reachable")
    out.add("; leave the controls outside the stop, ")
    // A framework with no custom actions in its templates (NativeScript): controls only.
    if let alternative = context.model.profile.alternativeControl {
      out.add("as controls screen readers reach ("); out.add(text: alternative); out.add(")")
    } else {
      out.add("or expose their actions with [accessibilityActions]")
    }
    return out.text
  }

  /// What makes the container a stop, as the message says it.
  static func why(_ container: AXElement) -> String {
    if container.isGroup { return "accessible=\"true\"" }
    if container.hasLabel { return "its accessibilityLabel makes it one" }
    if let role = container.explicitRole, role != .none { return "its role '\(container.roleName(role))' makes it one" }
    return "'\(container.tagName)' is a stop by itself"
  }
}

/// A message written as UTF-8 bytes into one buffer and made a string once.
private struct MessageBytes: ~Copyable {
  /// The bytes written so far, `count` of them (initialized; the rest of the buffer is not), in
  /// a buffer of `capacity` (grown by doubling).
  /// (A buffer of its own: an array's `append(contentsOf:)` cost some 90 instructions a piece.)
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// Copies `piece` after the bytes written so far.
  private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let source = piece.baseAddress, piece.count > 0 else { return }
    if count + piece.count > capacity {
      let grown = max(capacity * 2, count + piece.count)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      moved.initialize(from: storage, count: count)
      storage.deallocate()
      storage = moved
      capacity = grown
    }
    (storage + count).initialize(from: source, count: piece.count)
    count += piece.count
  }

  /// (The text's bytes are copied at once where it holds them: appending its `utf8` view went
  /// byte by byte, some 150 instructions a piece.)
  mutating func add(text: String) { TextTools.withBytes(of: text) { append($0) } }
  /// A piece of the message's own wording, copied from where the program holds it (a literal
  /// made a `String` and lent back cost some 120 instructions more a piece).
  mutating func add(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }
  /// A number's decimal digits, written from the last into a buffer on the stack and copied
  /// from there (`String(number)` made a string for each one).
  mutating func add(_ number: Int) {
    // (20 bytes: the 19 digits of `Int.min`'s magnitude and its sign.)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = number.magnitude
      var start = 20
      repeat {
        start -= 1
        digits[start] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      if number < 0 { start -= 1; digits[start] = 0x2D }
      append(UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }
}
