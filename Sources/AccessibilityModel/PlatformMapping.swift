/// How a role is written on one platform API (the role and state tables of the contract).
public enum RoleForm: Sendable, Equatable {
  /// A UIKit or SwiftUI trait (`.button`, `.isToggle`).
  case trait(String)
  /// An AppKit role, with a subrole where the platform needs one (`AXCheckBox` + `AXSwitch`).
  case appKitRole(String, subrole: String?)
  /// An Android widget class name (`android.widget.Button`).
  case widget(String)
  /// Android: no widget, the role is spoken from a translated string.
  case spoken(String)
  /// `none`: the role is stripped (`mask emptied`, `nothing added`).
  case cleared(String)
  /// The platform cannot express it; nothing is applied. The reason says why.
  case unsupported(reason: String)

  public var isSupported: Bool { if case .unsupported = self { return false }; return true }
}

/// How a state is written on one platform API.
public enum StateForm: Sendable, Equatable {
  case trait(String)
  /// An AppKit property setter (`setAccessibilityEnabled(false)`).
  case property(String)
  /// Written into the value, in the platform's convention (`"1"`/`"0"`, `0/1`, `2`).
  case value(String)
  /// Android's own form (`disabled (spoken)`, `checked`).
  case android(String)
  case unsupported(reason: String)

  public var isSupported: Bool { if case .unsupported = self { return false }; return true }
}

/// The rows of the states table: the five keys, with `checked: 'mixed'` as its own row.
public enum StateRow: String, Sendable, CaseIterable {
  case disabled, selected, checked, mixed = "checked: 'mixed'", expanded, busy
}

public enum PlatformMapping {
  public static func role(_ role: Role, on api: PlatformAPI) -> RoleForm {
    switch (role, api) {
    case (.button, .uikit): return .trait(".button")
    case (.button, .appkit): return .appKitRole("AXButton", subrole: nil)
    case (.button, .swiftui): return .trait(".isButton")
    case (.button, .android): return .widget("android.widget.Button")
    case (.link, .uikit): return .trait(".link")
    case (.link, .appkit): return .appKitRole("AXLink", subrole: nil)
    case (.link, .swiftui): return .trait(".isLink")
    case (.link, .android): return .spoken("link")
    case (.header, .uikit): return .trait(".header")
    case (.header, .appkit): return .appKitRole("AXHeading", subrole: nil)
    case (.header, .swiftui): return .trait(".isHeader")
    case (.header, .android): return .spoken("heading")
    case (.image, .uikit): return .trait(".image")
    case (.image, .appkit): return .appKitRole("AXImage", subrole: nil)
    case (.image, .swiftui): return .trait(".isImage")
    case (.image, .android): return .widget("android.widget.ImageView")
    case (.text, .uikit): return .trait(".staticText")
    case (.text, .appkit): return .appKitRole("AXStaticText", subrole: nil)
    case (.text, .swiftui): return .trait(".isStaticText")
    case (.text, .android): return .widget("android.widget.TextView")
    case (.checkbox, .uikit): return .trait(".toggleButton")
    case (.checkbox, .appkit): return .appKitRole("AXCheckBox", subrole: nil)
    case (.checkbox, .swiftui): return .trait(".isToggle")
    case (.checkbox, .android): return .widget("android.widget.CheckBox")
    case (.radio, .uikit):
      return .unsupported(reason: "UIKit has no radio trait: an iOS radio button is announced by its value and its position in the group (\"two of five\"), which is structure, not a trait")
    case (.radio, .appkit): return .appKitRole("AXRadioButton", subrole: nil)
    case (.radio, .swiftui):
      return .unsupported(reason: "SwiftUI has no radio trait: a radio button is announced by its value and its position in the group, which is structure, not a trait")
    case (.radio, .android): return .widget("android.widget.RadioButton")
    case (.switch, .uikit): return .trait(".toggleButton")
    case (.switch, .appkit): return .appKitRole("AXCheckBox", subrole: "AXSwitch")
    case (.switch, .swiftui): return .trait(".isToggle")
    case (.switch, .android): return .widget("android.widget.Switch")
    case (.slider, .uikit): return .trait(".adjustable")
    case (.slider, .appkit): return .appKitRole("AXSlider", subrole: nil)
    case (.slider, .swiftui):
      return .unsupported(reason: "SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere")
    case (.slider, .android): return .widget("android.widget.SeekBar")
    case (.search, .uikit): return .trait(".searchField")
    case (.search, .appkit): return .appKitRole("AXTextField", subrole: "AXSearchField")
    case (.search, .swiftui): return .trait(".isSearchField")
    case (.search, .android): return .widget("android.widget.EditText")
    case (.summary, .uikit): return .trait(".summaryElement")
    case (.summary, .appkit):
      return .unsupported(reason: "AppKit has no summary role: a summary is read when you enter a screen on iOS, and a Mac has no such moment")
    case (.summary, .swiftui): return .trait(".isSummaryElement")
    case (.summary, .android): return .spoken("summary")
    case (.none, .uikit): return .cleared("mask emptied")
    case (.none, .appkit): return .appKitRole("AXUnknown", subrole: nil)
    case (.none, .swiftui): return .cleared("nothing added")
    case (.none, .android): return .widget("android.view.View")
    }
  }

  public static func state(_ row: StateRow, on api: PlatformAPI) -> StateForm {
    switch (row, api) {
    case (.disabled, .uikit): return .trait(".notEnabled")
    case (.disabled, .appkit): return .property("setAccessibilityEnabled(false)")
    case (.disabled, .swiftui): return .unsupported(reason: "SwiftUI has no disabled trait")
    case (.disabled, .android): return .android("disabled (spoken)")
    case (.selected, .uikit): return .trait(".selected")
    case (.selected, .appkit): return .property("setAccessibilitySelected(true)")
    case (.selected, .swiftui): return .trait(".isSelected")
    case (.selected, .android): return .android("selected")
    case (.checked, .uikit): return .value("\"1\" / \"0\"")
    case (.checked, .appkit): return .value("0 / 1")
    case (.checked, .swiftui): return .value("\"1\" / \"0\"")
    case (.checked, .android): return .android("checked")
    case (.mixed, .uikit):
      return .unsupported(reason: "UIKit has no mixed state: checked goes into the value as \"1\" or \"0\" and a middle state has nowhere to go")
    case (.mixed, .appkit): return .value("2")
    case (.mixed, .swiftui):
      return .unsupported(reason: "SwiftUI has no mixed state: checked goes into the value as \"1\" or \"0\" and a middle state has nowhere to go")
    case (.mixed, .android): return .android("spoken \"partially checked\"")
    case (.expanded, .uikit): return .unsupported(reason: "UIKit has no expanded trait or property")
    case (.expanded, .appkit): return .property("setAccessibilityExpanded(true)")
    case (.expanded, .swiftui): return .unsupported(reason: "SwiftUI has no expanded trait")
    case (.expanded, .android): return .android("expanded/collapsed actions")
    case (.busy, .uikit), (.busy, .appkit), (.busy, .swiftui):
      return .unsupported(reason: "busy has no form on any Apple platform (the nearest AppKit role, AXBusyIndicator, is a spinner: another view, not a state of this one)")
    case (.busy, .android): return .android("spoken \"busy\"")
    }
  }
}
