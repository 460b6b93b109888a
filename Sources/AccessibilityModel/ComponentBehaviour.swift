/// How one component mapped onto a primitive behaves beyond the primitive: where its name
/// comes from, which attribute is its placeholder, which attribute values remove it from the
/// screen, which attributes make it activatable, and which attributes are read as its label.
/// Written in `.linter.yml` (`components:`) or given by a built-in profile.
public struct ComponentBehaviour: Sendable, Equatable {
  /// The primitive it renders (`an-button`).
  public var primitive: String
  /// Where its name comes from, in order: attribute names (`text`, `title`), or `content`
  /// (its text content, `FormattedString`/`Span` children included). Empty: the primitive's own.
  public var nameFrom: [String]
  /// Attributes read as its placeholder (`hint`), beside `placeholder`.
  public var placeholder: [String]
  /// Attribute values that remove it from the screen for everyone (`visibility: [collapsed]`).
  public var hiddenWhen: [String: [String]]
  /// Attributes that make it activatable like a `(tap)` (`nsRouterLink`).
  public var activation: [String]
  /// Attributes read as its `accessibilityLabel` when it has none (`automationText`).
  public var label: [String]
  /// Whether the host makes it a screen-reader stop by itself; nil: the primitive's answer.
  public var isStopByItself: Bool?
  /// Whether the host names it when the template does not (a navigation bar's back button
  /// takes the previous page's title): its name is then unknown, never missing.
  public var namedByHost: Bool
  /// Attributes that give it a name the host supplies on one platform only (`ios.systemIcon`:
  /// a UIKit system bar button item, which iOS names itself).
  public var systemNames: [String: Platform] = [:]

  /// The `nameFrom` entry that means the element's text content.
  public static let content = "content"

  public init(primitive: String, nameFrom: [String] = [], placeholder: [String] = [],
              hiddenWhen: [String: [String]] = [:], activation: [String] = [], label: [String] = [],
              isStopByItself: Bool? = nil, namedByHost: Bool = false) {
    self.primitive = primitive
    self.nameFrom = nameFrom
    self.placeholder = placeholder
    self.hiddenWhen = hiddenWhen
    self.activation = activation
    self.label = label
    self.isStopByItself = isStopByItself
    self.namedByHost = namedByHost
  }

  /// The attributes (not `content`) its name may come from.
  public var nameAttributes: [String] { nameFrom.filter { $0 != Self.content } }
}
