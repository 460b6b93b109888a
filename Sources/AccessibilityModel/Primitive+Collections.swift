extension Primitive {
  /// The catalog's containers whose children are meant to be separate stops: `an-list` (its
  /// rows) and `an-scroll-view` (its content). `an-stack`, `an-view` and generic views are
  /// layout, where a run of texts may be one unit (a card). A component mapped onto one of
  /// these in `.linter.yml` is known by its own name only, so it counts as a generic container.
  public var holdsSeparateItems: Bool { kind == .container && (name == "an-list" || name == "an-scroll-view") }
}
