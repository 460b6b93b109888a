extension ContentText {
  /// The content is one of texts that are all known, and one of them is empty
  /// (`{{ loading ? '' : 'Enviar' }}`, an ICU case with no text): in that case the element shows
  /// no text at all. Not when another is unknown: `{{ title ?? '' }}` and `{{ title ? title : '' }}`
  /// show nothing only when the title is empty anyway, which the linter cannot know.
  public var hasEmptyChoice: Bool {
    guard let choices else { return false }
    var empty = false
    for choice in choices {
      guard let choice else { return false }
      if choice.isEmpty { empty = true }
    }
    return empty
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
