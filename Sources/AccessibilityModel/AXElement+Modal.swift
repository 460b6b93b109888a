extension AXElement {
  /// A modal layer: an `an-modal`/`an-sheet`/`an-dialog` (or a component mapped onto one), or an
  /// element with `accessibilityViewIsModal` not known to be false (`[accessibilityViewIsModal]=
  /// "isOpen"` is modal at times).
  /// (Inlined where the builder asks it of every element: most are no modal primitive and write
  /// no `accessibilityViewIsModal`, which two fields answer, without the calls' frames.)
  @inline(__always) func computeIsModalLayer() -> Bool {
    if primitive.isModal { return true }
    guard writtenProps & AccessibilityProp.accessibilityViewIsModal.bit != 0 else { return false }
    return modalPropMayBeTrue()
  }

  /// Whether `accessibilityViewIsModal` is written with a value not known to be false.
  private func modalPropMayBeTrue() -> Bool {
    guard let modal = prop(.accessibilityViewIsModal) else { return false }
    return modal.value.possibilities.contains { $0 != .bool(false) && $0 != .null && $0 != .undefined }
  }
}
