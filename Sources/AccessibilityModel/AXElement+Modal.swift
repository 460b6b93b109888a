extension AXElement {
  /// A modal layer: an `an-modal`/`an-sheet`/`an-dialog` (or a component mapped onto one), or an
  /// element with `accessibilityViewIsModal` not known to be false (`[accessibilityViewIsModal]=
  /// "isOpen"` is modal at times).
  func computeIsModalLayer() -> Bool {
    if primitive.isModal { return true }
    guard let modal = prop(.accessibilityViewIsModal) else { return false }
    return modal.value.possibilities.contains { $0 != .bool(false) && $0 != .null && $0 != .undefined }
  }
}
