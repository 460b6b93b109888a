import TemplateSyntax

extension AccessibilityTree {
  /// The attributes that make an element navigate when it is activated, whatever the
  /// framework's router: Angular's `routerLink`, NativeScript's `nsRouterLink`, and `href`.
  static let navigationAttributes: Set<String> = ["routerLink", "nsRouterLink", "href"]

  /// Whether activating the element navigates (a router link or an `href`, written or bound):
  /// its action needs no `(tap)`. Read only where it may silence a finding (a link that closes
  /// a modal route is a way out); on its own it makes no element interactive, since whether a
  /// host's router reads the attribute on a native primitive is not known.
  public func navigatesOnActivation(_ element: AXElement) -> Bool {
    hasNavigationAttribute(element.element)
  }

  private func hasNavigationAttribute(_ element: Element) -> Bool {
    for k in element.attributeIndices {
      // (Read in place: most elements have no such attribute, and a copy retains its fields.)
      guard syntax.attributes[k].kind == .plain || syntax.attributes[k].kind == .property else { continue }
      if Self.navigationAttributes.contains(syntax.attributes[k].name) { return true }
    }
    return false
  }
}
