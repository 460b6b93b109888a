import AccessibilityModel
import TemplateSyntax

/// `accessibilityLabel=""`, `[accessibilityLabel]="''"`, a blank label, or an alternative that
/// is one.
struct EmptyLabelRule: ElementRule {
  static let description = RuleDescription(
    id: "empty-label",
    summary: "Empty accessibility label",
    rationale: "An empty label does not blank the name: every host treats an empty string as \"remove our label\", so the control keeps the name the system gave it and a decorative image or view is still a stop. The intent behind it (usually hiding something) is not met. To hide an element and its children use accessible=\"false\"; to name it, write a real label. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 1.1.1 Non-text Content (https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["contract", "labels"])

  static let interest = ElementInterest.writing(.accessibilityLabel)

  func check(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    // Hidden already: the label is never read, and there is nothing left to hide.
    guard !element.isHidden else { return }
    // (Matched by index, the prop read in place: a loop over the props would retain and release
    // every occurrence, most of them of other props.)
    let props = element.props
    for i in props.indices where props[i].prop == .accessibilityLabel {
      // (One value that is not a blank string has no blank possibility: no arrays to make. Read
      // in place, before the occurrence is taken.)
      if case .alternatives = props[i].value {} else if !(props[i].value.stringValue.map(Self.isBlank) ?? false) { continue }
      Self.reportBlank(props[i], of: element, &sink)
    }
  }

  /// Reports a label whose value is, or may be, blank. (Out of line: inlined, the constants of
  /// its messages were set up on entry to `check`, for every element that writes a label.)
  @inline(never)
  static func reportBlank(_ occurrence: PropOccurrence, of element: AXElement, _ sink: inout FindingSink) {
    let possibilities = occurrence.value.possibilities
    let blank = possibilities.compactMap(\.stringValue).filter(Self.isBlank)
    guard !blank.isEmpty else { return }
    let fix = "use accessible=\"false\" to hide it, or write a real label"
    if possibilities.count > 1 {
      let distinct = Array(Set(blank)).sorted()
      let shown = distinct.count == 1
        ? "the alternative \(Messages.quoted(distinct)) of accessibilityLabel does"
        : "the alternatives \(Messages.quoted(distinct)) of accessibilityLabel do"
      sink.report(occurrence.valueRange, about: element,
                  "\(shown) not blank the name: the host removes the label instead; use null to remove the label in that case, accessible=\"false\" to hide it, or a real label")
    } else if blank[0].isEmpty {
      sink.report(occurrence.valueRange, about: element,
                  "an empty accessibilityLabel does not blank the name: the host removes the label, so nothing is hidden; \(fix)")
    } else {
      sink.report(occurrence.valueRange, about: element,
                  "a blank accessibilityLabel names nothing and hides nothing; \(fix)")
    }
  }

  /// Empty, or only whitespace.
  /// (A first byte that starts no white space settles it here, without the walk over the bytes:
  /// an ASCII non-space, as `UnicodeWhitespace.isBlank` tells it, or the lead byte of a
  /// character past ASCII that none of the white space characters has, as in every Arabic or
  /// Chinese label.)
  @inline(__always)
  static func isBlank(_ s: String) -> Bool {
    if let first = s.utf8.first {
      if first < 0x80 {
        if !UnicodeWhitespace.isASCIISpace(first) { return false }
      } else if first >= 0xC0 && !UnicodeWhitespace.mayStartSpace(first) {
        return false
      }
    }
    return UnicodeWhitespace.isBlank(s)
  }
}
