/// Random templates of nested `@if`/`@else if`/`@else` (and `@if (!a)`, which pairs with a
/// sibling `@if (a)`), `@switch`, `@for … @empty` and
/// `@defer … @placeholder` blocks, of views with `*ngIf="a"`, `*ngIf="!a"`,
/// `*ngIf="c; else t"` (with its `<ng-template #t>`) and `[ngSwitch]` cases, and of views,
/// buttons and texts, from a seeded generator: the same templates on every run. Tests compare a
/// fast method with a plain one on them.
public struct RandomBlockTemplates {
  private var state: UInt64
  /// The next `<ng-template>` reference's number (each is declared once).
  private var templates = 0

  public init(seed: UInt64) { state = seed }

  /// A number in `0..<n`.
  public mutating func next(_ n: Int) -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int((state >> 33) % UInt64(n))
  }

  /// One template of 10 to `10 + extraParts - 1` parts, every block closed.
  public mutating func template(extraParts: Int) -> String {
    var text = ""
    var open: [String] = []
    for _ in 0..<(10 + next(extraParts)) {
      switch next(14) {
      case 0: text += "@if (a) {"; open.append("}")
      case 7: text += "@if (!a) {"; open.append("}")
      case 1 where open.last == "}" && text.hasSuffix("}") == false:
        text += "} @else if (b) {"
      case 2: text += "@switch (k) { @case (1) {<an-button>s</an-button>} @case (2) {"; open.append("}}")
      case 3: text += "<an-view>"; open.append("</an-view>")
      case 4 where !open.isEmpty:
        let close = open.removeLast()
        text += close
        if close == "}" && next(2) == 0 { text += " @else {"; open.append("}") }
      case 5: text += "@for (x of xs; track x) {"; open.append("} @empty {<an-text>e</an-text>}")
      case 6: text += "@defer {"; open.append("} @placeholder {<an-text>p</an-text>}")
      case 10: text += "<an-view *ngIf=\"a\">"; open.append("</an-view>")
      case 11: text += "<an-view *ngIf=\"!a\">"; open.append("</an-view>")
      case 12:
        templates += 1
        text += "<an-view *ngIf=\"c; else t\(templates)\">"
        open.append("</an-view><ng-template #t\(templates)><an-button>e</an-button></ng-template>")
      case 13:
        text += "<an-view [ngSwitch]=\"k\"><an-button *ngSwitchCase=\"1\">s</an-button><an-view *ngSwitchCase=\"2\">"
        open.append("</an-view><an-text *ngSwitchDefault>d</an-text></an-view>")
      default: text += "<an-button>b</an-button>"
      }
    }
    return text + open.reversed().joined()
  }
}
