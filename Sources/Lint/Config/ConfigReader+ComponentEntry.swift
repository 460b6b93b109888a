import AccessibilityModel

// `components:` entries written as mappings:
// `Button: { primitive: an-button, name-from: [text, content], placeholder: hint,
//   hidden-when: { visibility: [collapsed, hidden] }, activation: [nsRouterLink], label: [automationText] }`.
extension ConfigReader {
  /// `inherited`: the primitive a mapping with no `primitive` keeps (a profile's view, or an
  /// entry of the configuration it extends); nil: `primitive` is required.
  func readComponentEntry(_ pair: YAMLPair, inherited: String? = nil, errors: inout [ConfigError]) throws(ConfigError) -> ComponentEntry {
    let component = pair.name
    guard let pairs = pair.value.mappingPairs else { throw fail(pair.value, "expected a mapping for component '\(component)'") }
    var entry: ComponentEntry
    if let primitiveNode = pairs.first(where: { $0.name == "primitive" })?.value {
      entry = ComponentEntry(primitive: try readPrimitive(primitiveNode, component: component))
    } else if let inherited {
      entry = ComponentEntry(primitive: inherited)
    } else {
      throw fail(pair.value, "component '\(component)' needs 'primitive': the primitive it renders (\(Configuration.primitives.joined(separator: ", ")))")
    }
    for item in pairs where item.name != "primitive" {
      do throws(ConfigError) {
        switch item.name {
        case "name-from":
          entry.nameFrom = try attributeNames(item.value, key: "name-from", component: component, allowContent: true)
        case "placeholder":
          entry.placeholder = try attributeNames(item.value, key: "placeholder", component: component)
        case "activation":
          entry.activation = try attributeNames(item.value, key: "activation", component: component)
        case "label":
          entry.label = try attributeNames(item.value, key: "label", component: component)
        case "hidden-when":
          entry.hiddenWhen = try hiddenWhen(item.value, component: component)
        default:
          throw fail(item.key, ConfigReader.unknown("key", item.name, among: ComponentEntry.keys,
                                                    context: " for component '\(component)'"))
        }
      } catch {
        errors.append(error)
      }
    }
    return entry
  }

  private func readPrimitive(_ primitiveNode: YAMLNode, component: String) throws(ConfigError) -> String {
    guard let primitive = primitiveNode.scalarText else {
      throw fail(primitiveNode, "expected a primitive name for 'primitive' of component '\(component)', found \(ConfigReader.describe(primitiveNode))")
    }
    guard Configuration.primitives.contains(primitive) else {
      throw fail(primitiveNode, ConfigReader.unknown("primitive", primitive, among: Configuration.primitives,
                                                     context: " for component '\(component)'"))
    }
    return primitive
  }

  /// Whether a name can be an attribute: a letter, then letters, digits, `-`, `_`, `.`, `:`.
  static func isAttributeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        || scalar == "." || scalar == ":"
    }
  }

  /// One attribute name or a list of them; `content` too where `allowContent`.
  private func attributeNames(_ node: YAMLNode, key: String, component: String, allowContent: Bool = false) throws(ConfigError) -> [String] {
    let what = allowContent ? "an attribute name or 'content'" : "an attribute name"
    let items: [YAMLNode]
    switch node.kind {
    case .scalar: items = [node]
    case .sequence(let list): items = list
    default:
      throw fail(node, "'\(key)' of component '\(component)' must be \(what) or a list of them, found \(ConfigReader.describe(node))")
    }
    if items.isEmpty { throw fail(node, "'\(key)' of component '\(component)' must name at least one attribute") }
    var names: [String] = []
    for item in items {
      guard let name = item.scalarText, ConfigReader.isAttributeName(name) else {
        throw fail(item, "expected \(what) in '\(key)' of component '\(component)', found \(ConfigReader.describe(item))")
      }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  private func hiddenWhen(_ node: YAMLNode, component: String) throws(ConfigError) -> [String: [String]] {
    guard let pairs = node.mappingPairs, !pairs.isEmpty else {
      throw fail(node, "'hidden-when' of component '\(component)' must be a mapping of attribute names to the values that hide it, found \(ConfigReader.describe(node))")
    }
    var result: [String: [String]] = [:]
    for pair in pairs {
      guard ConfigReader.isAttributeName(pair.name) else {
        throw fail(pair.key, "expected an attribute name in 'hidden-when' of component '\(component)', found '\(pair.name)'")
      }
      let items: [YAMLNode]
      switch pair.value.kind {
      case .scalar: items = [pair.value]
      case .sequence(let list): items = list
      default:
        throw fail(pair.value, "the values of '\(pair.name)' in 'hidden-when' of component '\(component)' must be a value or a list of values, found \(ConfigReader.describe(pair.value))")
      }
      if items.isEmpty { throw fail(pair.value, "'\(pair.name)' in 'hidden-when' of component '\(component)' must list at least one value") }
      var values: [String] = []
      for item in items {
        guard let value = item.scalarText, !value.isEmpty else {
          throw fail(item, "expected a value of '\(pair.name)' in 'hidden-when' of component '\(component)', found \(ConfigReader.describe(item))")
        }
        values.append(value)
      }
      result[pair.name] = values
    }
    return result
  }
}
