/// What Angular's template parser checks about an element's attributes as it reads them into
/// bindings, references and variables: names that the binding syntax leaves empty, references
/// and variables (no `-`, a name, a reference once per element, `let-` only on `<ng-template>`),
/// one structural directive per element, an animation trigger written `@name` with no value, and
/// a two-way binding that can be written back. (Skipped under `ngNonBindable`, as in Angular.)
extension TreeBuilder {
  mutating func checkAttributes(_ attributes: Slice<AttributeSink>, onTemplateElement: Bool) {
    var structural = 0
    var references: Set<String> = []
    // (The attributes' fields are read in place: a loop over the attributes copies each.)
    for k in attributes.indices {
      let written = AttributeClassifier.withoutEmptyPrefix(bytes, attributes[k].nameRange)
      let kind = attributes[k].kind
      if kind == .structural {
        structural += 1
        if structural == 2 { error("only one structural directive ('*…') is allowed on an element", written) }
      }
      if kind == .animation && bytes[Int(written.start)] == UInt8(ascii: "@"),
         let value = attributes[k].valueRange, value.length > 0 {
        error("animation trigger '\(text(written))' takes no value: bind it with '[\(text(written))]=\"…\"', or write it alone",
              written)
      }
      if kind == .event && attributes[k].name.utf8.first == UInt8(ascii: "@") {
        checkAnimationEvent(attributes[k].name, written)
        continue
      }
      if kind == .twoWay && attributes[k].name.utf8.first == UInt8(ascii: "@") {
        // Angular binds the property and listens to `@…Change`, an animation event with no phase.
        if attributes[k].name == "@" {
          error("animation binding '\(text(written))' has no trigger name", written)
        } else {
          error("an animation cannot be bound two ways: '\(text(written))'; bind it with '[\(attributes[k].name)]=\"…\"'",
                written)
        }
        continue
      }
      let first = bytes[Int(written.start)]
      if first == UInt8(ascii: "[") || first == UInt8(ascii: "(") {
        // `[@]`: an animation binding with no trigger name.
        if written.length == 3 && bytes[Int(written.start) + 1] == UInt8(ascii: "@") && kind == .animation {
          error("animation binding '\(text(written))' has no trigger name", written)
        }
        continue
      }
      // (Most other names start with none of the prefixes' first bytes: `b`, `l`, `r`, `#`, `o`, `@`.)
      guard first == UInt8(ascii: "b") || first == UInt8(ascii: "l") || first == UInt8(ascii: "r") || first == UInt8(ascii: "#")
              || first == UInt8(ascii: "o") || first == UInt8(ascii: "@"),
            let (prefix, identifier) = Self.bindingPrefix(bytes, written) else { continue }
      let isEmpty = identifier.length == 0
      switch prefix {
      case .bind, .bindon:
        if isEmpty { error("property binding '\(text(written))' has no property name", written) }
        // `bind-@`: an animation binding with no trigger name.
        if identifier.length == 1 && bytes[Int(identifier.start)] == UInt8(ascii: "@") {
          error("animation binding '\(text(written))' has no trigger name", written)
        }
      case .on:
        if isEmpty { error("event binding '\(text(written))' has no event name", written) }
      case .animation:
        if isEmpty { error("animation binding '\(text(written))' has no trigger name", written) }
      case .reference:
        if contains(UInt8(ascii: "-"), in: identifier) {
          error("'-' is not allowed in reference names: '\(text(written))'", written)
        } else if isEmpty {
          error("reference '\(text(written))' has no name", written)
        } else if !references.insert(text(identifier)).inserted {
          error("reference '#\(text(identifier))' is defined more than once on this element", written)
        }
      case .variable:
        if !onTemplateElement {
          error("'let-' is only supported on <ng-template> elements: '\(text(written))'", written)
        } else if contains(UInt8(ascii: "-"), in: identifier) {
          error("'-' is not allowed in variable names: '\(text(written))'", written)
        } else if isEmpty {
          error("variable '\(text(written))' has no name", written)
        }
      }
    }
  }

  /// An animation event (`(@fade.done)`, `on-@fade.start`): a trigger name, then a phase,
  /// `start` or `done` (in any case), after the first `.`.
  mutating func checkAnimationEvent(_ name: String, _ written: ByteRange) {
    let rest = name.dropFirst()
    let dot = rest.firstIndex(of: ".")
    let trigger = String(rest[..<(dot ?? rest.endIndex)]).trimmingASCIIWhitespace()
    let phase = dot.map { String(rest[rest.index(after: $0)...]).trimmingASCIIWhitespace().lowercased() } ?? ""
    if trigger.isEmpty {
      error("animation event '\(text(written))' has no trigger name", written)
    } else if phase.isEmpty {
      error("animation event '\(text(written))' needs a phase: '@\(trigger).start' or '@\(trigger).done'", written)
    } else if phase != "start" && phase != "done" {
      error("animation event '\(text(written))' has an unknown phase '\(phase)': use 'start' or 'done'", written)
    }
  }

  /// The binding prefixes Angular recognises before any bracket form.
  enum BindingPrefix { case bind, variable, reference, on, bindon, animation }

  /// The prefixes as written, in Angular's order.
  static let bindingPrefixes: [(StaticString, BindingPrefix)] = [
    ("bind-", .bind), ("let-", .variable), ("ref-", .reference), ("#", .reference), ("on-", .on), ("bindon-", .bindon),
    ("@", .animation),
  ]

  /// The prefix of a written attribute name and the identifier after it (possibly empty), as
  /// Angular matches `^(bind-|let-|ref-|#|on-|bindon-|@)(.*)$`; nil for any other name.
  static func bindingPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ written: ByteRange) -> (BindingPrefix, ByteRange)? {
    let s = Int(written.start)
    let e = Int(written.end)
    func starts(_ prefix: StaticString) -> Bool {
      let count = prefix.utf8CodeUnitCount
      guard e - s >= count else { return false }
      for k in 0..<count where bytes[s + k] != prefix.utf8Start[k] { return false }
      return true
    }
    for (text, prefix) in bindingPrefixes where starts(text) {
      return (prefix, ByteRange(s + text.utf8CodeUnitCount, e))
    }
    return nil
  }

  /// Whether a two-way binding's expression can be written back, as Angular decides: a
  /// property or index read with no `?.` on the way (`a`, `a.b`, `a[0]`, `a!.b`), possibly
  /// under `!` or `$any(…)`.
  static func isWritableTarget(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .nonNull(let inner):
      return isWritableTarget(inner)
    case .call(let callee, let arguments, false):
      if case .identifier("$any") = callee.kind, arguments.count == 1 { return isWritableTarget(arguments[0]) }
      return false
    case .identifier:
      return true
    case .member(let receiver, _, false), .keyed(let receiver, _, false):
      return !hasSafeReceiver(receiver)
    default:
      return false
    }
  }

  /// Whether a `?.` is on the receiver chain (through parentheses, reads and calls).
  static func hasSafeReceiver(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .member(_, _, true), .keyed(_, _, true):
      return true
    case .parenthesized(let inner):
      return hasSafeReceiver(inner)
    case .member(let receiver, _, false), .keyed(let receiver, _, false), .call(let receiver, _, false):
      return hasSafeReceiver(receiver)
    default:
      return false
    }
  }
}
