import AccessibilityModel
import TemplateSyntax

/// Small helpers for writing messages the same way everywhere.
public enum Messages {
  /// `iOS, tvOS and visionOS`
  public static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
  }

  public static func platforms(_ platforms: [Platform]) -> String { list(platforms.map(\.displayName)) }

  /// `'heading'`, `'a' and 'b'`
  /// A name with nothing readable, quoted, its private-use characters (icon-font glyphs)
  /// written as `U+F0C9`: `'U+F0C9'`, `'★'`.
  public static func unreadable(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if AccessibleName.isPrivateUse(scalar) {
        out += "U+" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return "'" + out + "'"
  }

  public static func quoted(_ values: [String]) -> String { list(values.map { "'\($0)'" }) }

  /// How a known value is shown in a message.
  public static func show(_ value: AbstractValue) -> String {
    switch value {
    case .string(let s): return "'\(s)'"
    case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    case .bool(let b): return String(b)
    case .null: return "null"
    case .undefined: return "undefined"
    case .object: return "an object"
    case .array: return "an array"
    case .alternatives(let values): return list(values.map(show))
    case .concatenation: return "a built string"
    case .dynamic: return "a dynamic value"
    }
  }
}
