/// `profile: nativescript`: NativeScript 8's core views and accessibility vocabulary
/// (https://docs.nativescript.org/guide/accessibility). The choices are documented in
/// `docs/nativescript.md`.
extension ComponentProfile {
  /// `visibility="collapse"`, `"collapsed"` or `"hidden"` removes a view for everyone.
  static let nativeScriptHidden: [String: [String]] = ["visibility": ["collapse", "collapsed", "hidden"]]
  /// `nsRouterLink` navigates on tap, on any view.
  static let nativeScriptActivation = ["nsRouterLink"]

  public static let nativeScript: ComponentProfile = {
    var behaviours: [String: ComponentBehaviour] = [:]
    func add(_ names: [String], _ primitive: String, nameFrom: [String] = [], placeholder: [String] = [],
             stop: Bool? = nil, namedByHost: Bool = false, systemNames: [String: Platform] = [:]) {
      for name in names {
        behaviours[name] = ComponentBehaviour(primitive: primitive, nameFrom: nameFrom, placeholder: placeholder,
                                              hiddenWhen: nativeScriptHidden, activation: nativeScriptActivation,
                                              isStopByItself: stop, namedByHost: namedByHost)
        behaviours[name]?.systemNames = systemNames
      }
    }
    // Layouts and containers: no role, no stop of their own.
    add(["StackLayout", "GridLayout", "FlexboxLayout", "WrapLayout", "AbsoluteLayout", "DockLayout", "RootLayout",
         "ContentView", "Page", "Frame", "ActionBar", "TabView", "TabViewItem", "BottomNavigation", "Tabs",
         "TabContentItem", "TabStrip", "RadSideDrawer", "ActivityIndicator", "Progress", "WebView", "HtmlView",
         "Placeholder", "DatePicker", "TimePicker", "ListPicker", "SegmentedBar"], "an-view")
    add(["ScrollView"], "an-scroll-view")
    add(["ListView", "RadListView"], "an-list")
    // Text and buttons are named by `text` (static, bound or interpolated) or their content
    // (`FormattedString` of `Span`s).
    add(["Label"], "an-text", nameFrom: ["text", ComponentBehaviour.content])
    add(["Button"], "an-button", nameFrom: ["text", ComponentBehaviour.content])
    // `ios.systemIcon` is a UIKit system bar button item, which iOS names itself ("Share");
    // `android.systemIcon` is only a drawable: no name on Android.
    add(["ActionItem"], "an-button", nameFrom: ["text", ComponentBehaviour.content], systemNames: ["ios.systemIcon": .ios])
    add(["TabStripItem"], "an-button", nameFrom: ["title", ComponentBehaviour.content])
    // The back button: with no `text`, iOS shows the previous page's title.
    add(["NavigationButton"], "an-button", nameFrom: ["text"], namedByHost: true)
    // An Image is no accessibility element by default (UIImageView, and an ImageView with no
    // content description): it becomes a stop with accessible="true", a label or a role.
    add(["Image"], "an-image", stop: false)
    add(["Switch"], "an-switch")
    add(["Slider"], "an-slider")
    add(["TextField"], "an-text-field", placeholder: ["hint"])
    // A TextView often shows text (`editable="false"`): its text is read, so it names it.
    add(["TextView"], "an-text-field", nameFrom: ["text"], placeholder: ["hint"])
    add(["SearchBar"], "an-search-field", placeholder: ["hint"])
    // Common plugin views that behave as the core ones do (Material components, card and
    // ripple wrappers).
    add(["MDButton"], "an-button", nameFrom: ["text", ComponentBehaviour.content])
    add(["MDTextField"], "an-text-field", placeholder: ["hint", "placeholder"])
    add(["MDCardView", "CardView", "MDRipple", "Ripple"], "an-view")
    var profile = ComponentProfile(
      name: "nativescript",
      behaviours: behaviours,
      roleAliases: [
        "adjustable": .slider, "imageButton": .button, "keyboardKey": .button, "staticText": .text,
        "radioButton": .radio, "progressBar": nil, "spinButton": nil, "plays": nil, "startsMedia": nil,
      ],
      stringStates: [
        "selected": StringState(.selected, true), "checked": StringState(.checked, true),
        "unchecked": StringState(.checked, false), "disabled": StringState(.disabled, true),
      ],
      hidingProps: ["accessibilityHidden"],
      knownProps: [
        "accessibilityHidden", "accessibilityLiveRegion", "accessibilityIdentifier", "accessibilityLanguage",
        "accessibilityMediaSession", "accessibilityIgnoresInvertColors", "accessibilityTraits",
        "iosAccessibilityAdjustsFontSize", "iosAccessibilityMinFontScale", "iosAccessibilityMaxFontScale",
      ],
      knownEvents: ["accessibilityBlur", "accessibilityFocus", "accessibilityFocusChanged", "accessibilityPerformEscape"],
      textPieces: ["Span": "text"],
      pascalCaseIsComponent: true,
      transparent: ["FormattedString"],
      platforms: [.ios, .android])
    profile.adviceElements = ["an-button": "Button", "an-slider": "Slider", "an-switch": "Switch"]
    // NativeScript's UIKit role table gives checkboxes, switches and radio buttons the button
    // trait (its `checked` state adds `selected`).
    for role in [Role.checkbox, .switch, .radio] { profile.roleForms[role] = [.uikit: .trait(".button")] }
    // NativeScript's own platform forms of the role values it adds (its iOS and Android
    // accessibility code): an image button is a button and an image on iOS.
    profile.writtenRoleForms = [
      "imageButton": [.uikit: [.trait(".button"), .trait(".image")], .android: [.widget("android.widget.ImageButton")]],
      "keyboardKey": [.uikit: [.trait(".keyboardKey")], .android: [.widget("android.inputmethodservice.Keyboard.Key")]],
    ]
    profile.enumeratedProps = ["accessibilityLiveRegion": ["none", "polite", "assertive", "0", "1", "2"]]
    profile.adjustableOnlyEvents = ["accessibilityIncrement", "accessibilityDecrement"]
    profile.checkedTraits = [.uikit: ".selected"]
    profile.platformPrefixes = ["ios": .ios, "android": .android]
    profile.roleNames = [.slider: "adjustable", .radio: "radioButton"]
    profile.alternativeControl = "a Button, or an ActionItem"
    profile.titleElements = ["ActionBar"]
    return profile
  }()
}
