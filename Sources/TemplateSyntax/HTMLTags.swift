/// The few HTML tag rules Angular's parser applies (its `getHtmlTagDefinition`).
enum HTMLTags {
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
  ]

  /// Tags whose start implicitly closes an open element of the key's name.
  static let closedByChildren: [String: Set<String>] = [
    "p": ["address", "article", "aside", "blockquote", "div", "dl", "fieldset", "footer", "form", "h1", "h2", "h3",
          "h4", "h5", "h6", "header", "hgroup", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul"],
    "thead": ["tbody", "tfoot"],
    "tbody": ["tbody", "tfoot"],
    "tfoot": ["tbody"],
    "tr": ["tr"],
    "td": ["td", "th"],
    "th": ["td", "th"],
    "li": ["li"],
    "dt": ["dt", "dd"],
    "dd": ["dt", "dd"],
    "rb": ["rb", "rt", "rtc", "rp"],
    "rt": ["rb", "rt", "rtc", "rp"],
    "rtc": ["rb", "rtc", "rp"],
    "rp": ["rb", "rt", "rtc", "rp"],
    "optgroup": ["optgroup"],
    "option": ["option", "optgroup"],
  ]

  /// The sets of `closedByChildren` (in the order of its sorted keys), and where each key's set
  /// is: an open element keeps that index (a set it held was retained and released).
  static let closerSets: [Set<String>] = closedByChildren.keys.sorted().map { closedByChildren[$0]! }
  static let closerSetIndex: [String: Int8] =
    Dictionary(uniqueKeysWithValues: closedByChildren.keys.sorted().enumerated().map { ($1, Int8($0)) })

  /// Whether `name` may be a key of `closedByChildren`, decided on its length and first byte:
  /// most parents (`div`, `span`, custom elements) are passed over without hashing the name.
  static func mayBeClosedByChildren(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, utf8.count < closerFirstLetters.count, first >= 0x61 && first <= 0x7A else { return false }
    return closerFirstLetters[utf8.count] & (1 << (first - 0x61)) != 0
  }

  /// For each length, the first letters (bit 0: `a`) of the keys of `closedByChildren` of that
  /// length (all are lowercase ASCII).
  private static let closerFirstLetters: [UInt32] = {
    var masks = [UInt32](repeating: 0, count: 1 + closedByChildren.keys.map(\.utf8.count).max()!)
    for key in closedByChildren.keys { masks[key.utf8.count] |= 1 << (key.utf8.first! - 0x61) }
    return masks
  }()

  /// Elements that the end of their parent closes without an error.
  static let closedByParent: Set<String> = [
    "p", "tbody", "tfoot", "tr", "td", "th", "li", "dd", "rb", "rt", "rtc", "rp", "optgroup", "option",
  ]

  /// Known HTML elements that may not be written `<x/>` (Angular: "Only void, custom and
  /// foreign elements can be self closed").
  /// These are the HTML elements of Angular's DOM schema and of its tag table; a name in any
  /// other case counts too (`<DIV/>`), a namespaced one does not (`<svg:title/>`).
  static let notSelfClosable: Set<String> = [
    "a", "abbr", "address", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "body", "button",
    "canvas", "caption", "cite", "code", "colgroup", "content", "data", "datalist", "dd", "del", "details", "dfn",
    "dialog", "dir", "div", "dl", "dt", "em", "fieldset", "figcaption", "figure", "font", "footer", "form",
    "frame", "frameset", "geolocation", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "html",
    "i", "iframe", "ins", "kbd", "keygen", "label", "legend", "li", "listing", "main", "map", "mark", "marquee",
    "media", "menu", "menuitem", "meter", "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p",
    "picture", "pre", "progress", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "script", "search",
    "section", "select", "selectedcontent", "slot", "small", "span", "strong", "style", "sub", "summary", "sup",
    "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "u", "ul",
    "unknown", "var", "video",
  ]

  /// HTML names compare case-insensitively; `an-*` and custom element names (with a `-`) and
  /// namespaced names do not.
  static func normalized(_ name: String) -> String {
    needsLowercasing(name.utf8) ? name.lowercased() : name
  }

  /// Whether a name written with these bytes is an HTML name with capitals (see `normalized`).
  static func needsLowercasing<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var hasUpper = false
    for b in bytes {
      if b == UInt8(ascii: "-") || b == UInt8(ascii: ":") { return false }
      if b >= 0x41 && b <= 0x5A { hasUpper = true }
    }
    return hasUpper
  }
}

extension Element {
  /// `<script>` and `<style>`: Angular's template compiler drops them with everything inside
  /// (its `preparseElement` compares the name lowercased), so their raw text is never shown.
  public var isDroppedByAngular: Bool {
    switch name.utf8.count {
    case 5: return name.lowercased() == "style"
    case 6: return name.lowercased() == "script"
    default: return false
    }
  }
}
