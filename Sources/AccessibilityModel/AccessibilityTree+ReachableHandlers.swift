import Foundation
import TemplateSyntax

// An event's handler, compared as written: a hidden tap-to-dismiss backdrop whose handler a
// visible close button or an `(accessibilityEscape)` also runs, or a swipe whose function a
// visible button also performs, takes nothing from users of assistive technology.

extension EventBinding {
  /// The statement the event runs, without whitespace or trailing `;` (`close()`, `close( )`
  /// and `close();` are one handler); nil for none.
  public func handler(in source: SourceFile) -> String? {
    guard let range = attribute.valueRange else { return nil }
    var scalars = String.UnicodeScalarView(source.text(range).unicodeScalars.filter { !$0.properties.isWhitespace })
    while scalars.last == ";" { scalars.removeLast() }
    return scalars.isEmpty ? nil : String(scalars)
  }
}

extension AccessibilityTree {
  /// The handlers (`EventBinding.handler(in:)`) of the events that users of assistive
  /// technology can trigger: the activation events (`(tap)`, `(click)`…) and the accessibility
  /// events (`(accessibilityEscape)`, `(accessibilityAction)`…) of elements that are not hidden.
  /// Gestures are not among them: a screen reader keeps swipes, pans and pinches for itself.
  public var reachableHandlers: Set<String> {
    lazyFacts.reachableHandlers {
      var handlers: Set<String> = []
      for element in elements where element.hiddenBy == nil {
        for event in element.events where event.category == .activation || event.category == .accessibility {
          if let handler = event.handler(in: syntax.source) { handlers.insert(handler) }
        }
      }
      return handlers
    }
  }
}
