import Foundation
import TemplateSyntax

// An event's handler, compared as written and by the declarations of the template variables it
// reads: a hidden tap-to-dismiss backdrop whose handler a visible close button or an
// `(accessibilityEscape)` also runs, or a swipe whose function a visible button also performs,
// takes nothing from users of assistive technology.

extension EventBinding {
  /// The statement the event runs, without whitespace or trailing `;` (`close()`, `close( )`
  /// and `close();` are one handler); nil for none.
  public func handler(in source: SourceFile) -> String? {
    guard let range = attribute.valueRange else { return nil }
    var scalars = EventBinding.statements(range, source)
    while scalars.last == ";" { scalars.removeLast() }
    return scalars.isEmpty ? nil : String(scalars)
  }

  /// The statements written in `range`, without whitespace.
  static func statements(_ range: ByteRange, _ source: SourceFile) -> String.UnicodeScalarView {
    String.UnicodeScalarView(source.text(range).unicodeScalars.filter { !$0.properties.isWhitespace })
  }
}

extension EventCategory {
  /// The category of event `name` whose statement is `handler` (the value's source range):
  /// a tap or a gesture that only stops the event (`(click)="$event.stopPropagation()"`, a
  /// panel that keeps a backdrop's tap from closing it) does nothing a user would ask for,
  /// and is not an activation.
  /// (Inlined into the builder, its one caller: a call per event cost more than the test.)
  @inline(__always) init(eventName name: String, handler range: ByteRange?, in source: SourceFile) {
    self.init(eventName: name)
    guard self == .activation || self == .gesture, let range, EventCategory.onlyStopsTheEvent(range, source) else { return }
    self = .other
  }

  /// Whether the statements are only `$event.stopPropagation()`, `$event.preventDefault()`
  /// or `$event.stopImmediatePropagation()` (spaces aside, `;` between them).
  /// (The quick test is inlined into the caller; the statements are read only for a handler
  /// that may stop the event, few: a call for each of the tree's taps saved and restored the
  /// registers that reading them needs.)
  @inline(__always) static func onlyStopsTheEvent(_ range: ByteRange, _ source: SourceFile) -> Bool {
    let start = Int(range.start), end = min(Int(range.end), source.bytes.count)
    guard end - start >= 6, mayStopTheEvent(source.bytes, start, end) else { return false }
    return statementsOnlyStopTheEvent(range, source)
  }

  /// Whether `bytes[start..<end]` (within the bytes, at least one) may be statements that stop
  /// the event: they do not begin with a letter (a statement that stops it begins with `$`, after
  /// spaces and `;`s), and hold a `$`. Read from the array's buffer, not through a slice: most
  /// handlers (`toggle()`, `open(item)`) are answered by their first byte.
  private static func mayStopTheEvent(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let first = buffer[start]
      if (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") { return false }
      var i = start
      while i < end {
        if buffer[i] == UInt8(ascii: "$") { return true }
        i += 1
      }
      return false
    }
  }

  @inline(never) private static func statementsOnlyStopTheEvent(_ range: ByteRange, _ source: SourceFile) -> Bool {
    let statements = String(EventBinding.statements(range, source)).split(separator: ";")
    return !statements.isEmpty && statements.allSatisfy {
      $0 == "$event.stopPropagation()" || $0 == "$event.preventDefault()" || $0 == "$event.stopImmediatePropagation()"
    }
  }
}

extension AccessibilityTree {
  /// Whether an element that is not hidden, outside `range` of element indices, runs the handler
  /// of `event` (on element `index`) on an event users of assistive technology can trigger: an
  /// activation event (`(tap)`, `(click)`…) of a control (an element with an interactive role)
  /// or an accessibility event (`(accessibilityEscape)`, `(accessibilityAction)`…). Gestures do
  /// not count: a screen reader keeps swipes, pans and pinches for itself. (`range` leaves out
  /// what a value the linter cannot know may hide, `[accessible]="loading ? false : true"`, or
  /// the element asking.) Two handlers are the same when their statements are
  /// (`EventBinding.handler(in:)`) and every template variable they read is bound by the same
  /// declaration (`handlerIdentity(of:on:)`): `open(item)` in another `@for` opens another item.
  public func runsHandler(of event: EventBinding, on index: Int, outside range: Range<Int> = 0..<0) -> Bool {
    guard let handler = handlerIdentity(of: event, on: index) else { return false }
    // The indices of the elements running each handler, ascending: one is outside the range
    // when the first is before it or the last after it.
    let runners = lazyFacts.reachableHandlers {
      var runners: [String: [Int]] = [:]
      for element in elements where element.hiddenBy == nil {
        // (An activation counts on a control: a view with a tap and no role is no place users
        // find, and two such views must not each count the other.)
        let isControl = element.effectiveRole.isInteractive
        for event in element.events where (event.category == .activation && isControl) || event.category == .accessibility {
          guard let handler = handlerIdentity(of: event, on: element.index) else { continue }
          if runners[handler]?.last != element.index { runners[handler, default: []].append(element.index) }
        }
      }
      return runners
    }
    guard let indices = runners[handler], let first = indices.first, let last = indices.last else { return false }
    return first < range.lowerBound || last >= range.upperBound
  }

  /// What tells the handler of `event` (on element `index`) from another: its statements
  /// (`EventBinding.handler(in:)`), and for each template variable they read (a loop's item,
  /// `$index`, a `#ref`, a `@let`: `TemplateDeclarations`), the node that declares it where the
  /// element is. A handler that reads only the component's members is its statements. Nil for
  /// an event with no statement.
  func handlerIdentity(of event: EventBinding, on index: Int) -> String? {
    guard let text = event.handler(in: syntax.source) else { return nil }
    let declarations = lazyFacts.templateDeclarations { TemplateDeclarations(syntax) }
    // (Most handlers name no template variable: they are known by their text, not parsed.)
    guard !declarations.names.isEmpty,
          TemplateVariables.words(text).contains(where: { declarations.names.contains($0.text) }),
          let expression = syntax.resolvingExpressions(event.attribute).expression else { return text }
    let node = elements[index].node
    var identity = text
    for name in Self.namesRead(by: expression) where declarations.names.contains(name) {
      guard let declaration = declarations.declaration(of: name, readAt: node, in: syntax) else { continue }
      identity += "\u{0}\(name)@\(declaration)"
    }
    return identity
  }

  /// The names a statement reads from its scope (identifiers, not member names after `.`), in
  /// the order written; an arrow function's own parameters are not read from the scope.
  static func namesRead(by expression: Expr) -> [String] {
    var out: [String] = []
    var parameters: Set<String> = []
    var stack = [expression]
    while let expr = stack.popLast() {
      if let name = expr.identifierName {
        out.append(name)
        continue
      }
      if case .arrowFunction(let names, _) = expr.kind { parameters.formUnion(names) }
      stack.append(contentsOf: expr.subexpressions.reversed())
    }
    return parameters.isEmpty ? out : out.filter { !parameters.contains($0) }
  }
}
