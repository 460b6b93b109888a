/// An element open inside an ICU case: its name as written, Angular's full name (`:svg:rect`
/// inside `<svg>`), and its lowercased HTML name (for the tag rules).
struct ICUOpenTag {
  var written: String
  var fullName: String
  var htmlName: String
}

extension TreeBuilder {
  /// Checks one tag inside an ICU case as Angular's tree builder does, which builds each case's
  /// elements apart (an end tag inside a case closes only what that case opened): an end tag
  /// with nothing to close, an element it closes without its own end tag, the end tag of a
  /// void element, a `<div/>` that may not self-close, an interpolation in a plain attribute's
  /// value. The elements stay text of the case for the model; the verdict is Angular's. A
  /// comment right inside a case (not inside one of its elements) makes Angular's compiler
  /// fail, so it is an error here.
  mutating func checkICUMarkup(_ tokens: ArraySlice<Token>, openTags: inout [ICUOpenTag]) {
    guard let first = tokens.first else { return }
    switch first.kind {
    case .tagOpenStart:
      let written = text(first.name)
      let full = Self.fullName(written, inside: openTags.last?.fullName)
      let namespaced = full.utf8.first == UInt8(ascii: ":")
      let custom = written.utf8.contains(UInt8(ascii: "-"))
      let html = HTMLTags.normalized(written)
      var selfClosing = false
      for token in tokens.dropFirst() {
        switch token.kind {
        case .attribute:
          guard token.hasValue, contains(UInt8(ascii: "{"), in: token.value),
                AttributeClassifier.classify(bytes, token.name).0 == .plain else { continue }
          _ = splitInterpolation(token.value, inText: false, buildsTrees: false)
        case .tagOpenEndSelfClosing:
          selfClosing = true
        default:
          break
        }
      }
      if selfClosing && !custom && !namespaced && HTMLTags.notSelfClosable.contains(html) {
        errorSelfClosed(written, first.name)
      }
      if !namespaced, let parent = openTags.last, HTMLTags.mayBeClosedByChildren(parent.htmlName),
         let closers = HTMLTags.closedByChildren[parent.htmlName], closers.contains(html) {
        openTags.removeLast()
      }
      let isVoid = !namespaced && !custom && HTMLTags.voidElements.contains(html)
      // (A raw-text element's end tag came with it: it is closed already.)
      let closedAlready = tokens.last?.kind == .tagClose
      if !selfClosing && !isVoid && !closedAlready {
        openTags.append(ICUOpenTag(written: written, fullName: full, htmlName: html))
      }
    case .tagClose:
      let written = text(first.name)
      let full = Self.fullName(written, inside: openTags.last?.fullName)
      let html = HTMLTags.normalized(written)
      if full.utf8.first != UInt8(ascii: ":") && !written.utf8.contains(UInt8(ascii: "-"))
        && HTMLTags.voidElements.contains(html) {
        errorVoidEndTag(written, first.name)
        return
      }
      guard let index = openTags.lastIndex(where: { $0.fullName == full }) else {
        error("unexpected end tag '</\(written)>': no '<\(written)>' is open in this ICU case", first.name)
        return
      }
      for open in openTags[(index + 1)...].reversed() where !HTMLTags.closedByParent.contains(open.htmlName) {
        errorClosedWithout(open.written, closer: "'</\(written)>'", first.name)
      }
      openTags.removeSubrange(index...)
    case .comment where openTags.isEmpty:
      // (Inside an element of the case Angular's compiler keeps it.)
      error("a comment inside an ICU case makes Angular's compiler fail: move it out of the message", first.range)
    default:
      break
    }
  }
}
