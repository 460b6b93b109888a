import AccessibilityModel
import TemplateSyntax

/// Findings inside an element a platform removes (NativeScript's `ios:visibility="collapsed"`:
/// `AXElement.removedOn`, which its descendants inherit): what is there is not on screen on that
/// platform, so the finding holds on the other platforms only, and is dropped when every
/// targeted platform removes it. Applied by the engine to every rule's findings, by where they
/// point, so no rule has to remember it. A finding of the whole template (at the file's first
/// byte, empty) is left as it is.
struct PlatformRemoval {
  /// The elements some platform removes: their whole source range (start tag to end tag) and
  /// the platforms, innermost last among those that contain one another (document order).
  private var removed: [(range: ByteRange, platforms: Set<Platform>)] = []

  /// (From the file, whose model is read in place: a model passed in was a copy of the tree's
  /// fields, retained and destroyed for every file. The elements are read by index from one
  /// copy of the collection, not each retained by an iterator.)
  init(file: FileContext) {
    let elements = file.model.elements
    for i in elements.indices where elements[i].isRemovedOnSomePlatform {
      removed.append((file.model.syntax[elements[i].node].range, elements[i].removedOn))
    }
  }

  /// Whether no element is removed on any platform (most templates: nothing to narrow).
  var isEmpty: Bool { removed.isEmpty }

  /// The finding narrowed to the targeted platforms that keep what it points at (its platforms
  /// and message say so), unchanged when none of them removes it, nil when all of them do.
  func narrowed(_ finding: RuleFinding, targeted: [Platform]) -> RuleFinding? {
    let offset = finding.range.start
    if offset == 0 && finding.range.end == 0 { return finding }
    // (The innermost removed element around it holds every platform removing it: descendants
    // inherit their ancestors' removal.)
    guard let platforms = removed.last(where: { $0.range.start <= offset && offset < $0.range.end })?.platforms else {
      return finding
    }
    let applies = finding.platforms.isEmpty ? targeted : finding.platforms
    let removedHere = applies.filter { platforms.contains($0) }
    if removedHere.isEmpty { return finding }
    let kept = applies.filter { !platforms.contains($0) }
    if kept.isEmpty { return nil }
    var narrowed = finding
    narrowed.platforms = kept
    if finding.platforms.isEmpty {
      narrowed.message += " (on \(Messages.platforms(kept)) only: it is removed on \(Messages.platforms(removedHere)))"
    }
    return narrowed
  }
}
