import AccessibilityModel
import TemplateSyntax

/// An element that can be acted on inside an `accessible="false"` subtree.
struct HiddenInteractiveRule: Rule {
  static let description = RuleDescription(
    id: "hidden-interactive",
    summary: "Interactive element hidden from assistive technologies",
    rationale: "accessible=\"false\" hides the element and everything inside it: UIKit sets accessibilityElementsHidden, AppKit empties the child list. A button, link or field in that subtree can still be tapped by sighted users but cannot be reached with VoiceOver, TalkBack, Switch Control or the keyboard. Move the control out of the hidden subtree, or hide only the decorative parts. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html); 2.1.1 Keyboard (https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html). Apple: UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement); Human Interface Guidelines: Accessibility (https://developer.apple.com/design/human-interface-guidelines/accessibility). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .error,
    tags: ["contract", "visibility"])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    // The nearest element (itself or an ancestor) whose `[accessible]` is a choice with a
    // hiding alternative (`loading ? false : true`): made at the first such element.
    var mayBeHiddenBy: [Int?]?
    for element in context.elements(with: ElementFact.interactive) {
      let hider: Int
      let alternative: Bool
      if let known = element.hiddenBy {
        hider = known
        alternative = false
      } else if element.isHiddenOnSomePlatform {
        Self.checkHiddenOnSomePlatforms(element, context, &sink)
        continue
      } else {
        if mayBeHiddenBy == nil { mayBeHiddenBy = Self.hidingAlternatives(context.elements, facts: context.file.facts) }
        // (Empty: no element's hiding is an alternative, none is hidden so.)
        guard !mayBeHiddenBy!.isEmpty, let maybe = mayBeHiddenBy![element.index] else { continue }
        hider = maybe
        alternative = true
      }
      // Removed for everyone (`visibility="collapsed"`): nobody can tap it either.
      if context.elements[hider].isRemoved { continue }
      let activations = element.events.filter { $0.category == .activation }
      // A control with no handler of its own, hidden inside a stop that acts (a settings row
      // with the switch role, its state and the tap, around a decorative `an-switch`): the
      // stop is what users of assistive technology reach and act on ("a stop is a leaf").
      if activations.isEmpty, let stop = element.containingStop, context.elements[stop].hiddenBy == nil,
         context.elements[stop].hasActivation { continue }
      // A hidden copy of an action reachable elsewhere (a tap-to-dismiss backdrop beside a sheet
      // with a close button or an escape handler): users of assistive technology lose nothing.
      // (A swipe is no such place: the screen reader keeps it.)
      let hidden = alternative ? hider..<context.elements[hider].subtreeEnd : 0..<0
      let copied = { (event: EventBinding) in context.model.runsHandler(of: event, on: element.index, outside: hidden) }
      if !activations.isEmpty, activations.allSatisfy(copied) { continue }
      let what = Self.describe(element)
      let whereHidden: String
      let line = context.lines.position(of: Int(context.elements[hider].nameRange.start)).line
      switch (alternative, hider == element.index) {
      case (false, true): whereHidden = "has \(Self.hidingAttribute(element))"
      case (false, false):
        whereHidden = "is inside the \(Self.hidingAttribute(context.elements[hider])) '\(context.elements[hider].tagName)' on line \(line)"
      case (true, true): whereHidden = "its \(Self.hidingAlternative(element))"
      case (true, false):
        whereHidden = "the \(Self.hidingAlternative(context.elements[hider])) of the '\(context.elements[hider].tagName)' on line \(line) around it"
      }
      let when = alternative ? " in that case" : ""
      sink.report(element.nameRange,
                  "'\(element.tagName)' \(what) but \(alternative ? "is hidden by " : "")\(whereHidden): screen-reader, Switch Control and keyboard users cannot reach it\(when); move it out of the hidden subtree, or hide only the decorative parts")
    }
  }

  /// A control hidden on some platforms only by a platform-prefixed attribute on it or an
  /// ancestor (`ios:accessibilityHidden="true"`, `android:accessible="false"`): reported for
  /// those platforms, one finding per hiding element. A platform that removes it
  /// (`ios:visibility="collapsed"`) is left out: nobody can tap it there.
  static func checkHiddenOnSomePlatforms(_ element: AXElement, _ context: RuleContext, _ sink: inout FindingSink) {
    let elements = context.elements
    let activations = element.events.filter { $0.category == .activation }
    var found: [(hider: Int, attributes: [PlatformAttribute], platforms: [Platform])] = []
    for platform in context.platforms where element.hiddenOn.contains(platform) && !element.removedOn.contains(platform) {
      // Inside a stop that acts and is reachable there: the stop stands for it.
      if activations.isEmpty, let stop = element.containingStop, elements[stop].hasActivation,
         !elements[stop].hiddenOn.contains(platform) { continue }
      var current: Int? = element.index
      while let index = current {
        if let attribute = elements[index].platformAttributes.first(where: { $0.platform == platform && $0.hides }) {
          if let k = found.firstIndex(where: { $0.hider == index }) {
            found[k].platforms.append(platform)
            found[k].attributes.append(attribute)
          } else {
            found.append((index, [attribute], [platform]))
          }
          break
        }
        current = elements[index].parent
      }
    }
    let what = describe(element)
    for (hider, attributes, platforms) in found {
      // A copy of an action reachable outside the hiding element: users lose nothing.
      let hidden = hider..<elements[hider].subtreeEnd
      if !activations.isEmpty,
         activations.allSatisfy({ context.model.runsHandler(of: $0, on: element.index, outside: hidden) }) { continue }
      let written = Messages.list(attributes.map { "\($0.attribute.name)=\"\($0.name == "accessible" ? "false" : "true")\"" })
      let whereHidden: String
      if hider == element.index {
        whereHidden = "has \(written)"
      } else {
        let line = context.lines.position(of: Int(elements[hider].nameRange.start)).line
        whereHidden = "is inside the \(written) '\(elements[hider].tagName)' on line \(line)"
      }
      sink.report(element.nameRange, about: element,
                  "'\(element.tagName)' \(what) but \(whereHidden): screen-reader, Switch Control and keyboard users on \(Messages.platforms(platforms)) cannot reach it; move it out of the hidden subtree, or hide only the decorative parts",
                  platforms: platforms)
    }
  }

  /// For each element, the nearest element (itself or an ancestor) not known to be hidden
  /// whose `accessible` (or the profile's hiding prop) is a choice of literals one of which
  /// hides it; nil where there is none; empty when no element's hiding is an alternative (most
  /// files: no table of nils is made for them). One pass: a parent comes before its children.
  /// (It starts at the first element whose hiding is an alternative, by the words of facts: the
  /// elements before it have none around them.)
  static func hidingAlternatives(_ elements: AXElements, facts: ElementFactWords) -> [Int?] {
    guard let first = facts.withUnsafeBufferPointer({ $0.firstIndex(where: { $0 & ElementFact.hidingAlternative != 0 }) })
    else { return [] }
    var out = [Int?](repeating: nil, count: elements.count)
    for i in first..<elements.count where facts[i] & ElementFact.hidden == 0 {
      let element = elements[i]
      if facts[i] & ElementFact.hidingAlternative != 0 {
        out[element.index] = element.index
      } else if let parent = element.parent {
        out[element.index] = out[parent]
      }
    }
    return out
  }

  /// The alternative of `[accessible]` that hides (`false`; `true` of `[accessibilityHidden]`).
  static func hidingAlternative(_ element: AXElement) -> String {
    let name = element.accessible?.attribute.name ?? "accessible"
    return "alternative \(name == "accessible" ? "false" : "true") of [\(name)]"
  }

  /// `accessible="false"`, or the profile's prop that hides (`accessibilityHidden="true"`).
  static func hidingAttribute(_ element: AXElement) -> String {
    guard let name = element.accessible?.attribute.name, name != "accessible" else { return "accessible=\"false\"" }
    return "\(name)=\"true\""
  }

  /// `handles (tap)`, `is a button`, `is a text field`.
  static func describe(_ element: AXElement) -> String {
    if let event = element.events.first(where: { $0.category == .activation }) { return "handles \(event.shown)" }
    switch element.effectiveRole {
    case .textField: return "is a text field"
    case .role: return "is \(Messages.describe(element.effectiveRole, of: element))"
    default: return "is interactive"
    }
  }
}
