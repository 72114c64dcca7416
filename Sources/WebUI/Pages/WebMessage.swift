/// The messages a session sends its tab, as JSON text.
enum WebMessage {
  /// A new page: its title, breadcrumb, regions and overlay, replacing the old page's; with its
  /// address, and how the tab's history takes it.
  static func page(
    title: String, trail: HTML, main: HTML, overlay: HTML, address: String?, history: WebHistory
  ) -> String {
    var fields = [
      "type": "page", "title": title, "trail": trail.description, "html": main.description,
      "overlay": overlay.description,
    ]
    if let address {
      fields["address"] = address
      fields["history"] = history.rawValue
    }
    return json(fields)
  }

  /// The page has a new title (what it shows changed its name: a session now playing).
  static func title(_ title: String) -> String {
    json(["type": "title", "title": title])
  }

  /// The screen shown has a new address (a field that defines it changed): the tab replaces its
  /// location, adding nothing to its history.
  static func address(_ address: String) -> String {
    json(["type": "address", "address": address, "history": WebHistory.replace.rawValue])
  }

  /// One region's new markup (`overlay` for the help and alerts).
  static func region(_ id: String, _ html: HTML) -> String {
    json(["type": "region", "id": id, "html": html.description])
  }

  /// Some items of a region's keyed list, each with its key and its new markup: what a move of
  /// the list's selection changed.
  static func items(_ id: String, _ items: [(key: String, html: HTML)]) -> String {
    var text = #"{"id":"# + quoted(id) + #","items":["#
    for (index, item) in items.enumerated() {
      if index > 0 { text += "," }
      text += "[" + quoted(item.key) + "," + quoted(item.html.description) + "]"
    }
    return text + #"],"type":"items"}"#
  }

  /// The fields as a JSON object, its keys sorted.
  static func json(_ fields: [String: String]) -> String {
    "{"
      + fields.sorted { $0.key < $1.key }.map { quoted($0.key) + ":" + quoted($0.value) }
      .joined(separator: ",") + "}"
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    "\"" + TextEscaping.json(text) + "\""
  }
}
