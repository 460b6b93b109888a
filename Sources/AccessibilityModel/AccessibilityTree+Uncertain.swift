extension AXElement {
  /// An `an-image`/`an-icon` (or a component mapped onto one): named by its label only.
  public var isImagePrimitive: Bool { nativeRole == .role(.image) }

  /// A control named by its text content (`an-button`, `an-link`), as opposed to `an-text`,
  /// whose content is visible prose.
  public var isNamedByContent: Bool {
    primitive.nameSource == .content && nativeRole != .role(.text)
  }
}
