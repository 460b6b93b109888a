import Foundation

/// A deterministic corpus of realistic templates for the benchmarks: nesting, bindings,
/// interpolation, control-flow blocks, Spanish and Arabic text, and a few real problems.
public enum Corpus {
  public struct Generator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    public mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    public mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }
  }

  static let labels = ["Guardar", "Reproducir", "Configuración", "Perfil de usuario", "إرسال", "الإعدادات",
                       "Añadir al carrito", "Notificaciones", "Cerrar", "Buscar canciones", "Volumen", "Favoritos"]
  static let texts = ["Hola, bienvenida de nuevo", "Tu pedido llegará mañana", "مرحبا بك في التطبيق",
                      "Última conexión hace 5 minutos", "Precio total", "Canción: «Señor» — ñandú"]

  /// One template of roughly `targetBytes` bytes: mostly correct, with a few real mistakes
  /// (an `an-view` with a `(tap)` and no role in about one element in sixty).
  public static func template(_ g: inout Generator, targetBytes: Int) -> String {
    var out = "<an-view accessibilityLabel=\"Pantalla\">\n"
    var depth = 1
    var n = 0
    while out.utf8.count < targetBytes {
      let indent = String(repeating: "  ", count: depth)
      n += 1
      switch g.next() % 12 {
      case 0:
        out += "\(indent)<an-button [accessibilityLabel]=\"'\(g.pick(labels)) \(n)'\" accessibilityHint=\"Guarda los cambios\" (tap)=\"save(item.id)\">\(g.pick(labels))</an-button>\n"
      case 1:
        out += "\(indent)<an-text>\(g.pick(texts)) {{ user.name | titlecase }}</an-text>\n"
      case 2:
        out += "\(indent)<an-image src=\"icons/star.png\" accessibilityLabel=\"\(g.pick(labels)) \(n)\"/>\n"
      case 3:
        out += "\(indent)<an-switch accessibilityLabel=\"\(g.pick(labels)) \(n)\" [accessibilityState]=\"{ checked: isOn, disabled: false }\" (tap)=\"toggle()\"></an-switch>\n"
      case 4:
        out += "\(indent)@if (items.length > 0) {\n\(indent)  <an-text>{{ items.length }} elementos</an-text>\n\(indent)} @else {\n\(indent)  <an-text>Nada</an-text>\n\(indent)}\n"
      case 5:
        out += "\(indent)@for (item of items; track item.id) {\n\(indent)  <an-link [accessibilityLabel]=\"item.title\" (tap)=\"open(item)\">{{ item.title }}</an-link>\n\(indent)}\n"
      case 6 where depth < 12:
        out += "\(indent)<an-view [accessibilityLabel]=\"card.name + ', ' + card.job\">\n"
        depth += 1
      case 7 where depth > 1:
        depth -= 1
        out += String(repeating: "  ", count: depth) + "</an-view>\n"
      case 8:
        out += "\(indent)<!-- \(g.pick(texts)) -->\n"
      case 9:
        out += "\(indent)<an-view [accessibilityRole]=\"isHeader ? 'header' : 'text'\" [accessibilityState]=\"{ selected: sel === i, disabled: off }\"><an-text>\(g.pick(texts))</an-text></an-view>\n"
      case 10 where g.chance(10):
        out += "\(indent)<an-view (tap)=\"go()\"><an-text>\(g.pick(labels))</an-text></an-view>\n"
      default:
        out += "\(indent)<div class=\"row\" [class.active]=\"active\"><app-card [data]=\"card\" (selected)=\"pick($event)\"></app-card></div>\n"
      }
    }
    while depth > 0 {
      depth -= 1
      out += String(repeating: "  ", count: depth) + "</an-view>\n"
    }
    return out
  }

  /// Real mistakes, one finding each: a button without a name, a tap on a view without a
  /// role, an image without a label, a gesture in a hint, an ambiguous link, a file name as a
  /// label, a misspelt role, a label ending in a full stop.
  static let mistakes = [
    "<an-button (tap)=\"save(item.id)\"></an-button>",
    "<an-view (tap)=\"open(item)\"><an-text>{{ item.title }}</an-text></an-view>",
    "<an-image src=\"icons/star.png\"/>",
    "<an-button accessibilityLabel=\"Abrir\" accessibilityHint=\"Pulsa dos veces para abrir\" (tap)=\"open()\">Abrir</an-button>",
    "<an-link (tap)=\"open(item)\">Haz clic aquí</an-link>",
    "<an-image src=\"foto.png\" accessibilityLabel=\"foto.png\"/>",
    "<an-view accessibilityRole=\"buton\"><an-text>Mal</an-text></an-view>",
    "<an-button accessibilityLabel=\"Guardar.\" (tap)=\"save()\"></an-button>",
  ]

  /// One dense template of roughly `targetBytes` bytes: the same realistic markup, with a
  /// real mistake (`mistakes`) about every 500 bytes.
  public static func denseTemplate(_ g: inout Generator, targetBytes: Int) -> String {
    var out = "<an-view>\n"
    var depth = 1
    var n = 0
    var sinceMistake = 0
    while out.utf8.count < targetBytes {
      let indent = String(repeating: "  ", count: depth)
      let before = out.utf8.count
      n += 1
      if sinceMistake >= 420 {
        out += indent + g.pick(mistakes) + "\n"
        sinceMistake = 0
        continue
      }
      switch g.next() % 9 {
      case 0:
        out += "\(indent)<an-button [accessibilityLabel]=\"'\(g.pick(labels)) \(n)'\" accessibilityHint=\"Guarda los cambios\" (tap)=\"save(item.id)\">\(g.pick(labels))</an-button>\n"
      case 1:
        out += "\(indent)<an-text>\(g.pick(texts)) {{ user.name | titlecase }}</an-text>\n"
      case 2:
        out += "\(indent)<an-image src=\"icons/star.png\" accessibilityLabel=\"\(g.pick(labels)) \(n)\"/>\n"
      case 3:
        out += "\(indent)@if (items.length > 0) {\n\(indent)  <an-text>{{ items.length }} elementos</an-text>\n\(indent)} @else {\n\(indent)  <an-text>Nada</an-text>\n\(indent)}\n"
      case 4:
        out += "\(indent)@for (item of items; track item.id) {\n\(indent)  <an-link [accessibilityLabel]=\"item.title\" (tap)=\"open(item)\">{{ item.title }}</an-link>\n\(indent)}\n"
      case 5 where depth < 12:
        out += "\(indent)<an-view>\n"
        depth += 1
      case 6 where depth > 1:
        depth -= 1
        out += String(repeating: "  ", count: depth) + "</an-view>\n"
      case 7:
        out += "\(indent)<!-- \(g.pick(texts)) -->\n"
      default:
        out += "\(indent)<div class=\"row\" [class.active]=\"active\"><app-card [data]=\"card\" (selected)=\"pick($event)\"></app-card></div>\n"
      }
      sinceMistake += out.utf8.count - before
    }
    while depth > 0 {
      depth -= 1
      out += String(repeating: "  ", count: depth) + "</an-view>\n"
    }
    return out
  }

  /// Writes `totalBytes` of templates (files of 4–40 KiB) under `directory`, in subfolders
  /// (`dense`: `denseTemplate`, a finding about every 500 bytes). Returns the paths and the
  /// bytes written.
  public static func write(to directory: String, totalBytes: Int, seed: UInt64 = 2026,
                           dense: Bool = false) throws -> (files: [String], bytes: Int) {
    var g = Generator(seed: seed)
    var files: [String] = []
    var written = 0
    var index = 0
    while written < totalBytes {
      let folder = directory + "/screens\(index / 200)"
      if index % 200 == 0 { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
      let size = 4096 + Int(g.next() % 36_864)
      let text = dense ? denseTemplate(&g, targetBytes: size) : template(&g, targetBytes: size)
      let path = folder + "/screen\(index).html"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      files.append(path)
      written += text.utf8.count
      index += 1
    }
    return (files, written)
  }

  /// Peak resident set size of this process, in bytes (Linux: VmHWM of /proc/self/status;
  /// Apple platforms: getrusage's ru_maxrss, which Darwin gives in bytes).
  public static func peakRSS() -> Int {
    #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
    #elseif canImport(Darwin)
    var usage = rusage()
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
    #else
    return 0
    #endif
  }

  public static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
