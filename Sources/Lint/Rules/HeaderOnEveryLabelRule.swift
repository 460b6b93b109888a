import AccessibilityModel

/// Headers so dense that the headings rotor stops being an index.
struct HeaderOnEveryLabelRule: Rule {
  static let description = RuleDescription(
    id: "header-on-every-label",
    summary: "Headers on nearly every text",
    rationale: "The header trait is for the structural titles of a screen; if nearly every stop is a header, the VoiceOver rotor in headings mode stops at every line and stops being an index. Reported when at least min-headers headers make up at least max-ratio of all the stops of a template (text, headers and controls alike: three section titles over a screen of switches are section titles), or when min-headers headers come in a row with no other stop between them. Keep header for section titles and leave captions and values as text. WCAG 2.2: 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html); 1.3.1 Info and Relationships (https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html). Apple: UIAccessibilityTraits (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits). Android: Make apps more accessible (https://developer.android.com/guide/topics/ui/accessibility/apps).",
    defaultSeverity: .warning,
    tags: ["naming", "headers"],
    options: [
      RuleOption(name: "min-headers", kind: .integer(min: 2, max: 100), defaultValue: .integer(3),
                 summary: "the fewest headers that can be too many; also the length of a reported run of headers in a row"),
      RuleOption(name: "max-ratio", kind: .number(min: 0, max: 1), defaultValue: .number(0.5),
                 summary: "the share of all stops (text, headers and controls) that are headers from which the template is reported"),
    ])

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    let minimum = context.options.integer("min-headers")
    let ratio = context.options.number("max-ratio")
    // (The model is read where the file holds it: a copy of it, `context.model`, retained and
    // released each of its fields.)
    let allStops = context.stops().map(\.index)
    // No combination of branches can hold more headers than the template has.
    guard allStops.filter({ context.file.model[$0].effectiveRole == .role(.header) }).count >= minimum else { return }
    // (The stops of a detached `<ng-template>` show where it is stamped, any number of times:
    // not counted with the others; the template itself is unknown content below.)
    let stops = allStops.filter { context.file.model.templateScope(of: $0) == nil }
    guard stops.filter({ context.file.model[$0].effectiveRole == .role(.header) }).count >= minimum else { return }
    // Content the template does not show (projected content, a stamped template, an unmapped
    // component) may hold any number of stops: the share of headers is then unknown, and a run
    // of headers with such content between them may not be one.
    let unknown = context.file.model.unknownContentOutsideStops()
    // A stop the template repeats (`@for`, `*ngFor`) is on screen any number of times: the
    // share of headers is then unknown too.
    let repeated = context.file.model.repeatedElements()
    // Only elements that can be on screen together are counted together.
    for set in context.file.model.coexistingSets(of: stops) {
      let headers = set.filter { context.file.model[$0].effectiveRole == .role(.header) }
      guard headers.count >= minimum else { continue }
      // Runs: headers with no other stop between them (stops in document order).
      var runStart: Int?
      var runLength = 0
      var firstRun: (start: Int, length: Int)?
      var nextUnknown = 0
      for index in set {
        // (Unknown content before this stop ends the run.)
        let node = context.file.model[index].node
        var passedUnknown = false
        while nextUnknown < unknown.count && unknown[nextUnknown] < node { passedUnknown = true; nextUnknown += 1 }
        if passedUnknown { runLength = 0 }
        if context.file.model[index].effectiveRole == .role(.header) {
          if runLength == 0 { runStart = index }
          runLength += 1
          if runLength >= minimum, firstRun == nil || firstRun!.start == runStart! { firstRun = (runStart!, runLength) }
        } else {
          runLength = 0
        }
      }
      // The share of all stops (text, headers and controls alike): section titles over a
      // screen of controls are what headers are for.
      let dense = unknown.isEmpty && !set.contains(where: { repeated[$0] }) && Double(headers.count) >= ratio * Double(set.count)
      guard dense || firstRun != nil else { continue }
      let at = firstRun?.start ?? headers[0]
      var message = "\(headers.count) of \(set.count) stops are headers"
      if let firstRun { message += ", \(firstRun.length) of them in a row" }
      message += ": the headings rotor stops at nearly every line and stops being an index; keep header for section titles and leave captions and values as text"
      sink.report(context.file.model[at].nameRange, message)
      return
    }
  }
}
