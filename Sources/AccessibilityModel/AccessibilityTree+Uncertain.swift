extension AccessibilityTree {
  /// Whether the element or one of its ancestors has an `accessible` value the linter cannot
  /// know (`[accessible]="showPhoto"`): at run time it may be hidden (false) or grouped (true),
  /// so whether it is a stop of its own is unknown. Rules about stops stay silent on it.
  public func hasUncertainAccessible(_ index: Int) -> Bool {
    if elements[index].accessible != nil && elements[index].accessibleFlag == nil { return true }
    return ancestors(of: index).contains { elements[$0].accessible != nil && elements[$0].accessibleFlag == nil }
  }
}

extension AXElement {
  /// An `an-image`/`an-icon` (or a component mapped onto one): named by its label only.
  public var isImagePrimitive: Bool { primitive.nativeRole == .role(.image) }

  /// A control named by its text content (`an-button`, `an-link`), as opposed to `an-text`,
  /// whose content is visible prose.
  public var isNamedByContent: Bool {
    primitive.nameSource == .content && primitive.nativeRole != .role(.text)
  }
}
