extension EventBinding {
  /// As written for messages: `(tap)` for an event, the bare name for an activation attribute
  /// (`nsRouterLink`).
  public var shown: String { attribute.kind == .event ? "(\(name))" : name }
}
