import AccessibilityModel

/// A label that is a file or asset name.
struct LabelLooksLikeFilenameRule: Rule {
  static let description = RuleDescription(
    id: "label-looks-like-filename",
    summary: "Label is a file or asset name",
    rationale: "When nobody writes a label, the asset's name ends up in it: the screen reader spells out \"i c underscore trash dot p n g\" and Voice Control users cannot say it. A label answers \"what is this\" in the app's language; a file name answers nothing in any language. WCAG 2.2: 1.1.1 Non-text Content (https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html); 2.4.6 Headings and Labels (https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html). Apple: Human Interface Guidelines: VoiceOver (https://developer.apple.com/design/human-interface-guidelines/voiceover). Android: Principles for improving app accessibility (https://developer.android.com/guide/topics/ui/accessibility/principles).",
    defaultSeverity: .warning,
    tags: ["naming", "labels"])

  static let extensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "svg", "webp", "heic", "heif", "bmp", "tif", "tiff", "ico", "pdf",
    "mp3", "mp4", "m4a", "m4v", "mov", "wav", "aac", "ogg", "webm", "avi", "lottie", "riv", "json",
    "xml", "txt", "csv", "zip", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "imageset", "xcassets",
  ]
  /// Camera and screenshot file names: prefix, optional `_`/`-`, at least three digits.
  static let cameraPrefixes = ["img", "dsc", "dscn", "dscf", "pxl", "vid", "mvimg", "gopr", "screenshot"]
  /// Asset-name prefixes joined with `_` or `-` to more lowercase words (`ic_trash`, `icon-close`).
  static let assetPrefixes: Set<String> = ["ic", "icon", "img", "image", "btn", "bg", "logo", "asset"]
  /// Last segments of dotted symbol names (`heart.fill`, `trash.circle`): SF Symbols and alike.
  static let symbolSuffixes: Set<String> = ["fill", "circle", "square", "slash", "rectangle", "seal", "triangle", "badge"]

  func check(_ context: RuleContext, _ sink: inout FindingSink) {
    for element in context.elements(with: ElementFact.mayHaveNameText) {
      // Inside a stop that has a label of its own, this label is never read.
      if let stop = element.containingStop, context.elements[stop].hasLabel { continue }
      // A constant label (nearly every one) that cannot be a file name is passed over on its
      // bytes lent where the prop keeps them (`withStringUTF8`), without making its name text
      // and candidates: its one candidate is that constant.
      if element.hasLabel, let label = element.label, label.withStringUTF8(Self.mayBeFilename(bytes:)) == false { continue }
      guard let name = context.nameText(element) else { continue }
      func isBad(_ candidate: TextCandidate) -> Bool { candidate.constant.map(Self.looksLikeFilename) ?? false }
      // (Most names are fine: the list of bad ones is made only when there is one.)
      guard name.candidates.contains(where: isBad) else { continue }
      let bad = name.candidates.filter(isBad)
      let subject = name.candidates.count == 1
        ? "\(name.occurrence == nil ? "text" : "label") \(bad[0].shown) looks like a file or asset name"
        : "\(name.occurrence == nil ? "text" : "label") \(bad.count > 1 ? "alternatives" : "alternative") \(Messages.list(bad.map(\.shown))) \(bad.count > 1 ? "look like file or asset names" : "looks like a file or asset name")"
      let what = element.isImagePrimitive ? "what the image tells here" : "what it is"
      sink.report(name.pointer,
                  "\(subject): screen readers spell it out and Voice Control users cannot say it; write \(what) in words")
    }
  }

  static func looksLikeFilename(_ text: String) -> Bool {
    // (The byte test first: trimming takes away only whitespace, none of what it looks for.)
    guard mayBeFilename(text) else { return false }
    let t = TextTools.trimmed(text)
    guard !t.isEmpty, !TextTools.containsWhitespace(t) else { return false }
    let lower = t.lowercased()
    // name.ext
    if let dot = lower.lastIndex(of: "."), dot != lower.startIndex {
      let ext = String(lower[lower.index(after: dot)...])
      if extensions.contains(ext) { return true }
    }
    // IMG_2041, DSC01234, PXL_20240101_…
    for prefix in cameraPrefixes where lower.hasPrefix(prefix) {
      var rest = Substring(lower.dropFirst(prefix.count))
      if rest.first == "_" || rest.first == "-" { rest = rest.dropFirst() }
      if rest.prefix(while: { $0.isASCII && $0.isNumber }).count >= 3 { return true }
    }
    // ic_trash, icon-close, img_back_2x: lowercase ASCII words joined with _ or -.
    if t == lower, t.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
      let words = lower.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
      if words.count >= 2, assetPrefixes.contains(words[0]) { return true }
    }
    // heart.fill, trash.circle: dotted lowercase symbol names.
    if t == lower, t.contains("."), t.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }) {
      let segments = lower.split(separator: ".").map(String.init)
      if segments.count >= 2, segments.dropFirst().contains(where: symbolSuffixes.contains) { return true }
    }
    return false
  }

  /// Whether `text` has what every form below needs: a `.` (an extension, a symbol name), a `_`
  /// or a `-` (asset words), or three ASCII digits (a camera's numbering). Lowercasing makes
  /// none of these, so the bytes as written tell, before anything is lowercased or split. An
  /// ASCII space between two characters that are not whitespace rules every form out (it is
  /// whitespace inside the trimmed text): "Perfil de usuario 11", "Guardar cambios.". (Those
  /// characters are read from their first byte: an ASCII one that is no space, or one of a
  /// scalar from U+00C0 that is no whitespace: every lead byte but C2, E1, E2 and E3.)
  static func mayBeFilename(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(mayBeFilename(bytes:))
      ?? Array(text.utf8).withUnsafeBufferPointer(mayBeFilename(bytes:))
  }

  /// `mayBeFilename` on the UTF-8 bytes of a text.
  static func mayBeFilename(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var digits = 0
    var marked = false
    var textBefore = false
    var spaceAfterText = false
    for b in bytes {
      if b < 0x80 {
        if TextTools.isASCIISpace(b) {
          spaceAfterText = textBefore
          continue
        }
        if b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") { marked = true }
        if b &- UInt8(ascii: "0") < 10 { digits += 1 }
      } else if b < 0xC3 || b == 0xE1 || b == 0xE2 || b == 0xE3 {
        continue  // a continuation byte, or a scalar that may be whitespace
      }
      if spaceAfterText { return false }
      textBefore = true
    }
    return marked || digits >= 3
  }
}
