import TemplateSyntax

/// The components a configuration maps onto primitives, with their behaviour, and the
/// vocabulary of the framework they come from (a built-in profile such as `nativescript`,
/// refined by `.linter.yml`). The model reads it; rules read the model's facts.
public struct ComponentProfile: Sendable, Equatable {
  /// A state written as a string (`accessibilityState="checked"`) and what it means.
  public struct StringState: Sendable, Equatable {
    public var key: StateKey
    public var value: Bool
    public init(_ key: StateKey, _ value: Bool) {
      self.key = key
      self.value = value
    }
  }

  /// The built-in profile's name; nil for none.
  public var name: String?
  /// Element name → behaviour (a plain `Name: an-primitive` mapping has the primitive only).
  public var behaviours: [String: ComponentBehaviour]
  /// Role names of the framework and the role each means; a nil role is a role the framework
  /// knows that has no equivalent in the vocabulary (its effect is unknown, never an error).
  public var roleAliases: [String: Role?]
  /// `accessibilityState` written as one string, and what each value means; empty: only the
  /// object form is valid.
  public var stringStates: [String: StringState]
  /// Boolean props that hide the element when true, as `accessible="false"` does.
  public var hidingProps: [String]
  /// Further accessibility props and events the framework knows (never reported as misspelt).
  public var knownProps: [String]
  public var knownEvents: [String]
  /// Non-primitive elements whose attribute is text of the element around them (`Span`: `text`).
  public var textPieces: [String: String]
  /// Whether an element named in PascalCase that is not mapped is a component whose content the
  /// linter cannot know (in the framework, every view is written that way).
  public var pascalCaseIsComponent: Bool
  /// Non-primitive PascalCase elements whose content is read through (`FormattedString`).
  public var transparent: Set<String>
  /// The platforms the framework targets (the default of `platforms:`); nil: all.
  public var platforms: [Platform]?
  /// The framework's element for a primitive, named in advice (`an-button`: `Button`).
  public var adviceElements: [String: String] = [:]
  /// Elements whose `title` (or, with none, the named views inside them) is the screen's
  /// title (`ActionBar`).
  public var titleElements: Set<String> = []
  /// For a framework whose templates have no custom accessibility actions, the controls to
  /// offer a gesture's function with instead (advice only); nil: custom actions exist.
  public var alternativeControl: String?
  /// Where the framework writes a role differently from the contract's tables, per platform
  /// API (NativeScript gives a radio button UIKit's button trait).
  public var roleForms: [Role: [PlatformAPI: RoleForm]] = [:]
  /// The framework's own name for a role of the vocabulary it writes differently
  /// (NativeScript: `adjustable` for `slider`, `radioButton` for `radio`), used in messages.
  public var roleNames: [Role: String] = [:]
  /// Where the framework publishes a role value it names its own way, per platform API, in the
  /// order published (NativeScript's `imageButton`: UIKit's button and image traits, Android's
  /// `ImageButton`); used by the platform preview.
  public var writtenRoleForms: [String: [PlatformAPI: [RoleForm]]] = [:]
  /// Attribute-name prefixes that apply an attribute on one platform only (NativeScript's
  /// `ios:` and `android:`).
  public var platformPrefixes: [String: Platform] = [:]
  /// Where the framework publishes a checked state as a trait instead of the contract's value
  /// "1"/"0" (NativeScript on iOS: `.selected`); used by the platform preview.
  public var checkedTraits: [PlatformAPI: String] = [:]
  /// Props the framework reads as one of a few values (NativeScript's
  /// `accessibilityLiveRegion`: `none`, `polite`, `assertive`, or the numbers 0, 1, 2), as
  /// written in static text; a bound number is compared with the numeric ones.
  public var enumeratedProps: [String: [String]] = [:]
  /// Events the framework fires only on an adjustable view (NativeScript's
  /// `accessibilityIncrement` and `accessibilityDecrement`); empty: on any view.
  public var adjustableOnlyEvents: [String] = []

  /// `ios:visibility` → (iOS, `visibility`); nil for a name without a platform prefix.
  /// The attributes whose expressions the model reads on (nearly) every element that has
  /// them: the accessibility props, and props written for one platform. The linter has the
  /// parser build these at once (`ExpressionParsing.onDemand(keeping:)`); any other expression
  /// the model reads is built when it does, so this is a saving, never a change of result.
  public func readsExpressions(ofAttributeNamed name: String) -> Bool {
    AccessibilityProp.named(name) != nil || platformAttribute(name) != nil
  }

  /// How a template is parsed for this profile's model: the expressions it reads at once,
  /// the others checked and built on demand.
  public var expressionParsing: ExpressionParsing {
    let profile = self
    return .onDemand { profile.readsExpressions(ofAttributeNamed: $0) }
  }

  public func platformAttribute(_ name: String) -> (platform: Platform, name: String)? {
    guard !platformPrefixes.isEmpty, let colon = name.firstIndex(of: ":"),
          let platform = platformPrefixes[String(name[..<colon])] else { return nil }
    return (platform, String(name[name.index(after: colon)...]))
  }

  public init(name: String? = nil, behaviours: [String: ComponentBehaviour] = [:], roleAliases: [String: Role?] = [:],
              stringStates: [String: StringState] = [:], hidingProps: [String] = [], knownProps: [String] = [],
              knownEvents: [String] = [], textPieces: [String: String] = [:], pascalCaseIsComponent: Bool = false,
              transparent: Set<String> = [], platforms: [Platform]? = nil) {
    self.name = name
    self.behaviours = behaviours
    self.roleAliases = roleAliases
    self.stringStates = stringStates
    self.hidingProps = hidingProps
    self.knownProps = knownProps
    self.knownEvents = knownEvents
    self.textPieces = textPieces
    self.pascalCaseIsComponent = pascalCaseIsComponent
    self.transparent = transparent
    self.platforms = platforms
  }

  /// The element advice names for a primitive: the framework's (`a Button`), or the primitive.
  public func adviceElement(_ primitive: String) -> String {
    adviceElements[primitive].map { "a \($0)" } ?? primitive
  }

  /// No profile: the catalog's primitives and nothing else.
  public static let none = ComponentProfile()

  /// Plain mappings only (`Name: an-primitive`).
  public init(components: [String: String]) {
    self.init(behaviours: components.mapValues { ComponentBehaviour(primitive: $0) })
  }

  /// The built-in profiles, by the name `profile:` takes.
  public static let builtIn: [String: ComponentProfile] = ["nativescript": .nativeScript]
  public static var builtInNames: [String] { builtIn.keys.sorted() }

  /// Element name → primitive name.
  public var components: [String: String] { behaviours.mapValues(\.primitive) }

  /// This profile with `overrides` replacing its entries of the same name.
  public func refined(by overrides: [String: ComponentBehaviour]) -> ComponentProfile {
    var copy = self
    copy.behaviours.merge(overrides) { $1 }
    return copy
  }

  /// What a role value means under this profile: the vocabulary's role, the alias's, or nil
  /// (`known` false) for a value neither knows.
  public func role(named value: String) -> (known: Bool, role: Role?) {
    if let role = Role(rawValue: value) { return (true, role) }
    if let alias = roleAliases[value] { return (true, alias) }
    return (false, nil)
  }
}
