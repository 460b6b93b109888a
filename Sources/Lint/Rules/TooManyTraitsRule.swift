import AccessibilityModel

/// Role plus states adding up to more traits than the budget on one platform.
struct TooManyTraitsRule: Rule {
  static let description = RuleDescription(
    id: "too-many-traits",
    summary: "Role and states combine more traits than the budget",
    rationale: "On UIKit and SwiftUI the role and some states share one set of traits, and VoiceOver reads each of them on every visit; keep to 3–4 traits per element at most, because every additional one adds to the listener's load. Counted per targeted platform: the role's trait and the states that are traits there (UIKit: selected, notEnabled; SwiftUI: isSelected). AppKit and Android combine no traits. WCAG 2.2: 4.1.2 Name, Role, Value (https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .info,
    tags: ["naming", "roles"],
    isPlatformDependent: true,
    options: [
      RuleOption(name: "max-traits", kind: .integer(min: 1, max: 10), defaultValue: .integer(3),
                 summary: "the most traits one element may combine on one platform"),
    ])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let budget = context.options.integer("max-traits")
    let apis = PlatformAPI.allCases.filter { api in context.platforms.contains { $0.api == api } }
    // A role adds at most one trait: without states nothing can go over a budget of one or more.
    for element in context.stops() where element.state != nil || budget < 1 {
      var worst: (count: Int, alternative: RoleAlternative, parts: [(PlatformAPI, [String])])?
      for alternative in element.roleAlternatives {
        guard case .role(let role) = alternative.role else {
          if alternative.role == .unknown { continue }
          // no role, or a text field: only states
          let parts = apis.map { ($0, Self.stateTraits(element, $0)) }.filter { $0.1.count > budget }
          let count = parts.map(\.1.count).max() ?? 0
          if count > (worst?.count ?? 0) { worst = (count, alternative, parts) }
          continue
        }
        let parts = apis.map { api -> (PlatformAPI, [String]) in
          var traits: [String] = []
          if case .trait(let t) = element.roleForm(role, on: api) { traits.append(Self.name(t)) }
          return (api, traits + Self.stateTraits(element, api))
        }.filter { $0.1.count > budget }
        let count = parts.map(\.1.count).max() ?? 0
        if count > (worst?.count ?? 0) { worst = (count, alternative, parts) }
      }
      guard let worst, !worst.parts.isEmpty else { continue }
      let affected = context.platforms.filter { p in worst.parts.contains { $0.0 == p.api } }
      let detail = worst.parts.map { api, traits in
        let names = context.platforms.filter { $0.api == api }
        return "\(traits.count) traits on \(Messages.platforms(names)) (\(traits.joined(separator: ", ")))"
      }
      var subject = "'\(element.tagName)' combines"
      if element.hasRoleAlternatives, let value = worst.alternative.value { subject = "with the role alternative \(Messages.show(value)), '\(element.tagName)' combines" }
      sink.report(element.nameRange,
                  "\(subject) \(Messages.list(detail)), more than max-traits \(budget): VoiceOver reads every trait on each visit; drop a state or say it in accessibilityValue",
                  platforms: affected)
    }
  }

  /// The states of the element that are traits on the platform API, as trait names.
  static func stateTraits(_ element: AXElement, _ api: PlatformAPI) -> [String] {
    var out: [String] = []
    for key in StateKey.allCases where element.mayHaveState(key) {
      var rows: [StateRow] = []
      switch key {
      case .disabled: rows = [.disabled]
      case .selected: rows = [.selected]
      case .expanded: rows = [.expanded]
      case .busy: rows = [.busy]
      case .checked:
        let values = element.stateValue(.checked)?.possibilities ?? []
        if values.contains(where: { $0 != .string("mixed") }) { rows.append(.checked) }
        if values.contains(where: { $0 == .string("mixed") || $0.isDynamic }) { rows.append(.mixed) }
      }
      for row in rows {
        if case .trait(let t) = PlatformMapping.state(row, on: api) { out.append(name(t)); break }
      }
    }
    return out
  }

  static func name(_ trait: String) -> String { trait.hasPrefix(".") ? String(trait.dropFirst()) : trait }
}
