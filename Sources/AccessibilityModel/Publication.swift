import TemplateSyntax

/// A value as a screen reader will speak it: known text, or an expression the linter cannot
/// evaluate (shown as its source).
public enum SpokenValue: Sendable, Equatable {
  case text(String)
  /// Source text of what will be spoken (`'Hola ' + {name}`, `{isOn ? 'sí' : 'no'}`).
  case dynamic(String)
  /// Known text with nothing readable in it (icon-font glyphs, symbols, emoji): announced as
  /// nothing useful.
  case unreadable(String)
  /// Given by the host, not by the template, described (`system icon 9`: iOS names a system
  /// bar button item itself): shown as `(system icon 9)`.
  case host(String)

  /// `"Save"` or `{name} (dynamic)`.
  public var rendered: String {
    switch self {
    case .text(let s): return "\"" + s.replacingQuotes() + "\""
    case .dynamic(let source):
      // A whole expression is shown as `{expr}`; text with holes in it as `"Hola {name}"`.
      let isOneExpression = source.hasPrefix("{") && source.hasSuffix("}")
        && source.dropFirst().dropLast().firstIndex(of: "{") == nil
      return (isOneExpression ? source : "\"" + source.replacingQuotes() + "\"") + " (dynamic)"
    case .unreadable(let s):
      return "\"" + s.replacingQuotes().escapingPrivateUse() + "\" (nothing readable)"
    case .host(let description): return "(" + description + ")"
    }
  }

  /// What a prop's value speaks. Static text with `{{ }}` is shown with its holes as `{expr}`.
  public init?(_ occurrence: PropOccurrence, source: SourceFile) {
    let attribute = occurrence.attribute
    if attribute.kind == .plain, occurrence.value.stringValue == nil {
      var text = ""
      for part in attribute.parts {
        switch part {
        case .literal(let s, _): text += s
        case .interpolation(let i): text += "{" + collapseWhitespace(source.text(i.expressionRange)) + "}"
        case .icu(let m): text += "{" + collapseWhitespace(source.text(m.range)) + "}"
        }
      }
      self = .dynamic(collapseWhitespace(text))
      return
    }
    self.init(occurrence.value, source: attribute.valueRange.map { source.text($0) } ?? "")
  }

  public init?(_ value: AbstractValue, source: String) {
    switch value {
    case .string(let s):
      let collapsed = collapseWhitespace(s)
      if collapsed.isEmpty { return nil }
      self = .text(collapsed)
    case .number(let n): self = .text(n == n.rounded(.towardZero) && abs(n) < 1e15 ? String(Int(n)) : String(n))
    case .bool(let b): self = .text(String(b))
    case .null, .undefined: return nil
    case .concatenation(let parts):
      self = .dynamic(parts.map { part -> String in
        switch part {
        case .literal(let s): return s
        case .dynamic(let source): return "{" + source + "}"
        }
      }.joined())
    default:
      self = .dynamic("{" + collapseWhitespace(source) + "}")
    }
  }
}

extension String {
  /// Private-use characters (icon-font glyphs) as `\u{F0C9}`: they show as nothing, or as a
  /// box, in a terminal.
  func escapingPrivateUse() -> String {
    var out = ""
    for c in unicodeScalars {
      if AccessibleName.isPrivateUse(c) {
        out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(c)
      }
    }
    return out
  }

  func replacingQuotes() -> String {
    var out = ""
    for c in unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}

/// What one platform publishes for one element, in that platform's vocabulary:
/// the role (a UIKit/SwiftUI trait, an AppKit role and subrole, an Android
/// widget class), the state traits or properties, label, hint and value, and one note for
/// each thing the template asked for that the platform cannot express.
public struct Publication: Sendable, Equatable {
  public var platform: Platform
  /// AppKit role or Android class name (nil on UIKit/SwiftUI, where the role is a trait).
  public var role: String?
  public var subrole: String?
  /// UIKit/SwiftUI traits, the role's first.
  public var traits: [String] = []
  public var label: SpokenValue?
  public var hint: SpokenValue?
  public var value: SpokenValue?
  /// AppKit and Android state properties, in order: `enabled=false`, `checked=true`.
  public var properties: [String] = []
  public var notes: [String] = []

  public init(platform: Platform) { self.platform = platform }
}

extension AXElement {
  /// What `platform` publishes for this element (whether or not it is a stop there).
  public func publication(on platform: Platform, source: SourceFile) -> Publication {
    var p = Publication(platform: platform)
    let api = platform.api
    publishRole(&p, api, source)
    publishStates(&p, api, source)
    if case .unreadable(let text, _) = name {
      p.label = .unreadable(text)
    } else if let label = label, let spoken = SpokenValue(label, source: source) {
      p.label = spoken
    } else if case .known(let text, _) = name {
      p.label = .text(text)
    } else if !namedOn.isEmpty, content.isEmpty {
      // Named only by a platform-prefixed attribute: that platform says it, the others nothing.
      if let named = platformAttributes.first(where: { $0.platform == platform && $0.names }) {
        let spoken = SpokenValue(named.value, source: named.attribute.valueRange.map { source.text($0) } ?? "")
        if named.namesBySystem, let spoken {
          switch spoken {
          case .text(let s), .dynamic(let s), .unreadable(let s), .host(let s): p.label = .host("system icon " + s)
          }
        } else {
          p.label = spoken
        }
      }
    } else if case .dynamic(let origin) = name {
      if origin == .placeholder, let placeholder,
         let spoken = SpokenValue(placeholder, source: placeholderValueRange.map { source.text($0) } ?? "") {
        p.label = spoken
      } else if content.isEmpty, behaviour?.namedByHost == true {
        p.label = .host("named by the host")
      } else {
        p.label = contentSpoken()
      }
    }
    if let hint, let spoken = SpokenValue(hint, source: source) { p.hint = spoken }
    publishValue(&p, api, source)
    if stopIsUncertain {
      p.notes.append("may not be a stop of its own: what decides is not known statically (a bound accessible or role on it or around it, or the component or template that renders it)")
    }
    return p
  }

  /// Content text with its unknown parts shown as `{expr}`; content that is one `@if … @else`
  /// or `@switch` of text, as its alternatives (`{'Saving' | 'Save'}`, `…` for one not known).
  func contentSpoken() -> SpokenValue {
    if let choices = content.choices, !choices.isEmpty {
      return .dynamic("{" + choices.map { $0.map { "'" + collapseWhitespace($0) + "'" } ?? "…" }.joined(separator: " | ") + "}")
    }
    var text = ""
    for part in content.parts {
      switch part {
      case .literal(let s): text += s
      case .dynamic(let source): text += "{" + source + "}"
      }
    }
    return .dynamic(collapseWhitespace(text))
  }

  func publishRole(_ p: inout Publication, _ api: PlatformAPI, _ source: SourceFile) {
    switch effectiveRole {
    case .role(let role):
      for form in publishedRoleForms(role, on: api) {
        switch form {
        case .trait(let t): p.traits.append(t)
        case .appKitRole(let r, let sub): p.role = r; p.subrole = sub
        case .widget(let w): p.role = w
        case .spoken(let s): p.role = "android.view.View"; p.properties.append("spoken=\"\(s)\"")
        case .cleared: if api == .android { p.role = "android.view.View" } else if api == .appkit { p.role = "AXUnknown" }
        case .unsupported(let reason):
          p.notes.append("\(roleName(role)): \(reason)")
          if api == .appkit { p.role = "AXUnknown" } else if api == .android { p.role = "android.view.View" }
        }
      }
    case .textField:
      switch api {
      case .uikit, .swiftui: break
      case .appkit: p.role = "AXTextField"
      case .android: p.role = "android.widget.EditText"
      }
    case .noRole, .unknown:
      if api == .appkit { p.role = "AXUnknown" } else if api == .android { p.role = "android.view.View" }
      if effectiveRole == .unknown, let role { p.notes.append("role \(role.attribute.value(in: source) ?? "") is not known statically") }
    }
  }

  /// The states the platform writes as traits or properties (checked goes into the value).
  func publishStates(_ p: inout Publication, _ api: PlatformAPI, _ source: SourceFile) {
    guard let state, case .object(let entries) = state.value else { return }
    for entry in entries {
      guard let key = StateKey(rawValue: entry.key), key != .checked else { continue }
      let condition: String
      // (Collapsed is a state of its own, written as expanded=false where one is; the other
      // states are off by default.)
      var isCollapsed = false
      switch entry.value {
      case .bool(false) where key == .expanded: condition = ""; isCollapsed = true
      case .bool(false), .null, .undefined: continue
      case .bool(true): condition = ""
      default: condition = " when " + collapseWhitespace(source.text(entry.valueRange))
      }
      let row: StateRow
      switch key {
      case .disabled: row = .disabled
      case .selected: row = .selected
      case .expanded: row = .expanded
      case .busy: row = .busy
      case .checked: continue
      }
      let property = key == .disabled ? "enabled=false" : "\(key.rawValue)=\(!isCollapsed)"
      switch PlatformMapping.state(row, on: api) {
      case .trait(let t): if !isCollapsed { p.traits.append(t + condition) }
      case .property:
        p.properties.append(property + condition)
      case .android(let form):
        if form.hasPrefix("spoken") { p.properties.append("spoken=\"\(isCollapsed ? "collapsed" : key.rawValue)\"" + condition) }
        else { p.properties.append(property + condition) }
      case .value: break
      // (Collapsed is what the platform shows by default: nothing is lost.)
      case .unsupported(let reason): if !isCollapsed { p.notes.append("\(key.rawValue): \(reason)") }
      }
    }
  }

  func publishValue(_ p: inout Publication, _ api: PlatformAPI, _ source: SourceFile) {
    let checked = stateEntry(.checked)
    if let value, let spoken = SpokenValue(value, source: source) {
      p.value = spoken
      // (Android keeps checked as a property of its own: the value does not take its place.)
      if api != .android {
        if let checked, checked.value != .null, checked.value != .undefined {
          p.notes.append("checked: not written, accessibilityValue wins over it")
        }
        return
      }
    }
    guard let checked else { return }
    let text = { (range: ByteRange) in source.text(range) }
    if let trait = checkedTraits[api], role != nil, nativeRole != effectiveRole {
      // The framework's own form for a toggle role it gives a view: a trait while checked
      // (NativeScript's `.selected` on iOS); a native toggle keeps its own value.
      switch checked.value {
      case .bool(true): p.traits.append(trait)
      case .bool(false), .null, .undefined: break
      default:
        p.traits.append(trait + " when " + collapseWhitespace(text(checked.valueRange)))
      }
      return
    }
    switch checked.value {
    case .bool(let on):
      switch api {
      case .uikit, .swiftui: p.value = .text(on ? "1" : "0")
      case .appkit: p.value = .text(on ? "1" : "0")
      case .android: p.properties.append("checked=\(on)")
      }
    case .string("mixed"):
      switch PlatformMapping.state(.mixed, on: api) {
      case .value(let v): p.value = .text(v)
      case .android: p.properties.append("checked=partial"); p.properties.append("spoken=\"partially checked\"")
      case .unsupported(let reason): p.notes.append("checked 'mixed': \(reason)")
      default: break
      }
    case .null, .undefined:
      break
    default:
      let expression = collapseWhitespace(text(checked.valueRange))
      if api == .android { p.properties.append("checked={\(expression)} (dynamic)") }
      else { p.value = .dynamic("{\(expression)}") }
    }
  }
}
