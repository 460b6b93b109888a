import AccessibilityModel
import TemplateSyntax

/// A screen template with nothing that says which screen it is.
struct ScreenWithoutTitleRule: Rule {
  static let description = RuleDescription(
    id: "screen-without-title",
    summary: "Screen with no title and no header",
    rationale: "Arriving on a screen, a screen-reader user first needs to know where they are: every screen needs a title that assistive technology announces on arrival (WCAG 2.4.2), and headers to jump by section. Only templates matched by the screens: globs of .linter.yml are checked. WCAG 2.2: 2.4.2 Page Titled (https://www.w3.org/WAI/WCAG22/Understanding/page-titled.html); 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover); UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["screens", "navigation"])

  /// Elements whose `title` names the screen.
  static let titledElements: Set<String> = ["an-screen", "an-navigation"]

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    guard context.isScreen, !context.elements.isEmpty else { return }
    let model = context.model
    let profileTitles = model.profile.titleElements
    for element in context.elements {
      if Self.titledElements.contains(element.tagName) || profileTitles.contains(element.tagName),
         let title = model.attributeValue(element.index, named: "title"), !Self.isKnownEmpty(title.value) { return }
      // A profile's title bar with a custom title view (`<ActionBar.titleView>`): its named views.
      if profileTitles.contains(element.tagName),
         model.descendants(of: element.index).contains(where: { model[$0].name.exists && !model[$0].isHidden }) { return }
      guard !element.isHidden, !element.isInsideStop else { continue }
      for alternative in element.roleAlternatives {
        // A header stop, or a role that may be one (dynamic): either way, not reported.
        if alternative.role == .role(.header) || alternative.role == .unknown { return }
      }
    }
    // Content the template does not show (an unmapped `<app-page-header>`, projected content, a
    // stamped template) may hold the title; a component wrapping the screen's content
    // (`<app-page>…</app-page>`) only when it is given a title. An `<ng-template>` the file
    // writes holds what it holds: its headers were looked for above.
    let syntax = model.syntax
    let mayHoldTitle = model.unknownContentOutsideStops(wrapperCounts: { element in
      syntax.attributes(of: element).contains { Self.namesATitle(syntax.text($0.nameRange)) }
    }, readingTemplates: true)
    guard mayHoldTitle.isEmpty else { return }
    if let bar = profileTitles.sorted().first {
      sink.report(at: 0,
                  "screen has no title: no header and no \(bar) title tells a screen-reader user where they are on arrival; give it <\(bar) title=\"…\">, or give its title accessibilityRole=\"header\"")
      return
    }
    sink.report(at: 0,
                "screen has no title: no header and no an-screen or an-navigation title tells a screen-reader user where they are on arrival; wrap it in <an-screen title=\"…\">, or give its title accessibilityRole=\"header\"")
  }

  /// An attribute that may give a wrapping component its title (`title`, `[pageTitle]`,
  /// `headerText`, `heading`).
  static func namesATitle(_ name: String) -> Bool {
    let folded = name.lowercased()
    return folded.contains("title") || folded.contains("header") || folded.contains("heading")
  }

  static func isKnownEmpty(_ value: AbstractValue) -> Bool {
    !value.possibilities.isEmpty && value.possibilities.allSatisfy { v in
      switch v {
      case .string(let s): return UnicodeWhitespace.isBlank(s)
      case .null, .undefined: return true
      default: return false
      }
    }
  }
}
