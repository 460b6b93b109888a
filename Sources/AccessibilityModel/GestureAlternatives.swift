extension AXElement {
  /// Whether an accessibility event of the element itself does what a gesture of it does, so
  /// the gesture is a shortcut for sighted users: a pan or a swipe on an element that handles
  /// `(accessibilityIncrement)` and `(accessibilityDecrement)` (it is adjusted by the reader's
  /// own swipes), and a pan or a swipe on a modal layer that handles `(accessibilityEscape)`
  /// (a sheet dragged away is dismissed by the escape gesture).
  public func hasAccessibleAlternative(toGesture name: String) -> Bool {
    // (`pan`, HammerJS's `panstart`, `panleft`, …; `swipe`, `swipeLeft`, `swipeleft`, …: only
    // gesture events are asked about.)
    guard name.hasPrefix("pan") || name.hasPrefix("swipe") else { return false }
    if event(named: "accessibilityIncrement") != nil && event(named: "accessibilityDecrement") != nil { return true }
    return isModalLayer && event(named: "accessibilityEscape") != nil
  }
}
