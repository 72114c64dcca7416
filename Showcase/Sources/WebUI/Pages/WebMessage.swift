/// A message a session sends its tab: what the page script patches, and how. ``json`` is it as
/// the script reads it.
enum WebMessage {
  /// A new page: its title, breadcrumb, regions and overlay, replacing the old page's; with its
  /// address, and how the tab's history takes it.
  case page(
    title: String, trail: HTML, main: HTML, overlay: HTML, address: String?, history: WebHistory)
  /// The page has a new title (what it shows changed its name: a session now playing).
  case title(String)
  /// The screen shown has a new address (a field that defines it changed): the tab replaces its
  /// location, adding nothing to its history.
  case address(String)
  /// One region's new markup (`overlay` for the help and alerts).
  case region(id: String, html: HTML)
  /// Some items of a region's keyed list, each with its key and its new markup: what a move of
  /// the list's selection changed.
  case items(id: String, items: [(key: String, html: HTML)])

  /// The message as JSON text, its keys sorted.
  var json: String {
    switch self {
    case .page(let title, let trail, let main, let overlay, let address, let history):
      var fields = [
        "type": "page", "title": title, "trail": trail.description, "html": main.description,
        "overlay": overlay.description,
      ]
      if let address {
        fields["address"] = address
        fields["history"] = history.rawValue
      }
      return Self.json(fields)
    case .title(let title):
      return Self.json(["type": "title", "title": title])
    case .address(let address):
      return Self.json(
        ["type": "address", "address": address, "history": WebHistory.replace.rawValue])
    case .region(let id, let html):
      return Self.json(["type": "region", "id": id, "html": html.description])
    case .items(let id, let items):
      var text = #"{"id":"# + Self.quoted(id) + #","items":["#
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        text += "[" + Self.quoted(item.key) + "," + Self.quoted(item.html.description) + "]"
      }
      return text + #"],"type":"items"}"#
    }
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
