extension ContentText {
  /// One of the texts the content may be is known to be empty (`{{ loading ? '' : 'Enviar' }}`,
  /// an ICU case with no text): in that case the element shows no text at all.
  public var hasEmptyChoice: Bool {
    guard let choices else { return false }
    return choices.contains { $0?.isEmpty == true }
  }
}

extension AXElement {
  /// Whether the element is named by its content and has no name when that content takes an
  /// alternative with no text (`<an-button>{{ loading ? '' : 'Enviar' }}</an-button>`, or
  /// `null`, which an interpolation shows as nothing). A label, even a bound one, names it
  /// whatever its content shows.
  public var lacksNameWhenContentIsEmpty: Bool {
    guard case .dynamic(let origin) = name, origin == .content || origin == .group else { return false }
    return content.hasEmptyChoice
  }
}
