/// The messages a session sends its tab, as JSON text.
enum WebMessage {
  /// A new page: its title, breadcrumb, regions and overlay, replacing the old page's.
  static func page(title: String, trail: HTML, main: HTML, overlay: HTML) -> String {
    json([
      "type": "page", "title": title, "trail": trail.description, "html": main.description,
      "overlay": overlay.description,
    ])
  }

  /// One region's new markup (`overlay` for the help and alerts).
  static func region(_ id: String, _ html: HTML) -> String {
    json(["type": "region", "id": id, "html": html.description])
  }

  /// The fields as a JSON object, its keys sorted.
  static func json(_ fields: [String: String]) -> String {
    "{"
      + fields.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + quoted($0.value) }
      .joined(separator: ",") + "}"
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
